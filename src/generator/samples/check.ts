/**
 * The code-sample checker: every ts/tsx block of every page is type-checked, every js/jsx block
 * syntax-checked, all in ONE TypeScript program. The declaration files of @reduxjs/toolkit, React and
 * the DOM take seconds to load, and a program that has worked out the types of createApi once is
 * faster for every later block that uses it: one program per core took 40% more CPU time in all
 * (47 s against 34 s for 577 blocks), which the project's shared 2-core machines pay in full. What
 * makes a second run fast is the cache (cache.ts): blocks unchanged since the last run are skipped.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join, relative, resolve, sep } from 'node:path'
import { SampleCache } from './cache'
import type { CodeBlock, PageSyntaxError } from './extract'
import { blockError, compareSampleErrors, type SampleError, type SampleReport } from './report'
import type { Finding } from './typecheck'
import { isCheckedBlock, virtualFilesOfBlock, type VirtualFile } from './virtual-files'

export type { SampleError, SampleReport } from './report'

/** The docs folders the site builds (CONTENT.md, "Files, ids and routes"). */
export const DOCS_FOLDERS = ['api', 'assets', 'introduction', 'migrations', 'rtk-query', 'tutorials', 'usage']

export interface CheckOptions {
  /** repository root */
  root: string
  /** pages to check (absolute, or relative to root); default: every .md/.mdx of the built docs folders */
  files?: string[]
  /** reuse the results of unchanged blocks from root/.cache/samples-pages.json and samples-results.json (default false) */
  cache?: boolean
}

interface PendingBlock {
  page: string
  block: CodeBlock
  files: VirtualFile[]
  /** the block's cache key, when the cache is on */
  key?: string
}

/**
 * Checks the code samples of the given pages.
 *
 * @returns the number of pages and checked blocks, and every error sorted by page and line
 */
export async function checkSamples(options: CheckOptions): Promise<SampleReport> {
  const root = resolve(options.root)
  const paths = options.files ? options.files.map((f) => resolve(root, f)) : await listPages(root)
  const sources = await Promise.all(paths.map((path) => readFile(path, 'utf8')))
  const cache = options.cache ? await SampleCache.open(root) : undefined
  const errors: SampleError[] = []
  const blocks: PendingBlock[] = []

  for (const [index, path] of paths.entries()) {
    const page = relative(root, path).split(sep).join('/')
    const pageBlocks = await blocksOfPage(sources[index]!, cache)
    if (!Array.isArray(pageBlocks)) {
      const { line, column, message } = pageBlocks
      errors.push({ file: page, blockLine: 0, line, column, lineInBlock: 0, message })
      continue
    }
    for (const block of pageBlocks.filter(isCheckedBlock)) {
      const result = virtualFilesOfBlock(root, page, block)
      errors.push(...result.errors)
      blocks.push({ page, block, files: result.files, key: cache?.blockKey(block) })
    }
  }

  const unknown = blocks.filter((b) => b.key === undefined || cache?.results.get(b.key) === undefined)
  // TypeScript takes a second to load: a run whose blocks are all known does without it.
  const found = unknown.length === 0 ? new Map<CodeBlock, Finding[]>() : (await import('./typecheck')).typeCheck(root, unknown.flatMap((b) => b.files))
  for (const { block, key } of unknown) if (key !== undefined) cache?.results.set(key, found.get(block) ?? [])

  for (const { page, block, key } of blocks) {
    const findings = (key === undefined ? undefined : cache?.results.get(key)) ?? found.get(block) ?? []
    for (const f of findings) errors.push(blockError(page, block, f.lineInBlock, f.columnInBlock, f.message))
  }
  await cache?.save(options.files === undefined)
  return { pages: paths.length, blocks: blocks.length, errors: errors.sort(compareSampleErrors) }
}

/**
 * The code blocks of a page, remembered or parsed (the MDX parser, too, is only loaded when a page
 * must be parsed), or the syntax error that stops the page from being read.
 */
async function blocksOfPage(source: string, cache: SampleCache | undefined): Promise<CodeBlock[] | PageSyntaxError> {
  const key = cache?.pageKey(source)
  const known = key === undefined ? undefined : cache?.pages.get(key)
  // Copies: two pages with the same text must not share block objects, which identify blocks below.
  if (known) return known.map((block) => ({ ...block }))
  const extract = await import('./extract')
  try {
    const blocks = extract.extractCodeBlocks(source)
    if (key !== undefined) cache?.pages.set(key, blocks)
    return blocks
  } catch (error) {
    if (error instanceof extract.PageSyntaxError) return error
    throw error
  }
}

/** Every .md/.mdx page of the built docs folders, in a stable order. */
async function listPages(root: string): Promise<string[]> {
  const lists = await Promise.all(
    DOCS_FOLDERS.map(async (folder) => {
      const dir = join(root, 'docs', folder)
      const entries = await readdir(dir, { recursive: true }).catch(() => [] as string[])
      return entries.filter((e) => /\.mdx?$/.test(e)).map((e) => join(dir, e))
    }),
  )
  return lists.flat().sort()
}
