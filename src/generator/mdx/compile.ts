/**
 * Compile, the part that runs inside a compile worker: a batch of pages to JavaScript modules in ONE
 * esbuild call (esbuild + @mdx-js/esbuild). The remark/rehype plugins report what they learn (TOC,
 * links, ids, description) through a PageMetaStore. compile-pool.ts spreads the batches over the cores
 * and imports the modules.
 */
import { isAbsolute, join, relative, resolve, sep } from 'node:path'
import mdx from '@mdx-js/esbuild'
import * as esbuild from 'esbuild'
import type { Pluggable } from 'unified'
import rehypeSlug from 'rehype-slug'
import remarkDirective from 'remark-directive'
import remarkFrontmatter from 'remark-frontmatter'
import remarkEmoji from 'remark-emoji'
import remarkGfm from 'remark-gfm'
import type { Root } from 'mdast'
import type { ApiLinking } from '../api/sample-api'
import './micromark-edit-map'
import { BuildError } from '../errors'
import { twinLinks } from '../markdown/outputs'
import { twinTree } from '../markdown/twin'
import { twinMarkdown } from '../markdown/twin-markdown'
import type { CodeJob, CodeResult } from './code-jobs'
import { PageMetaStore, type PageMeta } from './page-meta'
import { unresolvedLinkWarning } from './link-warnings'
import { missingPackageWarning, packageOf } from './missing-packages'
import { preprocessMdx, isCommonMark, type MarkdownFormat } from './preprocess'
import { importPlace, NODE_REQUIRE_BANNER, PROVIDER_IMPORT_SOURCE, siteImports } from './esbuild-site-imports'
import { styleDependencies, styleImports, styleSourceOf } from '../styles/style-imports'
import { rehypeCode } from './rehype-code'
import { rehypeMarkdownHtml } from './rehype-markdown-html'
import { rehypeToc, withPartials } from './rehype-toc'
import { remarkAdmonitions } from './remark-directives'
import { remarkLinks } from './remark-links'
import { remarkLocalAssets } from './remark-local-assets'
import { remarkThemeCodeBlock } from './remark-theme-code-block'
import { remarkHead } from './remark-head'
import { remarkTruncate } from './remark-truncate'
import { remarkDocusaurusDetails } from './remark-details'
import { remarkPostTitle } from './remark-post-title'
import { remarkPageMeta, remarkStartPage } from './remark-page-meta'
import { rawScriptWarning, remarkRawScript } from './remark-raw-script'
import { keepCompiledCode, locateMessage } from './source-position'
import { ASSET_NAMES, FILE_LOADERS, fileImports } from './imported-assets'
import { rootImports } from './root-imports'
import { flowStripping, siteUsesFlow } from './flow-syntax'
import { rehypeFrontMatterChanges, remarkFrontMatterData } from './front-matter-data'
import { siteSassOptions, takePluginWarnings, userPluginsOf, userPreprocessorOf, type UserPluginsRef, type UserPreprocessorRef } from './user-plugins'
import rehypeCaseKeepingSlug from './rehype-case-keeping-slug'
import type { MagicComment } from '../samples/markers'
import type { ThemeExports } from './theme-modules'
import { webpackAliases } from './esbuild-aliases'
import type { ResolveAliases } from '../config/docusaurus/webpack-aliases'

/** A page to compile: its absolute path and its (already read) source. */
export interface CompileInput {
  absolutePath: string
  source: string
  /** The front matter as the site read it (a parseFrontMatter hook's): the page's `frontMatter` export. */
  frontMatter?: Record<string, unknown>
}

