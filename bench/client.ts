/**
 * Client runtime figures for the built site (./bin/build first), in Debian's Chromium against a local
 * static server (every request to another host is blocked):
 *  1. the JavaScript a doc page loads before any interaction: every script response summed, raw and
 *     gzip (level 9, as a host would serve it), plus the inline <head> script — budget 12 KB gzip;
 *  2. click → new content for a prefetched page (hover first, wait for its HTML, then click), timed in
 *     the page from the click event until the new <h1> is in the DOM (and until the next frame),
 *     median over 20 client-side navigations.
 * Usage: npx tsx bench/client.ts [buildDir]   (exits 1 when over budget)
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { startStaticServer } from '../src/server/static-server'
import { launchChromium } from '../test/support/chromium'

const BUDGET_GZIP = 12 * 1024
const DOC = '/introduction/getting-started'
const NAVIGATIONS = 20

const buildDir = resolve(process.argv[2] ?? resolve(import.meta.dirname, '../build'))
if (!existsSync(join(buildDir, DOC.slice(1), 'index.html'))) {
  console.error(`No built site in ${buildDir}: run ./bin/build first.`)
  process.exit(1)
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const gzip = (body: Buffer | string) => gzipSync(body, { level: 9 }).length
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

/** The `<h1>` text of a built route, as the DOM will have it. */
async function builtH1(route: string): Promise<string> {
  const html = await readFile(join(buildDir, route.slice(1), 'index.html'), 'utf8')
  const raw = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? ''
  return raw.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").trim()
}

const server = await startStaticServer({ root: buildDir, port: 0 })
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
const browser = await launchChromium()
const load = loadavg()[0]!.toFixed(1)
let overBudget = false
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' })
  const blocked: string[] = []
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url())
    if (url.hostname === '127.0.0.1' || url.protocol === 'data:') return route.continue()
    blocked.push(url.href)
    return route.abort('blockedbyclient')
  })
  const page = await context.newPage()

  // ---- 1. JavaScript before any interaction
  const scripts: Array<{ url: string; raw: number; gzip: number }> = []
  const pending: Array<Promise<void>> = []
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return
    pending.push(
      (async () => {
        const body = await (await request.response())?.body().catch(() => undefined)
        if (body) scripts.push({ url: new URL(request.url()).pathname, raw: body.length, gzip: gzip(body) })
      })(),
    )
  })
  await page.goto(`${origin}${DOC}`, { waitUntil: 'load' })
  await page.waitForFunction(() => (window as Window & { __rtkReady?: boolean }).__rtkReady === true)
  await page.waitForLoadState('networkidle')
  await Promise.all(pending)
  const inline = await page.evaluate(() => [...document.querySelectorAll('head script:not([src])')].map((s) => s.textContent ?? '').join('\n'))
  const raw = scripts.reduce((n, s) => n + s.raw, 0)
  const gz = scripts.reduce((n, s) => n + s.gzip, 0)
  const total = gz + gzip(inline)
  overBudget = total > BUDGET_GZIP

  console.log(`JavaScript loaded by ${DOC} before any interaction:`)
  for (const s of scripts) console.log(`  ${s.url}: ${kb(s.raw)} raw, ${kb(s.gzip)} gzip`)
  console.log(`  inline <head> script: ${kb(Buffer.byteLength(inline))} raw, ${kb(gzip(inline))} gzip`)
  console.log(`  total: ${kb(raw + Buffer.byteLength(inline))} raw, ${kb(total)} gzip in ${scripts.length} files + inline — budget ${kb(BUDGET_GZIP)} gzip: ${overBudget ? 'OVER' : 'within'}`)
  if (blocked.length > 0) console.log(`  not counted (other hosts, blocked): ${[...new Set(blocked)].join(', ')}`)

  // ---- 2. Click → new content, prefetched page
  const routes = (await page.$$eval('[data-rtk-sidebar] a[href^="/"]', (links) => links.map((a) => a.getAttribute('href')!)))
    .filter((href, i, all) => href !== DOC && !href.includes('#') && all.indexOf(href) === i)
    .slice(0, NAVIGATIONS)
  // Pages the client has fetched (hover preloads; the mouse also crosses other links on its way).
  const fetched = new Set<string>()
  page.on('requestfinished', (r) => {
    if (r.resourceType() === 'fetch') fetched.add(new URL(r.url()).pathname)
  })
  const dom: number[] = []
  const frame: number[] = []
  for (const route of routes) {
    const h1 = await builtH1(route)
    const link = page.locator(`[data-rtk-sidebar] a[href="${route}"]`).first()
    await link.scrollIntoViewIfNeeded()
    await link.hover()
    for (let waited = 0; !fetched.has(route); waited += 10) {
      if (waited > 30_000) throw new Error(`hovering the link to ${route} did not fetch it`)
      await page.waitForTimeout(10)
    }
    await page.evaluate((expected) => {
      const w = window as Window & { __timing?: Promise<[number, number]> }
      w.__timing = new Promise((done) => {
        let start = 0
        document.addEventListener('click', () => (start = performance.now()), { capture: true, once: true })
        const observer = new MutationObserver(() => {
          if (start === 0 || document.querySelector('[data-rtk-page] h1')?.textContent?.trim() !== expected) return
          observer.disconnect()
          const inDom = performance.now() - start
          requestAnimationFrame(() => done([inDom, performance.now() - start]))
        })
        observer.observe(document.body, { childList: true, subtree: true })
      })
    }, h1)
    await link.click()
    const [inDom, nextFrame] = await page.evaluate(() => (window as Window & { __timing?: Promise<[number, number]> }).__timing!)
    if (new URL(page.url()).pathname !== route) throw new Error(`expected ${route}, at ${page.url()}`)
    dom.push(inDom)
    frame.push(nextFrame)
  }
  const documents = await page.evaluate(() => performance.getEntriesByType('navigation').length)
  console.log(`Click → new <h1> in the DOM, prefetched page, ${dom.length} client-side navigations: median ${median(dom).toFixed(1)} ms (min ${Math.min(...dom).toFixed(1)}, max ${Math.max(...dom).toFixed(1)}); until the next frame: median ${median(frame).toFixed(1)} ms`)
  console.log(`  one document throughout: ${documents === 1 ? 'yes' : `no (${documents} navigation entries)`}; load average ${load} at start`)
} finally {
  await browser.close()
  server.close()
}
if (overBudget) process.exit(1)
