/**
 * src/generator/index/index-cache.ts: the search index of unchanged pages is the last build's, copied;
 * changed pages are indexed again, and only the newest index is kept.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeSearchIndexCached } from '../../../src/generator/index/index-cache'
import type { RenderedRoute } from '../../../src/generator/render/render'

let dir: string
const doc = (route: string, words: string) =>
  ({ kind: 'doc', route, html: `<html><head><title>${route}</title></head><body><article data-pagefind-body><h1>${route}</h1><p>${words}</p></article></body></html>` }) as RenderedRoute

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rtk-index-cache-'))
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

async function files(root: string): Promise<Map<string, string>> {
  const names = (await readdir(root, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name))
  return new Map(await Promise.all(names.map(async (n) => [n.slice(root.length), (await readFile(n)).toString('base64')] as [string, string])))
}

describe('writeSearchIndexCached', () => {
  it('copies the same index for the same pages, and makes a new one when a page changes', async () => {
    const cache = join(dir, 'cache')
    const pages = [doc('/a', 'immer reducers'), doc('/b', 'listener middleware')]
    await writeSearchIndexCached(pages, join(dir, 'one'), '/', cache)
    await writeSearchIndexCached(pages, join(dir, 'two'), '/', cache)
    const [one, two] = [await files(join(dir, 'one')), await files(join(dir, 'two'))]
    expect(one.size).toBeGreaterThan(3)
    expect(two).toEqual(one)
    expect(await readdir(join(cache, 'search-index'))).toHaveLength(1)

    await writeSearchIndexCached([pages[0]!, doc('/b', 'entity adapter')], join(dir, 'three'), '/', cache)
    expect(await files(join(dir, 'three'))).not.toEqual(one)
    expect(await readdir(join(cache, 'search-index'))).toHaveLength(1)
  })
})
