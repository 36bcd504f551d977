/**
 * The client runtime (src/client) in a real Chromium against the built site (build/, or
 * CLIENT_BUILD_DIR: `./bin/build` first): theme, storage, mobile menu, hide-on-scroll, client navigation, progress bar, prefetch,
 * external links, lazy loading and the base-path banner. Every request that is not to 127.0.0.1 is
 * blocked, and every test ends by checking that no other host answered anything.
 */
import { existsSync } from 'node:fs'
import { appendFile, readFile, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import type { Browser, BrowserContext, BrowserContextOptions, ConsoleMessage, Page, Route } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { build } from '../../src/generator/build'
import { memoryLogger } from '../../src/generator/log'
import { serveFile, startStaticServer } from '../../src/server/static-server'
import { launchChromium } from '../support/chromium'
import { copyFixture } from '../support/site'

const BUILD = resolve(process.env.CLIENT_BUILD_DIR ?? resolve(import.meta.dirname, '../../build'))
const DOC = '/introduction/getting-started'
const NEXT_DOC = '/tutorials/quick-start'

/** Test-only globals set in the page (markers, timings). */
interface Win {
  [key: string]: unknown
}

let browser: Browser
let server: Server
let origin: string
const servers: Server[] = []
const contexts: BrowserContext[] = []
/** Requests to other hosts: attempted (and blocked), and answered (must stay empty). */
const blocked: string[] = []
const answered: string[] = []

const local = (url: string) => {
  const { hostname, protocol } = new URL(url)
  return hostname === '127.0.0.1' || protocol === 'data:' || protocol === 'blob:'
}

async function listen(s: Server): Promise<string> {
  await new Promise<void>((ready) => s.listen(0, '127.0.0.1', ready))
  servers.push(s)
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}`
}

beforeAll(async () => {
  if (!existsSync(join(BUILD, 'index.html'))) throw new Error(`no site in ${BUILD}: run ./bin/build first`)
  server = await startStaticServer({ root: BUILD, port: 0 })
  servers.push(server)
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await Promise.all(servers.map((s) => new Promise((done) => s.close(done))))
})

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()))
  expect(answered, 'a host other than 127.0.0.1 was contacted').toEqual([])
})

async function newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'light', ...options })
  contexts.push(context)
  await context.route('**/*', (route) => {
    const url = route.request().url()
    if (local(url)) return route.continue()
    blocked.push(url)
    return route.abort('blockedbyclient')
  })
  context.on('response', (response) => {
    if (!local(response.url())) answered.push(response.url())
  })
  return context
}

interface Opened {
  context: BrowserContext
  page: Page
  /** Console errors and uncaught page errors. */
  errors: string[]
  requests: Array<{ url: string; type: string }>
}

async function open(path: string | undefined, options: BrowserContextOptions & { init?: string; base?: string } = {}): Promise<Opened> {
  const { init, base, ...contextOptions } = options
  const context = await newContext(contextOptions)
  if (init) await context.addInitScript(init)
  const page = await context.newPage()
  const errors: string[] = []
  const requests: Opened['requests'] = []
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('request', (r) => requests.push({ url: r.url(), type: r.resourceType() }))
  if (path !== undefined) await load(page, path, base)
  return { context, page, errors, requests }
}

async function load(page: Page, path: string, base = origin): Promise<void> {
  await page.goto(`${base}${path}`)
  await ready(page)
}

const ready = (page: Page) => page.waitForFunction(() => (window as unknown as Win).__rtkReady === true)
const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme)
const h1 = (page: Page) => page.locator('[data-rtk-page] h1').first().textContent()
const pathOf = (page: Page) => new URL(page.url()).pathname
/** Waits two animation frames, so listeners that react to a change have run. */
const settle = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))

/**
 * Opens `path` with Playwright's fake clock installed and stopped: page time moves only by
 * `page.clock.runFor`, so tests of delays (200 ms before a spinner or the progress bar) assert exact
 * fake-clock times and pass the same on a busy machine. (Installed before the page loads, so the page's
 * own timers are fake from the start.)
 */
async function openWithClock(path: string, options: BrowserContextOptions & { init?: string } = {}): Promise<Opened> {
  const opened = await open(undefined, options)
  await opened.page.clock.install()
  await load(opened.page, path)
  await opened.page.clock.pauseAt((await opened.page.evaluate(() => Date.now())) + 1000)
  return opened
}

/** A route handler that holds matching requests until `release()` (instead of a real-time delay). */
function holdRequests(): { handler: (route: Route) => Promise<void>; release(): void; held: Promise<void> } {
  let release!: () => void
  let seen!: () => void
  const released = new Promise<void>((done) => (release = done))
  const held = new Promise<void>((done) => (seen = done))
  return {
    held,
    release,
    handler: async (route) => {
      seen()
      await released
      await route.fallback()
    },
  }
}

/** The `<title>` and `<h1>` of a built page, read from its file. */
async function builtPage(route: string): Promise<{ title: string; h1: string }> {
  const html = await readFile(join(BUILD, route, 'index.html'), 'utf8')
  const strip = (s: string) => s.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').trim()
  return { title: strip(/<title>(.*?)<\/title>/s.exec(html)![1]!), h1: strip(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)![1]!) }
}

/**
 * The basic fixture with what this site's own config lacks: navbar.hideOnScroll, a dropdown navbar
 * item and a long page. (Its announcement bar is closeable.) Built once, on first use.
 */
let fixture: Promise<{ origin: string; dispose(): Promise<void> }> | undefined
async function fixtureSite(): Promise<string> {
  fixture ??= (async () => {
    const site = await copyFixture('basic')
    const configPath = join(site.root, 'site.config.ts')
    const config = await readFile(configPath, 'utf8')
    const dropdown = "{ type: 'dropdown', label: 'More', items: [{ to: '/api/widget', label: 'Widget' }, { to: '/introduction/second', label: 'Second page' }] },"
    await writeFile(configPath, config.replace('navbar: {', 'navbar: {\n    hideOnScroll: true,').replace('items: [', `items: [\n      ${dropdown}`))
    // A page long enough to scroll, with a heading far down to jump to.
    const filler = Array.from({ length: 40 }, (_, i) => `Paragraph ${i} of filler text so that the page scrolls well past the navbar.\n`).join('\n')
    await appendFile(join(site.root, 'docs/introduction/start.md'), `\n\n## Far down\n\n${filler}\n\n## Target heading\n\n${filler}\n`)
    await build({ root: site.root, logger: memoryLogger() })
    const fixtureOrigin = await listen(createServer((req, res) => void serveFile(join(site.root, 'build'), req, res)))
    return { origin: fixtureOrigin, dispose: () => site.dispose() }
  })()
  return (await fixture).origin
}

