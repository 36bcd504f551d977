/**
 * Components available to every MDX page without an import (CONTENT.md): admonitions, code samples,
 * Tabs/TabItem, and links that open external targets safely.
 */
import { Children, isValidElement, useContext, type AnchorHTMLAttributes, type CSSProperties, type HTMLAttributes, type ImgHTMLAttributes, type ReactElement, type ReactNode, type TableHTMLAttributes, type InputHTMLAttributes } from 'react'
import Heading from './docusaurus/Heading'
import { META_PRESET_COMPONENTS, META_PRESET_MDX_COMPONENTS } from './docusaurus/meta-preset'
import { AdmonitionIcon } from './Icons'
import { EXTERNAL_ATTRS, isExternal, withBaseOnce } from './links'
import { SiteDataContext } from './site-data'
import { type ThemeMessageId, useThemeMessages } from './theme-messages'
import { useClassNames } from './theme-class-names'

/** Each kind's title, a theme string (translated by the locale's code.json and our translations). */
const ADMONITION_TITLES: Record<string, ThemeMessageId> = {
  note: 'theme.admonition.note',
  tip: 'theme.admonition.tip',
  info: 'theme.admonition.info',
  warning: 'theme.admonition.warning',
  danger: 'theme.admonition.danger',
  caution: 'theme.admonition.caution',
  secondary: 'rtk.admonition.secondary',
  important: 'rtk.admonition.important',
  success: 'rtk.admonition.success',
}
/**
 * Docusaurus' alias kinds take the look of a main kind (and keep their own title); a site's own kind
 * (its docs option `admonitions.keywords`) the look of info, titled with its name.
 */
const ADMONITION_STYLES: Record<string, string> = { note: 'note', tip: 'tip', info: 'info', warning: 'warning', danger: 'danger', caution: 'warning', secondary: 'note', important: 'info', success: 'tip' }

/** Infima's alert class of each look, which Docusaurus puts on its admonitions: sites colour them there (`.alert--info { --ifm-alert-background-color: … }`). */
export const INFIMA_ALERTS: Readonly<Record<string, string>> = { note: 'secondary', tip: 'success', info: 'info', warning: 'warning', danger: 'danger' }

/**
 * An admonition of `type`, titled `title` (else its kind's name). `look`: one of the main kinds' looks
 * instead of its own (a Docusaurus site's own admonition types pick one, components/docusaurus/admonitions.tsx);
 * `icon` and `className` as such a type gives them.
 */
/**
 * An admonition's title written with Markdown (`:::note[A **bold** title]`), which comes as its first
 * child `mdxAdmonitionTitle` (remark-directives.ts), as in Docusaurus: that title and the rest, the body.
 */
export function markdownTitle(children: ReactNode): { title: ReactNode; body: ReactNode[] } | undefined {
  const [first, ...body] = Children.toArray(children)
  return isValidElement<{ children?: ReactNode }>(first) && first.type === 'mdxAdmonitionTitle' ? { title: first.props.children, body } : undefined
}

export function Admonition({ type, title, icon, look, className, id, children }: { type: string; title?: ReactNode; icon?: ReactNode; look?: string; className?: string; id?: string; children?: ReactNode }) {
  const t = useThemeMessages()
  const cn = useClassNames()
  const style = look ?? ADMONITION_STYLES[type] ?? 'info'
  const message = ADMONITION_TITLES[type]
  const written = markdownTitle(children)
  // A site's own type names its alert class itself (`alert alert--xstate`).
  const infimaAlert = /\balert--/.test(className ?? '') ? [] : ['alert', `alert--${INFIMA_ALERTS[style] ?? 'info'}`]
  return (
    <div className={`${cn(`rtk-admonition rtk-admonition--${style}${style === type || ADMONITION_TITLES[type] ? '' : ` rtk-admonition--${type}`}`, 'theme-admonition', `theme-admonition-${type}`, ...infimaAlert)}${className ? ` ${className}` : ''}`} id={id} role="note">
      <p className="rtk-admonition__title">
        {icon ?? <AdmonitionIcon type={style} />}
        <span>{written ? written.title : (title ?? (message ? t(message) : type.charAt(0).toUpperCase() + type.slice(1)))}</span>
      </p>
      <div className="rtk-admonition__body">{written ? written.body : children}</div>
    </div>
  )
}

/**
 * One highlighted file: optional title bar, copy button, shiki HTML. `lineNumbers`: lines are numbered,
 * from that number (`'true'`: from 1).
 */
