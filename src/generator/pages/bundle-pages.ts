/**
 * The bundler of a Docusaurus site's own code (its pages, theme components and plugin routes, see
 * pages/docusaurus.ts and pages/site-theme.ts): esbuild with the Docusaurus APIs that code imports
 * resolved as Docusaurus's aliases do (`@site/`, `@theme/`, `@docusaurus/`, `@generated/`), MDX pages,
 * imported stylesheets and files, and modules that are no file (plugin routes' entries, createData's data).
 */
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { extname, join, relative, resolve } from 'node:path'
import mdx from '@mdx-js/esbuild'
import * as esbuild from 'esbuild'
import fg from 'fast-glob'
import rehypeSlug from 'rehype-slug'
import remarkDirective from 'remark-directive'
import remarkEmoji from 'remark-emoji'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import type { PluggableList } from 'unified'
import { PAGE_API_MODULES } from '../../components/docusaurus/modules'
import { configFileOf } from '../config/load'
import type { MdxPluginEntry, SiteConfig } from '../config/schema'
import { errorChain } from '../errors'
import { ASSET_NAMES, FILE_LOADERS, fileImports, isImportedFile, REQUIRED_FILE_NAMESPACE, SVG_NAMESPACE, usesIdealImage } from '../mdx/imported-assets'
import { rootImports } from '../mdx/root-imports'
import { flowStripping, siteUsesFlow } from '../mdx/flow-syntax'
import rehypeCaseKeepingSlug from '../mdx/rehype-case-keeping-slug'
import { remarkAdmonitions } from '../mdx/remark-directives'
import { originalOf, sharedSiteFile, THEME_MODULES, themeModuleSource, type ThemeExports } from '../mdx/theme-modules'
import { userPreprocessorOf, userPreprocessorRef } from '../mdx/user-plugins'
import { isCommonMark, preprocessMdx } from '../mdx/preprocess'
import { rememberBundle } from '../render/site-code-frames'
import { siteStyleImports, STYLE_RESOLVING } from '../styles/style-imports'
import { webpackAliases } from '../mdx/esbuild-aliases'
import { NODE_REQUIRE_BANNER } from '../mdx/esbuild-site-imports'
import { loadStandIns, packageOf, standInFor } from '../mdx/missing-packages'
import { JSX_RUNTIMES, SITE_JSX_NAMESPACE, siteJsxRuntimeSource } from '../mdx/site-jsx-runtime'

/**
 * All entries in one esbuild call (CSS-module class names are then unique across them). When that
 * fails, each is bundled alone to find the ones that fail; they are skipped (`skipped` says why), the
 * rest bundled again.
 */
export async function bundleSkipping(
  entries: ReadonlyMap<string, string>,
  outdir: string,
  bundle: (entries: ReadonlyMap<string, string>, outdir: string) => Promise<BuiltPages>,
  skipped: (rel: string, error: unknown) => void,
): Promise<BuiltPages> {
  try {
    return await bundle(entries, join(outdir, 'all'))
  } catch {
    const good = new Map<string, string>()
    for (const [name, rel] of entries) {
      try {
        await bundle(new Map([[name, rel]]), join(outdir, name))
        good.set(name, rel)
      } catch (error) {
        skipped(rel, error)
      }
    }
    return bundle(good, join(outdir, 'good'))
  }
}

export function describe(error: unknown): string {
  const errors = (error as { errors?: esbuild.Message[] }).errors
  if (errors?.length) {
    return errors.map((e) => (e.location ? `${e.location.file}:${e.location.line}:${e.location.column + 1}: ${e.text}` : e.text)).join('; ')
  }
  return errorChain(error).join(': ')
}

export interface BuiltPages {
  /** Entry name → the bundled module's path. */
  modules: Map<string, string>
  /** Entry name → the CSS it imports. */
  css: Map<string, string>
  assets: Array<{ path: string; contents: Uint8Array }>
  /** The site's own script files the bundle holds (absolute paths; packages left out). */
  siteFiles: string[]
  /** Packages the entries import that are not installed (each a stub: mdx/missing-packages.ts), with the file importing each. */
  missing: Array<{ name: string; importer: string }>
}

