/**
 * Live reload over Server-Sent Events. Every HTML page the watch server sends carries a tiny inline
 * script (added here, at serve time, so ./bin/build output never has it) that listens on EVENTS_PATH
 * and reloads the tab, keeping its scroll position through sessionStorage.
 *
 * Versions make it robust: a page knows the version it was served at, and each stream opens with a
 * `hello` naming the current one. A tab that missed a change (it was loading, or the server process
 * restarted with a new boot id) sees a different version and reloads, so nothing depends on timing.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

/** The event stream's address; outside any baseUrl, and never a page route. */
export const EVENTS_PATH = '/__rtk/events'

/** How long a tab waits before reconnecting: short, since a restart frees the port in well under a second. */
const RETRY_MS = 300
const KEEPALIVE_MS = 30_000

export class ReloadHub {
  private readonly clients = new Set<ServerResponse>()
  private readonly boot = `${process.pid.toString(36)}${Date.now().toString(36)}`
  private count = 0
  private readonly keepalive = setInterval(() => this.send(': keepalive\n\n'), KEEPALIVE_MS).unref()

  /** Changes with every reload and every server process. */
  get version(): string {
    return `${this.boot}-${this.count}`
  }

  /** Opens an event stream; the `hello` waits for `ready` (the first build) so it names a real version. */
  connect(req: IncomingMessage, res: ServerResponse, ready: Promise<unknown>): void {
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' })
    res.write(`retry: ${RETRY_MS}\n\n`)
    if (req.method === 'HEAD') {
      res.end()
      return
    }
    this.clients.add(res)
    req.on('close', () => this.clients.delete(res))
    void ready.then(() => {
      if (this.clients.has(res)) res.write(`event: hello\ndata: ${this.version}\n\n`)
    })
  }

  /** Tells every open tab to reload. */
  reload(): void {
    this.count += 1
    this.send(`event: reload\ndata: ${this.version}\n\n`)
  }

  /** Ends every stream (an open stream would keep the HTTP server from closing). */
  close(): void {
    clearInterval(this.keepalive)
    for (const res of this.clients) res.end()
    this.clients.clear()
  }

  private send(chunk: string): void {
    for (const res of this.clients) res.write(chunk)
  }
}

/**
 * Adds the reload script to a served page, just before `</head>`. On the crash page (`crashed`) the
 * script leaves the saved scroll position alone, so fixing the error returns to where the author was.
 */
export function withReloadScript(html: string, version: string, crashed = false): string {
  const script = `<script>${reloadScript(version, crashed)}</script>`
  const at = html.indexOf('</head>')
  return at < 0 ? html + script : html.slice(0, at) + script + html.slice(at)
}

/**
 * The browser side, kept tiny and dependency-free. The scroll key includes the path, so a tab that
 * navigated client-side restores the page it is on; scrollTo clamps when the page got shorter.
 */
function reloadScript(version: string, crashed: boolean): string {
  return `(() => {
  const key = () => 'rtk-dev-scroll:' + location.pathname + location.search
  const crashed = ${crashed}
  const saved = sessionStorage.getItem(key())
  if (saved !== null && !crashed) {
    sessionStorage.removeItem(key())
    addEventListener('load', () => requestAnimationFrame(() => scrollTo(0, Number(saved))))
  }
  const reload = () => {
    if (!crashed) sessionStorage.setItem(key(), String(scrollY))
    location.reload()
  }
  const connect = () => {
    const events = new EventSource(${JSON.stringify(EVENTS_PATH)})
    events.addEventListener('hello', (e) => { if (e.data !== ${JSON.stringify(version)}) reload() })
    events.addEventListener('reload', reload)
    // A refused connection (server restarting) may close the stream for good in some browsers: reopen it.
    events.onerror = () => { if (events.readyState === EventSource.CLOSED) setTimeout(connect, ${RETRY_MS}) }
  }
  connect()
})()`
}