afterAll(async () => {
  await (await fixture)?.dispose()
})

describe('analytics script', () => {
  it('is in the page with auto-track and do-not-track, and its host is never contacted', async () => {
    const { page } = await open(DOC)
    const script = page.locator('head script[src*="script.js"]')
    expect(await script.count()).toBe(1)
    const src = (await script.getAttribute('src'))!
    expect(new URL(src).hostname).not.toBe('127.0.0.1')
    expect(await script.getAttribute('data-auto-track')).toBe('true')
    expect(await script.getAttribute('data-do-not-track')).toBe('true')
    // The browser asked for it and the block held (afterEach checks that nothing outside answered).
    expect(blocked).toContain(src)
  })
})

describe('colour mode', () => {
  it('toggles, stores the choice under "theme" and keeps it across a reload', async () => {
    const { page } = await open(DOC)
    expect(await theme(page)).toBe('light')
    await page.click('[data-rtk-theme-toggle]')
    expect(await theme(page)).toBe('dark')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
    expect(await page.getAttribute('[data-rtk-theme-toggle]', 'aria-label')).toContain('currently dark mode')
    await page.reload()
    await ready(page)
    expect(await theme(page)).toBe('dark')
    await page.click('[data-rtk-theme-toggle]')
    expect(await theme(page)).toBe('light')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
  })

  it('keeps the mode and the switch label across client navigation (the navbar is replaced)', async () => {
    const { page } = await open(DOC)
    await page.click('[data-rtk-theme-toggle]')
    await page.click(`[data-rtk-sidebar] a[href="${NEXT_DOC}"]`)
    await page.waitForFunction((route) => document.documentElement.dataset.rtkRoute === route, NEXT_DOC)
    expect(await theme(page)).toBe('dark')
    expect(await page.getAttribute('[data-rtk-theme-toggle]', 'aria-label')).toContain('currently dark mode')
    await page.click('[data-rtk-theme-toggle]')
    expect(await theme(page)).toBe('light')
  })

  it('syncs across tabs, including a cleared choice', async () => {
    const { context, page: a } = await open(DOC)
    const b = await context.newPage()
    await load(b, '/api/createSlice')
    await a.click('[data-rtk-theme-toggle]')
    await b.waitForFunction(() => document.documentElement.dataset.theme === 'dark')
    await b.click('[data-rtk-theme-toggle]')
    await a.waitForFunction(() => document.documentElement.dataset.theme === 'light')
    // Stored 'dark' in one tab, then cleared there: the other falls back to the default (light here).
    await a.click('[data-rtk-theme-toggle]')
    await b.waitForFunction(() => document.documentElement.dataset.theme === 'dark')
    await a.evaluate(() => localStorage.removeItem('theme'))
    await b.waitForFunction(() => document.documentElement.dataset.theme === 'light')
  })

  it('applies a stored dark mode before the page is parsed (no flash)', async () => {
    const init = `
      new MutationObserver((_, observer) => {
        if (!document.body) return
        window.__themeAtBody = document.documentElement.dataset.theme
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true })
      document.addEventListener('DOMContentLoaded', () => { window.__themeAtDCL = document.documentElement.dataset.theme }, { once: true })`
    const { page } = await open(DOC, { init })
    expect(await page.evaluate(() => (window as unknown as Win).__themeAtDCL)).toBe('light')
    await page.evaluate(() => localStorage.setItem('theme', 'dark'))
    await load(page, '/api/configureStore')
    // The server sends data-theme="light"; the inline head script has switched it before <body> exists.
    expect(await page.evaluate(() => (window as unknown as Win).__themeAtBody)).toBe('dark')
    expect(await page.evaluate(() => (window as unknown as Win).__themeAtDCL)).toBe('dark')
  })

  it('follows the system preference while nothing is stored, and falls back to it when the choice is cleared', async () => {
    const { context, page } = await open(DOC, { colorScheme: 'dark' })
    expect(await theme(page)).toBe('dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark')
    // A stored choice wins over the system…
    await page.click('[data-rtk-theme-toggle]')
    expect(await theme(page)).toBe('light')
    await page.reload()
    await ready(page)
    expect(await theme(page)).toBe('light')
    // …until it is cleared (here from another tab): the system preference applies again.
    const other = await context.newPage()
    await load(other, '/')
    expect(await theme(other)).toBe('light')
    await other.evaluate(() => localStorage.removeItem('theme'))
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark')
    await page.reload()
    await ready(page)
    expect(await theme(page)).toBe('dark')
  })

  it('does not change while printing', async () => {
    const { page } = await open(DOC, { colorScheme: 'dark' })
    expect(await theme(page)).toBe('dark')
    // Printing, and the colour scheme flips at the same time (as some systems do while printing).
    await page.emulateMedia({ media: 'print', colorScheme: 'light' })
    expect(await page.evaluate(() => matchMedia('print').matches && !matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true)
    await settle(page)
    await page.waitForTimeout(100)
    expect(await theme(page)).toBe('dark')
    // After printing, the page catches up with the system.
    await page.emulateMedia({ media: 'screen' })
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light')
    // A stored choice: printing changes nothing either.
    await page.click('[data-rtk-theme-toggle]')
    expect(await theme(page)).toBe('dark')
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' })
    await settle(page)
    expect(await theme(page)).toBe('dark')
  })
})

describe('storage unavailable', () => {
  it('still works (the theme toggles in memory) and logs an error to the console', async () => {
    const init = `Object.defineProperty(window, 'localStorage', { configurable: true, get() { throw new DOMException('The operation is insecure.', 'SecurityError') } })`
    const { page, errors } = await open(DOC, { init })
    expect(await page.evaluate(() => { try { return typeof localStorage } catch { return 'throws' } })).toBe('throws')
    expect(errors.some((e) => e.includes('localStorage is unavailable'))).toBe(true)
    expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([])
    expect(await theme(page)).toBe('light')
    await page.click('[data-rtk-theme-toggle]')
    expect(await theme(page)).toBe('dark')
    await page.click('[data-rtk-theme-toggle]')
    expect(await theme(page)).toBe('light')
    // The rest of the page still works: client navigation, for one.
    await page.click(`[data-rtk-sidebar] a[href="${NEXT_DOC}"]`)
    await page.waitForFunction((route) => document.documentElement.dataset.rtkRoute === route, NEXT_DOC)
  })
})

describe('mobile menu (375 px)', () => {
  const mobile = { viewport: { width: 375, height: 700 } }
  const menuOpen = (page: Page) => page.evaluate(() => document.querySelector<HTMLElement>('[data-rtk-mobile-menu]')!.hidden === false)
  const locked = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('rtk-scroll-locked'))

  it('opens, locks page scrolling, shows the docs sidebar with "← Back to main menu", and closes on history back', async () => {
    const { page } = await open(DOC, mobile)
    await page.evaluate(() => ((window as unknown as Win).__marker = 1))
    await page.evaluate(() => window.scrollTo(0, 400))
    await page.waitForFunction(() => scrollY === 400)
    // A tap where the button is (page.click would scroll the sticky navbar's button "into view" first).
    const button = (await page.locator('[data-rtk-menu-open]').boundingBox())!
    await page.mouse.click(button.x + button.width / 2, button.y + button.height / 2)
    expect(await menuOpen(page)).toBe(true)
    expect(await locked(page)).toBe(true)
    expect(await page.getAttribute('[data-rtk-menu-open]', 'aria-expanded')).toBe('true')
    expect(await page.evaluate(() => document.activeElement?.matches('button[data-rtk-menu-close]'))).toBe(true)

    // Scroll attempts do not move the page.
    await page.mouse.move(40, 600)
    await page.mouse.wheel(0, 900)
    await page.keyboard.press('PageDown')
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => scrollY)).toBe(400)

    // The secondary menu (the docs sidebar, current page marked) with its back button.
    const secondary = page.locator('[data-rtk-menu-secondary]')
    const primary = page.locator('[data-rtk-menu-primary]')
    expect(await secondary.isVisible()).toBe(true)
    expect(await primary.isVisible()).toBe(false)
    expect(await secondary.locator(`a[aria-current="page"]`).getAttribute('href')).toBe(DOC)
    const back = page.getByRole('button', { name: '← Back to main menu' })
    expect(await back.textContent()).toBe('← Back to main menu')
    await back.click()
    expect(await primary.isVisible()).toBe(true)
    expect(await secondary.isVisible()).toBe(false)
    expect(await primary.getByRole('link', { name: 'Tutorials' }).isVisible()).toBe(true)

    // Browser back closes the menu and stays on the page.
    await page.evaluate(() => history.back())
    await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-rtk-mobile-menu]')!.hidden)
    expect(await locked(page)).toBe(false)
    expect(pathOf(page)).toBe(DOC)
    expect(await page.evaluate(() => (window as unknown as Win).__marker)).toBe(1)
    // Unlocked again: the same wheel now scrolls.
    await page.mouse.wheel(0, 300)
    await page.waitForFunction(() => scrollY > 400)
  })

  it('closes by itself when the viewport grows past 996 px, without leaving a history entry behind', async () => {
    const { page } = await open('/', mobile)
    await load(page, DOC)
    await page.click('[data-rtk-menu-open]')
    expect(await menuOpen(page)).toBe(true)
    await page.setViewportSize({ width: 1200, height: 700 })
    await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-rtk-mobile-menu]')!.hidden)
    expect(await locked(page)).toBe(false)
    await page.waitForFunction(() => !(history.state as { rtkMenu?: boolean } | null)?.rtkMenu)
    // One back step leaves the page (no dead entry from the menu).
    await page.goBack()
    await page.waitForURL(`${origin}/`)
  })

  it('closes with its close button; a link followed from it navigates, and back returns to the page before', async () => {
    const { page } = await open(DOC, mobile)
    await page.click('[data-rtk-menu-open]')
    await page.click('button[data-rtk-menu-close]')
    expect(await menuOpen(page)).toBe(false)
    expect(await locked(page)).toBe(false)
    await page.waitForFunction(() => !(history.state as { rtkMenu?: boolean } | null)?.rtkMenu)
    await page.evaluate(() => ((window as unknown as Win).__marker = 1))
    await page.click('[data-rtk-menu-open]')
    await page.click(`[data-rtk-menu-secondary] a[href="${NEXT_DOC}"]`)
    await page.waitForFunction((route) => document.documentElement.dataset.rtkRoute === route, NEXT_DOC)
    expect(await menuOpen(page)).toBe(false)
    expect(await locked(page)).toBe(false)
    expect(await page.evaluate(() => (window as unknown as Win).__marker)).toBe(1)
    await page.evaluate(() => history.back())
    await page.waitForFunction((route) => document.documentElement.dataset.rtkRoute === route, DOC)
    expect(pathOf(page)).toBe(DOC)
  })
})

