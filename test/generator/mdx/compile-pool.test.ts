/**
 * The compile lanes of src/generator/mdx/compile-pool.ts: the main thread's and the compile workers'
 * (larger machines) make the same pages; a build that released the workers (as ./bin/build does) leaves
 * the next build to start new ones, code worker included.
 */
import { appendFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Logger } from '../../../src/generator/log'
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

describe('compile lanes', () => {
  it('make the same pages on the main thread alone as with compile workers beside it (larger machines)', async () => {
    const fresh = () => rm(join(site.root, '.cache'), { recursive: true, force: true })
    await fresh()
    const alone = await withCompileWorkers('0', () => buildSite(site.root, { logger: recorder() }))
    await fresh()
    const debug = recorder()
    const beside = await withCompileWorkers('1', () => buildSite(site.root, { logger: debug }))
    expect(debug.lines.some((line) => /^compile batch \d+ .* on worker 0:/.test(line))).toBe(true)
    expect(debug.lines.some((line) => /^compile batch \d+ .* on the main thread:/.test(line))).toBe(true)
    expect(beside.routes.length).toBe(alone.routes.length)
    for (const route of alone.routes) expect(beside.routes.find((r) => r.route === route.route)?.html, route.route).toBe(route.html)
  })
})

/** A logger that keeps the debug lines (which lane compiled each batch). */
function recorder(): Logger & { lines: string[] } {
  const lines: string[] = []
  return { lines, debug: (m) => lines.push(m), info: () => {}, warn: () => {} }
}

async function withCompileWorkers<T>(count: string, run: () => Promise<T>): Promise<T> {
  const before = process.env.RTK_DOCS_COMPILE_WORKERS
  process.env.RTK_DOCS_COMPILE_WORKERS = count
  try {
    return await run()
  } finally {
    if (before === undefined) delete process.env.RTK_DOCS_COMPILE_WORKERS
    else process.env.RTK_DOCS_COMPILE_WORKERS = before
  }
}

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
