/**
 * What a page costs on first view: load it in Debian's Chromium against a local static server (every
 * request to another host is blocked), wait for the network to go idle, and sum the responses by
 * type. Speculative loads (<link rel=prefetch>, Sec-Purpose: prefetch) are counted apart: they are
 * not needed to show the page.
 */
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'
import { startStaticServer } from '../../src/server/static-server'
import { launchChromium } from '../../test/support/chromium'

export interface Weight {
  raw: number
  gzip: number
  count: number
}
export interface PageWeight {
  path: string
  status: number
  html: Weight
  js: Weight
  css: Weight
  other: Weight
  /** Speculative loads (prefetch), all types together. */
  prefetch: Weight
  /** Requests to other hosts that were blocked (analytics, fonts…). */
  blocked: string[]
}

const empty = (): Weight => ({ raw: 0, gzip: 0, count: 0 })
const add = (w: Weight, body: Buffer) => {
  w.raw += body.length
  w.gzip += gzipSync(body, { level: 9 }).length
  w.count++
}

export async function withSite<T>(root: string, run: (origin: string, browser: Browser) => Promise<T>): Promise<T> {
  const server = await startStaticServer({ root, port: 0 })
  const browser = await launchChromium()
  try {
    return await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, browser)
  } finally {
    await browser.close()
    await new Promise((done) => server.close(done))
  }
}

export async function measurePage(browser: Browser, origin: string, path: string): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' })
  const blocked: string[] = []
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url())
    if (url.hostname === '127.0.0.1' || url.protocol === 'data:') return route.continue()
    blocked.push(url.href)
    return route.abort('blockedbyclient')
  })
  const page = await context.newPage()
  const result: PageWeight = { path, status: 0, html: empty(), js: empty(), css: empty(), other: empty(), prefetch: empty(), blocked }
  const pending: Array<Promise<void>> = []
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response()
        if (!response) return
        const headers = await request.allHeaders()
        let body = await response.body().catch(() => Buffer.alloc(0))
        // Chromium keeps no body for prefetches: fetch it again from the local server to weigh it.
        if (body.length === 0 && response.status() === 200) body = Buffer.from(await (await fetch(request.url())).arrayBuffer())
        const type = response.headers()['content-type'] ?? ''
        const speculative = /prefetch|prerender/.test(headers['sec-purpose'] ?? headers['purpose'] ?? '')
        if (speculative) add(result.prefetch, body)
        else if (/javascript/.test(type)) add(result.js, body)
        else if (/text\/css/.test(type)) add(result.css, body)
        else if (/text\/html/.test(type) && request.resourceType() === 'document') add(result.html, body)
        else add(result.other, body)
      })(),
    )
  })
  const response = await page.goto(origin + path, { waitUntil: 'load' })
  result.status = response?.status() ?? 0
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
  await Promise.all(pending)
  await context.close()
  return result
}
