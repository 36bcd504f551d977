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
import { join, resolve, sep } from 'node:path'
import { formatError } from '../generator/errors'
import { consoleLogger, type Logger } from '../generator/log'
import { GENERATOR_ROOT } from '../generator/render/assets'
import { classifyChange, describeChanges, emptyChanges, hasChanges, watchedPaths, type ChangeSet } from './dev-changes'
import { ReloadHub } from './dev-reload'
import { answerDevRequest } from './dev-requests'
import { DevSite } from './dev-site'
import { watchFiles } from './dev-watch'
import { guardedHandler } from './static-server'

/** Saves come in bursts (write, then chmod; several files from a git checkout): gather them briefly. */
const BATCH_MS = 5

export interface DevServerOptions {
  /** Site root (site.config.ts, sidebars.ts, docs/, src/pages, static/). */
  root: string
  /**
   * Default 127.0.0.1: the watch server is for the author's own machine. Requests must name this host,
   * localhost or an IP address in their Host header (see host-check.ts).
   */
  host?: string
  /** Default 3000; 0 picks a free port. */
  port?: number
  /** Generator warnings, one line per update, and update failures (as warnings). */
  logger?: Logger
  /** The locale to serve, at the site's baseUrl (`docusaurus start --locale fr`); default the default locale. */
  locale?: string
  /** Look at the files every that many milliseconds instead of waiting for change events (dev-watch.ts). */
  pollMs?: number
}

export interface DevServer {
  server: Server
  /** `http://host:port/` */
  url: string
  /** The site as currently built; `site.error` is set while it does not build. */
  site: DevSite
  /**
   * Settles after the first build, whether it worked or not, once the folders its config names (docs,
   * blog, translations…) are watched: an edit from then on is seen.
   */
  ready: Promise<void>
  close(): Promise<void>
}

/**
 * Listens and watches at once (a restarted server must take its port back quickly), and builds in the
 * background: requests wait for that build (see `ready`).
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const root = resolve(options.root)
  const logger = options.logger ?? consoleLogger
  const site = new DevSite(root, logger, options.locale)
  const hub = new ReloadHub()
  // Updates run one after another on this chain; requests wait for it so they never see half an update.
  let settled: Promise<unknown> = timed(site, emptyChanges(), logger, 'Built the site')
  const ready = settled.then(() => undefined)
  /** Paths saved since the last update; sorted into work only when it runs, once the config is known. */
  let saved = new Set<string>()
  let timer: NodeJS.Timeout | undefined

  const host = options.host ?? '127.0.0.1'
  const answer = (req: IncomingMessage, res: ServerResponse) => answerDevRequest({ site, hub, ready, settled: () => settled }, req, res)
  const server = createServer(guardedHandler([host], './bin/dev', answer, formatError))
  await new Promise<void>((ok, fail) => {
    server.once('error', fail)
    server.listen(options.port ?? 3000, host, () => ok())
  })

  // Watch the default places now, so saves during the first build are not lost; add the configured
  // ones once the config is read (a site may keep its docs elsewhere).
  const watcher = await watchFiles(watchedPaths(site.layout(GENERATOR_ROOT)), onChange, (e) => logger.warn(`file watching: ${String(e)}`), { pollMs: options.pollMs })
  const armed = ready.then(async () => {
    await watcher.add(watchedPaths(site.layout(GENERATOR_ROOT)))
    await watchImports()
  })

  /** The files pages import wherever they are in the site (a data folder, examples/): their saves compile those pages again. */
  function watchImports(): Promise<void> {
    const covered = watchedPaths(site.layout(GENERATOR_ROOT))
    const outside = [...site.importedFiles()].map((file) => join(root, file)).filter((file) => !covered.some((dir) => file === dir || file.startsWith(`${dir}${sep}`)))
    return watcher.add(outside)
  }

  function onChange(path: string): void {
    saved.add(path)
    clearTimeout(timer)
    timer = setTimeout(flush, BATCH_MS)
  }

  function flush(): void {
    settled = settled.then(async () => {
      const changes = emptyChanges()
      const layout = site.layout(GENERATOR_ROOT)
      for (const path of saved) classifyChange(layout, path, changes)
      saved = new Set()
      if (!hasChanges(changes)) return
      const changed = await timed(site, changes, logger, `Updated ${describeChanges(changes)}`)
      // A config edit may move the docs folder or the sidebar file.
      if (changes.config) await watcher.add(watchedPaths(site.layout(GENERATOR_ROOT)))
      if (changed) await watchImports()
      if (changed) hub.reload()
    }).catch((error: unknown) => logger.warn(`watch server: ${formatError(error)}`)) // keeps the chain usable
  }

  return {
    server,
    url: `http://${formatHost(host)}:${(server.address() as { port: number }).port}/`,
    site,
    ready: armed,
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

/** Runs one update and reports it: a line on success, the error (with its fix) on failure. */
async function timed(site: DevSite, changes: ChangeSet, logger: Logger, what: string): Promise<boolean> {
  const start = performance.now()
  const changed = await site.update(changes)
  if (!changed) return false
  if (site.error === undefined) logger.info(`${what} in ${(performance.now() - start).toFixed(0)} ms`)
  else logger.warn(`the site does not build; pages show the error until it is fixed.\n\n${formatError(site.error)}\n`)
  return true
}


function formatHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host
}
