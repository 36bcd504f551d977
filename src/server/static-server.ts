/**
 * Serves a finished build folder (`./bin/serve`): GET and HEAD only, loopback by default, the same
 * routing as production hosts, and the not-found page with status 404.
 */
import { createReadStream } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { join } from 'node:path'
import { createGzip } from 'node:zlib'
import { contentType } from './content-type'
import { resolveRequest } from './resolve-path'

export interface StaticServerOptions {
  root: string
  host?: string
  port?: number
}

/** Answers a request from `root`; exported so the watch server shares the exact same rules. */
export async function serveFile(root: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (refuseMethod(req, res)) return
  const url = new URL(req.url ?? '/', 'http://localhost')
  const found = await resolveRequest(root, url.pathname)
  if (found.kind === 'bad-request') {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end(`Bad request: ${found.reason}\n`)
    return
  }
  if (found.kind === 'not-found') {
    const page = await readFile(join(root, '404.html')).catch(() => Buffer.from('Not found\n'))
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'content-length': page.length })
    res.end(req.method === 'HEAD' ? undefined : page)
    return
  }
  sendFile(found.path, req, res)
}

/** Answers anything but GET and HEAD with 405; returns true when it did. Shared with the watch server. */
export function refuseMethod(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return false
  res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method not allowed\n')
  return true
}

/** Text types worth compressing (pagefind's index files are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/

/**
 * Streams a file already vetted by resolveRequest, with its content type and cache policy, gzipped
 * for clients that accept it, as production hosts do (so previews and benchmarks see real transfer sizes).
 */
export function sendFile(path: string, req: IncomingMessage, res: ServerResponse): void {
  const immutable = /\/assets\/[^/]+-[A-Z0-9]{8}\.(js|css)$/.test(path)
  const type = contentType(path)
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
  res.writeHead(200, {
    'content-type': type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
    vary: 'accept-encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  })
  if (req.method === 'HEAD') res.end()
  else if (gzip) createReadStream(path).pipe(createGzip()).pipe(res)
  else createReadStream(path).pipe(res)
}

export function startStaticServer(options: StaticServerOptions): Promise<Server> {
  const server = createServer((req, res) => {
    serveFile(options.root, req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`Server error: ${String(error)}\n`)
    })
  })
  return new Promise((ready, fail) => {
    server.once('error', fail)
    server.listen(options.port ?? 3000, options.host ?? '127.0.0.1', () => ready(server))
  })
}
