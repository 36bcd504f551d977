/**
 * Search in a real Chromium against the built site (build/, or SEARCH_BUILD_DIR): `./bin/build` first.
 * Every request that is not to the local server is blocked, so the tests never reach the network.
 */
import { createRequire } from 'node:module'
import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { resolve } from 'node:path'
import type { Browser, BrowserContext, Page, Request } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { build } from '../../src/generator/build'
import { memoryLogger } from '../../src/generator/log'
import { startStaticServer } from '../../src/server/static-server'
import { launchChromium } from '../support/chromium'
import { copyFixture } from '../support/site'

const AXE_SOURCE = (createRequire(import.meta.url)('axe-core') as { source: string }).source
const BUILD = resolve(process.env.SEARCH_BUILD_DIR ?? resolve(import.meta.dirname, '../../build'))

let server: Server
let browser: Browser
let origin: string
const contexts: BrowserContext[] = []

beforeAll(async () => {
  if (!existsSync(resolve(BUILD, 'pagefind/pagefind.js'))) throw new Error(`no search index in ${BUILD}: run ./bin/build first`)
  server = await startStaticServer({ root: BUILD, port: 0 })
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await new Promise((done) => (server ? server.close(done) : done(undefined)))
})

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()))
})

async function newPage(options: { width?: number; height?: number } = {}): Promise<{ context: BrowserContext; page: Page; requests: string[] }> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: options.height ?? 800 } })
  contexts.push(context)
  await context.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort()))
  const page = await context.newPage()
  const requests: string[] = []
  page.on('request', (r: Request) => requests.push(r.url()))
  page.on('pageerror', (error) => console.error('[page error]', error))
  return { context, page, requests }
}

async function load(page: Page, path: string): Promise<void> {
  await page.goto(`${origin}${path}`)
  await page.waitForFunction(() => (window as Window & { __rtkReady?: boolean }).__rtkReady === true)
}

async function openSearch(page: Page): Promise<void> {
  await page.click('[data-rtk-search-open]')
  await page.locator('[data-rtk-search-input]').waitFor({ state: 'visible' })
}

/** Types a query and waits until its results (or its no-results state) are shown. */
async function search(page: Page, query: string): Promise<void> {
  await page.fill('[data-rtk-search-input]', query)
  await page.waitForSelector(`[data-rtk-search-results][data-rtk-query="${query}"]`, { state: 'attached' })
}

const pageLinks = (page: Page) => page.$$eval('.rtk-search-result__option--page a', (links) => links.map((a) => a.getAttribute('href')))
const sections = (page: Page) => page.$$eval('.rtk-search-result__section', (tags) => tags.map((t) => t.textContent))

