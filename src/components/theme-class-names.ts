/**
 * Docusaurus's stable class names on our markup, on a Docusaurus site. Docusaurus names them
 * (`ThemeClassNames`, theme-common) as the targets of a site's own CSS ("meant to be targeted by
 * user-provided custom CSS selectors"): `.theme-doc-sidebar-container`, `.theme-admonition-tip`,
 * `.theme-doc-footer-edit-meta-row`, `.markdown`… So a site's custom.css that styles them reaches the same
 * elements here. Of Infima's classes only the bars' own are put on (`navbar`, `navbar--fixed-top`,
 * `navbar--dark`/`--primary`, `footer`, `footer--dark`, as Docusaurus's Navbar and Footer layouts do): sites
 * set their colours there (`.navbar { --ifm-navbar-background-color: … }`); and the sidebar's lists, items
 * and links (`menu__list`, `menu__list-item`, `menu__link`, `menu__link--active`), where sites colour their
 * items and hang badges on them (Stately's `.menu__list-item.pro-feature a:after`); and an admonition's
 * `alert alert--<type>`, where sites set its colours (`.alert--info { --ifm-alert-background-color: … }`,
 * mdx.tsx). Infima's other inner classes (`navbar__item`, the sidebar's carets) are not: rules written
 * against Infima's boxes would fight our layout's. Our own site carries none of these.
 */
import { createContext, useContext } from 'react'

/** True while rendering a Docusaurus site's pages (Shell provides it; so do renders outside the shell). */
export const ThemeClassNamesContext = createContext(false)

/** Our class, joined with Docusaurus's stable class names for the same element on a Docusaurus site. */
export type ClassNames = (own: string, ...docusaurus: Array<string | false | undefined>) => string

const own: ClassNames = (ours) => ours
const joined: ClassNames = (ours, ...docusaurus) => [ours, ...docusaurus].filter(Boolean).join(' ')

/** The class-name joiner for the site being rendered. */
export function useClassNames(): ClassNames {
  return useContext(ThemeClassNamesContext) ? joined : own
}

/** The sidebar item classes of a category or link at `level` (1: the sidebar's top). */
export function sidebarItemClasses(kind: 'category' | 'link', level: number): string {
  return `theme-doc-sidebar-item-${kind} theme-doc-sidebar-item-${kind}-level-${level}`
}
