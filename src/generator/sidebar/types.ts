/** Sidebar shapes: what `sidebars.ts` declares, and the resolved tree the layout renders. */

/** An item as authors write it in `sidebars.ts` (Docusaurus-compatible). */
export type SidebarItemInput =
  | string
  | { type: 'doc'; id: string; label?: string }
  | { type: 'link'; href: string; label: string }
  | { type: 'category'; label: string; collapsed?: boolean; items: SidebarItemInput[] }

/** The default export of `sidebars.ts`: named sidebars, each a list of items. */
export type SidebarsInput = Record<string, SidebarItemInput[]>

/** A resolved sidebar item (spec §3: type link or category, href, items, unlisted). */
export type SidebarItem =
  | { type: 'link'; label: string; href: string; docId?: string; unlisted: boolean }
  | { type: 'category'; label: string; collapsed: boolean; items: SidebarItem[] }

export interface Sidebar {
  id: string
  items: SidebarItem[]
}
