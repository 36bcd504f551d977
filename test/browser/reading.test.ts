/**
 * What a reader notices (issue 25), in a real Chromium against the built site (build/, or
 * READING_BUILD_DIR: `./bin/build` first): keys typed while the search code loads, scroll positions
 * across query-only links and back/forward, the sidebar's current item in view, focus and the current
 * section in the mobile menu, and the copy button's announcement. No real waits: held requests, frames,
 * and Playwright's clock for the copy button's timeout.
 */
import type { Page, Route } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { serveBuild, type ServedBuild } from '../support/served-build'

let site: ServedBuild

beforeAll(async () => {
  site = await serveBuild('READING_BUILD_DIR', 'pagefind/pagefind.js')
})
afterAll(() => site?.close())
afterEach(() => site.closeContexts())

/** Waits two animation frames, so whatever reacts to a change has run and been laid out. */
const frames = (page: Page, count = 2) =>
  page.evaluate((n) => new Promise<void>((done) => {
    const step = (left: number) => (left === 0 ? done() : requestAnimationFrame(() => step(left - 1)))
    step(n)
  }), count)

describe('search opened and typed into at once', () => {
  const chunk = (url: URL) => /\/assets\/ui-[A-Z0-9]+\.js$/.test(url.pathname)

  /** Holds the search chunk's request until `release()`, as a slow network would. */
  async function holdChunk(page: Page): Promise<{ release(): void; requested: () => boolean }> {
    let release!: () => void
    const gate = new Promise<void>((done) => (release = done))
    let requested = false
    await page.route(chunk, async (r: Route) => {
      requested = true
      await gate
      await r.fallback()
    })
    return { release, requested: () => requested }
  }

  const openers: Array<[string, (page: Page) => Promise<void>]> = [
    ['Ctrl+K', (page) => page.keyboard.press('Control+K')],
    ["'/'", (page) => page.keyboard.press('/')],
    ['a click on Search', (page) => page.click('[data-rtk-search-open]')],
  ]
  for (const [name, openIt] of openers) {
    it(`keeps every key typed after ${name} while the search code loads, and finds the page they name`, async () => {
      const { page } = await site.open('/introduction/getting-started')
      const chunkGate = await holdChunk(page)
      await openIt(page)
      await page.keyboard.type('createSlice')
      await expect.poll(chunkGate.requested).toBe(true)
      expect(await page.locator('[data-rtk-search-input]').count(), 'the dialog is not there yet').toBe(0)
      chunkGate.release()
      await page.waitForSelector('[data-rtk-search-results][data-rtk-query="createSlice"]', { state: 'attached' })
      expect(await page.inputValue('[data-rtk-search-input]')).toBe('createSlice')
      expect(await page.evaluate(() => document.activeElement?.matches('[data-rtk-search-input]'))).toBe(true)
      expect(await page.getAttribute('.rtk-search-result__option--page a', 'href')).toBe('/api/createSlice')
      // Typing on goes on into the query.
      await page.keyboard.type(' builder')
      expect(await page.inputValue('[data-rtk-search-input]')).toBe('createSlice builder')
    })
  }

  it('gives up opening when Escape is pressed while the code loads, and focus goes back', async () => {
    const { page } = await site.open('/introduction/getting-started')
    const chunkGate = await holdChunk(page)
    await page.focus('[data-rtk-search-open]')
    await page.keyboard.press('Enter')
    await page.keyboard.type('abc')
    await page.keyboard.press('Escape')
    const loaded = page.waitForResponse((r) => chunk(new URL(r.url())))
    chunkGate.release()
    await loaded
    await frames(page)
    expect(await page.locator('[data-rtk-search-dialog]').count()).toBe(0)
    expect(await page.evaluate(() => document.activeElement?.matches('[data-rtk-search-open]'))).toBe(true)
    // A later opening starts empty.
    await page.keyboard.press('Control+K')
    await page.locator('[data-rtk-search-input]').waitFor({ state: 'visible' })
    expect(await page.inputValue('[data-rtk-search-input]')).toBe('')
  })

  it('starts loading the search code on hover or focus of the search button', async () => {
    for (const how of ['hover', 'focus'] as const) {
      const { page } = await site.open('/introduction/getting-started')
      const chunkGate = await holdChunk(page)
      expect(chunkGate.requested()).toBe(false)
      if (how === 'hover') await page.hover('[data-rtk-search-open]')
      else await page.focus('[data-rtk-search-open]')
      await expect.poll(chunkGate.requested, { message: how }).toBe(true)
      expect(await page.locator('[data-rtk-search-dialog]').count(), 'loading does not open it').toBe(0)
      chunkGate.release()
    }
  })

  it('does not load it early under data saver, and still opens on click', async () => {
    const saveData = `Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g' }) })`
    const { page } = await site.open('/introduction/getting-started', { init: saveData })
    const requests: string[] = []
    page.on('request', (r) => requests.push(r.url()))
    await page.hover('[data-rtk-search-open]')
    await page.focus('[data-rtk-search-open]')
    await frames(page)
    // A round trip through the page after the handlers ran: an import() would have been requested by now.
    await page.evaluate(() => fetch('/sitemap.xml').then((r) => r.status))
    expect(requests.filter((u) => chunk(new URL(u)))).toEqual([])
    await page.click('[data-rtk-search-open]')
    await page.locator('[data-rtk-search-input]').waitFor({ state: 'visible' })
  })
})

