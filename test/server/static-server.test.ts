/** The build/ server: production routing, 404 status, GET/HEAD only, and nothing outside its root. */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { request, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStaticServer } from '../../src/server/static-server'

let root: string
let outside: string
let server: Server
let port: number

/** Raw request, so paths like /../ reach the server exactly as sent (fetch would normalise them). */
function get(path: string, method = 'GET'): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method }, (res) => {
      let body = ''
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }))
    })
    req.on('error', reject)
    req.end()
  })
}

beforeAll(async () => {
  const base = await mkdtemp(join(tmpdir(), 'rtk-serve-'))
  root = join(base, 'build')
  outside = join(base, 'secret.txt')
  await mkdir(join(root, 'api/createSlice'), { recursive: true })
  await writeFile(join(root, 'index.html'), '<p>home</p>')
  await writeFile(join(root, 'api/createSlice.html'), '<p>slice</p>')
  await writeFile(join(root, 'api/createSlice/index.html'), '<p>slice</p>')
  await writeFile(join(root, 'api/createSlice.md'), '# createSlice')
  await writeFile(join(root, '404.html'), '<p>not found page</p>')
  await writeFile(join(root, 'logo.png'), 'PNG')
  await writeFile(outside, 'top secret')
  await symlink(outside, join(root, 'link.txt'))
  server = await startStaticServer({ root, port: 0 })
  port = (server.address() as { port: number }).port
})

afterAll(async () => {
  server.close()
  await rm(join(root, '..'), { recursive: true, force: true })
})

describe('static server', () => {
  it('binds to loopback by default', () => {
    expect((server.address() as { address: string }).address).toBe('127.0.0.1')
  })

  it('serves a route as /x, /x/, /x.html and /x/index.html', async () => {
    for (const path of ['/api/createSlice', '/api/createSlice/', '/api/createSlice.html', '/api/createSlice/index.html']) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      expect(res.body).toBe('<p>slice</p>')
      expect(res.type).toBe('text/html; charset=utf-8')
    }
    expect((await get('/')).body).toBe('<p>home</p>')
  })

  it('gzips text for clients that accept it, as production hosts do, and leaves binary files alone', async () => {
    const response = (path: string, encoding?: string) =>
      new Promise<{ encoding?: string; vary?: string; body: Buffer }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path, headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], vary: String(res.headers.vary), body: Buffer.concat(chunks) }))
        })
        req.on('error', reject)
        req.end()
      })
    const zipped = await response('/api/createSlice', 'gzip, deflate, br')
    expect(zipped.encoding).toBe('gzip')
    expect(zipped.vary).toBe('accept-encoding')
    expect(gunzipSync(zipped.body).toString()).toBe('<p>slice</p>')
    const plain = await response('/api/createSlice')
    expect(plain.encoding).toBeUndefined()
    expect(plain.body.toString()).toBe('<p>slice</p>')
    const binary = await response('/logo.png', 'gzip')
    expect(binary.encoding).toBeUndefined()
    expect(binary.body.toString()).toBe('PNG')
  })

  it('sends the right content type for Markdown twins', async () => {
    expect((await get('/api/createSlice.md')).type).toBe('text/markdown; charset=utf-8')
  })

  it('answers unknown routes with the not-found page and status 404', async () => {
    const res = await get('/api/nope')
    expect(res.status).toBe(404)
    expect(res.body).toContain('not found page')
  })

  it('answers only GET and HEAD', async () => {
    expect((await get('/', 'POST')).status).toBe(405)
    expect((await get('/', 'DELETE')).status).toBe(405)
    const head = await get('/api/createSlice', 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body).toBe('')
  })

  it('never serves a file outside its root', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/%2E%2E%2Fsecret.txt', '/..%5csecret.txt', '/api/..%2f..%2fsecret.txt', '/link.txt', '/%00', '/%E0%A4%A']) {
      const res = await get(path)
      expect([400, 404], path).toContain(res.status)
      expect(res.body, path).not.toContain('top secret')
    }
  })
})

describe('static server for a site with a baseUrl', () => {
  let based: Server
  const getFrom = (path: string) =>
    new Promise<{ status: number; location?: string; body: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: (based.address() as { port: number }).port, path }, (res) => {
        let body = ''
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }))
      })
      req.on('error', reject)
      req.end()
    })
  beforeAll(async () => {
    based = await startStaticServer({ root, port: 0, baseUrl: '/repo/' })
  })
  afterAll(() => void based.close())

  it('serves the folder under the baseUrl, as the site\'s host will', async () => {
    for (const path of ['/repo/', '/repo', '/repo/index.html']) expect((await getFrom(path)).body, path).toBe('<p>home</p>')
    for (const path of ['/repo/api/createSlice', '/repo/api/createSlice/', '/repo/api/createSlice.html']) expect((await getFrom(path)).body, path).toBe('<p>slice</p>')
  })

  it('answers paths outside the baseUrl with the not-found page, and leads / to the site', async () => {
    for (const path of ['/api/createSlice', '/index.html', '/repository/']) {
      const res = await getFrom(path)
      expect(res.status, path).toBe(404)
      expect(res.body, path).toBe('<p>not found page</p>')
    }
    const home = await getFrom('/')
    expect(home.status).toBe(302)
    expect(home.location).toBe('/repo/')
  })

  it('never serves a file outside its root through the base', async () => {
    for (const path of ['/repo/../secret.txt', '/repo/%2e%2e/secret.txt', '/repo/..%2fsecret.txt', '/repo%2f..%2fsecret.txt', '/repo/link.txt', '/repo/api/..%2f..%2fsecret.txt']) {
      const res = await getFrom(path)
      expect([301, 400, 404], path).toContain(res.status)
      expect(res.body, path).not.toContain('top secret')
    }
  })
})
