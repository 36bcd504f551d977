/**
 * The tag pages (content/tags.ts) as card pages in the docs layout, without a sidebar: one card per doc
 * on a tag's page, one per tag (with its count) on the page of all tags.
 */
import type { DocView, PageInfo } from '../../components/types'
import type { DocSource } from '../content/collect'
import type { TagPage } from '../content/tags'
import type { CategoryView } from './category-view'
import { htmlClassNames } from './html-class-names'

/**
 * `description(doc)`: a doc's description (frontmatter, else its first paragraph); `words`: the titles in
 * the locale (the tags index's, and a tag page's for its count and label).
 */
export function tagViews(
  tags: TagPage[],
  title: (doc: DocSource) => string,
  description: (doc: DocSource) => string | undefined,
  words: { tags: string; tagged: (count: number, label: string) => string } = { tags: 'Tags', tagged: (n, label) => `${count(n)} tagged with "${label}"` },
): CategoryView[] {
  // One page of all tags per docs version (a site without versions has one).
  const indexes = [...new Set(tags.map((tag) => tag.indexRoute))].map((route) => {
    const listed = tags.filter((tag) => tag.indexRoute === route)
    return view(route, words.tags, undefined, listed.map((tag) => ({ label: tag.label, href: tag.route, description: count(tag.docs.length), kind: 'category' as const })), htmlClassNames.docsTags('list', ...pluginOf(listed[0]?.docs[0])))
  })
  const pages = tags.map((tag) =>
    view(tag.route, words.tagged(tag.docs.length, tag.label), tag.description, tag.docs.map((doc) => ({ label: title(doc), href: doc.route, description: description(doc), kind: 'doc' as const })), htmlClassNames.docsTags('tag', ...pluginOf(tag.docs[0]))),
  )
  return [...indexes, ...pages]
}

/** The docs plugin and version a tag page belongs to: its docs'. */
function pluginOf(doc: DocSource | undefined): [plugin: string | undefined, version: string | undefined] {
  return [doc?.plugin, doc?.version?.name]
}

function view(route: string, title: string, description: string | undefined, cards: CategoryView['cards'], htmlClassName: string): CategoryView {
  const doc: DocView = { id: `tags:${route}`, title, hideTitle: false, file: '(tags)', toc: [], inSidebar: false }
  const page: PageInfo = { route, title, description, noindex: false, htmlClassName }
  return { doc, page, description, cards }
}

function count(n: number): string {
  return `${n} doc${n === 1 ? '' : 's'}`
}
