/**
 * The watch server on a temp copy of the fixture site: edits show up and tell the tab to reload, a
 * broken page shows the crash page without stopping the server, fixing it recovers, and the routing and
 * safety rules are those of ./bin/serve.
 */
import { mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memoryLogger } from '../../src/generator/log'
import { startDevServer, type DevServer } from '../../src/server/dev-server'
import { LAZY_SIDEBAR_LINKS } from '../../src/generator/render/sidebar-parts'
import { copyFixture } from '../support/site'

/** Generous: the first build compiles every page and the client bundle, on a shared machine. */
const BUILD_TIMEOUT = 120_000
const EDIT_TIMEOUT = 30_000

let fixture: Awaited<ReturnType<typeof copyFixture>>
let dev: DevServer
let port: number
let events: EventStream
const secret = () => join(dirname(fixture.root), `${fixture.root.split('/').at(-1)}-secret.txt`)

interface Response {
  status: number
  type: string
  body: string
}

/** Raw request, so paths like /../ reach the server exactly as sent (fetch would normalise them). */
function get(path: string, method = 'GET'): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }))
    })
    req.on('error', reject)
    req.end()
  })
}

interface EventStream {
  names: string[]
  /** Resolves on the next event called `name` that arrives after this call. */
  next(name: string): Promise<string>
  /** Resolves once an event called `name` has arrived (at any time). */
  seen(name: string): Promise<void>
  close(): void
}

/** A client of /__rtk/events, like the script injected into pages. */
function openEvents(): Promise<EventStream> {
  const names: string[] = []
  const waiters: Array<{ name: string; resolve: (data: string) => void }> = []
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/__rtk/events' }, (res) => {
      let buffer = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        buffer += chunk
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const name = /^event: (.*)$/m.exec(block)?.[1]
          const data = /^data: (.*)$/m.exec(block)?.[1] ?? ''
          if (!name) continue
          names.push(name)
          for (const w of waiters.filter((w) => w.name === name)) {
            waiters.splice(waiters.indexOf(w), 1)
            w.resolve(data)
          }
        }
      })
      const next = (name: string) => new Promise<string>((ok) => waiters.push({ name, resolve: ok }))
      resolve({ names, next, seen: async (name) => void (names.includes(name) || (await next(name))), close: () => req.destroy() })
    })
    req.on('error', reject)
    req.end()
  })
}

/**
 * Makes an edit, waits for the reload event, then for `check` to pass. A save can yield more than one
 * update (the watcher's trailing check), so the check is retried on later reloads too.
 */
async function afterEdit(edit: () => Promise<void>, check: () => Promise<boolean>): Promise<void> {
  const reloaded = events.next('reload')
  await edit()
  await reloaded
  const deadline = Date.now() + EDIT_TIMEOUT
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the edit never showed up')
    await Promise.race([events.next('reload'), new Promise((ok) => setTimeout(ok, 200))])
  }
}

const docPath = (rel: string) => join(fixture.root, 'docs', rel)

beforeAll(async () => {
  fixture = await copyFixture('basic')
  await writeFile(docPath('introduction/draft-page.md'), '---\ntitle: Draft Page\ndraft: true\n---\n\nUnfinished draft text.\n')
  await writeFile(secret(), 'top secret')
  await symlink(secret(), join(fixture.root, 'static/link.txt'))
  dev = await startDevServer({ root: fixture.root, port: 0, logger: memoryLogger() })
  port = (dev.server.address() as { port: number }).port
  await dev.ready
  events = await openEvents()
  await events.seen('hello')
}, BUILD_TIMEOUT)

afterAll(async () => {
  events?.close()
  await dev?.close()
  await rm(secret(), { force: true })
  await fixture?.dispose()
})

