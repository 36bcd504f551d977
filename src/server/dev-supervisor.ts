/**
 * Keeps the watch server running across changes to generator code. ESM modules cannot be re-imported,
 * so when src/components, src/generator or src/server changes the server process is replaced by a new
 * one on the same port; open tabs reconnect to it and reload (see dev-reload.ts).
 *
 * If the process dies (a syntax error in generator code, a crash), a stand-in server takes the port
 * and answers every page with the crash page and the process's last error output, so the browser shows
 * what broke instead of "connection refused"; the next save of any file the server watches (generator
 * code, docs, sidebar, config, pages, static files) starts it again.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import { join, relative } from 'node:path'
import { BuildError } from '../generator/errors'
import { configFileOf } from '../generator/config/load'
import { crashPage } from './dev-crash-page'
import { RESTART_DIRS, watchedPaths } from './dev-changes'
import { EVENTS_PATH, ReloadHub, withReloadScript } from './dev-reload'
import { watchFiles, type FileWatcher } from './dev-watch'
import { hostRefusal, isHostAllowed } from './host-check'
import { parseRequestTarget } from './request-target'

/** Code saves come in bursts (formatters, multi-file refactors): restart once per burst. */
const RESTART_DEBOUNCE_MS = 100
/** How much of the child's stderr the stand-in page shows. */
const STDERR_TAIL = 8_000

export interface SupervisorOptions {
  /** The module to run as the server process (it must send `listening` over IPC once it listens). */
  entry: string
  args: string[]
  /** Environment that makes `entry` run as the server rather than as a supervisor (`restart`: not the first). */
  childEnv: (restart: boolean) => Record<string, string>
  generatorRoot: string
  /** The site (--root): while the server process is down, a save there starts it again too. */
  siteRoot: string
  host: string
  port: number
  /** Watch by looking at the files every that many milliseconds (`--poll`, dev-watch.ts). */
  pollMs?: number
}

/** Runs the server process and restarts it on generator changes; resolves when the first one listens. */
export async function supervise(options: SupervisorOptions): Promise<void> {
  let child: ChildProcess | undefined
  let standIn: { server: Server; hub: ReloadHub } | undefined
  // A restart waits for a stand-in that is still binding, or it would find the port taken.
  let standInStarting: Promise<void> = Promise.resolve()
  let listenedOnce = false
  let starts = 0
  let timer: NodeJS.Timeout | undefined
  let firstStart: ((ok: boolean) => void) | undefined
  // While the server process is down, the files it would watch restart it too (default layout: the
  // config that names other folders may be what broke). Watched only then, so they are not watched twice.
  const sitePaths = watchedPaths({ root: options.siteRoot, generatorRoot: options.generatorRoot, docsPath: 'docs', sidebarPath: 'sidebars.ts', configFile: configFileOf(options.siteRoot), pageSources: ['src'] })
  let siteWatcher: Promise<FileWatcher | undefined> | undefined
  const started = new Promise<boolean>((resolve) => (firstStart = resolve))

  const start = async (): Promise<void> => {
    await stopStandIn()
    let stderr = ''
    const proc = fork(options.entry, options.args, { env: { ...process.env, ...options.childEnv(starts++ > 0) }, stdio: ['inherit', 'inherit', 'pipe', 'ipc'] })
    child = proc
    proc.stderr!.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk)
      stderr = (stderr + chunk.toString()).slice(-STDERR_TAIL)
    })
    proc.on('message', (message) => {
      if ((message as { type?: string }).type !== 'listening') return
      listenedOnce = true
      firstStart?.(true)
    })
    proc.on('exit', (code, signal) => {
      if (child !== proc) return // replaced on purpose by restart()
      child = undefined
      if (!listenedOnce) return firstStart?.(false)
      process.stderr.write(`\nThe server process stopped (${signal ?? `exit code ${code}`}); fix the error above, then save: it restarts on the next saved file.\n`)
      const reason = `the watch server process stopped (${signal ?? `exit code ${code}`})`
      const hint = 'fix the error above and save any file of the site or the generator: the server restarts on the next save'
      // The crash page shows only once the site's files are watched: a save made as soon as the page
      // says "save any file" must restart the server (on a busy machine chokidar takes seconds to be ready).
      siteWatcher ??= watchFiles(sitePaths, scheduleRestart, (error) => process.stderr.write(`file watching: ${String(error)}\n`), { pollMs: options.pollMs }).catch((error: unknown) => {
        process.stderr.write(`file watching: ${String(error)}; save generator code to restart the server\n`)
        return undefined
      })
      const watching = siteWatcher
      standInStarting = watching.then(() => startStandIn(new BuildError(reason, { cause: new Error(stderr.trim() || 'no error output'), hint })))
    })
  }

  const restart = async (why: string): Promise<void> => {
    process.stdout.write(`\n${why} changed: restarting the server…\n`)
    const old = child
    child = undefined
    if (old && old.exitCode === null && old.signalCode === null) {
      const exited = new Promise((resolve) => old.once('exit', resolve))
      old.kill('SIGTERM')
      await exited
    }
    await start()
  }

  const startStandIn = async (error: unknown): Promise<void> => {
    const hub = new ReloadHub()
    const server = createServer((req, res) => {
      const host = req.headers.host
      if (!isHostAllowed(host, [options.host])) return void res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end(hostRefusal(host ?? '', './bin/dev'))
      const target = parseRequestTarget(req.url)
      if (target.kind === 'path' && target.pathname === EVENTS_PATH) return hub.connect(req, res, Promise.resolve())
      res.writeHead(500, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(withReloadScript(crashPage(error), hub.version, true))
    })
    const listening = await new Promise<boolean>((ok) => {
      server.once('error', (e) => {
        process.stderr.write(`The stand-in error page could not listen: ${String(e)}\n`)
        ok(false)
      })
      server.listen(options.port, options.host, () => ok(true))
    })
    if (listening) standIn = { server, hub }
  }

  async function stopStandIn(): Promise<void> {
    await standInStarting
    const watching = siteWatcher
    siteWatcher = undefined
    await (await watching)?.close()
    if (!standIn) return
    const { server, hub } = standIn
    standIn = undefined
    hub.close()
    const closed = new Promise((ok) => server.close(ok))
    server.closeAllConnections()
    await closed
  }

  // Restarts run one at a time, so a change during a restart never leaves two server processes.
  let restarting = Promise.resolve()
  function scheduleRestart(path: string): void {
    clearTimeout(timer)
    const name = relative(path.startsWith(options.siteRoot) ? options.siteRoot : options.generatorRoot, path)
    timer = setTimeout(() => (restarting = restarting.then(() => restart(name))), RESTART_DEBOUNCE_MS)
  }
  await watchFiles(RESTART_DIRS.map((dir) => join(options.generatorRoot, dir)), scheduleRestart, (error) => process.stderr.write(`file watching: ${String(error)}\n`), { pollMs: options.pollMs })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      child?.kill(signal)
      process.exit(0)
    })
  }
  await start()
  // A first start that fails (port taken, bad flags) is the author's to fix now: stop, as a CLI should.
  if (!(await started)) process.exit(1)
}