const REACT = /^react(-dom)?(\/.*)?$/

export interface BundleOptions {
  /** The site's theme components bundled with the entries (`X` → its file, pages/site-theme-files.ts), which shadow ours. */
  theme?: ReadonlyMap<string, string>
  /** Theme packages' components the site's own wrap (`X` → the package's file): what `@theme-original/X` is. */
  originals?: ReadonlyMap<string, string>
  /**
   * The site's theme components as loaded (`@theme/X` → what it exports, pages/site-theme.ts), reached
   * through the theme registry as docs reach them: a page then shares their modules (Root's context).
   */
  loadedTheme?: Readonly<Record<string, ThemeExports>>
  /**
   * Theme components of the site's that could not be built and have one of ours (absolute file → `@theme/X`):
   * the site's files importing them (`./Tabs` in its MDXComponents) get ours in their place.
   */
  oursInPlaceOf?: ReadonlyMap<string, string>
  /**
   * Modules the entries share are one module (esbuild's code splitting), not a copy in each: a context
   * the site's Root provides is then the one its other theme components read.
   */
  shared?: boolean
  /**
   * What the bundle is (`pages`, `theme`): its code is kept under this name with its source map, so a
   * render error in it names the site's file and line (render/site-code-frames.ts).
   */
  name: string
  /** Entries that are no file: entry (as `entries` names it) → its module's source, resolved from the site's folder. */
  virtual?: ReadonlyMap<string, string>
}

/** How the pages' bundle names a plugin route's entry (and its virtual module). */
export const PLUGIN_ROUTE = 'rtk-plugin-route-'

/**
 * Bundles site code (pages, or theme components: `entries` name → path relative to its folder, `dirOf`)
 * into importable modules, with the Docusaurus APIs it imports resolved as Docusaurus's aliases do.
 */