describe('navbar hide-on-scroll', () => {
  const hidden = (page: Page) => page.evaluate(() => document.querySelector('[data-rtk-navbar]')!.classList.contains('rtk-navbar--hidden'))
  const scrollTo = async (page: Page, y: number) => {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.waitForFunction((top) => Math.abs(scrollY - top) < 2, y)
    await settle(page)
  }

  it('stays off on this site (navbar.hideOnScroll is false in site.config.ts)', async () => {
    const { page } = await open(DOC)
    expect(await page.getAttribute('[data-rtk-navbar]', 'data-rtk-hide-on-scroll')).toBeNull()
    await scrollTo(page, 300)
    await scrollTo(page, 1500)
    expect(await hidden(page)).toBe(false)
  })

  describe('on a site with navbar.hideOnScroll true', () => {
    let fixtureOrigin: string

    beforeAll(async () => {
      fixtureOrigin = await fixtureSite()
    }, 180_000)

    it('hides when scrolling down past the navbar, shows on scroll up, stays near the top; a hash jump hides it', async () => {
      const { page } = await open(undefined, { viewport: { width: 1280, height: 600 } })
      await load(page, '/introduction/start', fixtureOrigin)
      expect(await page.getAttribute('[data-rtk-navbar]', 'data-rtk-hide-on-scroll')).toBe('true')
      const navbarHeight = await page.evaluate(() => document.querySelector<HTMLElement>('[data-rtk-navbar]')!.offsetHeight)
      await scrollTo(page, navbarHeight - 10)
      expect(await hidden(page)).toBe(false)
      await scrollTo(page, 600)
      expect(await hidden(page)).toBe(true)
      await scrollTo(page, 900)
      expect(await hidden(page)).toBe(true)
      await scrollTo(page, 700)
      expect(await hidden(page)).toBe(false)
      await page.waitForFunction(() => document.querySelector('[data-rtk-navbar]')!.getBoundingClientRect().top === 0)
      await scrollTo(page, 1000)
      expect(await hidden(page)).toBe(true)
      await scrollTo(page, 10)
      expect(await hidden(page)).toBe(false)
      // Jump to a heading through its table-of-contents link.
      await page.click('.rtk-doc__toc a[href="#target-heading"]')
      await page.waitForFunction(() => location.hash === '#target-heading' && scrollY > 600)
      await settle(page)
      expect(await hidden(page)).toBe(true)
    })
  })
})

