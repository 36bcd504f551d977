/**
 * Compiling on every core: the pages are cut into batches of about equal size and handed out as lanes
 * free up, to the main thread (otherwise idle while pages compile) and, on machines with more than two
 * cores, to compile workers (compile-worker.ts) too; the modules they make are written to a folder and
 * imported, so render can call each page's component. Every lane sends its code blocks to one code
 * worker (code-service.ts explains why one). Workers live as long as the process (the watch server
 * reuses the warm highlighter and code cache) and never keep it alive.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { MessageChannel, Worker, type MessagePort, type ResourceLimits } from 'node:worker_threads'
import type { Root } from 'mdast'
import type { ComponentType } from 'react'
import { fromTransferable } from '../errors'
import type { Logger } from '../log'
import type { KeyedFile } from '../cache/keyed-file'
import { codeKey, openMainCodeCache, saveCodeCache as writeCodeCache, type CodeEntry } from './code-cache'
import type { CompileInput, MarkdownFormat, TransformedPage, TransformOptions } from './compile'
import type { CodeJob, CodeResult } from './code-jobs'
import { CodeClient } from './code-service'
import type { CodeWorkerConnect } from './code-worker'
import type { CompileReply, CompileTask, CompileWorkerData } from './compile-worker'
import { ModuleLoadFailure, modulePosition, pageLoadError } from './load-errors'
import { PageCache } from './page-cache'
import { missingPackageNote, noteMissingPackages } from './missing-packages'
import { userPreprocessorOf } from './user-plugins'
import { originalPosition, type SourcePoint } from './source-position'
import { workerExecArgv, workerUrl } from '../runtime/worker-url'
import type { PageMeta } from './page-meta'

export type { CompileInput } from './compile'

export interface CompiledPage {
  Content: ComponentType<{ components?: Record<string, unknown> }>
  meta: PageMeta
  /**
   * Names the module by what made it (its page-cache key), when the page imports nothing of its own:
   * the render cache keys its HTML by it. Undefined for pages whose module a key cannot name.
   */
  moduleKey?: string
  /**
   * Where in the page's source (or a file it bundles) an error its code threw while rendering was thrown:
   * the page is compiled again with a source map and the error's frame in its module mapped back (see
   * placeLoadFailure); undefined when no frame is in the module.
   */
  locate?: (error: unknown) => Promise<SourcePoint | undefined>
}

