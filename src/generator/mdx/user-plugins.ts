/**
 * The site's own remark and rehype plugins (docs options `remarkPlugins`, `rehypePlugins` and their
 * `beforeDefault…` lists, from site.config.ts or a Docusaurus config), in the places Docusaurus's
 * mdx-loader gives them: `beforeDefaultRemarkPlugins` before the built-in remark plugins and
 * `remarkPlugins` after them; rehype plugins once headings have their ids and the TOC is read (Docusaurus
 * reads both in remark), before code blocks are highlighted (Docusaurus highlights in the browser, so its
 * rehype plugins see plain `<pre><code>`).
 *
 * Plugins are functions, which cannot cross to a compile worker: batches carry a fingerprint
 * (`UserPluginsRef`), the thread that loaded the config registers the functions under it, and a compile
 * worker loads the site's config itself. The fingerprint (plugin sources, their options, the site's
 * lockfile) is part of the page cache's key, so a changed plugin or an upgraded package compiles the
 * pages again. The site's `markdown.preprocessor` crosses the same way.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Pluggable, PluggableList } from 'unified'
import type { DocsConfig, MarkdownPreprocessor, MdxPluginEntry, SassOptions } from '../config/schema'
import { BuildError } from '../errors'
import { MISSING_PACKAGES } from '../config/docusaurus/load-module'

/** The four lists of a site's docs options, as unified takes them (`false`/`null` entries dropped). */
export interface UserPlugins {
  beforeDefaultRemarkPlugins: PluggableList
  remarkPlugins: PluggableList
  beforeDefaultRehypePlugins: PluggableList
  rehypePlugins: PluggableList
}

/** Names a site's plugins across threads (plain data); undefined when the site has none. */
export interface UserPluginsRef {
  fingerprint: string
}

const LISTS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const
type ListName = (typeof LISTS)[number]
type PluginLists = Pick<DocsConfig, ListName>

const NONE: UserPlugins = { beforeDefaultRemarkPlugins: [], remarkPlugins: [], beforeDefaultRehypePlugins: [], rehypePlugins: [] }
/** This thread's plugins by fingerprint (the main thread's from its config, a worker's from its own load). */
const registered = new Map<string, UserPlugins>()
/** Lockfiles whose contents say which versions of the plugin packages are installed. */
const LOCKFILES = ['package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock', 'pnpm-lock.yaml', 'bun.lock']

/**
 * Registers the plugins of `docs` in this thread and returns their reference, or undefined when the
 * site lists none. `configFile` (relative to `root`) is named by the errors a plugin throws.
 */
export function userPluginsRef(root: string, docs: PluginLists, configFile: string): UserPluginsRef | undefined {
  // A loaded config is one object until it is loaded again: its plugins (and the lockfiles) are read once.
  if (refs.has(docs)) return refs.get(docs)
  const ref = makeRef(root, docs, configFile)
  refs.set(docs, ref)
  return ref
}

const refs = new WeakMap<PluginLists, UserPluginsRef | undefined>()

function makeRef(root: string, docs: PluginLists, configFile: string): UserPluginsRef | undefined {
  const entries = LISTS.flatMap((list) => docs[list].filter(isPlugin).map((entry) => [list, entry] as const))
  if (entries.length === 0) return undefined
  const hash = createHash('sha1')
  for (const [list, entry] of entries) hash.update(`${list}\0${describe(entry)}\0`)
  for (const file of LOCKFILES) hash.update(readOrEmpty(join(root, file)))
  const fingerprint = hash.digest('hex')
  if (!registered.has(fingerprint)) {
    const plugins = Object.fromEntries(LISTS.map((list) => [list, docs[list].filter(isPlugin).map((entry, i) => attributed(entry, list, i, root, configFile))])) as unknown as UserPlugins
    registered.set(fingerprint, plugins)
  }
  return { fingerprint }
}

/**
 * The plugins a batch was compiled with: this thread's registered ones, or, in a compile worker, those
 * of the site's config loaded here (a config edited since the build started: the worker uses the new one).
 */
export async function userPluginsOf(ref: UserPluginsRef | undefined, root: string): Promise<UserPlugins> {
  if (!ref) return NONE
  const known = registered.get(ref.fingerprint)
  if (known) return known
  const { config, configFile } = await loadConfigHere(root)
  // The docs' lists, another docs plugin's or a blog's: registering them all finds the one the batch names.
  for (const lists of [config.docs, ...config.docsInstances, config.blog, ...config.blogInstances]) if (lists !== false) userPluginsRef(root, lists, configFile)
  return registered.get(ref.fingerprint) ?? NONE
}

/** A site's `markdown.preprocessor` across threads, as its plugins: a fingerprint, and the config naming it. */
export interface UserPreprocessorRef {
  fingerprint: string
  configFile: string
}

/** A page's path and text → the text to compile. */
export type Preprocess = (absolutePath: string, source: string) => string