describe('dropdown navbar items (fixture site with a "More" dropdown)', () => {
  let fixtureOrigin: string
  beforeAll(async () => {
    fixtureOrigin = await fixtureSite()
  }, 180_000)

  const expanded = (page: Page) => page.getAttribute('[data-rtk-dropdown-toggle]', 'aria-expanded')
  const menuVisible = (page: Page) => page.locator('[data-rtk-dropdown-menu]').isVisible()

  it('opens on hover and closes when the pointer leaves', async () => {
    const { page } = await open(undefined)
    await load(page, '/introduction/start', fixtureOrigin)
    expect(await menuVisible(page)).toBe(false)
    await page.hover('[data-rtk-dropdown-toggle]')
    expect(await expanded(page)).toBe('true')
    expect(await menuVisible(page)).toBe(true)
    // Into the menu itself: still open; a link in it works.
    await page.hover('[data-rtk-dropdown-menu] a[href="/api/widget"]')
    expect(await menuVisible(page)).toBe(true)
    await page.mouse.move(640, 700)
    expect(await expanded(page)).toBe('false')
    expect(await menuVisible(page)).toBe(false)
  })

  it('opens on Enter and closes on an outside click, an outside touch, or focus moving elsewhere', async () => {
    const { page } = await open(undefined, { hasTouch: true })
    await load(page, '/introduction/start', fixtureOrigin)
    const openWithEnter = async () => {
      await page.focus('[data-rtk-dropdown-toggle]')
      await page.keyboard.press('Enter')
      expect(await expanded(page)).toBe('true')
      expect(await menuVisible(page)).toBe(true)
    }
    await openWithEnter()
    // Enter on an open dropdown keeps it open (it opens; it does not toggle).
    await page.keyboard.press('Enter')
    expect(await menuVisible(page)).toBe(true)
    await page.mouse.click(640, 500)
    expect(await menuVisible(page)).toBe(false)

    await openWithEnter()
    await page.evaluate(() => document.querySelector('#rtk-main')!.dispatchEvent(new TouchEvent('touchstart', { bubbles: true })))
    expect(await menuVisible(page)).toBe(false)

    await openWithEnter()
    // Tab into the menu keeps it open; focus leaving the dropdown closes it.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.closest('[data-rtk-dropdown-menu]') !== null)).toBe(true)
    expect(await menuVisible(page)).toBe(true)
    await page.focus('[data-rtk-theme-toggle]')
    expect(await expanded(page)).toBe('false')
    expect(await menuVisible(page)).toBe(false)
  })

  /** Opens the mobile menu's primary panel and returns the dropdown group's button and list. */
  async function mobileGroup(page: Page) {
    await load(page, '/', fixtureOrigin)
    await page.click('[data-rtk-menu-open]')
    const group = page.getByRole('button', { name: 'More' })
    const list = page.locator(`#${await group.getAttribute('aria-controls')}`)
    return { group, list }
  }
  /**
   * Records every Element.animate() call's duration as it is made, so a test reads the duration the
   * menu asked for even when a loaded machine has already finished the animation when it looks.
   */
  const recordAnimations = `(() => {
    const animate = Element.prototype.animate
    window.__animations = []
    Element.prototype.animate = function (keyframes, options) {
      window.__animations.push({ id: this.id, duration: typeof options === 'number' ? options : options && options.duration })
      return animate.call(this, keyframes, options)
    }
  })()`
  /** Height of the sub-list and the duration of the last animation started on it. */
  const animation = (page: Page, id: string) =>
    page.evaluate((listId) => {
      const started = ((window as unknown as Win).__animations as Array<{ id: string; duration: number }>).filter((a) => a.id === listId)
      return { height: document.getElementById(listId)!.scrollHeight, count: started.length, duration: started.at(-1)?.duration }
    }, id)

  it('in the mobile menu, is a group that expands and collapses with a duration from its height', async () => {
    const { page } = await open(undefined, { viewport: { width: 375, height: 700 }, init: recordAnimations })
    const { group, list } = await mobileGroup(page)
    const id = (await group.getAttribute('aria-controls'))!
    expect(await group.getAttribute('aria-expanded')).toBe('false')
    expect(await list.isVisible()).toBe(false)
    await group.click()
    const opening = await animation(page, id)
    expect(opening.height).toBeGreaterThan(0)
    // Docusaurus' getAutoHeightDuration: (4 + 15·c^0.25 + c/5)·10 ms with c = height / 36.
    const c = opening.height / 36
    expect(opening.duration).toBe(Math.round((4 + 15 * c ** 0.25 + c / 5) * 10))
    expect(opening.duration).toBeGreaterThan(100)
    expect(await group.getAttribute('aria-expanded')).toBe('true')
    await expect.poll(() => list.isVisible()).toBe(true)
    expect(await list.getByRole('link', { name: 'Widget' }).isVisible()).toBe(true)
    await page.waitForFunction((listId) => document.getElementById(listId)!.getAnimations().length === 0, id)
    await group.click()
    const closing = await animation(page, id)
    expect(closing.count).toBe(2)
    expect(closing.duration).toBe(opening.duration)
    await page.waitForFunction((listId) => document.getElementById(listId)!.hidden, id)
    expect(await group.getAttribute('aria-expanded')).toBe('false')
    // Open again and follow a link: the menu closes on the new page.
    await group.click()
    await list.getByRole('link', { name: 'Widget' }).click()
    await page.waitForFunction(() => document.documentElement.dataset.rtkRoute === '/api/widget')
    expect(await page.evaluate(() => document.querySelector<HTMLElement>('[data-rtk-mobile-menu]')!.hidden)).toBe(true)
  })

  it('in the mobile menu, takes 1 ms when the reader prefers reduced motion', async () => {
    const { page } = await open(undefined, { viewport: { width: 375, height: 700 }, reducedMotion: 'reduce', init: recordAnimations })
    const { group, list } = await mobileGroup(page)
    await group.click()
    const { count, duration } = await animation(page, (await group.getAttribute('aria-controls'))!)
    expect(count).toBe(1)
    expect(duration).toBe(1)
    // Open at full height within a few frames (the 1 ms animation starts at height 0 on the next frame).
    await expect.poll(() => list.isVisible(), { timeout: 500 }).toBe(true)
  })
})