export interface CompileOptions {
  root: string
  /** Where compiled modules are written to be imported (inside the generator, so `react` resolves). */
  moduleDir: string
  /** Where the code cache is kept between builds. */
  cacheDir: string
  codeTheme: string
  globalComponents: ReadonlySet<string>
  /** A Docusaurus site's own theme components (see TransformOptions). */
  siteTheme?: TransformOptions['siteTheme']
  /** Absolute source path → route, for every page of the site (a translated doc's other path too). */
  routes: ReadonlyMap<string, string>
  /**
   * The locale of a translated site's build (i18n): its pages are cached apart from the default
   * locale's (their links and twins differ), so building every locale does not evict the others.
   */
  locale?: string
  /** Site URL and base path, without a trailing slash, for Markdown twins; undefined: none. */
  twinOrigin: string | undefined
  /** Config `markdown.format` and the absolute docs folder (see TransformOptions). */
  markdownFormat?: MarkdownFormat
  docsDir?: string
  /** Each docs version's absolute content folders (see TransformOptions). */
  docsFolders?: string[][]
  /**
   * Stop the workers as soon as the last page is compiled, before the modules are imported (a one-shot
   * build): the code worker's highlighter and the compile worker's syntax trees are then freed before the
   * main thread's memory grows with the imported pages. Default false: they stay warm for the next compile.
   */
  releaseWorkers?: boolean
  /** The API reference samples link to; undefined: no links. */
  api?: TransformOptions['api']
  /** The site's baseUrl (see TransformOptions). */
  baseUrl?: string
  /** The site's own remark and rehype plugins (see TransformOptions). */
  plugins?: TransformOptions['plugins']
  /** The site's `markdown.preprocessor` and `markdown.anchors.maintainCase` (see TransformOptions). */
  preprocessor?: TransformOptions['preprocessor']
  maintainCase?: boolean
  magicComments?: TransformOptions['magicComments']
  defaultLanguage?: TransformOptions['defaultLanguage']
  /**
   * Pages that compile with Markdown options of their own: the blog's posts with the blog's plugins,
   * another docs plugin's docs with its plugins and admonitions (as each Docusaurus plugin has its own).
   * A page in none of them takes `plugins` and `admonitions`.
   */
  groups?: PageGroup[]
  /** The blog folder (see TransformOptions). */
  blogDirs?: string[]
  /** Mermaid diagrams and emoji shortcodes (see TransformOptions). */
  mermaid?: boolean
  emoji?: boolean
  admonitions?: string[]
  resolveAliases?: TransformOptions['resolveAliases']
  javaScriptTabs?: boolean | readonly string[]
  /** Config `unbuiltThemes` (see TransformOptions). */
  unbuiltThemes?: readonly string[]
  /** The site uses plugin-ideal-image (see TransformOptions). */
  idealImage?: boolean
  /** Config `staticDirectories` (see TransformOptions). */
  staticDirectories?: readonly string[]
  /** Config `trailingSlash` (see TransformOptions). */
  trailingSlash?: boolean
  /** The site draws fenced code itself (see TransformOptions). */
  siteFences?: boolean
  /** Config `markdown.remarkRehypeOptions` (see TransformOptions). */
  remarkRehypeOptions?: TransformOptions['remarkRehypeOptions']
  /** A Docusaurus site, compiled as Docusaurus compiles it (see TransformOptions). */
  docusaurus?: boolean
  logger: Logger
}

/** The Markdown options that differ between a site's plugins: its remark and rehype plugins, its admonitions. */
interface PageMarkdown {
  plugins?: TransformOptions['plugins']
  admonitions?: string[]
}

/** Some pages (`includes` their absolute path) and the Markdown options they compile with. */
export interface PageGroup extends PageMarkdown {
  includes: (absolutePath: string) => boolean
}

const WORKER_URL = workerUrl('compile-worker', new URL('./compile-worker-entry.mjs', import.meta.url))
const CODE_WORKER_URL = workerUrl('code-worker', new URL('./code-worker-entry.mjs', import.meta.url))
/**
 * A young generation of 8 MB per worker instead of V8's default (up to 48 MB per thread): the same build
 * time, about 120 MB less memory. Their work makes short-lived garbage, which small semispaces collect fast.
 */
const WORKER_LIMITS: ResourceLimits = { maxYoungGenerationSizeMb: 8 }
/** Enough batches that a worker which drew small pages takes another, few enough that esbuild's start-up per call stays small. */
const BATCHES_PER_WORKER = 4
/**
 * At most about this much Markdown per batch: a worker holds the syntax trees and results of its
 * batches in flight until each ends, so a fixed number of batches made the compile worker's memory grow
 * with the site (bench/scale, 486 pages: 1.7 GB peak). Our docs (1.8 MB) make 8 batches: a cold build's
 * peak RSS 537-574 → 482-500 MB against 600 KB batches, the same time within noise (3 runs each,
 * alternated), the same output.
 */
const MAX_BATCH_CHARS = 250_000
/**
 * Batches a worker holds at once. With two, it parses the next batch's MDX while the code worker
 * finishes the code blocks of the one before, instead of both threads taking turns to idle at the end
 * of every batch.
 */
const BATCHES_IN_FLIGHT = 2
const MAX_WORKERS = 4

interface PoolWorker {
  worker: Worker
  pending: Map<number, (reply: CompileReply | Error) => void>
}

