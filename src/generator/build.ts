/**
 * build(): the pipeline, one named and timed step after another —
 * config (→ theme) → (collect → compile → render) per locale → write → index → check (→ the site's
 * plugins' postBuild) → publish.
 * Everything up to render happens in memory; the output folder is replaced only when all steps pass.
 * A site without i18n has one locale; a translated one renders each as a site of its own (i18n/).
 */
import { rm } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import { configFileOf, loadConfig, localeConfigs } from './config/load'
import { unregisteredNavbarTypes } from './navbar/custom-types'
import type { SiteConfig } from './config/schema'
import { lastUpdatedTimes, type LastUpdate } from './content/last-updated'
import { docsPluginOf } from './content/docs-plugin'
import { BuildError } from './errors'
import { crawlUnlessUnchanged, outputDigest } from './check/crawl-cache'
import { crawlOutputOffThread } from './check/crawl-off-thread'
import { assertNoBrokenAnchors, assertNoBrokenLinks, checkRouteLinks, notYetReported, reportBrokenLinks, reportProblem, type LinkSource } from './check/links'
import { markdownAnchorLinks, missingAnchors, routeIds, type RouteIds } from './check/anchors'
import { writeSearchIndexCached } from './index/index-cache'
import { consoleLogger, onceEach, type Logger } from './log'
import { compileDirs, compileDocs, docsStyles, sampleLinking, type CompileDirs } from './mdx/compile-docs'
import { localeBuilds, type LocaleBuild } from './i18n/locales'
import { withBase } from '../components/links'
import { htmlLang } from '../components/locale'
import { processCodeOnWorker, saveCodeCache, startCompileWorkers } from './mdx/compile-pool'
import { pagesMayNeedCompiling } from './mdx/page-cache'
import { loadModel, type SiteModel } from './model'
import { collectPages } from './pages/collect'
import { buildAssets, siteAssetParts, withSiteAssets, type BuiltAssets } from './render/assets'
import { missingImages } from './check/images'
import type { RenderedRoute } from './render/render'
import { RenderCache } from './render/render-cache'
import { docDescriber, renderAll, siteView } from './render/site'
import { renderPlaced } from './render/render-errors'
import { highlightLateCode } from './render/late-code'
import { feedFiles } from './blog/feed'
import { allPosts, siteBlogs } from './blog/blog-plugins'
import { postDescription, postHtml } from './render/blog'
import { routeFiles } from './content/routes'
import { sitemapXml } from './write/sitemap'
import { publish, stagingDir, writeOutput, type OutputFile } from './write/write'
import { runPostBuild } from './write/post-build'
import { markdownOutputs } from './markdown/outputs'
import { localAssetFiles } from './write/local-assets'
import { apiCardsFile, collectApiCards } from './api/cards-file'
import { apiPackageCache } from './api/package-cache'
import { sidebarPartsOf } from './render/sidebar-parts'
import type { SiteTheme } from './pages/site-theme'
import { hasSiteTheme } from './pages/site-theme-files'
import { codeThemeId } from './mdx/code-themes'
import { takeStyleWarnings } from './styles/warnings'
import { takeMissingPackageWarnings } from './mdx/missing-packages'
import { setDocusaurusSite } from './render/docusaurus-site-config'

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
   * Stop the code worker (and any compile workers) once the compile step is done (a one-shot build, as
   * ./bin/build runs), so their memory is free for the index and check steps. Default false: a later
   * build in the same process (tests, the bench's second build) finds them warm.
   */
  releaseWorkers?: boolean
  /** Build only this locale, at the site's baseUrl into the output folder (`docusaurus build --locale fr`). Default: every locale. */
  locale?: string
  logger?: Logger
}

