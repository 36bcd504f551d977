/**
 * The blog in a real Chromium (the docusaurus-blog fixture built to disk): axe finds nothing on a list,
 * a post, a tag page and the archive in both themes; the mobile menu offers the recent posts; "Read
 * more" and the recent posts navigate client-side; the feeds are served with their types.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { serveBuiltFixture, violations, type BuiltFixture } from '../support/built-fixture'

let site: BuiltFixture
beforeAll(async () => {
  site = await serveBuiltFixture('docusaurus-blog')
}, 120_000)
afterEach(() => site.closeContexts())
afterAll(() => site?.close())

const open = (path: string, options?: { width?: number; theme?: 'light' | 'dark' }) => site.open(path, options)

describe('the blog in a browser', () => {
  it('shows the RSS and Atom feeds as a page listing the posts (their XSLT stylesheet), newest first', async () => {
    const { page } = await open('/blog')
    for (const feed of ['/blog/rss.xml', '/blog/atom.xml']) {
      await page.goto(`${site.origin}${feed}`)
      expect(await page.textContent('h1')).toBe('Harbor Notes Blog')
      expect(await page.$$eval('li > a', (links) => links.map((a) => [a.textContent, a.getAttribute('href')]).slice(0, 2))).toEqual([
        ['A short note', expect.stringMatching(/^https:\/\/harbor\.example\.org\/blog\//)],
        ['Boats in spring', 'https://harbor.example.org/blog/boats-in-spring'],
      ])
    }
  })

  for (const theme of ['light', 'dark'] as const) {
    it(`has no axe violations on a list, a post, a tag page, the archive and an author's page (${theme})`, async () => {
      for (const path of ['/blog', '/blog/boats-in-spring', '/blog/tags/tides', '/blog/archive', '/blog/authors/ana']) {
        const { page } = await open(path, { theme })
        expect({ path, violations: await violations(page) }).toEqual({ path, violations: [] })
      }
    }, 60_000)
  }

  it('navigates from "Read more" and from the recent posts without reloading the page', async () => {
    const { page, errors } = await open('/blog')
    await page.evaluate(() => ((window as Window & { __marker?: number }).__marker = 1))
    await page.getByRole('link', { name: 'Read more about Boats in spring' }).click()
    await page.waitForFunction(() => document.documentElement.dataset.rtkRoute === '/blog/boats-in-spring')
    expect(await page.locator('main h1').textContent()).toBe('Boats in spring')
    await page.click('.rtk-blog__sidebar a:text-is("Spring tides")')
    await page.waitForFunction(() => document.documentElement.dataset.rtkRoute === '/blog/2024/03/02/tides')
    expect(await page.evaluate(() => (window as Window & { __marker?: number }).__marker)).toBe(1)
    expect(await page.locator('.rtk-blog__sidebar [aria-current="page"]').textContent()).toBe('Spring tides')
    expect(errors).toEqual([])
  })

  it('offers the recent posts in the mobile menu', async () => {
    const { page } = await open('/blog/boats-in-spring', { width: 375 })
    await page.click('[data-rtk-menu-open]')
    const recent = page.locator('[data-rtk-menu-secondary] a')
    await recent.first().waitFor()
    expect(await recent.allTextContents()).toEqual(['A short note', 'Boats in spring', 'Spring tides'])
  })

  it('serves the feeds with their types', async () => {
    for (const [path, type] of [['/blog/rss.xml', 'application/rss+xml'], ['/blog/atom.xml', 'application/atom+xml'], ['/blog/feed.json', 'application/json']]) {
      const res = await fetch(`${site.origin}${path}`)
      expect([path, res.status, res.headers.get('content-type')?.split(';')[0]]).toEqual([path, 200, expect.stringMatching(type === 'application/json' ? /json/ : /xml/)])
    }
  })
})
