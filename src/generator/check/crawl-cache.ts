/**
 * Skips the crawl (crawl.ts) of an output that is byte for byte the one the last build crawled without
 * finding a broken link: a warm build with no edits then spends no time on linkinator. The crawl reads
 * nothing but the output folder (external links are never fetched), so the same bytes give the same
 * answer. Only a clean result is remembered; a broken link is reported again on every build.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { GENERATOR_ROOT } from '../render/assets'

const FILE = 'links-clean.txt'

/**
 * Hash of every file under `dir` (paths and contents), leaving out `skip` (the search index, which
 * pagefind writes while the crawl runs; no page links into it).
 */
export async function outputDigest(dir: string, skip: string): Promise<string> {
  const hash = createHash('sha1')
  // How the crawl is made is part of the answer too: our call of linkinator and the installed versions.
  hash.update(readFileSync(new URL('./crawl.ts', import.meta.url)))
  hash.update(lockFile())
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => path !== skip && !path.startsWith(`${skip}/`))
    .sort()
  for (const path of files) hash.update(relative(dir, path)).update('\0').update(await readFile(path)).update('\0')
  return hash.digest('hex')
}

/** The broken links `crawl` finds in `outDir`, or none without crawling when the output is the last clean one. */
export async function crawlUnlessUnchanged(outDir: string, cacheDir: string, skip: string, crawl: (outDir: string) => Promise<string[]>): Promise<string[]> {
  const digest = await outputDigest(outDir, skip)
  const clean = await readFile(join(cacheDir, FILE), 'utf8').catch(() => undefined)
  if (clean === digest) return []
  const broken = await crawl(outDir)
  if (broken.length === 0) {
    await mkdir(cacheDir, { recursive: true })
    await writeFile(join(cacheDir, FILE), digest)
  }
  return broken
}

/** The lock file names every installed version (pagefind's and linkinator's included). */
function lockFile(): Buffer | string {
  const path = join(GENERATOR_ROOT, 'package-lock.json')
  return existsSync(path) ? readFileSync(path) : ''
}
