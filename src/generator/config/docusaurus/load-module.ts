/**
 * Loads a site's `docusaurus.config.{ts,js,mjs,cjs}` the way Docusaurus does: TypeScript, CommonJS or
 * ES modules, local imports, `require.resolve` relative to the config file, and an exported (async)
 * function called for the config. esbuild bundles the file and its local imports into one CommonJS
 * module; packages stay `require`s resolved from the site — except packages that are not installed,
 * which become stubs (each reported once), and prism-react-renderer, whose themes become markers the
 * mapping turns into shiki themes (see prism-themes.ts).
 */
import { createRequire, isBuiltin } from 'node:module'
import { existsSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { basename, dirname, isAbsolute, join, relative, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import * as esbuild from 'esbuild'
import { BuildError } from '../../errors'
import { esbuildFailure } from '../../esbuild-failure'
import { PRISM_MARKER } from './prism-themes'
import { GENERATOR_ROOT } from '../../render/assets'
import { packageOf } from '../../mdx/missing-packages'
import { REAL_PARTS } from './real-parts'
import { stubMissingRequires } from './require-stubs'
import { META_HELPER_MODULES, META_HELPERS_SOURCE } from '../../../components/docusaurus/meta-preset'

/** A package the config imports that is not installed here: its name and the file that imports it. */
export interface StubbedImport {
  name: string
  importer: string
}

export interface LoadedDocusaurusConfig {
  /** The config object (after calling an exported config function). */
  config: Record<string, unknown>
  stubbed: StubbedImport[]
}


/** The site's own files its config and plugin files are made of (site-relative), by site root. */
const sources = new Map<string, Set<string>>()

/**
 * The site's files the config module and the site's plugin files were built from (the config, files it
 * imports, plugin files and theirs), site-relative: the watch server reloads the config when one is saved.
 * Only grows: a file no longer imported costs at most a config reload.
 */
export function configSourcesOf(root: string): ReadonlySet<string> {
  return sources.get(root) ?? new Set()
}

const TYPESCRIPT = /\.[cm]?tsx?$/

/**
 * Whether Node loads the module: an ES module package may import its own files without their
 * extension, which Node refuses (jiti and bundlers accept it). CommonJS is taken as loading (it is
 * loaded once the config runs, and its own errors are the config's to report).
 */
function loadsInNode(require: NodeJS.Require, file: string): boolean {
  if (!isEsModule(file)) return true
  try {
    require(file)
    return true
  } catch (error) {
    const code = (error as { code?: string }).code
    return code !== 'ERR_MODULE_NOT_FOUND' && code !== 'ERR_UNSUPPORTED_DIR_IMPORT'
  }
}

/** An .mjs file, or a .js file of a package whose package.json says `"type": "module"`. */
function isEsModule(file: string): boolean {
  if (file.endsWith('.mjs')) return true
  if (!file.endsWith('.js')) return false
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json')
    if (existsSync(manifest)) {
      try {
        return (JSON.parse(readFileSync(manifest, 'utf8')) as { type?: string }).type === 'module'
      } catch {
        return false
      }
    }
  }
  return false
}

/** Marks a stub so the mapping recognises a plugin whose package is missing. */
export const STUB_MARKER = '__rtkStubbedPackage'

/** The package a stub stands in for, when `value` is one. */
export function stubbedPackage(value: unknown): string | undefined {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return undefined
  const name = (value as Record<string, unknown>)[STUB_MARKER]
  return typeof name === 'string' ? name : undefined
}

/**
 * On a Markdown plugin of the site's own, kept while the config's files import packages that are not
 * installed: those packages' names. Such a plugin may fail on a stub as it runs; it is then left out with
 * a warning instead of failing the build (mdx/user-plugins.ts).
 */
export const MISSING_PACKAGES = Symbol.for('rtk-docs:missing-packages')

export async function loadDocusaurusModule(root: string, file: string): Promise<LoadedDocusaurusConfig> {
  const flags = globalThis as unknown as Record<symbol, boolean | undefined>
  flags[Symbol.for(STUB_AS_TEXT)] = true
  try {
    const { exports, stubbed } = await evaluateSiteModule(root, file, 'fix the syntax error in the Docusaurus config (or a file it imports)')
    try {
      // Docusaurus accepts a config object, or a function (maybe async) that returns one.
      const config = typeof exports === 'function' ? await (exports as () => unknown)() : await exports
      if (!config || typeof config !== 'object') {
        throw new BuildError(`${file} exports no config object`, { location: { file }, hint: 'export the config: `export default config` or `module.exports = config`' })
      }
      return { config: config as Record<string, unknown>, stubbed }
    } catch (error) {
      if (error instanceof BuildError) throw error
      throw new BuildError(`${basename(file)} threw while loading`, { location: { file }, cause: error, hint: withStubs('the cause above says what failed in the config code', stubbed) })
    }
  } finally {
    flags[Symbol.for(STUB_AS_TEXT)] = false
  }
}

/** The global flag (by its Symbol.for key) that is set while the config runs: stubs are then '' as strings. */
const STUB_AS_TEXT = 'rtk-docs.stub-as-text'

/**
 * A hint, and the packages stubs stood in for while the code ran: a stub answers everything and does
 * nothing, which is often why code that ran with one failed (zod's schemas on tRPC's site: "Can't happen").
 */
function withStubs(hint: string, stubbed: readonly StubbedImport[]): string {
  if (stubbed.length === 0) return hint
  const named = stubbed.map((s) => `${s.name} (imported by ${s.importer})`).join(', ')
  return `${hint}; these packages are not installed, and stubs that do nothing stood in for them: ${named} (npm install them in the site)`
}

/**
 * A module of the site (its config, a local plugin: `file` relative to `root`) bundled and run as the
 * config is: its default export (or `module.exports`; with `namespace`, all its exports), and the
 * packages stubbed because they are missing. `hint` says what to fix when it does not compile.
 */
export async function evaluateSiteModule(root: string, file: string, hint: string, { namespace = false }: { namespace?: boolean } = {}): Promise<{ exports: unknown; stubbed: StubbedImport[] }> {
  const path = `${root}/${file}`
  const requireFromConfig = createRequire(path)
  const stubbed: StubbedImport[] = []
  const plugin: esbuild.Plugin = {
    name: 'rtk-docusaurus-config',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (isAbsolute(args.path) || isBuiltin(args.path)) return { external: true }
        if (packageOf(args.path) === 'prism-react-renderer') return { path: args.path, namespace: 'rtk-prism' }
        try {
          // From the importing file: a package of the site's workspace finds its own dependencies.
          const from = createRequire(args.importer || path)
          const resolved = from.resolve(args.path)
          // A workspace package published as TypeScript (`main: src/index.ts`), or an ES module package
          // Node cannot load (`import './plugin'` without its extension), is compiled with the config, as
          // Docusaurus's loader (jiti) reads them; the others are required as they are, from where they were found.
          if (TYPESCRIPT.test(resolved) || !loadsInNode(from, resolved)) return { path: resolved }
          return { path: resolved, external: true }
        } catch {
          // Every Docusaurus site has React, and what Docusaurus's MDX loader depends on: a plugin's code
          // that imports one of those gets the generator's copy (bundled in when Node cannot load it as is).
          const ours = SHARED_PACKAGES.has(packageOf(args.path)) ? resolveFromGenerator(args.path) : undefined
          if (ours) return loadsInNode(createRequire(ours), ours) ? { path: ours, external: true } : { path: ours }
          // Meta's preset's helpers answer as its public build does (fbContent gives the external part).
          if ((META_HELPER_MODULES as readonly string[]).includes(args.path)) return { path: args.path, namespace: 'rtk-meta-helpers' }
          if (!stubbed.some((s) => s.name === packageOf(args.path))) stubbed.push({ name: packageOf(args.path), importer: args.importer ? relative(root, args.importer).split(sep).join('/') : file })
          return { path: args.path, namespace: 'rtk-stub' }
        }
      })
      // Every theme of prism-react-renderer (v2 `themes.x`, v1 `prism-react-renderer/themes/x`) is a marker
      // carrying its name, so the mapping finds the theme even when spread into a custom object.
      build.onLoad({ filter: /.*/, namespace: 'rtk-prism' }, (args) => {
        const marker = `(name) => ({ ${JSON.stringify(PRISM_MARKER)}: name, plain: {}, styles: [] })`
        const v1Theme = /^prism-react-renderer\/themes\/([^/]+)/.exec(args.path)?.[1]
        const contents = v1Theme
          ? `module.exports = (${marker})(${JSON.stringify(v1Theme)}); module.exports.default = module.exports;`
          : `const themes = new Proxy({}, { get: (_, name) => typeof name === 'string' ? (${marker})(name) : undefined });
             module.exports = { themes, Highlight: () => null, Prism: {} };`
        return { contents, loader: 'js' }
      })
      build.onLoad({ filter: /.*/, namespace: 'rtk-meta-helpers' }, () => ({ contents: META_HELPERS_SOURCE, loader: 'js' }))
      // A missing package is a stub (stubSource).
      build.onLoad({ filter: /.*/, namespace: 'rtk-stub' }, (args) => ({ contents: stubSource(packageOf(args.path)), loader: 'js' }))
      // The site's own files see their own path, as each file Docusaurus's loader (jiti) compiles does:
      // \`import.meta.url\`, \`__dirname\` and \`require.resolve('./x')\` in a file the config imports are that file's.
      build.onLoad({ filter: SOURCE }, async (args) => {
        if (args.path.split('/').includes('node_modules')) return undefined
        const text = await readFile(args.path, 'utf8')
        const own = ownPaths(text, args.path)
        return own === text ? undefined : { contents: own, loader: loaderOf(args.path) }
      })
    },
  }

  let code: string
  try {
    const result = await esbuild.build({
      entryPoints: [path],
      absWorkingDir: root,
      bundle: true,
      write: false,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      logLevel: 'silent',
      // An import without its extension finds .mjs/.cjs/.mts/.cts files too, as jiti's does (typedoc's
      // typedoc-sidebar.cjs, imported by Wasp's sidebars.ts as './docs/api/typedoc-sidebar').
      resolveExtensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs', '.mts', '.cts', '.css', '.json'],
      // Function names as written (esbuild renames clashing ones): errors name a plugin by its function.
      keepNames: true,
      define: { 'import.meta.url': '__rtkConfigUrl', 'import.meta.dirname': '__dirname', 'import.meta.filename': '__filename' },
      // \`require()\` of an ES module gives its default export with the named ones (interopDefault), as jiti does.
      banner: { js: INTEROP_DEFAULT },
      plugins: [plugin],
      metafile: true,
    })
    code = result.outputFiles[0]!.text
    const known = sources.get(root) ?? new Set<string>()
    for (const input of Object.keys(result.metafile.inputs)) if (!input.includes(':') && !input.split('/').includes('node_modules')) known.add(input)
    sources.set(root, known)
  } catch (error) {
    throw esbuildFailure(error, {
      message: (text) => `${file} could not be compiled: ${text}`,
      fallback: { file },
      hint,
    })
  }

  const module = { exports: {} as unknown }
  // A package the site's files require at run time (through their own `createRequire`, which esbuild
  // cannot follow: babeljs.io's config requires its webpack plugin file so) is stubbed as an import is.
  const restore = stubMissingRequires(root, (name, importer) => {
    if (!stubbed.some((s) => s.name === name)) stubbed.push({ name, importer })
    return stubOf(name)
  })
  try {
    // The bundled config runs as CommonJS in the config's folder: `require` and `require.resolve` resolve
    // from there, as they do when Docusaurus loads it.
    new Function('module', 'exports', 'require', '__filename', '__dirname', '__rtkConfigUrl', '__rtkResolveFrom', withInteropDefault(code))(
      module,
      module.exports,
      withTypeScriptResolve(requireFromConfig),
      path,
      dirname(path),
      pathToFileURL(path).href,
      (from: string) => withTypeScriptResolve(createRequire(from)).resolve,
    )
    restore()
    let exported = module.exports as { default?: unknown } | unknown
    if (!namespace && exported && typeof exported === 'object' && 'default' in exported) exported = (exported as { default?: unknown }).default
    return { exports: exported, stubbed }
  } catch (error) {
    restore()
    throw new BuildError(`${basename(file)} threw while loading`, { location: { file }, cause: error, hint: withStubs('the cause above says what failed in its code', stubbed) })
  }
}

