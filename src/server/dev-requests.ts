/**
 * How the watch server answers a request: production's routing over the in-memory site, with
 * ./bin/serve's rules (GET/HEAD only, request targets vetted, nothing outside the root). Order as in build/: generated files
 * (assets, Markdown twins, llms.txt), then page routes, then static/ from disk (generated files win a
 * clash there too), then the not-found page with status 404. The search index is never built here.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { contentType } from './content-type'
import { crashPage } from './dev-crash-page'
import { EVENTS_PATH, withReloadScript, type ReloadHub } from './dev-reload'
import type { DevSite } from './dev-site'
import { resolveRequest, safeSegments } from './resolve-path'
import { requestPath, sendFile } from './static-server'

/** For a site without src/pages/404.tsx. */
const NOT_FOUND = '<!DOCTYPE html><html lang="en"><head><title>Not found</title></head><body><p>Not found</p></body></html>'

export interface DevRequestContext {
  site: DevSite
  hub: ReloadHub
  /** The first build: the event stream's `hello` waits for it. */
  ready: Promise<void>
  /** The update in progress (if any): pages wait for it, so no request sees half an update. */
  settled(): Promise<unknown>
}

/** Answers one request. */
export async function answerDevRequest(ctx: DevRequestContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { site, hub } = ctx
  const pathname = requestPath(req, res)
  if (pathname === undefined) return
  if (pathname === EVENTS_PATH) return hub.connect(req, res, ctx.ready)
  const segments = safeSegments(pathname)
  if (!Array.isArray(segments)) return send(req, res, 400, 'text/plain; charset=utf-8', `Bad request: ${segments.reason}\n`)
  await ctx.settled()

  // Routes and output paths are relative to baseUrl, as on the production host. `path` keeps the raw
  // (still encoded) form for resolveRequest, which decodes and vets it itself.
  const base = site.baseUrl
  const path = pathname.replace(/\/?$/, '/').startsWith(base) ? `/${pathname.slice(base.length)}` : undefined
  if (path === undefined) return sendHtml(ctx, req, res, 404, site.notFound()?.html)
  const rel = segments.slice(base.split('/').filter(Boolean).length).join('/')
  const search = site.searchPath.replace(/\/$/, '')
  if (rel === search || rel.startsWith(`${search}/`)) {
    // The search box reports the failed load; this text says why to anyone who opens the URL.
    return send(req, res, 404, 'text/plain; charset=utf-8', 'The search index exists only after ./bin/build: the watch server does not index.\n')
  }
  const file = site.file(rel)
  if (file !== undefined) return send(req, res, 200, contentType(rel), file)
  const route = site.route(path)
  if (route) return sendHtml(ctx, req, res, 200, route.html)
  // The first static folder holding the path answers (as the build copies them: write.ts).
  for (const dir of site.staticDirs) {
    const found = await resolveRequest(dir, path)
    if (found.kind === 'file' && (await sendFile(found.path, req, res)) === 'sent') return
  }
  sendHtml(ctx, req, res, 404, site.notFound()?.html)
}

/** Every HTML answer goes through here: the crash page (500) while the site does not build, and the reload script. */
function sendHtml(ctx: DevRequestContext, req: IncomingMessage, res: ServerResponse, status: number, html = NOT_FOUND): void {
  const { error } = ctx.site
  const page = error === undefined ? html : crashPage(error)
  send(req, res, error === undefined ? status : 500, 'text/html; charset=utf-8', withReloadScript(page, ctx.hub.version, error !== undefined))
}

/** Pages change with every save: never cached. */
function send(req: IncomingMessage, res: ServerResponse, status: number, type: string, body: string | Uint8Array): void {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body
  res.writeHead(status, { 'content-type': type, 'content-length': bytes.byteLength, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' })
  res.end(req.method === 'HEAD' ? undefined : bytes)
}
