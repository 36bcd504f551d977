/**
 * Browser assets: the client bundle (ES modules, minified, content-hashed, lazy parts split into chunks),
 * the one stylesheet, and the inline theme script that runs before first paint.
 */
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import * as esbuild from 'esbuild'
import type { SiteConfig } from '../config/schema'
import { BuildError } from '../errors'
import { siteStyleImports, type StyleSettings } from '../styles/style-imports'
import { codeThemeCss } from '../mdx/highlighter'
import { configFileOf } from '../config/load'
import { docusaurusSiteConfig } from './docusaurus-site-config'
import { bundleClientScripts, splitClientModules, type ClientScript } from './client-modules'
import { noteMissingPackages } from '../mdx/missing-packages'

/** The generator's own folder: the client bundle and stylesheet belong to it, not to the site. */
export const GENERATOR_ROOT = resolve(import.meta.dirname, '../../..')

export interface BuiltAssets {
  /** Files to write, relative to the output folder. */
  files: Array<{ path: string; contents: Uint8Array }>
  /** URLs (base-prefixed) the pages reference. */
  css: string
  script: string
  /**
   * The search dialog's chunk (split from the bundle, loaded on first use): the client imports it by
   * this URL when a first import failed, as browsers remember a failed module fetch for the page.
   */
  searchChunk: string
  /** Minified source of the inline `<head>` script. */
  themeInit: string
  /** The site's own stylesheet (its customCss and its pages' CSS), when it has any. */
  siteCss?: string
  /** URL of the mermaid script, for a site with `markdown.mermaid` (client/mermaid.ts loads it on pages with a diagram). */
  mermaid?: string
  /** URL of the site's client modules' scripts, bundled (render/client-modules.ts), when it has any. */
  siteScript?: string
}

/**
 * Builds the browser assets for a site served under `baseUrl` whose code blocks use `codeTheme`
 * (its token colours are rules of the stylesheet, imported by site.css as `rtk:code-theme`).
 */
export async function buildAssets(baseUrl: string, codeTheme: string, root = GENERATOR_ROOT): Promise<BuiltAssets> {
  const tokenCss = await codeThemeCss(codeTheme)
  const codeThemePlugin: esbuild.Plugin = {
    name: 'rtk-code-theme',
    setup(build) {
      build.onResolve({ filter: /^rtk:code-theme$/ }, (args) => ({ path: args.path, namespace: 'rtk-code-theme' }))
      build.onLoad({ filter: /.*/, namespace: 'rtk-code-theme' }, () => ({ contents: tokenCss, loader: 'css' }))
    },
  }
  const [client, styles, themeInit] = await Promise.all([
    esbuild.build({
      entryPoints: { main: join(root, 'src/client/main.ts') },
      absWorkingDir: root,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      write: false,
      outdir: join(root, 'assets'),
      entryNames: '[name]-[hash]',
      chunkNames: '[name]-[hash]',
      metafile: true,
      logLevel: 'silent',
    }),
    esbuild.build({
      entryPoints: { site: join(root, 'src/styles/site.css') },
      absWorkingDir: root,
      bundle: true,
      plugins: [codeThemePlugin],
      minify: true,
      write: false,
      outdir: join(root, 'assets'),
      entryNames: '[name]-[hash]',
      logLevel: 'silent',
    }),
    esbuild.build({
      entryPoints: [join(root, 'src/client/theme-init.ts')],
      bundle: true,
      format: 'iife',
      target: 'es2018',
      minify: true,
      write: false,
      logLevel: 'silent',
    }),
  ])
  const files = [...client.outputFiles, ...styles.outputFiles]
    .filter((f) => !f.path.endsWith('.map'))
    .map((f) => ({ path: `assets/${f.path.split('/assets/')[1]}`, contents: f.contents }))
  const url = (prefix: string, ext: string) => {
    const file = files.find((f) => f.path.startsWith(`assets/${prefix}-`) && f.path.endsWith(ext))
    if (!file) throw new Error(`asset ${prefix}*${ext} was not built`)
    return `${baseUrl}${file.path}`
  }
  const searchChunk = Object.entries(client.metafile.outputs).find(([, output]) => output.entryPoint === 'src/client/search/ui.ts')?.[0]
  if (!searchChunk) throw new Error('the search chunk (src/client/search/ui.ts) was not built')
  return { files, css: url('site', '.css'), script: url('main', '.js'), searchChunk: `${baseUrl}${searchChunk}`, themeInit: themeInit.outputFiles[0]!.text.trim() }
}

