/**
 * The page's load does only what the first view needs (issue 25: Lighthouse's blocking time on long
 * pages): linked API names get their card descriptions and content links their prefetch observers in
 * idle time, not in the bundle's first task. Against the built site (build/, or LOAD_WORK_BUILD_DIR:
 * `./bin/build` first), with Playwright's clock paused from the start, so "idle time" is page time the
 * test hands out (no real waits; the machine's load cannot change the outcome).
 */
import type { Page, Request } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { serveBuild, type ServedBuild } from '../support/served-build'

let site: ServedBuild

beforeAll(async () => {
  site = await serveBuild('LOAD_WORK_BUILD_DIR', 'rtk-api-cards.json')
})
afterAll(() => site?.close())
afterEach(() => site.closeContexts())

/** The longest doc page of the RTK site: hundreds of links, a hundred and more linked API names. */
const LONG_PAGE = '/usage/usage-guide'

/** Opens `path` with page time stopped before any script runs; returns the requests it makes. */
async function openPaused(path: string): Promise<{ page: Page; requests: Request[] }> {
  const { page } = await site.open(undefined)
  const requests: Request[] = []
  page.on('request', (r) => requests.push(r))
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') })
  await page.clock.pauseAt(new Date('2026-01-01T00:00:01Z'))
  await site.load(page, path)
  return { page, requests }
}

const cardsRequested = (requests: Request[]) => requests.some((r) => new URL(r.url()).pathname.endsWith('/rtk-api-cards.json'))
const described = (page: Page) => page.locator('a[data-rtk-api][aria-describedby]').count()
const prefetched = (page: Page) => page.evaluate(() => [...document.querySelectorAll('link[rel="prefetch"]')].map((l) => l.getAttribute('href')))

describe('work that can wait', () => {
  it('API cards: nothing is loaded or described while the page loads; all of it in idle time', async () => {
    const { page, requests } = await openPaused(LONG_PAGE)
    const links = await page.locator('a[data-rtk-api]').count()
    expect(links).toBeGreaterThan(100)
    expect(cardsRequested(requests), 'the cards file is not requested by the load').toBe(false)
    expect(await described(page)).toBe(0)
    // Page time passes (idle callbacks run by their timeout at the latest): every linked name is described.
    await expect.poll(async () => {
      await page.clock.runFor(2000)
      return described(page)
    }).toBe(links)
    expect(cardsRequested(requests)).toBe(true)
  })

  it('a name hovered before the idle pass gets its card and description at once', async () => {
    const { page } = await openPaused('/api/createSlice')
    const link = page.locator('[data-rtk-code] pre a[data-rtk-api="createSlice"] >> nth=0')
    await link.hover()
    await page.clock.runFor(200)
    await expect.poll(() => page.locator('[data-rtk-api-card]').isVisible()).toBe(true)
    expect(await link.getAttribute('aria-describedby')).toBe('rtk-api-createSlice')
  })

  it('prefetch: content links are observed in idle time, then prefetched when they scroll into view', async () => {
    const { page } = await openPaused(LONG_PAGE)
    const next = (await page.getAttribute('.rtk-pagination a[rel="next"]', 'href'))!
    await page.locator('.rtk-pagination a[rel="next"]').scrollIntoViewIfNeeded()
    // Observers report in rendering frames, which go on while page time is stopped (rAF does not: it is
    // on the clock). An observer made now reports in the next frame, after any made at load: two of them.
    for (let i = 0; i < 2; i++) await page.evaluate(() => new Promise<void>((done) => new IntersectionObserver((_, o) => (o.disconnect(), done())).observe(document.body)))
    expect(await prefetched(page), 'not observed before idle time').not.toContain(next)
    await expect.poll(async () => {
      await page.clock.runFor(2000)
      return prefetched(page)
    }).toContain(next)
  })

  it('code lines are laid out as text (a box per line made a long page\'s layout a third slower); a highlighted line still spans the block', async () => {
    const { page } = await openPaused(LONG_PAGE)
    const displays = await page.evaluate(() => [...new Set([...document.querySelectorAll('.rtk-code .line:not(.rtk-hl)')].map((line) => getComputedStyle(line).display))])
    expect(displays).toEqual(['inline'])
    const { page: other } = await openPaused('/rtk-query/usage/customizing-create-api')
    const spans = await other.locator('.rtk-code:has(.rtk-hl) pre').first().evaluate((pre) => {
      const line = pre.querySelector('.rtk-hl')!.getBoundingClientRect()
      const box = pre.getBoundingClientRect()
      // The line's box runs from the block's left edge to the end of its widest line plus padding.
      return { left: line.left - box.left, width: Math.round(line.width), scrollWidth: pre.scrollWidth }
    })
    expect(spans.left).toBe(0)
    expect(spans.width).toBe(spans.scrollWidth)
  })
})
