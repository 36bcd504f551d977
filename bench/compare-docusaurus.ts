/**
 * Our generator against Docusaurus 3.6.3 on the same docs/ and sidebars.ts: build time (cold and
 * warm), peak memory, pages, output size, and what `/` and `/api/createSlice` cost a reader on first
 * view. Runs alternate between the two tools; figures are medians. Rewrites its section of
 * bench/README.md. Usage: bench/compare-docusaurus [--runs 3] [--dir TMP] [--fresh] [--no-readme]
 *
 * `--site DIR`: the same comparison on one Docusaurus site folder (the one holding docusaurus.config.*),
 * built as it is by both tools from a copy; pages weighed: `/` and the site's first doc. Prints the
 * table and writes bench/out/compare-docusaurus-site.json; bench/README.md is left alone.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { buildDocusaurus, copySite, DEFAULT_DIR, DOCUSAURUS_VERSION, failingDocs, installDocusaurus, installedVersions, prepareSite, type Prepared } from './lib/docusaurus'
import { firstDocRoute, outputStats } from './lib/output'
import { measurePage, withSite, type PageWeight } from './lib/page-weight'
import { BUILD_NODE_FLAGS, ensureBundle } from '../src/cli/launch.mjs'
import { runMeasured, type Measured } from './lib/proc'
import { BENCH_OUT, kb, machine, median, mib, ratio, REPO_ROOT, seconds, table, today, writeReadmeSection } from './lib/report'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    dir: { type: 'string', default: DEFAULT_DIR },
    fresh: { type: 'boolean', default: false },
    'no-readme': { type: 'boolean', default: false },
    site: { type: 'string' },
  },
})
const runs = Math.max(1, Number(values.runs))
const dir = values.dir!
const log = (line: string) => process.stderr.write(`[compare] ${line}\n`)
const siteMode = values.site !== undefined
const OUR_OUT = siteMode ? 'build-rtk' : 'bench/out/site'
const logFile = join(BENCH_OUT, siteMode ? 'compare-docusaurus-site.log' : 'compare-docusaurus.log')

await mkdir(BENCH_OUT, { recursive: true })
// Our build runs from a bundle made once per source change (src/cli/launch.mjs): made now, outside the timed runs.
await ensureBundle('bench/lib/our-build-child.ts')
await writeFile(logFile, `compare-docusaurus ${new Date().toISOString()}\n`)
if (values.fresh) await rm(dir, { recursive: true, force: true })
await installDocusaurus(dir, log)
const versions = installedVersions(dir)
log(versions)
// Site mode: both tools build a copy of the given site; otherwise ours builds this repository and
// Docusaurus a site made from the same docs (prepareSite, below).
const site = siteMode ? await copySite(resolve(values.site!), dir) : undefined
if (site) log(`site copied to ${site.root}${site.ownModules ? ' (its own node_modules linked)' : ` (using the Docusaurus installed in ${dir})`}`)
const OUR_ROOT = site?.root ?? REPO_ROOT
const DOCU_ROOT = site?.root ?? dir

// --- our build: a fresh process per build. Cold: its caches (code, pages) deleted first. Warm: a new
// process reusing that cache (as Docusaurus's second build reuses its own), then a second build() in it.
interface OurRun {
  measured: Measured
  runs: Array<{ ms: number; pages: number; timings: Array<[string, number]>; cacheBytes?: number }>
}
async function ourBuild(inProcessRuns: number, cold: boolean): Promise<OurRun> {
  const args = [...BUILD_NODE_FLAGS, 'src/cli/launch.mjs', 'bench/lib/our-build-child.ts', '--root', OUR_ROOT, '--out', OUR_OUT, '--runs', String(inProcessRuns), ...(cold ? ['--cold'] : [])]
  const measured = await runMeasured(process.execPath, args, {
    cwd: REPO_ROOT,
    // In production mode, as ./bin/build runs it (and as the Docusaurus build runs, bench/lib/docusaurus.ts).
    env: { ...process.env, NODE_ENV: 'production' },
    timeoutMs: 15 * 60_000,
    logFile,
  })
  if (measured.code !== 0) throw new Error(`our build failed (exit ${measured.code}):\n${measured.stderr.slice(-3000)}`)
  return { measured, runs: measured.stdout.trim().split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l)) }
}

// --- Docusaurus: pages it cannot build are skipped from its copy (reported), never edited.
const skipped = new Set<string>()
let prepared: Prepared = { docs: 0, droppedFromSidebar: [], injected: [], fileByRoute: new Map() }
if (!site) {
  prepared = await prepareSite(dir, skipped)
  log(`Docusaurus copy: ${prepared.docs} docs; Tabs imports injected into ${prepared.injected.join(', ') || 'none'}`)
  if (prepared.droppedFromSidebar.length > 0) log(`sidebar ids with no doc (dropped from its sidebar): ${prepared.droppedFromSidebar.join(', ')}`)
}

async function docusaurusBuild(cold: boolean): Promise<Measured> {
  for (let attempt = 1; ; attempt++) {
    const measured = await buildDocusaurus(DOCU_ROOT, cold, logFile, dir)
    if (measured.code === 0) return measured
    if (site) {
      // A site is built as it is: nothing is skipped or edited.
      throw new Error(`Docusaurus could not build ${values.site} (exit ${measured.code}; see ${logFile}). Are its packages installed (npm install in the site)?\n${(measured.stderr || measured.stdout).slice(-3000)}`)
    }
    const failing = failingDocs(measured.stdout + measured.stderr, dir, prepared.fileByRoute).filter((f) => !skipped.has(f))
    if (failing.length === 0 || attempt > 8) {
      throw new Error(`docusaurus build failed (exit ${measured.code}), see ${logFile}:\n${(measured.stderr || measured.stdout).slice(-3000)}`)
    }
    log(`Docusaurus cannot build ${failing.join(', ')}: skipping in its copy and building again (this attempt is not counted)`)
    failing.forEach((f) => skipped.add(f))
    prepared = await prepareSite(dir, skipped)
    cold = true
  }
}

/** Wall time of a warm process's first build: the whole process minus its second, in-process build. */
const warmWall = (s: OurRun) => s.measured.wallMs - s.runs[1]!.ms