export async function bundlePages(root: string, dirOf: (rel: string) => string, entries: ReadonlyMap<string, string>, outdir: string, config: SiteConfig, options: BundleOptions): Promise<BuiltPages> {
  const theme = options.theme ?? new Map<string, string>()
  const missing: BuiltPages['missing'] = []
  const pageApi: esbuild.Plugin = {
    name: 'rtk-docusaurus-page-api',
    setup(build) {
      build.onResolve({ filter: /^@site\// }, async (args) => siteFile(await build.resolve(join(root, args.path.slice('@site/'.length)), { kind: args.kind, resolveDir: args.resolveDir })))
      // The site's config file, imported by a page (Redwood's home page reads its customFields), is the
      // config as loaded: bundled anew it would run in the cache folder, where its require.resolve('./sidebars.js')
      // finds nothing (webpack turns those into module ids; the loaded config has them resolved).
      const configFile = join(root, configFileOf(root))
      build.onResolve({ filter: /(^|\/)docusaurus\.config(\.[cm]?[jt]s)?$/ }, async (args) => {
        if (args.pluginData === 'rtk-resolving') return undefined
        const target = args.path.startsWith('@site/') ? join(root, args.path.slice('@site/'.length)) : args.path
        const resolved = await build.resolve(target, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'rtk-resolving' })
        return resolved.path === configFile ? { path: '@generated/docusaurus.config', namespace: 'rtk-page-api' } : undefined
      })
      // A site file the theme holds is the theme's module (one instance: a context Root provides reaches it).
      const siteFile = (resolved: esbuild.OnResolveResult & { path?: string }): esbuild.OnResolveResult => {
        const key = resolved.path === undefined ? undefined : sharedSiteFile(root, resolved.path)
        const shared = key === undefined ? undefined : options.loadedTheme?.[key]
        return shared === undefined ? resolved : { path: key!, namespace: 'rtk-page-api-site', pluginData: shared }
      }
      if (options.loadedTheme !== undefined) {
        build.onResolve({ filter: /^\.\.?\// }, async (args) => {
          if (args.pluginData === 'rtk-resolving' || !/\.[cm]?[jt]sx?$|\/[^./]+$/.test(args.path)) return undefined
          const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'rtk-resolving' })
          return resolved.errors.length > 0 ? undefined : siteFile(resolved)
        })
      }
      const replaced = options.oursInPlaceOf
      if (replaced !== undefined && replaced.size > 0) {
        build.onResolve({ filter: /^\.\.?\// }, async (args) => {
          if (args.pluginData === 'rtk-resolving') return undefined
          const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'rtk-resolving' })
          const ours = resolved.errors.length > 0 ? undefined : replaced.get(resolved.path)
          return ours === undefined ? undefined : { path: ours, namespace: 'rtk-page-api-original' }
        })
      }
      build.onResolve({ filter: /^@(theme|theme-original|theme-init|docusaurus|generated)\// }, (args) => {
        const original = originalOf(args.path)
        const name = original ?? args.path
        // The site's own component, unless it is the one importing it (a wrapper imports what it wraps).
        const own = original === undefined && name.startsWith('@theme/') ? theme.get(name.slice('@theme/'.length)) : undefined
        if (own !== undefined && own !== args.importer) return { path: own }
        const loaded = original === undefined ? options.loadedTheme?.[name] : undefined
        if (loaded !== undefined) return { path: name, namespace: 'rtk-page-api-site', pluginData: loaded }
        // A wrapper's @theme-original/X is the theme package's X it shadows, else ours; never the site's X.
        const wrapped = original === undefined ? undefined : options.originals?.get(name.slice('@theme/'.length))
        if (wrapped !== undefined) return { path: wrapped }
        if (original !== undefined && THEME_MODULES[name] !== undefined) return { path: name, namespace: 'rtk-page-api-original' }
        if (PAGE_API_MODULES[name] !== undefined) return { path: name, namespace: 'rtk-page-api' }
        // A layout part we draw ourselves (a page importing @theme/Navbar, flow.org's try page): an empty
        // component, named once, rather than the page skipped. Docusaurus's APIs stay errors: a stub hook breaks.
        if (name.startsWith('@theme/')) {
          missing.push({ name, importer: relative(root, args.importer) })
          return { path: name, namespace: 'rtk-theme-unavailable' }
        }
        return { errors: [{ text: `"${args.path}" is not available here; pages may use ${Object.keys(PAGE_API_MODULES).join(', ')}` }] }
      })
      // The site's JSX runs on its runtime (defaultProps, its plain links unchecked); the runtime's own import is React's.
      build.onResolve({ filter: JSX_RUNTIMES }, (args) => (args.namespace === SITE_JSX_NAMESPACE ? { external: true } : { path: args.path, namespace: SITE_JSX_NAMESPACE }))
      build.onLoad({ filter: /.*/, namespace: SITE_JSX_NAMESPACE }, (args) => ({ contents: siteJsxRuntimeSource(args.path), loader: 'js' }))
      build.onResolve({ filter: REACT }, () => ({ external: true }))
      // Any other package: the site's own copy if it is installed, else our fallback for a few common ones, else a stub (named).
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        // A package's stylesheet (`import 'x/dist/x.css'`) that the style plugin is resolving: esbuild's own resolution.
        if (args.pluginData === 'rtk-resolving' || args.pluginData === STYLE_RESOLVING) return undefined
        const found = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'rtk-resolving' })
        return found.errors.length > 0 ? standInFor(args.path, (name) => missing.push({ name, importer: relative(root, args.importer) }), args.kind) : found
      })
      build.onLoad({ filter: /.*/, namespace: 'rtk-page-api' }, (args) => ({ contents: PAGE_API_MODULES[args.path], loader: 'tsx', resolveDir: root }))
      build.onLoad({ filter: /.*/, namespace: 'rtk-theme-unavailable' }, () => ({ contents: 'export default function Unavailable(props) { return props?.children ?? null }', loader: 'js' }))
      build.onLoad({ filter: /.*/, namespace: 'rtk-page-api-original' }, (args) => ({ contents: themeModuleSource(args.path, { original: true }), loader: 'js' }))
      build.onLoad({ filter: /.*/, namespace: 'rtk-page-api-site' }, (args) => ({ contents: themeModuleSource(args.path, { exports: args.pluginData as ThemeExports }), loader: 'js' }))
      loadStandIns(build, root)
      // Docusaurus turns an imported SVG into a React component (SVGR); here it is an <img> of the file.
      build.onResolve({ filter: /\.svg$/ }, (args) => (args.kind === 'url-token' ? undefined : { path: resolve(args.resolveDir, args.path), namespace: SVG_NAMESPACE }))
      // `require('./shot.png').default` is the file's URL, as with Docusaurus's loaders.
      build.onResolve({ filter: /^[./].*\.[a-z0-9]+$/i }, (args) =>
        args.kind === 'require-call' && isImportedFile(args.path) ? { path: resolve(args.resolveDir, args.path), namespace: REQUIRED_FILE_NAMESPACE } : undefined,
      )
    },
  }
  // Each Markdown page and the Markdown files a page imports are read as the docs are (mdx/compile.ts): the
  // site's markdown.preprocessor first, then ours (HTML comments, Docusaurus's admonition and heading
  // syntaxes), as Docusaurus's MDX loader treats every Markdown file alike.
  const own = await userPreprocessorOf(userPreprocessorRef(root, config.markdown, configFileOf(root)), root)
  const format = config.markdown?.format ?? 'mdx'
  const preprocessed: esbuild.Plugin = {
    name: 'rtk-markdown-preprocessor',
    setup(build) {
      build.onResolve({ filter: /\.mdx?$/ }, (args) => {
        if (args.namespace !== 'file') return undefined
        const path = resolve(args.resolveDir || root, args.path)
        if (!existsSync(path)) return undefined
        const source = readFileSync(path, 'utf8')
        return { path, pluginData: { contents: preprocessMdx(own ? own(path, source) : source, isCommonMark(path, format) ? 'md' : 'mdx') } }
      })
    },
  }
  const virtual = options.virtual ?? new Map<string, string>()
  // Modules that are no file: plugin routes' entries, and what the site's plugins made with createData.
  const unwritten: esbuild.Plugin = {
    name: 'rtk-unwritten-modules',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${PLUGIN_ROUTE}\\d+$`) }, (args) => (virtual.has(args.path) ? { path: args.path, namespace: 'rtk-virtual-entry' } : undefined))
      build.onLoad({ filter: /.*/, namespace: 'rtk-virtual-entry' }, (args) => ({ contents: virtual.get(args.path), loader: 'js', resolveDir: root }))
      build.onResolve({ filter: /^\// }, (args) => (config.pluginData[args.path] !== undefined ? { path: args.path, namespace: 'rtk-plugin-data' } : undefined))
      build.onLoad({ filter: /.*/, namespace: 'rtk-plugin-data' }, (args) => ({ contents: config.pluginData[args.path], loader: dataLoader(args.path), resolveDir: root }))
    },
  }
  const result = await esbuild.build({
    entryPoints: Object.fromEntries([...entries].map(([name, rel]) => [name, virtual.has(rel) ? rel : join(dirOf(rel), rel)])),
    metafile: true,
    absWorkingDir: root,
    outdir,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    logLevel: 'silent',
    outExtension: { '.js': '.mjs' },
    banner: NODE_REQUIRE_BANNER,
    splitting: options.shared ?? false,
    // Positions only (no sources' text): enough to name the site's line where its code throws.
    sourcemap: 'inline',
    sourcesContent: false,
    loader: { '.js': 'jsx', ...FILE_LOADERS },
    assetNames: ASSET_NAMES,
    publicPath: config.baseUrl,
    plugins: [
      ...(siteUsesFlow(root) ? [flowStripping(root)] : []),
      rootImports(root, config.staticDirectories),
      ...(webpackAliases(config.resolveAliases)),
      // CSS modules are named from their path, so the theme's and the pages' (bundled apart) never meet.
      siteStyleImports(root, config, (specifier, importer) => missing.push({ name: packageOf(specifier), importer: relative(root, importer) })),
      unwritten,
      pageApi,
      fileImports({ idealImage: usesIdealImage(config.docusaurusFields) }),
      preprocessed,
      mdx({
        mdExtensions: format === 'mdx' ? [] : ['.md'],
        mdxExtensions: format === 'md' ? [] : format === 'detect' ? ['.mdx'] : ['.md', '.mdx'],
        jsxImportSource: 'react',
        remarkRehypeOptions: config.markdown.remarkRehypeOptions,
        // The site's own plugins where Docusaurus puts them (see mdx/user-plugins.ts).
        remarkPlugins: [...given(config.pages.beforeDefaultRemarkPlugins), remarkFrontmatter, remarkGfm, remarkDirective, remarkAdmonitions, ...(config.markdown.emoji ? [remarkEmoji] : []), ...given(config.pages.remarkPlugins)],
        rehypePlugins: [config.markdown.anchors.maintainCase ? rehypeCaseKeepingSlug : rehypeSlug, ...given(config.pages.beforeDefaultRehypePlugins), ...given(config.pages.rehypePlugins)],
      }),
    ],
  })
  await mkdir(outdir, { recursive: true })
  if (options.shared) await importChunksRelatively(outdir, config.baseUrl)
  const code = new Map(await Promise.all((await fg('*.mjs', { cwd: outdir, absolute: true })).map(async (file) => [file, await readFile(file, 'utf8')] as const)))
  rememberBundle(`${options.name}\0${root}`, root, code)
  const assets: BuiltPages['assets'] = []
  for (const asset of await fg('assets/**', { cwd: outdir })) assets.push({ path: asset, contents: await readFile(join(outdir, asset)) })
  const modules = new Map([...entries.keys()].map((name) => [name, join(outdir, `${name}.mjs`)]))
  const css = new Map(await Promise.all([...entries.keys()].map(async (name) => [name, await readFile(join(outdir, `${name}.css`), 'utf8').catch(() => '')] as const)))
  const siteFiles = Object.keys(result.metafile.inputs)
    .filter((input) => !input.includes(':') && !input.split('/').includes('node_modules') && /\.[cm]?[jt]sx?$/.test(input))
    .map((input) => resolve(root, input))
  return { modules, css, assets, siteFiles, missing }
}

/**
 * esbuild puts `publicPath` (the site's base URL, for imported files' URLs) before the shared chunks'
 * names in the imports of them too; the modules are imported from the disk, where the chunks sit beside them.
 */
async function importChunksRelatively(outdir: string, publicPath: string): Promise<void> {
  const chunkImport = new RegExp(`(["'])${publicPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(chunk-[\\w-]+\\.mjs)\\1`, 'g')
  for (const file of await fg('*.mjs', { cwd: outdir, absolute: true })) {
    const code = await readFile(file, 'utf8')
    const relative = code.replace(chunkImport, '$1./$2$1')
    if (relative !== code) await writeFile(file, relative)
  }
}

/** How esbuild reads what a plugin stored with createData, by the name it gave: JSON, script, else text. */
function dataLoader(path: string): esbuild.Loader {
  const ext = extname(path).slice(1)
  if (ext === 'json') return 'json'
  if (['js', 'mjs', 'cjs', 'jsx', 'ts', 'tsx'].includes(ext)) return ext === 'mjs' || ext === 'cjs' ? 'js' : (ext as esbuild.Loader)
  return 'text'
}

/** A config plugin list as unified takes it (`false`/`null` entries skipped). */
function given(list: MdxPluginEntry[]): PluggableList {
  return list.filter((entry) => entry !== false && entry !== null) as PluggableList
}