/**
 * The CommonJS source of a missing package's stub. It is a callable, indexable stub: `plugin()`,
 * `plugin.default`, `[plugin, {…}]` all work (but it is no promise: `await stub.load()` and
 * `await import('missing')`, whose namespace is made from the stub's prototype, must not wait for
 * ever), and so do named imports (`import { Parser } from 'acorn'`): esbuild's import wrapper copies
 * only a module's own keys onto an object made from its prototype, and the stub's prototype answers
 * any name. While the config itself runs, it is '' as a string (a computed key `{ [Kind.NOTE]: … }`, a
 * template: Electron's config keyed a map by a missing package's enum), so the config loads and the
 * package is named; afterwards, in a plugin that starts or runs, it cannot be one, and the plugin is left
 * out naming the package rather than run on an empty value. A few functions of Docusaurus's own packages
 * are real (REAL_PARTS).
 */
function stubSource(name: string): string {
  return `const name = ${JSON.stringify(name)};
    const any = new Proxy({}, { get: (_, key) => (typeof key === 'symbol' || key === 'then' ? undefined : stub) });
    const missingPackage = Object.assign(function missingPackage() { return stub }, ${REAL_PARTS[name] ?? '{}'});
    const stub = new Proxy(missingPackage, { get: (target, key) => key === ${JSON.stringify(STUB_MARKER)} ? name : key === Symbol.toPrimitive ? (globalThis[Symbol.for(${JSON.stringify(STUB_AS_TEXT)})] ? () => '' : stub) : key === '__esModule' ? false : key === 'then' ? undefined : key === 'default' ? stub : key in target ? target[key] : stub, getPrototypeOf: () => any });
    module.exports = stub;`
}

