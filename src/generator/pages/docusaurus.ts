/**
 * A Docusaurus site's own pages (`src/pages/**`, Docusaurus's pages plugin): React pages (.js, .jsx,
 * .ts, .tsx) and Markdown pages (.md, .mdx), and the routes its plugins add (plugin-routes.ts). They
 * are bundled together (bundle-pages.ts); one that cannot be built is skipped with a warning naming its
 * file and cause while the others go on. `@theme/*` and `@docusaurus/*` imports get the page APIs of
 * src/components/docusaurus/; CSS modules and imported CSS are collected into one stylesheet; imported
 * images become files under assets/.
 */
import { existsSync } from 'node:fs'
import { readFile, rm } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createElement, type ComponentType } from 'react'
import fg from 'fast-glob'
import { docusaurusContentComponents } from '../../components/docusaurus'
import { currentTheme } from '../../components/docusaurus/scope'
import type { SiteConfig } from '../config/schema'
import { siteFrontmatterReader, type FrontmatterReader } from '../content/frontmatter'
import { contentTitle } from '../content/collect'
import { markdownExcerpt } from '../content/excerpt'
import { configFileOf } from '../config/load'
import { normalizeRoute } from '../content/routes'
import { translationsFolder } from '../i18n/locales'
import { pluginFolder } from '../i18n/translation-files'
import type { Logger } from '../log'
import type { ThemeExports } from '../mdx/theme-modules'
import { noteMissingPackages } from '../mdx/missing-packages'
import { bundlePages, bundleSkipping, describe, PLUGIN_ROUTE } from './bundle-pages'
import type { CustomPage, CustomPageProps } from './load'
import { pluginRouteEntry, pluginRoutePage } from './plugin-routes'

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

/** One pages plugin: the classic preset's (`src/pages` at `/`), or another instance (`id`) of its own folder and route base. */
interface PagesInstance {
  id?: string
  path: string
  routeBasePath: string
}

/** `theme`: the site's theme components as loaded (pages/site-theme.ts), which the pages' `@theme/…` imports reach. */
export async function loadDocusaurusPages(root: string, moduleDir: string, config: SiteConfig, logger: Logger, theme?: Readonly<Record<string, ThemeExports>>): Promise<DocusaurusPages> {
  const instances: PagesInstance[] = [{ path: config.pages.path, routeBasePath: '/' }, ...config.pages.instances]
  const loaded: DocusaurusPages[] = []
  // The first instance's bundle also holds the routes the site's plugins add.
  for (const [i, instance] of instances.entries()) loaded.push(await loadInstance(root, moduleDir, config, logger, instance, i === 0 ? config.pluginRoutes : [], theme))
  return { pages: loaded.flatMap((l) => l.pages), css: loaded.map((l) => l.css).filter((c) => c !== '').join('\n'), files: [...new Map(loaded.flatMap((l) => l.files).map((f) => [f.path, f])).values()] }
}

