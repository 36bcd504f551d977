/**
 * The page a reader sees (issue: theme), in a real Chromium against the built site (build/: `./bin/build`
 * first): axe-core finds no violations in light and dark; nothing overflows sideways on a phone or a
 * desktop; a keyboard reader skips to the content; without JavaScript a doc page is whole and its links
 * work; below 996 px the sidebar and TOC column give way to "On this page" above the content; print drops
 * the navigation; /errors lists the codes of the installed package. Every request that is not to
 * 127.0.0.1 is blocked (the analytics script is external), and every test checks none was answered.
 */
import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import axe from 'axe-core'
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { readErrorCodes } from '../../src/generator/content/error-codes'
import { startStaticServer } from '../../src/server/static-server'
import { launchChromium } from '../support/chromium'

const ROOT = resolve(import.meta.dirname, '../..')
const BUILD = join(ROOT, 'build')
const LONG_DOC = '/api/createSlice'
const NOT_FOUND = '/no/such/page'

let browser: Browser
let server: Awaited<ReturnType<typeof startStaticServer>>
let origin: string
const contexts: BrowserContext[] = []
/** Requests to other hosts: attempted (and blocked), and answered (must stay empty). */
const blocked: string[] = []
const answered: string[] = []

const local = (url: string) => {
  const { hostname, protocol } = new URL(url)
  return hostname === '127.0.0.1' || protocol === 'data:' || protocol === 'blob:'
}

beforeAll(async () => {
  if (!existsSync(join(BUILD, 'index.html'))) throw new Error(`no site in ${BUILD}: run ./bin/build first`)
  server = await startStaticServer({ root: BUILD, port: 0 })
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await new Promise((done) => server?.close(done))
})

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()))
  expect(answered, 'a host other than 127.0.0.1 was contacted').toEqual([])
})

type Theme = 'light' | 'dark'

async function newContext(options: BrowserContextOptions & { theme?: Theme } = {}): Promise<BrowserContext> {
  const { theme = 'light', ...rest } = options
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'light', ...rest })
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
  // The stored choice wins over the system preference (spec §4).
  if (theme === 'dark' && rest.javaScriptEnabled !== false) await context.addInitScript(() => localStorage.setItem('theme', 'dark'))
  return context
}

async function open(route: string, options: BrowserContextOptions & { theme?: Theme } = {}): Promise<Page> {
  const context = await newContext(options)
  const page = await context.newPage()
  const response = await page.goto(origin + route, { waitUntil: 'load' })
  expect(response?.status()).toBe(route === NOT_FOUND ? 404 : 200)
  return page
}

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: Array<{ target: string[]; failureSummary?: string }>
}

