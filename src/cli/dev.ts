/**
 * `./bin/dev`: the watch server for authors on http://127.0.0.1:3000 (flags: --port, --host, --root).
 *
 * This file runs twice: as the supervisor (what the author started), which watches generator code and
 * restarts the server on change, and — with RTK_DEV_CHILD set — as that server process. The server is
 * imported only in the child, so the supervisor never holds generator modules it would have to reload.
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'

const CHILD_ENV = 'RTK_DEV_CHILD'

const { values } = parseArgs({
  options: { port: { type: 'string', default: '3000' }, host: { type: 'string', default: '127.0.0.1' }, root: { type: 'string', default: '.' } },
})
const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(`--port must be a port number, not "${values.port}"\n`)
  process.exit(1)
}
const root = resolve(values.root)

if (process.env[CHILD_ENV]) {
  const { startDevServer } = await import('../server/dev-server')
  const { GENERATOR_ROOT } = await import('../generator/render/assets')
  // Without the supervisor there is nobody to restart this process: it must not outlive it.
  process.on('disconnect', () => process.exit(0))
  const first = process.env[CHILD_ENV] === 'first'
  if (first) process.stdout.write(`Building ${root} (drafts included)…\n`)
  const dev = await startDevServer({ root, host: values.host, port })
  process.send?.({ type: 'listening' })
  await dev.ready
  if (first) {
    process.stdout.write(`\nWatch server: ${dev.url}\n`)
    process.stdout.write(`Watching docs, sidebars, config, src/ and static/ (generator code under ${GENERATOR_ROOT}/src restarts the server). Ctrl+C stops it.\n`)
  } else process.stdout.write(`Server restarted: ${dev.url}\n`)
} else {
  const { supervise } = await import('../server/dev-supervisor')
  const { GENERATOR_ROOT } = await import('../generator/render/assets')
  await supervise({
    entry: import.meta.filename,
    args: process.argv.slice(2),
    childEnv: { [CHILD_ENV]: '1' },
    generatorRoot: GENERATOR_ROOT,
    host: values.host,
    port,
  })
}
