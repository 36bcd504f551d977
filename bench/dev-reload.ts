/**
 * Save-to-reload latency of the watch server: the median time from writing a one-page edit to the
 * reload event reaching an event-stream client, over 20 edits (target: under 100 ms).
 *
 * Runs on a temp copy of the real site (docs are edited, and other people work in the tree), or on the
 * fixture site when the real docs do not build; the output says which.
 *
 *   node --import tsx bench/dev-reload.ts [--edits 20] [--page docs/api/createSlice.md]
 */
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { errorChain } from '../src/generator/errors'
import { memoryLogger } from '../src/generator/log'
import { startDevServer, type DevServer } from '../src/server/dev-server'

const REPO = resolve(import.meta.dirname, '..')
const FIXTURE = join(REPO, 'test/fixtures/basic')
/** Lets the previous edit's trailing file check pass before the next edit, so each timing is one edit. */
const SETTLE_MS = 250

const { values } = parseArgs({ options: { edits: { type: 'string', default: '20' }, page: { type: 'string', default: 'docs/api/createSlice.md' } } })
const edits = Number(values.edits)

/** A throwaway copy of a site; node_modules is linked so the site's pages resolve their packages. */
async function copySite(from: string, parts: string[]): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'rtk-dev-bench-'))
  for (const part of parts) await cp(join(from, part), join(root, part), { recursive: true }).catch(() => {})
  await symlink(join(REPO, 'node_modules'), join(root, 'node_modules'))
  return root
}

/** Resolves with a function that waits for the next `reload` event. */
function listen(port: number): Promise<{ nextReload(): Promise<void>; close(): void }> {
  let waiter: (() => void) | undefined
  return new Promise((ok, fail) => {
    const req = request({ host: '127.0.0.1', port, path: '/__rtk/events' }, (res) => {
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        if (chunk.includes('event: reload')) waiter?.()
      })
      ok({ nextReload: () => new Promise<void>((done) => (waiter = done)), close: () => req.destroy() })
    })
    req.on('error', fail)
    req.end()
  })
}

async function start(root: string): Promise<{ dev: DevServer; buildMs: number }> {
  const began = performance.now()
  const dev = await startDevServer({ root, port: 0, logger: memoryLogger() })
  await dev.ready
  return { dev, buildMs: performance.now() - began }
}

const realRoot = await copySite(REPO, ['site.config.ts', 'sidebars.ts', 'package.json', 'docs', 'src', 'static'])
let root = realRoot
let page = values.page
let { dev, buildMs } = await start(root)
let which = `the real docs (a temp copy), editing ${page}`
if (dev.site.error !== undefined) {
  const reason = errorChain(dev.site.error)[0]?.split('\n')[0]
  await dev.close()
  root = await copySite(FIXTURE, ['site.config.ts', 'sidebars.ts', 'docs', 'src', 'static'])
  page = 'docs/api/widget.md'
  ;({ dev, buildMs } = await start(root))
  which = `the fixture site (the real docs do not build: ${reason}), editing ${page}`
}
if (dev.site.error !== undefined) throw new Error(`the bench site does not build: ${errorChain(dev.site.error).join(' / ')}`)

const port = (dev.server.address() as { port: number }).port
const events = await listen(port)
const file = join(root, page)
const original = await readFile(file, 'utf8')
const times: number[] = []
try {
  for (let i = 1; i <= edits; i++) {
    await new Promise((ok) => setTimeout(ok, SETTLE_MS))
    const reloaded = events.nextReload()
    const saved = performance.now()
    await writeFile(file, `${original}\n\nBench edit number ${i}.\n`)
    await reloaded
    times.push(performance.now() - saved)
  }
  const check = await fetch(`${dev.url}${page.replace(/^docs\//, '').replace(/\.mdx?$/, '')}`).then((r) => r.text())
  if (!check.includes(`Bench edit number ${edits}.`)) throw new Error('the last edit is not served: the timings measured nothing')
} finally {
  events.close()
  await dev.close()
  await rm(realRoot, { recursive: true, force: true })
  if (root !== realRoot) await rm(root, { recursive: true, force: true })
}

const sorted = [...times].sort((a, b) => a - b)
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
const median = sorted.length % 2 ? at(0.5) : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2
process.stdout.write(`Site: ${which}\n`)
process.stdout.write(`First build: ${(buildMs / 1000).toFixed(1)} s\n`)
process.stdout.write(`Save → reload event over ${times.length} edits: median ${median.toFixed(0)} ms (min ${sorted[0]!.toFixed(0)}, p90 ${at(0.9).toFixed(0)}, max ${sorted.at(-1)!.toFixed(0)}); target < 100 ms: ${median < 100 ? 'met' : 'NOT met'}\n`)
