/**
 * Sidebar resolution: turns `sidebars.ts` into link/category trees, failing on unknown doc ids with
 * the list of ids that exist (spec §5), and derives the reading order used for previous/next links.
 */
import { BuildError } from '../errors'
import type { Sidebar, SidebarItem, SidebarItemInput, SidebarsInput } from './types'

/** What the resolver needs to know about a doc. */
export interface SidebarDoc {
  id: string
  route: string
  title: string
  sidebarLabel: string
  unlisted: boolean
}

/** Resolves every sidebar; `file` names `sidebars.ts` in errors. */
export function resolveSidebars(input: SidebarsInput, docs: ReadonlyMap<string, SidebarDoc>, file: string): Sidebar[] {
  return Object.entries(input).map(([id, items]) => ({ id, items: items.map((item) => resolveItem(item, docs, file)) }))
}

function resolveItem(item: SidebarItemInput, docs: ReadonlyMap<string, SidebarDoc>, file: string): SidebarItem {
  if (typeof item === 'string') return docLink(item, undefined, docs, file)
  switch (item.type) {
    case 'doc':
      return docLink(item.id, item.label, docs, file)
    case 'link':
      return { type: 'link', label: item.label, href: item.href, unlisted: false }
    case 'category':
      return {
        type: 'category',
        label: item.label,
        // Spec §2: categories are not auto-collapsed; they start open unless the author says otherwise.
        collapsed: item.collapsed ?? false,
        items: item.items.map((child) => resolveItem(child, docs, file)),
      }
    default:
      throw new BuildError(`unknown sidebar item type in ${JSON.stringify(item)}`, {
        location: { file },
        hint: "use a doc id string or an object of type 'doc', 'link' or 'category'",
      })
  }
}

function docLink(id: string, label: string | undefined, docs: ReadonlyMap<string, SidebarDoc>, file: string): SidebarItem {
  const doc = docs.get(id)
  if (!doc) throw unknownDocError(id, [...docs.keys()], file, 'sidebar')
  return { type: 'link', label: label ?? doc.sidebarLabel, href: doc.route, docId: id, unlisted: doc.unlisted }
}

/** Spec §5: an id that is not found is an error listing the available ids. */
export function unknownDocError(id: string, available: string[], file: string, what: string): BuildError {
  return new BuildError(
    `${what} refers to doc id "${id}", which does not exist.\nAvailable doc ids:\n${[...available].sort().map((a) => `  - ${a}`).join('\n')}`,
    { location: { file }, hint: `use one of the ids above, or create docs/${id}.md` },
  )
}

/** Doc links of a sidebar in reading order (unlisted docs excluded), for previous/next. */
export function flattenLinks(items: SidebarItem[]): Array<Extract<SidebarItem, { type: 'link' }>> {
  return items.flatMap((item) =>
    item.type === 'category' ? flattenLinks(item.items) : item.docId !== undefined && !item.unlisted ? [item] : [],
  )
}

/** Category labels from the root to the doc, for breadcrumbs; undefined if the doc is not in the tree. */
export function breadcrumbTrail(items: SidebarItem[], docId: string): string[] | undefined {
  for (const item of items) {
    if (item.type === 'link' && item.docId === docId) return []
    if (item.type === 'category') {
      const inner = breadcrumbTrail(item.items, docId)
      if (inner) return [item.label, ...inner]
    }
  }
  return undefined
}
