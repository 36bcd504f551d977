/**
 * Docs versions in a real Chromium (the docusaurus-versions fixture built to disk): the banner and badge
 * pass axe in both themes (contrast included), the version a reader opens is remembered, a link to a
 * page that only redirects is followed by a full load, and the version dropdown's copy in the mobile menu
 * (filled from the bar's) and its external-link mark look as they did when the server drew them.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { serveBuiltFixture, violations, type BuiltFixture } from '../support/built-fixture'
import { markLook, markStyle } from '../support/external-mark'

let site: BuiltFixture
beforeAll(async () => {
  site = await serveBuiltFixture('docusaurus-versions')
}, 120_000)
afterEach(() => site.closeContexts())
afterAll(() => site?.close())

const open = async (path: string, theme: 'light' | 'dark') => (await site.open(path, { theme })).page

describe('docs versions in a browser', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`has no axe violations on the last, the current and an old version's page (${theme})`, async () => {
      for (const path of ['/docs/intro', '/docs/next/intro', '/docs/1.0/intro']) {
        const page = await open(path, theme)
        expect({ path, violations: await violations(page) }).toEqual({ path, violations: [] })
      }
    }, 60_000)
  }

  it('loads a page that only redirects (the home of a site without one) instead of swapping in nothing', async () => {
    const page = await open('/docs/next/intro', 'light')
    await page.evaluate(() => ((window as Window & { __marker?: number }).__marker = 1))
    // The brand links to /, a refresh page that leads to the main doc.
    await page.click('a[href="/"]:visible')
    await page.waitForURL(`${site.origin}/docs/intro`)
    await page.waitForFunction(() => (window as Window & { __rtkReady?: boolean }).__rtkReady === true)
    expect(await page.evaluate(() => (window as Window & { __marker?: number }).__marker)).toBeUndefined()
    expect(await page.locator('main').textContent()).toContain('This is the 2.0 text.')
  })

  it("takes the next page's <html> and <body> classes on client-side navigation, keeping the client's own", async () => {
    const page = await open('/docs/1.0/intro', 'light')
    await page.evaluate(() => {
      ;(window as Window & { __marker?: number }).__marker = 1
      document.documentElement.classList.add('rtk-test-state')
      // A class this page's <Head><body className> gave, which the next page does not have.
      document.body.classList.add('rtk-test-body', 'homepage')
    })
    await page.click('.rtk-sidebar a[href="/docs/1.0/guides/setup"]')
    await page.waitForURL(`${site.origin}/docs/1.0/guides/setup`)
    await page.waitForFunction(() => document.documentElement.classList.contains('docs-doc-id-guides/setup'))
    // Swapped in place (no full load), with the page's classes and the client's.
    expect(await page.evaluate(() => (window as Window & { __marker?: number }).__marker)).toBe(1)
    expect(await page.evaluate(() => document.documentElement.className)).toBe('rtk-test-state docs-wrapper plugin-docs plugin-id-default docs-version-1.0 docs-doc-page docs-doc-id-guides/setup')
    expect(await page.evaluate(() => document.body.className)).toBe('rtk-test-body')
  })

  it('remembers the version of the page being read', async () => {
    const page = await open('/docs/1.0/intro', 'light')
    expect(await page.evaluate(() => localStorage.getItem('rtk-docs-preferred-version-default'))).toBe('1.0')
  })
})

/** The mobile menu's version group (the page has a sidebar: the menu opens on it, its back button leads to the main menu). */
const group = '[data-rtk-menu-primary] [data-rtk-collapsible-toggle]'
const openGroup = async (page: Page) => {
  await page.click('[data-rtk-menu-open]')
  await page.click('[data-rtk-menu-back]')
  await page.click(group)
  await page.waitForFunction(() => document.getAnimations().length === 0)
}