const samples = { dCold: [] as Measured[], dWarm: [] as Measured[], oCold: [] as OurRun[], oWarm: [] as OurRun[] }
for (let i = 1; i <= runs; i++) {
  log(`run ${i}/${runs}: Docusaurus cold…`)
  samples.dCold.push(await docusaurusBuild(true))
  log(`  ${seconds(samples.dCold.at(-1)!.wallMs)}, peak ${mib(samples.dCold.at(-1)!.peakTreeRss)}; ours cold…`)
  samples.oCold.push(await ourBuild(1, true))
  log(`  ${seconds(samples.oCold.at(-1)!.measured.wallMs)}, peak ${mib(samples.oCold.at(-1)!.measured.peakTreeRss)}; Docusaurus warm…`)
  samples.dWarm.push(await docusaurusBuild(false))
  log(`  ${seconds(samples.dWarm.at(-1)!.wallMs)}; ours warm…`)
  samples.oWarm.push(await ourBuild(2, false))
  log(`  ${seconds(warmWall(samples.oWarm.at(-1)!))} (second build in the same process: ${seconds(samples.oWarm.at(-1)!.runs[1]!.ms)})`)
}

const ourStats = await outputStats(join(OUR_ROOT, OUR_OUT))
const docStats = await outputStats(join(DOCU_ROOT, 'build'))
const PAGES = site ? ['/', await firstDocRoute(join(OUR_ROOT, OUR_OUT))] : ['/', '/api/createSlice']

async function weigh(root: string): Promise<Map<string, PageWeight>> {
  return withSite(root, async (origin, browser) => {
    const out = new Map<string, PageWeight>()
    for (const path of PAGES) {
      const all: PageWeight[] = []
      for (let i = 0; i < runs; i++) all.push(await measurePage(browser, origin, path))
      const pick = (f: (w: PageWeight) => number) => median(all.map(f))
      const w = all[0]!
      const m = (k: 'html' | 'js' | 'css' | 'other' | 'prefetch') => ({ raw: pick((x) => x[k].raw), gzip: pick((x) => x[k].gzip), count: pick((x) => x[k].count) })
      out.set(path, { ...w, html: m('html'), js: m('js'), css: m('css'), other: m('other'), prefetch: m('prefetch') })
    }
    return out
  })
}
log('weighing pages in Chromium…')
const ourPages = await weigh(join(OUR_ROOT, OUR_OUT))
const docPages = await weigh(join(DOCU_ROOT, 'build'))

