/**
 * What the checker remembers between runs, so that a second run only does the work for what changed:
 * - the code blocks of each page, keyed by the page's text (parsing MDX is most of a run once the
 *   results are known: about 70 ms a page);
 * - what each block's check found, keyed by the block's code. Blocks are checked in isolation (a folder
 *   each), so the result depends on nothing but the code and the toolchain; the toolchain is in the
 *   key's salt: the lock file (every installed version, TypeScript's included) and the compiler options.
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { SAMPLE_COMPILER_OPTIONS } from './compiler-options'
import type { CodeBlock } from './extract'
import type { Finding } from './typecheck'

/** Raise when a change to the checker changes what it finds or extracts for the same text. */
const FORMAT = 2

interface CacheFile {
  salt: string
  pages: Record<string, CodeBlock[]>
  results: Record<string, Finding[]>
}

/** One kind of remembered value: what was stored, and what this run used or learnt. */
class Store<T> {
  private readonly used = new Map<string, T>()

  constructor(private readonly stored: Record<string, T>) {}

  get(key: string): T | undefined {
    const value = this.used.get(key) ?? this.stored[key]
    if (value !== undefined) this.used.set(key, value)
    return value
  }

  set(key: string, value: T): void {
    this.used.set(key, value)
  }

  /** This run's entries; with `prune` false, also those it did not touch. */
  entries(prune: boolean): Record<string, T> {
    return prune ? Object.fromEntries(this.used) : { ...this.stored, ...Object.fromEntries(this.used) }
  }
}

export class SampleCache {
  /** code blocks by page text */
  readonly pages: Store<CodeBlock[]>
  /** findings by block */
  readonly results: Store<Finding[]>

  private constructor(
    private readonly file: string,
    private readonly salt: string,
    stored: Partial<CacheFile>,
  ) {
    const valid = stored.salt === salt
    this.pages = new Store(valid ? (stored.pages ?? {}) : {})
    this.results = new Store(valid ? (stored.results ?? {}) : {})
  }

  /**
   * Opens the cache of a repository (an unreadable or missing cache file is an empty cache).
   *
   * @param root - repository root; the cache lives in root/.cache/samples.json
   */
  static async open(root: string): Promise<SampleCache> {
    const file = join(root, '.cache', 'samples.json')
    const lock = await readFile(join(root, 'package-lock.json'), 'utf8').catch(() => '')
    const salt = hash(`${FORMAT}\0${JSON.stringify(SAMPLE_COMPILER_OPTIONS)}\0${lock}`)
    const stored = await readFile(file, 'utf8')
      .then((text) => JSON.parse(text) as Partial<CacheFile>)
      .catch(() => ({}))
    return new SampleCache(file, salt, stored)
  }

  /** The key of a page: its text. */
  pageKey(source: string): string {
    return hash(source)
  }

  /** The key of a block: its language, fence meta and code (not its position). */
  blockKey(block: CodeBlock): string {
    return hash(`${block.lang}\0${block.meta ?? ''}\0${block.code}`)
  }

  /**
   * Writes the cache.
   *
   * @param prune - keep only what this run used (right after a run over the whole docs folder, where
   *   what was not seen no longer exists; a run over a few pages must keep the others)
   */
  async save(prune: boolean): Promise<void> {
    const content: CacheFile = { salt: this.salt, pages: this.pages.entries(prune), results: this.results.entries(prune) }
    await mkdir(dirname(this.file), { recursive: true })
    // Write then rename: two runs at once must not leave a half-written file for the next one.
    const temporary = `${this.file}.${process.pid}.tmp`
    await writeFile(temporary, JSON.stringify(content))
    await rename(temporary, this.file)
  }
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('base64url')
}
