/**
 * Server faults: what a hostile or unlucky client can do to ./bin/serve and ./bin/dev. Files deleted
 * while they are being served, request lines URL parsers choke on, Host headers of other sites (DNS
 * rebinding) and a burst of 2,000 requests must each get a proper answer, and the server must still
 * answer afterwards. Everything runs on loopback, on ports the OS picks, within a time bound.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { Agent, request, type Server } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { mkdtemp } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memoryLogger } from '../../src/generator/log'
import { startDevServer, type DevServer } from '../../src/server/dev-server'
import { startStaticServer } from '../../src/server/static-server'
import { copyFixture } from '../support/site'

const BUILD_TIMEOUT = 120_000
/** Files the deletion race works on, and how long it runs. */
const RACE_FILES = 40
const RACE_MS = 1_500

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** A request with exactly these bytes on the wire, so nothing normalises the request line first. */
function raw(port: number, requestLine: string, headers: Record<string, string> = { host: `127.0.0.1:${port}` }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let data = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => (data += chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const [head = '', ...rest] = data.split('\r\n\r\n')
      const [status = '', ...lines] = head.split('\r\n')
      const parsed: Answer['headers'] = {}
      for (const line of lines) parsed[line.slice(0, line.indexOf(':')).toLowerCase()] = line.slice(line.indexOf(':') + 1).trim()
      resolve({ status: Number(status.split(' ')[1]), headers: parsed, body: rest.join('\r\n\r\n') })
    })
    const head = Object.entries({ ...headers, connection: 'close' }).map(([k, v]) => `${k}: ${v}\r\n`)
    socket.write(`${requestLine}\r\n${head.join('')}\r\n`)
  })
}

function get(port: number, path: string, options: { agent?: Agent; host?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: options.agent, headers: options.host ? { host: options.host } : {} }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

/** Deletes and rewrites files in a loop while requesting them; returns every status seen. */
async function deletionRace(port: number, dir: string, urlOf: (i: number) => string): Promise<Map<number, number>> {
  const statuses = new Map<number, number>()
  const end = Date.now() + RACE_MS
  const churn = (async () => {
    for (let round = 0; Date.now() < end; round++) {
      for (let i = 0; i < RACE_FILES; i++) {
        const file = join(dir, `file-${i}.txt`)
        if ((round + i) % 2 === 0) await rm(file, { force: true })
        else await writeFile(file, `contents of file ${i} `.repeat(2000))
      }
    }
  })()
  const agent = new Agent({ keepAlive: true, maxSockets: 10 })
  const clients = Array.from({ length: 10 }, async (_, c) => {
    for (let n = c; Date.now() < end; n++) {
      const answer = await get(port, urlOf(n % RACE_FILES), { agent }).catch((error: Error) => ({ status: -1, body: error.message, headers: {} }))
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
    }
  })
  await Promise.all([churn, ...clients])
  agent.destroy()
  return statuses
}

/** `requests` GETs over `concurrency` kept-alive sockets; returns how many failed and the statuses seen. */
async function burst(port: number, paths: string[], requests: number, concurrency: number): Promise<{ errors: string[]; statuses: Set<number> }> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency })
  const errors: string[] = []
  const statuses = new Set<number>()
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        const path = paths[next++ % paths.length]!
        try {
          const answer = await get(port, path, { agent })
          statuses.add(answer.status)
          if (answer.status >= 500) errors.push(`${path}: ${answer.status}`)
        } catch (error) {
          errors.push(`${path}: ${String(error)}`)
        }
      }
    }),
  )
  agent.destroy()
  return { errors, statuses }
}

