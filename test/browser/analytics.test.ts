/**
 * Analytics on a Docusaurus site that configures them (the docusaurus-site fixture with the preset's
 * `gtag`, the tag manager plugin and an Umami plugin), in Chromium with other hosts blocked: what each
 * page tells gtag.js and Tag Manager through `dataLayer` on load, the page view a client-side navigation
 * sends (as Docusaurus's gtag client module does on a route change), and Umami's tracker script.
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
      .replace("plugins: ['@docusaurus/plugin-ideal-image'],", "plugins: ['@docusaurus/plugin-ideal-image', ['@docusaurus/plugin-google-tag-manager', { containerId: 'GTM-ABC123' }], ['@dipakparmar/docusaurus-plugin-umami', { websiteID: 'site-616c', analyticsDomain: 'stats.widgets.example', dataDomains: 'widgets.example' }]],")
    await writeFile(file, config)
  })
}, 120_000)
afterEach(() => site.closeContexts())
afterAll(() => site?.close())

/** What the page pushed to `dataLayer`: gtag's calls as arrays, Tag Manager's events as objects. */
const dataLayer = (page: Page) => page.evaluate(() => ((window as Window & { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) => (Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry)))

describe("a Docusaurus site's analytics", () => {
  it("loads Umami's tracker with the plugin's settings", async () => {
    const { page } = await site.open('/')
    const script = page.locator('script[data-website-id]')
    expect(await script.count()).toBe(1)
    expect(await script.evaluate((s) => Object.fromEntries([...s.attributes].map((a) => [a.name, a.value])))).toEqual({
      defer: '',
      src: 'https://stats.widgets.example/script.js',
      'data-website-id': 'site-616c',
      'data-auto-track': 'true',
      'data-do-not-track': 'false',
      'data-cache': 'false',
      'data-domains': 'widgets.example',
      'data-exclude-search': 'false',
      'data-exclude-hash': 'false',
    })
  })

  it("Google's tags: gtag.js loads for the first id and every id is configured; Tag Manager starts, with its frame for readers without JavaScript", async () => {
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

  it("Google's tags: a client-side navigation sends a page view with the new path, and a page load none", async () => {
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
