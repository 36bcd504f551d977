/**
 * A disk cache of highlighted code (and JavaScript versions) between builds, so a second build only
 * pays for blocks that changed. Entries are keyed by a hash of the job; the whole cache is dropped
 * when the code that produces them (highlighter, converter, shiki) changes.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { CodeResult } from './code-worker'

type Entry = Extract<CodeResult, { ok: true }>

const FILE = 'code-cache.json'

/** Hash of everything that shapes a result: our converter and highlighter sources, and shiki's version. */
function producerVersion(): string {
  const hash = createHash('sha1')
  const here = dirname(new URL(import.meta.url).pathname)
  const samples = join(here, '../samples')
  for (const file of [join(here, 'highlighter.ts'), join(here, 'code-worker.ts'), ...readdirSync(samples).map((f) => join(samples, f))]) {
    if (file.endsWith('.ts')) hash.update(readFileSync(file))
  }
  hash.update((createRequire(import.meta.url)('shiki/package.json') as { version: string }).version)
  return hash.digest('hex')
}

export class CodeCache {
  private readonly entries = new Map<string, Entry>()
  private dirty = false
  private readonly version = producerVersion()

  constructor(private readonly dir: string) {
    const path = join(dir, FILE)
    if (!existsSync(path)) return
    try {
      const data = JSON.parse(readFileSync(path, 'utf8')) as { version: string; entries: Array<[string, Entry]> }
      if (data.version === this.version) for (const [key, entry] of data.entries) this.entries.set(key, entry)
    } catch {
      // A damaged cache is just an empty one.
    }
  }

  static key(job: object): string {
    return createHash('sha1').update(JSON.stringify(job)).digest('base64url')
  }

  get(key: string): Entry | undefined {
    return this.entries.get(key)
  }

  set(key: string, entry: Entry): void {
    this.entries.set(key, entry)
    this.dirty = true
  }

  /** Writes the cache, keeping only entries used by this build (`used`), so it never grows without bound. */
  async save(used: ReadonlySet<string>): Promise<void> {
    if (!this.dirty && used.size === this.entries.size) return
    await mkdir(this.dir, { recursive: true })
    const entries = [...this.entries].filter(([key]) => used.has(key))
    await writeFile(join(this.dir, FILE), JSON.stringify({ version: this.version, entries }))
  }
}