/** The request lines of issue 21 and their kin, with the answer each must get. */
function checkRequestLines(port: () => number, route: string, expectBody: string): void {
  it('answers // and //route with a redirect to the single-slash path, never a 500 or another page', async () => {
    const root = await raw(port(), 'GET // HTTP/1.1')
    expect(root.status).toBe(301)
    expect(root.headers.location).toBe('/')
    const doubled = await raw(port(), `GET /${route} HTTP/1.1`)
    expect(doubled.status).toBe(301)
    expect(doubled.headers.location).toBe(route)
    const inner = await raw(port(), `GET ${route.replace(/\/([^/]+)$/, '//$1')}?tab=js HTTP/1.1`)
    expect(inner.headers.location).toBe(`${route}?tab=js`)
    // Never a protocol-relative Location, which would send the browser to another site.
    const offsite = await raw(port(), 'GET ////evil.example/x HTTP/1.1')
    expect(offsite.headers.location).toBe('/evil.example/x')
  })

  it('answers other odd request targets with a 4xx or the page, never a 5xx', async () => {
    const cases: Array<[line: string, status: number]> = [
      ['GET * HTTP/1.1', 400],
      ['GET noslash HTTP/1.1', 400],
      ['GET /%zz HTTP/1.1', 400],
      ['GET /%00 HTTP/1.1', 400],
      ['GET /..%2f..%2fetc/passwd HTTP/1.1', 400],
      [`GET http://127.0.0.1${route} HTTP/1.1`, 200],
      ['GET http://[oops/ HTTP/1.1', 400],
      [`GET ${route}?q=//x#frag HTTP/1.1`, 200],
      [`HEAD ${route} HTTP/1.0`, 200],
      ['PUT /pot HTTP/1.1', 405],
      ['BREW /pot HTTP/1.1', 400],
      ['GET /a b c HTTP/1.1', 400],
    ]
    for (const [line, status] of cases) {
      const answer = await raw(port(), line)
      expect(answer.status, line).toBe(status)
    }
    expect((await raw(port(), `GET ${route} HTTP/1.1`)).body).toContain(expectBody)
  })

  it('refuses Host headers of other sites with 403 and says how to allow the name', async () => {
    const refused = await raw(port(), `GET ${route} HTTP/1.1`, { host: 'rebind.evil.example' })
    expect(refused.status).toBe(403)
    expect(refused.body).toContain('does not answer for the host "rebind.evil.example"')
    expect(refused.body).toMatch(/--host rebind\.evil\.example/)
    for (const host of [`127.0.0.1:${port()}`, `localhost:${port()}`, 'LOCALHOST', 'docs.localhost', `[::1]:${port()}`, '192.168.1.20']) {
      expect((await raw(port(), `GET ${route} HTTP/1.1`, { host })).status, host).toBe(200)
    }
    expect((await raw(port(), `GET ${route} HTTP/1.1`, { host: '127.0.0.1.evil.example' })).status).toBe(403)
  })
}

describe('./bin/serve under faults', () => {
  let root: string
  let server: Server
  const port = () => (server.address() as { port: number }).port

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'rtk-faults-'))
    await mkdir(join(root, 'api/createSlice'), { recursive: true })
    await mkdir(join(root, 'race'))
    await writeFile(join(root, 'index.html'), '<p>home</p>')
    await writeFile(join(root, 'api/createSlice.html'), '<p>slice</p>')
    await writeFile(join(root, 'api/createSlice/index.html'), '<p>slice</p>')
    await writeFile(join(root, '404.html'), '<p>not found page</p>')
    server = await startStaticServer({ root, port: 0 })
  })

  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((ok) => server.close(ok))
    await rm(root, { recursive: true, force: true })
  })

  it('listens on loopback only', () => {
    expect((server.address() as { address: string }).address).toBe('127.0.0.1')
  })

  it('survives files deleted while it serves them: every answer is 200 or 404', async () => {
    const statuses = await deletionRace(port(), join(root, 'race'), (i) => `/race/file-${i}.txt`)
    expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining([200, 404]))
    expect([...statuses.keys()].filter((s) => s !== 200 && s !== 404)).toEqual([])
    expect((await get(port(), '/api/createSlice')).body).toBe('<p>slice</p>')
  }, 30_000)

  checkRequestLines(port, '/api/createSlice', '<p>slice</p>')

  it('answers 2,000 requests at concurrency 50 with 0 errors', async () => {
    const { errors, statuses } = await burst(port(), ['/', '/api/createSlice', '/api/createSlice/', '/nope', '//api/createSlice'], 2000, 50)
    expect(errors).toEqual([])
    expect([...statuses].sort()).toEqual([200, 301, 404])
  }, 60_000)
})

describe('./bin/dev under faults', () => {
  let fixture: Awaited<ReturnType<typeof copyFixture>>
  let dev: DevServer
  const port = () => (dev.server.address() as { port: number }).port

  beforeAll(async () => {
    fixture = await copyFixture('basic')
    await mkdir(join(fixture.root, 'static/race'))
    dev = await startDevServer({ root: fixture.root, port: 0, logger: memoryLogger() })
    await dev.ready
  }, BUILD_TIMEOUT)

  afterAll(async () => {
    await dev?.close()
    await fixture?.dispose()
  })

  it('listens on loopback only', () => {
    expect((dev.server.address() as { address: string }).address).toBe('127.0.0.1')
  })

  it('survives static files deleted while it serves them: every answer is 200 or 404', async () => {
    const statuses = await deletionRace(port(), join(fixture.root, 'static/race'), (i) => `/race/file-${i}.txt`)
    expect([...statuses.keys()].filter((s) => s !== 200 && s !== 404)).toEqual([])
    expect((await get(port(), '/api/widget')).status).toBe(200)
  }, 30_000)

  checkRequestLines(port, '/api/widget', 'Widget')

  it('answers 2,000 requests at concurrency 50 with 0 errors', async () => {
    const { errors, statuses } = await burst(port(), ['/', '/api/widget', '/introduction/start', '/nope', '//api/widget'], 2000, 50)
    expect(errors).toEqual([])
    expect([...statuses].sort()).toEqual([200, 301, 404])
  }, 60_000)
})
