/**
 * Docs versions in a real Chromium (the docusaurus-versions fixture built to disk): the banner and badge
 * pass axe in both themes (contrast included), the version a reader opens is remembered, and a link to a
 * page that only redirects is followed by a full load.
 */
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import axe from 'axe-core'
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
  fixture = await copyFixture('docusaurus-versions')
  await build({ root: fixture.root, logger: memoryLogger() })
  server = await startStaticServer({ root: join(fixture.root, 'build'), port: 0 })
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  browser = await launchChromium()
}, 120_000)

afterAll(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()))
  await browser?.close()
  await new Promise((done) => server?.close(done))
  await fixture?.dispose()
})

async function open(path: string, theme: 'light' | 'dark') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: theme })
  contexts.push(context)
  await context.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort('blockedbyclient')))
  await context.addInitScript((t) => localStorage.setItem('theme', t), theme)
  const page = await context.newPage()
  await page.goto(`${origin}${path}`)
  await page.waitForFunction(() => (window as Window & { __rtkReady?: boolean }).__rtkReady === true)
  return page
}

describe('docs versions in a browser', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`has no axe violations on the last, the current and an old version's page (${theme})`, async () => {
      for (const path of ['/docs/intro', '/docs/next/intro', '/docs/1.0/intro']) {
        const page = await open(path, theme)
        await page.addScriptTag({ content: axe.source })
        const violations = await page.evaluate(async () => (await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] })).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 100)).join(' | ')}`))
        expect({ path, violations }).toEqual({ path, violations: [] })
      }
    }, 60_000)
  }

  it('loads a page that only redirects (the home of a site without one) instead of swapping in nothing', async () => {
    const page = await open('/docs/next/intro', 'light')
    await page.evaluate(() => ((window as Window & { __marker?: number }).__marker = 1))
    // The brand links to /, a refresh page that leads to the main doc.
    await page.click('a[href="/"]:visible')
    await page.waitForURL(`${origin}/docs/intro`)
    await page.waitForFunction(() => (window as Window & { __rtkReady?: boolean }).__rtkReady === true)
    expect(await page.evaluate(() => (window as Window & { __marker?: number }).__marker)).toBeUndefined()
    expect(await page.locator('main').textContent()).toContain('This is the 2.0 text.')
  })

  it('remembers the version of the page being read', async () => {
    const page = await open('/docs/1.0/intro', 'light')
    expect(await page.evaluate(() => localStorage.getItem('rtk-docs-preferred-version-default'))).toBe('1.0')
  })
})