let pool: PoolWorker[] = []
let codeWorker: Worker | undefined
/** The main thread's own client of the code worker (for code outside the docs, see processCodeOnWorker). */
let mainClient: { client: CodeClient; port: MessagePort } | undefined
/** The main thread's own code cache (see openMainCodeCache), by folder: its hits need no code worker. */
const mainCodeCaches = new Map<string, KeyedFile<CodeEntry>>()
let sequence = 0
let generation = 0
/** What a site's code cache (by its folder) is saved from (saveCodeCache). */
interface CodeUse {
  /** Code-cache entries used by the compiles of this process. */
  used: Map<string, CodeEntry>
  /** Code-cache keys of the pages taken from the page cache: kept when the code cache is saved. */
  kept: Set<string>
  /** Whether docs were compiled since the code cache was last saved (else the file is up to date). */
  sent: boolean
}
/** By cache folder: a process that builds several sites (the tests) writes each one's entries into its own file only. */
const codeUses = new Map<string, CodeUse>()

function codeUseOf(cacheDir: string): CodeUse {
  let use = codeUses.get(cacheDir)
  if (!use) codeUses.set(cacheDir, (use = { used: new Map(), kept: new Set(), sent: false }))
  return use
}

/**
 * Compiles pages on the worker pool; returns them keyed by absolute source path. Pages unchanged since
 * an earlier build (same source, routes and options) come from the page cache instead.
 */