export function CodeBlock({ title, lang, lineNumbers, html, children }: { title?: string; lang: string; lineNumbers?: string; html?: string; children?: ReactNode }) {
  const t = useThemeMessages()
  const cn = useClassNames()
  const first = Number(lineNumbers)
  return (
    <div className={cn(`rtk-code${lineNumbers ? ' rtk-code--numbered' : ''}`, 'theme-code-block')} data-rtk-code data-lang={lang} style={Number.isInteger(first) && first !== 1 ? ({ '--rtk-line-start': first - 1 } as CSSProperties) : undefined}>
      {title ? <div className="rtk-code__title">{title}</div> : null}
      <div className="rtk-code__body">
        {html !== undefined ? (
          <div dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          // Elements given as the code (a component's lines, not text): shown as they are, in the block's frame.
          <div>
            <pre className="shiki">
              <code>{children}</code>
            </pre>
          </div>
        )}
        <button type="button" className="rtk-code__copy" data-rtk-copy-code data-rtk-js-only aria-label={t('theme.CodeBlock.copyButtonAriaLabel')}>
          {t('theme.CodeBlock.copy')}
        </button>
      </div>
    </div>
  )
}

export function CodeVariant({ children }: { label: string; children?: ReactNode }) {
  return <>{children}</>
}

/** A code sample: one variant shown as is, or TypeScript / JavaScript tabs kept in sync site-wide. */
export function CodeSample({ children }: { children?: ReactNode }) {
  const variants = Children.toArray(children).filter(isValidElement) as Array<ReactElement<{ label: string; children?: ReactNode }>>
  if (variants.length <= 1) return <div className="rtk-code-sample">{variants[0]?.props.children}</div>
  return (
    <TabGroup className="rtk-code-sample rtk-tabs" group="code-language" items={variants.map((v) => ({ value: v.props.label.toLowerCase(), label: v.props.label, content: v.props.children }))} />
  )
}

interface TabData {
  value: string
  label: string
  content: ReactNode
  /** The tab's own attributes (Docusaurus's TabItem `attributes`: a class that colours its heading). */
  attributes?: Record<string, unknown>
  /** The panel's class (TabItem `className`). */
  className?: string
}

/** Server-rendered tabs: every panel is in the HTML (search and no-JS readers see all), one visible. */
function TabGroup({ items, group, defaultValue, className, query }: { items: TabData[]; group?: string; defaultValue?: string; className?: string; query?: string }) {
  const selected = defaultValue ?? items[0]?.value
  return (
    <div className={className ?? 'rtk-tabs'} data-rtk-tabs={group ?? ''} data-rtk-tabs-query={query}>
      <div className="rtk-tabs__list" role="tablist">
        {items.map((item) => (
          <button
            key={item.value}
            {...tabAttributes(item.attributes)}
            type="button"
            role="tab"
            className={typeof item.attributes?.className === 'string' ? `rtk-tabs__tab ${item.attributes.className}` : 'rtk-tabs__tab'}
            aria-selected={item.value === selected ? 'true' : 'false'}
            data-rtk-tab={item.value}
            tabIndex={item.value === selected ? 0 : -1}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div key={item.value} role="tabpanel" className={item.className ? `rtk-tabs__panel ${item.className}` : 'rtk-tabs__panel'} data-rtk-tab-panel={item.value} aria-label={item.label} hidden={item.value !== selected}>
          {item.content}
        </div>
      ))}
    </div>
  )
}

/** What the tab's own behaviour sets (its class is joined with the site's apart). */
const TAB_OWNED = new Set(['className', 'role', 'tabIndex', 'aria-selected', 'onClick', 'onKeyDown'])

/** A tab's own attributes a site gives it, less those the tab's behaviour owns; values, and a style. */
function tabAttributes(attributes: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(attributes ?? {}).filter(([name, value]) => !TAB_OWNED.has(name) && typeof value !== 'function' && (typeof value !== 'object' || name === 'style')))
}

interface TabItemProps {
  value: string
  label?: string
  default?: boolean
  attributes?: Record<string, unknown>
  className?: string
  children?: ReactNode
}

/**
 * A tab's panel. Our Tabs reads its props and draws the panels itself; a site's own Tabs (an ejected
 * Docusaurus one) renders it: a tab panel, hidden unless selected, as Docusaurus's TabItem draws it.
 */
export function TabItem({ children, hidden, className }: TabItemProps & { hidden?: boolean }) {
  return (
    <div role="tabpanel" className={className} hidden={hidden}>
      {children}
    </div>
  )
}

/**
 * Docusaurus-compatible `<Tabs groupId defaultValue values queryString className>` with `<TabItem value
 * label default>` children. `queryString` (true: the groupId) names a URL query parameter that selects
 * the tab and follows the reader's choice (client/tabs.ts).
 */