/** A missing package's stub as a value, for a `require` that happens at run time. */
function stubOf(name: string): unknown {
  const module = { exports: {} as unknown }
  new Function('module', stubSource(name))(module)
  return module.exports
}

const SOURCE = /\.[cm]?[jt]sx?$/
/** Packages every Docusaurus site installs: the generator's own copy serves a site that has not run npm install. */
/**
 * Packages a Docusaurus 3 site has whether or not it lists them, that the generator has too: React, and
 * the unified packages of @docusaurus/mdx-loader's dependencies, which a site's own remark plugin imports
 * (`import {visit} from 'unist-util-visit'`, docusaurus.io's configTabs). As stubs such a plugin ran and
 * changed nothing.
 */
const SHARED_PACKAGES = new Set(['react', 'react-dom', 'unist-util-visit', 'mdast-util-to-string', 'unified', 'remark-gfm', 'remark-directive', 'remark-frontmatter', 'remark-emoji', 'rehype-raw'])

function resolveFromGenerator(specifier: string): string | undefined {
  try {
    // Made when first asked: GENERATOR_ROOT's module imports this one (a cycle), so it is not set yet as this loads.
    return createRequire(join(GENERATOR_ROOT, 'package.json')).resolve(specifier)
  } catch {
    return undefined
  }
}