export async function compilePages(given: CompileInput[], options: CompileOptions): Promise<Map<string, CompiledPage>> {
  // The site's preprocessor runs once per page, here: its text is what the page cache is keyed by (it can
  // depend on more than the page: a constant of the config, a file it reads) and what the workers compile.
  const own = await userPreprocessorOf(options.preprocessor, options.root)
  const inputs = own ? given.map((input) => ({ ...input, source: own(input.absolutePath, input.source) })) : given
  const transformOptions = {
    root: options.root,
    codeTheme: options.codeTheme,
    globalComponents: [...options.globalComponents],
    siteTheme: options.siteTheme,
    routes: [...options.routes],
    twinOrigin: options.twinOrigin,
    markdownFormat: options.markdownFormat,
    docsDir: options.docsDir,
    docsFolders: options.docsFolders,
    trailingSlash: options.trailingSlash,
    unbuiltThemes: options.unbuiltThemes,
    idealImage: options.idealImage,
    staticDirectories: options.staticDirectories,
    api: options.api,
    baseUrl: options.baseUrl,
    plugins: options.plugins,
    preprocessor: options.preprocessor,
    maintainCase: options.maintainCase,
    magicComments: options.magicComments,
    defaultLanguage: options.defaultLanguage,
    remarkRehypeOptions: options.remarkRehypeOptions,
    blogDirs: options.blogDirs,
    mermaid: options.mermaid,
    emoji: options.emoji,
    admonitions: options.admonitions,
    resolveAliases: options.resolveAliases,
    javaScriptTabs: options.javaScriptTabs,
    siteFences: options.siteFences,
    docusaurus: options.docusaurus,
  }
  const rel = (path: string) => relative(options.root, path)
  const cache = await PageCache.open(options.cacheDir, options.root)
  const context = {
    codeTheme: options.codeTheme,
    globalComponents: [...options.globalComponents].sort(),
    // The forwarding modules a page's theme imports become name the site's exports.
    siteTheme: options.siteTheme,
    routes: [...options.routes].map(([path, route]) => [rel(path), route]).sort(),
    twinOrigin: options.twinOrigin,
    markdownFormat: options.markdownFormat,
    docsDir: options.docsDir === undefined ? undefined : rel(options.docsDir),
    docsFolders: options.docsFolders?.length ? options.docsFolders.map((folders) => folders.map(rel)) : undefined,
    trailingSlash: options.trailingSlash || undefined,
    docusaurus: options.docusaurus || undefined,
    api: options.api && PageCache.key(options.api.version, options.api.reference),
    blogDirs: options.blogDirs?.length ? options.blogDirs.map(rel) : undefined,
    mermaid: options.mermaid || undefined,
    idealImage: options.idealImage || undefined,
    staticDirectories: options.staticDirectories,
    emoji: options.emoji || undefined,
    preprocessor: options.preprocessor?.fingerprint,
    resolveAliases: options.resolveAliases?.length ? options.resolveAliases : undefined,
    javaScriptTabs: options.javaScriptTabs === true ? undefined : options.javaScriptTabs,
    siteFences: options.siteFences || undefined,
    maintainCase: options.maintainCase || undefined,
    magicComments: options.magicComments,
    defaultLanguage: options.defaultLanguage,
    remarkRehypeOptions: options.remarkRehypeOptions,
  }
  // Posts compile with the blog's plugins, another docs plugin's docs with its own, the rest with the docs'.
  const markdownOf = (input: CompileInput): PageMarkdown => options.groups?.find((g) => g.includes(input.absolutePath)) ?? options
  const variant = `${options.locale === undefined ? '' : `${options.locale}:`}${options.twinOrigin === undefined ? 'page' : 'page+twin'}`
  // What every page shares (the route of each page among it) is written out and hashed once: in each
  // page's key it cost O(pages²), ~0.9 s of a build of Remotion's 1,052 docs.
  const shared = PageCache.key('', context)
  const keys = new Map(inputs.map((input) => [input.absolutePath, PageCache.key(input.source, { file: rel(input.absolutePath), shared, plugins: markdownOf(input).plugins?.fingerprint, admonitions: markdownOf(input).admonitions, frontMatter: input.frontMatter })]))
  const transformed: TransformedPage[] = []
  const misses: CompileInput[] = []
  const codeUse = codeUseOf(options.cacheDir)
  for (const input of inputs) {
    const hit = cache.get(input.absolutePath, variant, keys.get(input.absolutePath)!)
    if (!hit) {
      misses.push(input)
      continue
    }
    transformed.push({ absolutePath: input.absolutePath, code: hit.code, meta: hit.meta, cacheable: true })
    for (const key of hit.meta.codeKeys) codeUse.kept.add(key)
    for (const warning of hit.warnings) warn(warning, options.logger)
  }
  options.logger.debug(`page cache: ${inputs.length - misses.length} of ${inputs.length} pages unchanged`)
  const compiled = await compileEachGroup(misses, markdownOf, transformOptions, options)
  if (options.releaseWorkers) await closeCompilePool()
  for (const page of compiled.pages) {
    if (!page.cacheable) continue
    const prefix = `${rel(page.absolutePath)}:`
    cache.set(page.absolutePath, variant, { key: keys.get(page.absolutePath)!, code: page.code, meta: page.meta, warnings: compiled.warnings.filter((w) => w.startsWith(prefix)) })
  }
  // A compile of the whole site (a build, the watch server's start) forgets pages that are gone and
  // saves the file; the watch server's one-page compiles only update the copy in memory (writing
  // megabytes on every save would cost more than the compile).
  const whole = inputs.length === new Set(options.routes.values()).size
  if (whole) cache.retain(inputs.map((i) => i.absolutePath), options.locale)
  const start = performance.now()
  const inputOf = new Map(inputs.map((input) => [input.absolutePath, input]))
  const transformOf = (input: CompileInput) => ({ ...transformOptions, ...markdownOf(input) })
  const locator = (absolutePath: string, moduleFile: string): CompiledPage['locate'] => (error) => placeInPage(error, moduleFile, inputOf.get(absolutePath)!, transformOf(inputOf.get(absolutePath)!), options)
  const [pages] = await Promise.all([
    importModules([...transformed, ...compiled.pages], keys, options, locator).catch(async (error: unknown) => {
      throw error instanceof ModuleLoadFailure ? await placeLoadFailure(error, inputs, transformOf, options) : error
    }),
    whole ? cache.save({ last: options.releaseWorkers }) : undefined,
  ])
  options.logger.debug(`imported ${pages.size} compiled pages: ${(performance.now() - start).toFixed(0)} ms`)
  return pages
}

/**
 * A page whose code threw as it loaded: where in the page? The module the build imported carries no
 * source map (it would cost every build), so the failing page alone is compiled again with one (its code
 * is the same, the map only appended) and the stack's position in the module is mapped back through it.
 */
