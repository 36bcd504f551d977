/**
 * The layout facts of one doc: title, TOC range, breadcrumbs, previous/next in sidebar order,
 * edit link and last update.
 */
import { joinEditUrl } from '../content/edit-url'
import type { DocView, PageInfo } from '../../components/types'
import { withBase } from '../../components/links'
import { BuildError } from '../errors'
import type { SiteConfig } from '../config/schema'
import { docsPluginOf, type DocsPluginOptions } from '../content/docs-plugin'
import { docIdPrefix, unversionedId } from '../content/version-ids'
import type { DocSource } from '../content/collect'
import { docTags } from '../content/tags'
import type { TagsFile } from '../content/tags-file'
import type { LastUpdate } from '../content/last-updated'
import type { PageMeta } from '../mdx/page-meta'
import { breadcrumbTrail, itemOfDoc, readingOrder, unknownDocError, type SidebarStep } from '../sidebar/resolve'
import type { Sidebar } from '../sidebar/types'
import { htmlClassNames } from './html-class-names'

/** Title precedence (CONTENT.md): frontmatter title, else the body's own h1, else the file name. */
export function docTitle(source: DocSource, meta: PageMeta): string {
  return source.frontmatter.title ?? meta.h1 ?? source.id.split('/').at(-1)!
}

/** The search section of every doc of a site whose config names no sections (config `docs.sections`). */
export const DOCS_SECTION = 'Docs'

/** What the author should hear of about a doc (not a failure: the page is built without the part): an editUrl function's answer that is not a link. */
export interface DocProblem {
  file: string
  editUrl: string
}

/**
 * One warning for the docs whose editUrl function gave no link (a site's editUrl answers the same way
 * for every doc: one line, not one per doc).
 */
export function editUrlWarning(problems: readonly DocProblem[]): string | undefined {
  const [first] = problems
  if (!first) return undefined
  const shown = JSON.stringify(first.editUrl.length > 60 ? `${first.editUrl.slice(0, 57)}...` : first.editUrl)
  const more = problems.length > 1 ? ` (and for ${problems.length - 1} other doc${problems.length === 2 ? '' : 's'})` : ''
  return `${first.file}: the editUrl function returned ${shown}${more}, which is not a URL, so no "Edit this page" link is shown (return a URL, a path of the site, or undefined)`
}

