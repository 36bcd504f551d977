/**
 * What the links in code samples (issue 23: every imported Redux Toolkit name links to its reference,
 * with a card) cost: cold builds of the real docs/ with the feature on and off, alternated in one run
 * (on/off, off/on, on/off…) so both see the same load, and the gzip size of the pages' HTML either way.
 *
 * The feature is turned off by RTK_DOCS_SAMPLE_LINKS=off (read once, in src/generator/mdx/compile-docs.ts),
 * which builds everything else exactly as before. The machine is shared, so the figure that counts is CPU
 * time (user + sys of the build's process tree, sampled from /proc), as the median of the per-pair
 * differences; wall time is printed too. Issue 23's limits: cold build ≤ +0.3 s, page HTML ≤ +5% gzip.
 * Outputs go to bench/out/api-links-{on,off}; build/ is left alone. Rewrites its section of bench/README.md.
 * Usage: bench/api-links [--pairs 4] [--work-runs 8] [--no-readme]
 */
import { execFile } from 'node:child_process'
import { readdir, readFile, rename } from 'node:fs/promises'
import { loadavg } from 'node:os'
import { join, relative } from 'node:path'
import { parseArgs, promisify } from 'node:util'
import { gzipSync } from 'node:zlib'
import { BUILD_NODE_FLAGS, ensureBundle } from '../src/cli/launch.mjs'
import { runMeasured, type Measured } from './lib/proc'
import { kb, machine, median, millis, REPO_ROOT, seconds, table, today, writeReadmeSection } from './lib/report'

const { values } = parseArgs({
  options: { pairs: { type: 'string', default: '4' }, 'work-runs': { type: 'string', default: '8' }, 'no-readme': { type: 'boolean', default: false } },
})
const pairs = Math.max(1, Number(values.pairs))
const workRuns = Math.max(1, Number(values['work-runs']))
const run = promisify(execFile)
const log = (line: string) => process.stderr.write(`[api-links] ${line}\n`)
const loadAtStart = loadavg()
const PAGE = 'api/createSlice.html'
await ensureBundle('bench/lib/our-build-child.ts')

type Variant = 'on' | 'off'
interface Run {
  variant: Variant
  measured: Measured
  buildMs: number
  timings: Array<[string, number]>
}

const outDir = (variant: Variant) => join('bench/out', `api-links-${variant}`)

/** One cold build (caches deleted) in a fresh process, as ./bin/build runs it. */
async function coldBuild(variant: Variant): Promise<Run> {
  const args = [...BUILD_NODE_FLAGS, 'src/cli/launch.mjs', 'bench/lib/our-build-child.ts', '--root', REPO_ROOT, '--out', outDir(variant), '--cold']
  const env = { ...process.env, NODE_ENV: 'production', RTK_DOCS_SAMPLE_LINKS: variant }
  const measured = await runMeasured(process.execPath, args, { cwd: REPO_ROOT, env, timeoutMs: 15 * 60_000 })
  if (measured.code !== 0) throw new Error(`build (links ${variant}) failed (exit ${measured.code}):\n${measured.stderr.slice(-3000)}`)
  const line = measured.stdout.trim().split('\n').find((l) => l.startsWith('{'))!
  const { ms, timings } = JSON.parse(line) as { ms: number; timings: Array<[string, number]> }
  return { variant, measured, buildMs: ms, timings }
}

const runs: Run[] = []
for (let pair = 1; pair <= pairs; pair++) {
  // on/off, then off/on: whatever drifts during the run (load, warm disks) favours neither.
  for (const variant of pair % 2 === 1 ? (['on', 'off'] as const) : (['off', 'on'] as const)) {
    const run = await coldBuild(variant)
    runs.push(run)
    log(`pair ${pair}/${pairs}, links ${variant}: cpu ${seconds(run.measured.cpuMs)}, wall ${seconds(run.measured.wallMs)}, load ${loadavg()[0]!.toFixed(1)}`)
  }
}

/**
 * The feature's own calls, timed one by one (bench/lib/sample-links-work.ts), in a fresh process per run:
 * as in a cold build (the generator's api/package-cache.ts file kept: the builds above wrote it), and as
 * in the first build after an `npm install` or an edit of the declaration readers (the file set aside).
 */
