/** `./bin/serve`: the finished build/ folder on http://127.0.0.1:3000, for a last look before deploying. */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { startStaticServer } from '../server/static-server'

const { values } = parseArgs({ options: { port: { type: 'string', default: '3000' }, host: { type: 'string', default: '127.0.0.1' }, dir: { type: 'string', default: 'build' } } })
const root = resolve(values.dir)
if (!existsSync(root)) {
  process.stderr.write(`${root} does not exist: run ./bin/build first.\n`)
  process.exit(1)
}
const server = await startStaticServer({ root, host: values.host, port: Number(values.port) })
const address = server.address()
const port = typeof address === 'object' && address ? address.port : values.port
process.stdout.write(`Serving ${root} at http://${values.host}:${port}/\n`)
