/**
 * Runs our build() in this (fresh) process, `--runs` times in a row, and prints one JSON line per
 * run: wall time inside the process, build()'s step timings and the page count. Run 1 is cold (a new
 * process never keeps a cache between builds), later runs are "warm" (same process, JIT and module
 * caches hot). Usage: node --import tsx bench/lib/our-build-child.ts --root DIR --out DIR [--runs N]
 */
import { parseArgs } from 'node:util'
import { build } from '../../src/generator/build'
import type { Logger } from '../../src/generator/log'

const { values } = parseArgs({ options: { root: { type: 'string' }, out: { type: 'string' }, runs: { type: 'string', default: '1' } } })
const logger: Logger = { debug() {}, info() {}, warn: (message) => process.stderr.write(`warning: ${message}\n`) }

for (let run = 1; run <= Number(values.runs); run++) {
  const start = performance.now()
  const result = await build({ root: values.root ?? process.cwd(), outDir: values.out, logger })
  const ms = performance.now() - start
  process.stdout.write(`${JSON.stringify({ run, ms, pages: result.routes.length, timings: result.timings })}\n`)
}
