/**
 * Our build on the real docs/: cold and warm full-build time, time per pipeline step (build()'s own
 * timings), pages per second and peak memory. Cold: a fresh process with the build caches (highlighted code, compiled pages)
 * deleted. Warm: a fresh process reusing that cache, then a second build() in the same process.
 * Medians of 5 runs; output goes to bench/out/site, so build/ is left alone. Rewrites its section of
 * bench/README.md. Usage: bench/build [--runs 5] [--no-readme]
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { runMeasured, type Measured } from './lib/proc'
import { BENCH_OUT, kb, machine, median, mib, millis, REPO_ROOT, seconds, table, today, writeReadmeSection } from './lib/report'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, 'no-readme': { type: 'boolean', default: false } } })
const runs = Math.max(1, Number(values.runs))
const log = (line: string) => process.stderr.write(`[build] ${line}\n`)
await mkdir(BENCH_OUT, { recursive: true })

type InProcess = { ms: number; pages: number; timings: Array<[string, number]>; cacheBytes?: number }
type Child = { measured: Measured; runs: InProcess[] }
async function child(inProcessRuns: number, cold: boolean): Promise<Child> {
  const args = ['src/cli/launch.mjs', 'bench/lib/our-build-child.ts', '--root', REPO_ROOT, '--out', 'bench/out/site', '--runs', String(inProcessRuns), ...(cold ? ['--cold'] : [])]
  const measured = await runMeasured(process.execPath, args, { cwd: REPO_ROOT, timeoutMs: 15 * 60_000 })
  if (measured.code !== 0) throw new Error(`build failed (exit ${measured.code}):\n${measured.stderr.slice(-3000)}`)
  return { measured, runs: measured.stdout.trim().split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as InProcess) }
}

const cold: Child[] = []
const warm: Child[] = []
/** A warm process's first build, wall time: the whole process minus its second, in-process build. */
const warmWall = (w: Child) => w.measured.wallMs - w.runs[1]!.ms
for (let i = 1; i <= runs; i++) {
  cold.push(await child(1, true))
  warm.push(await child(2, false))
  const c = cold.at(-1)!
  const w = warm.at(-1)!
  log(`run ${i}/${runs}: cold ${seconds(c.measured.wallMs)} (peak ${mib(c.measured.peakTreeRss)}), warm ${seconds(warmWall(w))}, same-process ${seconds(w.runs[1]!.ms)}`)
}

const pages = cold[0]!.runs[0]!.pages
const m = (xs: Child[], f: (c: Child) => number) => median(xs.map(f))
const coldWall = m(cold, (c) => c.measured.wallMs)
const coldBuild = m(cold, (c) => c.runs[0]!.ms)
const warmWallMs = m(warm, warmWall)
const warmBuild = m(warm, (w) => w.runs[0]!.ms)
const againBuild = m(warm, (w) => w.runs[1]!.ms)
const pps = (ms: number) => (pages / (ms / 1000)).toFixed(1)
const steps = cold[0]!.runs[0]!.timings.map(([name]) => name)
const stepMs = (samples: InProcess[], name: string) => median(samples.map((s) => s.timings.find(([n]) => n === name)?.[1] ?? Number.NaN))

const summary = table(
  ['', 'cold (new process, no cache)', 'warm (new process, cache)', 'again (2nd build, same process)'],
  [
    ['full build, wall time of the process', seconds(coldWall), seconds(warmWallMs), '—'],
    ['full build, `build()` alone', seconds(coldBuild), seconds(warmBuild), seconds(againBuild)],
    ['pages per second (wall)', pps(coldWall), pps(warmWallMs), pps(againBuild)],
    ['peak RSS, process tree', mib(m(cold, (c) => c.measured.peakTreeRss)), `${mib(m(warm, (w) => w.measured.peakTreeRss))} ¹`, '¹'],
    ['peak RSS, largest single process', mib(m(cold, (c) => c.measured.peakProcessHwm)), `${mib(m(warm, (w) => w.measured.peakProcessHwm))} ¹`, '¹'],
  ],
)
const perStep = table(
  ['step', 'cold', 'warm', 'again'],
  steps.map((name) => [
    name,
    millis(stepMs(cold.map((c) => c.runs[0]!), name)),
    millis(stepMs(warm.map((w) => w.runs[0]!), name)),
    millis(stepMs(warm.map((w) => w.runs[1]!), name)),
  ]),
)
const notes = [
  `${pages} pages from docs/; medians of ${runs} runs (cold and warm alternate). Cold deletes .cache/rtk-docs/ (the site's caches of highlighted code and compiled pages) before its build. Peak RSS is sampled every 20 ms from /proc over the process and its children (esbuild's service process included).`,
  `¹ The warm process runs two builds; its peak covers both. Cache size (code + pages) found by each warm run: ${warm.map((w) => kb(w.runs[0]!.cacheBytes ?? Number.NaN)).join(', ')}.`,
  `Load average at the end: ${loadavg().map((l) => l.toFixed(1)).join(' ')} (other work on the machine makes times noisy).`,
]
process.stdout.write(`\n${summary}\n\n${perStep}\n\n${notes.join('\n\n')}\n`)
await writeFile(join(BENCH_OUT, 'build.json'), JSON.stringify({ date: new Date().toISOString(), machine: machine(), cold, warm }, null, 2))
const section = [`## Our build (\`bench/build\`)`, '', `${today()} — ${machine()}`, '', summary, '', 'Per step (`build()` timings):', '', perStep, '', ...notes.map((n) => `${n}\n`)].join('\n')
if (!values['no-readme']) await writeReadmeSection('build', section)
