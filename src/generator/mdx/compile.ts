/**
 * Compile: every page to a JavaScript module in ONE esbuild call (esbuild + @mdx-js/esbuild), then
 * imported, so render can call each page's component. The remark/rehype plugins report what they learn
 * (TOC, links, ids, description) through a PageMetaStore.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import mdx from '@mdx-js/esbuild'
import * as esbuild from 'esbuild'
import type { ComponentType } from 'react'
import rehypeSlug from 'rehype-slug'
import remarkDirective from 'remark-directive'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import { BuildError } from '../errors'
import type { Logger } from '../log'
import { PageMetaStore, type PageMeta } from './page-meta'
import { preprocessMdx } from './preprocess'
import { rehypeCode } from './rehype-code'
import { rehypeToc } from './rehype-toc'
import { remarkAdmonitions } from './remark-directives'
import { remarkLinks } from './remark-links'
import { remarkKeepSource, remarkPageMeta } from './remark-page-meta'

/** A page to compile: its absolute path and its (already read) source. */
export interface CompileInput {
  absolutePath: string
  source: string
}

export interface CompiledPage {
  Content: ComponentType<{ components?: Record<string, unknown> }>
  meta: PageMeta
}

export interface CompileOptions {
  root: string
  /** Where compiled modules are written to be imported (inside root, so `react` resolves). */
  cacheDir: string
  codeTheme: string
  globalComponents: ReadonlySet<string>
  routeOfFile: (absolutePath: string) => string | undefined
  logger: Logger
}

let generation = 0

/** Compiles all pages together; returns them keyed by absolute source path. */
export async function compilePages(inputs: CompileInput[], options: CompileOptions): Promise<Map<string, CompiledPage>> {
  const store = new PageMetaStore()
  const rel = (path: string) => relative(options.root, path)
  const sources = new Map(inputs.map((input) => [input.absolutePath, preprocessMdx(input.source)]))
  const outdir = join(options.cacheDir, `mdx-${process.pid}-${++generation}`)

  let result: esbuild.BuildResult
  try {
    result = await esbuild.build({
      entryPoints: inputs.map((i) => i.absolutePath),
      absWorkingDir: options.root,
      outdir,
      outbase: options.root,
      bundle: true,
      packages: 'external',
      format: 'esm',
      platform: 'node',
      target: 'node20',
      write: false,
      logLevel: 'silent',
      jsx: 'automatic',
      plugins: [
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
        mdx({
          mdExtensions: [],
          mdxExtensions: ['.md', '.mdx'],
          jsxImportSource: 'react',
          remarkPlugins: [
            [remarkKeepSource, { store }],
            remarkFrontmatter,
            remarkGfm,
            remarkDirective,
            remarkAdmonitions,
            [remarkLinks, { routeOfFile: options.routeOfFile, warn: (file: string, line: number, url: string) => options.logger.warn(`${rel(file)}:${line}: link "${url}" names no page; check the path`) }],
            [remarkPageMeta, { store, globalComponents: options.globalComponents, relative: rel }],
          ],
          rehypePlugins: [rehypeSlug, [rehypeToc, { store }], [rehypeCode, { theme: options.codeTheme, relative: rel }]],
        }),
      ],
    })
  } catch (error) {
    throw toBuildError(error, rel)
  }

  await mkdir(outdir, { recursive: true })
  try {
    const files = result.outputFiles ?? []
    options.logger.debug(`compiled: ${files.map((f) => f.path).join(', ')}`)
    await Promise.all(files.map(async (f) => {
      await mkdir(dirname(f.path), { recursive: true })
      await writeFile(f.path, f.contents)
    }))
    const pages = new Map<string, CompiledPage>()
    await Promise.all(
      inputs.map(async (input) => {
        const out = join(outdir, relative(options.root, input.absolutePath)).replace(/\.mdx?$/, '.js')
        const mod = (await import(pathToFileURL(out).href)) as { default: CompiledPage['Content'] }
        pages.set(input.absolutePath, { Content: mod.default, meta: store.get(input.absolutePath) ?? { toc: [], links: [], ids: [] } })
      }),
    )
    return pages
  } finally {
    await rm(outdir, { recursive: true, force: true })
  }
}

/** esbuild reports MDX errors (and errors thrown by our plugins) as messages with a location. */
function toBuildError(error: unknown, rel: (path: string) => string): Error {
  const first = (error as { errors?: esbuild.Message[] }).errors?.[0]
  if (!first) return error instanceof Error ? error : new Error(String(error))
  const original = (first.detail as { cause?: unknown } | undefined)?.cause ?? first.detail
  if (original instanceof BuildError) return original
  const loc = first.location
  return new BuildError(`MDX syntax error: ${first.text.replace(/^.*?:\s*/, (m) => (m.includes('mdx') ? '' : m))}`, {
    location: loc ? { file: rel(join(process.cwd(), loc.file)).startsWith('..') ? loc.file : rel(join(process.cwd(), loc.file)), line: loc.line, column: loc.column + 1 } : undefined,
    hint: 'fix the Markdown/JSX at that position (in MDX, write `{`, `}` and `<` in prose inside code spans or escape them as \\{ and &lt;)',
    cause: original instanceof Error ? original : undefined,
  })
}
