/**
 * A Docusaurus site's own pages (`src/pages/**`, Docusaurus's pages plugin): React pages (.js, .jsx,
 * .ts, .tsx) and Markdown pages (.md, .mdx). Each is bundled on its own by esbuild, so one page that
 * cannot be built is skipped with a warning naming its file and cause while the others go on.
 * `@theme/*` and `@docusaurus/*` imports get the page APIs of src/components/docusaurus/; CSS modules
 * and imported CSS are collected into one stylesheet; imported images become files under assets/.
 */
import { existsSync } from 'node:fs'
import { mkdir, readFile, rm } from 'node:fs/promises'
import { basename, extname, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import mdx from '@mdx-js/esbuild'
import * as esbuild from 'esbuild'
import fg from 'fast-glob'
import { createElement, type ComponentType } from 'react'
import rehypeSlug from 'rehype-slug'
import remarkDirective from 'remark-directive'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import { mdxComponents } from '../../components/mdx'
import { FALLBACK_PACKAGES, PAGE_API_MODULES } from '../../components/docusaurus/modules'
import type { PluggableList } from 'unified'
import type { MdxPluginEntry, SiteConfig } from '../config/schema'
import { parseFrontmatter } from '../content/frontmatter'
import { translationsFolder } from '../i18n/locales'
import { pluginFolder } from '../i18n/translation-files'
import { errorChain } from '../errors'
import type { Logger } from '../log'
import { ASSET_NAMES, FILE_LOADERS, fileImports, isImportedFile, REQUIRED_FILE_NAMESPACE, SVG_NAMESPACE } from '../mdx/imported-assets'
import { remarkAdmonitions } from '../mdx/remark-directives'
import type { CustomPage, CustomPageProps } from './load'

/** Docusaurus's pages plugin defaults. */
const INCLUDE = ['**/*.{js,jsx,ts,tsx,md,mdx}']
const EXCLUDE = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**', '**/*.d.ts']

export interface DocusaurusPages {
  pages: CustomPage[]
  /** The CSS the pages import (CSS modules included), in page order. */
  css: string
  /** Images and fonts the pages import, to write under assets/. */
  files: Array<{ path: string; contents: Uint8Array }>
}

/** `src/pages/blog/index.tsx` → `/blog`; `src/pages/help.md` → `/help`. */
export function docusaurusPageRoute(relativePath: string): string {
  const withoutExt = relativePath.replace(/\.(jsx?|tsx?|mdx?)$/, '')
  const route = `/${withoutExt}`.replace(/\/index$/, '')
  return route === '' ? '/' : route
}

let generation = 0

export async function loadDocusaurusPages(root: string, moduleDir: string, config: SiteConfig, logger: Logger): Promise<DocusaurusPages> {
  const pagesDir = join(root, config.pages.path)
  const files = (await fg(INCLUDE, { cwd: pagesDir, ignore: EXCLUDE })).sort()
  // A translated site reads a Markdown page from the locale's translation when there is one (React
  // pages are translated through code.json), as Docusaurus's pages plugin does.
  const folder = translationsFolder(root, config)
  const localizedDir = folder === undefined ? undefined : join(root, pluginFolder(folder, 'pages'))
  const dirOf = (rel: string) => (localizedDir !== undefined && /\.mdx?$/.test(rel) && existsSync(join(localizedDir, rel)) ? localizedDir : pagesDir)
  const outdir = join(moduleDir, `docusaurus-pages-${process.pid}-${++generation}`)
  const pages: CustomPage[] = []
  const css: string[] = []
  const assets = new Map<string, { path: string; contents: Uint8Array }>()
  const entries = new Map(files.map((rel, i) => [`page${i}`, rel]))
  try {
    // All pages in one esbuild call (CSS-module class names are then unique across pages). When that
    // fails, each page is bundled alone to find the ones that fail; they are skipped, the rest rebuilt.
    let built: BuiltPages
    try {
      built = await bundlePages(root, dirOf, entries, join(outdir, 'all'), config)
    } catch {
      const good = new Map<string, string>()
      for (const [name, rel] of entries) {
        try {
          await bundlePages(root, dirOf, new Map([[name, rel]]), join(outdir, name), config)
          good.set(name, rel)
        } catch (error) {
          logger.warn(`${relative(root, join(dirOf(rel), rel))}: page skipped, it could not be built: ${describe(error)}`)
        }
      }
      built = await bundlePages(root, dirOf, good, join(outdir, 'good'), config)
    }
    for (const [name, rel] of entries) {
      const module = built.modules.get(name)
      if (module === undefined) continue
      const file = relative(root, join(dirOf(rel), rel))
      try {
        const mod = (await import(pathToFileURL(module).href)) as { default?: unknown }
        if (typeof mod.default !== 'function') throw new Error('it has no default export: a page module must default-export a React component')
        const markdown = /\.mdx?$/.test(rel) ? parseFrontmatter(await readFile(join(dirOf(rel), rel), 'utf8'), file).frontmatter : undefined
        pages.push({
          route: docusaurusPageRoute(rel),
          file,
          title: markdown?.title ?? basename(rel, extname(rel)),
          description: markdown?.description,
          Component: (markdown ? markdownPage(mod.default as ComponentType<{ components: object }>) : mod.default) as ComponentType<CustomPageProps>,
          data: undefined,
          api: 'docusaurus',
          markdown: markdown !== undefined,
        })
        const pageCss = built.css.get(name)
        if (pageCss) css.push(`/* ${file} */\n${pageCss}`)
      } catch (error) {
        logger.warn(`${file}: page skipped, it could not be loaded: ${describe(error)}`)
      }
    }
    for (const asset of built.assets) assets.set(asset.path, asset)
  } finally {
    await rm(outdir, { recursive: true, force: true })
  }
  return { pages, css: css.join('\n'), files: [...assets.values()] }
}