/** Files a stylesheet's url()s name, written under assets/. */
const CSS_FILE_LOADERS: esbuild.BuildOptions['loader'] = { '.png': 'file', '.jpg': 'file', '.jpeg': 'file', '.gif': 'file', '.svg': 'file', '.webp': 'file', '.woff': 'file', '.woff2': 'file', '.ttf': 'file' }

/**
 * The site's own CSS as one stylesheet after ours: its `customCss` files (with their @imports and
 * url()s bundled) and the CSS its pages import. Undefined when there is none.
 */
export async function buildSiteCss(root: string, customCss: string[], pagesCss: string, baseUrl: string, base: string[] = [], styles: StyleSettings = { postcssPlugins: [] }): Promise<{ url: string; files: BuiltAssets['files'] } | undefined> {
  if (base.length === 0 && customCss.length === 0 && pagesCss.trim() === '') return undefined
  // @import rules come first in a stylesheet; the pages' CSS is already bundled text.
  const entry = [...base.map((file) => `@import ${JSON.stringify(file)};`), ...customCss.map((file) => `@import ${JSON.stringify(`./${file}`)};`), pagesCss].join('\n')
  const { css, files } = await bundleCss(root, entry, baseUrl, styles, true)
  return { url: `${baseUrl}${css.path}`, files: [css, ...files] }
}

/**
 * The stylesheets the docs' components import, bundled as the pages' are (their files under assets/),
 * apart from the pages' CSS: the same CSS module may be in both, and in one bundle esbuild would rename
 * the second copy's classes away from the names the docs' HTML holds.
 */
async function bundleDocsStyles(root: string, files: readonly string[], baseUrl: string, styles: StyleSettings): Promise<{ css: string; files: BuiltAssets['files'] }> {
  if (files.length === 0) return { css: '', files: [] }
  const bundled = await bundleCss(root, files.map((file) => `@import ${JSON.stringify(`./${file}`)};`).join('\n'), baseUrl, styles, false)
  return { css: Buffer.from(bundled.css.contents).toString(), files: bundled.files }
}

/** Bundles a stylesheet's text (`@import`s of site files, CSS): its CSS file (`assets/site-custom-<hash>.css`), and the files its url()s name under assets/. */
async function bundleCss(root: string, entry: string, baseUrl: string, styles: StyleSettings, minify: boolean): Promise<{ css: BuiltAssets['files'][number]; files: BuiltAssets['files'] }> {
  let result: esbuild.BuildResult<{ write: false }>
  try {
    result = await esbuild.build({
      stdin: { contents: entry, loader: 'css', resolveDir: root, sourcefile: 'site.css' },
      absWorkingDir: root,
      bundle: true,
      // Not minifyIdentifiers: it would shorten CSS modules' class names, which the pages' HTML already holds.
      minifyWhitespace: minify,
      minifySyntax: minify,
      write: false,
      outdir: join(root, 'assets'),
      entryNames: 'site-custom-[hash]',
      assetNames: '[name]-[hash]',
      publicPath: `${baseUrl}assets`,
      // Site paths in url() (`/img/x.png`) stay as written (styleImports); relative ones are bundled.
      plugins: [siteStyleImports(root, styles)],
      loader: CSS_FILE_LOADERS,
      logLevel: 'silent',
    })
  } catch (error) {
    throw siteCssError(error)
  }
  const files = result.outputFiles.map((f) => ({ path: `assets/${f.path.split('/assets/')[1]}`, contents: f.contents }))
  return { css: files.find((f) => f.path.endsWith('.css'))!, files: files.filter((f) => !f.path.endsWith('.css')) }
}

/** A stylesheet that could not be bundled: the error at its place (a Sass error is already one). */
function siteCssError(error: unknown): Error {
  const first = (error as { errors?: esbuild.Message[] }).errors?.[0]
  if (!first) return error instanceof Error ? error : new Error(String(error))
  if (first.detail instanceof BuildError) return first.detail
  return new BuildError(`the site's stylesheets could not be bundled: ${first.text}`, {
    location: first.location && first.location.file !== 'site.css' ? { file: first.location.file, line: first.location.line, column: first.location.column + 1 } : undefined,
    hint: first.location?.file === 'site.css' ? 'check the paths in customCss and clientModules, and the stylesheets the components import' : 'fix the stylesheet at that place',
  })
}