/** What the reader sees at the top of the content: the element just under the navbar and where it is. */
function topOfView(page: Page) {
  return page.evaluate(() => {
    const navbar = document.querySelector('[data-rtk-navbar]')!.getBoundingClientRect().bottom
    const column = document.querySelector('.rtk-doc__column')!.getBoundingClientRect()
    const el = document.elementFromPoint(column.left + 40, navbar + 30)!
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80)
    return { text, tag: el.tagName, top: Math.round(el.getBoundingClientRect().top) }
  })
}

describe('scroll position', () => {
  /** Scrolls as a reader does, with the wheel, so the samples passed on the way are laid out. */
  async function readDown(page: Page, px: number) {
    await page.mouse.move(640, 400)
    for (let done = 0; done < px; done += 800) {
      await page.mouse.wheel(0, 800)
      await frames(page)
    }
    await page.waitForFunction((y) => scrollY >= y - 800, px)
    await frames(page)
  }

  it('a query-only link does not move the view (spec §2)', async () => {
    const { page } = await site.open('/api/createSlice')
    await readDown(page, 4000)
    const before = await topOfView(page)
    const y = await page.evaluate(() => scrollY)
    await page.evaluate(() => {
      const a = document.createElement('a')
      a.href = '?view=1'
      a.id = 'query-link'
      a.textContent = 'same page, other view'
      document.querySelector('.rtk-markdown')!.append(a)
      a.click()
    })
    await page.waitForFunction(() => location.search === '?view=1')
    await frames(page, 3)
    expect(new URL(page.url()).pathname).toBe('/api/createSlice')
    expect(await page.evaluate(() => scrollY)).toBe(y)
    expect(await topOfView(page)).toEqual(before)
    // Back to the address without the query: still in place.
    await page.goBack()
    await page.waitForFunction(() => location.search === '')
    await frames(page, 3)
    expect(await topOfView(page)).toEqual(before)
  })

  for (const path of ['/api/createSlice', '/rtk-query/api/createApi']) {
    it(`back and forward put the reader back exactly where they left ${path}`, async () => {
      const { page } = await site.open(path)
      await readDown(page, 5000)
      const left = await topOfView(page)
      await page.click('[data-rtk-sidebar] a[href="/api/createAction"]')
      await page.waitForFunction(() => document.documentElement.dataset.rtkRoute === '/api/createAction')
      expect(await page.evaluate(() => scrollY), 'a new path starts at the top').toBe(0)
      await readDown(page, 1600)
      const other = await topOfView(page)

      await page.goBack()
      await page.waitForFunction((p) => document.documentElement.dataset.rtkRoute === p, path)
      await frames(page, 4)
      expect(await topOfView(page)).toEqual(left)

      await page.goForward()
      await page.waitForFunction(() => document.documentElement.dataset.rtkRoute === '/api/createAction')
      await frames(page, 4)
      expect(await topOfView(page)).toEqual(other)
    })
  }

  it('a new path with a #hash lands on that heading, even far down a page of code samples', async () => {
    const { page } = await site.open('/introduction/getting-started')
    const hash = await page.evaluate(async () => {
      const html = await (await fetch('/rtk-query/api/createApi')).text()
      const ids = [...html.matchAll(/<h2[^>]* id="([^"]+)"/g)].map((m) => m[1])
      return ids[ids.length - 2]!
    })
    await page.evaluate((h) => {
      const a = document.createElement('a')
      a.href = `/rtk-query/api/createApi#${h}`
      a.textContent = 'deep link'
      document.querySelector('.rtk-markdown')!.append(a)
      a.click()
    }, hash)
    await page.waitForFunction(() => document.documentElement.dataset.rtkRoute === '/rtk-query/api/createApi')
    await frames(page, 4)
    const { top, navbar } = await page.evaluate((h) => ({
      top: document.getElementById(h)!.getBoundingClientRect().top,
      navbar: document.querySelector('[data-rtk-navbar]')!.getBoundingClientRect().bottom,
    }), hash)
    expect(top).toBeGreaterThanOrEqual(navbar)
    expect(top).toBeLessThan(navbar + 24)
  })
})

