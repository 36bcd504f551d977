/**
 * The watch server's builds: build()'s in-memory steps (config → collect → compile → render), kept as
 * a DevBuild value between edits so the next edit can be patched in. A one-page edit recompiles and
 * re-renders that page only; an edit that changes what other pages show of it (title, label, id, slug,
 * draft, unlisted), or adds or removes a page, reloads the model and re-renders every page from the
 * compiled modules already held, but still compiles just the changed page. sidebars.ts and
 * site.config.ts reload the model and re-render too; only a config change to code or docs settings
 * recompiles every page, and only a new baseUrl rebuilds the assets.
 */
import { existsSync } from 'node:fs'
import { join, posix, relative } from 'node:path'
import { configFileOf, loadConfig, localeConfigs } from '../generator/config/load'
import { unregisteredNavbarTypes } from '../generator/navbar/custom-types'
import { localeBuilds, translationsFolder } from '../generator/i18n/locales'
import type { SiteConfig } from '../generator/config/schema'
import { userPluginsRef, userPreprocessorRef } from '../generator/mdx/user-plugins'
import { readDoc, type DocSource } from '../generator/content/collect'
import { siteFrontmatterReader } from '../generator/content/frontmatter'
import { lastUpdatedTimes, type LastUpdate } from '../generator/content/last-updated'
import type { Logger } from '../generator/log'
import type { ApiLinking } from '../generator/api/sample-api'
import { takeStyleWarnings } from '../generator/styles/warnings'
import { takeMissingPackageWarnings } from '../generator/mdx/missing-packages'
import { isStylesheet } from '../generator/styles/style-imports'
import { setDocusaurusSite } from '../generator/render/docusaurus-site-config'
import { compileDirs, compileDocs, docsStyles, sampleLinking } from '../generator/mdx/compile-docs'
import { processCodeOnWorker, saveCodeCache, startCompileWorkers, type CompiledPage } from '../generator/mdx/compile-pool'
import { allPosts, blogPlugins } from '../generator/blog/blog-plugins'
import { loadModel, type SiteModel } from '../generator/model'
import type { CustomPage } from '../generator/pages/load'
import { collectPages, type SitePages } from '../generator/pages/collect'
import { buildAssets, siteAssetParts, withSiteAssets, type BuiltAssets } from '../generator/render/assets'
import type { RenderedRoute } from '../generator/render/render'
import { renderAll, renderDocRoute, docDescriber, siteView, type DocViews } from '../generator/render/site'
import type { ChangeSet } from './dev-changes'
import { renderPlaced } from '../generator/render/render-errors'
import { highlightLateCode } from '../generator/render/late-code'
import { hasSiteTheme } from '../generator/pages/site-theme-files'
import { codeThemeId } from '../generator/mdx/code-themes'
import { trailingSlashLinks } from '../generator/render/trailing-slash'

/** Same folder as build(): compiled modules must sit under the generator so `react` resolves. */

/** Frontmatter keys other pages show (sidebar, prev/next, navbar) or that move the page. */
const STRUCTURAL_KEYS = ['title', 'sidebar_label', 'id', 'slug', 'draft', 'unlisted'] as const

/** Everything one build produced; treated as immutable, so a failed patch leaves the last good one. */
export interface DevBuild {
  config: SiteConfig
  model: SiteModel
  /** Compiled page modules by doc file (not route: a slug edit moves the route). */
  compiled: ReadonlyMap<string, CompiledPage>
  pages: CustomPage[]
  /** The site's pages as loaded (with their CSS and imported files), reused when they did not change. */
  sitePages: SitePages
  updated: ReadonlyMap<string, LastUpdate>
  /**
   * What code samples link to (sampleLinking), read again when a doc changes. The site's pages keep the
   * links they were loaded with until they are loaded again (an edit of a page or of the config).
   */
  api: ApiLinking | undefined
  assets: BuiltAssets
  /** Our own assets, before the site's CSS joins them (reused when only the site's pages change). */
  ourAssets: BuiltAssets
  /** Rendered routes by route, the not-found page included. */
  routes: ReadonlyMap<string, RenderedRoute>
  docViews: DocViews
}

