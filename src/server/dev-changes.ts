/**
 * What a saved file asks of the watch server. chokidar reports absolute paths; this sorts them into the
 * few kinds of work the server knows (one doc, the model, assets, custom pages, a plain reload), so a
 * one-page edit never costs a whole-site rebuild.
 */
import { join, relative, sep } from 'node:path'

/** Work collected from one or more file events; merged while an update is running. */
export interface ChangeSet {
  /** Docs (site-relative with `/`, e.g. `docs/api/widget.md`) that changed, appeared or disappeared. */
  docs: Set<string>
  /** sidebars.ts changed: reload the model and re-render every page. */
  model: boolean
  /** The config file changed: reload it and the model, re-render every page (recompiling only if it must). */
  config: boolean
  /** There is no good build to patch: build everything. */
  full: boolean
  /** src/client or src/styles changed: rebuild the browser bundle and stylesheet. */
  assets: boolean
  /** src/pages (a Docusaurus site: anything in src/) changed: re-bundle the site's pages. */
  pages: boolean
  /** Something the browser loads as-is changed (static/): no rebuild, only a reload. */
  reload: boolean
  /**
   * Site files (site-relative with `/`) that are not pages and that pages may import (components, data,
   * raw-loader sources): the pages whose module holds one compile again (PageMeta.imports).
   */
  files: Set<string>
}

/** Where things live: the site (docs, config, static files, pages) and the generator (client, styles). */
export interface SiteLayout {
  root: string
  generatorRoot: string
  /** Docs folder relative to root (`docs`). */
  docsPath: string
  /**
   * Whether a Markdown file under the docs folder (path relative to it) is a page (config include/exclude);
   * other Markdown there (partials) compiles the pages importing it, or, imported by none, rebuilds
   * everything, as `_category_` files do. Undefined before a config
   * has loaded: then any Markdown file counts, so a save can retry the build.
   */
  isDoc?: (docsRelativePath: string) => boolean
  sidebarPath: string
  /** The tags file, relative to the docs folder (`tags.yml`); undefined: none. Saving it reloads the model. */
  tagsFile?: string
  /** The config file (`site.config.ts`, or a Docusaurus site's `docusaurus.config.*`). */
  configFile: string
  /** Files the config and the site's plugin files are built from besides the config (site-relative): a save reloads the config. */
  configSources?: readonly string[]
  /** Folders whose edits re-bundle the site's pages: `src/pages`; all of `src` for a Docusaurus site (its components, CSS). */
  pageSources: string[]
  /** The folder of each blog (config `blog` and `blogInstances`), relative to root: any edit there reloads the model. */
  blogPaths?: readonly string[]
  /** The folders of the site's other docs plugins (config `docsInstances`, their versions too) and its translations (`i18n`): an edit there rebuilds everything. */
  otherDocsPaths?: string[]
  /** Its static folders (config `staticDirectories`, default `static`): an edit there only reloads the browser. */
  staticPaths?: string[]
  /** Whether some page imports this site file (site-relative): saving it compiles those pages again. */
  imported?: (sitePath: string) => boolean
}

export function emptyChanges(): ChangeSet {
  return { docs: new Set(), model: false, config: false, full: false, assets: false, pages: false, reload: false, files: new Set() }
}

/** Adds `from` to `into` (used to carry a failed update's work into the next attempt). */
export function mergeChanges(into: ChangeSet, from: ChangeSet): ChangeSet {
  for (const doc of from.docs) into.docs.add(doc)
  for (const file of from.files) into.files.add(file)
  into.model ||= from.model
  into.config ||= from.config
  into.full ||= from.full
  into.assets ||= from.assets
  into.pages ||= from.pages
  into.reload ||= from.reload
  return into
}

export function hasChanges(c: ChangeSet): boolean {
  return c.docs.size > 0 || c.model || c.config || c.full || c.assets || c.pages || c.reload || c.files.size > 0
}