describe("the external-link mark of the version dropdown's link to the archive", () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`marks its link to another site as the SVG did, 12 px in the link's colour, in the bar and the mobile menu (${theme})`, async () => {
      const archive = 'a[href="https://lantern.example.net/archive"]'
      const desktop = await open('/docs/1.0/guides/setup', theme)
      await desktop.hover('.rtk-navbar [data-rtk-dropdown-toggle]')
      const inBar = desktop.locator(`[data-rtk-dropdown-menu] ${archive}`)
      await inBar.waitFor()
      expect(await markStyle(inBar)).toEqual({ width: '12px', height: '12px', linkColour: true })
      const bar = await markLook(inBar)
      expect(bar.svg.max).toBeLessThanOrEqual(16)
      expect(bar.none.pixels).toBeGreaterThan(20)

      const { page: mobile } = await site.open('/docs/1.0/guides/setup', { width: 400, theme })
      await openGroup(mobile)
      const inMenu = mobile.locator(`[data-rtk-menu-primary] ${archive}`)
      expect(await markStyle(inMenu)).toEqual({ width: '12px', height: '12px', linkColour: true })
      const menu = await markLook(inMenu)
      expect(menu.svg.max).toBeLessThanOrEqual(16)
      expect(menu.none.pixels).toBeGreaterThan(20)
    })
  }
})

describe("the version dropdown in the mobile menu, filled from the bar's in the browser", () => {
  const items = (page: Page) => page.locator('#rtk-mobile-dropdown-1')

  it('shows the links the server drew there before: same elements, classes, hrefs, targets, current entry', async () => {
    const { page } = await site.open('/docs/1.0/guides/setup', { width: 400 })
    await openGroup(page)
    expect(await items(page).isVisible()).toBe(true)
    expect(await items(page).innerHTML()).toBe(
      '<li><a class="rtk-mobile-menu__link" href="/docs/next/guides/setup">Canary</a></li>' +
        '<li><a class="rtk-mobile-menu__link" href="/docs/guides/setup">2.0</a></li>' +
        '<li><a class="rtk-mobile-menu__link rtk-mobile-menu__link--active" href="/docs/1.0/guides/setup" aria-current="page">1.0</a></li>' +
        '<li><a class="rtk-mobile-menu__link" href="https://lantern.example.net/archive" target="_blank" rel="noopener noreferrer">Archived versions<span class="rtk-external-mark iconExternalLink" aria-hidden="true"></span></a></li>',
    )
    // Opened again, it is not filled twice.
    await page.click(group)
    await page.waitForFunction(() => document.getAnimations().length === 0)
    await page.click(group)
    await page.waitForFunction(() => document.getAnimations().length === 0)
    expect(await items(page).locator('li').count()).toBe(4)
  })

  it('is reached and read as before with the keyboard: the group says it is open, Tab goes to its first link', async () => {
    const { page } = await site.open('/docs/1.0/guides/setup', { width: 400 })
    await page.click('[data-rtk-menu-open]')
    await page.click('[data-rtk-menu-back]')
    await page.focus(group)
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => document.getAnimations().length === 0)
    expect(await page.getAttribute(group, 'aria-expanded')).toBe('true')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Canary')
    expect(await page.getByRole('link', { name: 'Archived versions' }).isVisible()).toBe(true)
    expect(await page.getByRole('link', { name: '1.0' }).getAttribute('aria-current')).toBe('page')
  })

  it("shows the next page's links after a client-side navigation", async () => {
    const { page } = await site.open('/docs/1.0/guides/setup', { width: 400 })
    await page.evaluate(() => ((window as Window & { __marker?: number }).__marker = 1))
    await page.click('[data-rtk-menu-open]')
    await page.click('[data-rtk-menu-secondary] a[href="/docs/1.0/intro"]')
    await page.waitForFunction(() => document.documentElement.classList.contains('docs-doc-id-intro'))
    expect(await page.evaluate(() => (window as Window & { __marker?: number }).__marker)).toBe(1)
    await openGroup(page)
    expect(await items(page).locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['/docs/next/intro', '/docs/intro', '/docs/1.0/intro', 'https://lantern.example.net/archive'])
  })
})