type Work = { totalMs: number; parts: Record<string, number>; links: number }
const PACKAGE_CACHE = join(REPO_ROOT, 'node_modules/.cache/rtk-docs/api-package.json')
async function ownWork(first: boolean): Promise<Work> {
  if (first) await rename(PACKAGE_CACHE, `${PACKAGE_CACHE}.aside`)
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'bench/lib/sample-links-work.ts'], { cwd: REPO_ROOT, maxBuffer: 1 << 24 })
    return JSON.parse(stdout.trim().split('\n').at(-1)!) as Work
  } finally {
    if (first) await rename(`${PACKAGE_CACHE}.aside`, PACKAGE_CACHE)
  }
}
const work: Work[] = []
const firstWork: Work[] = []
for (let i = 1; i <= workRuns; i++) {
  // Alternated, as the builds are.
  for (const first of i % 2 === 1 ? [false, true] : [true, false]) {
    ;(first ? firstWork : work).push(await ownWork(first))
    log(`own work ${i}/${workRuns}${first ? ' (first build after install)' : ''}: ${millis((first ? firstWork : work).at(-1)!.totalMs)}, load ${loadavg()[0]!.toFixed(1)}`)
  }
}
const workCost = median(work.map((w) => w.totalMs))
const firstCost = median(firstWork.map((w) => w.totalMs))
const linksMade = work[0]!.links

const of = (variant: Variant) => runs.filter((r) => r.variant === variant)
const differences = (f: (r: Run) => number) => of('on').map((on, i) => f(on) - f(of('off')[i]!))
const step = (r: Run, name: string) => r.timings.find(([n]) => n === name)?.[1] ?? Number.NaN
const signed = (ms: number, format: (ms: number) => string) => (ms >= 0 ? `+${format(ms)}` : `−${format(-ms)}`)
const row = (label: string, f: (r: Run) => number, format: (ms: number) => string) => [
  label,
  format(median(of('on').map(f))),
  format(median(of('off').map(f))),
  signed(median(differences(f)), format),
  differences(f).map((d) => signed(d, format)).join(', '),
]
const steps = runs[0]!.timings.map(([name]) => name)
const timeTable = table(
  ['cold build', 'links on', 'links off', 'difference (median of pairs)', 'per pair'],
  [
    row('CPU time (user + sys), process tree', (r) => r.measured.cpuMs, seconds),
    row('wall time of the process', (r) => r.measured.wallMs, seconds),
    row('`build()` alone', (r) => r.buildMs, seconds),
    ...steps.map((name) => row(`step: ${name}`, (r) => step(r, name), millis)),
  ],
)

/** gzip -9 sizes of every HTML page of an output (`x/index.html` copies left out: same bytes as `x.html`). */
async function htmlGzip(dir: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>()
  const walk = async (folder: string): Promise<void> => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) await walk(path)
      else if (entry.name.endsWith('.html') && !(entry.name === 'index.html' && folder !== dir)) sizes.set(relative(dir, path), gzipSync(await readFile(path), { level: 9 }).length)
    }
  }
  await walk(join(REPO_ROOT, dir))
  return sizes
}

const [on, off] = await Promise.all([htmlGzip(outDir('on')), htmlGzip(outDir('off'))])
const growth = (page: string) => on.get(page)! / off.get(page)! - 1
const percent = (x: number) => `${x >= 0 ? '+' : '−'}${(Math.abs(x) * 100).toFixed(1)}%`
const pages = [...on.keys()].filter((p) => off.has(p))
const largest = pages.reduce((a, b) => (growth(b) > growth(a) ? b : a))
const sum = (sizes: Map<string, number>) => pages.reduce((total, p) => total + sizes.get(p)!, 0)
const cardsFile = await readFile(join(REPO_ROOT, outDir('on'), 'rtk-api-cards.json'))
const sizeTable = table(
  ['HTML, gzip -9', 'links on', 'links off', 'growth'],
  [
    [`/${PAGE.replace(/\.html$/, '')}`, kb(on.get(PAGE)!), kb(off.get(PAGE)!), percent(growth(PAGE))],
    [`page that grows most: /${largest.replace(/\.html$/, '')}`, kb(on.get(largest)!), kb(off.get(largest)!), percent(growth(largest))],
    [`all ${pages.length} pages`, kb(sum(on)), kb(sum(off)), percent(sum(on) / sum(off) - 1)],
  ],
)