/** What a batch needs besides its pages; plain data, so it crosses to a worker thread. */
export interface TransformOptions {
  root: string
  codeTheme: string
  /** Components every page may use without importing them. */
  globalComponents: string[]
  /** A Docusaurus site's own theme components, by `@theme/…` specifier (pages/site-theme.ts). */
  siteTheme?: Record<string, ThemeExports>
  /** Absolute source path → route, for every page of the site (links between pages resolve with it). */
  routes: Array<[absolutePath: string, route: string]>
  /**
   * Site URL and base path, without a trailing slash, to make each page's Markdown twin (whose links
   * are absolute); undefined: no twins (the watch server makes one when it is asked for).
   */
  twinOrigin: string | undefined
  /** How pages are parsed (config `markdown.format`); default `mdx`. */
  markdownFormat?: MarkdownFormat
  /** Absolute docs folder: `.md` links of a page in no docs version (a blog post) are tried from here. */
  docsDir?: string
  /** Each docs version's absolute content folders: a doc's `.md` links are tried from its own version's (remark-links.ts). */
  docsFolders?: string[][]
  /** Config `trailingSlash`: relative routes in links resolve against `/x/` (remark-links.ts). */
  trailingSlash?: boolean
  /** Config `unbuiltThemes`, named where a page uses a component nobody gives (remark-page-meta.ts). */
  unbuiltThemes?: readonly string[]
  /** The site uses plugin-ideal-image: imported PNG and JPEG files are its objects (imported-assets.ts). */
  idealImage?: boolean
  /** Config `staticDirectories`: imports from the site's root (`/static/img/x.svg`) are tried there (root-imports.ts). */
  staticDirectories?: readonly string[]
  /** The API reference samples link their Redux Toolkit names to (api/reference.ts); undefined: no links. */
  api?: ApiLinking
  /**
   * The site's baseUrl, which the URLs of imported files start with (imported-assets.ts). Not in the
   * page cache's key: a page that imports a file is never cached (it is more than its own source).
   */
  baseUrl?: string
  /** The site's own remark and rehype plugins (user-plugins.ts); undefined: none. */
  plugins?: UserPluginsRef
  /**
   * Options of remark-rehype, the step from Markdown's tree to HTML's (Docusaurus's
   * `markdown.remarkRehypeOptions`: the footnotes' label, its tag, the ids' prefix…), plain data only.
   */
  remarkRehypeOptions?: Record<string, unknown>
  /**
   * The site's `markdown.preprocessor` (user-plugins.ts), run here on the partials pages import; the
   * pages themselves come preprocessed (compile-pool.ts compilePages).
   */
  preprocessor?: UserPreprocessorRef
  /** Config `markdown.anchors.maintainCase`: heading ids keep the heading's case. */
  maintainCase?: boolean
  /** Config `code.magicComments`: the site's own magic comments in code blocks (samples/markers.ts). */
  magicComments?: MagicComment[]
  /** Config `code.defaultLanguage`: the language of a code block that names none (Docusaurus's `prism.defaultLanguage`). */
  defaultLanguage?: string
  /** Absolute blog folder: its pages are posts, whose truncate marker splits them (remark-truncate.ts). */
  blogDirs?: string[]
  /** Config `markdown.mermaid`: ```mermaid blocks are diagrams (rehype-code.ts). */
  mermaid?: boolean
  /** Config `markdown.emoji`: shortcodes (`:tada:`) become emoji, with remark-emoji as Docusaurus does. */
  emoji?: boolean
  /** The `:::` directive names that are admonitions (docs option `admonitions`); default Docusaurus's kinds. */
  admonitions?: string[]
  /** Config `code.javaScriptTabs`: TypeScript blocks get a JavaScript version (rehype-code.ts); default true. */
  javaScriptTabs?: boolean | readonly string[]
  /**
   * A Docusaurus site whose MDXComponents draws fenced code (its own `pre` or `code`): fences reach it as
   * Docusaurus compiles them, a `pre` holding a `code` with its language class and meta string (rehype-code.ts).
   */
  siteFences?: boolean
  /**
   * A Docusaurus site, compiled as Docusaurus compiles it: a package a page imports that is not installed
   * is a stub, with a warning (it builds without `npm install`: missing-packages.ts), and the site's JSX
   * runs on its runtime (site-jsx-runtime.ts).
   */
  docusaurus?: boolean
  /** Config `resolveAliases`: the site's webpack import aliases (esbuild-aliases.ts). */
  resolveAliases?: ResolveAliases
  /**
   * Append a source map back to the page (esbuild chains the one @mdx-js/esbuild writes). Off in builds;
   * compile-pool.ts asks for it only to place an error the page's code throws as it loads.
   */
  sourcemap?: boolean
}

export { isCommonMark, type MarkdownFormat } from './preprocess'

export interface TransformedPage {
  absolutePath: string
  /** The page as an ES module whose default export is its React component. */
  code: string
  meta: PageMeta
  /** The module is made from the page's source alone (it bundles no local file), so the page cache may keep it. */
  cacheable: boolean
}