async function loadInstance(root: string, moduleDir: string, config: SiteConfig, logger: Logger, instance: PagesInstance, pluginRoutes: SiteConfig['pluginRoutes'], theme?: Readonly<Record<string, ThemeExports>>): Promise<DocusaurusPages> {
  const pagesDir = join(root, instance.path)
  const readFrontmatter = siteFrontmatterReader(config.markdown, configFileOf(root))
  const files = existsSync(pagesDir) ? (await fg(INCLUDE, { cwd: pagesDir, ignore: EXCLUDE })).sort() : []
  // A translated site reads a Markdown page from the locale's translation when there is one (React
  // pages are translated through code.json), as Docusaurus's pages plugin does.
  const folder = translationsFolder(root, config)
  const localizedDir = folder === undefined ? undefined : join(root, pluginFolder(folder, 'pages', instance.id))
  const dirOf = (rel: string) => (localizedDir !== undefined && /\.mdx?$/.test(rel) && existsSync(join(localizedDir, rel)) ? localizedDir : pagesDir)
  const outdir = join(moduleDir, `docusaurus-pages-${process.pid}-${++generation}`)
  const pages: CustomPage[] = []
  const css: string[] = []
  const assets = new Map<string, { path: string; contents: Uint8Array }>()
  const entries = new Map(files.map((rel, i) => [`page${i}`, rel]))
  // The routes the site's plugins add are entries of the same bundle, each a module of its own (plugin-routes.ts).
  const routes = new Map(pluginRoutes.map((route, i) => [`${PLUGIN_ROUTE}${i}`, route]))
  for (const name of routes.keys()) entries.set(name, name)
  const virtual = new Map([...routes].map(([name, route]) => [name, pluginRouteEntry(route)]))
  const named = (rel: string) => (routes.has(rel) ? routes.get(rel)!.path : relative(root, join(dirOf(rel), rel)))
  try {
    const built = await bundleSkipping(entries, outdir, (chosen, out) => bundlePages(root, dirOf, chosen, out, config, { loadedTheme: theme, name: 'pages', virtual }), (rel, error) => {
      const route = routes.get(rel)
      logger.warn(route ? `${configFileOf(root)}: plugin "${route.from}": its route ${route.path} is left out, it could not be built: ${describe(error)}` : `${named(rel)}: page skipped, it could not be built: ${describe(error)}`)
    })
    noteMissingPackages(built.missing)
    for (const [name, rel] of entries) {
      const module = built.modules.get(name)
      if (module === undefined) continue
      const route = routes.get(rel)
      if (route !== undefined) {
        try {
          pages.push(pluginRoutePage(route, (await import(pathToFileURL(module).href)) as Parameters<typeof pluginRoutePage>[1], config.baseUrl))
          const routeCss = built.css.get(name)
          if (routeCss) css.push(`/* ${route.from}: ${route.path} */\n${routeCss}`)
        } catch (error) {
          logger.warn(`${configFileOf(root)}: plugin "${route.from}": its route ${route.path} is left out, it could not be loaded: ${describe(error)}`)
        }
        continue
      }
      const file = relative(root, join(dirOf(rel), rel))
      try {
        const mod = (await import(pathToFileURL(module).href)) as { default?: unknown }
        if (typeof mod.default !== 'function') throw new Error('it has no default export: a page module must default-export a React component')
        const markdown = /\.mdx?$/.test(rel) ? await markdownPageInfo(join(dirOf(rel), rel), file, readFrontmatter) : undefined
        pages.push({
          // Under its instance's route base (`/tests/pages` + `/about`).
          route: normalizeRoute(`${instance.routeBasePath}/${docusaurusPageRoute(rel)}`),
          file,
          // As Docusaurus's pages plugin: a Markdown page's front matter title, else its # title; its
          // description, else its first line of prose. A React page without a Layout title is titled with
          // the site's title alone (useTitleFormatter), as is one without either.
          title: markdown?.title ?? '',
          description: markdown?.description,
          Component: (markdown ? markdownPage(mod.default as ComponentType<{ components: object }>, markdown.wide) : mod.default) as ComponentType<CustomPageProps>,
          data: undefined,
          api: 'docusaurus',
          markdown: markdown !== undefined,
          ...(markdown?.wrapperClassName !== undefined ? { wrapperClassName: markdown.wrapperClassName } : {}),
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

/**
 * A Markdown page's title and description, from its front matter or, without them, its body; and how
 * its front matter frames it (`wrapperClassName`, `hide_table_of_contents`), as Docusaurus's MDXPage reads them.
 */
async function markdownPageInfo(path: string, file: string, readFrontmatter: FrontmatterReader): Promise<{ title?: string; description?: string; wrapperClassName?: string; wide: boolean }> {
  const source = await readFile(path, 'utf8')
  const { frontmatter, bodyLine } = await readFrontmatter(source, file, path)
  const body = source.split('\n').slice(bodyLine - 1).join('\n')
  const { wrapperClassName, hide_table_of_contents: hideToc } = frontmatter as { wrapperClassName?: unknown; hide_table_of_contents?: unknown }
  return {
    title: frontmatter.title ?? contentTitle(source, bodyLine),
    description: frontmatter.description ?? markdownExcerpt(body),
    ...(typeof wrapperClassName === 'string' ? { wrapperClassName } : {}),
    wide: hideToc === true,
  }
}

/**
 * A Markdown page renders with our Markdown components, or the site's MDXComponents over them (the
 * layout title comes from its front matter). Docusaurus's MDXPage gives it a centred column of the width
 * a table of contents leaves, or the whole width without one (`hide_table_of_contents`: flow.org's home page).
 */
function markdownPage(Content: ComponentType<{ components: object }>, wide: boolean): ComponentType {
  return function MarkdownPage() {
    return createElement('article', { className: `rtk-docusaurus-page rtk-docusaurus-page--markdown${wide ? ' rtk-docusaurus-page--wide' : ''} rtk-markdown` }, createElement(Content, { components: currentTheme()?.mdxComponents ?? docusaurusContentComponents }))
  }
}
