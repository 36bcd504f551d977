/**
 * Docusaurus's navbar item components (`@theme/NavbarItem`, `@theme/NavbarItem/ComponentTypes` and each
 * type's component), for the custom navbar items a site draws with its own components
 * (`src/theme/NavbarItem/ComponentTypes`, docusaurus.io/docs/swizzling): a library switcher built on
 * `DropdownNavbarItem`, links that follow the page's section built on `NavbarItem`. They draw our navbar's
 * markup (Navbar.tsx), so the client's dropdowns and mobile menu work on them, in the bar (`mobile`
 * false) and in the mobile menu (`mobile`: each is a list item there, as Docusaurus's are).
 *
 * Items that name docs (`doc`, `docSidebar`, the version and locale dropdowns) resolve as the config's
 * navbar items do, through the page scope's `navbarItem` (generator/navbar/resolve.ts).
 */
import { useContext, useId, type ComponentType, type ReactNode } from 'react'
import type { NavbarItemInput } from '../../generator/config/schema'
import type { ResolvedNavItem } from '../../generator/navbar/resolve'
import { isExternal } from '../links'
import { MobileDropdown, MobileLink, NavbarPageContext, NavItem, type NavbarEntry } from '../Navbar'
import { currentPage, currentTheme } from './scope'

/** The props Docusaurus passes a navbar item (those of the config item, and where it is drawn). */
export interface NavbarItemProps {
  type?: string
  label?: ReactNode
  html?: string
  to?: string
  href?: string
  className?: string
  position?: 'left' | 'right'
  mobile?: boolean
  isDropdownItem?: boolean
  activeBaseRegex?: string
  activeBasePath?: string
  items?: NavbarItemProps[]
  value?: string
  'aria-label'?: string
  [key: string]: unknown
}

/** `@theme/NavbarItem`: the component of the item's type, the site's ComponentTypes first (its `custom-…` types). */
export function NavbarItem({ type = 'default', ...props }: NavbarItemProps): ReactNode {
  const types = (currentTheme()?.navbarItemTypes ?? ComponentTypes) as Record<string, ComponentType<NavbarItemProps> | undefined>
  const Component = types[type]
  if (!Component) throw new Error(`No NavbarItem component found for type "${type}".`)
  return <Component {...props} />
}

/** `@theme/NavbarItem/DefaultNavbarItem`: a link (`to` a page of the site, `href` anywhere). */
export function DefaultNavbarItem(props: NavbarItemProps): ReactNode {
  return <Drawn entries={entriesOf({ ...props, type: 'default' })} mobile={props.mobile} inList={props.isDropdownItem} />
}

/** `@theme/NavbarItem/DropdownNavbarItem`: a label (or `html`) opening its `items`. */
export function DropdownNavbarItem(props: NavbarItemProps): ReactNode {
  return <Drawn entries={entriesOf({ ...props, type: 'dropdown' })} mobile={props.mobile} />
}

/** `@theme/NavbarItem/HtmlNavbarItem`: the item's `value` as HTML. */
export function HtmlNavbarItem(props: NavbarItemProps): ReactNode {
  return <Drawn entries={entriesOf({ ...props, type: 'html' })} mobile={props.mobile} />
}

/** A type our resolver knows from the config's items (`doc`, `docSidebar`, `docsVersion`…). */
const resolved = (type: string) =>
  function ResolvedNavbarItem(props: NavbarItemProps): ReactNode {
    return <Drawn entries={entriesOf({ ...props, type })} mobile={props.mobile} inList={props.isDropdownItem} />
  }

/** `@theme/NavbarItem/ComponentTypes`: each type's component (a site's own spreads this and adds its `custom-…` ones). */
export const ComponentTypes: Readonly<Record<string, ComponentType<NavbarItemProps>>> = {
  default: DefaultNavbarItem,
  dropdown: DropdownNavbarItem,
  html: HtmlNavbarItem,
  search: resolved('search'),
  doc: resolved('doc'),
  docSidebar: resolved('docSidebar'),
  docsVersion: resolved('docsVersion'),
  docsVersionDropdown: resolved('docsVersionDropdown'),
  localeDropdown: resolved('localeDropdown'),
}