export interface TransformResult {
  pages: TransformedPage[]
  /** Author-facing warnings (e.g. a .md link that names no page), `file:line: message`. */
  warnings: string[]
}

/**
 * Compiles a batch of pages in one esbuild call; code blocks are handed to `processCode`, the pages'
 * Markdown twins to `writeTwin` (both the code worker's work in a build). Throws a BuildError naming
 * file, line and column.
 */
export async function transformPages(
  inputs: CompileInput[],
  options: TransformOptions,
  processCode: (job: CodeJob) => Promise<CodeResult>,
  writeTwin: (tree: Root) => Promise<string> = async (tree) => twinMarkdown(tree),
): Promise<TransformResult> {
  const store = new PageMetaStore()
  const warnings: string[] = []
  const rel = (path: string) => relative(options.root, path)
  /** A path as the page's meta holds it: site-relative, with `/`. */
  const siteRelative = (path: string) => rel(path).split(sep).join('/')
  const format = options.markdownFormat ?? 'mdx'
  const own = await userPreprocessorOf(options.preprocessor, options.root)
  const preprocess = (path: string, source: string) => preprocessMdx(source, isCommonMark(path, format) ? 'md' : 'mdx')
  const preprocessPartial = (path: string, source: string) => preprocess(path, own ? own(path, source) : source)
  const sources = new Map(inputs.map((input) => [input.absolutePath, preprocess(input.absolutePath, input.source)]))
  const routeOfFile = new Map(options.routes)
  const frontMatterOf = new Map(inputs.map((input) => [input.absolutePath, input.frontMatter]))
  const globalComponents = new Set(options.globalComponents)
  /**
   * Each page's Markdown twin, sent to be written out (`writeTwin`) as soon as the page is parsed; none
   * for partials (no route) or without a twin origin. Awaited once the batch is compiled.
   */
  const twins = new Map<string, Promise<string>>()
  const startTwin = (path: string, tree: Root) => {
    const route = routeOfFile.get(path)
    if (route === undefined || options.twinOrigin === undefined) return
    const written = writeTwin(twinTree(tree, twinLinks(path, route, options.twinOrigin, routeOfFile), sources.get(path), options.magicComments))
    written.catch(() => {}) // awaited below, unless the batch fails first
    twins.set(path, written)
  }
  /** Each page's compiled JavaScript, to map an error in it back to the page (source-position.ts). */
  const compiled = new Map<string, string>()
  const user = await userPluginsOf(options.plugins, options.root)
  // Only the site's own plugins may change the front matter: without any, no page pays for the copy.
  const hasSitePlugins = [user.beforeDefaultRemarkPlugins, user.remarkPlugins, user.beforeDefaultRehypePlugins, user.rehypePlugins].some((list) => list.length > 0)
  const frontMatterFor = (path: string) => frontMatterOf.get(path) ?? {}
  /** A package a page imports (its script or its stylesheet) that is not installed: said once per page. */
  const missingSaid = new Set<string>()
  const missingPackage = ({ name, file, line }: { name: string; file: string; line?: number }) => {
    if (missingSaid.has(`${file}\0${name}`)) return
    missingSaid.add(`${file}\0${name}`)
    warnings.push(missingPackageWarning(name, file, line))
  }
  const isPost = (path: string) => options.blogDirs?.some((dir) => path.startsWith(`${dir}/`)) ?? false
  /** Global stylesheets the batch's modules import: [importer, as the metafile names it; the stylesheet]. */
  const globalStyles: Array<[importer: string, file: string]> = []

  let result: esbuild.BuildResult
  try {
    result = await esbuild.build({
      // Outputs named by position, not by path: a site may keep its docs outside its folder (`path: '../docs'`).
      entryPoints: Object.fromEntries(inputs.map((input, i) => [outputName(i), input.absolutePath])),
      absWorkingDir: options.root,
      // Nothing is written (write: false); outdir only names the output files.
      outdir: join(options.root, '.rtk-compiled'),
      bundle: true,
      // Packages stay imports (siteImports resolves them from the site's node_modules).
      format: 'esm',
      platform: 'node',
      target: 'node20',
      write: false,
      metafile: true,
      sourcemap: options.sourcemap ? 'inline' : false,
      logLevel: 'silent',
      jsx: 'automatic',
      // A .js file may hold JSX, as Docusaurus's bundler lets it (site components often do).
      loader: { '.js': 'jsx', ...FILE_LOADERS },
      assetNames: ASSET_NAMES,
      publicPath: options.baseUrl ?? '/',
      banner: NODE_REQUIRE_BANNER,
      plugins: [
        ...(siteUsesFlow(options.root) ? [flowStripping(options.root)] : []),
        rootImports(options.root, options.staticDirectories ?? ['static']),
        ...(webpackAliases(options.resolveAliases)),
        fileImports({ idealImage: options.idealImage }),
        {
          // Hands @mdx-js/esbuild the preprocessed source instead of letting it re-read the file.
          name: 'rtk-docs-sources',
          setup(build) {
            build.onResolve({ filter: /\.mdx?$/ }, (args) => {
              const path = args.kind === 'entry-point' ? args.path : join(args.resolveDir, args.path)
              const contents = sources.get(path)
              return contents === undefined ? undefined : { path, pluginData: { contents } }
            })
          },
        },
        styleImports({
          root: options.root,
          output: 'names',
          sass: () => siteSassOptions(options.root),
          imported: (importer, file) => globalStyles.push([relative(options.root, importer), file]),
          missingPackage: options.docusaurus ? (specifier, importer) => missingPackage({ name: packageOf(specifier), ...importPlace(importer, specifier, rel) }) : undefined,
        }),
        siteImports({
          root: options.root,
          pageSource: (path) => sources.get(path),
          preprocess: preprocessPartial,
          siteTheme: options.siteTheme,
          missingPackage: options.docusaurus ? missingPackage : undefined,
          siteJsx: options.docusaurus,
        }),
        keepCompiledCode(mdx({
          format: 'detect',
          mdExtensions: format === 'mdx' ? [] : format === 'md' ? ['.md', '.mdx'] : ['.md'],
          mdxExtensions: format === 'mdx' ? ['.md', '.mdx'] : format === 'md' ? [] : ['.mdx'],
          jsxImportSource: 'react',
          // Pages and the partials they import get the site's components from one provider.
          providerImportSource: PROVIDER_IMPORT_SOURCE,
          remarkRehypeOptions: options.remarkRehypeOptions,
          remarkPlugins: [
            [remarkStartPage, { store, parsed: startTwin }],
            ...(hasSitePlugins ? [[remarkFrontMatterData, { frontMatter: frontMatterFor }] as Pluggable] : []),
            ...user.beforeDefaultRemarkPlugins,
            remarkFrontmatter,
            remarkGfm,
            remarkDirective,
            [remarkAdmonitions, { kinds: options.admonitions }],
            ...(options.emoji ? [remarkEmoji] : []),
            remarkThemeCodeBlock,
            remarkHead,
            [remarkLocalAssets, { store, root: options.root }],
            [remarkLinks, { routeOfFile: (path: string) => routeOfFile.get(path), docsDir: options.docsDir, docsFolders: options.docsFolders, siteDir: options.root, trailingSlash: options.trailingSlash, warn: (file: string, line: number, url: string) => warnings.push(unresolvedLinkWarning(rel(file), line, url)) }],
            [remarkPostTitle, { isPost }],
            [remarkPageMeta, { store, globalComponents, relative: rel, unbuiltThemes: options.unbuiltThemes }],
            ...(options.docusaurus ? [remarkDocusaurusDetails] : []),
            [remarkRawScript, { warn: (file: string, line: number, column: number) => warnings.push(rawScriptWarning(rel(file), line, column)) }],
            [remarkTruncate, { isPost }],
            ...user.remarkPlugins,
          ],
          rehypePlugins: [
            [rehypeMarkdownHtml, { isMarkdown: (path: string) => isCommonMark(path, format) }],
            options.maintainCase ? rehypeCaseKeepingSlug : rehypeSlug,
            [rehypeToc, { store, root: options.root, frontMatter: frontMatterFor }],
            ...user.beforeDefaultRehypePlugins,
            ...user.rehypePlugins,
            [rehypeCode, { theme: options.codeTheme, relative: rel, store, process: processCode, warn: (message: string) => warnings.push(message), api: options.api, mermaid: options.mermaid, magicComments: options.magicComments, defaultLanguage: options.defaultLanguage, javaScriptTabs: options.javaScriptTabs, siteFences: options.siteFences }],
            ...(hasSitePlugins ? [[rehypeFrontMatterChanges, { store, frontMatter: frontMatterFor }] as Pluggable] : []),
          ],
        }), compiled),
      ],
    })
  } catch (error) {
    throw toBuildError(error, options.root, compiled)
  }
  warnings.push(...takePluginWarnings())

  const outputs = new Map((result.outputFiles ?? []).filter((f) => f.path.endsWith('.js')).map((f) => [relative(join(options.root, '.rtk-compiled'), f.path), f.text]))
  /** Imported files (metafile input, as a page's inputs name it) → their place in the output. */
  const importedFiles = new Map<string, string>()
  for (const [output, { inputs }] of Object.entries(result.metafile?.outputs ?? {})) {
    if (!output.startsWith('.rtk-compiled/assets/')) continue
    for (const input of Object.keys(inputs)) importedFiles.set(input, output.slice('.rtk-compiled/'.length))
  }
  const pages = await Promise.all(inputs.map(async (input, index) => {
    const code = outputs.get(`${outputName(index)}.js`)
    if (code === undefined) throw new Error(`esbuild produced no module for ${rel(input.absolutePath)}`)
    const meta = store.get(input.absolutePath) ?? { toc: [], links: [], ids: [], codeKeys: [] }
    const twin = twins.get(input.absolutePath)
    if (twin) {
      meta.markdown = await twin.catch((error: unknown) => {
        throw new BuildError('the page\'s Markdown twin (its .md copy) could not be written', { location: { file: rel(input.absolutePath) }, cause: error, hint: 'a bug of the generator: report it with the page' })
      })
    }
    // Generated modules (theme forwarders, the provider, ignored CSS) live in their own namespaces.
    const inputsOfPage = Object.keys(result.metafile?.outputs[`.rtk-compiled/${outputName(index)}.js`]?.inputs ?? {})
    // Modules made here (the theme's, a stylesheet's, a Docusaurus site's JSX runtime, clsx's fallback) do not stop a page's module being cached.
    const bundled = inputsOfPage.filter((p) => !/^rtk-(docs|theme|style|jsx|fallback):/.test(p))
    // The stylesheets its components import, for the site stylesheet (styles/style-imports.ts).
    // (Global stylesheets by the modules that import them: their own modules are empty, so not among the inputs.)
    const styleFiles = [
      ...inputsOfPage.map((input) => styleSourceOf(options.root, input)).filter((p): p is string => p !== undefined),
      ...globalStyles.filter(([importer]) => inputsOfPage.includes(importer)).map(([, file]) => file),
    ].filter((file, i, all) => all.indexOf(file) === i)
    const styles = styleFiles.map(siteRelative)
    if (styles.length > 0) meta.styles = styles
    // Their Sass partials: a save compiles the page again and remakes the site stylesheet (watch server).
    const partials = styleFiles.flatMap((p) => styleDependencies(p)).map(siteRelative).filter((p) => !p.split('/').includes('node_modules'))
    // What the page's partials show and link to is the page's too (files to copy, links to check).
    for (const partial of bundled.filter((p) => /\.mdx?$/.test(p)).map((p) => join(options.root, p)).filter((p) => p !== input.absolutePath)) {
      const part = store.get(partial)
      if (part?.assets) (meta.assets ??= []).push(...part.assets)
    }
    // Its partials' headings are in its table of contents where it shows them, their ids among its own.
    if (meta.partials) {
      Object.assign(meta, withPartials(meta, (path) => store.get(path)))
      delete meta.partials
    }
    // Files the page (or a component or partial it imports) imports are written where their URL points.
    for (const file of bundled) {
      const output = importedFiles.get(file)
      if (output) (meta.assets ??= []).push([resolve(options.root, file.replace(/^rtk-file:/, '')), output])
    }
    // The site's files it is made of (packages and generated modules left out), for the watch server.
    // (Site-relative, `../docs/…` for docs kept beside the site.)
    const siteFiles = bundled.map((p) => p.replace(/^rtk-(?:file|raw|svg|required-file):/, '')).map((p) => (isAbsolute(p) ? relative(options.root, p) : p)).filter((p) => p !== rel(input.absolutePath) && !p.split(/[\\/]/).includes('node_modules') && !p.includes(':'))
    if (siteFiles.length > 0 || styles.length > 0) meta.imports = [...new Set([...siteFiles.map((p) => p.split(sep).join('/')), ...styles, ...partials])].sort()
    return { absolutePath: input.absolutePath, code, meta, cacheable: bundled.length === 1 }
  }))
  return { pages, warnings }
}

