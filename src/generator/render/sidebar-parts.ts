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
 * which the parts' links and URLs carry.
 */
export function sidebarParts(sidebars: readonly Sidebar[], base: string, lazyAbove = LAZY_SIDEBAR_LINKS): SidebarPartsOutput {
  const folded: Category[] = []
  for (const sidebar of sidebars) if (linkCount(sidebar.items) > lazyAbove) collectFolded(sidebar.items, folded)
  const urls = new Map<SidebarItem, string>()
  const files: OutputFile[] = []
  // Innermost first: a part's own folded categories are parts too, so its file names theirs.
  for (const category of folded.reverse()) {
    // No page is current inside a folded category that is sent empty, so a part is the same for every page.
    const contents = renderToStaticMarkup(createElement(SidebarItems, { items: category.items, route: '', base, parts: urls }))
    const path = `${PARTS_DIR}/${createHash('sha1').update(contents).digest('hex').slice(0, 12)}.html`
    urls.set(category, `${base.replace(/\/?$/, '/')}${path}`)
    if (!files.some((f) => f.path === path)) files.push({ path, contents })
  }
  return { urls, files }
}

const cached = new WeakMap<readonly Sidebar[], Map<string, SidebarPartsOutput>>()

/** sidebarParts, once per sidebar list and base (the build's render and write, and the watch server, ask for them). */
export function sidebarPartsOf(sidebars: readonly Sidebar[], base: string): SidebarPartsOutput {
  let byBase = cached.get(sidebars)
  if (!byBase) cached.set(sidebars, (byBase = new Map()))
  let parts = byBase.get(base)
  if (!parts) byBase.set(base, (parts = sidebarParts(sidebars, base)))
  return parts
}

/** Categories that fold (collapsible and collapsed), outermost first. */
function collectFolded(items: readonly SidebarItem[], into: Category[]): void {
  for (const item of items) {
    if (item.type !== 'category') continue
    if (item.collapsed && item.collapsible !== false) into.push(item)
    collectFolded(item.items, into)
  }
}

function linkCount(items: readonly SidebarItem[]): number {
  let count = 0
  for (const item of items) count += item.type === 'link' ? 1 : item.type === 'category' ? linkCount(item.items) : 0
  return count
}