/** One locale's site, rendered in memory (a site without i18n has one: its default locale). */
export interface LocaleOutput {
  locale: string
  /** Its folder below the output folder ('' for the default locale). */
  dir: string
  /** The config as this locale renders it (i18n/locales.ts). */
  config: SiteConfig
  model: SiteModel
  routes: RenderedRoute[]
  /** Extra files made from the content (sitemap, Markdown twins, llms.txt), by output path. */
  files: OutputFile[]
  assets: BuiltAssets
}

/** The default locale's site (the first built), every locale's, and how long each step took. */
export interface BuildResult extends LocaleOutput {
  /** Every locale built, the default first (one for a site without i18n). */
  locales: LocaleOutput[]
  /** Milliseconds per step, in pipeline order. */
  timings: Array<[step: string, ms: number]>
  outDir: string
}

/** A locale rendered, with what the check step needs of its compile (the compiled pages are released). */
interface RenderedLocale extends LocaleOutput {
  /** Images the pages use that are not in static/ (reported in render; the crawl leaves them out). */
  missing: ReadonlySet<string>
  /** Each doc's and post's links, and the ids of every route, for the route-table link check. */
  linkSources: LinkSource[]
  idsByRoute: Map<string, RouteIds>
  /** A doc's description by its route (front matter, else its first paragraph), for postBuild's route props. */
  describe: (route: string) => string | undefined
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
    // Memory after each step (the whole process: every thread's heap is in its RSS), to see what a step keeps.
    const { rss, heapUsed } = process.memoryUsage()
    logger.debug(`${name}: ${(performance.now() - start).toFixed(0)} ms; RSS ${(rss / 2 ** 20).toFixed(0)} MiB, main heap ${(heapUsed / 2 ** 20).toFixed(0)} MiB`)
    return value
  }

  // What a failed build noted and never said is not this build's.
  takeMissingPackageWarnings()
  logger.debug(`build() starts at ${performance.now().toFixed(0)} ms of the process`)
  // A config that reads DOCUSAURUS_CURRENT_LOCALE is loaded again for each other locale (config/load.ts).
  const { config, own } = await step('config', async () => {
    const config = await loadConfig(root, logger)
    return { config, own: await localeConfigs(root, config, options.locale !== undefined ? [options.locale] : config.i18n.locales) }
  })
  // A Docusaurus site's own theme components (src/theme/), which every locale's content renders with.
  const theme = config.pages.api === 'docusaurus' && hasSiteTheme(root, config.themePaths) ? await step('theme', async () => (await import('./pages/site-theme')).loadSiteTheme(root, dirs.moduleDir, config, logger)) : undefined
  for (const warning of unregisteredNavbarTypes(config, theme, configFileOf(root))) logger.warn(warning)
  // Each locale is a whole site of its own (i18n/locales.ts), rendered one after the other: a locale's
  // compiled pages are released before the next compiles.
  const builds = localeBuilds(root, config, options.locale, own)
  const locales: RenderedLocale[] = []
  // A locale without its own text of a page warns of it as the default locale did: said once, not once per locale.
  const localeLogger = builds.length > 1 ? onceEach(logger) : logger
  for (const [i, locale] of builds.entries()) {
    const named = (name: string) => (locale.locale === config.i18n.defaultLocale ? name : `${name} (${locale.locale})`)
    const last = i === builds.length - 1
    locales.push(await renderLocale(root, locale, dirs, theme, localeLogger, { ...options, releaseWorkers: last && (options.releaseWorkers ?? false) }, (name, run) => step(named(name), run)))
  }
  const [main] = locales as [RenderedLocale, ...RenderedLocale[]]
  const result: BuildResult = { ...publicPart(main), locales: locales.map(publicPart), timings, outDir }
  // The anchors of the links the layout and components make, against the ids of the pages as rendered
  // (in memory; the Markdown's own links are checked with their line below). Said once for all locales.
  const componentAnchors = [...new Set(locales.flatMap((l) => missingAnchors(l.routes, l.config.baseUrl, markdownAnchorLinks(l.linkSources, new Set(l.idsByRoute.keys()), l.config.baseUrl))))]
  if (config.checks.brokenAnchors !== 'throw') for (const message of componentAnchors) reportProblem(logger, config.checks.brokenAnchors, message)
  if (options.write === false) return result

  const staging = stagingDir(outDir)
  const staticDirs = config.staticDirectories.map((dir) => resolve(root, dir))
  try {
    const written = locales.flatMap((l) => [...l.routes.flatMap(routeOutputs), ...l.assets.files, ...l.files].map((f) => (l.dir === '' ? f : { ...f, path: `${l.dir}/${f.path}` })))
    // Each locale gets the static files at its own base URL, as Docusaurus copies them.
    await step('write', () => writeOutput(staging, written, staticDirs, locales.map((l) => l.dir)))
    // Indexing and link checking both only read the staging folder: run them side by side, and let
    // both finish before deciding (a failed check must not delete the folder pagefind is writing).
    // Both reuse the last build's work when their input is unchanged (index-cache.ts, crawl-cache.ts).
    const outcomes = await Promise.allSettled([
      step('index', async () => {
        // One index per locale, in its own folder: a locale's search finds its own pages.
        for (const l of locales) await writeSearchIndexCached(l.routes, join(staging, l.dir, l.config.search.path).replace(/\/$/, ''), l.config.baseUrl, localeCacheDir(dirs.cacheDir, l), htmlLang(l.config, l.locale))
      }),
      step('check', async () => {
        // Each locale's pages come from the same sources: a warning of one file's link is said once.
        const checkLogger = locales.length > 1 ? onceEach(logger) : logger
        const findings = locales.map((l) => checkRouteLinks(l.linkSources, l.idsByRoute, join(staging, l.dir), checkLogger, l.config.checks.brokenAnchors, l.config.baseUrl))
        const broken = findings.flatMap((f) => f.links)
        const anchors = [...findings.flatMap((f) => f.anchors), ...(config.checks.brokenAnchors === 'throw' ? componentAnchors : [])]
        const missing = new Set(locales.flatMap((l) => [...l.missing]))
        // A build the Markdown's broken links or anchors fail anyway skips the crawl; one that only warns
        // of them crawls too, for the links the layout and the site's components make (navbar, footer, pages).
        const fails = (broken.length > 0 && config.checks.brokenLinks === 'throw') || anchors.length > 0
        const crawled = fails ? [] : await crawlUnlessUnchanged(await outputDigest(written, staticDirs), dirs.cacheDir, () => crawlOutputOffThread(staging, config.baseUrl, crawlStarts(locales, config.baseUrl)))
        // An image the layout or a component shows (a blog author's avatar) is a warning, as the pages' own
        // are (check/images.ts): Docusaurus checks no image. Each locale's pages come from the same sources:
        // a link broken in one file is said once.
        const found = notYetReported(crawled, broken).filter((b) => !isMissingImage(b, missing))
        for (const finding of new Set(found.filter((b) => mediaOf(b) !== undefined))) logger.warn(missingMediaWarning(finding, mediaOf(finding)!))
        const links = [...new Set([...broken, ...found.filter((b) => mediaOf(b) === undefined)])]
        // Both at `throw`: one error lists both, as Docusaurus's does. Otherwise each at its own level.
        if (config.checks.brokenLinks === 'throw') assertNoBrokenLinks([...links, ...anchors])
        reportBrokenLinks(links, config.checks.brokenLinks, logger)
        assertNoBrokenAnchors(anchors)
      }),
    ])
    const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected')
    if (failed) throw failed.reason
    // The site's plugins' postBuild see the finished output (what they write there is published with it).
    if (config.postBuild.length > 0) await step('postBuild', async () => {
      for (const l of locales) await runPostBuild(root, l.config, join(staging, l.dir), l.routes, l.model.docs, l.describe)
    })
    await step('publish', () => publish(staging, outDir))
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
  return result
}

