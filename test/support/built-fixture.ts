/**
 * A fixture site built to disk in a throwaway copy, served on 127.0.0.1 and opened in Debian's Chromium
 * (every request to another host blocked): `open` starts a page in a colour mode and width and waits for
 * the client runtime; `violations` runs axe on a page.
 */
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import axe from 'axe-core'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { build } from '../../src/generator/build'
import { memoryLogger } from '../../src/generator/log'
import { startStaticServer } from '../../src/server/static-server'
import { launchChromium } from './chromium'
import { copyFixture } from './site'

export interface BuiltFixture {
  origin: string
  /** A new page at `path`; `requests` lists the paths it asked this server for. */
  open(path: string, options?: { width?: number; theme?: 'light' | 'dark' }): Promise<{ page: Page; errors: string[]; requests: string[] }>
  closeContexts(): Promise<void>
  close(): Promise<void>
}

/** `prepare` runs on the copy before it is built (e.g. to link packages its config imports). */
export async function serveBuiltFixture(name: string, prepare?: (root: string) => Promise<void>): Promise<BuiltFixture> {
  const fixture = await copyFixture(name)
  await prepare?.(fixture.root)
  await build({ root: fixture.root, logger: memoryLogger() })
  const server: Server = await startStaticServer({ root: join(fixture.root, 'build'), port: 0 })
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const browser: Browser = await launchChromium()
  const contexts: BrowserContext[] = []
  return {
    origin,
    async open(path, { width = 1280, theme = 'light' } = {}) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme: theme })
      contexts.push(context)
      const requests: string[] = []
      await context.route('**/*', (route) => {
        const url = new URL(route.request().url())
        if (url.hostname !== '127.0.0.1') return route.abort('blockedbyclient')
        requests.push(url.pathname)
        return route.continue()
      })
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme)
      const page = await context.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await page.goto(`${origin}${path}`)
      await page.waitForFunction(() => (window as Window & { __rtkReady?: boolean }).__rtkReady === true)
      return { page, errors, requests }
    },
    async closeContexts() {
      await Promise.all(contexts.splice(0).map((c) => c.close()))
    },
    async close() {
      await Promise.all(contexts.splice(0).map((c) => c.close()))
      await browser.close()
      await new Promise((done) => server.close(done))
      await fixture.dispose()
    },
  }
}

/** axe's violations on the page, as `id: the elements` lines. */
export async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axe.source })
  return page.evaluate(async () => (await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] })).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 100)).join(' | ')}`))
}
