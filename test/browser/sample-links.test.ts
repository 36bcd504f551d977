/**
 * Code samples that teach (issue 23), in a real Chromium against the built site (build/: `./bin/build`
 * first): on /api/createSlice, `createSlice` in the first sample is a link to its reference; hovering or
 * focusing it shows a card with the signature from the package's .d.ts, announced as the link's
 * description, without moving anything; Escape dismisses it; every linked section exists; without
 * JavaScript the names are plain links; axe finds no violations with the card open, in both themes. The
 * home page's sample links the same way.
 * Timed behaviour (the hover delay) runs on Playwright's clock.
 */
import { join, resolve } from 'node:path'
import axe from 'axe-core'
import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { serveBuild, type ServedBuild } from '../support/served-build'

const PAGE = '/api/createSlice'
/** The first `createSlice` link of the page's first sample (its TypeScript tab). */
const FIRST_LINK = '[data-rtk-code] pre a[data-rtk-api="createSlice"] >> nth=0'
const CARD = '[data-rtk-api-card]'

const ROOT = resolve(import.meta.dirname, '../..')

let site: ServedBuild
let origin: string

beforeAll(async () => {
  site = await serveBuild('SAMPLE_LINKS_BUILD_DIR')
  origin = site.origin
})

afterAll(() => site?.close())

afterEach(() => site.closeContexts())

async function open(options: { theme?: 'light' | 'dark'; javaScriptEnabled?: boolean } = {}, path = PAGE): Promise<Page> {
  const { page } = await site.open(undefined, {
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    init: options.theme === 'dark' ? "localStorage.setItem('theme', 'dark')" : undefined,
  })
  if (options.javaScriptEnabled !== false) await page.clock.install()
  expect((await page.goto(origin + path, { waitUntil: 'load' }))?.status()).toBe(200)
  return page
}

/** The link's accessible description, as Chromium's accessibility tree computes it. */
async function accessibleDescription(page: Page, selector: string): Promise<string | undefined> {
  const cdp = await page.context().newCDPSession(page)
  const { root } = (await cdp.send('DOM.getDocument', { depth: 0 })) as { root: { nodeId: number } }
  const { nodeId } = (await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })) as { nodeId: number }
  const { nodes } = (await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false })) as { nodes: Array<{ description?: { value: string } }> }
  return nodes[0]?.description?.value
}

/** Positions of the content: they must not move when a card opens. */
const layout = (page: Page) => page.evaluate(() => [...document.querySelectorAll('main h2, main pre')].slice(0, 12).map((el) => el.getBoundingClientRect().top))