describe('announcement bar (fixture site, closeable bar "fixture-1")', () => {
  let fixtureOrigin: string
  beforeAll(async () => {
    fixtureOrigin = await fixtureSite()
  }, 180_000)

  const bar = (page: Page) => page.locator('[data-rtk-announcement]')

  it('stays closed once dismissed, across reloads and client navigation', async () => {
    const { page } = await open(undefined)
    await load(page, '/introduction/start', fixtureOrigin)
    expect(await bar(page).isVisible()).toBe(true)
    expect(await page.evaluate(() => localStorage.getItem('rtk-announcement-id'))).toBe('fixture-1')
    await page.click('[data-rtk-announcement-close]')
    expect(await bar(page).isVisible()).toBe(false)
    expect(await page.evaluate(() => localStorage.getItem('rtk-announcement-dismissed'))).toBe('true')
    await page.click('[data-rtk-sidebar] a[href="/introduction/second"]')
    await page.waitForFunction(() => document.documentElement.dataset.rtkRoute === '/introduction/second')
    expect(await bar(page).isVisible()).toBe(false)
    // Hidden from the first paint on: the head script decides before the bundle runs.
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.goto(`${fixtureOrigin}/introduction/start`)
    expect(await bar(page).isVisible()).toBe(false)
  })

  it('shows a new bar although an older one was dismissed, and forgets that dismissal', async () => {
    const init = `localStorage.getItem('rtk-announcement-id') || (localStorage.setItem('rtk-announcement-id', 'course-2025'), localStorage.setItem('rtk-announcement-dismissed', 'true'))`
    const { page } = await open(undefined, { init })
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.goto(`${fixtureOrigin}/introduction/start`)
    // Before any bundle code: the head script already shows it (no late pop-in).
    expect(await bar(page).isVisible()).toBe(true)
    await page.unroute('**/assets/*.js')
    await load(page, '/introduction/start', fixtureOrigin)
    expect(await bar(page).isVisible()).toBe(true)
    expect(await page.evaluate(() => [localStorage.getItem('rtk-announcement-id'), localStorage.getItem('rtk-announcement-dismissed')])).toEqual(['fixture-1', null])
  })

  it('has no close button on this site, whose bar is not closeable (spec §1)', async () => {
    const { page } = await open(DOC)
    expect(await bar(page).isVisible()).toBe(true)
    expect(await page.locator('[data-rtk-announcement-close]').count()).toBe(0)
  })
})