// --- figures
const ours = {
  cold: median(samples.oCold.map((s) => s.measured.wallMs)),
  coldInProcess: median(samples.oCold.map((s) => s.runs[0]!.ms)),
  warm: median(samples.oWarm.map(warmWall)),
  warmInProcess: median(samples.oWarm.map((s) => s.runs[1]!.ms)),
  mem: median(samples.oCold.map((s) => s.measured.peakTreeRss)),
  memOne: median(samples.oCold.map((s) => s.measured.peakProcessHwm)),
}
const docu = {
  cold: median(samples.dCold.map((s) => s.wallMs)),
  warm: median(samples.dWarm.map((s) => s.wallMs)),
  mem: median(samples.dCold.map((s) => s.peakTreeRss)),
  memWarm: median(samples.dWarm.map((s) => s.peakTreeRss)),
  memOne: median(samples.dCold.map((s) => s.peakProcessHwm)),
}
// Each run builds with both tools back to back, so a run's ratio is taken under the same machine load.
const paired = {
  cold: median(samples.dCold.map((d, i) => d.wallMs / samples.oCold[i]!.measured.wallMs)),
}
const rows: string[][] = [
  ['cold build (wall, fresh process)', seconds(ours.cold), seconds(docu.cold), ratio(docu.cold, ours.cold)],
  ['cold build, median of per-run ratios ³', '', '', `${paired.cold.toFixed(2)}×`],
  ['warm build (wall, new process, caches kept)', `${seconds(ours.warm)} ¹`, `${seconds(docu.warm)} ²`, ratio(docu.warm, ours.warm)],
  ['ours: second build() in the same process', seconds(ours.warmInProcess), '—', ratio(docu.warm, ours.warmInProcess)],
  ['peak RSS, cold build (process tree)', mib(ours.mem), mib(docu.mem), ratio(docu.mem, ours.mem)],
  ['peak RSS, largest single process', mib(ours.memOne), mib(docu.memOne), ratio(docu.memOne, ours.memOne)],
  ['pages emitted (HTML routes)', String(ourStats.routes), String(docStats.routes), ratio(docStats.routes, ourStats.routes)],
  ['total output', kb(ourStats.bytes), kb(docStats.bytes), ratio(docStats.bytes, ourStats.bytes)],
]
const gz = (w: { raw: number; gzip: number }) => `${kb(w.raw)} / ${kb(w.gzip)}`
for (const path of PAGES) {
  const o = ourPages.get(path)!
  const d = docPages.get(path)!
  rows.push(
    [`${path} HTML (raw / gzip)`, gz(o.html), gz(d.html), ratio(d.html.gzip, o.html.gzip)],
    [`${path} JS on first view (raw / gzip)`, `${gz(o.js)} (${o.js.count})`, `${gz(d.js)} (${d.js.count})`, ratio(d.js.gzip, o.js.gzip)],
    [`${path} CSS (raw / gzip)`, `${gz(o.css)} (${o.css.count})`, `${gz(d.css)} (${d.css.count})`, ratio(d.css.gzip, o.css.gzip)],
    [`${path} prefetched after load (raw)`, `${kb(o.prefetch.raw)} (${o.prefetch.count})`, `${kb(d.prefetch.raw)} (${d.prefetch.count})`, ratio(d.prefetch.raw, o.prefetch.raw)],
  )
}
const figures = table(['', 'ours', `Docusaurus ${DOCUSAURUS_VERSION}`, 'Docusaurus ÷ ours'], rows)

