/**
 * The watch server on a throwaway copy of a fixture site, for tests that edit its files and wait for the
 * edit to show: `get` fetches a path, `afterWrite` rewrites a file and polls until `check` holds.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { memoryLogger } from '../../src/generator/log'
import { startDevServer, type DevServer } from '../../src/server/dev-server'
import { copyFixture } from './site'

export interface DevFixture {
  root: string
  dev: DevServer
  get(path: string): Promise<{ status: number; body: string; type: string | null }>
  /** The site stylesheet (its customCss, the pages' and docs' component styles) the page at `path` links to; '' when it links none. */
  siteCss(path: string): Promise<string>
  /** Writes `file` (relative to the copy) as `edit` turns its text (empty when new), then waits for `check`. */
  afterWrite(file: string, edit: (text: string) => string, check: () => Promise<boolean>): Promise<void>
  /** `afterWrite` that replaces `from` with `to`. */
  afterEdit(file: string, from: string, to: string, check: () => Promise<boolean>): Promise<void>
  close(): Promise<void>
}

/**
 * `site`: the site's folder inside the fixture, when it is not the fixture's own (a repository's `website/`);
 * `prepare` runs on the copy before the server starts (e.g. to link packages the site imports).
 */
export async function startDevFixture(name: string, options: { locale?: string; site?: string; prepare?: (root: string) => Promise<void> } = {}): Promise<DevFixture> {
  const fixture = await copyFixture(name)
  await options.prepare?.(fixture.root)
  const dev = await startDevServer({ root: join(fixture.root, options.site ?? '.'), port: 0, logger: memoryLogger(), locale: options.locale })
  await dev.ready
  const afterWrite: DevFixture['afterWrite'] = async (file, edit, check) => {
    const path = join(fixture.root, file)
    await writeFile(path, edit(await readFile(path, 'utf8').catch(() => '')))
    const deadline = Date.now() + 60_000
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`the write of ${file} never showed up; last error: ${String(dev.site.error)}`)
      await new Promise((ok) => setTimeout(ok, 250))
    }
  }
  const get: DevFixture['get'] = async (path) => {
    const res = await fetch(new URL(path, dev.url))
    return { status: res.status, body: await res.text(), type: res.headers.get('content-type') }
  }
  return {
    root: fixture.root,
    dev,
    get,
    async siteCss(path) {
      const href = /<link rel="stylesheet" href="([^"]*site-custom-[^"]*\.css)"/.exec((await get(path)).body)?.[1]
      return href === undefined ? '' : (await get(href)).body
    },
    afterWrite,
    afterEdit: (file, from, to, check) => afterWrite(file, (text) => text.replace(from, to), check),
    async close() {
      await dev.close()
      await fixture.dispose()
    },
  }
}
