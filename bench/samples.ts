/**
 * The code-sample checker over the whole docs/ folder: how long a full check takes (what CI and a
 * first run pay), and how long a re-run with nothing changed takes (what an author pays the second
 * time, thanks to the result cache). Usage: npx tsx bench/samples.ts
 *
 * The machines are shared, so next to each wall-clock time it prints the CPU time the check used:
 * the checker runs on one thread, and on an idle machine the two are about equal.
 */
import { cpus, loadavg } from 'node:os'
import { resolve } from 'node:path'
import { checkSamples } from '../src/generator/samples/check'

const root = resolve(import.meta.dirname, '..')

async function timed(cache: boolean) {
  const started = performance.now()
  const cpu = process.cpuUsage()
  const report = await checkSamples({ root, cache })
  const used = process.cpuUsage(cpu)
  return { report, seconds: (performance.now() - started) / 1000, cpuSeconds: (used.user + used.system) / 1e6 }
}

const figure = (run: { seconds: number; cpuSeconds: number }) => `${run.seconds.toFixed(1)} s (CPU ${run.cpuSeconds.toFixed(1)} s)`

const load = loadavg()[0]!.toFixed(1)
const full = await timed(false)
await timed(true) // fills the cache with this docs folder's results
const rerun = await timed(true)

const { blocks, pages, errors } = full.report
console.log(`Sample check of docs/: ${blocks} code blocks on ${pages} pages, ${errors.length} errors`)
console.log(`  full check, no cache:      ${figure(full)}`)
console.log(`  re-run, nothing changed:   ${figure(rerun)}`)
console.log(`  (${cpus().length} CPUs, load average ${load} at start)`)