describe('search', () => {
  it('lists the createSlice API page first for "createSlice"', async () => {
    const { page } = await newPage()
    await load(page, '/introduction/getting-started')
    await openSearch(page)
    await search(page, 'createSlice')
    const links = await pageLinks(page)
    expect(links[0]).toBe('/api/createSlice')
    // Title, section and a highlighted excerpt.
    const first = page.locator('.rtk-search-result').first()
    expect(await first.locator('.rtk-search-result__title').first().textContent()).toBe('createSlice')
    expect(await first.locator('.rtk-search-result__section').first().textContent()).toBe('API')
    expect((await first.locator('.rtk-search-result__excerpt mark').allTextContents()).join(' ').toLowerCase()).toContain('createslice')
  })

  it('finds the RTK Query page for "fetchBaseQuery"', async () => {
    const { page } = await newPage()
    await load(page, '/')
    await openSearch(page)
    await search(page, 'fetchBaseQuery')
    const links = await pageLinks(page)
    expect(links[0]).toBe('/rtk-query/api/fetchBaseQuery')
    expect((await sections(page))[0]).toBe('RTK Query')
  })

  it('opens a heading result with the keyboard and lands on that heading', async () => {
    const { page } = await newPage()
    await load(page, '/introduction/getting-started')
    await page.keyboard.press('Control+K')
    await page.locator('[data-rtk-search-input]').waitFor({ state: 'visible' })
    await search(page, 'prepareHeaders')
    const target = '/rtk-query/api/fetchBaseQuery#prepareheaders'
    const hrefs = await page.$$eval('[role="option"]', (links) => links.map((a) => a.getAttribute('href')))
    const index = hrefs.indexOf(target)
    expect(index, `sub-results: ${hrefs.join(', ')}`).toBeGreaterThan(0)
    for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown')
    const activeId = await page.getAttribute('[data-rtk-search-input]', 'aria-activedescendant')
    expect(await page.getAttribute(`#${activeId}`, 'href')).toBe(target)
    await page.keyboard.press('Enter')
    await page.waitForURL(`${origin}${target}`)
    await page.waitForFunction(() => document.documentElement.dataset.rtkRoute === '/rtk-query/api/fetchBaseQuery')
    expect(await page.locator('[data-rtk-search-dialog]').isVisible()).toBe(false)
    // Client-side navigation (no full load) and the heading is in view.
    expect(await page.evaluate(() => (window as Window & { __rtkReady?: boolean }).__rtkReady)).toBe(true)
    await page.waitForFunction(() => {
      const box = document.getElementById('prepareheaders')?.getBoundingClientRect()
      return !!box && box.top >= 0 && box.bottom <= innerHeight
    })
  })

  it('filters by section, and the filter survives a reload', async () => {
    const { page } = await newPage()
    await load(page, '/')
    await openSearch(page)
    await search(page, 'createSlice')
    const before = await page.locator('[data-rtk-search-status]').textContent()
    expect(new Set(await sections(page)).size).toBeGreaterThan(1)
    await page.click('[data-rtk-search-tag="RTK Query"]')
    expect(await page.getAttribute('[data-rtk-search-tag="RTK Query"]', 'aria-pressed')).toBe('true')
    await page.waitForFunction(() => {
      const tags = [...document.querySelectorAll('.rtk-search-result__section')]
      return tags.length > 0 && tags.every((s) => s.textContent === 'RTK Query')
    })
    const after = await page.locator('[data-rtk-search-status]').textContent()
    expect(Number.parseInt(after!)).toBeLessThan(Number.parseInt(before!))
    expect(await page.evaluate(() => localStorage.getItem('canary-filter-tags'))).toBe('["RTK Query"]')

    await page.reload()
    await page.waitForFunction(() => (window as Window & { __rtkReady?: boolean }).__rtkReady === true)
    await openSearch(page)
    expect(await page.getAttribute('[data-rtk-search-tag="RTK Query"]', 'aria-pressed')).toBe('true')
    await search(page, 'createSlice')
    expect(new Set(await sections(page))).toEqual(new Set(['RTK Query']))
    // Toggling it off brings the other sections back.
    await page.click('[data-rtk-search-tag="RTK Query"]')
    await page.waitForFunction(() => new Set([...document.querySelectorAll('.rtk-search-result__section')].map((s) => s.textContent)).size > 1)
    expect(await page.evaluate(() => localStorage.getItem('canary-filter-tags'))).toBe('[]')
  })

  it('loads no search code and no pagefind.js before the box is used; hovering its button loads only the search code', async () => {
    const { page, requests } = await newPage()
    await load(page, '/api/createSlice')
    await page.mouse.wheel(0, 800)
    await page.waitForTimeout(500)
    const ui = (u: string) => /\/assets\/ui-[^/]+\.js$/.test(u)
    expect(requests.filter((u) => u.includes('/pagefind/') || ui(u))).toEqual([])
    await page.hover('[data-rtk-search-open]')
    await expect.poll(() => requests.some(ui)).toBe(true)
    expect(requests.filter((u) => u.includes('/pagefind/'))).toEqual([])
    const before = requests.length
    await openSearch(page)
    await search(page, 'reducer')
    expect(requests.slice(before).some((u) => u.endsWith('/pagefind/pagefind.js'))).toBe(true)
  })

  it('shows the red box when pagefind.js cannot load, and Retry recovers', async () => {
    const { context, page } = await newPage()
    const blocked = (route: { abort(): Promise<void> }) => route.abort()
    await context.route('**/pagefind/pagefind.js*', blocked)
    await load(page, '/')
    await openSearch(page)
    const box = page.locator('[data-rtk-search-dialog] .rtk-load-error')
    await box.waitFor({ state: 'visible' })
    expect(await box.getAttribute('role')).toBe('alert')
    expect(await box.textContent()).toContain('pagefind.js')
    await page.fill('[data-rtk-search-input]', 'createSlice')
    await page.waitForTimeout(300)
    expect(await page.locator('.rtk-search-result').count()).toBe(0)

    await context.unroute('**/pagefind/pagefind.js*', blocked)
    await box.getByRole('button', { name: 'Retry' }).click()
    await page.waitForSelector('[data-rtk-search-results][data-rtk-query="createSlice"]', { state: 'attached' })
    expect(await page.locator('.rtk-load-error').count()).toBe(0)
    expect((await pageLinks(page))[0]).toBe('/api/createSlice')
  })

  it('says the index exists only after ./bin/build when pagefind.js answers 404', async () => {
    const { context, page } = await newPage()
    await context.route('**/pagefind/pagefind.js*', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: 'Not found' }))
    await load(page, '/')
    await openSearch(page)
    const crash = page.locator('[data-rtk-search-dialog] .rtk-crash')
    await crash.waitFor({ state: 'visible' })
    const text = await crash.textContent()
    expect(text).toContain('This page crashed.')
    expect(text).toContain('The search widget crashed because of')
    expect(text).toContain('./bin/build')
    expect(text).toContain('open an issue')
    expect(await crash.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true)
  })

  it('is a labelled modal dialog: Escape closes it and focus returns to the search button', async () => {
    const { page } = await newPage()
    await load(page, '/')
    await page.focus('[data-rtk-search-open]')
    await page.keyboard.press('Enter')
    const dialog = page.locator('[data-rtk-search-dialog]')
    await dialog.waitFor({ state: 'visible' })
    expect(await dialog.getAttribute('role')).toBe('dialog')
    expect(await dialog.getAttribute('aria-modal')).toBe('true')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('rtk-search-input')
    expect(await page.locator('#rtk-search-label').textContent()).toBe('Search the docs')
    await search(page, 'zzqqxxnothing')
    expect(await page.locator('[data-rtk-search-status]').textContent()).toBe('No results for "zzqqxxnothing"')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-rtk-search-open'))).toBe(true)
    // '/' opens it again, with the last query kept.
    await page.keyboard.press('/')
    await dialog.waitFor({ state: 'visible' })
    expect(await page.inputValue('[data-rtk-search-input]')).toBe('zzqqxxnothing')
  })

  it('has no axe (WCAG 2 A/AA) violations in the open dialog, light and dark', async () => {
    const { page } = await newPage()
    await load(page, '/')
    await openSearch(page)
    await page.click('[data-rtk-search-tag="API"]')
    await search(page, 'createSlice')
    await page.keyboard.press('ArrowDown')
    await page.addScriptTag({ content: AXE_SOURCE })
    for (const theme of ['light', 'dark']) {
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme)
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run(context: Element, options: object): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }> } }).axe
        const result = await axe.run(document.querySelector('[data-rtk-search-dialog]')!, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21aa'] })
        return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)
      })
      expect(violations, theme).toEqual([])
    }
  })

  it('is usable at 375 px in dark mode', async () => {
    const { page } = await newPage({ width: 375, height: 740 })
    await load(page, '/')
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'))
    await openSearch(page)
    await search(page, 'createApi')
    const layout = await page.evaluate(() => {
      const dialog = document.querySelector('[data-rtk-search-dialog]')!.getBoundingClientRect()
      const input = document.querySelector('[data-rtk-search-input]')!.getBoundingClientRect()
      const list = document.querySelector('[data-rtk-search-results]') as HTMLElement
      return { dialog: dialog.width, left: dialog.left, input: input.width, overflow: list.scrollWidth - list.clientWidth, bg: getComputedStyle(document.querySelector('.rtk-search-dialog')!).backgroundColor }
    })
    expect(layout.dialog).toBeLessThanOrEqual(375)
    expect(layout.left).toBeGreaterThanOrEqual(0)
    expect(layout.input).toBeGreaterThan(200)
    expect(layout.overflow).toBeLessThanOrEqual(0)
    expect(layout.bg).toBe('rgb(36, 37, 38)')
    await page.locator('.rtk-search-result__option--page a').first().click()
    await page.waitForURL(/\/rtk-query\//)
  })
})