describe('linked names in code samples', () => {
  it('hovering createSlice in the first sample shows its card with the signature, without moving the page', async () => {
    const page = await open()
    const link = page.locator(FIRST_LINK)
    expect(await link.textContent()).toBe('createSlice')
    expect(await link.getAttribute('href')).toBe('/api/createSlice')
    const before = await layout(page)
    await link.hover()
    await page.clock.runFor(400)
    const card = page.locator(CARD)
    await expect.poll(() => card.isVisible()).toBe(true)
    const text = (await card.textContent()) ?? ''
    expect(text).toMatch(/^const createSlice: <State, CaseReducers extends .*>\(options: CreateSliceOptions<…>\) => Slice<…>/)
    expect(text).toContain('createSlice is the standard way to write Redux logic with Redux Toolkit.')
    expect(await layout(page)).toEqual(before)
    // Next to the name: just below it (or just above, when the viewport has no room below), at its left edge.
    const [linkBox, cardBox] = [(await link.boundingBox())!, (await card.boundingBox())!]
    const gapBelow = cardBox.y - (linkBox.y + linkBox.height)
    const gapAbove = linkBox.y - (cardBox.y + cardBox.height)
    expect([gapBelow, gapAbove].some((gap) => gap >= 0 && gap < 20), `card at y=${cardBox.y}, link at y=${linkBox.y}`).toBe(true)
    expect(Math.abs(cardBox.x - linkBox.x)).toBeLessThan(2)
    await page.screenshot({ path: join(ROOT, 'test-results/sample-links-hover.png') })
    // Moving away hides it (after a short grace period to reach the card).
    await page.mouse.move(5, 790)
    await page.clock.runFor(400)
    expect(await card.isVisible()).toBe(false)
  })

  it('focusing createSlice with the keyboard shows the card, which is also its accessible description; Escape dismisses it', async () => {
    const page = await open()
    const link = page.locator(FIRST_LINK)
    await link.focus()
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('createSlice')
    const card = page.locator(CARD)
    await expect.poll(() => card.isVisible()).toBe(true)
    expect(await card.textContent()).toMatch(/^const createSlice: </)
    expect(await card.getAttribute('aria-hidden')).toBe('true')
    await expect.poll(() => link.getAttribute('aria-describedby')).toBe('rtk-api-createSlice')
    const description = await accessibleDescription(page, '[data-rtk-code] pre a[data-rtk-api="createSlice"]')
    expect(description).toMatch(/^const createSlice: <State, .* createSlice is the standard way to write Redux logic with Redux Toolkit\.$/)
    await page.keyboard.press('Escape')
    expect(await card.isVisible()).toBe(false)
    // Tab moves to the next linked name, whose card replaces this one.
    await page.keyboard.press('Tab')
    const next = await page.evaluate(() => (document.activeElement as HTMLAnchorElement).dataset.rtkApi)
    expect(next).toBeTruthy()
    expect(await card.isVisible()).toBe(true)
  })

  it('links every name to a section that exists', async () => {
    const page = await open()
    const hrefs = await page.evaluate(() => [...new Set([...document.querySelectorAll<HTMLAnchorElement>('pre a[data-rtk-api]')].map((a) => a.getAttribute('href')!))])
    expect(hrefs).toContain('/api/createSlice')
    expect(hrefs).toContain('/api/other-exports#nanoid')
    for (const href of hrefs) {
      const [path, id] = href.split('#')
      const response = await page.request.get(origin + path)
      expect(response.status(), href).toBe(200)
      if (id) expect(await response.text(), href).toContain(`id="${id}"`)
    }
    // Both tabs of the first sample link it: the import and the call.
    const perTab = await page.evaluate(() =>
      [...document.querySelector('.rtk-code-sample')!.querySelectorAll('[data-rtk-tab-panel]')].map((panel) => `${panel.getAttribute('data-rtk-tab-panel')}: ${panel.querySelectorAll('a[data-rtk-api="createSlice"]').length}`),
    )
    expect(perTab).toEqual(['typescript: 2', 'javascript: 2'])
  })

  it('without JavaScript, the names are plain links and no card shows', async () => {
    const page = await open({ javaScriptEnabled: false })
    const link = page.locator(FIRST_LINK)
    await link.hover()
    expect(await page.locator(CARD).count()).toBe(0)
    expect(await link.getAttribute('aria-describedby')).toBeNull()
    await link.click()
    await page.waitForURL(`${origin}/api/createSlice`)
  })

  it("links the names of the home page's sample too, described by their cards", async () => {
    const page = await open({}, '/')
    const link = page.locator('.rtk-code pre a[data-rtk-api="createSlice"] >> nth=0')
    expect(await link.getAttribute('href')).toBe('/api/createSlice')
    // Focus scrolls the sample into view, and scrolling closes the floating card: its description stays.
    await link.focus()
    await expect.poll(() => link.getAttribute('aria-describedby')).toBe('rtk-api-createSlice')
    expect(await page.locator('#rtk-api-createSlice').textContent()).toMatch(/^const createSlice: <.* createSlice is the standard way to write Redux logic/)
  })

  for (const theme of ['light', 'dark'] as const) {
    it(`has no axe violations with a card open, in ${theme} mode`, async () => {
      const page = await open({ theme })
      await page.locator(FIRST_LINK).focus()
      await expect.poll(() => page.locator(CARD).isVisible()).toBe(true)
      await page.addScriptTag({ content: axe.source })
      const violations = await page.evaluate(async () => {
        const result = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] })
        return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')})`)
      })
      expect(violations).toEqual([])
      if (theme === 'dark') await page.screenshot({ path: join(ROOT, 'test-results/sample-links-focus-dark.png') })
    })
  }
})
