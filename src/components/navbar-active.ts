/**
 * Which navbar link is the current page's (aria-current, the active colour): by Docusaurus's rules on a
 * Docusaurus site, by the route's section on ours. Pure: the navbar (Navbar.tsx) and the items a site's
 * custom component draws (docusaurus/navbar-items.tsx) both ask it.
 */
import { unversionedId } from '../generator/content/version-ids'
import { withBase } from './links'

/** The page a navbar is drawn for: what marks its current item. `docusaurus`: by Docusaurus's rules (isActive). */
export interface NavbarPage {
  route: string
  /** The sidebar the page shows, and its docs version. */
  sidebar?: string
  version?: string
  docusaurus?: boolean
}

/**
 * Whether a link is the current page's: its `activeBaseRegex` matches the page's path, or the path starts
 * with its `activeBasePath` (Docusaurus's options). Else, on a Docusaurus site, as Docusaurus marks them: a
 * doc or docSidebar item on the pages of its sidebar (in any version), a version's entry on its pages, a
 * doc's link on that doc, another link on the pages under it; on ours, the link of the route's top-level
 * section (`/api/x` → API). A Docusaurus item given as `href` (not `to`) is never current, as there.
 */
export function isActive(item: { href: string; activeBaseRegex?: string; activeBasePath?: string; activeSidebar?: string; version?: string; docId?: string; plainHref?: boolean }, page: NavbarPage, base: string): boolean {
  const { route } = page
  if (page.docusaurus && item.plainHref) return false
  if (item.activeBaseRegex !== undefined) return safeRegExp(item.activeBaseRegex)?.test(withBase(base, route)) ?? false
  if (item.activeBasePath !== undefined) return withBase(base, route).startsWith(withBase(base, item.activeBasePath.startsWith('/') ? item.activeBasePath : `/${item.activeBasePath}`))
  if (page.docusaurus) {
    if (item.activeSidebar !== undefined) return item.href === route || (page.sidebar !== undefined && unversionedId(page.sidebar) === unversionedId(item.activeSidebar))
    if (item.version !== undefined) return page.version === item.version
    if (item.docId !== undefined) return item.href === route
    const path = item.href.replace(/[?#].*$/, '').replace(/\/$/, '')
    return route === (path || '/') || (path !== '' && route.startsWith(`${path}/`))
  }
  const section = (path: string) => path.split('/')[1] ?? ''
  return item.href === route || (section(item.href) !== '' && section(item.href) === section(route))
}

function safeRegExp(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern)
  } catch {
    return undefined
  }
}

