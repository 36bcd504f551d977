/**
 * Imports in pages, resolved as Docusaurus resolves them:
 * - `@theme/…` and `@docusaurus/…` → forwarding modules to this site's components (theme-modules.ts);
 * - `@site/…` → the site root;
 * - imported Markdown partials (`./_part.mdx`) → preprocessed like pages, compiled with the same plugins;
 * - stylesheets (`./x.css`, `./x.module.scss`) → styles/style-imports.ts, a plugin before this one;
 * - packages → bundled from the site's own node_modules (React stays the generator's one copy, imported).
 * A module that cannot be found is an error naming the page and the line of its import.
 */
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import type { Plugin } from 'esbuild'
import { BuildError } from '../errors'
import { importPosition } from './source-position'
import { loadStandIns, packageOf, standInFor } from './missing-packages'
import { JSX_RUNTIMES, SITE_JSX_NAMESPACE, siteJsxRuntimeSource } from './site-jsx-runtime'
import { isImportedFile, REQUIRED_FILE_NAMESPACE, SVG_NAMESPACE } from './imported-assets'
import { originalOf, providerSource, sharedSiteFile, THEME_MODULES, themeModuleSource, type ThemeExports } from './theme-modules'

export const PROVIDER_IMPORT_SOURCE = 'rtk-docs:mdx-components'

/**
 * The banner of a bundle packages are bundled into (docs and pages): CommonJS among them (a plugin's
 * compiled component, react-tweet's swr) requires React, kept external, and an ES module has no
 * `require`, so it gets Node's, which finds the React we render with. (`['url']`: the launcher replaces
 * `import.meta.url` written as such in our sources, strings included.)
 */
export const NODE_REQUIRE_BANNER = { js: "import { createRequire as rtkCreateRequire } from 'node:module'; const require = rtkCreateRequire(import.meta['url']);" }

export interface SiteImportOptions {
  root: string
  /** A page's preprocessed source (undefined for files that are not pages). */
  pageSource: (absolutePath: string) => string | undefined
  /** Preprocesses a partial's source as its format wants. */
  preprocess: (absolutePath: string, source: string) => string
  /** A Docusaurus site's own theme components (`@theme/X` → what src/theme/X exports; pages/site-theme.ts). */
  siteTheme?: Readonly<Record<string, ThemeExports>>
  /**
   * A Docusaurus site builds without `npm install`: a package a page imports that is not installed is a
   * stub (missing-packages.ts) reported here with the import's place, instead of failing the page.
   */
  missingPackage?: (warning: { name: string; file: string; line?: number }) => void
  /** A Docusaurus site: its JSX (the pages' and the components' they import) runs on site-jsx-runtime.ts. */
  siteJsx?: boolean
}

/** The one React the rendering process uses; a second copy would break hooks and context. */
const GENERATOR_PACKAGES = /^(react|react-dom)(\/|$)/
const SKIP = Symbol('rtk-docs:resolving')

