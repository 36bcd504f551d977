/**
 * A disk cache of highlighted code (and JavaScript versions) between builds, so a second build only
 * pays for blocks that changed. Entries are keyed by a hash of the job; the whole cache is dropped
 * when the code that produces them (highlighter, converter, shiki) changes. The code worker reads it;
 * compile workers report the entries their pages used, and the main thread writes exactly those once per
 * build (saveCodeCache).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { ApiCard } from '../api/sample-api'
import { cacheKey, KeyedFile } from '../cache/keyed-file'

/** A successful result: the highlighted HTML, and the JavaScript version when one was asked for. */
export interface CodeEntry {
  ok: true
  html: string
  js?: { code: string; html: string }
  /** The cards of the Redux Toolkit names linked in the code, by card key (api-links.ts). */
  cards?: Record<string, ApiCard>
}

const FILE = 'code-cache.json'
const MAIN_FILE = 'code-cache-main.json'

let version: string | undefined

/** Hash of everything that shapes a result: our converter and highlighter sources, and shiki's version. */
function producerVersion(): string {
  if (version) return version
  const here = dirname(new URL(import.meta.url).pathname)
  const samples = join(here, '../samples')
  const linking = [join(here, 'api-links.ts'), join(here, 'token-links.ts'), join(here, '../api/signatures.ts')]
  const sources = [join(here, 'highlighter.ts'), join(here, 'line-memo.ts'), join(here, 'code-jobs.ts'), join(here, 'prism-theme.ts'), ...linking, ...readdirSync(samples).map((f) => join(samples, f))]
  version = cacheKey(...sources.filter((file) => file.endsWith('.ts')).map((file) => readFileSync(file)), (createRequire(import.meta.url)('shiki/package.json') as { version: string }).version)
  return version
}

/** The key of a code job: a hash of all of it (code, language, theme, lines, options). */
export function codeKey(job: object): string {
  return cacheKey(JSON.stringify(job))
}

/** The code cache kept in `dir`, read from the disk (the code worker opens it on its first job). */
export function openCodeCache(dir: string): KeyedFile<CodeEntry> {
  return KeyedFile.openSync(join(dir, FILE), producerVersion())
}

/**
 * The main thread's own few code blocks (the home page's sample), in a file of their own: a warm build
 * then reads a few kilobytes instead of the docs' megabytes of highlighted code (~0.1 s) to find them.
 */
export function openMainCodeCache(dir: string): KeyedFile<CodeEntry> {
  return KeyedFile.openSync(join(dir, MAIN_FILE), producerVersion())
}

/**
 * Writes the cache with exactly `entries` (those the build used), so it never grows without bound,
 * plus the entries named by `keep` found in the file already: the blocks of pages the build took from
 * the page cache, which it never looked up.
 */
export async function saveCodeCache(dir: string, entries: ReadonlyMap<string, CodeEntry>, keep: ReadonlySet<string> = new Set()): Promise<void> {
  const path = join(dir, FILE)
  // The file is read only when it holds something to keep (it is megabytes of JSON).
  const cache = [...keep].some((key) => !entries.has(key)) ? await KeyedFile.open<CodeEntry>(path, producerVersion()) : KeyedFile.empty<CodeEntry>(path, producerVersion())
  for (const [key, entry] of entries) cache.set(key, entry)
  await cache.save({ prune: true, keep })
}
