/**
 * The crawl's in-thread origin (src/generator/check/in-thread-origin.ts): `fetch` of the origin is answered
 * by a function in the same thread, with the status, headers and body it gives; every other origin still
 * reaches the network as before; the thread's dispatcher is put back afterwards.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getGlobalDispatcher } from 'undici'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withInThreadOrigin, type OriginAnswer, type OriginRequest } from '../../../src/generator/check/in-thread-origin'

const ORIGIN = 'http://site.invalid'
let server: Server
let elsewhere: string

beforeAll(async () => {
  server = createServer((req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end(`served ${req.url}`))
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready))
  elsewhere = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((closed) => server.close(closed))
})

describe('an in-thread origin', () => {
  it("answers fetch with the function's status, headers and body; HEAD without a body", async () => {
    const seen: OriginRequest[] = []
    const answer = async (request: OriginRequest): Promise<OriginAnswer> => {
      seen.push(request)
      return request.path === '/missing' ? { status: 404, headers: { 'content-type': 'text/plain' }, body: 'Not found\n' } : { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'x-page': 'yes' }, body: request.method === 'HEAD' ? undefined : `<a href="/x">x</a> ${request.path}` }
    }
    const [page, missing, head] = await withInThreadOrigin(ORIGIN, answer, () => Promise.all([fetch(`${ORIGIN}/guide?q=1`), fetch(`${ORIGIN}/missing`), fetch(`${ORIGIN}/guide`, { method: 'HEAD' })]))
    expect([page.status, page.headers.get('content-type'), page.headers.get('x-page'), await page.text()]).toEqual([200, 'text/html; charset=utf-8', 'yes', '<a href="/x">x</a> /guide?q=1'])
    expect([missing.status, missing.statusText, await missing.text()]).toEqual([404, 'Not Found', 'Not found\n'])
    expect([head.status, await head.text()]).toEqual([200, ''])
    expect(seen).toEqual([
      { method: 'GET', path: '/guide?q=1' },
      { method: 'GET', path: '/missing' },
      { method: 'HEAD', path: '/guide' },
    ])
  })

  it('follows a redirect it answers, as fetch follows any', async () => {
    const answer = async ({ path }: OriginRequest): Promise<OriginAnswer> => (path === '/old' ? { status: 301, headers: { location: '/new' } } : { status: 200, headers: {}, body: `at ${path}` })
    const response = await withInThreadOrigin(ORIGIN, answer, () => fetch(`${ORIGIN}/old`))
    expect([response.status, response.url, await response.text()]).toEqual([200, `${ORIGIN}/new`, 'at /new'])
  })

  it("fails the fetch with the function's error when it throws", async () => {
    const failing = withInThreadOrigin(ORIGIN, async () => Promise.reject(new Error('EACCES: permission denied')), () => fetch(`${ORIGIN}/x`))
    await expect(failing).rejects.toMatchObject({ cause: { message: 'EACCES: permission denied' } })
  })

  it('leaves every other origin to the dispatcher it stood in for, and puts that one back', async () => {
    const before = getGlobalDispatcher()
    const text = await withInThreadOrigin(ORIGIN, async () => ({ status: 200, headers: {}, body: 'ours' }), async () => (await fetch(`${elsewhere}/there`)).text())
    expect(text).toBe('served /there')
    expect(getGlobalDispatcher()).toBe(before)
  })
})
