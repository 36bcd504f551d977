/**
 * Custom pages: every `src/pages/*.tsx` default-exports a React component and becomes a route
 * (`index` → `/`, `errors` → `/errors`, `404` → the not-found page). A page may export `title`,
 * `description` and an async `loadData(ctx)` whose result is passed as the `data` prop.
 */
import { mkdir, rm } from 'node:fs/promises'
import { basename, join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import * as esbuild from 'esbuild'
import fg from 'fast-glob'
import type { ComponentType } from 'react'
import type { SiteConfig } from '../config/schema'
import { BuildError } from '../errors'
import { esbuildFailure } from '../esbuild-failure'

/** What a page component receives. */
export interface CustomPageProps<Data = unknown> {
  data: Data
  baseUrl: string
}

export interface CustomPage {
  route: string
  file: string
  title: string
  description?: string
  Component: ComponentType<CustomPageProps>
  data: unknown
  /** `docusaurus`: a page of a Docusaurus site (pages/docusaurus.ts), rendered with its page APIs. */
  api?: 'docusaurus'
  /** A Markdown page (.md/.mdx) rather than a React module. */
  markdown?: boolean
  /** A Markdown page's front matter `wrapperClassName`: the class on `<html>` in place of `mdx-wrapper`. */
  wrapperClassName?: string
  /** What `useRouteContext()` gives while it renders (a plugin's route, pages/plugin-routes.ts); else the pages plugin. */
  routeContext?: RouteContext
}

/** The plugin a route belongs to, and the data its route context holds (Docusaurus's `RouteContext`). */
export interface RouteContext {
  plugin: { name: string; id: string }
  data?: Record<string, unknown>
}

/** The route of a page file: `index` is `/`, anything else `/<name>`; `404` is special-cased by the writer. */
export function customPageRoute(file: string): string {
  const name = basename(file).replace(/\.tsx?$/, '')
  return name === 'index' ? '/' : `/${name}`
}

let generation = 0

/** Bundles and imports every custom page; a page without a default export is an error naming its file. */
/** What a page's `loadData(ctx)` receives at build time. */
export interface PageDataContext {
  root: string
  config: SiteConfig
  /**
   * `code` highlighted as the docs' code blocks are (the site's code theme; `lines` 1-based lines to
   * mark; in ts, tsx, js and jsx the Redux Toolkit names it imports linked to their reference), on the
   * build's code worker and through its cache. Throws when shiki cannot highlight it.
   */
  highlight(code: string, lang: string, lines?: number[]): Promise<string>
}

export async function loadCustomPages(root: string, cacheDir: string, ctx: PageDataContext): Promise<CustomPage[]> {
  const files = (await fg('src/pages/*.{tsx,ts}', { cwd: root })).sort()
  if (files.length === 0) return []
  const outdir = join(cacheDir, `pages-${process.pid}-${++generation}`)
  try {
    await esbuild.build({
      entryPoints: files.map((f) => join(root, f)),
      absWorkingDir: root,
      outdir,
      bundle: true,
      packages: 'external',
      format: 'esm',
      platform: 'node',
      target: 'node20',
      jsx: 'automatic',
      logLevel: 'silent',
      outExtension: { '.js': '.mjs' },
    })
  } catch (error) {
    throw esbuildFailure(error, { message: (text) => text, fallback: { file: 'src/pages' }, hint: 'fix the TypeScript/JSX error in this page' })
  }
  await mkdir(outdir, { recursive: true })
  try {
    return await Promise.all(
      files.map(async (file) => {
        const out = join(outdir, basename(file).replace(/\.tsx?$/, '.mjs'))
        const mod = (await import(pathToFileURL(out).href)) as Record<string, unknown>
        if (typeof mod.default !== 'function') {
          throw new BuildError(`${file} has no default export: a page module must default-export a React component`, {
            location: { file },
            hint: `add \`export default function Page() { … }\` to ${file}`,
          })
        }
        const loadData = mod.loadData as ((c: PageDataContext) => Promise<unknown>) | undefined
        return {
          route: customPageRoute(file),
          file: relative(root, join(root, file)),
          title: typeof mod.title === 'string' ? mod.title : basename(file),
          description: typeof mod.description === 'string' ? mod.description : undefined,
          Component: mod.default as ComponentType<CustomPageProps>,
          data: loadData ? await loadData(ctx) : undefined,
        }
      }),
    )
  } finally {
    await rm(outdir, { recursive: true, force: true })
  }
}
