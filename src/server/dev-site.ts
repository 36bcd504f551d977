/**
 * The site the watch server answers from. Updates never throw: a failure is kept as `error` (every HTML
 * request then gets the crash page) together with the work that failed, which the next change retries,
 * so fixing the file is all it takes to recover. Requests read the last good build meanwhile.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { configFileOf } from '../generator/config/load'
import { configSourcesOf } from '../generator/config/docusaurus/load-module'
import type { Logger } from '../generator/log'
import { markdownOutputs } from '../generator/markdown/outputs'
import { markdownTwinBody } from '../generator/markdown/twin'
import { docFileMatcher } from '../generator/content/collect'
import { matchRoute } from '../generator/content/routes'
import { findSidebarFile } from '../generator/sidebar/load'
import type { RenderedRoute } from '../generator/render/render'
import { buildAll, patchBuild, type DevBuild } from './dev-build'
import { emptyChanges, mergeChanges, type ChangeSet, type SiteLayout } from './dev-changes'
import { API_CARDS_FILE, apiCardsFile, collectApiCards } from '../generator/api/cards-file'
import { sidebarPartsOf } from '../generator/render/sidebar-parts'
import { feedFiles } from '../generator/blog/feed'
import { allPosts, blogPlugins, siteBlogs } from '../generator/blog/blog-plugins'
import { postDescription, postHtml } from '../generator/render/blog'
import { siteView } from '../generator/render/site'
import { versionSources } from '../generator/content/versions'

export class DevSite {
  /** The last failure, until an update succeeds. */
  error: unknown = undefined
  private current: DevBuild | undefined
  /** Work of failed updates, folded into the next one. */
  private retry: ChangeSet = { ...emptyChanges(), full: true }
  /** Markdown twins and llms.txt, made on first request after each update (they cost a parse per page). */
  private texts: Map<string, string | Uint8Array> | undefined
  /** Output path → source of the files pages link next to themselves (see pageFiles). */
  private localFiles: Map<string, string> | undefined
  private routeSet = new Set<string>()
  /** The site files pages import (PageMeta.imports), site-relative. */
  private imports: Set<string> | undefined

  constructor(
    readonly root: string,
    private readonly logger: Logger,
    /** The locale served (at the site's baseUrl); default the default locale. */
    private readonly locale?: string,
  ) {}

  /**
   * Applies a batch of changes (or builds from scratch when there is no good build). Returns whether a
   * tab should reload: false only when the site and its error state are exactly as before.
   */
  async update(changes: ChangeSet): Promise<boolean> {
    const work = mergeChanges(this.retry, changes)
    this.retry = emptyChanges()
    const before = { build: this.current, error: this.error }
    try {
      let next = this.current
      if (work.full || next === undefined) next = await buildAll(this.root, this.logger, this.locale)
      else if (work.docs.size > 0 || work.model || work.config || work.assets || work.pages || work.files.size > 0) next = await patchBuild(next, work, this.logger)
      if (next !== this.current) {
        this.current = next
        this.routeSet = new Set([...next.routes.values()].filter((r) => r.kind !== 'not-found').map((r) => r.route))
        this.texts = undefined
        this.localFiles = undefined
        this.imports = undefined
      }
      this.error = undefined
    } catch (error) {
      this.error = error
      this.retry = work
    }
    return work.reload || this.current !== before.build || this.error !== before.error
  }

  /** The base URL pages are served under (`/` until a config has loaded). */
  get baseUrl(): string {
    return this.current?.config.baseUrl ?? '/'
  }

  /** The search index folder (`pagefind/`), which only ./bin/build makes. */
  get searchPath(): string {
    return this.current?.config.search.path ?? 'pagefind/'
  }

  /** Where the docs and sidebar live, for the watcher; defaults until a config has loaded. */
  layout(generatorRoot: string): SiteLayout {
    const config = this.current?.config
    const docs = config?.docs
    const configFile = configFileOf(this.root)
    const pageSources = config ? (config.pages.api === 'docusaurus' ? ['src', config.pages.path, ...config.customCss] : [config.pages.path]) : ['src/pages']
    const blogPaths = config ? blogPlugins(config).map((blog) => blog.options.path) : undefined
    const otherDocsPaths = config ? [...config.docsInstances.flatMap((d) => [d.path, ...Object.values(versionSources(d.id))]), config.i18n.path] : undefined
    const staticPaths = config?.staticDirectories
    const imported = (sitePath: string) => this.importedFiles().has(sitePath)
    const configSources = [...configSourcesOf(this.root)].filter((file) => file !== configFile)
    return docs
      ? { root: this.root, generatorRoot, docsPath: docs.path, isDoc: docFileMatcher(docs), sidebarPath: findSidebarFile(this.root, docs) ?? 'sidebars.ts', tagsFile: docs.tags === false || docs.tags === null ? undefined : (docs.tags ?? 'tags.yml'), configFile, configSources, pageSources, blogPaths, otherDocsPaths, staticPaths, imported }
      : { root: this.root, generatorRoot, docsPath: 'docs', sidebarPath: 'sidebars.ts', configFile, configSources, pageSources, blogPaths, otherDocsPaths, staticPaths, imported }
  }

  /** The site files the pages import (components, data, raw-loader sources), site-relative: the watcher watches them too. */
  importedFiles(): ReadonlySet<string> {
    this.imports ??= new Set([...(this.current?.compiled.values() ?? [])].flatMap((page) => page.meta.imports ?? []))
    return this.imports
  }

  /** The page a request path names, with production's `.html` / `/index.html` rule. */
  route(pathname: string): RenderedRoute | undefined {
    const route = matchRoute(pathname, this.routeSet)
    return route === undefined ? undefined : this.current?.routes.get(route)
  }

  notFound(): RenderedRoute | undefined {
    return [...(this.current?.routes.values() ?? [])].find((r) => r.kind === 'not-found')
  }

  /** A generated non-HTML file (asset, Markdown twin, llms.txt) by its output path, e.g. `assets/main-X.js`. */
  file(path: string): string | Uint8Array | undefined {
    const build = this.current
    if (!build) return undefined
    const asset = build.assets.files.find((f) => f.path === path)
    if (asset) return asset.contents
    const local = this.pageFiles().get(path)
    if (local !== undefined) return readOrUndefined(local)
    if (path === API_CARDS_FILE) return apiCardsFile(collectApiCards(build.compiled.values(), build.sitePages))[0]?.contents
    const part = sidebarPartsOf(build.model.sidebars, build.config.baseUrl, build.config.pages.api === 'docusaurus').files.find((f) => f.path === path)
    if (part) return part.contents
    const blogs = siteBlogs(build.model)
    if (blogs.length > 0 && /\.(xml|json|xsl)$/.test(path)) {
      const byRoute = new Map(allPosts(build.model).map((p) => [p.route, build.compiled.get(p.file)!]))
      const html = postHtml(siteView(build.model, build.assets, build.pages), byRoute)
      const feed = blogs.flatMap((blog) => feedFiles(blog, build.config, html, this.root)).find((f) => f.path === path)
      if (feed) return feed.contents
    }
    if (!/\.(md|txt)$/.test(path)) return undefined
    if (!this.texts) {
      // Made on first request from the sources (the watch server compiles without twins; see compileDocs).
      const fileOf = new Map(build.model.docs.map((d) => [d.route, d.file]))
      const pages = new Map([...build.docViews].map(([route, v]) => [route, { ...v.page, markdown: build.compiled.get(fileOf.get(route)!)?.meta.markdown }]))
      for (const post of allPosts(build.model)) pages.set(post.route, { route: post.route, title: post.title, description: postDescription(post, build.compiled.get(post.file)!), markdown: undefined })
      this.texts = new Map(markdownOutputs(build.model, pages, markdownTwinBody).map((f) => [f.path, f.contents]))
    }
    return this.texts.get(path)
  }

  /**
   * The images and files pages link next to themselves (`![](./img/a.png)`), by output path
   * (`assets/files/<hash>-a.png`): the build copies them, the watch server reads them from the source.
   */
  private pageFiles(): Map<string, string> {
    if (!this.localFiles) {
      this.localFiles = new Map()
      for (const page of this.current?.compiled.values() ?? []) for (const [source, output] of page.meta.assets ?? []) this.localFiles.set(output, source)
    }
    return this.localFiles
  }

  /** The site's static folders (config `staticDirectories`), served from disk like production copies them. */
  get staticDirs(): string[] {
    return (this.current?.config.staticDirectories ?? ['static']).map((dir) => resolve(this.root, dir))
  }
}

/** A file read as the request comes (an edit shows at once); undefined if it went away meanwhile (404). */
function readOrUndefined(path: string): Uint8Array | undefined {
  try {
    return readFileSync(path)
  } catch {
    return undefined
  }
}