async function placeLoadFailure(failure: ModuleLoadFailure, inputs: CompileInput[], transformOf: (input: CompileInput) => CompileTask['options'], options: CompileOptions): Promise<Error> {
  const input = inputs.find((i) => i.absolutePath === failure.absolutePath)
  const mapped = input ? await placeInPage(failure.cause, failure.moduleFile, input, transformOf(input), options) : undefined
  return pageLoadError(failure.cause, failure.absolutePath, options.root, mapped)
}

/** Where in `input` (or a file it bundles) the first frame of `error` in its module `moduleFile` is: the page compiled again with a source map. */
async function placeInPage(error: unknown, moduleFile: string, input: CompileInput, transformOptions: CompileTask['options'], options: CompileOptions): Promise<SourcePoint | undefined> {
  const at = modulePosition(error, moduleFile)
  if (!at) return undefined
  const quiet = { ...options, logger: { ...options.logger, warn: () => {} } }
  const again = await compileOnWorkers([input], { ...transformOptions, sourcemap: true }, quiet).catch(() => undefined)
  if (options.releaseWorkers) await closeCompilePool()
  const code = again?.pages[0]?.code
  const original = code === undefined ? undefined : originalPosition(code, at.line, at.column)
  // The map names files relative to the module, which esbuild placed in <root>/.rtk-compiled/ (compile.ts).
  return original?.source ? { file: join(options.root, '.rtk-compiled', original.source), line: original.line, column: original.column } : undefined
}

/**
 * The pages that share Markdown options compiled together, one such set after the other (a site whose
 * blog or other docs plugins list other Markdown plugins); most sites have one set, compiled at once.
 */
async function compileEachGroup(inputs: CompileInput[], markdownOf: (input: CompileInput) => PageMarkdown, transformOptions: CompileTask['options'], options: CompileOptions): Promise<{ pages: TransformedPage[]; warnings: string[] }> {
  const sets = new Map<string, { markdown: PageMarkdown; inputs: CompileInput[] }>()
  for (const input of inputs) {
    const markdown = markdownOf(input)
    const key = JSON.stringify([markdown.plugins?.fingerprint, markdown.admonitions])
    if (!sets.has(key)) sets.set(key, { markdown, inputs: [] })
    sets.get(key)!.inputs.push(input)
  }
  const pages: TransformedPage[] = []
  const warnings: string[] = []
  for (const set of sets.values()) {
    const compiled = await compileOnWorkers(set.inputs, { ...transformOptions, plugins: set.markdown.plugins, admonitions: set.markdown.admonitions }, options)
    pages.push(...compiled.pages)
    warnings.push(...compiled.warnings)
  }
  return { pages, warnings }
}

/**
 * Says a page's warning, but for a missing package's: noted, to be said once per package with every file
 * that imports it when the build reports the theme's and pages' (missing-packages.ts).
 */
function warn(warning: string, logger: Logger): void {
  const missing = missingPackageNote(warning)
  if (missing) noteMissingPackages([missing])
  else logger.warn(warning)
}

/** Compiles `inputs` in batches on the workers; throws the error of the earliest failed batch. */
async function compileOnWorkers(inputs: CompileInput[], transformOptions: CompileTask['options'], options: CompileOptions): Promise<{ pages: TransformedPage[]; warnings: string[] }> {
  if (inputs.length === 0) return { pages: [], warnings: [] }
  const codeUse = codeUseOf(options.cacheDir)
  codeUse.sent = true
  const batches = splitIntoBatches(inputs, batchCount(inputs.reduce((sum, input) => sum + input.source.length, 0), workerCount() + 1))
  const workers = ensureWorkers(Math.min(workerCount(), batches.length - 1))
  ensureCodeWorker()
  const compileHere = await compileOnMainThread(options.cacheDir)

  // Each thread takes the next batch when one of its lanes is free; after a failure no new batch starts,
  // and the error of the earliest failed batch is reported once the running ones are done.
  const transformed: TransformedPage[] = []
  const warnings: string[] = []
  const failures: Array<{ index: number; error: Error }> = []
  let next = 0
  const lanes = [undefined, ...workers].flatMap((w) => Array.from({ length: BATCHES_IN_FLIGHT }, () => w))
  await Promise.all(
    lanes.map(async (w) => {
      while (next < batches.length && failures.length === 0) {
        const index = next++
        const start = performance.now()
        const task = { id: ++sequence, inputs: batches[index]!, options: transformOptions, cacheDir: options.cacheDir }
        const reply = w ? await run(w, task) : await compileHere(task)
        options.logger.debug(`compile batch ${index} (${batches[index]!.length} pages) on ${w ? `worker ${pool.indexOf(w)}` : 'the main thread'}: ${(performance.now() - start).toFixed(0)} ms`)
        if (reply instanceof Error) failures.push({ index, error: reply })
        else if (!reply.ok) failures.push({ index, error: fromTransferable(reply.error) })
        else {
          for (const [key, entry] of reply.codeEntries) codeUse.used.set(key, entry)
          for (const warning of reply.warnings) warn(warning, options.logger)
          warnings.push(...reply.warnings)
          transformed.push(...reply.pages)
        }
      }
    }),
  )
  if (failures.length > 0) throw failures.sort((a, b) => a.index - b.index)[0]!.error
  return { pages: transformed, warnings }
}

