/**
 * Our build on the real docs/: cold (fresh process) and warm (second build() in the same process)
 * full-build time, time per pipeline step (build()'s own timings), pages per second and peak memory.
 * Medians of 5 runs; output goes to bench/out/site, so build/ is left alone. Rewrites its section of
 * bench/README.md. Usage: bench/build [--runs 5] [--no-readme]
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { runMeasured, type Measured } from './lib/proc'
import { BENCH_OUT, machine, median, mib, millis, REPO_ROOT, seconds, table, today, writeReadmeSection } from './lib/report'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, 'no-readme': { type: 'boolean', default: false } } })
const runs = Math.max(1, Number(values.runs))
const log = (line: string) => process.stderr.write(`[build] ${line}\n`)
await mkdir(BENCH_OUT, { recursive: true })

type InProcess = { ms: number; pages: number; timings: Array<[string, number]> }
async function child(inProcessRuns: number): Promise<{ measured: Measured; runs: InProcess[] }> {
  const measured = await runMeasured(process.execPath, ['--import', 'tsx', 'bench/lib/our-build-child.ts', '--root', REPO_ROOT, '--out', 'bench/out/site', '--runs', String(inProcessRuns)], {
    cwd: REPO_ROOT,
    timeoutMs: 15 * 60_000,
  })
  if (measured.code !== 0) throw new Error(`build failed (exit ${measured.code}):\n${measured.stderr.slice(-3000)}`)
  return { measured, runs: measured.stdout.trim().split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as InProcess) }
}

const cold: Array<Awaited<ReturnType<typeof child>>> = []
const warm: Array<Awaited<ReturnType<typeof child>>> = []
for (let i = 1; i <= runs; i++) {
  // Cold: one build in a fresh process (the process's whole life is measured: startup, tsx, build).
  cold.push(await child(1))
  // Warm: a second build() in the same process.
  warm.push(await child(2))
  log(`run ${i}/${runs}: cold ${seconds(cold.at(-1)!.measured.wallMs)} (peak ${mib(cold.at(-1)!.measured.peakTreeRss)}), warm ${seconds(warm.at(-1)!.runs[1]!.ms)}`)
}

const pages = cold[0]!.runs[0]!.pages
const coldWall = median(cold.map((c) => c.measured.wallMs))
const coldBuild = median(cold.map((c) => c.runs[0]!.ms))
const warmBuild = median(warm.map((w) => w.runs[1]!.ms))
const steps = cold[0]!.runs[0]!.timings.map(([name]) => name)
const stepMs = (samples: InProcess[], name: string) => median(samples.map((s) => s.timings.find(([n]) => n === name)?.[1] ?? Number.NaN))

const summary = table(
  ['', 'cold (fresh process)', 'warm (2nd build, same process)'],
  [
    ['full build, wall time of the process', seconds(coldWall), '—'],
    ['full build, `build()` alone', seconds(coldBuild), seconds(warmBuild)],
    ['pages per second (`build()` alone)', (pages / (coldBuild / 1000)).toFixed(1), (pages / (warmBuild / 1000)).toFixed(1)],
    ['peak RSS, process tree', mib(median(cold.map((c) => c.measured.peakTreeRss))), mib(median(warm.map((w) => w.measured.peakTreeRss)))],
    ['peak RSS, largest single process', mib(median(cold.map((c) => c.measured.peakProcessHwm))), mib(median(warm.map((w) => w.measured.peakProcessHwm)))],
  ],
)
const perStep = table(
  ['step', 'cold', 'warm'],
  steps.map((name) => [name, millis(stepMs(cold.map((c) => c.runs[0]!), name)), millis(stepMs(warm.map((w) => w.runs[1]!), name))]),
)
const notes = [
  `${pages} pages from docs/; medians of ${runs} runs (cold and warm alternate). Peak RSS is sampled every 20 ms from /proc over the process and its children (esbuild's service process included); the warm column's memory covers both builds of that process.`,
  `Load average at the end: ${loadavg().map((l) => l.toFixed(1)).join(' ')} (other work on the machine makes times noisy).`,
]
process.stdout.write(`\n${summary}\n\n${perStep}\n\n${notes.join('\n\n')}\n`)
await writeFile(join(BENCH_OUT, 'build.json'), JSON.stringify({ date: new Date().toISOString(), machine: machine(), cold, warm }, null, 2))
const section = [`## Our build (\`bench/build\`)`, '', `${today()} — ${machine()}`, '', summary, '', 'Per step (`build()` timings):', '', perStep, '', ...notes.map((n) => `${n}\n`)].join('\n')
if (!values['no-readme']) await writeReadmeSection('build', section)