/** The files and folders the server process watches (generator code is the supervisor's business). */
export function watchedPaths(layout: SiteLayout): string[] {
  const { root, generatorRoot } = layout
  const paths = [layout.docsPath, layout.sidebarPath, layout.configFile, ...(layout.configSources ?? []), ...layout.pageSources, ...(layout.blogPaths ?? []), ...(layout.otherDocsPaths ?? []), ...VERSION_SOURCES, ...(layout.staticPaths ?? ['static'])].map((p) => join(root, p))
  return [...new Set([...paths, join(generatorRoot, 'src/client'), join(generatorRoot, 'src/styles')])]
}

/** Docs versions' files (content/versions.ts): an edit there rebuilds everything (chokidar watches paths that do not exist yet). */
const VERSION_SOURCES = ['versions.json', 'versioned_docs', 'versioned_sidebars']

/** Generator code that ESM cannot re-import: a change there restarts the server process. */
export const RESTART_DIRS = ['src/components', 'src/generator', 'src/server']

/** Records what a change to `path` requires; returns false when the file does not matter to the site. */
export function classifyChange(layout: SiteLayout, path: string, changes: ChangeSet): boolean {
  const site = toPosix(relative(layout.root, path))
  const generator = toPosix(relative(layout.generatorRoot, path))
  const under = (rel: string, dir: string) => rel === dir || rel.startsWith(`${dir}/`)
  const docs = toPosix(layout.docsPath).replace(/\/$/, '')
  const inDocs = under(site, docs) ? site.slice(docs.length + 1) : undefined
  if (inDocs !== undefined && /\.mdx?$/.test(site) && (layout.isDoc?.(inDocs) ?? true)) changes.docs.add(site)
  // A partial the pages import compiles them again; one no page imports yet may be anything: everything.
  else if (inDocs !== undefined && /\.mdx?$/.test(site) && layout.imported?.(site)) changes.files.add(site)
  else if (inDocs !== undefined && (/\.mdx?$/.test(site) || /(^|\/)_category_\.(json|ya?ml)$/.test(inDocs))) changes.full = true
  else if (inDocs !== undefined && inDocs === layout.tagsFile) changes.model = true
  else if (site === layout.configFile || layout.configSources?.includes(site)) changes.config = true
  else if ([...VERSION_SOURCES, ...(layout.otherDocsPaths ?? [])].some((dir) => under(site, toPosix(dir).replace(/\/$/, '')))) changes.full = true
  else if ((layout.blogPaths ?? []).some((dir) => under(site, toPosix(dir).replace(/\/$/, '')))) changes.model = true
  else if (site === toPosix(layout.sidebarPath)) changes.model = true
  else if (layout.pageSources.some((dir) => under(site, dir))) {
    changes.pages = true
    // Docs may import the site's components too.
    if (layout.imported?.(site)) changes.files.add(site)
  } else if ((layout.staticPaths ?? ['static']).some((dir) => under(site, toPosix(dir).replace(/\/$/, '')))) changes.reload = true
  else if (under(generator, 'src/client') || under(generator, 'src/styles')) changes.assets = true
  // A component, data file or source a page imports (in the docs folder or anywhere in the site).
  else if (layout.imported?.(site)) changes.files.add(site)
  else return false
  return true
}

function toPosix(path: string): string {
  return sep === '/' ? path : path.split(sep).join('/')
}

/** What a change set touched, for the watch server's "Updated … in N ms" line. */
export function describeChanges(changes: ChangeSet): string {
  const parts = [...changes.docs, ...changes.files]
  if (changes.config) parts.push('the config')
  if (changes.model) parts.push('the sidebar')
  if (changes.assets) parts.push('the client bundle')
  if (changes.pages) parts.push('the custom pages')
  // A docs version's file, another docs plugin's or a translation: the whole site is built again.
  if (changes.full && parts.length === 0) parts.push('the whole site')
  if (changes.reload && parts.length === 0) parts.push('static files')
  return parts.join(', ')
}