export function buildDocView(args: {
  config: SiteConfig
  source: DocSource
  meta: PageMeta
  sidebar: Sidebar | undefined
  /** The doc file's last change (git's time and author), where the docs options show it. */
  lastUpdated: LastUpdate | undefined
  /** Every doc by id, for frontmatter `pagination_prev` / `pagination_next` and `pagination_label`. */
  docsById?: ReadonlyMap<string, DocSource>
  /** The docs' tags file, which names the tags docs use by key. */
  tagsFile?: TagsFile
  /** A versioned site's docs: each doc's id (without its version's prefix) → its route in each version (versionRoutes). */
  versionRoutes?: VersionRoutes
  /** The docs the navbar's doc items name (their ids), linked in the page's own version. */
  navbarDocIds?: readonly string[]
}): { view: DocView; page: PageInfo; problems?: DocProblem[] } {
  const { config, source, meta, sidebar } = args
  // As the page's module exports it: with what the site's Markdown plugins set (mdx/front-matter-data.ts);
  // its title and description are the ones read first, as Docusaurus's doc metadata keeps them.
  const fm = { ...source.frontmatter, ...(meta.frontMatter as Partial<typeof source.frontmatter> | undefined) }
  const min = fm.toc_min_heading_level ?? config.toc.minHeadingLevel
  const max = fm.toc_max_heading_level ?? config.toc.maxHeadingLevel
  const title = docTitle(source, meta)
  const order = sidebar ? readingOrder(sidebar.items) : []
  const index = order.findIndex((l) => l.docId === source.id)
  const trail = sidebar ? breadcrumbTrail(sidebar.items, itemOfDoc(source.id)) : undefined
  // The options of the docs plugin that collected this doc (a site may run several).
  const docs = docsPluginOf(config, source)
  // Unlisted pages and folders without a section label stay out of the search index. A site that names
  // no sections (every Docusaurus site) has one, so that all its docs are found.
  // Of a versioned site, only the last version is searched (the others would answer every query again).
  const section = source.unlisted || !docs || source.version?.isLast === false ? undefined : Object.keys(docs.sections).length === 0 ? DOCS_SECTION : docs.sections[source.folder]
  // Frontmatter names a doc of its own plugin and version without their id prefix.
  const idPrefix = docIdPrefix(source)
  const problems: DocProblem[] = []
  const view: DocView = {
    id: source.id,
    title,
    // A body that brings its own h1 replaces the layout's title (CONTENT.md: hide_title).
    hideTitle: fm.hide_title === true || meta.h1 !== undefined,
    file: source.file,
    editUrl: fm.custom_edit_url !== undefined ? (fm.custom_edit_url ?? undefined) : editLinkOrNone(config, source, docs, problems),
    // Front matter's last_update first; else git's, as the docs options showLastUpdateTime and -Author say.
    lastUpdated: lastUpdateDate(fm.last_update?.date) ?? (docs?.showLastUpdateTime ? args.lastUpdated?.time : undefined),
    ...(fm.last_update?.author ? { lastUpdatedBy: fm.last_update.author } : docs?.showLastUpdateAuthor && args.lastUpdated?.author ? { lastUpdatedBy: args.lastUpdated.author } : {}),
    toc: fm.hide_table_of_contents ? [] : meta.toc.filter((e) => e.level >= min && e.level <= max),
    ...(fm.tags && fm.tags.length > 0 && docs ? { tags: docTags(source, source.version?.routeBasePath ?? docs.routeBasePath, args.tagsFile).map((t) => ({ label: t.label, href: t.route })) } : {}),
    // The docs option `breadcrumbs: false` hides them.
    ...(trail && docs?.breadcrumbs !== false ? { breadcrumbs: trail } : {}),
    previous: neighbour(fm.pagination_prev && `${idPrefix}${fm.pagination_prev}`, index > 0 ? order[index - 1] : undefined, args.docsById, source.file),
    next: neighbour(fm.pagination_next && `${idPrefix}${fm.pagination_next}`, index >= 0 ? order[index + 1] : undefined, args.docsById, source.file),
    // A page its sidebar does not list still shows the sidebar its frontmatter asks for (displayed_sidebar).
    inSidebar: trail !== undefined || (typeof fm.displayed_sidebar === 'string' && sidebar !== undefined),
    section,
    keywords: fm.keywords,
    ...(source.version ? { version: source.version } : {}),
  }
  const page: PageInfo = {
    route: source.route,
    title,
    description: source.frontmatter.description ?? meta.firstParagraph?.slice(0, 300),
    keywords: fm.keywords,
    markdownHref: `${source.route}.md`,
    noindex: source.version?.noIndex ? 'nofollow' : source.unlisted,
    section,
    // The version the navbar's dropdown and the reader's preferred version are about: the main docs' (a
    // page of another docs plugin names none, as the dropdown of the default plugin shows its own there).
    ...(source.plugin === undefined ? { docsVersion: source.version?.name ?? docs?.version.name } : {}),
    ...versionLinks(source, args.versionRoutes, args.navbarDocIds ?? []),
    hasSidebar: view.inSidebar,
    ...(view.inSidebar && sidebar ? { sidebarId: sidebar.id } : {}),
    ...(fm.image ? { image: fm.image } : {}),
    htmlClassName: htmlClassNames.doc(source),
  }
  return { view, page, ...(problems.length > 0 ? { problems } : {}) }
}

/**
 * A previous/next link: frontmatter names a doc id (or null: no link), else the sidebar's neighbour;
 * a doc's `pagination_label` replaces its sidebar label there.
 */
function neighbour(wanted: string | null | undefined, step: SidebarStep | undefined, docsById: ReadonlyMap<string, DocSource> | undefined, file: string): { label: string; href: string } | undefined {
  if (wanted === null) return undefined
  if (wanted !== undefined) {
    const doc = docsById?.get(wanted)
    if (!doc) throw unknownDocError(wanted, [...(docsById?.keys() ?? [])], file, 'frontmatter pagination_prev/pagination_next')
    return { label: doc.frontmatter.pagination_label ?? doc.frontmatter.sidebar_label ?? doc.frontmatter.title ?? doc.contentTitle ?? doc.id, href: doc.route }
  }
  if (!step) return undefined
  const label = (step.docId !== undefined ? docsById?.get(step.docId)?.frontmatter.pagination_label : undefined) ?? step.label
  return { label, href: step.href }
}

