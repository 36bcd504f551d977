/**
 * Rendering a whole site model, or one page of it: shared by build() and the watch server, which
 * re-renders only what an edit touched.
 */
import type { SiteView } from '../../components/types'
import type { DocSource } from '../content/collect'
import { BuildError } from '../errors'
import type { CompiledPage } from '../mdx/compile-pool'
import type { SiteModel } from '../model'
import type { CustomPage } from '../pages/load'
import type { BuiltAssets } from './assets'
import { buildDocView } from './doc-view'
import type { CategoryIndexPage } from '../sidebar/types'
import { categoryView } from './category-view'
import { tagViews } from './tag-view'
import { renderCategoryIndex, renderCustomPage, renderDoc, type RenderedRoute } from './render'

export type DocViews = Map<string, ReturnType<typeof buildDocView>>

/** What every page shell shares. */
export function siteView(model: SiteModel, assets: BuiltAssets): SiteView {
  return { config: model.config, navbar: model.navbar, sidebar: model.sidebars[0], assets: { css: assets.css, script: assets.script, themeInit: assets.themeInit } }
}

/** Renders one doc; returns the route and the layout facts (title, description) other outputs need. */
export function renderDocRoute(site: SiteView, model: SiteModel, source: DocSource, compiled: CompiledPage, lastUpdated: number | undefined) {
  const sidebar = model.sidebarOf.get(source.id)
  const views = buildDocView({ config: model.config, source, meta: compiled.meta, sidebar, lastUpdated, docsById: docsById(model) })
  // A page shows the sidebar that lists it (or its displayed_sidebar), which need not be the first.
  const pageSite = sidebar && sidebar !== site.sidebar ? { ...site, sidebar } : site
  return { route: renderDoc(pageSite, { source, compiled, ...views }), views }
}

const docsByIdCache = new WeakMap<SiteModel, Map<string, DocSource>>()
function docsById(model: SiteModel): Map<string, DocSource> {
  let map = docsByIdCache.get(model)
  if (!map) docsByIdCache.set(model, (map = new Map(model.docs.map((d) => [d.id, d]))))
  return map
}

/** Renders every doc and custom page. `compiled` is keyed by route. */
export function renderAll(model: SiteModel, compiled: ReadonlyMap<string, CompiledPage>, pages: CustomPage[], updated: ReadonlyMap<string, number>, assets: BuiltAssets) {
  const site = siteView(model, assets)
  const docViews: DocViews = new Map()
  const routes: RenderedRoute[] = []
  for (const source of model.docs) {
    const result = renderDocRoute(site, model, source, compiled.get(source.route)!, updated.get(source.file))
    docViews.set(source.route, result.views)
    routes.push(result.route)
  }
  for (const category of model.categoryPages) routes.push(renderCategoryRoute(site, model, category, compiled))
  if (model.config.docs !== false) {
    const description = (doc: DocSource) => doc.frontmatter.description ?? compiled.get(doc.route)?.meta.firstParagraph?.slice(0, 300)
    const title = (doc: DocSource) => doc.frontmatter.title ?? compiled.get(doc.route)?.meta.h1 ?? doc.contentTitle ?? doc.id
    for (const view of tagViews(model.tags, model.config.docs.routeBasePath, title, description)) routes.push(renderCategoryIndex(site, view))
  }
  for (const page of pages) {
    if (routes.some((r) => r.route === page.route)) {
      throw new BuildError(`the page ${page.file} and a doc both claim the route ${page.route}`, { location: { file: page.file }, hint: 'rename the page or give the doc another slug' })
    }
    routes.push(renderCustomPage(site, page, page.route === '/404' ? 'not-found' : 'page'))
  }
  return { routes, docViews }
}

/** A category's generated index page, in the docs layout with its sidebar. */
function renderCategoryRoute(site: SiteView, model: SiteModel, category: CategoryIndexPage, compiled: ReadonlyMap<string, CompiledPage>): RenderedRoute {
  const sidebar = model.sidebars.find((s) => s.id === category.sidebarId)
  const pageSite = sidebar && sidebar !== site.sidebar ? { ...site, sidebar } : site
  const byRoute = new Map(model.docs.map((d) => [d.route, d]))
  const description = (href: string) => {
    const doc = byRoute.get(href)
    return doc ? (doc.frontmatter.description ?? compiled.get(href)?.meta.firstParagraph?.slice(0, 300)) : undefined
  }
  return renderCategoryIndex(pageSite, categoryView(category, sidebar, model.sidebarFile ?? '', description))
}
