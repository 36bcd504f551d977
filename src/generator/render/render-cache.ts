/**
 * A disk cache of rendered doc pages between builds. React renders a doc from its compiled module and
 * plain data: the site shell (config, navbar, assets), the sidebar that lists it, and its layout facts
 * (title, TOC, breadcrumbs, previous/next, last update). A page whose module and all of that are
 * unchanged keeps last build's HTML instead of being rendered again: rendering was the largest step of
 * a warm build (~0.45 s of ~1.8 s for our 72 pages). An edit re-renders the pages it reaches: a page's
 * own text that page, a sidebar label every page of that sidebar.
 *
 * Only pages whose module is known by its page-cache key are cached: that key names the page's source
 * and compile options, and a page that imports files of its own (components, partials, packages) is
 * never in the page cache, since their changes would not show in it. Generator code, components and
 * installed packages are in the cache's version (renderingVersion), so any change there empties it.
 *
 * The HTML is kept in one file per page, named by its key, beside a small index: a warm build reads
 * the pages as they are, where one JSON file of every page (8 MB for ours) took ~110 ms to parse.
 */
import { readFileSync } from 'node:fs'
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { DocView, PageInfo, SiteView } from '../../components/types'
import { cacheKey, KeyedFile } from '../cache/keyed-file'
import { renderingVersion } from '../cache/generator-version'
import type { Sidebar } from '../sidebar/types'
import type { RenderedRoute } from './render'

const DIR = 'render-cache'

/** What the index knows of a route: the key its HTML was rendered under (also the HTML file's name). */
type IndexEntry = Omit<RenderedRoute, 'html'> & { key: string }

export class RenderCache {
  /** Hashes of the shell parts, once per object: pages share them, so a page's key costs only its own data. */
  private readonly shellKeys = new WeakMap<object, string>()
  /** HTML rendered in this build, by key, to be written by save(). */
  private readonly fresh = new Map<string, string>()

  private constructor(
    private readonly dir: string,
    private readonly index: KeyedFile<IndexEntry>,
  ) {}

  /** Opens the cache kept in `cacheDir`; missing, damaged or from other generator code: empty. */
  static async open(cacheDir: string): Promise<RenderCache> {
    const dir = join(cacheDir, DIR)
    return new RenderCache(dir, await KeyedFile.open<IndexEntry>(join(dir, 'index.json'), renderingVersion()))
  }

  /**
   * The key of a doc's HTML: everything its render reads. `moduleKey` names its compiled module
   * (undefined: not known, so the page is not cached).
   */
  key(site: SiteView, moduleKey: string | undefined, doc: { view: DocView; page: PageInfo; route: string; file: string }): string | undefined {
    if (moduleKey === undefined) return undefined
    try {
      return cacheKey(this.shellKey(site), this.sidebarKey(site.sidebar), moduleKey, JSON.stringify(doc))
    } catch {
      // Data JSON cannot write (a cycle or a BigInt in a Docusaurus config's custom fields): not cached.
      return undefined
    }
  }

  /** The page rendered for `route` under `key`, if an earlier build rendered it so. */
  get(route: string, key: string | undefined): RenderedRoute | undefined {
    const entry = key === undefined ? undefined : this.index.get(route)
    if (entry === undefined || entry.key !== key) return undefined
    let html: string
    try {
      html = readFileSync(join(this.dir, `${key}.html`), 'utf8')
    } catch {
      return undefined // removed by hand, or by another build of the site: render it again
    }
    return { route: entry.route, file: entry.file, kind: entry.kind, html }
  }

  set(route: string, key: string | undefined, rendered: RenderedRoute): void {
    if (key === undefined) return
    const { html, ...rest } = rendered
    this.index.set(route, { ...rest, key })
    this.fresh.set(key, html)
  }

  /** Writes the pages rendered anew and the index, keeping only the routes of this build. */
  async save(): Promise<void> {
    if (!this.index.changed) return
    await mkdir(this.dir, { recursive: true })
    await Promise.all([...this.fresh].map(([key, html]) => writeFile(join(this.dir, `${key}.html`), html)))
    await this.index.save({ prune: true })
    const kept = new Set([...this.index.keys()].map((route) => `${this.index.get(route)!.key}.html`))
    const stale = (await readdir(this.dir)).filter((name) => name.endsWith('.html') && !kept.has(name))
    await Promise.all(stale.map((name) => rm(join(this.dir, name), { force: true })))
    this.fresh.clear()
  }

  private shellKey(site: SiteView): string {
    // The config object, not `site`: pages with another sidebar get a copy of `site` with the same config.
    let key = this.shellKeys.get(site.config)
    // Every field of the view the shell draws from (the sidebar is keyed apart): a home page that appears
    // adds the breadcrumbs' Home on every doc (DocSearch's docs kept pages cached without it).
    const { config, navbar, assets, theme, docsVersions, docsData, feeds, hasHomePage, logos } = site
    if (key === undefined) this.shellKeys.set(site.config, (key = cacheKey(JSON.stringify({ config, navbar, assets, theme: theme?.fingerprint, docsVersions, docsData, feeds, hasHomePage, logos }))))
    return key
  }

  private sidebarKey(sidebar: Sidebar | undefined): string {
    if (!sidebar) return ''
    let key = this.shellKeys.get(sidebar)
    if (key === undefined) this.shellKeys.set(sidebar, (key = cacheKey(JSON.stringify(sidebar))))
    return key
  }
}