const check = (ok: boolean) => (ok ? 'met' : 'MISSED')
const coldRatio = docu.cold / ours.cold
const memRatio = docu.mem / ours.mem
const maxJs = Math.max(...PAGES.map((p) => ourPages.get(p)!.js.gzip))
const maxCss = Math.max(...PAGES.map((p) => ourPages.get(p)!.css.gzip))
const targets = [
  `- cold build ≥ 10× faster than Docusaurus: ${coldRatio.toFixed(1)}× (per-run ratios: ${samples.dCold.map((d, i) => (d.wallMs / samples.oCold[i]!.measured.wallMs).toFixed(1)).join(', ')}) — ${check(coldRatio >= 10)}`,
  `- peak memory ≥ 3× lower: ${memRatio.toFixed(1)}× — ${check(memRatio >= 3)}`,
  `- first-view JS ≤ 12 KB gzip: ${kb(maxJs)} — ${check(maxJs <= 12 * 1024)}`,
  `- CSS ≤ 15 KB gzip: ${kb(maxCss)} — ${check(maxCss <= 15 * 1024)}`,
].join('\n')

const notes = [
  `¹ ours: a new process reusing the caches of highlighted code, compiled and rendered pages (.cache/rtk-docs/ in the site) left by the cold build; its wall time is the process's minus the second, in-process build it then runs; cache size found by each warm run: ${samples.oWarm.map((s) => kb(s.runs[0]!.cacheBytes ?? Number.NaN)).join(', ')}. ² Docusaurus: a second \`docusaurus build\` with .docusaurus/ and webpack's cache in node_modules/.cache/ kept.`,
  `³ Each run builds cold with Docusaurus then with ours back to back; the median of those per-run ratios is less sensitive to load that changes between runs than the ratio of medians.`,
  `Cold = caches removed (Docusaurus: .docusaurus/ and node_modules/.cache/; ours: .cache/rtk-docs/) and a fresh process (\`node src/cli/launch.mjs\`, as ./bin/build runs it, startup included). Peak RSS: the sum over the process tree sampled every 20 ms from /proc (workers and esbuild's service included); the single-process line is the kernel's VmHWM.`,
  `Our build includes the Pagefind search index, Markdown twins and link checking; Docusaurus has no search here. Page bytes: Chromium (playwright-core) against a local static server, other hosts blocked (our page's analytics script: ${ourPages.get('/')!.blocked.length} request blocked), first view = everything requested until the network is idle, speculative prefetch counted apart; gzip is level 9 per response; (n) = number of files.`,
  site
    ? `Site: ${values.site}, built as it is by both tools from a copy (${site.ownModules ? 'its own node_modules' : `Docusaurus installed in ${dir}`}); ${versions}.`
    : `Docusaurus setup: ${versions}; docs copied from docs/ (${prepared.docs} files)` +
    (prepared.injected.length ? `, Tabs/TabItem imports injected into ${prepared.injected.join(', ')}` : '') +
    (skipped.size ? `; pages Docusaurus could not build, skipped: ${[...skipped].join(', ')}` : '; no page skipped') +
    (prepared.droppedFromSidebar.length ? `; sidebar ids with no doc dropped: ${prepared.droppedFromSidebar.join(', ')}` : '') +
    '.',
  `Medians of ${runs} alternating runs. Load average at the end: ${loadavg().map((l) => l.toFixed(1)).join(' ')} (other work on the machine makes times noisy).`,
]

const section = [`## Docusaurus comparison (\`bench/compare-docusaurus\`)`, '', `${today()} — ${machine()}`, '', figures, '', 'Targets:', '', targets, '', ...notes.map((n) => `${n}\n`)].join('\n')
process.stdout.write(`\n${figures}\n\n${targets}\n\n${notes.join('\n\n')}\n`)
await writeFile(
  join(BENCH_OUT, site ? 'compare-docusaurus-site.json' : 'compare-docusaurus.json'),
  JSON.stringify({ date: new Date().toISOString(), machine: machine(), versions, skipped: [...skipped], ours, docu, ourStats, docStats, ourPages: Object.fromEntries(ourPages), docPages: Object.fromEntries(docPages), samples }, null, 2),
)
if (!values['no-readme'] && !site) await writeReadmeSection('compare-docusaurus', section)
