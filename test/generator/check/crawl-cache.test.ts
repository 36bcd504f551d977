/**
 * src/generator/check/crawl-cache.ts: a warm build whose output has not changed skips linkinator, and a
 * build whose output changed (a page, a static file) crawls again; an unchanged one gets the last crawl's broken links.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { crawlUnlessUnchanged, outputDigest } from '../../../src/generator/check/crawl-cache'
import type { OutputFile } from '../../../src/generator/write/write'

let dir: string
let cache: string
let statics: string
let crawls = 0
const clean = async () => (crawls++, [])
const brokenOnce = async () => (crawls++, ['/: broken link /gone (status 404)'])
const page = '<a href="/a">a</a>'
let files: OutputFile[]

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rtk-crawl-cache-'))
  cache = join(dir, 'cache')
  statics = join(dir, 'static')
  await mkdir(join(statics, 'img'), { recursive: true })
  await writeFile(join(statics, 'img/logo.svg'), '<svg/>')
  files = [
    { path: 'index.html', contents: page },
    { path: 'a/index.html', contents: 'a' },
    { path: 'a.html', contents: 'a' },
  ]
  crawls = 0
})

afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('crawlUnlessUnchanged', () => {
  it('crawls once for the same output, again when a page or a static file changes', async () => {
    expect(await crawlUnlessUnchanged(await outputDigest(files, [statics]), cache, clean)).toEqual([])
    expect(await crawlUnlessUnchanged(await outputDigest([...files].reverse(), [statics]), cache, clean)).toEqual([])
    expect(crawls).toBe(1)
    files[1] = { path: 'a/index.html', contents: 'a, edited' }
    await crawlUnlessUnchanged(await outputDigest(files, [statics]), cache, clean)
    expect(crawls).toBe(2)
    await writeFile(join(statics, 'img/logo.svg'), '<svg viewBox="0 0 1 1"/>')
    await crawlUnlessUnchanged(await outputDigest(files, [statics]), cache, clean)
    expect(crawls).toBe(3)
  })

  it('tells a file moved to another path from the same output', async () => {
    const moved = files.map((f) => (f.path === 'a.html' ? { ...f, path: 'b.html' } : f))
    expect(await outputDigest(moved, [statics])).not.toBe(await outputDigest(files, [statics]))
    expect(await outputDigest(files, [])).not.toBe(await outputDigest(files, [statics]))
  })

  it('reports broken links on every build until they are fixed, crawling an unchanged output once', async () => {
    const digest = await outputDigest(files, [statics])
    expect(await crawlUnlessUnchanged(digest, cache, brokenOnce)).toHaveLength(1)
    expect(await crawlUnlessUnchanged(digest, cache, brokenOnce)).toEqual(['/: broken link /gone (status 404)'])
    expect(crawls).toBe(1)
    files[1] = { path: 'a/index.html', contents: 'a, fixed' }
    expect(await crawlUnlessUnchanged(await outputDigest(files, [statics]), cache, clean)).toEqual([])
    expect(crawls).toBe(2)
  })
})