/**
 * A compile lane on the main thread: the same work as a compile worker's (compile-worker.ts), its code
 * blocks sent to the code worker through the main thread's own client. On two cores this is the only
 * compile lane: a compile worker beside it cost ~1 s of CPU to start and its own heap, while the main
 * thread idled (a cold build of our docs 14.8-17.8 → 12.8-15.5 s, 2 alternated pairs). MDX is loaded on
 * the first compile, so a warm build that compiles nothing never loads it.
 */
async function compileOnMainThread(cacheDir: string): Promise<(task: CompileTask) => Promise<CompileReply | Error>> {
  const { transformPages } = await import('./compile')
  const { client, port } = mainCodeClient()
  return async (task) => {
    const used = new Map<string, CodeEntry>()
    const highlight = (job: CodeJob) => {
      port.ref()
      return client.process(job, cacheDir, used)
    }
    const writeTwin = (tree: Root) => {
      port.ref()
      return client.twin(tree)
    }
    try {
      const result = await transformPages(task.inputs, task.options, highlight, writeTwin)
      // A page's meta (its links, headings, excerpt…) is cut out of the text the compile parsed, and a
      // cut-out string keeps the whole text it came from: a copy of every page's source stayed in memory
      // for the rest of the build. A worker's reply is copied across threads, which leaves no such tie;
      // the main thread's lane copies the meta the same way (~5% of the heap at render).
      const pages = result.pages.map((page) => ({ ...page, meta: structuredClone(page.meta) }))
      return { id: task.id, ok: true, codeEntries: [...used], ...result, pages }
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error))
    }
  }
}

/**
 * Starts the code worker (and any compile workers) ahead of the first compile: each spends about a
 * second loading shiki, TypeScript or MDX, which then overlaps with collecting the site. A build that
 * will find every page in the page cache does better without (see pagesMayNeedCompiling).
 */
export function startCompileWorkers(): void {
  ensureCodeWorker()
  ensureWorkers(workerCount())
}

/**
 * Writes the code cache with the entries this process used (once per build) and those of the pages it
 * took from the page cache; a build that highlighted nothing leaves the file as it is. `last`: the
 * process compiles nothing more (a one-shot build's last locale), so the entries are let go. The watch
 * server keeps them: each save writes the file whole from them.
 */
export async function saveCodeCache(cacheDir: string, { last = false }: { last?: boolean } = {}): Promise<void> {
  const use = codeUses.get(cacheDir)
  if (use && use.used.size > 0 && use.sent) await writeCodeCache(cacheDir, use.used, use.kept)
  if (use) use.sent = false
  // After a one-shot build's last compile nothing reads them again: the highlighted HTML of every sample,
  // both languages, held to the end of the build (~14% of the heap at render, some 300 MB at 2,000 pages).
  if (last) codeUses.delete(cacheDir)
  const main = mainCodeCaches.get(cacheDir)
  if (main?.changed) await main.save({ prune: true })
}