/**
 * What the site brings besides its stylesheet, made while the docs compile: its client modules' script
 * (and the CSS they import), mermaid's script, and the CSS and files of its pages and theme components.
 */
export interface SiteAssetParts {
  client: ClientScript | undefined
  mermaid: { url: string; file: BuiltAssets['files'][number] } | undefined
  pages: SiteCode
}

/** A package the client modules import that is not installed gets a stub, and is noted for the build's warnings (noteMissingPackages). */
export async function siteAssetParts(root: string, config: SiteConfig, sitePages: SiteCode, theme?: SiteCode): Promise<SiteAssetParts> {
  // The theme's CSS first: a page's own styles come after the components it uses, as Docusaurus orders them.
  const pages = theme ? { css: [theme.css, sitePages.css].filter(Boolean).join('\n'), files: [...theme.files, ...sitePages.files] } : sitePages
  // Client modules: scripts bundled into one module (and the CSS they import); their stylesheets join the site's CSS.
  const client = await bundleClientScripts(root, splitClientModules(config.clientModules).scripts, configFileOf(root), config, { siteConfig: docusaurusSiteConfig(config), globalData: config.globalData })
  noteMissingPackages(client?.missing ?? [])
  const mermaid = config.markdown.mermaid ? await mermaidScript(root, config.baseUrl) : undefined
  return { client, mermaid, pages }
}

/**
 * Our assets plus the site's own: its stylesheet (customCss, client module stylesheets, the CSS its pages,
 * theme and client modules import, then the stylesheets the docs' components import: `docsStyles`,
 * known once the docs compile), and its scripts and files, as one set.
 */
export async function withSiteAssets(ours: BuiltAssets, root: string, config: SiteConfig, { client, mermaid, pages }: SiteAssetParts, docsStyles: readonly string[] = []): Promise<BuiltAssets> {
  // A Docusaurus site's pages get the Infima classes they use (before the site's own CSS, which may override them).
  const base = config.pages.api === 'docusaurus' ? [join(GENERATOR_ROOT, 'src/styles/docusaurus-pages.css')] : []
  const docs = await bundleDocsStyles(root, docsStyles, config.baseUrl, config)
  const siteCss = await buildSiteCss(root, [...config.customCss, ...splitClientModules(config.clientModules).styles], [client?.css ?? '', pages.css, docs.css].filter(Boolean).join('\n'), config.baseUrl, base, config)
  if (!siteCss && pages.files.length === 0 && !mermaid && !client) return ours
  return {
    ...ours,
    siteCss: siteCss?.url,
    mermaid: mermaid?.url,
    siteScript: client ? `${config.baseUrl}${client.file.path}` : undefined,
    files: [...ours.files, ...(siteCss?.files ?? []), ...pages.files, ...docs.files, ...(mermaid ? [mermaid.file] : []), ...(client ? [client.file] : [])],
  }
}

/** What the site's own code (its pages, its theme components) brings: the CSS it imports, and the files. */
interface SiteCode {
  css: string
  files: BuiltAssets['files']
}

/**
 * The mermaid package's browser build as a content-hashed asset: the site's own mermaid (a Docusaurus
 * site with theme-mermaid has it) or else the generator's. Undefined when neither is installed: the
 * diagrams then stay as their source (client/mermaid.ts draws nothing without the script).
 */
async function mermaidScript(root: string, baseUrl: string): Promise<{ url: string; file: BuiltAssets['files'][number] } | undefined> {
  for (const from of [root, GENERATOR_ROOT]) {
    let path: string
    try {
      path = createRequire(join(from, 'package.json')).resolve('mermaid/dist/mermaid.min.js')
    } catch {
      continue
    }
    const contents = await readFile(path)
    const name = `assets/mermaid.min-${createHash('sha1').update(contents).digest('hex').slice(0, 12)}.js`
    return { url: `${baseUrl}${name}`, file: { path: name, contents } }
  }
  return undefined
}