/** The output module of the batch's `index`th page (its name in esbuild's entry points). */
function outputName(index: number): string {
  return `page-${index}`
}

/**
 * esbuild reports MDX errors (and errors thrown by our plugins) as messages; each becomes a BuildError
 * at its position in the page (see source-position.ts for the coordinate systems involved).
 */
function toBuildError(error: unknown, root: string, compiled: ReadonlyMap<string, string>): Error {
  const first = (error as { errors?: esbuild.Message[] }).errors?.[0]
  if (!first) return error instanceof Error ? error : new Error(String(error))
  const original = (first.detail as { cause?: unknown } | undefined)?.cause ?? first.detail
  if (original instanceof BuildError) return original
  const point = locateMessage(first, root, compiled)
  // No place in the page (a plugin's failure as MDX ran it): the page still.
  const page = first.location?.file ? relative(root, isAbsolute(first.location.file) ? first.location.file : join(root, first.location.file)) : undefined
  const location = point ? { file: relative(root, point.file), line: point.line, column: point.column } : page === undefined ? undefined : { file: page }
  // esbuild's words, or our stylesheet resolver's (styles/style-imports.ts) for a stylesheet.
  const missing = /^(?:Could not resolve|the stylesheet) "([^"]+)"/.exec(first.text)
  if (missing) {
    return new BuildError(`module not found: "${missing[1]}" (imported by the page)`, {
      location,
      hint: missing[1]!.startsWith('.')
        ? 'check the path: it is relative to the page\'s folder and needs the file\'s extension unless it is .js, .ts, .jsx, .tsx or .json'
        : isAbsolute(missing[1]!)
          ? 'there is no such file: check the import, or the alias that leads there (a plugin\'s configureWebpack resolve.alias, @site/…)'
          : `install the package (npm install ${packageOf(missing[1]!)}) or fix the name; components every page may use need no import (see CONTENT.md)`,
    })
  }
  // An error in the code of a component or module a page imports (esbuild's own parse), at its place there.
  if (first.location && first.pluginName === '' && !/\.mdx?$/.test(first.location.file) && first.location.line > 0) {
    return new BuildError(`error in a module a page imports: ${first.text}`, {
      location: { file: relative(root, isAbsolute(first.location.file) ? first.location.file : join(root, first.location.file)), line: first.location.line, column: first.location.column + 1 },
      hint: 'fix the code at that place (it is bundled with each page that imports it, as Docusaurus bundles it)',
    })
  }
  const text = first.text.replace(/^Cannot process MDX file with esbuild:\s*(\d+:\d+:\s*)?/, '')
  const unclosed = /Expected a closing tag for `<([^>\s]*)>`/.exec(text)
  // The parser's messages say where (a VFileMessage), esbuild's own (a name exported twice) carry none;
  // an Error of another kind was thrown by a plugin (or MDX itself) as it ran.
  const threw = original instanceof Error && !('place' in original || 'reason' in original)
  if (threw && !unclosed) {
    return new BuildError(`the page could not be compiled: ${text}`, {
      location,
      hint: "a remark or rehype plugin (the site's, or a package's), or MDX itself, threw while compiling this page: the cause says what",
      cause: original instanceof Error && !text.includes(original.message) ? original : undefined,
    })
  }
  return new BuildError(`MDX syntax error: ${text}`, {
    location,
    hint: unclosed
      ? `close the tag with </${unclosed[1]}> or write it self-closing as <${unclosed[1]} />; in prose, write a literal < as &lt;`
      : 'fix the Markdown/JSX at that position (in MDX, write `{`, `}` and `<` in prose inside code spans or escape them as \\{ and &lt;)',
    cause: original instanceof Error && !text.includes(original.message) ? original : undefined,
  })
}
