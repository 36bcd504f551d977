/**
 * Screenshots of the built site (./bin/build first) for a person to look at: home, /api/createSlice,
 * /rtk-query/usage/queries and /errors at 1280 px and 375 px, light and dark, in Debian's Chromium against
 * a local static server (every request to another host is blocked). PNGs go to bench/out/screenshots/
 * (git-ignored), or to the folder given as the second argument:
 *   {page}-{width}-{theme}-top.png        the first screen
 *   home-{width}-{theme}-full.png         the whole home page
 *   createSlice-{width}-{theme}-{part}.png one screen around a part of the doc: an admonition, a code
 *                                          sample with tabs, a table, the page end (pagination, footer)
 *   createSlice-375-{theme}-menu.png      the mobile menu open (sidebar), and -toc.png "On this page" open
 * Usage: npx tsx bench/screenshots.ts [buildDir] [outDir]
 */
import { existsSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import type { Page } from 'playwright-core'
import { startStaticServer } from '../src/server/static-server'
import { launchChromium } from '../test/support/chromium'

const buildDir = resolve(process.argv[2] ?? resolve(import.meta.dirname, '../build'))
const OUT = resolve(process.argv[3] ?? resolve(import.meta.dirname, 'out/screenshots'))
const PAGES = [
  { name: 'home', route: '/' },
  { name: 'createSlice', route: '/api/createSlice' },
  { name: 'queries', route: '/rtk-query/usage/queries' },
  { name: 'errors', route: '/errors' },
]
const WIDTHS = [1280, 375]
const THEMES = ['light', 'dark'] as const
/** Parts of the long doc, each shown one screen from its top (the first match). */
const PARTS = [
  { name: 'admonition', selector: '.rtk-markdown .rtk-admonition' },
  { name: 'tabs', selector: '.rtk-markdown .rtk-tabs' },
  { name: 'table', selector: '.rtk-markdown table' },
  { name: 'end', selector: '.rtk-doc__footer' },
]

if (!existsSync(join(buildDir, 'index.html'))) {
  console.error(`No built site in ${buildDir}: run ./bin/build first.`)
  process.exit(1)
}

const server = await startStaticServer({ root: buildDir, port: 0 })
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
const browser = await launchChromium()
await rm(OUT, { recursive: true, force: true })
await mkdir(OUT, { recursive: true })
const written: string[] = []

async function shot(page: Page, file: string, fullPage = false): Promise<void> {
  const path = join(OUT, file)
  await page.screenshot({ path, fullPage, animations: 'disabled', caret: 'hide' })
  written.push(file)
}

/**
 * Scrolls so `selector` sits just under the navbar (the navbar stays put: no hide-on-scroll), then waits
 * two frames: code samples off screen are not rendered until they near the viewport (content-visibility),
 * and a screenshot taken in the frame of the jump could show them blank.
 */
async function scrollTo(page: Page, selector: string): Promise<boolean> {
  return page.evaluate(async (sel) => {
    const el = document.querySelector(sel)
    if (!el) return false
    window.scrollTo(0, el.getBoundingClientRect().top + scrollY - 90)
    for (let i = 0; i < 2; i++) await new Promise(requestAnimationFrame)
    return true
  }, selector)
}

try {
  for (const width of WIDTHS) {
    for (const theme of THEMES) {
      const context = await browser.newContext({ viewport: { width, height: width > 600 ? 800 : 740 }, deviceScaleFactor: 1, colorScheme: 'light', reducedMotion: 'reduce' })
      await context.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort('blockedbyclient')))
      await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme)
      for (const { name, route } of PAGES) {
        const page = await context.newPage()
        await page.goto(origin + route, { waitUntil: 'load' })
        await page.evaluate(() => document.fonts.ready)
        const base = `${name}-${width}-${theme}`
        await shot(page, `${base}-top.png`)
        if (name === 'home') await shot(page, `${base}-full.png`, true)
        else if (name === 'createSlice') {
          for (const part of PARTS) if (await scrollTo(page, part.selector)) await shot(page, `${base}-${part.name}.png`)
          if (width < 996) {
            await page.evaluate(() => window.scrollTo(0, 0))
            await page.locator('[data-rtk-toc-mobile] summary').click()
            await shot(page, `${base}-toc.png`)
            await page.locator('[data-rtk-menu-open]').click()
            await page.locator('[data-rtk-mobile-menu]').waitFor({ state: 'visible' })
            await shot(page, `${base}-menu.png`)
          }
        }
        await page.close()
      }
      await context.close()
    }
  }
  console.log(`${written.length} screenshots in ${OUT}:\n  ${written.join('\n  ')}`)
} finally {
  await browser.close()
  await new Promise((done) => server.close(done))
}
