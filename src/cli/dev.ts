/**
 * `./bin/dev`: the watch server for authors on http://127.0.0.1:3000 (flags: --port, --host, --root, and
 * --locale to serve a translated site's other locale).
 *
 * This file runs twice: as the supervisor (what the author started), which watches generator code and
 * restarts the server on change, and — with RTK_DEV_CHILD set — as that server process. The server is
 * imported only in the child, so the supervisor never holds generator modules it would have to reload.
 */
import { resolve } from 'node:path'
import { commandArgs, siteRoot } from './args'

const CHILD_ENV = 'RTK_DEV_CHILD'

/** `--poll` given without its interval, as Docusaurus's `start --poll [ms]` allows. */
const POLL_MS = 1000
const bare = process.argv.indexOf('--poll')
// parseArgs has no optional values: the interval is put in (the server process gets these arguments too).
if (bare > 1 && !/^\d+$/.test(process.argv[bare + 1] ?? '')) process.argv.splice(bare + 1, 0, String(POLL_MS))

const values = commandArgs(
  './bin/dev',
  `[--root DIR] [--port N] [--host HOST] [--locale LOCALE] [--poll [MS]]
  --root DIR        the site to serve (default: here)
  --port N          the port (default: 3000)
  --host HOST       the address to listen on (default: 127.0.0.1)
  --locale LOCALE   serve that locale of a translated site
  --poll [MS]       look at the files every MS milliseconds (default ${POLL_MS}) instead of waiting for change
                    events, which some mounts never send (Docker volumes, network drives, WSL on a Windows folder)
  --no-open         accepted, as docusaurus start takes it: this server never opens a browser`,
  { port: { type: 'string', default: '3000' }, host: { type: 'string', default: '127.0.0.1' }, root: { type: 'string', default: '.' }, locale: { type: 'string' }, poll: { type: 'string' }, 'no-open': { type: 'boolean' } },
)
const pollMs = values.poll === undefined ? undefined : Number(values.poll)
if (pollMs !== undefined && (!Number.isInteger(pollMs) || pollMs < 10)) {
  process.stderr.write(`--poll takes an interval in milliseconds (10 or more), not "${values.poll}"\n`)
  process.exit(1)
}
const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(`--port must be a port number, not "${values.port}"\n`)
  process.exit(1)
}
const root = siteRoot('./bin/dev', values.root)

if (process.env[CHILD_ENV]) {
  // React's production build renders the same markup 5-10x faster than its development build (nothing
  // is hydrated, so its dev checks buy nothing here); it picks the build when first loaded, below.
  process.env.NODE_ENV ??= 'production'
  // The site's code runs from its own folder, as `docusaurus start` runs it (see cli/build.ts).
  process.chdir(root)
  const { warnOfSiteRejections } = await import('../generator/render/site-code-frames')
  const { consoleLogger } = await import('../generator/log')
  warnOfSiteRejections((message) => consoleLogger.warn(message))
  const { startDevServer } = await import('../server/dev-server')
  // Without the supervisor there is nobody to restart this process: it must not outlive it.
  process.on('disconnect', () => process.exit(0))
  const dev = await startDevServer({ root, host: values.host, port, locale: values.locale, pollMs }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE' && error.code !== 'EACCES') throw error
    process.stderr.write(`Cannot listen on ${values.host}:${port} (${error.code}): choose another with --port.\n`)
    process.exit(1)
  })
  process.send?.({ type: 'listening' })
  if (process.env[CHILD_ENV] === 'first') {
    process.stdout.write(`Watch server for ${root} at ${dev.url} (drafts included); building…\n`)
    process.stdout.write('Edits to docs, sidebars, config, src/ and static/ reload the open tabs. Ctrl+C stops it.\n')
  } else process.stdout.write(`Server restarted at ${dev.url}\n`)
} else {
  const { supervise } = await import('../server/dev-supervisor')
  await supervise({
    entry: import.meta.filename,
    args: process.argv.slice(2),
    childEnv: (restart) => ({ [CHILD_ENV]: restart ? 'restart' : 'first' }),
    // The generator's own folder (this file is src/cli/dev.ts), whatever --root names.
    generatorRoot: resolve(import.meta.dirname, '../..'),
    siteRoot: root,
    host: values.host,
    port,
    pollMs,
  })
}