describe('preferred docs version', () => {
  const key = 'rtk-docs-preferred-version-default'

  it('is remembered when a docs page is visited', async () => {
    const { page } = await open('/')
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBeNull()
    await load(page, DOC)
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBe('current')
  })

  it('is forgotten when the stored version no longer exists, and kept while it does', async () => {
    // The home page belongs to no version, so it only checks what is stored.
    const { page } = await open(undefined, { init: `sessionStorage.getItem('seeded') || (sessionStorage.setItem('seeded', '1'), localStorage.setItem('${key}', '2.x'))` })
    await load(page, '/')
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBeNull()
    await page.evaluate((k) => localStorage.setItem(k, 'current'), key)
    await load(page, '/')
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBe('current')
  })
})

describe('client navigation', () => {
  it('keeps the document: URL, title, content, sidebar and focus change; back and forward work', async () => {
    const next = await builtPage(NEXT_DOC)
    const first = await builtPage(DOC)
    const { page, requests } = await open(DOC)
    await page.evaluate(() => ((window as unknown as Win).__marker = 'kept'))
    await page.evaluate(() => window.scrollTo(0, 800))
    await page.waitForFunction(() => scrollY === 800)
    const documents = () => requests.filter((r) => r.type === 'document').length
    const before = documents()

    await page.click(`[data-rtk-sidebar] a[href="${NEXT_DOC}"]`)
    await page.waitForFunction((title) => document.title === title, next.title)
    expect(pathOf(page)).toBe(NEXT_DOC)
    expect(await h1(page)).toBe(next.h1)
    expect(await page.evaluate(() => (window as unknown as Win).__marker)).toBe('kept')
    expect(documents()).toBe(before)
    expect(await page.getAttribute('[data-rtk-sidebar] a[aria-current="page"]', 'href')).toBe(NEXT_DOC)
    expect(await page.locator(`[data-rtk-sidebar] a[href="${DOC}"]`).getAttribute('aria-current')).toBeNull()
    expect(await page.evaluate(() => scrollY)).toBe(0)
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('rtk-main')

    await page.goBack()
    await page.waitForFunction((title) => document.title === title, first.title)
    expect(pathOf(page)).toBe(DOC)
    expect(await h1(page)).toBe(first.h1)
    expect(await page.getAttribute('[data-rtk-sidebar] a[aria-current="page"]', 'href')).toBe(DOC)
    // Back restores where the reader was.
    await page.waitForFunction(() => scrollY === 800)

    await page.goForward()
    await page.waitForFunction((title) => document.title === title, next.title)
    expect(pathOf(page)).toBe(NEXT_DOC)
    expect(await h1(page)).toBe(next.h1)
    expect(await page.evaluate(() => (window as unknown as Win).__marker)).toBe('kept')
    expect(documents()).toBe(before)
  })

  it('scrolls to the heading of a link with a #hash on another page', async () => {
    const { page } = await open('/rtk-query/overview')
    await page.evaluate(() => ((window as unknown as Win).__marker = 'kept'))
    await page.locator('.rtk-markdown a[href="/rtk-query/api/createApi#other-exports"]').first().click()
    await page.waitForFunction(() => document.documentElement.dataset.rtkRoute === '/rtk-query/api/createApi')
    expect(await page.evaluate(() => (window as unknown as Win).__marker)).toBe('kept')
    expect(new URL(page.url()).hash).toBe('#other-exports')
    const box = await page.evaluate(() => document.getElementById('other-exports')!.getBoundingClientRect().toJSON() as DOMRect)
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0)
    // At the top of the viewport, below the sticky navbar (scroll-padding-top).
    expect(box.top).toBeGreaterThanOrEqual(0)
    expect(box.top).toBeLessThan(150)
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('rtk-main')
  })

  it('does not scroll when only the query string changes', async () => {
    const { page } = await open('/errors')
    await page.evaluate(() => ((window as unknown as Win).__marker = 'kept'))
    const code = await page.getAttribute('[data-rtk-error-code]', 'data-rtk-error-code')
    // The site has no such link of its own; the errors page reads ?code=, so a link to it is realistic.
    await page.evaluate((c) => {
      const a = document.createElement('a')
      a.href = `/errors?code=${c}`
      a.id = 'query-link'
      a.textContent = 'Error code'
      document.querySelector('[data-rtk-page] main')!.append(a)
    }, code)
    await page.evaluate(() => window.scrollTo(0, 600))
    await page.waitForFunction(() => scrollY === 600)
    await page.evaluate(() => document.getElementById('query-link')!.click())
    await page.waitForFunction(() => location.search.startsWith('?code='))
    await page.waitForFunction(() => !document.querySelector<HTMLElement>('[data-rtk-error-detail]')!.hidden)
    expect(await page.evaluate(() => (window as unknown as Win).__marker)).toBe('kept')
    expect(await page.textContent('[data-rtk-error-detail] h2')).toBe(`Error ${code}`)
    expect(await page.evaluate(() => scrollY)).toBe(600)
  })
})

