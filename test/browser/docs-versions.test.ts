/**
 * Docs versions in a real Chromium (the docusaurus-versions fixture built to disk): the banner and badge
 * pass axe in both themes (contrast included), the version a reader opens is remembered, and a link to a
 * page that only redirects is followed by a full load.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { serveBuiltFixture, violations, type BuiltFixture } from '../support/built-fixture'

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