describe('sidebar', () => {
  /** The current item and its group heading, and the part of the sidebar the reader can see. */
  const placement = (page: Page) =>
    page.evaluate(() => {
      const sidebar = document.querySelector('[data-rtk-sidebar]')!
      const current = sidebar.querySelector('[aria-current="page"]')!
      const heading = current.closest('details')!.querySelector('summary')!
      const box = sidebar.getBoundingClientRect()
      const navbar = document.querySelector('[data-rtk-navbar]')!.getBoundingClientRect().bottom
      const visible = { top: Math.max(box.top, navbar), bottom: Math.min(box.bottom, innerHeight) }
      const r = (el: Element) => {
        const b = el.getBoundingClientRect()
        return { top: Math.round(b.top), bottom: Math.round(b.bottom), text: el.textContent }
      }
      return { current: r(current), heading: r(heading), visible: { top: Math.floor(visible.top), bottom: Math.ceil(visible.bottom) } }
    })
  /** Both whole; the heading only when the group from it down to the item fits at all. */
  const expectInView = (p: Awaited<ReturnType<typeof placement>>, label: string) => {
    const fits = p.current.bottom - p.heading.top <= p.visible.bottom - p.visible.top - 16
    for (const part of fits ? [p.heading, p.current] : [p.current]) {
      expect(part.top, `${label}: "${part.text}" top`).toBeGreaterThanOrEqual(p.visible.top)
      expect(part.bottom, `${label}: "${part.text}" bottom`).toBeLessThanOrEqual(p.visible.bottom)
    }
  }
  const ROUTES = ['/api/getDefaultEnhancers', '/api/createSelector', '/api/codemods', '/rtk-query/usage/queries', '/rtk-query/api/created-api/hooks', '/rtk-query/usage/usage-without-react-hooks']

  it('shows the current item and its group heading whole, under the navbar, on first load', async () => {
    for (const height of [800, 600]) {
      const { page } = await site.open(undefined, { viewport: { width: 1280, height } })
      for (const path of ROUTES) {
        await site.load(page, path)
        await frames(page)
        expectInView(await placement(page), `${path} at ${height} px`)
      }
    }
  })

  it('shows a caret on every folding category, pointing down when open', async () => {
    const { page } = await site.open('/api/createSlice')
    const carets = await page.$$eval('[data-rtk-sidebar] details > summary', (all) =>
      all.map((summary) => {
        const after = getComputedStyle(summary, '::after')
        return { open: (summary.parentElement as HTMLDetailsElement).open, drawn: after.content !== 'none' && after.borderRightStyle === 'solid', transform: after.transform }
      }),
    )
    expect(carets.length).toBeGreaterThan(3)
    expect(carets.filter((c) => !c.drawn)).toEqual([])
    // rotate(45deg) (down) when open, rotate(-45deg) (right) when folded.
    const down = 'matrix(0.707107, 0.707107, -0.707107, 0.707107, 0, 0)'
    expect(carets.every((c) => (c.transform === down) === c.open)).toBe(true)
  })

  it('and after client-side navigation', async () => {
    const { page } = await site.open('/introduction/getting-started')
    for (const path of ROUTES) {
      await page.click(`[data-rtk-sidebar] a[href="${path}"]`)
      await page.waitForFunction((p) => document.documentElement.dataset.rtkRoute === p, path)
      await frames(page)
      expectInView(await placement(page), path)
    }
  })
})

