/**
 * The watch server on a copy of the versions fixture: each version's pages are served where the build
 * puts them, and an edit to a doc of the current version or of an older one shows up at its own route.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memoryLogger } from '../../src/generator/log'
import { startDevServer, type DevServer } from '../../src/server/dev-server'
import { copyFixture } from '../support/site'

let fixture: Awaited<ReturnType<typeof copyFixture>>
let dev: DevServer

const get = async (path: string) => {
  const res = await fetch(new URL(path, dev.url))
  return { status: res.status, body: await res.text() }
}

async function afterEdit(file: string, from: string, to: string, check: () => Promise<boolean>): Promise<void> {
  const path = join(fixture.root, file)
  await writeFile(path, (await readFile(path, 'utf8')).replace(from, to))
  const deadline = Date.now() + 60_000
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`the edit of ${file} never showed up; last error: ${String(dev.site.error)}`)
    await new Promise((ok) => setTimeout(ok, 250))
  }
}

beforeAll(async () => {
  fixture = await copyFixture('docusaurus-versions')
  dev = await startDevServer({ root: fixture.root, port: 0, logger: memoryLogger() })
  await dev.ready
}, 180_000)

afterAll(async () => {
  await dev?.close()
  await fixture?.dispose()
})

describe('watch server on a versioned site', () => {
  it('serves each version at its routes', async () => {
    expect(dev.site.error).toBeUndefined()
    expect((await get('/docs/intro')).body).toContain('This is the 2.0 text.')
    expect((await get('/docs/next/intro')).body).toContain('This text is for the coming release.')
    expect((await get('/docs/1.0/intro')).body).toContain('lit the way with oil')
  })

  it('shows an edit of a current doc at /next and of an older version\'s doc at its own route', { timeout: 120_000 }, async () => {
    await afterEdit('docs/intro.md', 'for the coming release', 'for release 3.0', async () => (await get('/docs/next/intro')).body.includes('for release 3.0'))
    expect((await get('/docs/intro')).body).toContain('This is the 2.0 text.')
    await afterEdit('versioned_docs/version-1.0/intro.md', 'with oil', 'with whale oil', async () => (await get('/docs/1.0/intro')).body.includes('with whale oil'))
  })
})