/** A Markdown page renders with our Markdown components (the layout title comes from its front matter). */
function markdownPage(Content: ComponentType<{ components: object }>): ComponentType {
  return function MarkdownPage() {
    return createElement('article', { className: 'rtk-docusaurus-page rtk-docusaurus-page--markdown rtk-markdown' }, createElement(Content, { components: mdxComponents }))
  }
}

function describe(error: unknown): string {
  const errors = (error as { errors?: esbuild.Message[] }).errors
  if (errors?.length) {
    return errors.map((e) => (e.location ? `${e.location.file}:${e.location.line}:${e.location.column + 1}: ${e.text}` : e.text)).join('; ')
  }
  return errorChain(error).join(': ')
}

interface BuiltPages {
  /** Entry name → the bundled module's path. */
  modules: Map<string, string>
  /** Entry name → the CSS it imports. */
  css: Map<string, string>
  assets: Array<{ path: string; contents: Uint8Array }>
}

const REACT = /^react(-dom)?(\/.*)?$/

async function bundlePages(root: string, dirOf: (rel: string) => string, entries: ReadonlyMap<string, string>, outdir: string, config: SiteConfig): Promise<BuiltPages> {
  const pageApi: esbuild.Plugin = {
    name: 'rtk-docusaurus-page-api',
    setup(build) {
      build.onResolve({ filter: /^@site\// }, (args) => build.resolve(join(root, args.path.slice('@site/'.length)), { kind: args.kind, resolveDir: args.resolveDir }))
      build.onResolve({ filter: /^@(theme|theme-original|theme-init|docusaurus)\// }, (args) => {
        const name = args.path.replace(/^@theme-(original|init)\//, '@theme/')
        if (PAGE_API_MODULES[name] !== undefined) return { path: name, namespace: 'rtk-page-api' }
        return { errors: [{ text: `"${args.path}" is not available here; pages may use ${Object.keys(PAGE_API_MODULES).join(', ')}` }] }
      })
      build.onResolve({ filter: REACT }, () => ({ external: true }))
      // Any other package: the site's own copy if it is installed, else our fallback for a few common ones.
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === 'rtk-resolving') return undefined
        const found = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'rtk-resolving' })
        if (found.errors.length > 0 && FALLBACK_PACKAGES[args.path] !== undefined) return { path: args.path, namespace: 'rtk-fallback' }
        if (found.errors.length > 0) return { errors: [{ text: `the package "${args.path}" is not installed in the site (run npm install there)` }] }
        return found
      })
      build.onLoad({ filter: /.*/, namespace: 'rtk-page-api' }, (args) => ({ contents: PAGE_API_MODULES[args.path], loader: 'tsx', resolveDir: root }))
      build.onLoad({ filter: /.*/, namespace: 'rtk-fallback' }, (args) => ({ contents: FALLBACK_PACKAGES[args.path], loader: 'js', resolveDir: root }))
      // Docusaurus turns an imported SVG into a React component (SVGR); here it is an <img> of the file.
      build.onResolve({ filter: /\.svg$/ }, (args) => (args.kind === 'url-token' ? undefined : { path: resolve(args.resolveDir, args.path), namespace: SVG_NAMESPACE }))
      // `require('./shot.png').default` is the file's URL, as with Docusaurus's loaders.
      build.onResolve({ filter: /^[./].*\.[a-z0-9]+$/i }, (args) =>
        args.kind === 'require-call' && isImportedFile(args.path) ? { path: resolve(args.resolveDir, args.path), namespace: REQUIRED_FILE_NAMESPACE } : undefined,
      )
    },
  }
  const format = config.markdown?.format ?? 'mdx'
  await esbuild.build({
    entryPoints: Object.fromEntries([...entries].map(([name, rel]) => [name, join(dirOf(rel), rel)])),
    absWorkingDir: root,
    outdir,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    logLevel: 'silent',
    outExtension: { '.js': '.mjs' },
    loader: { '.js': 'jsx', ...FILE_LOADERS },
    assetNames: ASSET_NAMES,
    publicPath: config.baseUrl,
    plugins: [
      pageApi,
      fileImports(),
      mdx({
        mdExtensions: format === 'mdx' ? [] : ['.md'],
        mdxExtensions: format === 'md' ? [] : format === 'detect' ? ['.mdx'] : ['.md', '.mdx'],
        jsxImportSource: 'react',
        // The site's own plugins where Docusaurus puts them (see mdx/user-plugins.ts).
        remarkPlugins: [...given(config.pages.beforeDefaultRemarkPlugins), remarkFrontmatter, remarkGfm, remarkDirective, remarkAdmonitions, ...given(config.pages.remarkPlugins)],
        rehypePlugins: [rehypeSlug, ...given(config.pages.beforeDefaultRehypePlugins), ...given(config.pages.rehypePlugins)],
      }),
    ],
  })
  await mkdir(outdir, { recursive: true })
  const assets: BuiltPages['assets'] = []
  for (const asset of await fg('assets/**', { cwd: outdir })) assets.push({ path: asset, contents: await readFile(join(outdir, asset)) })
  const modules = new Map([...entries.keys()].map((name) => [name, join(outdir, `${name}.mjs`)]))
  const css = new Map(await Promise.all([...entries.keys()].map(async (name) => [name, await readFile(join(outdir, `${name}.css`), 'utf8').catch(() => '')] as const)))
  return { modules, css, assets }
}

/** A config plugin list as unified takes it (`false`/`null` entries skipped). */
function given(list: MdxPluginEntry[]): PluggableList {
  return list.filter((entry) => entry !== false && entry !== null) as PluggableList
}
