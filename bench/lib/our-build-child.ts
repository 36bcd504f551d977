/**
 * Runs our build() in this fresh process, `--runs` times in a row, and prints one JSON line per run:
 * wall time inside the process, build()'s step timings and the page count. `--cold` first deletes the
 * caches kept between builds (<root>/.cache/rtk-docs: highlighted code, compiled pages, search index, clean link check), so run 1
 * starts from nothing; without it run 1 reuses them (a warm build in a new process). Runs after
 * the first are second builds in the same process.
 * Usage: node src/cli/launch.mjs bench/lib/our-build-child.ts --root DIR --out DIR [--runs N] [--cold]
 */
import { readdir, rm, stat } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { build } from '../../src/generator/build'
import type { Logger } from '../../src/generator/log'
import { compileDirs } from '../../src/generator/mdx/compile-docs'

const { values } = parseArgs({
  options: { root: { type: 'string' }, out: { type: 'string' }, runs: { type: 'string', default: '1' }, cold: { type: 'boolean', default: false } },
})
const logger: Logger = { debug() {}, info() {}, warn: (message) => process.stderr.write(`warning: ${message}\n`) }

const { cacheDir } = compileDirs(resolve(values.root ?? process.cwd()))
if (values.cold) await rm(cacheDir, { recursive: true, force: true })

for (let run = 1; run <= Number(values.runs); run++) {
  // Report what this build found, to tell a warm run from a cold one.
  const cacheFiles = await readdir(cacheDir, { recursive: true }).catch(() => [] as string[])
  const sizes = await Promise.all(cacheFiles.map((f) => stat(join(cacheDir, f)).then((s) => (s.isFile() ? s.size : 0), () => 0)))
  const cacheBytes = sizes.reduce((sum, size) => sum + size, 0)
  const start = performance.now()
  // As ./bin/build does, the last build releases the compile workers once it has compiled.
  const result = await build({ root: values.root ?? process.cwd(), outDir: values.out, logger, releaseWorkers: run === Number(values.runs) })
  const ms = performance.now() - start
  process.stdout.write(`${JSON.stringify({ run, ms, pages: result.routes.length, timings: result.timings, cacheBytes })}\n`)
}
