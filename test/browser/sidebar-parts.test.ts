/**
 * A large sidebar's folded categories (src/generator/render/sidebar-parts.ts) in a real Chromium: sent
 * empty, they load their items when unfolded (from the moment they are pointed at), in the sidebar and
 * in the mobile menu; a failed load offers Retry; the loaded links navigate like any other. The basic
 * fixture with a folded category of more links than the limit, built to disk once.
 */
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import axe from 'axe-core'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { build } from '../../src/generator/build'
import { memoryLogger } from '../../src/generator/log'
import { LAZY_SIDEBAR_LINKS } from '../../src/generator/render/sidebar-parts'
import { startStaticServer } from '../../src/server/static-server'
import { launchChromium } from '../support/chromium'
import { copyFixtureWithLargeSidebar } from '../support/site'

let fixture: Awaited<ReturnType<typeof copyFixtureWithLargeSidebar>>
let server: Server
let origin: string
let browser: Browser
const contexts: BrowserContext[] = []

beforeAll(async () => {
  fixture = await copyFixtureWithLargeSidebar(LAZY_SIDEBAR_LINKS)
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

async function open(path: string, width = 1280): Promise<{ page: Page; parts: string[]; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 800 } })
  contexts.push(context)
  const parts: string[] = []
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url())
    if (url.hostname !== '127.0.0.1') return route.abort('blockedbyclient')
    if (url.pathname.startsWith('/assets/sidebar/')) parts.push(url.pathname)
    return route.continue()
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`${origin}${path}`)
  await page.waitForFunction(() => (window as Window & { __rtkReady?: boolean }).__rtkReady === true)
  return { page, parts, errors }
}

const category = (scope: string, label: string) => `${scope} details:has(> summary:text-is("${label}"))`

describe('a large sidebar\'s folded categories', () => {
  it('load their items when unfolded, and the loaded links navigate within the site', async () => {
    const { page, parts, errors } = await open('/introduction/start')
    const reference = category('[data-rtk-sidebar]', 'Reference')
    expect(await page.locator(`${reference} a`).count()).toBe(0)
    expect(parts).toEqual([])
    await page.click(`${reference} > summary`)
    await page.locator(`${reference} a[href="/api/widget"]`).waitFor()
    expect(parts).toHaveLength(1)
    // Folding and unfolding again asks for nothing more.
    await page.click(`${reference} > summary`)
    await page.click(`${reference} > summary`)
    expect(parts).toHaveLength(1)
    await page.evaluate(() => ((window as Window & { __marker?: number }).__marker = 1))
    await page.click(`${reference} a[href="/api/widget"]`)
    await page.waitForFunction(() => document.documentElement.dataset.rtkRoute === '/api/widget')
    // A client navigation (the page was not reloaded), to a page whose sidebar has the category open.
    expect(await page.evaluate(() => (window as Window & { __marker?: number }).__marker)).toBe(1)
    expect(await page.locator('[data-rtk-sidebar] [aria-current="page"]').getAttribute('href')).toBe('/api/widget')
    expect(errors).toEqual([])
  })

  it('start loading when pointed at, so unfolding asks for nothing more', async () => {
    const { page, parts } = await open('/introduction/start')
    const links = category('[data-rtk-sidebar]', 'Links')
    await page.hover(`${links} > summary`)
    await expect.poll(() => parts.length).toBe(1)
    await page.click(`${links} > summary`)
    await page.locator(`${links} a:text-is("Elsewhere 0")`).waitFor()
    expect(parts).toHaveLength(1)
  })

  it('load in the mobile menu\'s copy of the sidebar', async () => {
    const { page } = await open('/introduction/start', 375)
    await page.click('[data-rtk-menu-open]')
    const links = category('[data-rtk-menu-secondary]', 'Links')
    await page.click(`${links} > summary`)
    await page.locator(`${links} a:text-is("Elsewhere ${LAZY_SIDEBAR_LINKS - 1}")`).waitFor()
    expect(await page.locator(`${links} a`).count()).toBe(LAZY_SIDEBAR_LINKS)
  })

  it('offer Retry when the items cannot be loaded, which loads them once the server answers', async () => {
    const { page } = await open('/introduction/start')
    let fail = true
    await page.route('**/assets/sidebar/**', (route) => (fail ? route.fulfill({ status: 503, body: 'down' }) : route.fallback()))
    const reference = category('[data-rtk-sidebar]', 'Reference')
    await page.click(`${reference} > summary`)
    const retry = page.locator(`${reference} button:text-is("Could not load this section. Retry")`)
    await retry.waitFor()
    fail = false
    await retry.click()
    await page.locator(`${reference} a[href="/api/widget"]`).waitFor()
    expect(await retry.count()).toBe(0)
  })

  it('have no axe violations, folded and unfolded', async () => {
    const { page } = await open('/introduction/start')
    await page.addScriptTag({ content: axe.source })
    const violations = () => page.evaluate(async () => (await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] })).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 100)).join(" | ")}`))
    expect(await violations()).toEqual([])
    await page.click(`${category('[data-rtk-sidebar]', 'Links')} > summary`)
    await page.locator(`${category('[data-rtk-sidebar]', 'Links')} a`).first().waitFor()
    expect(await violations()).toEqual([])
  })
})
