/**
 * Mermaid diagrams in a real Chromium (the docusaurus-plugins fixture, `markdown.mermaid` on, built to
 * disk): a diagram is drawn as SVG and drawn again in the other colour mode; one mermaid cannot read
 * keeps its source with the error; a page without diagrams never loads the script; axe finds nothing.
 * And the site's plugins' client modules, which run in the same built site.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { serveBuiltFixture, violations, type BuiltFixture } from '../support/built-fixture'
import { linkGeneratorPackages } from '../support/site'

let site: BuiltFixture
beforeAll(async () => {
  // The config imports remark-math and rehype-katex: the copy resolves them as a site resolves its packages.
  site = await serveBuiltFixture('docusaurus-plugins', linkGeneratorPackages)
}, 120_000)
afterEach(() => site.closeContexts())
afterAll(() => site?.close())

const open = async (path: string, theme: 'light' | 'dark' = 'light') => {
  const { page, requests } = await site.open(path, { theme })
  return { page, requests, scripts: requests.filter((p) => p.startsWith('/assets/mermaid.min-')) }
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
    expect(await math.page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/assets/mermaid')).length)).toBe(0)
    const diagram = await open('/diagram')
    await diagram.page.locator(drawn).waitFor()
    // What the page itself fetched (its resource timing), not only what the test's route saw.
    const fetched = await diagram.page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => p.startsWith('/assets/mermaid.min-')))
    expect(fetched, `requests: ${diagram.requests.join(', ')}`).toHaveLength(1)
  })

  for (const theme of ['light', 'dark'] as const) {
    it(`has no axe violations with the diagram drawn (${theme})`, async () => {
      const { page } = await open('/diagram', theme)
      await page.locator(drawn).waitFor()
      expect(await violations(page)).toEqual([])
    })
  }
})

describe("the site's plugins' client modules in a browser", () => {
  it("run after the page loads: the site's own, and a package's reading its options from themeConfig", async () => {
    const { page } = await open('/math')
    await page.locator('article.markdown img[data-zoom-background="rgb(50, 50, 50)"]').waitFor({ state: 'attached' })
    expect(await page.evaluate(() => document.documentElement.dataset.gardenRoute)).toBe('/math')
  })
})
