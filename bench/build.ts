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
import { BUILD_NODE_FLAGS, ensureBundle } from '../src/cli/launch.mjs'
import { runMeasured, type Measured } from './lib/proc'
import { BENCH_OUT, kb, machine, median, mib, millis, REPO_ROOT, seconds, table, today, writeReadmeSection } from './lib/report'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, 'no-readme': { type: 'boolean', default: false } } })
const runs = Math.max(1, Number(values.runs))
const log = (line: string) => process.stderr.write(`[build] ${line}\n`)
const loadAtStart = loadavg()
await mkdir(BENCH_OUT, { recursive: true })
// The bundle ./bin/build runs from (src/cli/launch.mjs) is made once per source change; make it now, so
// the first cold run does not pay for it.
await ensureBundle('bench/lib/our-build-child.ts')

type InProcess = { ms: number; pages: number; timings: Array<[string, number]>; cacheBytes?: number }
type Child = { measured: Measured; runs: InProcess[] }
async function child(inProcessRuns: number, cold: boolean): Promise<Child> {
  const args = [...BUILD_NODE_FLAGS, 'src/cli/launch.mjs', 'bench/lib/our-build-child.ts', '--root', REPO_ROOT, '--out', 'bench/out/site', '--runs', String(inProcessRuns), ...(cold ? ['--cold'] : [])]
  // In production mode, as ./bin/build runs it (React renders several times faster).
  const measured = await runMeasured(process.execPath, args, { cwd: REPO_ROOT, env: { ...process.env, NODE_ENV: 'production' }, timeoutMs: 15 * 60_000 })
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
  log(`run ${i}/${runs}: cold ${seconds(c.measured.wallMs)} (cpu ${seconds(c.measured.cpuMs)}, peak ${mib(c.measured.peakTreeRss)}), warm ${seconds(warmWall(w))} (cpu ${seconds(w.measured.cpuMs)} for both builds), same-process ${seconds(w.runs[1]!.ms)}, load ${loadavg()[0]!.toFixed(1)}`)
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
    ['CPU time (user + sys), process tree', seconds(m(cold, (c) => c.measured.cpuMs)), `${seconds(m(warm, (w) => w.measured.cpuMs))} ¹`, '¹'],
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
const coldPeak = m(cold, (c) => c.measured.peakTreeRss)
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED')
const targets = [
  `Targets (issue 24, quiet machine): cold build ≤ 6 s: ${seconds(coldWall)} — ${verdict(coldWall <= 6000)}; warm build ≤ 2 s: ${seconds(warmWallMs)} — ${verdict(warmWallMs <= 2000)}; cold peak RSS ≤ 400 MiB: ${mib(coldPeak)} — ${verdict(coldPeak <= 400 * 2 ** 20)}.`,
]
const notes = [
  ...targets,
  `${pages} pages from docs/; medians of ${runs} runs (cold and warm alternate), NODE_ENV=production as ./bin/build sets it. Cold deletes .cache/rtk-docs/ (the site's caches of highlighted code, compiled pages, rendered pages, the search index and the last clean link check) before its build. Peak RSS is sampled every 20 ms from /proc over the process and its children (esbuild's service process included).`,
  `¹ The warm process runs two builds; its peak covers both. Size of the caches (.cache/rtk-docs/) found by each warm run: ${warm.map((w) => kb(w.runs[0]!.cacheBytes ?? Number.NaN)).join(', ')}.`,
  `CPU time is sampled from /proc over the process tree (all threads: main, compile, code and link workers; esbuild, pagefind, git); it moves much less with other work on the machine than wall time does.`,
  `Load average at the start: ${loadAtStart.map((l) => l.toFixed(1)).join(' ')}; at the end: ${loadavg().map((l) => l.toFixed(1)).join(' ')} (above ~1.5 other work on the machine makes times noisy).`,
]
process.stdout.write(`\n${summary}\n\n${perStep}\n\n${notes.join('\n\n')}\n`)
await writeFile(join(BENCH_OUT, 'build.json'), JSON.stringify({ date: new Date().toISOString(), machine: machine(), cold, warm }, null, 2))
const section = [`## Our build (\`bench/build\`)`, '', `${today()} — ${machine()}`, '', summary, '', 'Per step (`build()` timings):', '', perStep, '', ...notes.map((n) => `${n}\n`)].join('\n')
if (!values['no-readme']) await writeReadmeSection('build', section)
