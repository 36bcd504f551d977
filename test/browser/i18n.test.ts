/**
 * A two-locale Docusaurus site in a real Chromium (the docusaurus-i18n fixture built to disk): the French
 * pages pass axe in both themes, the locale dropdown loads the same page in the other language in full
 * (another site: its language, navbar and search index), links within a locale stay client-side, and
 * each locale's search finds its own pages; a right-to-left page mirrors its layout.
 */
import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { serveBuiltFixture, violations, type BuiltFixture } from '../support/built-fixture'
import { markLook, markStyle } from '../support/external-mark'

let site: BuiltFixture
beforeAll(async () => {
  site = await serveBuiltFixture('docusaurus-i18n')
}, 120_000)
afterEach(() => site.closeContexts())
afterAll(() => site?.close())

type Marked = Window & { __marker?: number; __rtkReady?: boolean }
const mark = (page: Page) => page.evaluate(() => ((window as Marked).__marker = 1))
const marker = (page: Page) => page.evaluate(() => (window as Marked).__marker)

async function search(page: Page, query: string): Promise<string[]> {
  await page.click('[data-rtk-search-open]')
  await page.waitForSelector('[data-rtk-search-input]')
  await page.fill('[data-rtk-search-input]', query)
  await page.waitForSelector(`[data-rtk-search-results][data-rtk-query="${query}"]`, { state: 'attached' })
  return page.$$eval('.rtk-search-result__option--page a', (links) => links.map((a) => a.getAttribute('href') ?? ''))
}

describe('a two-locale site in a browser', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`has no axe violations on French pages (${theme})`, async () => {
      for (const path of ['/fr/', '/fr/docs/intro', '/fr/blog']) {
        const { page } = await site.open(path, { theme })
        expect({ path, violations: await violations(page) }).toEqual({ path, violations: [] })
      }
    }, 60_000)
  }

  it('switches language from the dropdown with a full load of the same page, and stays client-side within a locale', async () => {
    const { page, errors } = await site.open('/fr/docs/intro')
    await mark(page)
    // Within French: swapped in place.
    await page.click('article a[href="/fr/docs/guides/mooring"]')
    await page.waitForURL(`${site.origin}/fr/docs/guides/mooring`)
    expect(await marker(page)).toBe(1)
    expect(await page.locator('h1').textContent()).toBe('Amarrer un store')
    // To English: the dropdown's entry leads to this page in English, loaded in full.
    await page.hover('[data-rtk-dropdown-toggle]:visible')
    await page.click('[data-rtk-dropdown-menu] a[lang="en"]')
    await page.waitForURL(`${site.origin}/docs/guides/mooring`)
    await page.waitForFunction(() => (window as Marked).__rtkReady === true)
    expect(await marker(page)).toBeUndefined()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
    expect(await page.locator('h1').textContent()).toBe('Mooring a store')
    expect(errors).toEqual([])
  })

  it('mirrors the layout for a right-to-left language, code still left to right', async () => {
    const { page } = await site.open('/fr/docs/guides/mooring')
    const box = (selector: string) => page.locator(selector).first().boundingBox()
    const ltr = { sidebar: (await box('[data-rtk-sidebar]'))!, toc: (await box('.rtk-toc'))!, article: (await box('article'))! }
    expect(ltr.sidebar.x).toBeLessThan(ltr.article.x)
    // The same page as a locale written right to left has it (what the build puts on <html>).
    await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'))
    const sidebar = (await box('[data-rtk-sidebar]'))!
    const toc = (await box('.rtk-toc'))!
    const article = (await box('article'))!
    expect(sidebar.x).toBeGreaterThan(article.x + article.width - 1)
    expect(toc.x + toc.width).toBeLessThanOrEqual(article.x + 1)
    // The TOC's rule is on its side towards the text: its inline start, the right.
    expect(await page.locator('.rtk-toc').evaluate((el) => [getComputedStyle(el).borderRightWidth, getComputedStyle(el).borderLeftWidth])).toEqual(['1px', '0px'])
    expect(await page.locator('article pre').first().evaluate((el) => getComputedStyle(el).direction)).toBe('ltr')
  })

  it('searches the pages of the locale being read', async () => {
    const fr = (await site.open('/fr/docs/intro')).page
    // The dialog speaks the page's language where code.json says how.
    expect(await search(fr, 'zzqx')).toEqual([])
    expect(await fr.getAttribute('[data-rtk-search-input]', 'placeholder')).toBe('Rechercher dans la doc')
    expect(await fr.locator('[data-rtk-search-status]').textContent()).toBe('Aucun résultat pour "zzqx"')
    await fr.keyboard.press('Escape')
    const french = await search(fr, 'amarrer')
    expect(french).toContain('/fr/docs/guides/mooring')
    expect(french.every((href) => href.startsWith('/fr/'))).toBe(true)
    const en = (await site.open('/docs/intro')).page
    const english = await search(en, 'mooring')
    expect(english).toContain('/docs/guides/mooring')
    expect(english.some((href) => href.startsWith('/fr/'))).toBe(false)
  }, 60_000)
})

describe('the locale dropdown in the mobile menu', () => {
  it("shows the locale dropdown's entries as the server drew them before, filled from the bar's: languages, the current one, unchecked links", async () => {
    const { page } = await site.open('/docs/intro', { width: 400 })
    await page.click('[data-rtk-menu-open]')
    await page.click('[data-rtk-menu-back]')
    await page.click('[data-rtk-menu-primary] [data-rtk-collapsible-toggle]')
    await page.waitForFunction(() => document.getAnimations().length === 0)
    expect(await page.locator('#rtk-mobile-dropdown-2').innerHTML()).toBe(
      '<li><a class="rtk-mobile-menu__link" href="/docs/intro" lang="en" aria-current="true" data-rtk-unchecked="">English</a></li>' +
        '<li><a class="rtk-mobile-menu__link" href="/fr/docs/intro" lang="fr" data-rtk-unchecked="">Français</a></li>',
    )
  })
})

describe("the sidebar's external-link mark", () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`marks a sidebar link to another site as the SVG did, 12 px in the link's colour (${theme})`, async () => {
      // A page of its category, which is open.
      const { page } = await site.open('/docs/guides/mooring', { theme })
      const link = page.locator('[data-rtk-sidebar] a[href="https://tides.example.org"]')
      expect(await link.isVisible()).toBe(true)
      expect(await markStyle(link)).toEqual({ width: '12px', height: '12px', linkColour: true })
      const look = await markLook(link)
      expect(look.svg.max).toBeLessThanOrEqual(16)
      expect(look.none.pixels).toBeGreaterThan(20)
    })
  }
})
