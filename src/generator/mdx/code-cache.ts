/**
 * A disk cache of highlighted code (and JavaScript versions) between builds, so a second build only
 * pays for blocks that changed. Entries are keyed by a hash of the job; the whole cache is dropped
 * when the code that produces them (highlighter, converter, shiki) changes. The code worker reads it;
 * compile workers report the entries their pages used, and the main thread writes exactly those once per
 * build (saveCodeCache).
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { ApiCard } from '../api/sample-api'

/** A successful result: the highlighted HTML, and the JavaScript version when one was asked for. */
export interface CodeEntry {
  ok: true
  html: string
  js?: { code: string; html: string }
  /** The cards of the Redux Toolkit names linked in the code, by card key (api-links.ts). */
  cards?: Record<string, ApiCard>
}

const FILE = 'code-cache.json'

/** Hash of everything that shapes a result: our converter and highlighter sources, and shiki's version. */
function producerVersion(): string {
  const hash = createHash('sha1')
  const here = dirname(new URL(import.meta.url).pathname)
  const samples = join(here, '../samples')
  const linking = [join(here, 'api-links.ts'), join(here, 'token-links.ts'), join(here, '../api/signatures.ts')]
  for (const file of [join(here, 'highlighter.ts'), join(here, 'code-jobs.ts'), ...linking, ...readdirSync(samples).map((f) => join(samples, f))]) {
    if (file.endsWith('.ts')) hash.update(readFileSync(file))
  }
  hash.update((createRequire(import.meta.url)('shiki/package.json') as { version: string }).version)
  return hash.digest('hex')
}

export class CodeCache {
  private readonly entries = new Map<string, CodeEntry>()

  constructor(dir: string) {
    const path = join(dir, FILE)
    if (!existsSync(path)) return
    try {
      const data = JSON.parse(readFileSync(path, 'utf8')) as { version: string; entries: Array<[string, CodeEntry]> }
      if (data.version === producerVersion()) for (const [key, entry] of data.entries) this.entries.set(key, entry)
    } catch {
      // A damaged cache is just an empty one.
    }
  }

  static key(job: object): string {
    return createHash('sha1').update(JSON.stringify(job)).digest('base64url')
  }

  get(key: string): CodeEntry | undefined {
    return this.entries.get(key)
  }

  set(key: string, entry: CodeEntry): void {
    this.entries.set(key, entry)
  }
}

/**
 * Writes the cache with exactly `entries` (those the build used), so it never grows without bound,
 * plus the entries named by `keep` found in the file already: the blocks of pages the build took from
 * the page cache, which it never looked up.
 */
export async function saveCodeCache(dir: string, entries: ReadonlyMap<string, CodeEntry>, keep: ReadonlySet<string> = new Set()): Promise<void> {
  const all = new Map(entries)
  if ([...keep].some((key) => !all.has(key))) {
    const previous = new CodeCache(dir)
    for (const key of keep) {
      const entry = all.has(key) ? undefined : previous.get(key)
      if (entry) all.set(key, entry)
    }
  }
  await mkdir(dir, { recursive: true })
  await writeFile(join(dir, FILE), JSON.stringify({ version: producerVersion(), entries: [...all] }))
}
