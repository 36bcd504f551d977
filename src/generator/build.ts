/**
 * build(): the pipeline, one named and timed step after another —
 * config → collect → compile → render → write → index → check → publish.
 * Everything up to render happens in memory; the output folder is replaced only when all steps pass.
 */
import { rm } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import { loadConfig } from './config/load'
import type { SiteConfig } from './config/schema'
import { lastUpdatedTimes } from './content/last-updated'
import { BuildError } from './errors'
import { assertNoBrokenLinks, checkRouteLinks, crawlOutput } from './check/links'
import { writeSearchIndex } from './index/search-index'
import { consoleLogger, type Logger } from './log'
import { compilePages, type CompiledPage } from './mdx/compile'
import { GLOBAL_COMPONENTS } from '../components/mdx'
import type { SiteView } from '../components/types'
import { loadModel, type SiteModel } from './model'
import { loadCustomPages } from './pages/load'
import { buildAssets, GENERATOR_ROOT, type BuiltAssets } from './render/assets'
import { buildDocView } from './render/doc-view'
import { renderCustomPage, renderDoc, type RenderedRoute } from './render/render'
import { routeFiles } from './content/routes'
import { sitemapXml } from './write/sitemap'
import { publish, stagingDir, writeOutput, type OutputFile } from './write/write'
import { markdownOutputs } from './markdown/outputs'

export interface BuildOptions {
  /** Site root (holds site.config.ts, sidebars.ts, docs/, src/, static/). */
  root: string
  /** Output folder, relative to root; must stay inside root. Default `build`. */
  outDir?: string
  /** Write to disk, index and check (default true). False: stop after render, for tests. */
  write?: boolean
  /** Serve drafts (watch server only). */
  includeDrafts?: boolean
  logger?: Logger
}

export interface BuildResult {
  config: SiteConfig
  model: SiteModel
  routes: RenderedRoute[]
  /** Extra files made from the content (sitemap, Markdown twins, llms.txt), by output path. */
  files: OutputFile[]
  assets: BuiltAssets
  /** Milliseconds per step, in pipeline order. */
  timings: Array<[step: string, ms: number]>
  outDir: string
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const root = resolve(options.root)
  const logger = options.logger ?? consoleLogger
  const outDir = resolve(root, options.outDir ?? 'build')
  if (relative(root, outDir).startsWith('..') || outDir === root) {
    throw new BuildError(`output folder ${outDir} is outside the site root`, { hint: 'choose an outDir inside the project, e.g. build' })
  }
  // Compiled modules are imported from here, so `react` resolves from the generator's own node_modules.
  const cacheDir = join(GENERATOR_ROOT, 'node_modules', '.cache', 'rtk-docs')
  const timings: BuildResult['timings'] = []
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const start = performance.now()
    const value = await run()
    timings.push([name, performance.now() - start])
    logger.debug(`${name}: ${(performance.now() - start).toFixed(0)} ms`)
    return value
  }

  const config = await step('config', () => loadConfig(root))
  const { model, pages, updated, assets } = await step('collect', async () => {
    const model = await loadModel(root, config, { includeDrafts: options.includeDrafts ?? false, logger })
    const [pages, updated, assets] = await Promise.all([
      loadCustomPages(root, cacheDir, { root }),
      lastUpdatedTimes(root, model.docs.map((d) => d.file), config.docs === false ? [] : [config.docs.path]),
      buildAssets(config.baseUrl),
    ])
    return { model, pages, updated, assets }
  })
  const compiled = await step('compile', () => compileDocs(model, cacheDir, logger))
  const { routes, docViews } = await step('render', async () => renderSite(model, compiled, pages, updated, assets))
  const files = [
    ...markdownOutputs(model, new Map([...docViews].map(([route, v]) => [route, v.page]))),
    { path: 'sitemap.xml', contents: sitemapXml(config.url, sitemapEntries(config, routes, model, updated)) },
  ]
  const result: BuildResult = { config, model, routes, files, assets, timings, outDir }
  if (options.write === false) return result

  const staging = stagingDir(outDir)
  try {
    await step('write', () => writeOutput(staging, [...routes.flatMap(routeOutputs), ...assets.files, ...files], join(root, 'static')))
    await step('index', () => writeSearchIndex(routes, join(staging, config.search.path), config.baseUrl))
    await step('check', async () => {
      const idsByRoute = new Map(routes.map((r) => [r.route, new Set(compiled.byRoute.get(r.route)?.meta.ids ?? [])]))
      const linkSources = model.docs.map((d) => ({ file: d.file, route: d.route, links: compiled.byRoute.get(d.route)?.meta.links ?? [] }))
      const broken = checkRouteLinks(linkSources, idsByRoute, staging, logger)
      assertNoBrokenLinks(broken.length > 0 ? broken : await crawlOutput(staging))
    })
    await step('publish', () => publish(staging, outDir))
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
  return result
}