export function siteImports(options: SiteImportOptions): Plugin {
  const rel = (path: string) => relative(options.root, path)
  return {
    name: 'rtk-docs-site-imports',
    setup(build) {
      build.onResolve({ filter: /^rtk-docs:mdx-components$/ }, () => ({ path: PROVIDER_IMPORT_SOURCE, namespace: 'rtk-docs' }))
      build.onLoad({ filter: /.*/, namespace: 'rtk-docs' }, () => ({ contents: providerSource(), loader: 'js' }))

      // Docusaurus's theme aliases: @theme/X is the site's src/theme/X when it has one, else ours;
      // @theme-original/X and @theme-init/X are always ours.
      build.onResolve({ filter: /^@(theme|theme-original|theme-init|docusaurus|generated)\// }, (args) => {
        const original = originalOf(args.path)
        const specifier = original ?? args.path
        const site = original === undefined ? options.siteTheme?.[specifier] : undefined
        if (site === undefined && !(specifier in THEME_MODULES)) {
          const own = Object.keys(options.siteTheme ?? {})
          throw importError(args.importer, args.path, rel, `${args.path} is not provided by this generator`, `use one of: ${[...Object.keys(THEME_MODULES), ...own].join(', ')}${args.path.startsWith('@theme/') ? `; or give it in src/theme/${args.path.slice('@theme/'.length)}.js (a Docusaurus site's theme components)` : ''}`)
        }
        return { path: args.path, namespace: 'rtk-theme', pluginData: { specifier, original: original !== undefined, exports: site } }
      })
      build.onLoad({ filter: /.*/, namespace: 'rtk-theme' }, (args) => {
        const data = args.pluginData as { specifier: string; original: boolean; exports?: ThemeExports }
        return { contents: themeModuleSource(data.specifier, { original: data.original, exports: data.exports }), loader: 'js' }
      })

      build.onLoad({ filter: /.*/, namespace: SITE_JSX_NAMESPACE }, (args) => ({ contents: siteJsxRuntimeSource(args.path), loader: 'js' }))
      loadStandIns(build, options.root)
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === SKIP || args.kind === 'entry-point') return undefined
        // A Docusaurus site's JSX gets its runtime; the runtime's own import is React's.
        if (options.siteJsx && JSX_RUNTIMES.test(args.path) && args.namespace !== SITE_JSX_NAMESPACE) return { path: args.path, namespace: SITE_JSX_NAMESPACE }
        // React stays the generator's, imported by generated modules (an SVG's component) too.
        if (args.path.startsWith('node:') || GENERATOR_PACKAGES.test(args.path)) return { path: args.path, external: true }
        if (args.namespace !== 'file') return undefined
        const site = args.path.startsWith('@site/')
        const bare = !site && !/^[./#]/.test(args.path)
        // A package the site's files import is the site's (a docs folder outside it too); a package's own
        // imports are its (its nested dependencies, its `#name` subpath imports: react-markdown's vfile).
        const fromSite = site || (bare && !/[\\/]node_modules[\\/]/.test(args.importer))
        const resolved = await build.resolve(site ? `./${args.path.slice('@site/'.length)}` : args.path, {
          kind: args.kind,
          resolveDir: fromSite ? options.root : args.resolveDir,
          importer: args.importer,
          pluginData: SKIP,
        })
        // A package the site has not installed: our clsx, or (a Docusaurus site's) a stub, named at the import.
        const missing = options.missingPackage
        const standIn = resolved.errors.length > 0 ? standInFor(args.path, bare && missing ? (name) => missing({ name, ...importPlace(args.importer, args.path, rel) }) : undefined, args.kind) : undefined
        if (standIn) return standIn
        if (resolved.errors.length > 0) {
          throw importError(
            args.importer,
            args.path,
            rel,
            `module not found: "${args.path}" (imported by the page)`,
            bare
              ? `install the package (npm install ${packageOf(args.path)}) or fix the name; components every page may use need no import (see CONTENT.md)`
              : "check the path: it is relative to the page's folder and needs the file's extension unless it is .js, .ts, .jsx, .tsx or .json",
          )
        }
        // Node's built-ins stay imports. Packages are bundled into the page, as Docusaurus' bundler does:
        // CommonJS and ES modules alike, and an error they throw as they load fails the page's import
        // (an external CommonJS package that throws brings the process down instead, under Node 20).
        if (resolved.external) return { path: args.path, external: true }
        // A site file the site's theme holds is the theme's module (one instance for docs, pages and theme).
        const shared = options.siteTheme?.[sharedSiteFile(options.root, resolved.path)]
        if (shared) return { path: sharedSiteFile(options.root, resolved.path), namespace: 'rtk-theme', pluginData: { specifier: sharedSiteFile(options.root, resolved.path), original: false, exports: shared } }
        // Docusaurus makes an imported SVG a component (imported-assets.ts); other files get the file loader.
        if (/\.svg$/i.test(resolved.path) && args.kind !== 'url-token') return { path: resolved.path, namespace: SVG_NAMESPACE }
        if (args.kind === 'require-call' && isImportedFile(resolved.path)) return { path: resolved.path, namespace: REQUIRED_FILE_NAMESPACE }
        if (/\.mdx?$/.test(resolved.path)) {
          const contents = options.pageSource(resolved.path) ?? options.preprocess(resolved.path, readFileSync(resolved.path, 'utf8'))
          return { path: resolved.path, pluginData: { contents } }
        }
        return { path: resolved.path, namespace: resolved.namespace, sideEffects: resolved.sideEffects }
      })
    },
  }
}

/** An error at the import's line and column in the author's file (esbuild only knows the compiled module's). */
function importError(importer: string, specifier: string, rel: (path: string) => string, message: string, hint: string): BuildError {
  return new BuildError(message, { location: importPlace(importer, specifier, rel), hint })
}

/** Where the author's file imports `specifier` (its line and column, when the import is found in it). */
export function importPlace(importer: string, specifier: string, rel: (path: string) => string): { file: string; line?: number; column?: number } {
  let source: string | undefined
  try {
    source = readFileSync(importer, 'utf8')
  } catch {
    source = undefined
  }
  const at = source === undefined ? undefined : importPosition(source, specifier)
  return { file: rel(importer), line: at?.line, column: at?.column }
}

