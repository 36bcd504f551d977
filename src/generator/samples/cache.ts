/**
 * What the checker remembers between runs, so that a second run only does the work for what changed:
 * - the code blocks of each page, keyed by the page's text (parsing MDX is most of a run once the
 *   results are known: about 70 ms a page);
 * - what each block's check found, keyed by the block's code. Blocks are checked in isolation (a folder
 *   each), so the result depends on nothing but the code and the toolchain; the toolchain is in the
 *   version of both files: the lock file (every installed version, TypeScript's included) and the
 *   compiler options.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { cacheKey, KeyedFile } from '../cache/keyed-file'
import { SAMPLE_COMPILER_OPTIONS } from './compiler-options'
import type { CodeBlock } from './extract'
import type { Finding } from './typecheck'

/** Raise when a change to the checker changes what it finds or extracts for the same text. */
const FORMAT = 3

export class SampleCache {
  private constructor(
    /** code blocks by page text */
    readonly pages: KeyedFile<CodeBlock[]>,
    /** findings by block */
    readonly results: KeyedFile<Finding[]>,
  ) {}

  /**
   * Opens the cache of a repository (an unreadable or missing cache file is an empty cache).
   *
   * @param root - repository root; the cache lives in root/.cache/samples-pages.json and samples-results.json
   */
  static async open(root: string): Promise<SampleCache> {
    const lock = await readFile(join(root, 'package-lock.json'), 'utf8').catch(() => '')
    const version = cacheKey(String(FORMAT), JSON.stringify(SAMPLE_COMPILER_OPTIONS), lock)
    const [pages, results] = await Promise.all([
      KeyedFile.open<CodeBlock[]>(join(root, '.cache', 'samples-pages.json'), version),
      KeyedFile.open<Finding[]>(join(root, '.cache', 'samples-results.json'), version),
    ])
    return new SampleCache(pages, results)
  }

  /** The key of a page: its text. */
  pageKey(source: string): string {
    return cacheKey(source)
  }

  /** The key of a block: its language, fence meta and code (not its position). */
  blockKey(block: CodeBlock): string {
    return cacheKey(block.lang, block.meta ?? '', block.code)
  }

  /**
   * Writes the cache.
   *
   * @param prune - keep only what this run used (right after a run over the whole docs folder, where
   *   what was not seen no longer exists; a run over a few pages must keep the others)
   */
  async save(prune: boolean): Promise<void> {
    await Promise.all([this.pages.save({ prune }), this.results.save({ prune })])
  }
}
