/**
 * Skips the crawl (crawl.ts) of an output that is byte for byte the one the last build crawled: a warm
 * build with no edits then spends no time on linkinator. The crawl reads nothing but the output folder
 * (external links are never fetched), so the same bytes give the same answer, broken links included:
 * they are remembered with the output's digest and reported again on every build until fixed (a site at
 * onBrokenLinks: warn crawled its 627 pages again on every warm build: pptr.dev, 10 s).
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { GENERATOR_ROOT } from '../render/assets'
import type { OutputFile } from '../write/write'

const FILE = 'links-crawled.json'

/**
 * Hash of the output as build() writes it: the path and contents of every file it writes (from memory:
 * reading the staged folder back took ~0.2 s of a warm build and ~0.3 s of a cold one) and of every file
 * in the static folder it copies first, plus how the crawl is made.
 */
export async function outputDigest(files: readonly OutputFile[], staticDirs: readonly string[]): Promise<string> {
  const hash = createHash('sha1')
  // How the crawl is made is part of the answer too: our call of linkinator and the installed versions.
  hash.update(readFileSync(new URL('./crawl.ts', import.meta.url)))
  hash.update(lockFile())
  for (const [i, staticDir] of staticDirs.entries()) {
    if (!existsSync(staticDir)) continue
    const statics = (await readdir(staticDir, { recursive: true, withFileTypes: true })).filter((entry) => !entry.isDirectory()).map((entry) => join(entry.parentPath, entry.name)).sort()
    for (const path of statics) hash.update(`static${i}/${relative(staticDir, path)}`).update('\0').update(await readFile(path)).update('\0')
  }
  // A route's two files hold the same string: hashed once, named twice.
  const contentHashes = new Map<string | Uint8Array, string>()
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    let contentHash = contentHashes.get(file.contents)
    if (contentHash === undefined) contentHashes.set(file.contents, (contentHash = createHash('sha1').update(file.contents).digest('hex')))
    hash.update(file.path).update('\0').update(contentHash).update('\0')
  }
  return hash.digest('hex')
}

/**
 * The broken links `crawl` finds, or those it found last time without crawling when `digest` (see
 * {@link outputDigest}) is that of the last output crawled.
 */
export async function crawlUnlessUnchanged(digest: string, cacheDir: string, crawl: () => Promise<string[]>): Promise<string[]> {
  const last = await readFile(join(cacheDir, FILE), 'utf8').then((text) => JSON.parse(text) as { digest?: unknown; broken?: unknown }, () => undefined)
  if (last?.digest === digest && Array.isArray(last.broken) && last.broken.every((b) => typeof b === 'string')) return last.broken as string[]
  const broken = await crawl()
  await mkdir(cacheDir, { recursive: true })
  await writeFile(join(cacheDir, FILE), JSON.stringify({ digest, broken }))
  return broken
}

/** The lock file names every installed version (pagefind's and linkinator's included). */
function lockFile(): Buffer | string {
  const path = join(GENERATOR_ROOT, 'package-lock.json')
  return existsSync(path) ? readFileSync(path) : ''
}
