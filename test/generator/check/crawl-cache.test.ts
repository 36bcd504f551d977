/**
 * src/generator/check/crawl-cache.ts: a warm build whose output has not changed skips linkinator, and a
 * build whose output changed, or whose last crawl found broken links, crawls again.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { crawlUnlessUnchanged } from '../../../src/generator/check/crawl-cache'

let dir: string
let out: string
let cache: string
let search: string
const crawls: string[] = []
const clean = async (outDir: string) => (crawls.push(outDir), [])
const brokenOnce = async (outDir: string) => (crawls.push(outDir), ['/: broken link /gone (status 404)'])

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rtk-crawl-cache-'))
  out = join(dir, 'out')
  cache = join(dir, 'cache')
  search = join(out, 'pagefind')
  await mkdir(search, { recursive: true })
  await writeFile(join(out, 'index.html'), '<a href="/a">a</a>')
  await writeFile(join(out, 'a.html'), 'a')
  crawls.length = 0
})

afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('crawlUnlessUnchanged', () => {
  it('crawls once for the same output, again when a page changes', async () => {
    expect(await crawlUnlessUnchanged(out, cache, search, clean)).toEqual([])
    expect(await crawlUnlessUnchanged(out, cache, search, clean)).toEqual([])
    expect(crawls).toHaveLength(1)
    // The search index is written while the crawl runs: it is not part of the output compared.
    await writeFile(join(search, 'pagefind.js'), 'changed')
    await crawlUnlessUnchanged(out, cache, search, clean)
    expect(crawls).toHaveLength(1)
    await writeFile(join(out, 'a.html'), 'a, edited')
    await crawlUnlessUnchanged(out, cache, search, clean)
    expect(crawls).toHaveLength(2)
  })

  it('reports broken links on every build until they are fixed', async () => {
    expect(await crawlUnlessUnchanged(out, cache, search, brokenOnce)).toHaveLength(1)
    expect(await crawlUnlessUnchanged(out, cache, search, brokenOnce)).toHaveLength(1)
    expect(crawls).toHaveLength(2)
  })
})