/** collect → compile → render of one locale, in memory. */
async function renderLocale(
  root: string,
  { locale, dir, config }: LocaleBuild,
  dirs: CompileDirs,
  theme: SiteTheme | undefined,
  logger: Logger,
  options: BuildOptions,
  step: <T>(name: string, run: () => Promise<T>) => Promise<T>,
): Promise<RenderedLocale> {
  // What a Docusaurus module reads when it is imported (@generated/docusaurus.config) is this locale's site.
  setDocusaurusSite(config)
  const { model, api, beside } = await step('collect', async () => {
    // The code worker (and compile workers on larger machines) take ~1 s of CPU each to start,
    // overlapped with collecting: at once without a page cache, else once a page turns out newer than
    // it. A build that finds every page in the page cache starts none (the main thread's few code blocks
    // come from the code cache).
    if (await pagesMayNeedCompiling(dirs.cacheDir, [])) startCompileWorkers()
    const model = await loadModel(root, config, { includeDrafts: options.includeDrafts ?? false, logger, theme })
    if (await pagesMayNeedCompiling(dirs.cacheDir, model.docs.map((d) => join(root, d.file)))) startCompileWorkers()
    // What code samples link to, read from the docs: the docs' samples and the site's pages' link to it.
    const api = await sampleLinking(config, model.docs, dirs.cacheDir)
    // The site's own pages, the docs' dates and the client assets are first needed to render: they load
    // while the docs compile. The pages' code samples then wait for the code worker among the docs'
    // instead of holding the compile back until the worker has started (~0.7-1 s of a cold build).
    const beside = awaitedLater(
      Promise.all([
        collectPages(root, dirs.moduleDir, config, logger, api, theme),
        lastUpdateOf(model, config, logger),
        buildAssets(config.baseUrl, codeThemeId(config.code)),
      ]).then(async ([sitePages, updated, ourAssets]) => ({ sitePages, updated, ourAssets, parts: await siteAssetParts(root, config, sitePages, theme) })),
    )
    return { model, api, beside }
  })
  const compiled = await step('compile', async () => {
    // Released workers give their memory (the code worker's alone ~170 MB: shiki's compiled patterns)
    // back to the system before the compiled pages are imported and pagefind and the link check start.
    const compiled = await compileDocs(model, dirs, logger, { api, releaseWorkers: options.releaseWorkers ?? false })
    await saveCodeCache(dirs.cacheDir, { last: options.releaseWorkers ?? false })
    collectGarbage()
    return compiled
  })
  return step('render', async () => {
    const { sitePages, updated, ourAssets, parts } = await beside
    // The site's stylesheet holds the stylesheets the docs' components import: known once the docs compile.
    const assets = await withSiteAssets(ourAssets, root, config, parts, docsStyles(compiled.values()))
    const cache = await RenderCache.open(localeCacheDir(dirs.cacheDir, { config }))
    const routeOf = new Map([...model.docs, ...allPosts(model)].map((d) => [d.file, d.route]))
    const rendered = await renderPlaced(root, (file) => compiled.get(routeOf.get(file) ?? ''), () => renderAll(model, compiled, sitePages.pages, updated, assets, cache))
    const { docViews, problems, images } = rendered
    const routes = await highlightLateCode(rendered.routes, codeThemeId(config.code), (job) => processCodeOnWorker(job, dirs.cacheDir))
    // What that highlighted joins the main thread's code cache (saved only when it changed).
    await saveCodeCache(dirs.cacheDir)
    const missing = missingImages(images, config.staticDirectories.map((dir) => resolve(root, dir)), new Set(assets.files.map((f) => f.path)))
    for (const warning of [...problems, ...missing.warnings, ...takeStyleWarnings(), ...takeMissingPackageWarnings()]) logger.warn(warning)
    const twinPages = new Map([...docViews].map(([route, v]) => [route, { ...v.page, markdown: compiled.get(route)?.meta.markdown }]))
    for (const post of allPosts(model)) twinPages.set(post.route, { route: post.route, title: post.title, description: postDescription(post, compiled.get(post.route)!), markdown: compiled.get(post.route)?.meta.markdown })
    const cards = collectApiCards(compiled.values(), sitePages)
    // The signatures on them are kept for the next build of any site (api/package-cache.ts).
    if (cards.size > 0) await apiPackageCache().save(cards)
    // Each blog writes its feeds under its own route base (a post's content is its rendered HTML).
    const blogs = siteBlogs(model)
    const feedHtml = blogs.length > 0 ? postHtml(siteView(model, assets, sitePages.pages), compiled) : undefined
    const files: OutputFile[] = [
      ...(await localAssetFiles(compiled.values())),
      ...markdownOutputs(model, twinPages),
      ...apiCardsFile(cards),
      ...sidebarPartsOf(model.sidebars, config.baseUrl, config.pages.api === 'docusaurus').files,
      ...blogs.flatMap((blog) => feedFiles(blog, config, feedHtml!, root)),
      // A site that asks not to be indexed (noIndex) gets no sitemap, as Docusaurus's sitemap plugin writes none.
      ...(config.noIndex ? [] : [{ path: 'sitemap.xml', contents: sitemapXml(config.url, sitemapEntries(config, routes, model, updated)) }]),
    ]
    await cache.save()
    const idsByRoute = new Map(routes.map((r) => [r.route, routeIds(r, compiled.get(r.route)?.meta.ids)]))
    const linkSources = [...model.docs, ...allPosts(model)].map((d) => ({ file: d.file, route: d.route, links: compiled.get(d.route)?.meta.links ?? [] }))
    const describe = docDescriber(model, (doc) => compiled.get(doc.route)?.meta)
    return { locale, dir, config, model, routes, files, assets, missing: missing.missing, linkSources, idsByRoute, describe }
  })
}

