/**
 * How the build grows with the site: cold builds (new process, no cache, as ./bin/build runs) of the
 * docs repeated to about 72, 500 and 2,000 pages, and of the real site plus one page of about 5 MB.
 * Prints wall and CPU time, time per page and peak memory; rewrites its section of bench/README.md.
 * Usage: bench/scale [--pages 72,500,2000] [--big-mb 5] [--no-readme]
 */
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { BUILD_NODE_FLAGS, ensureBundle } from '../src/cli/launch.mjs'
import { runMeasured, type Measured } from './lib/proc'
import { BENCH_OUT, machine, mib, REPO_ROOT, seconds, table, today, writeReadmeSection } from './lib/report'
import { copiesFor, realPageCount, writeBigPageSite, writeScaleSite } from './lib/scale-site'

const { values } = parseArgs({ options: { pages: { type: 'string', default: '72,500,2000' }, 'big-mb': { type: 'string', default: '5' }, 'no-readme': { type: 'boolean', default: false } } })
const log = (line: string) => process.stderr.write(`[scale] ${line}\n`)
const OUT = join(BENCH_OUT, 'scale')
const loadAtStart = loadavg()
await mkdir(OUT, { recursive: true })
await ensureBundle('src/cli/build.ts')

async function coldBuild(site: string): Promise<{ measured: Measured; pages: number }> {
  await rm(join(site, '.cache'), { recursive: true, force: true })
  const measured = await runMeasured(process.execPath, [...BUILD_NODE_FLAGS, 'src/cli/launch.mjs', 'src/cli/build.ts', '--root', site, '--out', 'build'], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    timeoutMs: 60 * 60_000,
  })
  if (measured.code !== 0) throw new Error(`build of ${site} failed (exit ${measured.code}):\n${measured.stderr.slice(-3000)}`)
  const pages = Number(/Built (\d+) pages/.exec(measured.stdout)?.[1] ?? Number.NaN)
  return { measured, pages }
}

type Row = { label: string; pages: number; measured: Measured }
const rows: Row[] = []
/** Pages of the real site (no copies). */
const realPages = await realPageCount()
for (const target of values.pages.split(',').map(Number)) {
  const site = join(OUT, `site-${target}`)
  await writeScaleSite(site, await copiesFor(target))
  const { measured, pages } = await coldBuild(site)
  log(`${pages} pages: ${seconds(measured.wallMs)} wall, ${seconds(measured.cpuMs)} cpu, peak ${mib(measured.peakTreeRss)}, load ${loadavg()[0]!.toFixed(1)}`)
  rows.push({ label: `${pages} pages`, pages, measured })
}
const bigBytes = Number(values['big-mb']) * 1024 * 1024
let big: Row | undefined
if (bigBytes > 0) {
  const site = join(OUT, 'site-big-page')
  const size = await writeBigPageSite(site, bigBytes)
  const { measured, pages } = await coldBuild(site)
  log(`real site + one ${mib(size)} page: ${seconds(measured.wallMs)} wall, ${seconds(measured.cpuMs)} cpu, peak ${mib(measured.peakTreeRss)}`)
  big = { label: `${pages - 1} pages + one page of ${mib(size)}`, pages, measured }
}

const first = rows[0]
/** The real site's own cold build (no copies), which the big page's build is compared with. */
const real = rows.find((r) => r.pages === realPages)
const perPage = (r: Row) => r.measured.wallMs / r.pages
const summary = table(
  ['site (cold build)', 'wall', 'CPU (user + sys)', 'wall per page', 'vs. first row', 'peak RSS, tree', 'largest process'],
  [...rows, ...(big ? [big] : [])].map((r) => [
    r.label,
    seconds(r.measured.wallMs),
    seconds(r.measured.cpuMs),
    `${perPage(r).toFixed(0)} ms`,
    first ? `${(perPage(r) / perPage(first)).toFixed(2)}×` : '—',
    mib(r.measured.peakTreeRss),
    mib(r.measured.peakProcessHwm),
  ]),
)
const largest = rows.at(-1)
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED')
const targets = [
  largest && first ? `- time grows no faster than the page count: wall per page at ${largest.pages} pages is ${(perPage(largest) / perPage(first)).toFixed(2)}× that at ${first.pages} — ${verdict(perPage(largest) <= perPage(first) * 1.1)}` : undefined,
  largest ? `- peak RSS ≤ 1 GiB at ${largest.pages} pages: ${mib(largest.measured.peakTreeRss)} — ${verdict(largest.measured.peakTreeRss <= 2 ** 30)}` : undefined,
  big ? `- the big page builds in ≤ 5 s (build time over the real site's, when the real site is a row above): ${real ? `+${seconds(big.measured.wallMs - real.measured.wallMs)} — ${verdict(big.measured.wallMs - real.measured.wallMs <= 5000)}` : '—'}; ≤ 600 MiB: ${mib(big.measured.peakTreeRss)} — ${verdict(big.measured.peakTreeRss <= 600 * 2 ** 20)}` : undefined,
].filter(Boolean)
const notes = [
  'Sites: docs/ plus N copies of it in sub-folders (docs/x1/…, each copy with its own routes, relative links and a folded sidebar category), the site config and custom pages of the real site; the big page is the API reference pages one after another (docs/api/five-megabytes.md) in the real site. Each build is cold: a new process (`node src/cli/launch.mjs src/cli/build.ts`), the site\'s .cache/ deleted.',
  'Peak RSS is sampled every 20 ms from /proc over the process tree; CPU time from the same samples.',
  `Load average at the start: ${loadAtStart.map((l) => l.toFixed(1)).join(' ')}; at the end: ${loadavg().map((l) => l.toFixed(1)).join(' ')} (above ~1.5 other work on the machine makes times noisy).`,
]
process.stdout.write(`\n${summary}\n\nTargets:\n${targets.join('\n')}\n\n${notes.join('\n\n')}\n`)
await writeFile(join(BENCH_OUT, 'scale.json'), JSON.stringify({ date: new Date().toISOString(), machine: machine(), rows, big }, null, 2))
const section = ['## Scale (`bench/scale`)', '', `${today()} — ${machine()}`, '', summary, '', 'Targets:', '', ...targets, '', ...notes.map((n) => `${n}\n`)].join('\n')
if (!values['no-readme']) await writeReadmeSection('scale', section)