/** Builds the whole site in memory, drafts included (the watch server is the only place they show). */
export async function buildAll(root: string, logger: Logger, locale?: string): Promise<DevBuild> {
  startCompileWorkers()
  const config = await localeConfig(root, logger, locale)
  const dirs = compileDirs(root)
  // A Docusaurus site's theme components: an edit in src/theme rebuilds everything (dev-changes.ts).
  const theme = config.pages.api === 'docusaurus' && hasSiteTheme(root, config.themePaths) ? await (await import('../generator/pages/site-theme')).loadSiteTheme(root, dirs.moduleDir, config, logger) : undefined
  for (const warning of unregisteredNavbarTypes(config, theme, configFileOf(root))) logger.warn(warning)
  const model = await loadModel(root, config, { includeDrafts: true, logger, theme })
  // Highlighted code is cached in the code worker's memory for the life of the process (and on disk,
  // as build() does), so an edit to a page's prose costs no highlighting: only changed blocks are redone.
  const linking = sampleLinking(config, model.docs, dirs.cacheDir, { watching: true })
  const [sitePages, updated, ourAssets, byRoute, api] = await Promise.all([
    linking.then((api) => collectPages(root, dirs.moduleDir, config, logger, api, theme)),
    lastUpdatedTimes(root, model.docs.map((d) => d.file), { preview: true }),
    buildAssets(config.baseUrl, codeThemeId(config.code)),
    linking.then((api) => compileDocs(model, dirs, logger, { api, twins: false })),
    linking,
  ])
  await saveCodeCache(dirs.cacheDir)
  const compiled = new Map(pagesOf(model).map((d) => [d.file, byRoute.get(d.route)!]))
  const assets = await withSiteAssets(ourAssets, root, config, await siteAssetParts(root, config, sitePages, theme), docsStyles(compiled.values()))
  return renderEverything({ config, model, compiled, pages: sitePages.pages, updated, api, assets, ourAssets, sitePages }, logger)
}

/** The config of the one locale served (the default one unless asked), as build() renders that locale alone. */
async function localeConfig(root: string, logger: Logger, locale?: string): Promise<SiteConfig> {
  const config = await loadConfig(root, logger)
  // Analytics stay out of a preview: a page the author reloads is not a visit (Docusaurus's analytics
  // plugins are inactive in development too).
  const shown = locale ?? config.i18n.defaultLocale
  const served = { ...localeBuilds(root, config, shown, await localeConfigs(root, config, [shown]))[0]!.config, analytics: undefined, gtag: undefined, googleTagManager: undefined }
  // What a Docusaurus module reads when it is imported (@generated/docusaurus.config) is this site.
  setDocusaurusSite(served)
  return served
}

