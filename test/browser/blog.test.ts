/**
 * The blog in a real Chromium (the docusaurus-blog fixture built to disk): axe finds nothing on a list,
 * a post, a tag page and the archive in both themes; the mobile menu offers the recent posts; "Read
 * more" and the recent posts navigate client-side; the feeds are served with their types.
 */
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import axe from 'axe-core'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { build } from '../../src/generator/build'
import { memoryLogger } from '../../src/generator/log'
import { startStaticServer } from '../../src/server/static-server'
import { launchChromium } from '../support/chromium'
import { copyFixture } from '../support/site'

let fixture: Awaited<ReturnType<typeof copyFixture>>
let server: Server
let origin: string
let browser: Browser
const contexts: BrowserContext[] = []

beforeAll(async () => {
  fixture = await copyFixture('docusaurus-blog')
  await build({ root: fixture.root, logger: memoryLogger() })
  server = await startStaticServer({ root: join(fixture.root, 'build'), port: 0 })
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  browser = await launchChromium()
}, 120_000)

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()))
})

afterAll(async () => {
  await browser?.close()
  await new Promise((done) => server?.close(done))
  await fixture?.dispose()
})

async function open(path: string, { width = 1280, theme = 'light' }: { width?: number; theme?: 'light' | 'dark' } = {}): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme: theme })
  contexts.push(context)
  await context.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort('blockedbyclient')))
  await context.addInitScript((t) => localStorage.setItem('theme', t), theme)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`${origin}${path}`)
  await page.waitForFunction(() => (window as Window & { __rtkReady?: boolean }).__rtkReady === true)
  return { page, errors }
}

const violations = async (page: Page) => {
  await page.addScriptTag({ content: axe.source })
  return page.evaluate(async () => (await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] })).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 100)).join(' | ')}`))
}

describe('the blog in a browser', () => {
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
    await page.click('a[aria-label="Read more about Boats in spring"]')
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
      const res = await fetch(`${origin}${path}`)
      expect([path, res.status, res.headers.get('content-type')?.split(';')[0]]).toEqual([path, 200, expect.stringMatching(type === 'application/json' ? /json/ : /xml/)])
    }
  })
})