/** Where a locale keeps its own caches of rendered pages and search index: the default locale's are the site's. */
function localeCacheDir(cacheDir: string, { config }: { config: SiteConfig }): string {
  const { currentLocale, defaultLocale } = config.i18n
  return currentLocale === defaultLocale ? cacheDir : join(cacheDir, 'locales', currentLocale)
}

function publicPart({ locale, dir, config, model, routes, files, assets }: RenderedLocale): LocaleOutput {
  return { locale, dir, config, model, routes, files, assets }
}

/**
 * A promise awaited by a later step: its failure is reported there (or lost to an earlier step's), not
 * as an unhandled rejection while the steps between run.
 */
function awaitedLater<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {})
  return promise
}

/**
 * Collects the compile's garbage (syntax trees, token arrays, module sources) now, before render,
 * pagefind and the link check add theirs: pages compile on the main thread, and V8 otherwise keeps the
 * heap it grew to through the rest of the build. ~20 ms; the build process's peak while it indexes and
 * checks ~425 → ~385 MiB (2 alternated pairs). `gc` exists under BUILD_NODE_FLAGS' `--expose-gc`;
 * elsewhere (tests, the watch server) this does nothing.
 */
function collectGarbage(): void {
  ;(globalThis as { gc?: () => void }).gc?.()
}

