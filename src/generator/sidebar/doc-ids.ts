/** The docs a sidebar lists. */
import type { SidebarItem } from './types'

/** Docs a sidebar lists as its own (not `ref`s), categories' linked docs included, in order. */
export function docIds(items: readonly SidebarItem[]): string[] {
  return items.flatMap((i) => (i.type === 'category' ? [...(i.docId ? [i.docId] : []), ...docIds(i.items)] : i.type === 'link' && i.docId && !i.ref ? [i.docId] : []))
}
