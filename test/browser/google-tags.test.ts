/**
 * Google's tags on a Docusaurus site that configures them (the docusaurus-site fixture with the
 * preset's `gtag` and the tag manager plugin), in Chromium with Google's hosts blocked: what each page
 * tells gtag.js and Tag Manager through `dataLayer` on load, and the page view a client-side
 * navigation sends, as Docusaurus's gtag client module does on a route change.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { serveBuiltFixture, type BuiltFixture } from '../support/built-fixture'

let site: BuiltFixture
beforeAll(async () => {
  site = await serveBuiltFixture('docusaurus-site', async (root) => {
    const file = join(root, 'docusaurus.config.ts')
    const config = (await readFile(file, 'utf8'))
      .replace("theme: { customCss: './src/css/custom.css' },", "theme: { customCss: './src/css/custom.css' },\n        gtag: { trackingID: ['G-FIRST1', 'G-SECOND2'], anonymizeIP: true },")
      .replace("plugins: ['@docusaurus/plugin-ideal-image'],", "plugins: ['@docusaurus/plugin-ideal-image', ['@docusaurus/plugin-google-tag-manager', { containerId: 'GTM-ABC123' }]],")
    await writeFile(file, config)
  })
}, 120_000)
afterEach(() => site.closeContexts())
afterAll(() => site?.close())

/** What the page pushed to `dataLayer`: gtag's calls as arrays, Tag Manager's events as objects. */
const dataLayer = (page: Page) => page.evaluate(() => ((window as Window & { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) => (Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry)))

describe("a Docusaurus site's Google tags", () => {
  it('load gtag.js for the first id and configure every id, and start Tag Manager with its frame for readers without JavaScript', async () => {
    const { page, errors } = await site.open('/')
    expect(await page.$eval('script[src^="https://www.googletagmanager.com/gtag/js"]', (s) => s.getAttribute('src'))).toBe('https://www.googletagmanager.com/gtag/js?id=G-FIRST1')
    const layer = await dataLayer(page)
    expect(layer.filter((e) => Array.isArray(e) && e[0] === 'config')).toEqual([
      ['config', 'G-FIRST1', { anonymize_ip: true }],
      ['config', 'G-SECOND2', { anonymize_ip: true }],
    ])
    expect(layer).toContainEqual(expect.objectContaining({ event: 'gtm.js' }))
    // The frame is the body's first element, inside <noscript>.
    expect(await page.evaluate(() => document.body.firstElementChild?.tagName)).toBe('NOSCRIPT')
    expect(await page.evaluate(() => document.body.firstElementChild?.textContent)).toContain('https://www.googletagmanager.com/ns.html?id=GTM-ABC123')
    expect(errors).toEqual([])
  })

  it('send a page view with the new path after a client-side navigation, and none on load', async () => {
    const { page } = await site.open('/docs/intro')
    const views = async () => (await dataLayer(page)).filter((e) => Array.isArray(e) && (e[0] === 'event' || e[0] === 'set'))
    expect(await views()).toEqual([])
    await page.click('article a[href="/docs/guides/install"]')
    await page.waitForFunction(() => location.pathname === '/docs/guides/install' && ((window as Window & { dataLayer?: unknown[] }).dataLayer ?? []).some((e) => (e as ArrayLike<unknown>)[0] === 'event'))
    expect(await views()).toEqual([
      ['set', 'page_path', '/docs/guides/install'],
      ['event', 'page_view'],
    ])
    // It was client-side: the first page's scripts ran once (one 'js' call).
    expect((await dataLayer(page)).filter((e) => Array.isArray(e) && e[0] === 'js')).toHaveLength(1)
  })
})
