/**
 * The render cache of src/generator/render/render-cache.ts as an author meets it: a second build keeps
 * the HTML of unchanged docs, and never shows a stale page after an edit of the page, of the sidebar
 * that lists it, or of a file the page imports.
 */
import { appendFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DocView, PageInfo, SiteView } from '../../../src/components/types'
import { RenderCache } from '../../../src/generator/render/render-cache'
import { buildSite, copyFixture, text } from '../../support/site'

let site: { root: string; dispose(): Promise<void> }
const cacheDir = () => join(site.root, '.cache/rtk-docs/render-cache')

/** Marks every cached page, so a test can tell a page from the cache from one rendered again. */
async function markCachedPages(): Promise<number> {
  const files = (await readdir(cacheDir())).filter((name) => name.endsWith('.html'))
  for (const name of files) {
    const html = await readFile(join(cacheDir(), name), 'utf8')
    await writeFile(join(cacheDir(), name), html.replace('</h1>', ' FROM-THE-RENDER-CACHE</h1>'))
  }
  return files.length
}

const title = (built: Awaited<ReturnType<typeof buildSite>>, route: string) => text(built.page(route).querySelector('h1'))

beforeAll(async () => {
  site = await copyFixture('basic')
})

afterAll(async () => {
  await site?.dispose()
})

describe('render cache', () => {
  it('lets a second build keep the HTML of every unchanged doc', async () => {
    const first = await buildSite(site.root)
    expect(await markCachedPages()).toBeGreaterThanOrEqual(3)
    const second = await buildSite(site.root)
    for (const route of ['/introduction/start', '/introduction/second', '/api/widget']) {
      expect(title(second, route)).toBe(`${title(first, route)} FROM-THE-RENDER-CACHE`)
    }
  })

  it('renders a page again when its text changes, and only that page', async () => {
    await appendFile(join(site.root, 'docs/introduction/start.md'), '\n\nA paragraph written after the last build.\n')
    const built = await buildSite(site.root)
    expect(text(built.page('/introduction/start').querySelector('[data-rtk-page]'))).toContain('A paragraph written after the last build.')
    expect(title(built, '/introduction/start')).not.toContain('FROM-THE-RENDER-CACHE')
    expect(title(built, '/api/widget')).toContain('FROM-THE-RENDER-CACHE')
  })

  it('renders every page of a sidebar again when the sidebar changes', async () => {
    await markCachedPages()
    const sidebars = join(site.root, 'sidebars.ts')
    await writeFile(sidebars, (await readFile(sidebars, 'utf8')).replace("label: 'Reference'", "label: 'Reference pages'"))
    const built = await buildSite(site.root)
    for (const route of ['/introduction/start', '/introduction/second', '/api/widget']) {
      expect(title(built, route)).not.toContain('FROM-THE-RENDER-CACHE')
      expect(text(built.page(route).querySelector('[data-rtk-sidebar]'))).toContain('Reference pages')
    }
  })

  it('never keeps a page that imports a file of the site: that file may have changed', async () => {
    await mkdir(join(site.root, 'src/components'), { recursive: true })
    await writeFile(join(site.root, 'src/components/Note.tsx'), 'export default function Note() { return <strong>first note</strong> }\n')
    await writeFile(join(site.root, 'docs/api/widget.md'), '---\ntitle: Widget\n---\n\nimport Note from "@site/src/components/Note"\n\n<Note />\n')
    expect(text((await buildSite(site.root)).page('/api/widget').querySelector('strong'))).toBe('first note')
    await markCachedPages()
    await writeFile(join(site.root, 'src/components/Note.tsx'), 'export default function Note() { return <strong>second note</strong> }\n')
    const built = await buildSite(site.root)
    expect(text(built.page('/api/widget').querySelector('strong'))).toBe('second note')
    expect(title(built, '/introduction/second')).toContain('FROM-THE-RENDER-CACHE')
  })

  it('renders, without caching, a site whose config JSON cannot write', async () => {
    const cache = await RenderCache.open(join(site.root, '.cache/other'))
    const config: Record<string, unknown> = { title: 'x' }
    config.self = config
    const view = { config, navbar: [], assets: { css: '', script: '', themeInit: '' } } as unknown as SiteView
    expect(cache.key(view, 'module', { view: {} as DocView, page: {} as PageInfo, route: '/a', file: 'a.md' })).toBeUndefined()
    expect(cache.key({ ...view, config: { title: 'x' } } as unknown as SiteView, 'module', { view: {} as DocView, page: {} as PageInfo, route: '/a', file: 'a.md' })).toEqual(expect.any(String))
  })

  it("keys a page by every part of the site its shell draws: a home page that appears, the versions, the feeds, the logos (DocSearch's docs kept their breadcrumbs without Home)", async () => {
    const doc = { view: {} as DocView, page: {} as PageInfo, route: '/a', file: 'a.md' }
    const keyOf = async (extra: Partial<SiteView>) => {
      const cache = await RenderCache.open(join(site.root, '.cache/keys'))
      return cache.key({ config: { title: 'x' }, navbar: [], assets: { css: '', script: '', themeInit: '' }, ...extra } as unknown as SiteView, 'module', doc)
    }
    const plain = await keyOf({})
    expect(await keyOf({})).toBe(plain)
    for (const extra of [{ hasHomePage: true }, { docsVersions: [{ name: '1.0', label: '1.0', isLast: true, path: '/' }] }, { feeds: [{ type: 'rss', href: '/blog/rss.xml', title: 'Feed' }] }, { logos: { navbar: { width: 32 } } }]) {
      expect(await keyOf(extra)).not.toBe(plain)
    }
  })

  it('renders every page when the cache is damaged', async () => {
    await markCachedPages()
    await writeFile(join(cacheDir(), 'index.json'), '{"version":')
    const built = await buildSite(site.root)
    for (const route of ['/introduction/start', '/introduction/second', '/api/widget']) expect(title(built, route)).not.toContain('FROM-THE-RENDER-CACHE')
  })
})