function loaderOf(file: string): esbuild.Loader {
  return /\.[cm]?tsx$/.test(file) ? 'tsx' : /\.[cm]?ts$/.test(file) ? 'ts' : /\.jsx$/.test(file) ? 'jsx' : 'js'
}

/**
 * A site file's text with its own path where the bundle would give the config's: `import.meta.url`,
 * `import.meta.dirname`/`filename`, `__dirname`/`__filename` (unless the file declares them, as ES modules
 * often do from `import.meta.url`) and `require.resolve(`, which resolves from the file's folder.
 */
export function ownPaths(text: string, file: string): string {
  if (!/import\.meta|__dirname|__filename|require\.resolve/.test(text)) return text
  const literal = (value: string) => JSON.stringify(value)
  const out = text
    .replace(/\bimport\.meta\.url\b/g, literal(pathToFileURL(file).href))
    .replace(/\bimport\.meta\.dirname\b/g, literal(dirname(file)))
    .replace(/\bimport\.meta\.filename\b/g, literal(file))
    .replace(/(?<![\w$.])require\.resolve\(/g, `__rtkResolveFrom(${literal(file)})(`)
  if (!/\b__(?:dirname|filename)\b/.test(out)) return out
  // Only where the file uses the free variables: not in strings, not where it declares its own
  // (`const __dirname = …` in an ES module), which esbuild's define leaves alone (a text replacement
  // missed Apify's `${__dirname}/roa-loader/`). A syntax error is left for the bundle to report in place.
  try {
    return esbuild.transformSync(out, { loader: loaderOf(file), jsx: 'preserve', define: { __dirname: literal(dirname(file)), __filename: literal(file) }, sourcefile: file, sourcemap: 'inline', logLevel: 'silent' }).code
  } catch {
    return out
  }
}

/**
 * jiti's interopDefault (mlly's), which Docusaurus loads its config with: \`require('./theme')\` of an ES
 * module gives its default export itself (a function stays callable), its named exports and \`default\`
 * added to it where it has no property of that name; a module without a default export stays its namespace.
 * esbuild's \`__toCommonJS\` (a module's namespace, for \`require\`) is made to call it.
 */
const INTEROP_DEFAULT = `var __rtkInteropDefault = (ns) => {
  if (!ns || !('default' in ns)) return ns;
  const d = ns.default;
  if (d === undefined || d === null) return ns;
  if (typeof d !== 'object' && typeof d !== 'function') return d;
  for (const key in ns) {
    try {
      if (!(key in d)) Object.defineProperty(d, key, { enumerable: key !== 'default', configurable: key !== 'default', get: () => ns[key] });
    } catch {}
  }
  return d;
};`
const TO_COMMON_JS = 'var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);'

/** The bundle with esbuild's `__toCommonJS` going through {@link INTEROP_DEFAULT}. */
function withInteropDefault(code: string): string {
  return code.replace(TO_COMMON_JS, 'var __toCommonJS = (mod) => __rtkInteropDefault(__copyProps(__defProp({}, "__esModule", { value: true }), mod));')
}

/**
 * `require` whose `resolve` also finds TypeScript files, as Docusaurus's loader (jiti) does:
 * `require.resolve('./sidebars')` for a sidebars.ts, `'./client.js'` written for a client.ts. A package
 * that is not installed resolves to its own name, so that the config loads and the mapping names it as
 * a missing plugin or theme (as an import of it is stubbed).
 */
function withTypeScriptResolve(require: NodeJS.Require): NodeJS.Require {
  const resolve = ((request: string, options?: { paths?: string[] }) => {
    try {
      return require.resolve(request, options)
    } catch (error) {
      if (!/^\.{0,2}\//.test(request)) {
        if ((error as { code?: string }).code === 'MODULE_NOT_FOUND' && !isBuiltin(request)) return request
        throw error
      }
      const stem = request.replace(/\.[cm]?jsx?$/, '')
      for (const candidate of [...['.ts', '.tsx', '.mts', '.cts'].map((ext) => `${stem}${ext}`), `${stem}/index.ts`, `${stem}/index.tsx`]) {
        try {
          return require.resolve(candidate, options)
        } catch {
          // the next one
        }
      }
      // A path into a package the site has not installed (`./node_modules/x/x.css`, Ionic's customCss):
      // the package's own name, as a bare request gets, which the config's readers then name as missing.
      const inPackage = /(?:^|\/)node_modules\/(.+)$/.exec(request)
      if (inPackage && (error as { code?: string }).code === 'MODULE_NOT_FOUND') return inPackage[1]!
      throw error
    }
  }) as NodeJS.RequireResolve
  resolve.paths = require.resolve.paths
  return Object.assign((id: string) => require(id), require, { resolve })
}
