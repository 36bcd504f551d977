// Runs a TypeScript entry of the generator without tsx: `node src/cli/launch.mjs src/cli/build.ts [args]`.
//
// Why: under tsx every module of the generator goes through loader hooks on a separate thread, in the
// main thread and in each worker again, which cost ~1 s of start-up and ~50 MiB per thread and most of a
// core for the hooks thread on a cold build. Instead the entry and the worker entries (compile, code and
// link-check workers) are bundled ONCE with esbuild into node_modules/.cache/rtk-docs/bundle/<hash>/,
// where <hash> covers every source under src/, the lock file and this file, so any edit makes a new
// bundle (~0.3 s) and an unchanged checkout starts straight from plain JavaScript. Packages stay
// external (node loads them from node_modules as usual); `import.meta.url`, `.dirname` and `.filename`
// in our sources are replaced by the values they have in the source tree, so every path a module
// computes from its own location (GENERATOR_ROOT, cache versions, …) is the same bundled or not.
//
// Plain JavaScript, because it must run before anything can load TypeScript. The workers find their
// bundled entries through RTK_DOCS_BUNDLE (src/generator/runtime/worker-url.ts); tests and the watch
// server, which run the sources through vitest or tsx, start the workers' tsx entries instead.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { dirname, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const GENERATOR_ROOT = resolve(import.meta.dirname, '../..')
const SOURCES = join(GENERATOR_ROOT, 'src')
const BUNDLES = join(GENERATOR_ROOT, 'node_modules/.cache/rtk-docs/bundle')
/** The worker entries every bundle holds, by the name their file gets (see worker-url.ts). */
export const WORKER_ENTRIES = {
  'compile-worker': 'src/generator/mdx/compile-worker.ts',
  'code-worker': 'src/generator/mdx/code-worker.ts',
  'link-worker': 'src/generator/check/link-worker.ts',
}
/**
 * The node flags a build runs with (bin/build passes them; the benches too).
 * `--v8-pool-size=1`: V8's background threads (optimizing compiles and GC helpers of the main thread and
 * every worker) are one instead of four. On two cores the four competed with the compile and code
 * workers for the whole compile step: a cold build 16.4 → 15.0 s wall and ~1.8 s less CPU (2 alternated
 * pairs; 3 more pairs with another highlighter engine: 20.6 → 19.7 s).
 * `--max-semi-space-size=4`: the main thread, which compiles pages, collects its short-lived garbage in a
 * young generation of 12 MB instead of up to 48 (the workers set theirs in compile-pool.ts): a cold
 * build's peak RSS ~25 MiB lower at the same time (4 alternated pairs, within noise).
 * `--no-turbo-inlining`: Turbofan optimizes functions without inlining their callees. A cold build is
 * too short for inlining's faster code to repay its compile time (Turbofan was ~5 s of a cold build's
 * CPU, all of it warm-up): 1.2-1.7 s less CPU and 0.3-2.8 s less wall time in each of 5 alternated pairs.
 * `--expose-gc`: build() collects the compile's garbage once it is done (see collectGarbage there).
 */
export const BUILD_NODE_FLAGS = ['--v8-pool-size=1', '--max-semi-space-size=4', '--no-turbo-inlining', '--expose-gc']
/** Bundles older than this, from earlier sources, are removed (a process started from one may still run). */
const STALE_MS = 60 * 60_000

/**
 * The folder of a bundle of `entry` (a path relative to the generator root) and the worker entries,
 * built now if the sources changed since the last one. The entry is `main.js` in that folder.
 */
export async function ensureBundle(entry) {
  const hash = sourceHash(entry)
  const dir = join(BUNDLES, hash)
  if (existsSync(join(dir, 'main.js'))) return dir
  const esbuild = await import('esbuild')
  // Built beside its final place and renamed, so a concurrent build never sees half a bundle.
  const temporary = `${dir}.${process.pid}.tmp`
  await esbuild.build({
    absWorkingDir: GENERATOR_ROOT,
    entryPoints: { main: entry, ...WORKER_ENTRIES },
    outdir: temporary,
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    logLevel: 'silent',
    plugins: [sourceLocations],
  })
  await mkdir(BUNDLES, { recursive: true })
  await rename(temporary, dir).catch(async (error) => {
    // Another process renamed its identical bundle first: use that one.
    await rm(temporary, { recursive: true, force: true })
    if (!existsSync(join(dir, 'main.js'))) throw error
  })
  await removeStale(hash)
  return dir
}

/** Replaces `import.meta.url/dirname/filename` in our sources with their values in the source tree. */
const sourceLocations = {
  name: 'rtk-source-locations',
  setup(build) {
    build.onLoad({ filter: /\.(ts|tsx|mts|mjs)$/ }, async (args) => {
      if (!args.path.startsWith(SOURCES + '/')) return undefined
      const text = await readFile(args.path, 'utf8')
      const values = { url: pathToFileURL(args.path).href, dirname: dirname(args.path), filename: args.path }
      // Only the expressions: a quoted `'import.meta.url'` (an esbuild `define` key, as the Docusaurus
      // config loader has) must stay as written.
      const contents = text.replace(/(?<![\w$.'"`])import\.meta\.(url|dirname|filename)\b(?!['"`])/g, (_, key) => JSON.stringify(values[key]))
      const ext = args.path.slice(args.path.lastIndexOf('.') + 1)
      return { contents, loader: ext === 'tsx' ? 'tsx' : ext === 'mjs' ? 'js' : 'ts', resolveDir: dirname(args.path) }
    })
  },
}

/** Hash of everything a bundle is made from: the entry, every source file, the lock file, this file. */
function sourceHash(entry) {
  const hash = createHash('sha1').update(entry).update(process.version)
  const files = readdirSync(SOURCES, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(ts|tsx|mts|mjs|json)$/.test(f)).sort()
  for (const file of files) hash.update(file).update(readFileSync(join(SOURCES, file)))
  if (!entry.startsWith('src/')) hash.update(readFileSync(join(GENERATOR_ROOT, entry)))
  for (const file of ['package-lock.json', 'tsconfig.json']) {
    if (existsSync(join(GENERATOR_ROOT, file))) hash.update(readFileSync(join(GENERATOR_ROOT, file)))
  }
  return hash.digest('hex').slice(0, 16)
}

async function removeStale(current) {
  const now = Date.now()
  for (const name of readdirSync(BUNDLES)) {
    if (name === current) continue
    const path = join(BUNDLES, name)
    const age = now - (await stat(path).catch(() => ({ mtimeMs: now }))).mtimeMs
    if (age > STALE_MS) await rm(path, { recursive: true, force: true })
  }
}

// Run as a program: bundle the entry named by the first argument, then run it with the remaining ones.
if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const [entryArg, ...rest] = process.argv.slice(2)
  if (!entryArg) {
    process.stderr.write('usage: node src/cli/launch.mjs ENTRY.ts [args…]\n')
    process.exit(2)
  }
  const entry = relative(GENERATOR_ROOT, resolve(entryArg))
  if (!statSync(join(GENERATOR_ROOT, entry), { throwIfNoEntry: false })?.isFile()) {
    process.stderr.write(`launch: ${entryArg} is not a file of the generator\n`)
    process.exit(2)
  }
  const dir = await ensureBundle(entry)
  process.env.RTK_DOCS_BUNDLE = dir
  // The entry reads its own arguments from process.argv, as it would if run directly.
  process.argv = [process.argv[0], join(GENERATOR_ROOT, entry), ...rest]
  await import(pathToFileURL(join(dir, 'main.js')).href)
}
