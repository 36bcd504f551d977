/**
 * The watch server on a copy of the blog fixture: it serves the blog's pages and feeds, and an edited
 * post, a new post and an edited authors file show up without a restart.
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
  return { status: res.status, body: await res.text(), type: res.headers.get('content-type') }
}

/** Writes a file of the copy (`edit` turns its text into the new one), then polls until `check` holds. */
async function afterWrite(file: string, edit: (text: string) => string, check: () => Promise<boolean>): Promise<void> {
  const path = join(fixture.root, file)
  await writeFile(path, edit(await readFile(path, 'utf8').catch(() => '')))
  const deadline = Date.now() + 60_000
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`the write of ${file} never showed up; last error: ${String(dev.site.error)}`)
    await new Promise((ok) => setTimeout(ok, 250))
  }
}

beforeAll(async () => {
  fixture = await copyFixture('docusaurus-blog')
  dev = await startDevServer({ root: fixture.root, port: 0, logger: memoryLogger() })
  await dev.ready
}, 180_000)

afterAll(async () => {
  await dev?.close()
  await fixture?.dispose()
})

describe('watch server on a site with a blog', () => {
  it('serves the list, a post, the drafts (only here) and the feeds', async () => {
    expect(dev.site.error).toBeUndefined()
    expect((await get('/blog')).body).toContain('Boats in spring')
    expect((await get('/blog/boats-in-spring')).body).toContain('The blue one needed new paint first.')
    expect((await get('/blog/2024/06/01/draft')).status).toBe(200)
    const rss = await get('/blog/rss.xml')
    expect([rss.status, rss.body]).toEqual([200, expect.stringContaining('<title><![CDATA[Boats in spring]]></title>')])
  })

  it('shows an edited post, a new post and an edited authors file', { timeout: 120_000 }, async () => {
    await afterWrite('blog/2024-04-10-boats/index.mdx', (t) => t.replace('The blue one needed new paint first.', 'The red one went first.'), async () => (await get('/blog/boats-in-spring')).body.includes('The red one went first.'))
    await afterWrite('blog/2024-08-01-regatta.md', () => '---\ntitle: Summer regatta\n---\n\nTwelve boats raced.\n', async () => (await get('/blog')).body.includes('Summer regatta'))
    expect((await get('/blog/2024/08/01/regatta')).body).toContain('Twelve boats raced.')
    await afterWrite('blog/authors.yml', (t) => t.replace('Harbor master', 'Chief of the harbor'), async () => (await get('/blog/boats-in-spring')).body.includes('Chief of the harbor'))
  })
})
