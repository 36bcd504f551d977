/**
 * Stylesheets that site code imports (`import styles from './x.module.css'`, `import './x.scss'`), the
 * same in every esbuild bundle that meets them: the docs' compile, the site's pages and theme, its
 * client modules and the site stylesheet.
 *
 * A CSS module's classes are named from its path (`Hello.module.css` → `Hello_<hash of its site path>_hello`),
 * not from the bundle it happens to be in: the docs compile in batches, apart from the pages, so a
 * component a doc imports gets the names its CSS has in the site stylesheet, which collects the
 * stylesheets the docs import (`meta.styles`) once. (Docusaurus names them `[local]_[hash]` with webpack.)
 * Sass (`.scss`, `.sass`, their `.module.` kinds too) is compiled first (styles/sass.ts).
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path'
import type * as esbuild from 'esbuild'
import type { SassOptions, SiteConfig } from '../config/schema'
import { BuildError } from '../errors'
import { runPostcss } from './postcss'
import { cssModuleNames } from './css-module-names'
import { rootImportPath } from '../mdx/root-imports'
import { compileSass } from './sass'

/** Namespaces of stylesheets in an esbuild metafile's inputs (`rtk-style:/abs/path`). */
export const STYLE_NAMESPACE = 'rtk-style'
const STYLESHEET = /\.(css|s[ac]ss)$/
const CSS_MODULE = /\.module\.(css|s[ac]ss)$/
const SASS = /\.s[ac]ss$/
/**
 * Marks the resolve a stylesheet import asks esbuild for (resolveStyle): other plugins that resolve
 * packages leave it to esbuild, else theirs and this would ask each other again without end.
 */
export const STYLE_RESOLVING = 'rtk-style-resolving'
const RESOLVING = STYLE_RESOLVING

export interface StyleImportOptions {
  root: string
  /** The site's Sass options (asked only when a Sass file is met). */
  sass: () => Promise<SassOptions | undefined>
  /**
   * `css`: the bundle's CSS output is used (pages, site stylesheet): stylesheets are bundled with what
   * they import. `names`: only the JavaScript is (the docs' compile): a CSS module gives its class names,
   * a global stylesheet nothing, and neither's `url()`s or `@import`s are followed.
   */
  output: 'css' | 'names'
  /** PostCSS plugins every stylesheet goes through (`css` output only; styles/postcss.ts). */
  postcss?: readonly unknown[]
  /**
   * `names` output: told of each global stylesheet a module imports (`importer` as esbuild names it). Its
   * module is empty, and esbuild leaves empty inputs out of an output's metafile inputs.
   */
  imported?: (importer: string, file: string) => void
  /**
   * A Docusaurus site: a stylesheet of a package that is not installed (`import 'pkg/dist/x.css'`) is
   * empty, reported here (mdx/missing-packages.ts), instead of failing the page.
   */
  missingPackage?: (specifier: string, importer: string) => void
  /** The site's static folders (config `staticDirectories`), where a `url(/x)` is served from; default `['static']`. */
  staticDirectories?: readonly string[]
}

/** Whether `path` names a stylesheet (CSS or Sass, a module or not). */
export function isStylesheet(path: string): boolean {
  return STYLESHEET.test(path)
}

/** What of the site's config its stylesheets compile with. */
export type StyleSettings = Pick<SiteConfig, 'sass' | 'postcssPlugins'> & Partial<Pick<SiteConfig, 'staticDirectories'>>

/** The plugin for a bundle whose CSS is used (pages, client modules, the site stylesheet). */
export function siteStyleImports(root: string, settings: StyleSettings, missingPackage?: StyleImportOptions['missingPackage']): esbuild.Plugin {
  return styleImports({ root, output: 'css', sass: async () => settings.sass, postcss: settings.postcssPlugins, missingPackage, staticDirectories: settings.staticDirectories })
}

/** The namespace of a missing package's stylesheet: empty. */
const MISSING_STYLE_NAMESPACE = 'rtk-style-missing'

/**
 * The path esbuild is given for a CSS module: `Hello.module.scss` → `Hello_<hash>.module.css` beside it
 * (esbuild names classes after the file's name up to `.module.css`: `Hello_<hash>_title`).
 */
export function namedModulePath(root: string, file: string): string {
  const hash = createHash('sha1').update(relative(root, file).split(sep).join('/')).digest('hex').slice(0, 6)
  const name = basename(file)
  return join(dirname(file), `${name.slice(0, name.indexOf('.module.'))}_${hash}.module.css`)
}

/** The file behind an input of STYLE_NAMESPACE in esbuild's metafile (for a CSS module, the one its name was made from). */
export function styleSourceOf(root: string, input: string): string | undefined {
  if (!input.startsWith(`${STYLE_NAMESPACE}:`)) return undefined
  const path = input.slice(STYLE_NAMESPACE.length + 1)
  const named = /^(.*)_[0-9a-f]{6}\.module\.css$/.exec(path)
  if (!named) return path
  return ['css', 'scss', 'sass'].map((ext) => `${named[1]}.module.${ext}`).find((file) => namedModulePath(root, file) === path)
}

/** The files each compiled stylesheet was made of (a Sass module's partials), by its path, in this thread. */
const madeOf = new Map<string, readonly string[]>()

/**
 * The files besides itself a stylesheet met by this thread's bundles was made of (its Sass partials,
 * `@use`d or `@import`ed): the watch server compiles the docs that import it when one is saved.
 */
