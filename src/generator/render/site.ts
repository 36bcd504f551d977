/**
 * Rendering a whole site model, or one page of it: shared by build() and the watch server, which
 * re-renders only what an edit touched.
 */
import { docsGlobalData } from './docs-global-data'
import { versionDataOf } from './version-data'
import type { NavbarItemInput, ReportLevel, SiteConfig } from '../config/schema'
import { resolveNavbarItem } from '../navbar/resolve'
import type { SiteView } from '../../components/types'
import type { DocSource } from '../content/collect'
import type { LastUpdate } from '../content/last-updated'
import { BuildError } from '../errors'
import type { CompiledPage } from '../mdx/compile-pool'
import type { PageMeta } from '../mdx/page-meta'
import type { SiteModel } from '../model'
import type { CustomPage } from '../pages/load'
import type { BuiltAssets } from './assets'
import { normalizeRoute } from '../content/routes'
import { buildDocView, editUrlWarning, versionRoutesOf, type DocProblem, type VersionRoutes } from './doc-view'
import type { ResolvedNavItem } from '../navbar/resolve'
import type { RenderCache } from './render-cache'
import type { CategoryIndexPage } from '../sidebar/types'
import { categoryView, currentCategoryCards } from './category-view'
import { sidebarPartsOf } from './sidebar-parts'
import { logoBoxes } from './logo-boxes'
import { trailingSlashLinks } from './trailing-slash'
import { tagViews } from './tag-view'
import { renderCategoryIndex, renderCustomPage, renderDoc, type RenderedRoute } from './render'
import { renderDocusaurusPage, themeNotFoundPage } from './docusaurus-page'
import { renderBlog } from './blog'
import { redirectRoutes } from './redirects'
import { feedLinks } from '../blog/feed'
import { siteBlogs } from '../blog/blog-plugins'
import { createElement } from 'react'
import { resolve } from 'node:path'
import { NotFoundPage } from '../../components/NotFoundPage'
import { withBase } from '../../components/links'
import { errorChain } from '../errors'
import { siteCodeFrame } from './site-code-frames'
import { pluralMessage, themeMessage } from '../../components/theme-messages'

export type DocViews = Map<string, ReturnType<typeof buildDocView>>

/** What every page shell shares. `pages`: the site's custom pages (one of them may be its home page). */
export function siteView(model: SiteModel, assets: BuiltAssets, pages: readonly Pick<CustomPage, 'route'>[]): SiteView {
  const sidebarParts = sidebarPartsOf(model.sidebars, model.config.baseUrl, model.config.pages.api === 'docusaurus').urls
  // Every blog's feeds are in every page's head, as each blog plugin adds its own (Docusaurus's injectHtmlTags).
  const blogs = siteBlogs(model)
  const feeds = blogs.length > 0 ? blogs.flatMap((blog) => feedLinks(blog, model.config.title)) : undefined
  const navContext = model.navContext
  return {
    config: model.config,
    navbar: model.navbar,
    sidebar: model.sidebars[0],
    sidebarParts,
    feeds,
    docsVersions: model.versions?.map((v) => ({ name: v.name, label: v.label, isLast: v.isLast, path: withBase(model.config.baseUrl, v.routeBasePath) })),
    ...(model.config.pages.api === 'docusaurus' ? { docsData: docsGlobalData(model) } : {}),
    assets: { css: assets.css, script: assets.script, searchChunk: assets.searchChunk, themeInit: assets.themeInit, siteCss: assets.siteCss, mermaid: assets.mermaid, siteScript: assets.siteScript },
    theme: model.theme?.view,
    logos: logoBoxes(model.config, model.config.staticDirectories.map((dir) => resolve(model.root, dir))),
    hasHomePage: pages.some((p) => p.route === '/') || model.docs.some((d) => d.route === '/') || blogs.some((blog) => normalizeRoute(blog.config.routeBasePath) === '/'),
    // The navbar items a site's custom navbar components draw (`<NavbarItem type="doc" …>`) resolve as the config's do.
    ...(navContext && model.theme?.view.navbarItemTypes ? { resolveNavbarItem: (item: NavbarItemInput) => resolveNavbarItem({ ...item, type: item.type ?? 'default' }, navContext) } : {}),
  }
}

