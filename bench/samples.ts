/**
 * The code-sample checker over the whole docs/ folder: how long a full check takes (what CI and a
 * first run pay), and how long a re-run with nothing changed takes (what an author pays the second
 * time, thanks to the result cache). Usage: npx tsx bench/samples.ts
 */
import { cpus, loadavg } from 'node:os'
import { resolve } from 'node:path'
import { checkSamples } from '../src/generator/samples/check'

const root = resolve(import.meta.dirname, '..')

async function timed(cache: boolean) {
  const started = performance.now()
  const report = await checkSamples({ root, cache })
  return { report, seconds: (performance.now() - started) / 1000 }
}

// The machine is shared; the load at the start says how far to trust the figures.
const load = loadavg()[0]!.toFixed(1)
const full = await timed(false)
await timed(true) // fills the cache with this docs folder's results
const rerun = await timed(true)

const { blocks, pages, errors } = full.report
console.log(`Sample check of docs/: ${blocks} code blocks on ${pages} pages, ${errors.length} errors`)
console.log(`  full check, no cache:      ${full.seconds.toFixed(1)} s`)
console.log(`  re-run, nothing changed:   ${rerun.seconds.toFixed(1)} s`)
console.log(`  (${cpus().length} CPUs, load average ${load} at start)`)