const preprocessors = new Map<string, Preprocess>()

/** Registers the site's preprocessor in this thread; undefined when it has none. */
export function userPreprocessorRef(root: string, markdown: { preprocessor?: MarkdownPreprocessor }, configFile: string): UserPreprocessorRef | undefined {
  const preprocessor = markdown.preprocessor
  if (!preprocessor) return undefined
  // The config's text too: the function may use its constants (the registry would hand out the old function).
  const hash = createHash('sha1').update(`preprocessor\0${preprocessor.name}: ${String(preprocessor)}\0`).update(readOrEmpty(join(root, configFile)))
  for (const file of LOCKFILES) hash.update(readOrEmpty(join(root, file)))
  const fingerprint = hash.digest('hex')
  if (!preprocessors.has(fingerprint)) preprocessors.set(fingerprint, attributedPreprocessor(preprocessor, root, configFile))
  return { fingerprint, configFile }
}

/** The preprocessor a batch names (loading the site's config in a compile worker); undefined: none. */
export async function userPreprocessorOf(ref: UserPreprocessorRef | undefined, root: string): Promise<Preprocess | undefined> {
  if (!ref) return undefined
  if (!preprocessors.has(ref.fingerprint)) userPreprocessorRef(root, (await loadConfigHere(root)).config.markdown, ref.configFile)
  return preprocessors.get(ref.fingerprint)
}

/** Called as Docusaurus's mdx-loader calls it; what it throws or a text it does not return names the page and the config. */
function attributedPreprocessor(preprocessor: MarkdownPreprocessor, root: string, configFile: string): Preprocess {
  return (absolutePath, source) => {
    const file = relative(root, absolutePath)
    const hint = `fix markdown.preprocessor in ${configFile}: it is called with { filePath, fileContent } and returns the text to compile`
    let text: unknown
    try {
      text = preprocessor({ filePath: absolutePath, fileContent: source })
    } catch (error) {
      throw new BuildError(`markdown.preprocessor failed on this page: ${error instanceof Error ? error.message : String(error)}`, { location: { file }, hint, cause: error })
    }
    if (typeof text !== 'string') throw new BuildError(`markdown.preprocessor returned ${text === null ? 'null' : typeof text} for this page, not its text`, { location: { file }, hint })
    return text
  }
}

/** The site's config, loaded in this thread (a compile worker's own load) without printing its warnings again. */
const sassOptions = new Map<string, Promise<SassOptions | undefined>>()

/** Where the site's Sass options are kept: by the text of its config file, as a change there may change them. */
function sassKey(root: string, configFile: string): string {
  return `${root}\0${String(readOrEmpty(join(root, configFile)))}`
}

/** Gives this thread the Sass options of the config it loaded, so a compile here does not load it again. */
export function rememberSassOptions(root: string, configFile: string, options: SassOptions | undefined): void {
  sassOptions.set(sassKey(root, configFile), Promise.resolve(options))
}

/**
 * The site's Sass options, for a compile that meets a Sass module: those the thread was given
 * (rememberSassOptions), else (a worker has no config of its own) the config loaded here, once per text
 * of the config file.
 */
export async function siteSassOptions(root: string): Promise<SassOptions | undefined> {
  const { configFileOf } = await import('../config/load')
  const key = sassKey(root, configFileOf(root))
  let options = sassOptions.get(key)
  if (!options) sassOptions.set(key, (options = loadConfigHere(root).then(({ config }) => config.sass)))
  return options
}

async function loadConfigHere(root: string) {
  const { configFileOf, loadConfig } = await import('../config/load')
  const silent = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} }
  return { config: await loadConfig(root, silent, { runPlugins: false }), configFile: configFileOf(root) }
}

function isPlugin(entry: MdxPluginEntry): entry is Exclude<MdxPluginEntry, false | null> {
  return entry !== false && entry !== null
}

/** A plugin entry as text: its function's name and source and its options (functions by their source). */
function describe(entry: Exclude<MdxPluginEntry, false | null>): string {
  const [plugin, options] = Array.isArray(entry) ? entry : [entry]
  const seen = new WeakSet<object>()
  const json = JSON.stringify(options ?? null, (_key, value: unknown) => {
    if (typeof value === 'function') return `function ${value.name}: ${String(value)}`
    if (typeof value === 'bigint') return value.toString()
    if (value instanceof RegExp) return String(value)
    if (value && typeof value === 'object') {
      if (seen.has(value)) return '[cycle]'
      seen.add(value)
    }
    return value
  })
  return `${plugin.name}: ${String(plugin)} ${json}`
}

function readOrEmpty(path: string): Buffer | string {
  try {
    return readFileSync(path)
  } catch {
    return ''
  }
}

type Transformer = (tree: unknown, file: PluginFile, next?: (error?: unknown, tree?: unknown, file?: unknown) => void) => unknown
interface PluginFile {
  path?: string
}