/**
 * Highlights a code block for the main thread on the code worker, so the process keeps one highlighter
 * (the home page's sample: a highlighter of its own cost the main thread ~0.5 s and its memory on every
 * build). The result is kept in the main thread's own small code cache, looked up first: a warm build
 * whose pages all come from the page cache then starts no worker at all (~1 s of CPU each to load).
 */
export async function processCodeOnWorker(job: CodeJob, cacheDir: string): Promise<CodeResult> {
  let cache = mainCodeCaches.get(cacheDir)
  if (!cache) mainCodeCaches.set(cacheDir, (cache = openMainCodeCache(cacheDir)))
  const key = codeKey(job)
  const known = cache.get(key)
  if (known) return known
  const result = await sendCodeJob(job, cacheDir)
  if (result.ok) cache.set(key, result)
  return result
}

/** A job of the main thread's, on the code worker (its result goes to the main code cache, not the docs' one). */
function sendCodeJob(job: CodeJob, cacheDir: string): Promise<CodeResult> {
  const { client, port } = mainCodeClient()
  port.ref()
  return client.process(job, cacheDir, new Map())
}

/** The main thread's channel to the code worker; ref its port while a job waits. */
function mainCodeClient(): { client: CodeClient; port: MessagePort } {
  if (!mainClient) {
    const { port1, port2 } = new MessageChannel()
    ensureCodeWorker().postMessage({ port: port2 } satisfies CodeWorkerConnect, [port2])
    // Referenced only while a job waits: an idle port must not keep a finished build's process alive.
    mainClient = { client: new CodeClient(port1, () => port1.unref()), port: port1 }
    port1.unref()
  }
  return mainClient
}

/** Stops the workers (they are unref'd, so a finished build exits without this). */
export async function closeCompilePool(): Promise<void> {
  const all = [...pool.map((w) => w.worker), ...(codeWorker ? [codeWorker] : [])]
  pool = []
  codeWorker = undefined
  closeMainClient(new Error('the code worker was stopped'))
  await Promise.all(all.map((w) => w.terminate()))
}

/**
 * Compile workers beside the main thread's lane: the code worker keeps a core busy with highlighting and
 * the main thread another, so workers take the cores left (none on two cores). RTK_DOCS_COMPILE_WORKERS
 * sets the number (internal: tests run the workers' path on any machine with it).
 */
function workerCount(): number {
  const set = process.env.RTK_DOCS_COMPILE_WORKERS
  if (set !== undefined && /^\d+$/.test(set)) return Math.min(MAX_WORKERS, Number(set))
  return Math.max(0, Math.min(MAX_WORKERS, availableParallelism() - 2))
}

/** How many batches `chars` of Markdown are compiled in by `workers` compiling threads. */
export function batchCount(chars: number, workers: number): number {
  return Math.max(workers * BATCHES_PER_WORKER, Math.ceil(chars / MAX_BATCH_CHARS))
}

/** Largest pages first, each into the lightest batch so far: batches of about equal work. */
function splitIntoBatches(inputs: CompileInput[], count: number): CompileInput[][] {
  const batches = Array.from({ length: Math.min(count, inputs.length) }, () => ({ size: 0, inputs: [] as CompileInput[] }))
  for (const input of [...inputs].sort((a, b) => b.source.length - a.source.length)) {
    const lightest = batches.reduce((min, b) => (b.size < min.size ? b : min))
    lightest.inputs.push(input)
    lightest.size += input.source.length
  }
  return batches.sort((a, b) => b.size - a.size).map((b) => b.inputs)
}

function ensureWorkers(count: number): PoolWorker[] {
  while (pool.length < count) pool.push(spawn())
  return pool.slice(0, count)
}