/**
 * Renders one doc, or takes its HTML from `cache` when nothing it is made from changed; returns the
 * route and the layout facts (title, description) other outputs need.
 */
/** `describe(route)`: a doc's description (frontmatter, else its first paragraph), for a category page's cards. */
export function renderDocRoute(site: SiteView, model: SiteModel, source: DocSource, compiled: CompiledPage, lastUpdated: LastUpdate | undefined, describe: (route: string) => string | undefined, cache?: RenderCache) {
  const sidebar = model.sidebarOf.get(source.id)
  const views = buildDocView({ config: model.config, source, meta: compiled.meta, sidebar, lastUpdated, docsById: docsById(model), tagsFile: model.tagsFile, ...versionContext(model) })
  const cards = sidebar ? currentCategoryCards(sidebar.items, source.id, describe) : undefined
  if (cards) views.view.categoryCards = cards
  // A page shows the sidebar that lists it (or its displayed_sidebar), which need not be the first.
  const pageSite = sidebar && sidebar !== site.sidebar ? { ...site, sidebar } : site
  const key = cache?.key(pageSite, compiled.moduleKey, { ...views, route: source.route, file: source.file })
  const cached = cache?.get(source.route, key)
  if (cached) return { route: cached, views }
  const route = renderDoc(pageSite, { source, compiled, ...views, versionData: () => versionDataOf(model, source, describe) })
  cache?.set(source.route, key, route)
  return { route, views }
}

const versionContexts = new WeakMap<SiteModel, { versionRoutes: VersionRoutes; navbarDocIds: string[] }>()
/** A versioned site's routes of each doc in each version, and the docs its navbar's doc items name (once per model). */
function versionContext(model: SiteModel): { versionRoutes?: VersionRoutes; navbarDocIds?: string[] } {
  if (!model.versions && !model.docs.some((d) => d.version)) return {}
  let context = versionContexts.get(model)
  if (!context) {
    const ids = (items: ResolvedNavItem[]): string[] => items.flatMap((item) => (item.kind === 'link' && item.docId !== undefined ? [item.docId] : item.kind === 'dropdown' ? ids(item.items) : []))
    versionContexts.set(model, (context = { versionRoutes: versionRoutesOf(model.docs), navbarDocIds: ids(model.navbar) }))
  }
  return context
}

const docsByIdCache = new WeakMap<SiteModel, Map<string, DocSource>>()
function docsById(model: SiteModel): Map<string, DocSource> {
  let map = docsByIdCache.get(model)
  if (!map) docsByIdCache.set(model, (map = new Map(model.docs.map((d) => [d.id, d]))))
  return map
}

/**
 * Renders every doc and custom page. `compiled` is keyed by route. A Docusaurus page that throws is
 * left out and reported in `problems`; `images` lists what each such page shows, for the image check.
 * `cache`: docs unchanged since the build that filled it keep their HTML (render-cache.ts).
 */