/** Plugins left out as they ran (see `attributed`), for the compile's warnings. */
const pluginWarnings: string[] = []

/** The warnings of plugins left out since the last call (this thread's). */
export function takePluginWarnings(): string[] {
  return pluginWarnings.splice(0)
}

function errorText(error: unknown): string {
  return error instanceof Error ? (error as { reason?: string }).reason ?? error.message : String(error)
}

/**
 * The plugin, such that what it throws becomes a BuildError naming the page (and the line, when the
 * plugin says where: a VFileMessage's `place`), the plugin, and the config that lists it.
 */
function attributed(entry: Exclude<MdxPluginEntry, false | null>, list: ListName, index: number, root: string, configFile: string): Pluggable {
  const [plugin, options] = Array.isArray(entry) ? entry : [entry, undefined]
  // Packages the config's files import that are not installed (config/docusaurus/map.ts marks the plugin).
  const missing = (plugin as unknown as Record<symbol, string[] | undefined>)[MISSING_PACKAGES]
  let leftOut = false
  // An anonymous plugin (a package's arrow function) is named by its place in the list.
  const name = plugin.name || `#${index + 1}`
  const label = plugin.name ? `"${plugin.name}"` : `#${index + 1} of docs.${list}`
  const kind = list.toLowerCase().includes('rehype') ? 'rehype' : 'remark'
  const fail = (error: unknown, file?: PluginFile): BuildError => {
    if (error instanceof BuildError) return error
    const place = (error as { place?: { line?: number; column?: number; start?: { line?: number; column?: number } } }).place
    const point = place?.start ?? place
    const message = error instanceof Error ? (error as { reason?: string }).reason ?? error.message : String(error)
    return new BuildError(`${kind} plugin ${label} failed${file?.path ? '' : ' to start'}: ${message}`, {
      location: file?.path ? { file: relative(root, file.path), line: point?.line ?? undefined, column: point?.column ?? undefined } : { file: configFile },
      hint: `the plugin is listed in docs.${list} of ${configFile}: fix what it reports in the page, or its options`,
      cause: error instanceof Error && error.stack && !(error as { place?: unknown }).place && error.message !== message ? error : undefined,
    })
  }
  /**
   * What it throws fails the build; but when packages its files import are missing, it is most likely a
   * stub's doing: the plugin is left out from then on, said once, and the page keeps its tree.
   */
  const failed = (error: unknown, file?: PluginFile): BuildError | undefined => {
    const failure = fail(error, file)
    if (missing === undefined) return failure
    if (!leftOut) pluginWarnings.push(`${failure.location?.file ?? configFile}: ${kind} plugin ${label} is left out: it failed${file?.path ? ' on this page' : ''} (${errorText(error)}) while packages the config's files import are not installed here (${missing.join(', ')}): npm install them in the site to run it`)
    leftOut = true
    return undefined
  }
  function wrapped(this: unknown, ...args: unknown[]): unknown {
    let transformer: unknown
    try {
      transformer = plugin.apply(this, args)
    } catch (error) {
      const failure = failed(error)
      if (failure) throw failure
      return undefined
    }
    if (typeof transformer !== 'function') return transformer
    const transform = transformer as Transformer
    // unified calls a transformer with a third parameter as callback-style: keep its arity.
    if (transform.length >= 3) {
      return (tree: unknown, file: PluginFile, next: (error?: unknown, tree?: unknown, file?: unknown) => void) => {
        if (leftOut) return next(undefined, tree, file)
        transform(tree, file, (error, ...rest) => {
          let problem = error
          if (!problem && rest[0] !== undefined && rest[0] !== null) {
            try {
              checkedTree(rest[0])
            } catch (wrong) {
              problem = wrong
            }
          }
          if (!problem) return next(undefined, ...rest)
          const failure = failed(problem, file)
          return failure ? next(failure) : next(undefined, tree, file)
        })
      }
    }
    return async (tree: unknown, file: PluginFile) => {
      if (leftOut) return tree
      try {
        const returned = await transform(tree, file)
        // Nothing (undefined or null) means the tree as it is, as unified's pipeline (trough) takes it.
        return returned === undefined || returned === null ? undefined : checkedTree(returned)
      } catch (error) {
        const failure = failed(error, file)
        if (failure) throw failure
        return tree
      }
    }
  }
  /** A transformer's returned tree, which unified goes on with: a node, or a failure of the plugin's. */
  const checkedTree = (returned: unknown): unknown => {
    if (returned !== null && typeof returned === 'object' && typeof (returned as { type?: unknown }).type === 'string') return returned
    throw new TypeError(`it returned ${typeof returned === 'function' ? 'a function' : typeof returned} where a syntax tree (or nothing) was expected`)
  }
  Object.defineProperty(wrapped, 'name', { value: name })
  return options === undefined ? (wrapped as Pluggable) : ([wrapped, options] as Pluggable)
}
