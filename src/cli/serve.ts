/**
 * `./bin/serve`: the finished build/ folder on http://127.0.0.1:3000, for a last look before deploying,
 * served under the site's baseUrl as its host will serve it (`/repo/` for a site at example.com/repo/).
 * Flags: --port, --host, --dir (the build folder; default: the site's build/), --root (the site whose
 * config names the baseUrl; default: the folder above --dir, else this one).
 */
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { commandArgs, givenPath } from './args'
import { loadConfig } from '../generator/config/load'
import { memoryLogger } from '../generator/log'
import { startStaticServer } from '../server/static-server'

const values = commandArgs(
  './bin/serve',
  `[--dir DIR] [--root DIR] [--port N] [--host HOST]
  --dir DIR     the built site to serve (default: build/ of the site)
  --root DIR    the site, whose config gives the base URL
  --port N      the port (default: 3000)
  --host HOST   the address to listen on (default: 127.0.0.1)
  --no-open     accepted, as docusaurus serve takes it: this server never opens a browser`,
  { port: { type: 'string', default: '3000' }, host: { type: 'string', default: '127.0.0.1' }, dir: { type: 'string' }, root: { type: 'string' }, 'no-open': { type: 'boolean' } },
)
// `./bin/serve --root site` serves what `./bin/build --root site` wrote: site/build.
const dir = values.dir !== undefined ? givenPath(values.dir) : join(values.root === undefined ? givenPath('.') : givenPath(values.root), 'build')
if (!existsSync(dir)) {
  process.stderr.write(`${dir} does not exist: run ./bin/build first.\n`)
  process.exit(1)
}
const baseUrl = await siteBaseUrl(values.root === undefined ? dirname(dir) : givenPath(values.root))
const server = await startStaticServer({ root: dir, host: values.host, port: Number(values.port), baseUrl })
const address = server.address()
const port = typeof address === 'object' && address ? address.port : values.port
process.stdout.write(`Serving ${dir} at http://${values.host}:${port}${baseUrl}\n`)

/** The baseUrl in the site's config; `/` when there is no config to read (a folder built elsewhere). */
async function siteBaseUrl(root: string): Promise<string> {
  try {
    return (await loadConfig(root, memoryLogger(), { runPlugins: false })).baseUrl
  } catch {
    return '/'
  }
}