export function renderAll(model: SiteModel, compiled: ReadonlyMap<string, CompiledPage>, pages: CustomPage[], updated: ReadonlyMap<string, LastUpdate>, assets: BuiltAssets, cache?: RenderCache) {
  const site = siteView(model, assets, pages)
  const problems: string[] = []
  const images: Array<{ file: string; images: string[] }> = []
  const docViews: DocViews = new Map()
  const routes: RenderedRoute[] = []
  const describe = docDescriber(model, (doc) => compiled.get(doc.route)?.meta)
  const docProblems: DocProblem[] = []
  for (const source of model.docs) {
    const result = renderDocRoute(site, model, source, compiled.get(source.route)!, updated.get(source.file), describe, cache)
    docProblems.push(...(result.views.problems ?? []))
    docViews.set(source.route, result.views)
    routes.push(result.route)
  }
  const editUrls = editUrlWarning(docProblems)
  if (editUrls) problems.push(editUrls)
  for (const category of model.categoryPages) routes.push(renderCategoryRoute(site, model, category, describe))
  if (model.config.docs !== false) {
    const description = (doc: DocSource) => doc.frontmatter.description ?? compiled.get(doc.route)?.meta.firstParagraph?.slice(0, 300)
    const title = (doc: DocSource) => doc.frontmatter.title ?? compiled.get(doc.route)?.meta.h1 ?? doc.contentTitle ?? doc.id
    for (const view of tagViews(model.tags, title, description, tagWords(model.config))) routes.push(renderCategoryIndex(site, view))
  }
  const claimed = routeClaims(routes, model.config.checks.duplicateRoutes, (message) => problems.push(message))
  // Each blog in turn: a route another blog (or a doc) already has is reported as any duplicate route is.
  for (const blog of siteBlogs(model)) {
    for (const route of renderBlog(site, blog, compiled)) {
      if (claimed(route.route, route.file ?? blog.config.path, 'give the post (or the doc) another slug, or the blog another routeBasePath')) routes.push(route)
    }
  }
  for (const page of pages) {
    // A Docusaurus site's page is served over a doc of its route, as Docusaurus's router matches its flat
    // page routes before the docs plugin's nested ones (Apify's src/pages/index.tsx and its docs' index.md at /).
    const docsRoute = page.api === 'docusaurus' ? routes.findIndex((r) => r.route === page.route && r.kind === 'doc') : -1
    if (!claimed(page.route, page.file, 'rename the page, or give the doc or post another slug', docsRoute >= 0)) continue
    if (docsRoute >= 0) routes.splice(docsRoute, 1)
    const kind = page.route === '/404' ? 'not-found' : 'page'
    if (page.api !== 'docusaurus') {
      routes.push(renderCustomPage(site, page, kind))
      continue
    }
    try {
      const rendered = renderDocusaurusPage(site, page, kind)
      routes.push(rendered.route)
      images.push({ file: page.file, images: rendered.images })
    } catch (error) {
      const at = siteCodeFrame(error)
      problems.push(`${page.file}: page skipped, it failed to render: ${errorChain(error).slice(-1)[0]}${at ? ` (thrown at ${at.file}:${at.line}:${at.column})` : ''}`)
    }
  }
  if (model.config.pages.api === 'docusaurus') routes.push(...fallbackRoutes(site, model, routes, problems))
  routes.push(...redirectRoutes(model.config, routes, (message) => problems.push(message)))
  return { routes: trailingSlashLinks(routes, model.config.trailingSlash, model.config.baseUrl), docViews, problems, images }
}

/**
 * Keeps the first claim on each route and reports the later ones at the config's `checks.duplicateRoutes`
 * level (Docusaurus's `onDuplicateRoutes`, default `warn`): `throw` fails the build, `warn` and `log` report,
 * `ignore` is silent; the later page is left out either way, as CONTENT.md says of two docs on one route,
 * unless it `wins` (a page over a doc), when it is kept instead. Returns the claim function: true when
 * `route` is the claimant's (free, or won).
 */
function routeClaims(routes: RenderedRoute[], level: ReportLevel, report: (message: string) => void) {
  const owners = new Map(routes.map((r) => [r.route, r.file]))
  return (route: string, file: string | undefined, hint: string, wins = false): boolean => {
    if (!owners.has(route)) {
      owners.set(route, file)
      return true
    }
    const first = owners.get(route) ?? 'a generated page'
    const kept = wins ? (file ?? 'a generated page') : first
    const message = `duplicate route ${route}: ${first} and ${file ?? 'a generated page'}; keeping ${kept}`
    if (level === 'throw') throw new BuildError(message, { location: file ? { file } : undefined, hint })
    if (level !== 'ignore') report(`${message} (${hint})`)
    if (wins) owners.set(route, file)
    return wins
  }
}

