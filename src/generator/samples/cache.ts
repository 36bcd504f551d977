/**
 * Remembers what each block's check found, keyed by the block's code, so that a second run only
 * type-checks the blocks that changed. Blocks are checked in isolation (a folder each), so a block's
 * result depends on nothing but its own code and the toolchain; the key's salt covers the latter:
 * the lock file (every installed version), TypeScript's version and the compiler options.
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { CodeBlock } from './extract'
import { sampleCompilerOptions } from './program'
import type { Finding } from './typecheck'
import ts from './typescript'

/** Raise when a change to the checker changes what it finds for the same code. */
const FORMAT = 1

export class SampleCache {
  private readonly used = new Map<string, Finding[]>()

  private constructor(
    private readonly file: string,
    private readonly salt: string,
    private readonly stored: Record<string, Finding[]>,
  ) {}

  /**
   * Opens the cache of a repository (an unreadable or missing cache file is an empty cache).
   *
   * @param root - repository root; the cache lives in root/.cache/samples.json
   */
  static async open(root: string): Promise<SampleCache> {
    const file = join(root, '.cache', 'samples.json')
    const lock = await readFile(join(root, 'package-lock.json'), 'utf8').catch(() => '')
    const salt = hash(`${FORMAT}\0${ts.version}\0${JSON.stringify(sampleCompilerOptions(root))}\0${lock}`)
    const stored = await readFile(file, 'utf8')
      .then((text) => JSON.parse(text) as { salt?: string; results?: Record<string, Finding[]> })
      .catch(() => ({}) as { salt?: string; results?: Record<string, Finding[]> })
    return new SampleCache(file, salt, stored.salt === salt ? (stored.results ?? {}) : {})
  }

  /** The key of a block: its language, fence meta and code. */
  keyOf(block: CodeBlock): string {
    return hash(`${block.lang}\0${block.meta ?? ''}\0${block.code}`)
  }

  /** What the last check of this exact block found, if it is known. */
  get(key: string): Finding[] | undefined {
    const findings = this.used.get(key) ?? this.stored[key]
    if (findings) this.used.set(key, findings)
    return findings
  }

  set(key: string, findings: Finding[]): void {
    this.used.set(key, findings)
  }

  /**
   * Writes the cache.
   *
   * @param prune - keep only the blocks of this run (true after a run over the whole docs folder,
   *   where a block not seen no longer exists; a run over a few pages must keep the others)
   */
  async save(prune: boolean): Promise<void> {
    const results = prune ? Object.fromEntries(this.used) : { ...this.stored, ...Object.fromEntries(this.used) }
    await mkdir(dirname(this.file), { recursive: true })
    // Write then rename: two runs at once must not leave a half-written file for the next one.
    const temporary = `${this.file}.${process.pid}.tmp`
    await writeFile(temporary, JSON.stringify({ salt: this.salt, results }))
    await rename(temporary, this.file)
  }
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('base64url')
}