/** `last_update.date` (YAML date or string) as a time; undefined when absent or not a date. */
function lastUpdateDate(date: string | Date | undefined): number | undefined {
  if (date === undefined) return undefined
  const time = new Date(date).getTime()
  return Number.isNaN(time) ? undefined : time
}

/**
 * "Edit this page": its docs plugin's `editUrl` and the doc's file, or what its editUrl function says. A
 * translated doc's leads to the original unless `editLocalizedFiles` (the function is told the locale).
 */
/** The edit link, or none when the editUrl function gave something that is not a link (said in `problems`). */
function editLinkOrNone(config: SiteConfig, source: DocSource, docs: DocsPluginOptions | undefined, problems: DocProblem[]): string | undefined {
  try {
    return editLink(config, source, docs)
  } catch (error) {
    if (!(error instanceof NotALinkError)) throw error
    problems.push({ file: source.file, editUrl: error.returned })
    return undefined
  }
}

function editLink(config: SiteConfig, source: DocSource, docs: DocsPluginOptions | undefined): string | undefined {
  const editUrl = docs?.editUrl
  const original = source.translated ? source.alias! : source.file
  if (typeof editUrl === 'string') return joinEditUrl(editUrl, docs?.editLocalizedFiles ? source.file : original)
  if (!editUrl) return undefined
  const dir = original.slice(0, original.length - source.docsPath.length).replace(/\/$/, '')
  let link: string | undefined
  try {
    link = editUrl({ version: source.version?.name ?? 'current', versionDocsDirPath: dir, docPath: source.docsPath, permalink: withBase(config.baseUrl, source.route), locale: config.i18n.currentLocale }) ?? undefined
  } catch (error) {
    throw new BuildError(`the config's editUrl function threw for ${source.file}`, { location: { file: source.file }, cause: error, hint: 'fix the function: it gets { version, versionDocsDirPath, docPath, permalink, locale } and returns a URL (or undefined for none)' })
  }
  // What is not a link (reactnative.dev's returns JSON its own DocItem/Footer reads) would be a broken one.
  if (link !== undefined && !isLink(link)) throw new NotALinkError(link)
  return link
}

/** An absolute URL, or a path of the site. */
function isLink(value: unknown): boolean {
  return typeof value === 'string' && (/^https?:\/\/[^\s]+$/i.test(value) || /^\/[^\s]*$/.test(value))
}

/** What an editUrl function returned that is not a link. */
class NotALinkError extends Error {
  constructor(readonly returned: string) {
    super('not a link')
  }
}

/** Each doc's id without its version's prefix (`version-1.0/intro` → `intro`) → its route in each version, by version name. */
export type VersionRoutes = ReadonlyMap<string, ReadonlyMap<string, string>>

/** The routes of every versioned doc in each of its versions. */
export function versionRoutesOf(docs: readonly DocSource[]): VersionRoutes {
  const routes = new Map<string, Map<string, string>>()
  for (const doc of docs) {
    if (!doc.version) continue
    const id = unversionedId(doc.id)
    if (!routes.has(id)) routes.set(id, new Map())
    routes.get(id)!.set(doc.version.name, doc.route)
  }
  return routes
}

/**
 * Where the navbar of a versioned doc leads, as Docusaurus's does: the version dropdown to this doc in each
 * version that has it (`versionLinks`), the navbar's doc items to their docs in this page's version (`versionDocs`).
 */
function versionLinks(source: DocSource, routes: VersionRoutes | undefined, navbarDocIds: readonly string[]): Pick<PageInfo, 'versionLinks' | 'versionDocs'> {
  if (!source.version || !routes) return {}
  const versionName = source.version.name
  const own = routes.get(unversionedId(source.id))
  const docs = navbarDocIds.flatMap((id): Array<[string, string]> => {
    const route = routes.get(id)?.get(versionName)
    return route === undefined ? [] : [[id, route]]
  })
  return { ...(own ? { versionLinks: Object.fromEntries(own) } : {}), ...(docs.length > 0 ? { versionDocs: Object.fromEntries(docs) } : {}) }
}