/**
 * What a Docusaurus site gets when its pages leave them out: `/` leads to the main doc (as a site whose
 * docs live under /docs would otherwise have no front door), and a not-found page: its theme's NotFound,
 * else ours (also when its NotFound fails to render, which `problems` says).
 */
function fallbackRoutes(site: SiteView, model: SiteModel, routes: RenderedRoute[], problems: string[]): RenderedRoute[] {
  const extra: RenderedRoute[] = []
  const main = model.docs.find((d) => d.id === model.mainDocId)
  const mainDoc = main ? { title: main.frontmatter.title ?? main.id, href: main.route } : undefined
  if (!routes.some((r) => r.route === '/') && mainDoc) {
    const target = withBase(model.config.baseUrl, mainDoc.href)
    const html = `<!DOCTYPE html><html lang="${model.config.i18n.defaultLocale}"><head><meta charset="utf-8"><title>${escapeHtml(mainDoc.title)}</title><meta http-equiv="refresh" content="0; url=${target}"><link rel="canonical" href="${model.config.url}${target}"></head><body><p><a href="${target}">${escapeHtml(mainDoc.title)}</a></p></body></html>`
    extra.push({ route: '/', html, kind: 'page' })
  }
  const themePage = routes.some((r) => r.kind === 'not-found') ? undefined : themeNotFoundPage(site)
  if (themePage) {
    try {
      return [...extra, renderDocusaurusPage(site, themePage, 'not-found').route]
    } catch (error) {
      const at = siteCodeFrame(error)
      problems.push(`${themePage.file}: the not-found page shows ours, the site's failed to render: ${errorChain(error).slice(-1)[0]}${at ? ` (thrown at ${at.file}:${at.line}:${at.column})` : ''}`)
    }
  }
  if (!routes.some((r) => r.kind === 'not-found')) {
    const page = { route: '/404', file: '(built-in not-found page)', title: 'Page Not Found', Component: () => createElement(NotFoundPage, { baseUrl: model.config.baseUrl, links: mainDoc ? [{ href: withBase(model.config.baseUrl, mainDoc.href), label: `Read ${mainDoc.title}` }] : [] }), data: undefined }
    extra.push(renderCustomPage(site, page, 'not-found'))
  }
  return extra
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** A category's generated index page, in the docs layout with its sidebar. */
function renderCategoryRoute(site: SiteView, model: SiteModel, category: CategoryIndexPage, describe: (route: string) => string | undefined): RenderedRoute {
  const sidebar = model.sidebars.find((s) => s.id === category.sidebarId)
  const pageSite = sidebar && sidebar !== site.sidebar ? { ...site, sidebar } : site
  const member = model.docs.find((d) => model.sidebarOf.get(d.id) === sidebar)
  return renderCategoryIndex(pageSite, categoryView(category, sidebar, model.sidebarFile ?? '', describe, member))
}

/**
 * A doc's description by route, as cards show it (a category's, `<DocCardList />`): its frontmatter's,
 * else the start of its first paragraph (`metaOf`: the doc's compiled facts).
 */
export function docDescriber(model: SiteModel, metaOf: (doc: DocSource) => PageMeta | undefined): (route: string) => string | undefined {
  const byRoute = new Map(model.docs.map((d) => [d.route, d]))
  return (route) => {
    const doc = byRoute.get(route)
    return doc ? (doc.frontmatter.description ?? metaOf(doc)?.firstParagraph?.slice(0, 300)) : undefined
  }
}

/** The tag pages' titles in the site's locale (theme strings, code.json). */
function tagWords(config: SiteConfig) {
  const { codeTranslations: messages, currentLocale: locale } = config.i18n
  return {
    tags: themeMessage(messages, 'theme.tags.tagsPageTitle'),
    tagged: (count: number, label: string) => themeMessage(messages, 'theme.docs.tagDocListPageTitle', { nDocsTagged: pluralMessage(messages, 'theme.docs.tagDocListPageTitle.nDocsTagged', count, locale), tagName: label }),
  }
}