const cpuCost = median(differences((r) => r.measured.cpuMs))
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED')
const parts = Object.keys(work[0]!.parts)
const workTable = table(
  ["the feature's own calls, timed (ms)", 'median, cold build', 'per run', 'median, first build after install'],
  [
    ...parts.map((part) => [part, millis(median(work.map((w) => w.parts[part]!))), work.map((w) => millis(w.parts[part]!)).join(', '), millis(median(firstWork.map((w) => w.parts[part]!)))]),
    ['all', millis(workCost), work.map((w) => millis(w.totalMs)).join(', '), millis(firstCost)],
  ],
)
const notes = [
  `Targets (issue 23): cold build grows ≤ 0.3 s: whole builds ${signed(cpuCost, seconds)} CPU, the feature's own calls ${millis(workCost)} (${millis(firstCost)} in the first build after an install) — ${verdict(cpuCost <= 300)} / ${verdict(workCost <= 300)}; page HTML grows ≤ 5% gzip: /api/createSlice ${percent(growth(PAGE))}, at most ${percent(growth(largest))} — ${verdict(growth(largest) <= 0.05)}.`,
  `The site's cards are not in the pages: one file, fetched by the client (src/client/api-cards.ts) once a page with linked names has loaded, then from the browser's cache: rtk-api-cards.json, ${kb(cardsFile.length)} (${kb(gzipSync(cardsFile, { level: 9 }).length)} gzip).`,
  `The feature's own calls (bench/lib/sample-links-work.ts, ${workRuns} fresh processes): each call the links add to a cold build, on the clock one by one while what the build does either way (parsing, converting, highlighting) runs off it: the reference read from the docs (with its cache key and file), the entries each sample's code job carries, the ${linksMade} linked names found in both versions of every sample with their cards, the highlighter's tokens cut at them, and the cards file. The installed package's export names and the signatures of linked names are kept between builds by package version (src/generator/api/package-cache.ts, in the generator's node_modules/.cache, which a cold build of a site leaves alone); the last column sets that file aside, as the first build after an \`npm install\` finds it. What every build does either way (the generator's version, which the page cache is written under) is off the clock. The larger pages' share of render, write, index and check (+${(((sum(on) / sum(off)) - 1) * 100).toFixed(1)}% gzip HTML) is in the whole builds only. The difference of CPU time within a pair of whole builds ran from ${signed(Math.min(...differences((r) => r.measured.cpuMs)), seconds)} to ${signed(Math.max(...differences((r) => r.measured.cpuMs)), seconds)} in this run: their median settles only over many pairs, and the calls timed alone show a cost that spread hides.`,
  `${pairs} pairs of cold builds (caches deleted, fresh process, NODE_ENV=production, as ./bin/build), in each pair on then off, or off then on (alternating); "off" is RTK_DOCS_SAMPLE_LINKS=off. CPU time is sampled from /proc over the process tree (main thread, compile, code and link workers, esbuild, pagefind); on a loaded machine it moves far less than wall time, and the difference within a pair less than either.`,
  `Load average at the start: ${loadAtStart.map((l) => l.toFixed(1)).join(' ')}; at the end: ${loadavg().map((l) => l.toFixed(1)).join(' ')}.`,
]
process.stdout.write(`\n${timeTable}\n\n${workTable}\n\n${sizeTable}\n\n${notes.join('\n\n')}\n`)
const section = [`## Links in code samples (\`bench/api-links\`)`, '', `${today()} — ${machine()}`, '', timeTable, '', workTable, '', sizeTable, '', ...notes.map((n) => `${n}\n`)].join('\n')
if (!values['no-readme']) await writeReadmeSection('api-links', section)