describe('progress bar', () => {
  /** Records in the page when [data-rtk-progress] changes state, in ms after the next click. */
  const watchProgress = (page: Page) =>
    page.evaluate(() => {
      const w = window as unknown as Win
      const log: Array<[string, number]> = []
      w.__progress = log
      let start = 0
      document.addEventListener('click', () => (start = performance.now()), { capture: true, once: true })
      const bar = document.querySelector<HTMLElement>('[data-rtk-progress]')!
      new MutationObserver(() => log.push([bar.dataset.state ?? '', performance.now() - start])).observe(bar, { attributes: true, attributeFilter: ['data-state'] })
    })
  const progressLog = (page: Page) => page.evaluate(() => (window as unknown as Win).__progress as Array<[string, number]>)

  const progressState = (page: Page) => page.getAttribute('[data-rtk-progress]', 'data-state')

  it('appears only after 200 ms on a slow route, and finishes when the page is in', async () => {
    const { page } = await openWithClock(DOC)
    const slow = holdRequests()
    await page.route((url) => url.pathname === NEXT_DOC, slow.handler)
    await watchProgress(page)
    await page.click(`[data-rtk-sidebar] a[href="${NEXT_DOC}"]`)
    await slow.held
    await page.clock.runFor(199)
    expect(await progressState(page)).toBeNull()
    await page.clock.runFor(1)
    expect(await progressState(page)).toBe('loading')
    // The page arrives: the bar completes, then goes away 300 ms later.
    slow.release()
    await page.waitForFunction((route) => document.documentElement.dataset.rtkRoute === route, NEXT_DOC)
    expect(await progressState(page)).toBe('done')
    await page.clock.runFor(300)
    expect(await progressState(page)).toBeNull()
    const log = await progressLog(page)
    expect(log.map(([state]) => state)).toEqual(['loading', 'done', ''])
    // Exactly 200 ms of page time after the click (fake clock: no load can shift it).
    expect(log[0]![1]).toBe(200)
  })

  it('never shows for a fast (prefetched) navigation', async () => {
    const { page, requests } = await openWithClock(DOC)
    const fetched = page.waitForResponse((response) => new URL(response.url()).pathname === NEXT_DOC)
    await page.hover(`[data-rtk-sidebar] a[href="${NEXT_DOC}"]`)
    await (await fetched).finished()
    await watchProgress(page)
    await page.click(`[data-rtk-sidebar] a[href="${NEXT_DOC}"]`)
    await page.waitForFunction((route) => document.documentElement.dataset.rtkRoute === route, NEXT_DOC)
    // The click used the hover's response, and the bar's timer was cancelled: a second later, nothing.
    expect(requests.filter((r) => new URL(r.url).pathname === NEXT_DOC)).toHaveLength(1)
    await page.clock.runFor(1000)
    expect(await progressLog(page)).toEqual([])
  })
})

describe('a failed route load', () => {
  it('falls back to a full page load', async () => {
    const next = await builtPage(NEXT_DOC)
    const { page, errors } = await open(DOC)
    let aborted = 0
    await page.route((url) => url.pathname === NEXT_DOC, (route) => {
      if (route.request().resourceType() !== 'fetch') return route.fallback()
      aborted++
      return route.abort('connectionreset')
    })
    await page.evaluate(() => ((window as unknown as Win).__marker = 'kept'))
    await page.click(`[data-rtk-sidebar] a[href="${NEXT_DOC}"]`)
    await page.waitForURL(`${origin}${NEXT_DOC}`)
    await ready(page)
    expect(aborted).toBeGreaterThan(0)
    expect(await page.evaluate(() => (window as unknown as Win).__marker)).toBeUndefined()
    expect(await h1(page)).toBe(next.h1)
    expect(await page.title()).toBe(next.title)
    expect(errors.some((e) => e.includes('client navigation failed'))).toBe(true)
  })
})

describe('prefetch', () => {
  const saveData = `Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g' }) })`
  const prefetchLinks = (page: Page) => page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => l.getAttribute('href')))

  it('loads a page on hover of its link', async () => {
    const { page, requests } = await open(DOC)
    const target = '/api/createSlice'
    expect(requests.some((r) => new URL(r.url).pathname === target)).toBe(false)
    await page.hover(`[data-rtk-sidebar] a[href="${target}"]`)
    await expect.poll(() => requests.find((r) => new URL(r.url).pathname === target)?.type).toBe('fetch')
  })

  it('prefetches a content link when it scrolls into view', async () => {
    const { page, requests } = await open(DOC)
    const next = (await page.getAttribute('.rtk-pagination a[rel="next"]', 'href'))!
    expect(await page.locator('.rtk-pagination a[rel="next"]').isVisible()).toBe(true)
    const inView = await page.evaluate(() => document.querySelector('.rtk-pagination')!.getBoundingClientRect().top < innerHeight)
    expect(inView).toBe(false)
    await settle(page)
    expect(await prefetchLinks(page)).not.toContain(next)
    await page.locator('.rtk-pagination a[rel="next"]').scrollIntoViewIfNeeded()
    await expect.poll(() => prefetchLinks(page)).toContain(next)
    await expect.poll(() => requests.some((r) => new URL(r.url).pathname === next)).toBe(true)
  })

  it('does neither under data saver', async () => {
    const { page, requests } = await openWithClock(DOC, { init: saveData })
    expect(await page.evaluate(() => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData)).toBe(true)
    const next = (await page.getAttribute('.rtk-pagination a[rel="next"]', 'href'))!
    await page.hover('[data-rtk-sidebar] a[href="/api/createSlice"]')
    await page.locator('.rtk-pagination a[rel="next"]').scrollIntoViewIfNeeded()
    // Prefetch reacts to events and observers, not timers; a second of page time (timers and frames)
    // lets anything that was going to start do so.
    await page.clock.runFor(1000)
    expect(await prefetchLinks(page)).toEqual([])
    expect(requests.filter((r) => ['/api/createSlice', next].includes(new URL(r.url).pathname))).toEqual([])
    // Navigation itself still works.
    await page.click('[data-rtk-sidebar] a[href="/api/createSlice"]')
    await page.waitForFunction(() => document.documentElement.dataset.rtkRoute === '/api/createSlice')
  })
})