/** Applies `changes` (never `full`: the caller rebuilds for that) to `prev`; returns `prev` itself when nothing changed. */
export async function patchBuild(prev: DevBuild, changes: ChangeSet, logger: Logger): Promise<DevBuild> {
  const root = prev.model.root
  const config = changes.config ? await localeConfig(root, logger, prev.config.i18n.currentLocale) : prev.config
  const fresh = await readChangedDocs(root, config, changes.docs)
  // The site's code changed (src/ of a Docusaurus site): its theme is bundled again, and the same object
  // comes back when its bundle did not change (site-theme.ts).
  const theme = changes.pages && config.pages.api === 'docusaurus' && hasSiteTheme(root, config.themePaths) ? await (await import('../generator/pages/site-theme')).loadSiteTheme(root, compileDirs(root).moduleDir, config, logger) : prev.model.theme
  const themed = theme !== prev.model.theme
  // A save that changed nothing (editor, watcher echo) costs nothing.
  for (const [file, source] of fresh) if (source && source.source === prev.model.docs.find((d) => d.file === file)?.source) fresh.delete(file)
  // Pages whose module holds a saved component, data file or raw-loader source compile again.
  const importers = new Set([...prev.compiled].filter(([, page]) => page.meta.imports?.some((file) => changes.files.has(file))).map(([file]) => file))
  if (fresh.size === 0 && importers.size === 0 && !changes.model && !changes.config && !changes.assets && !changes.pages) return prev
  // A versioned site's doc is read with its version's routes and ids by loadModel alone (model.ts), and a
  // translated site's with its translation laid over it (its file, the path it answers to).
  const structural = themed || changes.model || changes.config || prev.model.versions !== undefined || translationsFolder(root, config) !== undefined || [...fresh].some(([file, source]) => isStructural(prev.model.docs.find((d) => d.file === file), source))
  // Most config edits (navbar, footer, titles) only need a re-render; these need more.
  const rebased = config.baseUrl !== prev.config.baseUrl
  const recompileAll =
    !same(config.code, prev.config.code) || !same(config.docs, prev.config.docs) || !same([config.blog, config.blogInstances], [prev.config.blog, prev.config.blogInstances]) || // theme; routes that links resolve to
    // The Markdown plugins and preprocessor are functions, which same() does not see: their fingerprints do (a saved plugin file).
    (changes.config && markdownPluginsKey(root, config) !== markdownPluginsKey(root, prev.config)) ||
    // Pages name the theme's components without importing them, and import its modules' exports.
    (themed && !same([theme?.exports, [...(theme?.globalComponents ?? [])]], [prev.model.theme?.exports, [...(prev.model.theme?.globalComponents ?? [])]]))

  const loading = structural ? loadModel(root, config, { includeDrafts: true, logger, theme }) : Promise.resolve({ ...prev.model, docs: prev.model.docs.map((d) => fresh.get(d.file) ?? d) })
  // Read again from the docs when one changed (only the changed pages are scanned again).
  const linking = structural || fresh.size > 0 ? loading.then((model) => sampleLinking(model.config, model.docs, compileDirs(root).cacheDir, { watching: true })) : Promise.resolve(prev.api)
  const [ourAssets, sitePages, model, api] = await Promise.all([
    changes.assets || rebased || !same(config.code, prev.config.code) ? buildAssets(config.baseUrl, codeThemeId(config.code)) : prev.ourAssets,
    changes.pages || changes.config || themed ? linking.then((api) => collectPages(root, compileDirs(root).moduleDir, config, logger, api, theme)) : prev.sitePages,
    loading,
    linking,
  ])
  // Blog posts are read with the model (any edit in the blog folder reloads it); a post whose text
  // changed is compiled again, like a changed doc.
  const before = new Map(pagesOf(prev.model).map((p) => [p.file, p.source]))
  const compiled = new Map(recompileAll ? [] : [...prev.compiled].filter(([file]) => !importers.has(file) && pagesOf(model).some((d) => d.file === file && before.get(file) === d.source)))
  const stale = pagesOf(model).filter((d) => fresh.has(d.file) || !compiled.has(d.file))
  if (stale.length > 0) {
    const byRoute = await compileDocs(model, compileDirs(root), logger, { api, only: stale, twins: false })
    for (const doc of stale) compiled.set(doc.file, byRoute.get(doc.route)!)
  }
  // A page new to this session has no git date yet; it was just written, so "now" is right.
  const updated = new Map(prev.updated)
  for (const doc of stale) if (!updated.has(doc.file)) updated.set(doc.file, { time: Date.now() })

  // The site stylesheet holds the docs' stylesheets too: made again when their list or one of them changes.
  const styles = docsStyles(compiled.values())
  // With PostCSS plugins (Tailwind), the CSS follows the classes the content uses: any content edit restyles.
  const contentEdited = fresh.size > 0 || importers.size > 0 || changes.model
  // A stylesheet saved (one the docs import, or a Sass partial of one: PageMeta.imports holds both).
  const styleSaved = [...changes.files].some(isStylesheet)
  const restyled = !same(styles, docsStyles(prev.compiled.values())) || styleSaved || (config.postcssPlugins.length > 0 && contentEdited)
  const made = ourAssets === prev.ourAssets && sitePages === prev.sitePages && !themed && !restyled ? prev.assets : await withSiteAssets(ourAssets, root, config, await siteAssetParts(root, config, sitePages, theme), styles)
  // Made again to the same files (their names hold their hashes; a doc saved on a Tailwind site mostly
  // uses classes it had): the pages need not render again for them.
  const assets = same(made.files.map((f) => f.path), prev.assets.files.map((f) => f.path)) && made.siteCss === prev.assets.siteCss ? prev.assets : made
  const next = { config, model, compiled, pages: sitePages.pages, updated, api, assets, ourAssets, sitePages }
  if (structural || changes.assets || changes.pages || rebased || assets !== prev.assets) return renderEverything(next, logger)
  const routes = new Map(prev.routes)
  const docViews: DocViews = new Map(prev.docViews)
  const site = siteView(model, assets, sitePages.pages)
  const describe = docDescriber(model, (doc) => compiled.get(doc.file)?.meta)
  for (const doc of model.docs.filter((d) => stale.includes(d))) {
    const { route, views } = await renderPlaced(root, (file) => compiled.get(file), () => renderDocRoute(site, model, doc, compiled.get(doc.file)!, updated.get(doc.file), describe))
    const [highlighted] = await highlightLateCode([route], codeThemeId(config.code), (job) => processCodeOnWorker(job, compileDirs(root).cacheDir))
    const [linked] = trailingSlashLinks([highlighted!], config.trailingSlash, config.baseUrl, new Set([...routes.values()].filter((r) => r.kind !== 'redirect').map((r) => r.route)))
    routes.set(doc.route, linked!)
    docViews.set(doc.route, views)
  }
  for (const warning of takeMissingPackageWarnings()) logger.warn(warning)
  return { ...next, routes, docViews }
}

