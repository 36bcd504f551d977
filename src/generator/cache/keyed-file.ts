/**
 * A cache file: keyed entries under a version, read once, written whole. The build's caches of
 * highlighted code (mdx/code-cache.ts) and compiled pages (mdx/page-cache.ts) and the sample checker's
 * (samples/cache.ts) are each one or two of these; what differs between them is only what their key and
 * version cover and which entries they keep.
 *
 * - A missing, damaged or other-version file reads as empty: a cache never fails a build.
 * - It remembers which entries this process used (read or wrote), so a save can keep just those: a run
 *   over the whole site then drops what no longer exists, and the file never grows past the site.
 * - Saving writes a temporary file and renames it: two processes at once, or a crash, never leave half a file.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'

interface Stored<T> {
  version: string
  entries: Array<[string, T]>
}

export class KeyedFile<T> {
  private readonly used = new Set<string>()
  private dirty = false

  private constructor(
    /** The file's path. */
    readonly path: string,
    private readonly version: string,
    private readonly entries: Map<string, T>,
  ) {}

  /** Reads the file at `path`; entries written under another `version` are not read. */
  static async open<T>(path: string, version: string): Promise<KeyedFile<T>> {
    return new KeyedFile(path, version, parse<T>(await readFile(path, 'utf8').catch(() => ''), version))
  }

  /** {@link open} for a caller that cannot wait (a worker answering its first job). */
  static openSync<T>(path: string, version: string): KeyedFile<T> {
    let text = ''
    try {
      text = readFileSync(path, 'utf8')
    } catch {
      // no file yet: an empty cache
    }
    return new KeyedFile(path, version, parse<T>(text, version))
  }

  /** A cache that starts empty whatever the file holds (its save replaces the file). */
  static empty<T>(path: string, version: string): KeyedFile<T> {
    return new KeyedFile(path, version, new Map())
  }

  get(key: string): T | undefined {
    const value = this.entries.get(key)
    if (value !== undefined) this.used.add(key)
    return value
  }

  set(key: string, value: T): void {
    this.entries.set(key, value)
    this.used.add(key)
    this.dirty = true
  }

  delete(key: string): void {
    if (this.entries.delete(key)) this.dirty = true
    this.used.delete(key)
  }

  keys(): IterableIterator<string> {
    return this.entries.keys()
  }

  /** Whether anything was set or deleted since the file was read or saved. */
  get changed(): boolean {
    return this.dirty
  }

  /**
   * Writes the file. `prune`: only the entries this process used, and those named in `keep` (entries it
   * knows are still wanted without having looked them up); otherwise every entry.
   */
  async save({ prune = false, keep = [] }: { prune?: boolean; keep?: Iterable<string> } = {}): Promise<void> {
    const kept = new Set([...this.used, ...keep])
    const entries = prune ? [...this.entries].filter(([key]) => kept.has(key)) : [...this.entries]
    await mkdir(dirname(this.path), { recursive: true })
    const temporary = `${this.path}.${process.pid}.tmp`
    await writeFile(temporary, JSON.stringify({ version: this.version, entries } satisfies Stored<T>))
    await rename(temporary, this.path)
    this.dirty = false
  }
}

function parse<T>(text: string, version: string): Map<string, T> {
  try {
    const stored = JSON.parse(text) as Partial<Stored<T>>
    if (stored.version === version && Array.isArray(stored.entries)) return new Map(stored.entries)
  } catch {
    // empty or damaged: nothing cached
  }
  return new Map()
}

/** A short key for a cache entry: a hash of everything the entry depends on. */
export function cacheKey(...parts: Array<string | Buffer>): string {
  const hash = createHash('sha1')
  for (const part of parts) hash.update(part).update('\0')
  return hash.digest('base64url')
}