/**
 * A copy of the fixture site with result tabs configured, no chips configured (they come from the index),
 * and a page whose text looks like HTML.
 */
describe('search on a fixture site', () => {
  let fixture: { root: string; dispose(): Promise<void> }
  let fixtureServer: Server
  let fixtureOrigin: string

  beforeAll(async () => {
    fixture = await copyFixture('basic')
    const configFile = resolve(fixture.root, 'site.config.ts')
    const config = await readFile(configFile, 'utf8')
    await writeFile(configFile, config.replace('  announcementBar:', "  search: { tabs: [{ label: 'All', tags: [] }, { label: 'Reference', tags: ['API'] }] },\n  announcementBar:"))
    await writeFile(
      resolve(fixture.root, 'docs/api/markup.md'),
      '---\ntitle: Markup\n---\n\nThe gadget text shows `<img src=x onerror="window.__xss=1">` and `<script>window.__xss=2</script>` as text.\n',
    )
    await build({ root: fixture.root, logger: memoryLogger() })
    fixtureServer = await startStaticServer({ root: resolve(fixture.root, 'build'), port: 0 })
    fixtureOrigin = `http://127.0.0.1:${(fixtureServer.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await new Promise((done) => (fixtureServer ? fixtureServer.close(done) : done(undefined)))
    await fixture?.dispose()
  })

  it('indexes only the article, with its title and section', async () => {
    const html = await readFile(resolve(fixture.root, 'build/api/widget.html'), 'utf8')
    expect(html.match(/data-pagefind-body/g)).toHaveLength(1)
    expect(html).toMatch(/<article[^>]* data-pagefind-body="" data-pagefind-filter="section:API"/)
    expect(html).toContain('<h1 data-pagefind-meta="title">widget</h1>')
    expect(html).toMatch(/<h2 id="options">/)
    const { page } = await newPage()
    await page.goto(`${fixtureOrigin}/`)
    // A string, so that vitest does not rewrite the import() for Node.
    const meta = (await page.evaluate(`(async () => {
      const pagefind = await import(location.origin + '/pagefind/pagefind.js')
      const found = await pagefind.search('widget')
      const pages = await Promise.all(found.results.map((r) => r.data()))
      return pages.map((p) => ({ url: p.url, title: p.meta.title, filters: p.filters, chrome: /Fixture announcement|Skip to main content|Copy page/.test(p.content) }))
    })()`)) as Array<{ url: string; title: string; filters: object; chrome: boolean }>
    expect(meta).toContainEqual({ url: '/api/widget', title: 'widget', filters: { section: ['API'] }, chrome: false })
    expect(meta.every((p) => !p.chrome)).toBe(true)
  })

  it('shows result tabs and chips taken from the index', async () => {
    const { page } = await newPage()
    await page.goto(`${fixtureOrigin}/introduction/start`)
    await page.waitForFunction(() => (window as Window & { __rtkReady?: boolean }).__rtkReady === true)
    await openSearch(page)
    await search(page, 'widget')
    expect(new Set(await sections(page))).toEqual(new Set(['Getting Started', 'API']))
    expect(await page.$$eval('[data-rtk-search-tag]', (chips) => chips.map((c) => c.textContent))).toEqual(expect.arrayContaining(['API', 'Getting Started']))
    const tabs = page.locator('[data-rtk-search-tablist] [role="tab"]')
    expect(await tabs.allTextContents()).toEqual(['All', 'Reference'])
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true')
    await tabs.nth(1).click()
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true')
    await page.waitForFunction(() => {
      const tags = [...document.querySelectorAll('.rtk-search-result__section')].map((t) => t.textContent)
      return tags.length > 0 && tags.every((t) => t === 'API')
    })
    expect(await pageLinks(page)).toContain('/api/widget')
  })

  it('shows page text that looks like HTML as text in the results', async () => {
    const { page } = await newPage()
    await page.goto(`${fixtureOrigin}/`)
    await page.waitForFunction(() => (window as Window & { __rtkReady?: boolean }).__rtkReady === true)
    await openSearch(page)
    await search(page, 'gadget')
    const excerpt = page.locator('.rtk-search-result__excerpt').first()
    expect(await excerpt.textContent()).toContain('<img src=x onerror="window.__xss=1">')
    expect(await page.locator('.rtk-search-dialog img, .rtk-search-dialog script').count()).toBe(0)
    expect(await excerpt.locator('mark').allTextContents()).toEqual(['gadget'])
    expect(await page.evaluate(() => (window as Window & { __xss?: number }).__xss)).toBeUndefined()
  })
})