export function Tabs({ children, groupId, defaultValue, values, queryString, className }: { children?: ReactNode; groupId?: string; defaultValue?: string; values?: Array<{ value: string; label?: string; default?: boolean; attributes?: TabItemProps['attributes'] }>; queryString?: boolean | string; className?: string }) {
  const tabItems = Children.toArray(children).filter(isValidElement) as Array<ReactElement<TabItemProps>>
  const fromChild = (child: ReactElement<TabItemProps>) => ({
    value: child.props.value,
    label: child.props.label ?? child.props.value,
    content: child.props.children,
    isDefault: child.props.default === true,
    attributes: child.props.attributes,
    className: child.props.className,
  })
  // `values`, when given, is the tab list, in its order (Docusaurus's tabsUtils): each tab shows the child
  // with its value; a child it does not list is never shown.
  const items = values
    ? values.map((tab) => {
        const child = tabItems.find((c) => c.props.value === tab.value)
        const own = child ? fromChild(child) : { value: tab.value, label: tab.value, content: null, isDefault: false, attributes: undefined, className: undefined }
        return { ...own, label: tab.label ?? own.label, isDefault: tab.default ?? own.isDefault, attributes: tab.attributes ?? own.attributes }
      })
    : tabItems.map(fromChild)
  const query = queryString === true ? groupId : typeof queryString === 'string' && queryString !== '' ? queryString : undefined
  return <TabGroup items={items} group={groupId} defaultValue={defaultValue ?? items.find((i) => i.isDefault)?.value} query={query} className={className ? `rtk-tabs ${className}` : undefined} />
}

/** Links in content: external ones open in a new tab with no opener or referrer (spec §2). */
export function ContentLink(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { baseUrl } = useContext(SiteDataContext)
  const external = props.href !== undefined && isExternal(props.href)
  // Site paths get the base URL, as Docusaurus's Link gives them (a site served at /repo/).
  return <a {...props} href={props.href === undefined ? undefined : withBaseOnce(baseUrl, props.href)} {...(external ? EXTERNAL_ATTRS : {})} />
}

/** A Markdown image: a site path (a file next to the page, or under static/) gets the base URL. */
export function ContentImage(props: ImgHTMLAttributes<HTMLImageElement>) {
  const { baseUrl } = useContext(SiteDataContext)
  // Loaded as the reader scrolls to it and decoded off the main thread, as Docusaurus's MDX image is;
  // an image that says otherwise keeps its own.
  return <img loading="lazy" decoding="async" {...props} src={typeof props.src === 'string' ? withBaseOnce(baseUrl, props.src) : props.src} />
}

/**
 * Tables in content scroll sideways when wider than the column (site.css), as code blocks do: like
 * them, a table is focusable, so a keyboard reader can scroll it too.
 */
export function ContentTable(props: TableHTMLAttributes<HTMLTableElement>) {
  return <table tabIndex={0} {...props} />
}

/**
 * A task list's checkbox (GFM `- [x]`) is disabled and has no label of its own (axe `label`): it gets a
 * name that says its state, and the item's text follows it.
 */
export function ContentInput(props: InputHTMLAttributes<HTMLInputElement>) {
  if (props.type !== 'checkbox' || props['aria-label'] !== undefined) return <input {...props} />
  return <input aria-label={props.checked ? 'Done' : 'Not done'} {...props} />
}

/** A Markdown heading below the title, with the `#` link to it (HeadingLink.tsx). */
function contentHeading(level: 'h2' | 'h3' | 'h4' | 'h5' | 'h6') {
  return function ContentHeading(props: HTMLAttributes<HTMLHeadingElement>) {
    return <Heading as={level} {...props} />
  }
}

/** The map handed to every compiled page. */
export const mdxComponents = { Admonition, CodeBlock, CodeVariant, CodeSample, RtkCodeBlock: CodeBlock, RtkCodeVariant: CodeVariant, RtkCodeSample: CodeSample, Tabs, TabItem, a: ContentLink, img: ContentImage, table: ContentTable, input: ContentInput, h2: contentHeading('h2'), h3: contentHeading('h3'), h4: contentHeading('h4'), h5: contentHeading('h5'), h6: contentHeading('h6'), ...META_PRESET_MDX_COMPONENTS }

/**
 * Capitalised names a page may use without importing (checked at compile time). Meta's preset's
 * components are given to every page but allowed without an import only on a Docusaurus site
 * (mdx/compile-docs.ts).
 */
export const GLOBAL_COMPONENTS: ReadonlySet<string> = new Set(Object.keys(mdxComponents).filter((n) => /^[A-Z]/.test(n) && !META_PRESET_COMPONENTS.includes(n)))
