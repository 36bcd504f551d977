/**
 * The watch server for authors (`./bin/dev`): builds the site in memory (drafts included), serves it
 * with production's routing and ./bin/serve's safety rules, and patches it as files change — one page
 * edit recompiles one page — then tells open tabs to reload. A failed update never stops it: HTML
 * requests get the crash page until the next change builds again.
 *
 * Generator code (src/components, src/generator, src/server) cannot be re-imported by ESM; the
 * supervisor in src/server/dev-supervisor.ts restarts this process when it changes.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { resolve } from 'node:path'
import { formatError } from '../generator/errors'
import { consoleLogger, type Logger } from '../generator/log'
import { GENERATOR_ROOT } from '../generator/render/assets'
import { contentType } from './content-type'
import { crashPage } from './dev-crash-page'
import { classifyChange, emptyChanges, hasChanges, watchedPaths, type ChangeSet } from './dev-changes'
import { EVENTS_PATH, ReloadHub, withReloadScript } from './dev-reload'
import { DevSite } from './dev-site'
import { watchFiles } from './dev-watch'
import { resolveRequest, safeSegments } from './resolve-path'
import { refuseMethod, sendFile } from './static-server'

/** Saves come in bursts (write, then chmod; several files from a git checkout): gather them briefly. */
const BATCH_MS = 5

/** For a site without src/pages/404.tsx. */
const NOT_FOUND = '<!DOCTYPE html><html lang="en"><head><title>Not found</title></head><body><p>Not found</p></body></html>'

export interface DevServerOptions {
  /** Site root (site.config.ts, sidebars.ts, docs/, src/pages, static/). */
  root: string
  /** Default 127.0.0.1: the watch server is for the author's own machine. */
  host?: string
  /** Default 3000; 0 picks a free port. */
  port?: number
  /** Generator warnings, one line per update, and update failures (as warnings). */
  logger?: Logger
}

export interface DevServer {
  server: Server
  /** `http://host:port/` */
  url: string
  /** The site as currently built; `site.error` is set while it does not build. */
  site: DevSite
  /** Settles after the first build, whether it worked or not. */
  ready: Promise<void>
  close(): Promise<void>
}

/** Starts listening at once (so a restart frees the port for the shortest time), then builds and watches. */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const root = resolve(options.root)
  const logger = options.logger ?? consoleLogger
  const site = new DevSite(root, logger)
  const hub = new ReloadHub()
  // Updates run one after another on this chain; requests wait for it so they never see half an update.
  let settled: Promise<void> = timed(site, emptyChanges(), logger, 'Built the site')
  const ready = settled
  let queued = emptyChanges()
  let timer: NodeJS.Timeout | undefined

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
      res.end(`Server error: ${formatError(error)}\n`)
    })
  })
  await new Promise<void>((ok, fail) => {
    server.once('error', fail)
    server.listen(options.port ?? 3000, options.host ?? '127.0.0.1', () => ok())
  })

  await ready
  const watcher = await watchFiles(watchedPaths(site.layout(GENERATOR_ROOT)), onChange, (e) => logger.warn(`file watching: ${String(e)}`))

  function onChange(path: string): void {
    if (!classifyChange(site.layout(GENERATOR_ROOT), path, queued)) return
    clearTimeout(timer)
    timer = setTimeout(flush, BATCH_MS)
  }

  function flush(): void {
    settled = settled.then(async () => {
      const changes = queued
      queued = emptyChanges()
      if (!hasChanges(changes)) return
      await timed(site, changes, logger, `Updated ${describe(changes)}`)
      // A config edit may move the docs folder or the sidebar file.
      if (changes.full) watcher.add(watchedPaths(site.layout(GENERATOR_ROOT)))
      hub.reload()
    })
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (refuseMethod(req, res)) return
    const { pathname } = new URL(req.url ?? '/', 'http://localhost')
    if (pathname === EVENTS_PATH) return hub.connect(req, res, ready)
    const segments = safeSegments(pathname)
    if (!Array.isArray(segments)) return void res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end(`Bad request: ${segments.reason}\n`)
    await settled
    // Routes and output paths are relative to baseUrl, as on the production host; `path` keeps the raw
    // (still encoded) form for resolveRequest, which decodes and vets it itself.
    const base = site.baseUrl
    const path = `${pathname.replace(/\/?$/, '/')}`.startsWith(base) ? `/${pathname.slice(base.length)}` : undefined
    if (path === undefined) return sendHtml(req, res, 404, site.notFound()?.html)
    const rel = segments.slice(base.split('/').filter(Boolean).length).join('/')
    const search = site.searchPath.replace(/\/$/, '')
    if (rel === search || rel.startsWith(`${search}/`)) {
      return send(req, res, 404, 'text/plain; charset=utf-8', 'The search index exists only after ./bin/build: the watch server does not index.\n')
    }
    const file = site.file(rel)
    if (file !== undefined) return send(req, res, 200, contentType(rel), file)
    const route = site.route(path)
    if (route) return sendHtml(req, res, 200, route.html)
    const found = await resolveRequest(site.staticDir, path)
    if (found.kind === 'file') return sendFile(found.path, req, res)
    sendHtml(req, res, 404, site.notFound()?.html)
  }

  /** Every HTML answer goes through here: the crash page while the site does not build, and the reload script. */
  function sendHtml(req: IncomingMessage, res: ServerResponse, status: number, html = NOT_FOUND): void {
    const page = site.error === undefined ? html : crashPage(site.error)
    send(req, res, site.error === undefined ? status : 500, 'text/html; charset=utf-8', withReloadScript(page, hub.version))
  }

  return {
    server,
    url: `http://${formatHost(options.host ?? '127.0.0.1')}:${(server.address() as { port: number }).port}/`,
    site,
    ready,
    async close() {
      clearTimeout(timer)
      await watcher.close()
      await settled
      hub.close()
      const closed = new Promise<void>((ok) => server.close(() => ok()))
      server.closeAllConnections()
      await closed
    },
  }
}

function send(req: IncomingMessage, res: ServerResponse, status: number, type: string, body: string | Uint8Array): void {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body
  res.writeHead(status, { 'content-type': type, 'content-length': bytes.byteLength, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' })
  res.end(req.method === 'HEAD' ? undefined : bytes)
}

/** Runs one update and reports it: a line on success, the error (with its fix) on failure. */
async function timed(site: DevSite, changes: ChangeSet, logger: Logger, what: string): Promise<void> {
  const start = performance.now()
  await site.update(changes)
  if (site.error === undefined) logger.info(`${what} in ${(performance.now() - start).toFixed(0)} ms`)
  else logger.warn(`the site does not build; pages show the error until it is fixed.\n\n${formatError(site.error)}\n`)
}

function describe(changes: ChangeSet): string {
  const parts = [...changes.docs]
  if (changes.full) parts.push('site.config.ts')
  if (changes.model) parts.push('the sidebar')
  if (changes.assets) parts.push('the client bundle')
  if (changes.pages) parts.push('the custom pages')
  if (changes.reload && parts.length === 0) parts.push('static files')
  return parts.join(', ')
}

function formatHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host
}
