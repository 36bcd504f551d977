/**
 * Docusaurus's admonition parts (`@theme/Admonition`, `@theme/Admonition/Types`, `Admonition/Layout`,
 * `Admonition/Type/*`, `Admonition/Icon/*`), drawn with our admonition (mdx.tsx). A site adds its own
 * admonition types the way Docusaurus documents it (docusaurus.io/docs/markdown-features/admonitions,
 * "Adding custom admonition types"): a `src/theme/Admonition/Types` that spreads
 * `@theme-original/Admonition/Types` and maps its keywords to its components, often built on
 * `@theme/Admonition/Layout`; a site's `Admonition/Type/Note` replaces the note type.
 */
import type { ComponentType, ReactNode } from 'react'
import { AdmonitionIcon } from '../Icons'
import { Admonition, INFIMA_ALERTS, markdownTitle } from '../mdx'
import { currentTheme } from './scope'

/** What Docusaurus gives an admonition type's component. */
export interface AdmonitionProps {
  type?: string
  title?: ReactNode
  icon?: ReactNode
  className?: string
  /** The block's `{#id}` (`:::info{#setup}`), for links to it. */
  id?: string
  children?: ReactNode
}

/** Infima's alert colours, which a site's own type names in its className (`alert alert--success`), as our looks. */
const INFIMA_LOOKS: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(INFIMA_ALERTS).map(([look, alert]) => [alert, look]))

/** `@theme/Admonition/Layout`: the frame, title and icon; its look follows the Infima alert class it is given. */
export function AdmonitionLayout({ type = 'info', title, icon, className, id, children }: AdmonitionProps): ReactNode {
  const infima = /\balert--(\w+)/.exec(className ?? '')?.[1]
  return (
    <Admonition type={type} title={title} icon={icon} look={infima === undefined ? undefined : INFIMA_LOOKS[infima]} className={className} id={id}>
      {children}
    </Admonition>
  )
}

/** A kind's component (`Admonition/Type/Note`): its look, the kind's type unless it is given another (`'license': Types.note`). */
function kind(look: string, defaultType: string): ComponentType<AdmonitionProps> {
  return function AdmonitionType({ type = defaultType, ...props }: AdmonitionProps) {
    return <Admonition {...props} type={type} look={look} />
  }
}

/** The kinds' components by the name of their module (`@theme/Admonition/Type/Note`). */
export const ADMONITION_KINDS: Readonly<Record<string, ComponentType<AdmonitionProps>>> = {
  Note: kind('note', 'note'),
  Tip: kind('tip', 'tip'),
  Info: kind('info', 'info'),
  Warning: kind('warning', 'warning'),
  Danger: kind('danger', 'danger'),
  Caution: kind('warning', 'caution'),
}

/** The kinds' icons (`@theme/Admonition/Icon/Note`). */
export const ADMONITION_ICONS: Readonly<Record<string, ComponentType>> = Object.fromEntries(
  ['Note', 'Tip', 'Info', 'Warning', 'Danger'].map((name) => [name, () => <AdmonitionIcon type={name.toLowerCase()} />]),
)

/** The kind `name` as the page's site has it: its own `Admonition/Type/<name>` when it has one, else ours. */
function siteKind(name: string): ComponentType<AdmonitionProps> {
  return function SiteAdmonitionType(props: AdmonitionProps) {
    const Kind = (currentTheme()?.modules[`@theme/Admonition/Type/${name}`]?.default as ComponentType<AdmonitionProps> | undefined) ?? ADMONITION_KINDS[name]!
    return <Kind {...props} />
  }
}

/** `@theme/Admonition/Types`: each keyword's component, Docusaurus's aliases included (secondary, important, success). */
export const AdmonitionTypes: Readonly<Record<string, ComponentType<AdmonitionProps>>> = {
  note: siteKind('Note'),
  tip: siteKind('Tip'),
  info: siteKind('Info'),
  warning: siteKind('Warning'),
  danger: siteKind('Danger'),
  caution: siteKind('Caution'),
  secondary: siteKind('Note'),
  important: siteKind('Info'),
  success: siteKind('Tip'),
}

/**
 * `@theme/Admonition`, and `:::` blocks on a site with admonition types of its own: the component the
 * site's Types (else ours) has for the type, else its info one, as Docusaurus picks it.
 */
export function DocusaurusAdmonition({ type = 'note', title, icon, children, className, id }: AdmonitionProps): ReactNode {
  const types = (currentTheme()?.modules['@theme/Admonition/Types']?.default as Record<string, ComponentType<AdmonitionProps>> | undefined) ?? AdmonitionTypes
  const Type = types[type] ?? types.info
  if (!Type) return <Admonition type={type} title={title} icon={icon} className={className} id={id}>{children}</Admonition>
  // A title written with Markdown: the type gets it as its title, as Docusaurus's processAdmonitionProps gives it.
  const written = markdownTitle(children)
  return (
    <Type type={type} title={written ? written.title : title} icon={icon} {...(className ? { className } : {})} {...(id ? { id } : {})}>
      {written ? written.body : children}
    </Type>
  )
}
