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
import { compileDirs, compileDocs } from './mdx/compile-docs'
import { closeCompilePool, saveCodeCache, startCompileWorkers } from './mdx/compile-pool'
import { loadModel, type SiteModel } from './model'
import { loadCustomPages } from './pages/load'
import { buildAssets, type BuiltAssets } from './render/assets'
import type { RenderedRoute } from './render/render'
import { renderAll } from './render/site'
import { routeFiles } from './content/routes'
import { sitemapXml } from './write/sitemap'
import { publish, stagingDir, writeOutput, type OutputFile } from './write/write'
import { markdownOutputs } from './markdown/outputs'
import { apiCardsFile } from './api/cards-file'

export interface BuildOptions {
  /** Site root (holds site.config.ts, sidebars.ts, docs/, src/, static/). */
  root: string
  /** Output folder, relative to root; must stay inside root. Default `build`. */
  outDir?: string
  /** Write to disk, index and check (default true). False: stop after render, for tests. */
  write?: boolean
  /** Serve drafts (watch server only). */
  includeDrafts?: boolean
  /**
   * Stop the compile workers once the compile step is done (a one-shot build, as ./bin/build runs), so
   * their memory is free for the index and check steps. Default false: a later build in the same
   * process (tests, the bench's second build) finds them warm.
   */
  releaseWorkers?: boolean
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
  const dirs = compileDirs(root)
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
    startCompileWorkers()
    const model = await loadModel(root, config, { includeDrafts: options.includeDrafts ?? false, logger })
    const [pages, updated, assets] = await Promise.all([
      loadCustomPages(root, dirs.moduleDir, { root, config }),
      lastUpdatedTimes(root, model.docs.map((d) => d.file), config.docs === false ? [] : [config.docs.path]),
      buildAssets(config.baseUrl, config.code.theme),
    ])
    return { model, pages, updated, assets }
  })
  const compiled = await step('compile', async () => {
    const compiled = await compileDocs(model, dirs, logger)
    await saveCodeCache(dirs.cacheDir)
    // The workers' memory (the code worker's alone holds shiki's ~250 MB of scanners) goes back to the
    // system before pagefind and the link check take theirs.
    if (options.releaseWorkers) await closeCompilePool()
    return compiled
  })
  const { routes, files } = await step('render', async () => {
    const { routes, docViews } = renderAll(model, compiled, pages, updated, assets)
    const twinPages = new Map([...docViews].map(([route, v]) => [route, { ...v.page, markdown: compiled.get(route)?.meta.markdown }]))
    const files: OutputFile[] = [
      ...markdownOutputs(model, twinPages),
      apiCardsFile(compiled.values()),
      { path: 'sitemap.xml', contents: sitemapXml(config.url, sitemapEntries(config, routes, model, updated)) },
    ]
    return { routes, files }
  })
  const result: BuildResult = { config, model, routes, files, assets, timings, outDir }
  if (options.write === false) return result

  const staging = stagingDir(outDir)
  try {
    await step('write', () => writeOutput(staging, [...routes.flatMap(routeOutputs), ...assets.files, ...files], join(root, 'static')))
    // Indexing and link checking both only read the staging folder: run them side by side, and let
    // both finish before deciding (a failed check must not delete the folder pagefind is writing).
    const outcomes = await Promise.allSettled([
      step('index', () => writeSearchIndex(routes, join(staging, config.search.path), config.baseUrl)),
      step('check', async () => {
        const idsByRoute = new Map(routes.map((r) => [r.route, new Set(compiled.get(r.route)?.meta.ids ?? [])]))
        const linkSources = model.docs.map((d) => ({ file: d.file, route: d.route, links: compiled.get(d.route)?.meta.links ?? [] }))
        const broken = checkRouteLinks(linkSources, idsByRoute, staging, logger)
        assertNoBrokenLinks(broken.length > 0 ? broken : await crawlOutput(staging))
      }),
    ])
    const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected')
    if (failed) throw failed.reason
    await step('publish', () => publish(staging, outDir))
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
  return result
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
