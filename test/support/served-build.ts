/**
 * The built site (build/, or the folder in `envVar`) served on 127.0.0.1 and opened in Debian's
 * Chromium, for browser tests. Every request to another host is blocked; `open` waits until the client
 * runtime is ready (window.__rtkReady).
 */
import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { join, resolve } from 'node:path'
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { startStaticServer } from '../../src/server/static-server'
import { launchChromium } from './chromium'

export interface ServedBuild {
  dir: string
  origin: string
  /** A new context and page; `init` runs before any page script. */
  open(path: string | undefined, options?: BrowserContextOptions & { init?: string }): Promise<{ context: BrowserContext; page: Page; errors: string[] }>
  /** Goes to `path` and waits for the client runtime. */
  load(page: Page, path: string): Promise<void>
  /** Closes the contexts opened since the last call. */
  closeContexts(): Promise<void>
  close(): Promise<void>
}

export async function serveBuild(envVar: string, needs = 'index.html'): Promise<ServedBuild> {
  const dir = resolve(process.env[envVar] ?? resolve(import.meta.dirname, '../../build'))
  if (!existsSync(join(dir, needs))) throw new Error(`no built site in ${dir} (missing ${needs}): run ./bin/build first`)
  const server: Server = await startStaticServer({ root: dir, port: 0 })
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const browser: Browser = await launchChromium()
  const contexts: BrowserContext[] = []
  const load = async (page: Page, path: string) => {
    await page.goto(`${origin}${path}`)
    await page.waitForFunction(() => (window as Window & { __rtkReady?: boolean }).__rtkReady === true)
  }
  return {
    dir,
    origin,
    load,
    async open(path, options = {}) {
      const { init, ...contextOptions } = options
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'light', ...contextOptions })
      contexts.push(context)
      await context.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort('blockedbyclient')))
      if (init) await context.addInitScript(init)
      const page = await context.newPage()
      const errors: string[] = []
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text())
      })
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
      if (path !== undefined) await load(page, path)
      return { context, page, errors }
    },
    async closeContexts() {
      await Promise.all(contexts.splice(0).map((c) => c.close()))
    },
    async close() {
      await browser.close()
      await new Promise((done) => server.close(done))
    },
  }
}
