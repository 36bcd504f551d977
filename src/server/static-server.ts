/**
 * Serves a finished build folder (`./bin/serve`): GET and HEAD only, loopback by default, the same
 * routing as production hosts, and the not-found page with status 404. Nothing a client sends and no
 * file vanishing mid-request (a build publishing while it serves) can stop it: every request ends in
 * an answer, and a failed one is a 4xx/5xx for that request alone.
 */
import { open, readFile, type FileHandle } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGzip, gzipSync } from 'node:zlib'
import { withinBase } from './base-path'
import { contentType } from './content-type'
import { hostRefusal, isHostAllowed } from './host-check'
import { parseRequestTarget } from './request-target'
import { resolveRequest } from './resolve-path'

export interface StaticServerOptions {
  root: string
  /** Default 127.0.0.1; also a name the Host check accepts (see host-check.ts). */
  host?: string
  port?: number
  /** The site's baseUrl (default `/`): the folder is served under it, as its host will serve it. */
  baseUrl?: string
}

/**
 * Answers a request from `root`, served under `baseUrl`: a path outside it gets the not-found page,
 * except `/`, which leads to the base.
 */
export async function serveFile(root: string, req: IncomingMessage, res: ServerResponse, baseUrl = '/'): Promise<void> {
  const requested = requestPath(req, res)
  if (requested === undefined) return
  const pathname = withinBase(requested, baseUrl)
  if (pathname === undefined && requested === '/') {
    res.writeHead(302, { location: baseUrl, 'content-type': 'text/plain; charset=utf-8' }).end(`The site is at ${baseUrl}\n`)
    return
  }
  const found = pathname === undefined ? ({ kind: 'not-found' } as const) : await resolveRequest(root, pathname)
  if (found.kind === 'bad-request') return sendText(res, 400, `Bad request: ${found.reason}\n`)
  if (found.kind === 'file' && (await sendFile(found.path, req, res)) === 'sent') return
  const page = await readFile(join(root, '404.html')).catch(() => Buffer.from('Not found\n'))
  res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'content-length': page.length })
  res.end(req.method === 'HEAD' ? undefined : page)
}

/**
 * The checks both servers make before routing: the method (GET and HEAD only) and the request target
 * (see request-target.ts). Answers the request itself and returns undefined when it does not pass;
 * otherwise returns the path to route on. Shared with the watch server.
 */
export function requestPath(req: IncomingMessage, res: ServerResponse): string | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method not allowed\n')
    return undefined
  }
  const target = parseRequestTarget(req.url)
  if (target.kind === 'path') return target.pathname
  if (target.kind === 'redirect') res.writeHead(301, { location: target.location, 'content-type': 'text/plain; charset=utf-8' }).end(`Moved to ${target.location}\n`)
  else sendText(res, 400, `Bad request: ${target.reason}\n`)
  return undefined
}

/**
 * Wraps a request handler so that a Host outside `hosts` gets 403 (see host-check.ts) and a handler
 * that fails answers 500 — or, when the answer had already started, cuts that one connection —
 * instead of leaving the request hanging or the promise unhandled. Shared with the watch server.
 */
export function guardedHandler(
  hosts: readonly string[],
  command: string,
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  describe: (error: unknown) => string = String,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const host = req.headers.host
    if (!isHostAllowed(host, hosts)) return sendText(res, 403, hostRefusal(host ?? '', command))
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) res.destroy()
      else sendText(res, 500, `Server error: ${describe(error)}\n`)
    })
  }
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(text) }).end(text)
}

/** Text types worth compressing (pagefind's index files are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/

/**
 * Streams a file already vetted by resolveRequest, with its content type and cache policy, gzipped
 * for clients that accept it, as production hosts do (so previews and benchmarks see real transfer sizes).
 * The file is opened before anything is sent: one that vanished since it was vetted is `missing` (the
 * caller answers 404); a read that fails mid-stream ends that response only.
 */
export async function sendFile(path: string, req: IncomingMessage, res: ServerResponse): Promise<'sent' | 'missing'> {
  let handle: FileHandle
  try {
    handle = await open(path, 'r')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return 'missing'
    throw error
  }
  const type = contentType(path)
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
  // The read stream closes the handle when it ends or fails (autoClose); until it exists, we do.
  let size: number
  try {
    size = (await handle.stat()).size
  } catch (error) {
    await handle.close()
    throw error
  }
  if (req.method === 'HEAD' || size === 0) await handle.close()
  res.writeHead(200, {
    'content-type': type,
    'cache-control': /\/assets\/[^/]+-[A-Z0-9]{8}\.(js|css)$/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
    vary: 'accept-encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : { 'content-length': size }),
  })
  if (req.method === 'HEAD' || size === 0) {
    res.end(gzip && req.method !== 'HEAD' ? gzipSync('') : undefined)
    return 'sent'
  }
  // pipeline destroys every stage when one fails, so a client that hangs up or a failed read ends
  // this response alone (cut short: its length or gzip trailer tells the client it is incomplete).
  // Reading stops at the size announced, however the file changes meanwhile.
  const file = handle.createReadStream({ end: size - 1 })
  await (gzip ? pipeline(file, createGzip(), res) : pipeline(file, res)).catch(() => res.destroy())
  return 'sent'
}

export function startStaticServer(options: StaticServerOptions): Promise<Server> {
  const host = options.host ?? '127.0.0.1'
  const server = createServer(guardedHandler([host], './bin/serve', (req, res) => serveFile(options.root, req, res, options.baseUrl)))
  return new Promise((ready, fail) => {
    server.once('error', fail)
    server.listen(options.port ?? 3000, host, () => ready(server))
  })
}
