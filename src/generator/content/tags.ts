/**
 * Doc tags (frontmatter `tags`), as Docusaurus' docs plugin publishes them: a page per tag listing its
 * docs at `<routeBasePath>/tags/<tag>` (or the tag's own `permalink`), and `<routeBasePath>/tags` listing
 * every tag. Unlisted docs are left off the lists.
 */
import type { DocSource } from './collect'
import { normalizeRoute } from './routes'

export interface TagPage {
  label: string
  route: string
  docs: DocSource[]
}

/** A tag of a doc, with the route of its page. */
export interface DocTag {
  label: string
  route: string
}

/** The route of the page listing every tag. */
export function tagsIndexRoute(routeBasePath: string): string {
  return normalizeRoute(`${routeBasePath}/tags`)
}

/** A doc's tags with their routes, in the order its frontmatter gives them. */
export function docTags(doc: DocSource, routeBasePath: string): DocTag[] {
  return (doc.frontmatter.tags ?? []).map((tag) => {
    const label = typeof tag === 'string' ? tag : tag.label
    const permalink = typeof tag === 'string' ? undefined : tag.permalink
    return { label, route: normalizeRoute(`${tagsIndexRoute(routeBasePath)}/${permalink?.replace(/^\//, '') ?? slug(label)}`) }
  })
}

/** Every tag's page, sorted by label; one entry per route (the first label seen names it). */
export function collectTags(docs: DocSource[], routeBasePath: string): TagPage[] {
  const pages = new Map<string, TagPage>()
  for (const doc of docs) {
    for (const tag of docTags(doc, routeBasePath)) {
      const page = pages.get(tag.route) ?? { label: tag.label, route: tag.route, docs: [] }
      if (!doc.unlisted && !page.docs.includes(doc)) page.docs.push(doc)
      pages.set(tag.route, page)
    }
  }
  return [...pages.values()].sort((a, b) => a.label.localeCompare(b.label))
}

function slug(label: string): string {
  return label.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '')
}