/**
 * What a crawl finding's missing file is when the page shows or loads it rather than links to it: an
 * image, a video, a sound, a script or a stylesheet. A warning, not a broken link: Docusaurus's link
 * check reads links only (Reanimated's example videos, written by a component its posts show, failed the
 * build; so did a `scripts` entry of the config whose file was missing).
 */
function mediaOf(finding: string): MissingMedia | undefined {
  const extension = /: broken link \S+\.([a-z0-9]+)(\?\S*)? \(/i.exec(finding)?.[1]?.toLowerCase()
  if (extension === undefined) return undefined
  if (/^(png|jpe?g|gif|svg|webp|avif|ico|bmp)$/.test(extension)) return 'image'
  if (/^(mp4|webm|mov|m4v|ogv)$/.test(extension)) return 'video'
  if (/^(mp3|wav|ogg|oga|m4a|flac)$/.test(extension)) return 'sound'
  if (/^[cm]?js$/.test(extension)) return 'script'
  return extension === 'css' ? 'stylesheet' : undefined
}

type MissingMedia = 'image' | 'video' | 'sound' | 'script' | 'stylesheet'

/** The warning of a missing file a page shows or loads (mediaOf), from the crawl's finding. */
function missingMediaWarning(finding: string, media: MissingMedia): string {
  const effect = media === 'script' || media === 'stylesheet' ? 'the page loads without it' : `readers see a broken ${media}`
  return finding.replace(/: broken link (\S+) \(.*\)$/, `: the ${media} $1 does not exist: ${effect}`)
}

/** A crawl finding about an image already reported as missing (a relative src may resolve below the page's folder). */
function isMissingImage(finding: string, missing: ReadonlySet<string>): boolean {
  const url = / broken link (\S+) /.exec(finding)?.[1] ?? ''
  return [...missing].some((path) => url.endsWith(path))
}

/**
 * The URL of every page each locale rendered (not the not-found page, which answers any URL, nor the
 * redirect pages), for the crawl to start from each: Docusaurus checks every route's links, a page no
 * other links to included. A locale served outside the site's baseUrl is not in the crawl's folder.
 */
function crawlStarts(locales: readonly LocaleOutput[], baseUrl: string): string[] {
  return locales.flatMap((l) =>
    l.routes
      .filter((r) => r.kind !== 'not-found' && r.kind !== 'redirect')
      .map((r) => withBase(l.config.baseUrl, l.config.trailingSlash && r.route !== '/' ? `${r.route}/` : r.route))
      .filter((url) => url.startsWith(baseUrl)),
  )
}

/** A route's files: both `x/index.html` and `x.html`; the not-found page is `404.html` only. */
function routeOutputs(route: RenderedRoute): OutputFile[] {
  if (route.kind === 'not-found') return [{ path: '404.html', contents: route.html }]
  return routeFiles(route.route).map((path) => ({ path, contents: route.html }))
}

function sitemapEntries(config: SiteConfig, routes: RenderedRoute[], model: SiteModel, updated: Map<string, LastUpdate>) {
  const docByRoute = new Map(model.docs.map((d) => [d.route, d]))
  const unlistedPosts = new Set(allPosts(model).filter((p) => p.unlisted).map((p) => p.route))
  return routes
    .filter((r) => r.kind !== 'not-found' && r.kind !== 'redirect' && docByRoute.get(r.route)?.unlisted !== true && docByRoute.get(r.route)?.version?.noIndex !== true && !unlistedPosts.has(r.route))
    .map((r) => ({ loc: `${config.baseUrl.replace(/\/$/, '')}${config.trailingSlash && r.route !== '/' ? `${r.route}/` : r.route}`, lastmod: docByRoute.has(r.route) ? updated.get(docByRoute.get(r.route)!.file)?.time : undefined }))
}

/** The docs' last changes, of the docs whose plugin shows them (showLastUpdateTime or -Author; each docs plugin says for its own). */
function lastUpdateOf(model: SiteModel, config: SiteConfig, logger: Logger): Promise<Map<string, LastUpdate>> | Map<string, LastUpdate> {
  const shown = model.docs.filter((doc) => {
    const docs = docsPluginOf(config, doc)
    return docs !== undefined && (docs.showLastUpdateTime || docs.showLastUpdateAuthor)
  })
  return shown.length === 0 ? new Map() : lastUpdatedTimes(model.root, shown.map((d) => d.file), { warn: (message) => logger.warn(message) })
}

