/**
 * Reuses the search index of the last build when the pages it indexes are unchanged: pagefind's output
 * depends only on what it is given (each indexed page's URL and HTML, the options, the installed pagefind),
 * and our call of it (search-index.ts), so the same input gives the same files, which are copied instead of indexed again. One index is kept,
 * in the site's cache folder.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { cp, mkdir, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { GENERATOR_ROOT } from '../render/assets'
import type { RenderedRoute } from '../render/render'
import { isSearched, SEARCH_EXCLUDED_SELECTORS, writeSearchIndex } from './search-index'

const DIR = 'search-index'

function inputDigest(routes: RenderedRoute[], baseUrl: string, language: string): string {
  const hash = createHash('sha1')
  hash.update(lockFile())
  // Our call of pagefind (its options) is part of the input.
  hash.update(readFileSync(new URL('./search-index.ts', import.meta.url)))
  hash.update(JSON.stringify({ baseUrl, language, SEARCH_EXCLUDED_SELECTORS }))
  for (const route of routes) if (isSearched(route)) hash.update(route.route).update('\0').update(route.html).update('\0')
  return hash.digest('hex')
}

/** Writes the search index to `outputPath`, copied from `cacheDir` when the indexed pages are unchanged. */
export async function writeSearchIndexCached(routes: RenderedRoute[], outputPath: string, baseUrl: string, cacheDir: string, language = 'en'): Promise<void> {
  const digest = inputDigest(routes, baseUrl, language)
  const kept = join(cacheDir, DIR, digest)
  if (existsSync(kept)) {
    await cp(kept, outputPath, { recursive: true })
    return
  }
  await writeSearchIndex(routes, outputPath, baseUrl, language)
  // Copied aside and renamed into place, replacing the index kept before: a crash never leaves half of one.
  const temporary = join(cacheDir, `${DIR}.${process.pid}.tmp`)
  await rm(temporary, { recursive: true, force: true })
  await mkdir(temporary, { recursive: true })
  await cp(outputPath, join(temporary, digest), { recursive: true })
  await rm(join(cacheDir, DIR), { recursive: true, force: true })
  await rename(temporary, join(cacheDir, DIR))
}

/** The lock file names every installed version (pagefind's and linkinator's included). */
function lockFile(): Buffer | string {
  const path = join(GENERATOR_ROOT, 'package-lock.json')
  return existsSync(path) ? readFileSync(path) : ''
}