describe('external links', () => {
  const check = (page: Page, selector: string) =>
    page.$$eval(`${selector} a[href]`, (anchors) =>
      anchors.filter((a) => (a as HTMLAnchorElement).origin !== location.origin && /^https?:$/.test((a as HTMLAnchorElement).protocol)).map((a) => ({ href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel') })),
    )

  it('open in a new tab without opener or referrer, in content, navbar and footer, also after navigation', async () => {
    const { page } = await open(DOC)
    for (const selector of ['.rtk-markdown', '[data-rtk-navbar]', '.rtk-footer']) {
      const links = await check(page, selector)
      expect(links.length, selector).toBeGreaterThan(0)
      for (const link of links) expect(link, selector).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' })
    }
    await page.click('[data-rtk-sidebar] a[href="/rtk-query/overview"]')
    await page.waitForFunction(() => document.documentElement.dataset.rtkRoute === '/rtk-query/overview')
    for (const selector of ['[data-rtk-page]', '[data-rtk-navbar]']) {
      const links = await check(page, selector)
      expect(links.length, selector).toBeGreaterThan(0)
      for (const link of links) expect(link, selector).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' })
    }
  })
})

describe('lazy search box loader', () => {
  const chunk = (url: URL) => /\/assets\/ui-[A-Z0-9]+\.js$/.test(url.pathname)

  it('shows a spinner only after a delay while its chunk loads', async () => {
    const { page } = await openWithClock(DOC)
    const slow = holdRequests()
    await page.route(chunk, slow.handler)
    await page.click('[data-rtk-search-open]')
    await slow.held
    await page.clock.runFor(199)
    expect(await page.locator('[data-rtk-search] .rtk-spinner').count()).toBe(0)
    await page.clock.runFor(1)
    await page.locator('[data-rtk-search] .rtk-spinner').waitFor({ state: 'visible' })
    expect(await page.getAttribute('[data-rtk-search] .rtk-spinner', 'role')).toBe('status')
    slow.release()
    await page.locator('[data-rtk-search-input]').waitFor({ state: 'visible' })
    expect(await page.locator('[data-rtk-search] .rtk-spinner').count()).toBe(0)
  })

  it('shows the error in a red box with Retry when its chunk fails, and Retry loads it', async () => {
    const { page, errors, requests } = await open(DOC)
    let fail = true
    await page.route(chunk, (route) => (fail ? route.abort('connectionreset') : route.fallback()))
    await page.click('[data-rtk-search-open]')
    const box = page.locator('[data-rtk-search] .rtk-load-error')
    await box.waitFor({ state: 'visible' })
    expect(await box.getAttribute('role')).toBe('alert')
    expect(await box.textContent()).toMatch(/Failed to fetch dynamically imported module/)
    expect(await box.evaluate((el) => getComputedStyle(el).borderColor + getComputedStyle(el).backgroundColor)).toMatch(/rgb\(\s*(1[5-9]\d|2\d\d),\s*\d{1,2},\s*\d{1,2}/)
    expect(await page.locator('[data-rtk-search] .rtk-spinner').count()).toBe(0)
    expect(errors.some((e) => e.includes('the search box could not load'))).toBe(true)
    fail = false
    await box.getByRole('button', { name: 'Retry' }).click()
    await page.locator('[data-rtk-search-input]').waitFor({ state: 'visible' })
    expect(await box.count()).toBe(0)
    // Browsers (Firefox, Safari, Chromium before ~156) remember a failed module fetch for the page and
    // answer a second import of the same URL with the same failure, without a request: Retry must ask
    // for another URL of the same file.
    const fetched = requests.filter((r) => chunk(new URL(r.url))).map((r) => r.url)
    expect(new Set(fetched).size).toBe(fetched.length)
  })
})

describe('base path banner', () => {
  let prefixed: string

  beforeAll(async () => {
    // build/ served under /prefix/ while the site's baseUrl is '/': the bundle's URLs (/assets/…) miss.
    prefixed = await listen(
      createServer((req, res) => {
        if (!req.url?.startsWith('/prefix/')) {
          res.writeHead(404, { 'content-type': 'text/plain' }).end('not under /prefix/\n')
          return
        }
        req.url = req.url.slice('/prefix'.length)
        void serveFile(BUILD, req, res)
      }),
    )
  })

  const banner = (page: Page) => page.locator('[data-rtk-base-banner]')

  it('shows on the home page when its URL is not the configured base path, suggesting the one it is at', async () => {
    const { page } = await open(undefined)
    await page.goto(`${prefixed}/prefix/`)
    await banner(page).waitFor({ state: 'visible' })
    const text = (await banner(page).textContent())!
    expect(text).toContain("We suggest trying baseUrl: '/prefix/'")
    expect(text).toContain('(baseUrl) is /')
    expect(await banner(page).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(211, 47, 47)')
    expect(await page.evaluate(() => document.body.firstElementChild?.hasAttribute('data-rtk-base-banner'))).toBe(true)
    // Why the banner has to be inline: the bundle did not load.
    expect(await page.evaluate(() => (window as unknown as Win).__rtkReady)).toBeUndefined()
    await page.goto(`${prefixed}/prefix/index.html`)
    await banner(page).waitFor({ state: 'visible' })
  })

  it('does not show when the base path is right, nor on other pages', async () => {
    const { page } = await open('/')
    expect(await banner(page).count()).toBe(0)
    await load(page, '/index.html')
    expect(await banner(page).count()).toBe(0)
    await page.goto(`${prefixed}/prefix${DOC}`)
    await page.waitForLoadState('domcontentloaded')
    expect(await banner(page).count()).toBe(0)
  })
})