export function styleDependencies(file: string): readonly string[] {
  return madeOf.get(file) ?? []
}

/** The esbuild plugin; put it before plugins that resolve every import. */
export function styleImports(options: StyleImportOptions): esbuild.Plugin {
  const { root } = options
  const postcss = options.output === 'css' ? (options.postcss ?? []) : []
  return {
    name: 'rtk-style-imports',
    setup(build) {
      // Site paths in url() (`/img/x.png`) are served from static/ as they are, in every bundle: the site
      // stylesheet's, a page's CSS module's (Docusaurus documents both: docs/static-assets, "in CSS"). One
      // that names a file of the site folder instead (`/static/img/x.svg`, which webpack's roots find there:
      // Reanimated's navbar icon) is that file, bundled.
      build.onResolve({ filter: /^\// }, (args) => {
        if (args.kind !== 'url-token') return undefined
        const found = options.output === 'css' ? rootImportPath(args.path, root, options.staticDirectories ?? ['static']) : undefined
        return found === undefined || found.servedAsIs ? { external: true } : { path: found.file }
      })
      // `url('@site/static/img/x.png')`: the site's file, as Docusaurus's webpack alias reads it in CSS too.
      build.onResolve({ filter: /^@site\// }, (args) => {
        if (args.kind !== 'url-token') return undefined
        if (options.output === 'names') return { external: true }
        const file = resolve(root, args.path.slice('@site/'.length))
        return existsSync(file) ? { path: file } : { errors: [{ text: `the file "${args.path}" was not found (there is no ${relative(root, file)})` }] }
      })
      build.onResolve({ filter: STYLESHEET }, async (args) => {
        if (args.pluginData === RESOLVING || args.kind === 'url-token') return undefined
        const file = await resolveStyle(build, root, args)
        if (file === undefined && options.missingPackage && !/^[./]/.test(args.path) && !isAbsolute(args.path)) {
          options.missingPackage(args.path, args.importer)
          return { path: args.path, namespace: MISSING_STYLE_NAMESPACE }
        }
        if (file === undefined) return { errors: [{ text: `the stylesheet "${args.path}" was not found` }] }
        if (CSS_MODULE.test(file)) return { path: namedModulePath(root, file), namespace: STYLE_NAMESPACE, pluginData: file, watchFiles: [file] }
        if (options.output === 'names') options.imported?.(args.importer, file)
        if (SASS.test(file) || options.output === 'names' || postcss.length > 0) return { path: file, namespace: STYLE_NAMESPACE, pluginData: file }
        return { path: file }
      })
      build.onLoad({ filter: /.*/, namespace: MISSING_STYLE_NAMESPACE }, () => ({ contents: '', loader: options.output === 'css' ? 'css' : 'js' }))
      build.onLoad({ filter: /.*/, namespace: STYLE_NAMESPACE }, async (args) => {
        const file = args.pluginData as string
        const module = CSS_MODULE.test(file)
        if (!module && options.output === 'names') return { contents: '', loader: 'js' }
        try {
          const sass = SASS.test(file) ? await compileSass(root, file, await options.sass()) : undefined
          if (sass) madeOf.set(file, sass.files.filter((made) => made !== file))
          const css = sass?.css ?? (await readFile(file, 'utf8'))
          // PostCSS after Sass, as webpack's loaders run (sass-loader, then postcss-loader).
          // Only the names are needed: made as the site stylesheet makes them, whatever else the bundle holds.
          if (options.output === 'names') return { contents: await cssModuleNames(args.path, css), loader: 'js', watchFiles: sass?.files ?? [file] }
          const contents = postcss.length > 0 ? await runPostcss(root, file, css, postcss) : css
          return { contents, loader: module ? 'local-css' : 'css', resolveDir: dirname(file), watchFiles: sass?.files ?? [file] }
        } catch (error) {
          if (error instanceof BuildError) return { errors: [{ text: error.message, detail: error, location: error.location ? { file: error.location.file, line: error.location.line, column: (error.location.column ?? 1) - 1 } : null }] }
          throw error
        }
      })
    },
  }
}

/** A stylesheet's absolute path: relative, `@site/…`, or from a package (esbuild's resolution, with `exports`). */
async function resolveStyle(build: esbuild.PluginBuild, root: string, args: esbuild.OnResolveArgs): Promise<string | undefined> {
  const local = args.path.startsWith('@site/') ? resolve(root, args.path.slice('@site/'.length)) : /^\.\.?\//.test(args.path) || isAbsolute(args.path) ? resolve(args.resolveDir || root, args.path) : undefined
  if (local !== undefined) return existsSync(local) ? local : undefined
  const found = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir || root, importer: args.importer, pluginData: RESOLVING })
  if (found.errors.length === 0 && !found.external) return found.path
  // A package's stylesheet imported from docs kept beside the site (`../docs`): the site's packages, as
  // its scripts' imports resolve (mdx/esbuild-site-imports.ts) and Docusaurus's resolve.modules do.
  if (!args.resolveDir || args.resolveDir === root) return undefined
  const fromSite = await build.resolve(args.path, { kind: args.kind, resolveDir: root, importer: args.importer, pluginData: RESOLVING })
  return fromSite.errors.length > 0 || fromSite.external ? undefined : fromSite.path
}