describe('mobile menu', () => {
  it("moves focus to the first main-menu item after '← Back to main menu', and marks the current section", async () => {
    const { page } = await site.open('/api/createSlice', { viewport: { width: 375, height: 740 } })
    await page.click('[data-rtk-menu-open]')
    await page.locator('[data-rtk-menu-back]').click()
    await frames(page)
    const focused = await page.evaluate(() => {
      const el = document.activeElement!
      return { text: el.textContent?.trim(), inPrimary: !!el.closest('[data-rtk-menu-primary]') }
    })
    const first = (await page.locator('[data-rtk-menu-primary] :is(a, button)').first().textContent())?.trim()
    expect(focused).toEqual({ text: first, inPrimary: true })
    const current = page.locator('[data-rtk-menu-primary] [aria-current]')
    expect(await current.count()).toBe(1)
    expect(await current.textContent()).toBe('API')
    expect(await current.getAttribute('aria-current')).toBe('page')
    // After client navigation to another section, the mark follows.
    await page.locator('[data-rtk-menu-primary] a', { hasText: 'RTK Query' }).click()
    await page.waitForFunction(() => document.documentElement.dataset.rtkRoute?.startsWith('/rtk-query/'))
    expect(await page.locator('[data-rtk-menu-primary] [aria-current="page"]').textContent()).toBe('RTK Query')
  })
})

describe('copy button', () => {
  it('announces "Copied" (accessible name and a live region) and goes back after 2 s', async () => {
    const { context, page } = await site.open(undefined)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.origin })
    await page.clock.install()
    await site.load(page, '/api/createSlice')
    const button = page.locator('[data-rtk-copy-code]').first()
    expect(await button.getAttribute('aria-label')).toBe('Copy code to clipboard')
    await button.click()
    await expect.poll(() => page.getByRole('button', { name: 'Copied' }).count()).toBe(1)
    // The live region is emptied, then filled 50 ms later (so the same words twice are read twice).
    await page.clock.runFor(60)
    const announced = await page.locator('[role="status"][data-rtk-announce]').textContent()
    expect(announced).toBe('Copied')
    const code = await page.evaluate(() => document.querySelector('[data-rtk-code] pre')!.textContent)
    expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code!.trim())
    await page.clock.runFor(2100)
    expect(await button.getAttribute('aria-label')).toBe('Copy code to clipboard')
    expect((await button.textContent())?.trim()).toBe('Copy')
  })
})

describe('tables on a phone', () => {
  it('keep every name in a cell whole and scroll sideways instead', async () => {
    const { page } = await site.open('/api/createSlice', { viewport: { width: 375, height: 740 } })
    const table = page.locator('.rtk-markdown table').first()
    await table.scrollIntoViewIfNeeded()
    // A name drawn on one line has one box; `initialState` split as `initia|lState` had two.
    const boxes = await table.locator('td code').evaluateAll((codes) => codes.map((code) => [code.textContent, code.getClientRects().length] as const))
    expect(boxes.map(([name]) => name)).toContain('initialState')
    for (const [name, count] of boxes) if (!/\s/.test(name!)) expect(count, name!).toBe(1)
    expect(await table.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})

describe('/errors', () => {
  it('shows each message as text: names as code, run-time values marked, no JavaScript pieces', async () => {
    const { page } = await site.open('/errors', { viewport: { width: 375, height: 740 } })
    const messages = await page.locator('[data-rtk-error-message]').allTextContents()
    expect(messages.length).toBeGreaterThan(30)
    for (const message of messages) expect(message).not.toMatch(/`|" \+|\+ "|\$\{|\n/)
    // The message that concatenated `type` in: its value is a marked variable, its names are code.
    const row = page.locator('tr', { hasText: 'cannot be called with two reducers for the same action type:' }).first()
    expect(await row.locator('var').allTextContents()).toEqual(['type'])
    expect(await row.locator('code').allTextContents()).toEqual(['context.addCase'])
    // A web address in a message is a link; one to the Redux Toolkit docs leads to this site's page.
    const removed = page.locator('tr', { hasText: 'The object notation for' }).first().locator('a')
    expect([await removed.textContent(), await removed.getAttribute('href')]).toEqual(['https://redux-toolkit.js.org/api/createReducer', '/api/createReducer'])
    const styleGuide = page.locator('a[href="https://redux.js.org/style-guide/style-guide#do-not-mutate-state"]').first()
    expect([await styleGuide.getAttribute('target'), await styleGuide.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer'])
    expect(await removed.getAttribute('target')).toBeNull()
    // Readable on a phone: the table fits the screen, nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})