async function renderEverything(parts: Omit<DevBuild, 'routes' | 'docViews'>, logger: Logger): Promise<DevBuild> {
  const byRoute = new Map(pagesOf(parts.model).map((d) => [d.route, parts.compiled.get(d.file)!]))
  const rendered = await renderPlaced(parts.model.root, (file) => parts.compiled.get(file), () => renderAll(parts.model, byRoute, parts.pages, parts.updated, parts.assets))
  for (const problem of [...rendered.problems, ...takeStyleWarnings(), ...takeMissingPackageWarnings()]) logger.warn(problem)
  // Code known only as the pages render (render/late-code.ts), highlighted as build() does.
  const routes = await highlightLateCode(rendered.routes, codeThemeId(parts.config.code), (job) => processCodeOnWorker(job, compileDirs(parts.model.root).cacheDir))
  return { ...parts, routes: new Map(routes.map((r) => [r.route, r])), docViews: rendered.docViews }
}

/** Re-reads each changed doc; a deleted one maps to undefined. Frontmatter errors surface here. */
async function readChangedDocs(root: string, config: SiteConfig, files: ReadonlySet<string>): Promise<Map<string, DocSource | undefined>> {
  const fresh = new Map<string, DocSource | undefined>()
  if (config.docs === false) return fresh
  const docs = config.docs
  const read = siteFrontmatterReader(config.markdown, configFileOf(root))
  for (const file of files) {
    const rel = posix.normalize(relative(docs.path, file).split('\\').join('/'))
    fresh.set(file, existsSync(join(root, file)) ? await readDoc(root, docs, rel, undefined, read) : undefined)
  }
  return fresh
}

/** The pages the compile step makes modules of: the docs and every blog's posts. */
function pagesOf(model: SiteModel): Array<Pick<DocSource, 'file' | 'route' | 'source'>> {
  return [...model.docs, ...allPosts(model)]
}

/** What the site's Markdown plugins and preprocessor are (their sources and options), as the page cache keys them. */
function markdownPluginsKey(root: string, config: SiteConfig): string {
  const configFile = configFileOf(root)
  const docs = config.docs === false ? undefined : userPluginsRef(root, config.docs, configFile)
  const blogs = blogPlugins(config).map(({ options }) => userPluginsRef(root, options, configFile)?.fingerprint)
  return [docs?.fingerprint, ...blogs, userPreprocessorRef(root, config.markdown, configFile)?.fingerprint].join('\0')
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/** Whether an edit changes what other pages show, or which pages exist. */
function isStructural(before: DocSource | undefined, after: DocSource | undefined): boolean {
  if (!before || !after) return true
  // Tags make the tag pages (model.tags): an array, compared by value.
  return STRUCTURAL_KEYS.some((key) => before.frontmatter[key] !== after.frontmatter[key]) || JSON.stringify(before.frontmatter.tags) !== JSON.stringify(after.frontmatter.tags)
}
