/**
 * Mermaid diagrams in a real Chromium (the docusaurus-plugins fixture, `markdown.mermaid` on, built to
 * disk): a diagram is drawn as SVG and drawn again in the other colour mode; one mermaid cannot read
 * keeps its source with the error; a page without diagrams never loads the script; axe finds nothing.
 */
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { symlink } from 'node:fs/promises'
import { join } from 'node:path'
import axe from 'axe-core'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { build } from '../../src/generator/build'
import { memoryLogger } from '../../src/generator/log'
import { startStaticServer } from '../../src/server/static-server'
import { launchChromium } from '../support/chromium'
import { copyFixture, FIXTURES } from '../support/site'

let fixture: Awaited<ReturnType<typeof copyFixture>>
let server: Server
let origin: string
let browser: Browser
const contexts: BrowserContext[] = []

beforeAll(async () => {
  fixture = await copyFixture('docusaurus-plugins')
  // The config imports remark-math and rehype-katex: the copy resolves them as a site resolves its packages.
  await symlink(join(FIXTURES, '../../node_modules'), join(fixture.root, 'node_modules'))
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

async function open(path: string, theme: 'light' | 'dark' = 'light'): Promise<{ page: Page; scripts: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: theme })
  contexts.push(context)
  const scripts: string[] = []
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url())
    if (url.pathname.startsWith('/assets/mermaid.min-')) scripts.push(url.pathname)
    return url.hostname === '127.0.0.1' ? route.continue() : route.abort('blockedbyclient')
  })
  await context.addInitScript((t) => localStorage.setItem('theme', t), theme)
  const page = await context.newPage()
  await page.goto(`${origin}${path}`)
  await page.waitForFunction(() => (window as Window & { __rtkReady?: boolean }).__rtkReady === true)
  return { page, scripts }
}

const drawn = '[data-rtk-mermaid][data-rtk-mermaid-state="drawn"] .rtk-mermaid__diagram svg'

describe('mermaid diagrams in a browser', () => {
  it('draws a diagram as SVG, hiding its source, and keeps the source of one it cannot read with the error', async () => {
    const { page } = await open('/diagram')
    await page.locator(drawn).waitFor()
    expect(await page.locator(`${drawn} .node`).count()).toBe(3)
    expect(await page.locator('[data-rtk-mermaid-state="drawn"] .rtk-mermaid__source').isVisible()).toBe(false)
    const failed = page.locator('[data-rtk-mermaid][data-rtk-mermaid-state="failed"]')
    await failed.waitFor()
    expect(await failed.locator('.rtk-mermaid__error').textContent()).toMatch(/^This diagram could not be drawn: Parse error on line 2/)
    expect(await failed.locator('.rtk-mermaid__source').isVisible()).toBe(true)
    // Nothing of mermaid's own error graphic is left in the page.
    expect(await page.locator('body > [id^="drtk-mermaid"]').count()).toBe(0)
  })

  it('draws the diagram again when the colour mode changes', async () => {
    const { page } = await open('/diagram')
    await page.locator(drawn).waitFor()
    const fill = () => page.locator(`${drawn} .node rect`).first().evaluate((rect) => getComputedStyle(rect).fill)
    const light = await fill()
    await page.click('[data-rtk-theme-toggle]')
    await expect.poll(fill).not.toBe(light)
  })

  it('loads the script only on a page with a diagram', async () => {
    const math = await open('/math')
    expect(math.scripts).toEqual([])
    const diagram = await open('/diagram')
    await diagram.page.locator(drawn).waitFor()
    expect(diagram.scripts).toHaveLength(1)
  })

  for (const theme of ['light', 'dark'] as const) {
    it(`has no axe violations with the diagram drawn (${theme})`, async () => {
      const { page } = await open('/diagram', theme)
      await page.locator(drawn).waitFor()
      await page.addScriptTag({ content: axe.source })
      const violations = await page.evaluate(async () => (await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] })).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 100)).join(' | ')}`))
      expect(violations).toEqual([])
    })
  }
})