describe('watch server', () => {
  it('builds, listens on loopback and serves a page by every production address', async () => {
    expect(dev.site.error).toBeUndefined()
    expect((dev.server.address() as { address: string }).address).toBe('127.0.0.1')
    for (const path of ['/introduction/start', '/introduction/start/', '/introduction/start.html', '/introduction/start/index.html']) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      expect(res.type).toBe('text/html; charset=utf-8')
      expect(res.body).toContain('Welcome to the fixture')
      expect(res.body).toContain('/__rtk/events')
    }
  })

  it('serves the assets a page links, the Markdown twins, llms.txt and static files', async () => {
    const page = (await get('/introduction/start')).body
    const script = /<script type="module" src="([^"]+)"/.exec(page)?.[1]
    const css = /<link rel="stylesheet" href="([^"]+)"/.exec(page)?.[1]
    expect((await get(script!)).type).toBe('text/javascript; charset=utf-8')
    expect((await get(css!)).type).toBe('text/css; charset=utf-8')
    const twin = await get('/introduction/start.md')
    expect(twin.type).toBe('text/markdown; charset=utf-8')
    expect(twin.body).toContain('# Start Here')
    expect(twin.body, 'the twin, made on request, has the page body').toContain('## Install\n')
    expect((await get('/llms.txt')).body).toContain('# Fixture Docs')
    const favicon = await get('/img/favicon.ico')
    expect([favicon.status, favicon.type]).toEqual([200, 'image/x-icon'])
  })

  it('serves draft pages (./bin/build never does)', async () => {
    const res = await get('/introduction/draft-page')
    expect(res.status).toBe(200)
    expect(res.body).toContain('Unfinished draft text.')
  })

  it('answers unknown routes with the not-found page and status 404, and has no search index', async () => {
    const res = await get('/api/nope')
    expect(res.status).toBe(404)
    expect(res.body).toContain('Nothing lives at this address in the fixture.')
    const search = await get('/pagefind/pagefind.js')
    expect(search.status).toBe(404)
    expect(search.body).toContain('./bin/build')
  })

  it('answers only GET and HEAD', async () => {
    expect((await get('/', 'POST')).status).toBe(405)
    expect((await get('/introduction/start', 'DELETE')).status).toBe(405)
    const head = await get('/introduction/start', 'HEAD')
    expect([head.status, head.body]).toEqual([200, ''])
  })

  it('never serves a file outside its root', async () => {
    const name = secret().split('/').at(-1)!
    for (const path of [`/../${name}`, `/%2e%2e/${name}`, `/%2E%2E%2F${name}`, `/..%5c${name}`, `/img/..%2f..%2f..%2f${name}`, '/link.txt', '/%00', '/%E0%A4%A', '/..\\..\\etc/passwd']) {
      const res = await get(path)
      expect([400, 404], path).toContain(res.status)
      expect(res.body, path).not.toContain('top secret')
    }
  })

  it('serves an edited page after a reload event, keeping the other pages', async () => {
    const file = docPath('introduction/second.mdx')
    const before = await readFile(file, 'utf8')
    await afterEdit(
      () => writeFile(file, before.replace('Second page body', 'Freshly edited body')),
      async () => (await get('/introduction/second')).body.includes('Freshly edited body'),
    )
    expect((await get('/introduction/start')).body).toContain('Welcome to the fixture')
  }, EDIT_TIMEOUT * 2)

  it('updates other pages when a title changes, and serves added pages', async () => {
    const file = docPath('introduction/start.md')
    const before = await readFile(file, 'utf8')
    // The sidebar of another page shows the label.
    await afterEdit(
      () => writeFile(file, before.replace('sidebar_label: Start', 'sidebar_label: Begin Here')),
      async () => (await get('/api/widget')).body.includes('Begin Here'),
    )
    await afterEdit(
      () => writeFile(docPath('api/added.md'), '---\ntitle: Added\n---\n\nA page added while serving.\n'),
      async () => (await get('/api/added')).body.includes('A page added while serving.'),
    )
  }, EDIT_TIMEOUT * 3)

  it('re-renders every page for sidebar and config edits, and reloads custom pages', async () => {
    const edit = async (file: string, from: string, to: string) => {
      const path = join(fixture.root, file)
      await writeFile(path, (await readFile(path, 'utf8')).replace(from, to))
    }
    await afterEdit(
      () => edit('sidebars.ts', "label: 'Reference'", "label: 'Reference Guide'"),
      async () => (await get('/introduction/start')).body.includes('Reference Guide'),
    )
    await afterEdit(
      () => edit('site.config.ts', "content: 'Fixture announcement'", "content: 'Announcement, edited'"),
      async () => (await get('/api/widget')).body.includes('Announcement, edited'),
    )
    await afterEdit(
      () => edit('src/pages/index.tsx', 'Fixture home', 'Fixture home, edited'),
      async () => (await get('/')).body.includes('Fixture home, edited'),
    )
  }, EDIT_TIMEOUT * 4)

  it('serves the parts of a large sidebar that its folded categories load', async () => {
    const many = Array.from({ length: LAZY_SIDEBAR_LINKS + 1 }, (_, i) => ({ type: 'link', href: `https://example.com/${i}`, label: `Elsewhere ${i}` }))
    const path = join(fixture.root, 'sidebars.ts')
    await afterEdit(
      async () => writeFile(path, (await readFile(path, 'utf8')).replace(/\n  \],\n\}/, `\n    { type: 'category', label: 'Links', collapsed: true, items: ${JSON.stringify(many)} },\n  ],\n}`)),
      async () => (await get('/introduction/start')).body.includes('data-rtk-sidebar-part'),
    )
    const page = (await get('/introduction/start')).body
    expect(page).not.toContain('Elsewhere 0<')
    const url = /data-rtk-sidebar-part="([^"]+)"/.exec(page)![1]!
    const part = await get(url)
    expect(part.status).toBe(200)
    expect(part.type).toContain('text/html')
    expect(part.body).toContain(`>Elsewhere ${LAZY_SIDEBAR_LINKS}<span class="rtk-external-mark"`)
    // A fragment, not a page: no reload script.
    expect(part.body).not.toContain('<script')
  }, EDIT_TIMEOUT * 2)

  it('shows the crash page for a syntax error, keeps answering, and recovers once it is fixed', async () => {
    const file = docPath('api/widget.md')
    const good = await readFile(file, 'utf8')
    await afterEdit(
      () => writeFile(file, `${good}\n\nA broken expression {\n`),
      async () => (await get('/introduction/start')).status === 500,
    )
    for (const path of ['/introduction/start', '/api/widget', '/api/nope']) {
      const crash = await get(path)
      expect(crash.status, path).toBe(500)
      expect(crash.body).toContain('This page crashed.')
      expect(crash.body).toMatch(/docs\/api\/widget\.md:\d+:\d+/)
      expect(crash.body).toContain('Try again')
      expect(crash.body).toContain('/__rtk/events') // so the fix reloads the tab
    }
    expect(dev.site.error).toBeDefined()
    expect((await get('/img/favicon.ico')).status).toBe(200)

    await afterEdit(
      () => writeFile(file, good),
      async () => (await get('/api/widget')).status === 200,
    )
    expect(dev.site.error).toBeUndefined()
    expect((await get('/api/widget')).body).toContain('The widget API.')
  }, EDIT_TIMEOUT * 3)

  it('recovers when the broken file is fixed after other pages were edited', async () => {
    const broken = docPath('introduction/second.mdx')
    const good = await readFile(broken, 'utf8')
    await afterEdit(() => writeFile(broken, '---\ntitle: [unclosed\n---\n'), async () => (await get('/')).status === 500)
    const other = docPath('rtk-query/internal/hidden.md')
    // Another page's edit still leaves the site broken: the failed page is retried with it.
    await afterEdit(
      async () => writeFile(other, `${await readFile(other, 'utf8')}\nMore text.\n`),
      async () => (await get('/')).status === 500,
    )
    await afterEdit(() => writeFile(broken, good), async () => (await get('/introduction/second')).status === 200)
  }, EDIT_TIMEOUT * 4)

  it('serves the images a page shows from its own folder, as the build copies them', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>'
    await writeFile(join(fixture.root, 'docs/introduction/chart.svg'), svg)
    await afterEdit(
      () => writeFile(join(fixture.root, 'docs/introduction/pictured.md'), '---\ntitle: Pictured\n---\n\n![A chart](./chart.svg)\n'),
      async () => (await get('/introduction/pictured')).status === 200,
    )
    const src = /<img [^>]*src="([^"]+)" alt="A chart"/.exec((await get('/introduction/pictured')).body)?.[1]
    expect(src).toMatch(/^\/assets\/files\/[0-9a-f]{8}-chart\.svg$/)
    const image = await get(src!)
    expect([image.status, image.type, image.body]).toEqual([200, 'image/svg+xml', svg])
  }, EDIT_TIMEOUT * 2)

  it('reloads the tab for a change under static/', async () => {
    await mkdir(join(fixture.root, 'static/img'), { recursive: true })
    await afterEdit(
      () => writeFile(join(fixture.root, 'static/img/new.txt'), 'new static file'),
      async () => (await get('/img/new.txt')).body === 'new static file',
    )
  }, EDIT_TIMEOUT * 2)
})
