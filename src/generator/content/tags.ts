/**
 * Doc tags (frontmatter `tags`), as Docusaurus' docs plugin publishes them: a page per tag listing its
 * docs at `<routeBasePath>/tags/<tag>` (or the tag's own `permalink`), and `<routeBasePath>/tags` listing
 * every tag. Unlisted docs are left off the lists.
 */
import type { DocSource } from './collect'
import { normalizeRoute } from './routes'
import type { TagsFile } from './tags-file'

export interface TagPage {
  label: string
  route: string
  /** The page listing every tag it is listed with (each docs version has its own). */
  indexRoute: string
  /** From the tags file. */
  description?: string
  docs: DocSource[]
}

/** A tag of a doc, with the route of its page. */
export interface DocTag {
  label: string
  route: string
  description?: string
  /** Not a key of the tags file (always, when there is none). */
  inline: boolean
}

/** The route of the page listing every tag. */
export function tagsIndexRoute(routeBasePath: string): string {
  return normalizeRoute(`${routeBasePath}/tags`)
}

/**
 * A doc's tags with their routes, in the order its frontmatter gives them. A tag named by a key of
 * `tagsFile` is that tag (label, permalink, description); others are inline.
 */
export function docTags(doc: Pick<DocSource, 'frontmatter'>, routeBasePath: string, tagsFile?: TagsFile): DocTag[] {
  const route = (permalink: string) => normalizeRoute(`${tagsIndexRoute(routeBasePath)}/${permalink.replace(/^\//, '')}`)
  return (doc.frontmatter.tags ?? []).map((tag) => {
    const known = typeof tag === 'string' ? tagsFile?.get(tag) : undefined
    if (known) return { label: known.label, route: route(known.permalink), description: known.description, inline: false }
    const label = typeof tag === 'string' ? tag : tag.label
    const permalink = typeof tag === 'string' ? undefined : tag.permalink
    return { label, route: route(permalink ?? slug(label)), inline: true }
  })
}

/** Every tag's page, sorted by label; one entry per route (the first label seen names it). */
export function collectTags(docs: DocSource[], routeBasePath: string, tagsFile?: TagsFile): TagPage[] {
  const pages = new Map<string, TagPage>()
  for (const doc of docs) {
    for (const tag of docTags(doc, routeBasePath, tagsFile)) {
      const page = pages.get(tag.route) ?? { label: tag.label, route: tag.route, indexRoute: tagsIndexRoute(routeBasePath), description: tag.description, docs: [] }
      if (!doc.unlisted && !page.docs.includes(doc)) page.docs.push(doc)
      pages.set(tag.route, page)
    }
  }
  return [...pages.values()].sort((a, b) => a.label.localeCompare(b.label))
}

/** `file: tag` for each inline tag of `docs`, when there is a tags file (onInlineTags reports them). */
export function inlineTags(docs: DocSource[], routeBasePath: string, tagsFile: TagsFile | undefined): string[] {
  if (tagsFile === undefined) return []
  return docs.flatMap((doc) => docTags(doc, routeBasePath, tagsFile).filter((t) => t.inline).map((t) => `${doc.file}: ${t.label}`))
}

export function slug(label: string): string {
  return label.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '')
}
