/**
 * The page cache of src/generator/mdx/page-cache.ts as an author meets it: a second build reuses the
 * compiled pages, and never serves a stale one after an edit, a new page or a changed option.
 */
import { appendFile, readFile, rm, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PageCache, pagesMayNeedCompiling } from '../../../src/generator/mdx/page-cache'
import { buildSite, copyFixture, text } from '../../support/site'

let site: { root: string; dispose(): Promise<void> }
const cacheFile = () => join(site.root, '.cache/rtk-docs/page-cache.json')

/**
 * Rewrites the cached module of one page, so a test can tell a cached page from a compiled one. The
 * render cache goes: it would serve the page's HTML as rendered from the module before the change.
 */
async function tamper(file: string, from: string, to: string): Promise<void> {
  await rm(join(site.root, '.cache/rtk-docs/render-cache'), { recursive: true, force: true })
  const data = JSON.parse(await readFile(cacheFile(), 'utf8')) as { entries: Array<[string, { code: string }]> }
  const entry = data.entries.find(([slot]) => slot.startsWith(`${file}|`))
  if (!entry || !entry[1].code.includes(from)) throw new Error(`no cached module of ${file} containing "${from}"`)
  entry[1].code = entry[1].code.replaceAll(from, to)
  await writeFile(cacheFile(), JSON.stringify(data))
}

beforeAll(async () => {
  site = await copyFixture('basic')
  // A link to a page that does not exist yet: a warning now, a working link once the page is added.
  await appendFile(join(site.root, 'docs/introduction/second.mdx'), '\n\nSee [the later page](./later.md).\n')
})

afterAll(async () => {
  await site?.dispose()
})

describe('page cache', () => {
  it('lets a second build reuse the compiled pages, warnings included', async () => {
    const first = await buildSite(site.root)
    const start = text(first.page('/introduction/start').querySelector('[data-rtk-page] p'))
    expect(start.length).toBeGreaterThan(10)
    const word = start.split(' ')[0]!
    await tamper('docs/introduction/start.md', word, 'FROM-THE-PAGE-CACHE')

    const second = await buildSite(site.root)
    expect(text(second.page('/introduction/start').querySelector('[data-rtk-page] p'))).toContain('FROM-THE-PAGE-CACHE')
    const warning = (w: string) => w.includes('docs/introduction/second.mdx') && w.includes('later.md')
    expect(first.warnings.filter(warning)).toHaveLength(1)
    expect(second.warnings.filter(warning)).toEqual(first.warnings.filter(warning))
  })

  it('compiles a page again when its source changes', async () => {
    await appendFile(join(site.root, 'docs/introduction/start.md'), '\n\nA paragraph written after the last build.\n')
    const built = await buildSite(site.root)
    const page = text(built.page('/introduction/start').querySelector('[data-rtk-page]'))
    expect(page).toContain('A paragraph written after the last build.')
    expect(page).not.toContain('FROM-THE-PAGE-CACHE')
  })

  it('compiles every page again when the site gains a page, so links to it resolve', async () => {
    await tamper('docs/introduction/start.md', 'A paragraph written after the last build.', 'FROM-THE-PAGE-CACHE')
    await writeFile(join(site.root, 'docs/introduction/later.md'), '---\ntitle: Later\n---\n\nAdded later.\n')
    const built = await buildSite(site.root)
    expect(built.warnings.filter((w) => w.includes('later.md'))).toEqual([])
    expect(built.page('/introduction/second').querySelector('a[href="/introduction/later"]')).not.toBeNull()
    expect(text(built.page('/introduction/start').querySelector('[data-rtk-page]'))).not.toContain('FROM-THE-PAGE-CACHE')
  })

  it('compiles every page again when the code theme changes', async () => {
    await tamper('docs/introduction/start.md', 'A paragraph written after the last build.', 'FROM-THE-PAGE-CACHE')
    const configPath = join(site.root, 'site.config.ts')
    const config = await readFile(configPath, 'utf8')
    await writeFile(configPath, config.replace('code: { apiLinks: true },', "code: { apiLinks: true, theme: 'github-light' },"))
    const built = await buildSite(site.root)
    expect(text(built.page('/introduction/start').querySelector('[data-rtk-page]'))).not.toContain('FROM-THE-PAGE-CACHE')
  })

  it('starts over, without failing, from a damaged cache file', async () => {
    await writeFile(cacheFile(), '{"version": "x", "entr')
    const built = await buildSite(site.root)
    expect(text(built.page('/introduction/start').querySelector('[data-rtk-page]'))).toContain('A paragraph written after the last build.')
    expect(JSON.parse(await readFile(cacheFile(), 'utf8')).entries.length).toBeGreaterThan(0)
  })
})

describe('pagesMayNeedCompiling (when a build starts the compile workers)', () => {
  it('says yes without a page cache, no when every page is older than it, and yes once a page is saved after it', async () => {
    const fixture = await copyFixture('basic')
    try {
      const cacheDir = join(fixture.root, '.cache/rtk-docs')
      const page = join(fixture.root, 'docs/introduction/second.mdx')
      expect(await pagesMayNeedCompiling(cacheDir, [page])).toBe(true)
      await buildSite(fixture.root)
      // The page was written before the build saved the cache.
      const past = new Date(Date.now() - 60_000)
      await utimes(page, past, past)
      expect(await pagesMayNeedCompiling(cacheDir, [page])).toBe(false)
      await appendFile(page, '\n\nAn edit after the build.\n')
      expect(await pagesMayNeedCompiling(cacheDir, [page])).toBe(true)
    } finally {
      await fixture.dispose()
    }
  })
})

describe('a one-shot build (the command line)', () => {
  it('lets go of the caches in memory once saved, and the next builds still find every page and code block on disk', async () => {
    const copy = await copyFixture('basic')
    const dir = join(copy.root, '.cache/rtk-docs')
    const read = async <T>(file: string) => (JSON.parse(await readFile(join(dir, file), 'utf8')) as { entries: Array<[string, T]> }).entries
    /** The code blocks the cached pages show that the code cache lacks. */
    const missingBlocks = async () => {
      const highlighted = new Set((await read<unknown>('code-cache.json')).map(([key]) => key))
      const shown = (await read<{ meta: { codeKeys: string[] } }>('page-cache.json')).flatMap(([, page]) => page.meta.codeKeys)
      expect(shown.length).toBeGreaterThan(3)
      // And it holds this site's blocks alone: the builds of other sites in this process (the tests above) are not in it.
      expect((await read<unknown>('code-cache.json')).filter(([key]) => !shown.includes(key))).toEqual([])
      return shown.filter((key) => !highlighted.has(key))
    }
    try {
      await buildSite(copy.root, { releaseWorkers: true })
      expect(await missingBlocks()).toEqual([])
      // The page cache in memory was let go: opening it reads the file again, a new copy.
      const opened = await PageCache.open(dir, copy.root)
      expect(await PageCache.open(dir, copy.root)).toBe(opened)
      await opened.save({ last: true })
      expect(await PageCache.open(dir, copy.root)).not.toBe(opened)

      // A build that compiles one page again writes the code cache from that page's blocks and, for the
      // pages it took from the page cache, from the file: none of their blocks is lost.
      await appendFile(join(copy.root, 'docs/introduction/second.mdx'), '\n\nOne more paragraph.\n')
      const again = await buildSite(copy.root, { releaseWorkers: true })
      expect(again.page('/introduction/second').body.textContent).toContain('One more paragraph.')
      expect(await missingBlocks()).toEqual([])
    } finally {
      await copy.dispose()
    }
  })
})