export const DocNavbarItem = ComponentTypes.doc!
export const DocSidebarNavbarItem = ComponentTypes.docSidebar!
export const DocsVersionNavbarItem = ComponentTypes.docsVersion!
export const DocsVersionDropdownNavbarItem = ComponentTypes.docsVersionDropdown!
export const LocaleDropdownNavbarItem = ComponentTypes.localeDropdown!
export const SearchNavbarItem = ComponentTypes.search!

/** The navbar entries an item's props make: links and dropdowns here, items that name docs by the page's resolver. */
function entriesOf(props: NavbarItemProps): NavbarEntry[] {
  const scope = currentPage()
  const position = props.position ?? 'right'
  const className = typeof props.className === 'string' ? props.className : undefined
  const label = typeof props.label === 'string' ? props.label : ''
  const html = typeof props.html === 'string' ? props.html : undefined
  switch (props.type) {
    case 'default': {
      const href = sitePath(props.to ?? props.href ?? '', scope.siteConfig.baseUrl)
      return [{ kind: 'link', label, href, external: isExternal(href), position, className, ariaLabel: props['aria-label'], ...optional({ labelHtml: html, activeBaseRegex: props.activeBaseRegex, activeBasePath: props.activeBasePath }) }]
    }
    case 'dropdown':
      return [{ kind: 'dropdown', label, position, items: (props.items ?? []).flatMap((item) => entriesOf({ type: 'default', ...item, position })), ...optional({ labelHtml: html, className }) }]
    case 'html':
      return [{ kind: 'html', html: props.value ?? '', position }]
    default: {
      if (!scope.navbarItem) throw new Error(`a navbar item of type "${props.type}" can only be drawn in a page of the site`)
      const { mobile: _mobile, isDropdownItem: _dropdown, label: _label, items: _items, ...config } = props
      return scope.navbarItem({ ...(config as NavbarItemInput), ...(label ? { label } : {}), position }) as NavbarEntry[]
    }
  }
}

/** The fields of `values` that are set. */
function optional<T extends Record<string, string | undefined>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>
}

/**
 * A `to` as our links take it: a path of the site without the base URL (`useBaseUrl` gives components
 * paths with it; Docusaurus reads `to: 'intro'` from the site's root).
 */
function sitePath(to: string, baseUrl: string): string {
  if (isExternal(to) || to.startsWith('#')) return to
  const path = baseUrl !== '/' && to.startsWith(baseUrl) ? to.slice(baseUrl.length - 1) : to
  return path.startsWith('/') ? path : `/${path}`
}

/** Entries drawn as the navbar draws its own: in the bar, or as the mobile menu's list items. */
function Drawn({ entries, mobile, inList }: { entries: Array<NavbarEntry | ResolvedNavItem>; mobile?: boolean; inList?: boolean }): ReactNode {
  const { route, siteConfig } = currentPage()
  // The page as the navbar drawing this knows it (its sidebar and version mark the current item), else its route.
  const page = useContext(NavbarPageContext) ?? { route, docusaurus: true }
  const id = useId()
  const base = siteConfig.baseUrl
  return entries.map((entry, i) => {
    const item = entry as NavbarEntry
    if (!mobile) return inList ? <li key={i}><NavItem item={item} base={base} page={page} /></li> : <NavItem key={i} item={item} base={base} page={page} />
    if (item.kind === 'dropdown') return <li key={i}><MobileDropdown item={item} id={`rtk-mobile-dropdown-${id.replace(/[^\w-]/g, '')}-${i}`} base={base} page={page} /></li>
    return item.kind === 'link' ? <li key={i}><MobileLink item={item} base={base} page={page} /></li> : null
  })
}
