/**
 * The layout facts of a category's generated index page: title, breadcrumbs, previous/next in sidebar
 * order, and a card per item of the category (as Docusaurus' generated index shows them).
 */
import type { CategoryCard } from '../../components/CategoryIndex'
import type { DocSource } from '../content/collect'
import type { DocView, PageInfo } from '../../components/types'
import { breadcrumbTrail, flattenLinks, readingOrder } from '../sidebar/resolve'
import type { CategoryIndexPage, Sidebar, SidebarItem } from '../sidebar/types'
import { htmlClassNames } from './html-class-names'

export interface CategoryView {
  doc: DocView
  page: PageInfo
  description?: string
  cards: CategoryCard[]
}

/** `description(route)`: a doc's description (frontmatter, else its first paragraph). */
/** `member`: a doc of the category's sidebar (its docs plugin and version are the page's). */
export function categoryView(category: CategoryIndexPage, sidebar: Sidebar | undefined, file: string, description: (route: string) => string | undefined, member?: Pick<DocSource, 'plugin' | 'version'>): CategoryView {
  const order = sidebar ? readingOrder(sidebar.items) : []
  const index = order.findIndex((step) => step.href === category.route)
  const trail = sidebar ? breadcrumbTrail(sidebar.items, (item) => item.type === 'category' && item.href === category.route) : undefined
  const doc: DocView = {
    id: `category:${category.route}`,
    title: category.title,
    hideTitle: false,
    file,
    toc: [],
    ...(trail ? { breadcrumbs: trail } : {}),
    previous: index > 0 ? { label: order[index - 1]!.label, href: order[index - 1]!.href } : undefined,
    next: index >= 0 && index < order.length - 1 ? { label: order[index + 1]!.label, href: order[index + 1]!.href } : undefined,
    inSidebar: true,
    // Its docs version's banner and badge, as its docs show them.
    ...(member?.version ? { version: member.version } : {}),
  }
  const page: PageInfo = {
    route: category.route,
    title: category.title,
    description: category.description,
    hasSidebar: true,
    // The navbar marks the item of its sidebar, and of its version, as on its docs.
    sidebarId: category.sidebarId,
    ...(member && member.plugin === undefined && member.version ? { docsVersion: member.version.name } : {}),
    ...(category.keywords ? { keywords: category.keywords } : {}),
    ...(category.image ? { image: category.image } : {}),
    htmlClassName: htmlClassNames.categoryIndex(member?.plugin, member?.version?.name),
  }
  return { doc, page, description: category.description, cards: category.category.items.flatMap((item) => card(item, description)) }
}

/**
 * The cards of the doc `docId`'s category, for its `<DocCardList />` and `useCurrentSidebarCategory()`: as
 * Docusaurus finds it, the deepest category of `items` that holds the doc, as its page (its `link: { type:
 * 'doc' }`) or as an item; undefined when no category holds it.
 */
export function currentCategoryCards(items: SidebarItem[], docId: string, description: (route: string) => string | undefined): CategoryCard[] | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue
    const inner = currentCategoryCards(item.items, docId, description)
    if (inner) return inner
    if (item.docId === docId || item.items.some((child) => child.type === 'link' && child.docId === docId)) return item.items.flatMap((child) => card(child, description))
  }
  return undefined
}

function card(item: SidebarItem, description: (route: string) => string | undefined): CategoryCard[] {
  if (item.type === 'html') return []
  if (item.type === 'link') {
    if (item.unlisted) return []
    return [{ label: item.label, href: item.href, description: item.docId !== undefined ? description(item.href) : undefined, kind: item.docId !== undefined ? 'doc' : 'link' }]
  }
  // A sub-category opens its own page, else its first page (as Docusaurus' cards do).
  const href = item.href ?? flattenLinks(item.items)[0]?.href
  if (href === undefined) return []
  const count = countItems(item.items)
  return [{ label: item.label, href, description: `${count} item${count === 1 ? '' : 's'}`, kind: 'category' }]
}

function countItems(items: SidebarItem[]): number {
  return items.filter((i) => i.type !== 'html' && !(i.type === 'link' && i.unlisted)).length
}

