/**
 * The layout facts of one doc: title, TOC range, breadcrumbs, previous/next in sidebar order,
 * edit link and last update.
 */
import type { DocView, PageInfo } from '../../components/types'
import type { SiteConfig } from '../config/schema'
import type { DocSource } from '../content/collect'
import type { PageMeta } from '../mdx/page-meta'
import { breadcrumbTrail, flattenLinks } from '../sidebar/resolve'
import type { Sidebar } from '../sidebar/types'

/** Title precedence (CONTENT.md): frontmatter title, else the body's own h1, else the file name. */
export function docTitle(source: DocSource, meta: PageMeta): string {
  return source.frontmatter.title ?? meta.h1 ?? source.id.split('/').at(-1)!
}

export function buildDocView(args: {
  config: SiteConfig
  source: DocSource
  meta: PageMeta
  sidebar: Sidebar | undefined
  lastUpdated: number | undefined
}): { view: DocView; page: PageInfo } {
  const { config, source, meta, sidebar } = args
  const fm = source.frontmatter
  const min = fm.toc_min_heading_level ?? config.toc.minHeadingLevel
  const max = fm.toc_max_heading_level ?? config.toc.maxHeadingLevel
  const title = docTitle(source, meta)
  const order = sidebar ? flattenLinks(sidebar.items) : []
  const index = order.findIndex((l) => l.docId === source.id)
  const trail = sidebar ? breadcrumbTrail(sidebar.items, source.id) : undefined
  const docs = config.docs === false ? undefined : config.docs
  // Unlisted pages and folders without a section label stay out of the search index.
  const section = source.unlisted ? undefined : docs?.sections[source.folder]
  const view: DocView = {
    id: source.id,
    title,
    // A body that brings its own h1 replaces the layout's title (CONTENT.md: hide_title).
    hideTitle: fm.hide_title === true || meta.h1 !== undefined,
    file: source.file,
    editUrl: config.editUrl ? `${config.editUrl.replace(/\/?$/, '/')}${source.file}` : undefined,
    lastUpdated: args.lastUpdated,
    toc: meta.toc.filter((e) => e.level >= min && e.level <= max),
    breadcrumbs: trail ?? [],
    previous: index > 0 ? { label: order[index - 1]!.label, href: order[index - 1]!.href } : undefined,
    next: index >= 0 && index < order.length - 1 ? { label: order[index + 1]!.label, href: order[index + 1]!.href } : undefined,
    inSidebar: trail !== undefined,
    section,
    keywords: fm.keywords,
  }
  const page: PageInfo = {
    route: source.route,
    title,
    description: fm.description ?? meta.firstParagraph?.slice(0, 300),
    keywords: fm.keywords,
    markdownHref: `${source.route}.md`,
    noindex: source.unlisted,
    section,
    docsVersion: docs?.version.name,
    hasSidebar: view.inSidebar,
  }
  return { view, page }
}