/** axe-core's default rules (WCAG 2.x A/AA and best practices) on the whole page. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axe.source })
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] })
    return result.violations as unknown as AxeViolation[]
  })
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.slice(0, 5).map((n) => `  ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`).join('\n')}`,
  )
}

describe('accessibility (axe-core)', () => {
  const routes = ['/', LONG_DOC, '/errors', NOT_FOUND]
  for (const theme of ['light', 'dark'] as const) {
    for (const route of routes) {
      it(`${route} in ${theme} mode has no violations`, async () => {
        const page = await open(route, { theme })
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme)
        expect(await axeViolations(page)).toEqual([])
      })
    }
  }

  it('the dark mode follows the system preference when nothing is stored, and passes axe on a phone', async () => {
    const page = await open(LONG_DOC, { colorScheme: 'dark', viewport: { width: 375, height: 740 } })
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    expect(await axeViolations(page)).toEqual([])
  })
})

describe('no horizontal overflow', () => {
  for (const width of [375, 1280]) {
    for (const route of ['/', LONG_DOC, '/rtk-query/api/created-api/hooks']) {
      it(`${route} at ${width} px`, async () => {
        const page = await open(route, { viewport: { width, height: 800 } })
        const { scrollWidth, clientWidth, wide } = await page.evaluate(() => {
          const root = document.documentElement
          // The widest offenders, to say what overflows when the check fails.
          const wide = [...document.body.querySelectorAll<HTMLElement>('*')]
            .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5 && el.checkVisibility())
            .filter((el) => !el.closest('pre, .rtk-tabs__list, table, [data-rtk-mobile-menu]'))
            .slice(0, 5)
            .map((el) => `${el.tagName.toLowerCase()}.${el.className}`)
          return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wide }
        })
        expect(scrollWidth, `wider than the viewport: ${wide.join(', ')}`).toBeLessThanOrEqual(clientWidth)
      })
    }
  }
})

describe('keyboard', () => {
  for (const route of [LONG_DOC, '/']) {
    it(`on ${route} the first Tab reaches the skip link, which moves focus into the content`, async () => {
      const page = await open(route)
      await page.keyboard.press('Tab')
      const skip = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement
        const box = el.getBoundingClientRect()
        return { text: el.textContent, href: el.getAttribute('href'), visible: box.top >= 0 && box.height > 0 && box.bottom <= innerHeight }
      })
      expect(skip).toEqual({ text: 'Skip to main content', href: '#rtk-main', visible: true })

      await page.keyboard.press('Enter')
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('rtk-main')

      await page.keyboard.press('Tab')
      const next = await page.evaluate(() => {
        const el = document.activeElement!
        return { inMain: el.closest('#rtk-main') !== null, inNavbar: el.closest('[data-rtk-navbar]') !== null, tag: el.tagName }
      })
      expect(next).toEqual({ inMain: true, inNavbar: false, tag: 'A' })
    })
  }

  it('focus is visible on links and buttons', async () => {
    const page = await open(LONG_DOC)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!)
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) }
    })
    expect(outline.style).not.toBe('none')
    expect(outline.width).toBeGreaterThanOrEqual(2)
  })
})

describe('without JavaScript', () => {
  it('a doc page shows sidebar, content and TOC, and its links work', async () => {
    const page = await open(LONG_DOC, { javaScriptEnabled: false })
    const visible = async (selector: string) => page.locator(selector).first().isVisible()
    expect(await visible('[data-rtk-sidebar]')).toBe(true)
    expect(await visible('.rtk-markdown h1')).toBe(true)
    expect(await visible('[data-rtk-toc]')).toBe(true)
    expect(await page.locator('[data-rtk-toc-mobile]').isVisible()).toBe(false)
    // Code tabs show every panel when scripts cannot switch them.
    expect(await page.locator('[data-rtk-tab-panel][hidden]').evaluateAll((els) => els.every((el) => getComputedStyle(el).display !== 'none'))).toBe(true)

    // A TOC link jumps within the page.
    const tocLink = page.locator('[data-rtk-toc] a').nth(1)
    const hash = (await tocLink.getAttribute('href'))!
    await tocLink.click()
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(hash)
    const target = await page.evaluate((id) => document.getElementById(decodeURIComponent(id))!.getBoundingClientRect().top, hash.slice(1))
    expect(target).toBeGreaterThanOrEqual(0)
    expect(target).toBeLessThan(200)

    // A sidebar link loads another page.
    await page.locator('[data-rtk-sidebar] a[href="/api/createReducer"]').click()
    await page.waitForURL(`${origin}/api/createReducer`)
    expect(await page.locator('.rtk-markdown h1').textContent()).toBe('createReducer')
    expect(await page.locator('[data-rtk-sidebar] [aria-current="page"]').textContent()).toBe('createReducer')
  })

  it('the home page and the navbar work', async () => {
    const page = await open('/', { javaScriptEnabled: false })
    expect(await page.locator('.rtk-hero h1').isVisible()).toBe(true)
    await page.locator('[data-rtk-navbar] a', { hasText: 'API' }).first().click()
    await page.waitForURL((url) => url.pathname.startsWith('/api/'))
    expect(await page.locator('[data-rtk-sidebar]').isVisible()).toBe(true)
  })
})

describe('responsive layout', () => {
  for (const width of [375, 995, 996]) {
    it(`at ${width} px the sidebar and TOC column are hidden and "On this page" is above the content`, async () => {
      const page = await open(LONG_DOC, { viewport: { width, height: 800 } })
      expect(await page.locator('[data-rtk-sidebar]').isVisible()).toBe(false)
      expect(await page.locator('.rtk-doc__toc').isVisible()).toBe(false)
      expect(await page.locator('[data-rtk-menu-open]').isVisible()).toBe(true)
      const toc = page.locator('[data-rtk-toc-mobile]')
      expect(await toc.isVisible()).toBe(true)
      const tocBox = (await toc.boundingBox())!
      const titleBox = (await page.locator('.rtk-markdown h1').boundingBox())!
      expect(tocBox.y + tocBox.height).toBeLessThanOrEqual(titleBox.y)
      // Closed at first; it opens and its links are there.
      expect(await page.locator('[data-rtk-toc-mobile] a').first().isVisible()).toBe(false)
      await toc.locator('summary').click()
      expect(await page.locator('[data-rtk-toc-mobile] a').first().isVisible()).toBe(true)
    })
  }

  it('at 997 px the desktop layout shows the sidebar and the TOC column, not the mobile TOC', async () => {
    const page = await open(LONG_DOC, { viewport: { width: 997, height: 800 } })
    expect(await page.locator('[data-rtk-sidebar]').isVisible()).toBe(true)
    expect(await page.locator('.rtk-doc__toc').isVisible()).toBe(true)
    expect(await page.locator('[data-rtk-toc-mobile]').isVisible()).toBe(false)
    expect(await page.locator('[data-rtk-menu-open]').isVisible()).toBe(false)
  })

  it('the content column keeps a readable measure on a wide screen', async () => {
    const page = await open(LONG_DOC, { viewport: { width: 1280, height: 800 } })
    const article = (await page.locator('.rtk-markdown').boundingBox())!
    expect(article.width).toBeGreaterThan(500)
    expect(article.width).toBeLessThanOrEqual(52 * 16)
  })
})

describe('print', () => {
  it('hides navbar, sidebar and TOC and keeps the content', async () => {
    const page = await open(LONG_DOC)
    await page.emulateMedia({ media: 'print' })
    for (const selector of ['[data-rtk-navbar]', '[data-rtk-sidebar]', '[data-rtk-toc]', '[data-rtk-toc-mobile]', '.rtk-announcement', '.rtk-footer']) {
      expect(await page.locator(selector).isVisible(), selector).toBe(false)
    }
    expect(await page.locator('.rtk-markdown h1').isVisible()).toBe(true)
    // The colour mode does not change while printing (spec §4).
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light')
  })
})

describe('/errors', () => {
  it('lists every production error code of the installed package', async () => {
    const codes = await readErrorCodes(ROOT)
    expect(codes.length).toBeGreaterThan(10)
    const page = await open('/errors')
    expect(await page.locator('h1').textContent()).toBe('Production Error Codes')
    expect(await page.title()).toMatch(/^Production Error Codes \| /)
    const rows = await page.locator('table tbody tr').evaluateAll((trs) =>
      trs.map((tr) => ({ code: Number(tr.children[0]!.textContent), message: tr.children[1]!.textContent })),
    )
    expect(rows).toEqual(codes.map(({ code, message }) => ({ code, message })))
    expect(await page.locator('[data-rtk-error-detail]').isVisible()).toBe(false)
  })

  it('?code=2 shows that message above the table', async () => {
    const message = (await readErrorCodes(ROOT)).find((c) => c.code === 2)!.message
    const page = await open('/errors?code=2')
    const detail = page.locator('[data-rtk-error-detail]')
    await expect.poll(() => detail.isVisible()).toBe(true)
    expect(await detail.locator('h2').textContent()).toBe('Error 2')
    expect(await detail.locator('p').textContent()).toBe(message)
    const detailBox = (await detail.boundingBox())!
    const tableBox = (await page.locator('table').boundingBox())!
    expect(detailBox.y + detailBox.height).toBeLessThanOrEqual(tableBox.y)
    // In view without scrolling.
    expect(detailBox.y).toBeLessThan(800)
    expect(await page.locator('#code-2').getAttribute('class')).toContain('rtk-errors__row--current')
  })

  it('an unknown code says so', async () => {
    const page = await open('/errors?code=99999')
    await expect.poll(() => page.locator('[data-rtk-error-detail] h2').textContent()).toBe('Unknown error code 99999')
  })
})

describe('external hosts', () => {
  it('the analytics script is configured but blocked, never contacted', async () => {
    blocked.length = 0
    const page = await open('/')
    expect(await page.locator('script[data-website-id]').count()).toBe(1)
    await expect.poll(() => blocked.some((url) => url.endsWith('/script.js'))).toBe(true)
  })
})