function spawn(): PoolWorker {
  const { port1, port2 } = new MessageChannel()
  ensureCodeWorker().postMessage({ port: port2 } satisfies CodeWorkerConnect, [port2])
  const worker = new Worker(WORKER_URL, { workerData: { codePort: port1 } satisfies CompileWorkerData, transferList: [port1], resourceLimits: WORKER_LIMITS, execArgv: workerExecArgv() })
  const entry: PoolWorker = { worker, pending: new Map() }
  entry.worker.on('message', (reply: CompileReply) => {
    entry.pending.get(reply.id)?.(reply)
    entry.pending.delete(reply.id)
    if (entry.pending.size === 0) entry.worker.unref()
  })
  entry.worker.on('error', (error) => {
    // A crashed worker fails what it was doing and leaves the pool; the next compile starts a new one.
    failPending(entry, new Error(`a compile worker crashed: ${error.message}`, { cause: error }))
    pool = pool.filter((w) => w !== entry)
  })
  entry.worker.unref()
  return entry
}

function ensureCodeWorker(): Worker {
  if (codeWorker) return codeWorker
  const worker = new Worker(CODE_WORKER_URL, { resourceLimits: WORKER_LIMITS, execArgv: workerExecArgv() })
  // Compile workers waiting for its answers would wait forever: fail what they are doing and stop
  // them; the next compile starts a new code worker and new compile workers connected to it.
  const lost = (reason: string, cause?: Error) => {
    if (codeWorker !== worker) return // stopped on purpose (closeCompilePool), or already handled
    codeWorker = undefined
    closeMainClient(new Error(`the code worker (highlighting) stopped: ${reason}`, { cause }))
    const stopped = pool
    pool = []
    for (const w of stopped) {
      failPending(w, new Error(`the code worker (highlighting) stopped: ${reason}`, { cause }))
      void w.worker.terminate()
    }
  }
  worker.on('error', (error) => lost(error.message, error))
  worker.on('exit', (code) => lost(`it exited with code ${code}`))
  worker.unref()
  codeWorker = worker
  return worker
}

function closeMainClient(error: Error): void {
  mainClient?.client.failAll(error)
  mainClient?.port.close()
  mainClient = undefined
}

function failPending(w: PoolWorker, error: Error): void {
  for (const settle of w.pending.values()) settle(error)
  w.pending.clear()
}

function run(w: PoolWorker, task: CompileTask): Promise<CompileReply | Error> {
  return new Promise<CompileReply | Error>((settle) => {
    w.pending.set(task.id, settle)
    // Busy workers keep the process alive (nothing else may be pending while it waits for them).
    w.worker.ref()
    w.worker.postMessage(task)
  })
}

/**
 * Writes the modules to a fresh folder, imports them, and removes the folder. `locator` makes a page's
 * `locate` from the file its module was imported from (the file an error's stack names).
 */
async function importModules(transformed: TransformedPage[], keys: ReadonlyMap<string, string>, options: CompileOptions, locator: (absolutePath: string, moduleFile: string) => CompiledPage['locate']): Promise<Map<string, CompiledPage>> {
  const outdir = join(options.moduleDir, `mdx-${process.pid}-${++generation}`)
  // Inside this generation's folder even for a doc beside the site (`../docs/x.md`): a path that left it
  // would be the same file, and the same cached module, in every generation.
  const fileOf = (page: TransformedPage) => join(outdir, relative(options.root, page.absolutePath).replace(/(^|[\\/])\.\.(?=[\\/])/g, '$1__')).replace(/\.mdx?$/, '.js')
  try {
    await Promise.all(transformed.map(async (page) => {
      await mkdir(dirname(fileOf(page)), { recursive: true })
      await writeFile(fileOf(page), page.code)
    }))
    const pages = new Map<string, CompiledPage>()
    await Promise.all(
      transformed.map(async (page) => {
        const mod = (await import(pathToFileURL(fileOf(page)).href).catch((error: unknown) => {
          throw new ModuleLoadFailure(page.absolutePath, fileOf(page), error)
        })) as { default: CompiledPage['Content'] }
        pages.set(page.absolutePath, { Content: mod.default, meta: page.meta, moduleKey: page.cacheable ? keys.get(page.absolutePath) : undefined, locate: locator(page.absolutePath, fileOf(page)) })
      }),
    )
    return pages
  } finally {
    await rm(outdir, { recursive: true, force: true })
  }
}
