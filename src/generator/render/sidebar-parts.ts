/**
 * Sidebar parts: in a large sidebar, a folded category that does not hold the page being read is sent
 * without its items, which the client loads from a small HTML file of their own when the reader unfolds
 * it (src/client/sidebar-parts.ts). Every page carries its whole sidebar, so a sidebar of n links on
 * n pages is n² bytes of HTML to render, hold, write, crawl and download; with folded categories sent
 * empty, a page carries its sidebar's top level and the path to itself. Docusaurus does the same (its
 * sidebar categories are `lazy` collapsibles: a folded one renders no items until it is unfolded).
 *
 * Small sidebars are sent whole, so their folded categories still unfold without JavaScript (they are
 * <details>): the parts start at LAZY_SIDEBAR_LINKS links, where a whole sidebar would add ~30 KB to
 * every page.
 */
import { createHash } from 'node:crypto'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { SidebarItems, type SidebarParts } from '../../components/Sidebar'
import { ThemeClassNamesContext } from '../../components/theme-class-names'
import type { Sidebar, SidebarItem } from '../sidebar/types'
import type { OutputFile } from '../write/write'

/** A sidebar with more links than this sends its folded categories as parts. */
export const LAZY_SIDEBAR_LINKS = 200

/** Where the parts are written, under the output folder (with the hashed assets: their names change with their contents). */
const PARTS_DIR = 'assets/sidebar'

export interface SidebarPartsOutput {
  /** The URL of each folded category's items, for the Sidebar component. */
  urls: SidebarParts
  /** One file per part: the category's items as `<li>` elements. */
  files: OutputFile[]
}

type Category = Extract<SidebarItem, { type: 'category' }>

/**
 * The parts of `sidebars` (none for sidebars of up to `lazyAbove` links). `base` is the site's baseUrl,
 * which the parts' links and URLs carry; `themeClassNames`: a Docusaurus site's items carry its class names.
 */
export function sidebarParts(sidebars: readonly Sidebar[], base: string, lazyAbove = LAZY_SIDEBAR_LINKS, themeClassNames = false): SidebarPartsOutput {
  const folded: Array<[Category, level: number]> = []
  for (const sidebar of sidebars) if (linkCount(sidebar.items) > lazyAbove) collectFolded(sidebar.items, folded, 1)
  const urls = new Map<SidebarItem, string>()
  const files: OutputFile[] = []
  // Innermost first: a part's own folded categories are parts too, so its file names theirs.
  for (const [category, level] of folded.reverse()) {
    // No page is current inside a folded category that is sent empty, so a part is the same for every page.
    const items = createElement(SidebarItems, { items: category.items, route: '', base, parts: urls, level: level + 1 })
    const contents = renderToStaticMarkup(createElement(ThemeClassNamesContext.Provider, { value: themeClassNames }, items))
    const path = `${PARTS_DIR}/${createHash('sha1').update(contents).digest('hex').slice(0, 12)}.html`
    urls.set(category, `${base.replace(/\/?$/, '/')}${path}`)
    if (!files.some((f) => f.path === path)) files.push({ path, contents })
  }
  return { urls, files }
}

const cached = new WeakMap<readonly Sidebar[], Map<string, SidebarPartsOutput>>()

/** sidebarParts, once per sidebar list, base and class names (the build's render and write, and the watch server, ask for them). */
export function sidebarPartsOf(sidebars: readonly Sidebar[], base: string, themeClassNames = false): SidebarPartsOutput {
  let byBase = cached.get(sidebars)
  if (!byBase) cached.set(sidebars, (byBase = new Map()))
  const key = `${themeClassNames}:${base}`
  let parts = byBase.get(key)
  if (!parts) byBase.set(key, (parts = sidebarParts(sidebars, base, LAZY_SIDEBAR_LINKS, themeClassNames)))
  return parts
}

/** Categories that fold (collapsible and collapsed), outermost first, with their level (1: the sidebar's top). */
function collectFolded(items: readonly SidebarItem[], into: Array<[Category, level: number]>, level: number): void {
  for (const item of items) {
    if (item.type !== 'category') continue
    if (item.collapsed && item.collapsible !== false) into.push([item, level])
    collectFolded(item.items, into, level + 1)
  }
}

function linkCount(items: readonly SidebarItem[]): number {
  let count = 0
  for (const item of items) count += item.type === 'link' ? 1 : item.type === 'category' ? linkCount(item.items) : 0
  return count
}