interface CompiledSite {
  byRoute: Map<string, CompiledPage>
}

async function compileDocs(model: SiteModel, cacheDir: string, logger: Logger): Promise<CompiledSite> {
  const routeByPath = new Map(model.docs.map((d) => [join(model.root, d.file), d.route]))
  const compiled = await compilePages(
    model.docs.map((d) => ({ absolutePath: join(model.root, d.file), source: d.source })),
    { root: model.root, cacheDir, codeTheme: model.config.code.theme, globalComponents: GLOBAL_COMPONENTS, routeOfFile: (p) => routeByPath.get(p), logger },
  )
  return { byRoute: new Map(model.docs.map((d) => [d.route, compiled.get(join(model.root, d.file))!])) }
}

function renderSite(model: SiteModel, compiled: CompiledSite, pages: Awaited<ReturnType<typeof loadCustomPages>>, updated: Map<string, number>, assets: BuiltAssets) {
  const sidebar = model.sidebars[0]
  const site: SiteView = { config: model.config, navbar: model.navbar, sidebar, assets: { css: assets.css, script: assets.script, themeInit: assets.themeInit } }
  const docViews = new Map<string, ReturnType<typeof buildDocView>>()
  const routes: RenderedRoute[] = []
  for (const source of model.docs) {
    const page = compiled.byRoute.get(source.route)!
    const views = buildDocView({ config: model.config, source, meta: page.meta, sidebar: model.sidebarOf.get(source.id), lastUpdated: updated.get(source.file) })
    docViews.set(source.route, views)
    routes.push(renderDoc(site, { source, compiled: page, ...views }))
  }
  for (const page of pages) {
    if (routes.some((r) => r.route === page.route)) {
      throw new BuildError(`the page ${page.file} and a doc both claim the route ${page.route}`, { location: { file: page.file }, hint: 'rename the page or give the doc another slug' })
    }
    routes.push(renderCustomPage(site, page, page.route === '/404' ? 'not-found' : 'page'))
  }
  return { routes, docViews }
}

/** A route's files: both `x/index.html` and `x.html`; the not-found page is `404.html` only. */
function routeOutputs(route: RenderedRoute): OutputFile[] {
  if (route.kind === 'not-found') return [{ path: '404.html', contents: route.html }]
  return routeFiles(route.route).map((path) => ({ path, contents: route.html }))
}

function sitemapEntries(config: SiteConfig, routes: RenderedRoute[], model: SiteModel, updated: Map<string, number>) {
  const docByRoute = new Map(model.docs.map((d) => [d.route, d]))
  return routes
    .filter((r) => r.kind !== 'not-found' && docByRoute.get(r.route)?.unlisted !== true)
    .map((r) => ({ loc: `${config.baseUrl.replace(/\/$/, '')}${r.route}`, lastmod: docByRoute.has(r.route) ? updated.get(docByRoute.get(r.route)!.file) : undefined }))
}
