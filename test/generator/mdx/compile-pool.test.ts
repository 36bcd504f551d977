/**
 * The compile workers of src/generator/mdx/compile-pool.ts across builds in one process: a build that
 * released them (as ./bin/build does) leaves the next build to start new ones, code worker included.
 */
import { appendFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { batchCount } from '../../../src/generator/mdx/compile-pool'
import { buildSite, copyFixture, text } from '../../support/site'

let site: { root: string; dispose(): Promise<void> }

beforeAll(async () => {
  site = await copyFixture('basic')
})

afterAll(async () => {
  await site?.dispose()
})

describe('compile workers', () => {
  it('start again, highlighting included, after a build that released them', async () => {
    const first = await buildSite(site.root, { releaseWorkers: true })
    expect(first.page('/introduction/start').title).not.toBe('')
    // A new code block (so the page is compiled, not taken from the page cache) on the next build.
    await appendFile(join(site.root, 'docs/introduction/start.md'), '\n\n```ts\nconst releasedAndBack: number = 42\n```\n')
    const second = await buildSite(site.root)
    const block = [...second.page('/introduction/start').querySelectorAll('[data-rtk-page] pre.shiki')].find((pre) => text(pre).includes('releasedAndBack'))
    expect(text(block)).toBe('const releasedAndBack: number = 42')
    // Highlighted: the keyword has its own colour class.
    expect(block?.querySelector('span[class*="rtk-t"]')).not.toBeNull()
  })
})

describe('batches', () => {
  it('hold at most ~250 KB of Markdown, and there are at least four per worker', () => {
    // Our docs: 1.8 MB.
    expect(batchCount(1_765_422, 1)).toBe(8)
    expect(batchCount(1_765_422, 3)).toBe(12)
    expect(batchCount(100_000, 2)).toBe(8)
    // bench/scale's 486-page site: 12.4 MB of Markdown in 50 batches, not 4 of 3 MB.
    expect(batchCount(12_357_954, 1)).toBe(50)
  })
})
