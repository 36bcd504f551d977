/**
 * Lighthouse 12 (mobile defaults: emulated Moto G Power, simulated slow 4G and 4× CPU slowdown) over
 * the built site served on 127.0.0.1, with Debian's chromium: home, /api/createSlice, the longest page
 * (by HTML size), /errors and the not-found page. Median of 3 runs per page. Lighthouse is installed
 * at run time into a temporary folder (not a project dependency). Rewrites its section of bench/README.md.
 * Usage: bench/lighthouse [--runs 3] [--site DIR (audit an existing build, e.g. build)] [--pages home,createSlice,longest,errors,not-found,/a/route]
 *   [--no-block] [--no-readme]. With --pages naming fewer than all pages, bench/README.md is left alone.
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { BUILD_NODE_FLAGS } from '../src/cli/launch.mjs'
import { startStaticServer } from '../src/server/static-server'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/support/chromium'
import { outputStats } from './lib/output'
import { BENCH_OUT, kb, machine, median, millis, REPO_ROOT, table, today, writeReadmeSection } from './lib/report'

const LIGHTHOUSE_VERSION = '12.8.2'
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    site: { type: 'string' },
    dir: { type: 'string', default: join(tmpdir(), 'rtk-bench-lighthouse') },
    'no-block': { type: 'boolean', default: false },
    pages: { type: 'string' },
    'no-readme': { type: 'boolean', default: false },
  },
})
const runs = Math.max(1, Number(values.runs))
const log = (line: string) => process.stderr.write(`[lighthouse] ${line}\n`)
await mkdir(BENCH_OUT, { recursive: true })

// --- Lighthouse, installed on demand into a temporary folder.
const lhDir = values.dir!
const lhCli = join(lhDir, 'node_modules', 'lighthouse', 'cli', 'index.js')
const installedVersion = () => (existsSync(lhCli) ? JSON.parse(execFileSync('node', ['-p', "JSON.stringify(require('lighthouse/package.json'))"], { cwd: lhDir, encoding: 'utf8' })).version : undefined)
if (installedVersion() !== LIGHTHOUSE_VERSION) {
  log(`installing lighthouse@${LIGHTHOUSE_VERSION} into ${lhDir}…`)
  await mkdir(lhDir, { recursive: true })
  await writeFile(join(lhDir, 'package.json'), `${JSON.stringify({ name: 'rtk-docs-lighthouse-bench', private: true, dependencies: { lighthouse: LIGHTHOUSE_VERSION } }, null, 2)}\n`)
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: lhDir, stdio: ['ignore', 2, 2] })
}

// --- The site: a fresh build (into bench/out/, so build/ is left alone) unless --site names one.
let siteDir: string
if (values.site) {
  siteDir = resolve(REPO_ROOT, values.site)
  if (!existsSync(join(siteDir, 'index.html'))) throw new Error(`${siteDir} holds no built site: run ./bin/build first`)
  log(`auditing the existing build in ${siteDir}`)
} else {
  siteDir = join(BENCH_OUT, 'lighthouse-site')
  log('building the site into bench/out/lighthouse-site…')
  execFileSync(process.execPath, [...BUILD_NODE_FLAGS, 'src/cli/launch.mjs', 'src/cli/build.ts', '--out', 'bench/out/lighthouse-site', '--quiet'], { cwd: REPO_ROOT, stdio: ['ignore', 2, 2] })
}
const stats = await outputStats(siteDir)

// --- Serve it on 127.0.0.1 and audit.
const server = await startStaticServer({ root: siteDir, port: 0 })
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
const NOT_FOUND = '/this-page-does-not-exist'
const allPages: Array<{ key: string; label: string; path: string }> = [
  { key: 'home', label: 'home', path: '/' },
  { key: 'createSlice', label: 'createSlice', path: '/api/createSlice' },
  { key: 'longest', label: 'longest ⁴', path: stats.largest.route },
  { key: 'errors', label: 'errors', path: '/errors' },
  { key: 'not-found', label: 'not found', path: NOT_FOUND },
]
const chosen = values.pages?.split(',').map((key) => key.trim())
// A route (`/blog/welcome`) is audited as it is: other sites (--site) have other pages.
for (const key of chosen ?? []) if (!key.startsWith('/') && !allPages.some((p) => p.key === key)) throw new Error(`--pages: unknown page '${key}' (known: ${allPages.map((p) => p.key).join(', ')}, or a route such as /docs/intro)`)
const pages = chosen ? chosen.map((key) => allPages.find((p) => p.key === key) ?? { key, label: key, path: key }) : allPages
const partial = pages.length < allPages.length

interface Run {
  scores: Record<string, number | null>
  lcp: number
  tbt: number
  cls: number
  bytes: number
  failing: string[]
  warnings: string[]
  error?: string
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const tmp = join(BENCH_OUT, 'lighthouse')
await rm(tmp, { recursive: true, force: true })
await mkdir(tmp, { recursive: true })

function lighthouse(url: string, outFile: string): Promise<number | null> {
  const args = [lhCli, url, '--output=json', `--output-path=${outFile}`, '--quiet', `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`, `--only-categories=${CATEGORIES.join(',')}`]
  // No internet here: third-party requests (the analytics script) are blocked the way Lighthouse
  // documents, so they neither hang nor log a DNS error; the only local origin is plain http.
  if (!values['no-block']) args.push('--blocked-url-patterns=https://*')
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { cwd: lhDir, env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'inherit'] })
    child.on('close', done)
  })
}

async function audit(path: string, n: number): Promise<Run> {
  const outFile = join(tmp, `${path.replace(/[^a-zA-Z0-9]+/g, '_') || 'home'}-${n}.json`)
  await lighthouse(origin + path, outFile)
  const report = JSON.parse(await readFile(outFile, 'utf8'))
  const num = (id: string) => (report.audits[id]?.numericValue as number | undefined) ?? Number.NaN
  // Audits that cost points: weighted in a category and scored below 1.
  const weighted = new Set(CATEGORIES.flatMap((c) => (report.categories[c]?.auditRefs ?? []).filter((r: { weight: number }) => r.weight > 0).map((r: { id: string }) => r.id)))
  const failing = [...weighted].filter((id) => {
    const score = report.audits[id]?.score as number | null | undefined
    return typeof score === 'number' && score < 1
  })
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, report.categories[c]?.score ?? null])),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    bytes: num('total-byte-weight'),
    failing,
    warnings: report.runWarnings ?? [],
    error: report.runtimeError?.code,
  }
}

const results: Array<{ label: string; path: string; audited: string; runs: Run[] }> = []
try {
  for (const page of pages) {
    let audited = page.path
    const all: Run[] = []
    for (let i = 1; i <= runs; i++) {
      log(`${page.label}: run ${i}/${runs}`)
      let run = await audit(audited, i)
      if (run.error === 'ERRORED_DOCUMENT_REQUEST' && page.path === NOT_FOUND) {
        // Lighthouse refuses to score a page answered with status 404: audit the same document at /404.html (status 200).
        log(`  Lighthouse will not score a 404 response; auditing the same page as /404.html`)
        audited = '/404.html'
        run = await audit(audited, i)
      }
      if (run.error) throw new Error(`Lighthouse failed on ${audited}: ${run.error}`)
      all.push(run)
    }
    results.push({ label: page.label, path: page.path, audited, runs: all })
  }
} finally {
  await new Promise((done) => server.close(done))
}

// --- Report
const pct = (s: number) => (Number.isFinite(s) ? String(Math.round(s * 100)) : '—')
const rows = results.map(({ label, path, audited, runs: r }) => {
  const m = (f: (x: Run) => number) => median(r.map(f))
  return [
    `${label}${audited !== path ? ' ³' : ''}`,
    ...CATEGORIES.map((c) => pct(m((x) => x.scores[c] ?? Number.NaN))),
    millis(m((x) => x.lcp)),
    millis(m((x) => x.tbt)),
    m((x) => x.cls).toFixed(3),
    kb(m((x) => x.bytes)),
  ]
})
const figures = table(['page', 'Perf', 'A11y', 'Best pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'bytes'], rows)
const all100 = results.every((p) => p.runs.every((r) => CATEGORIES.every((c) => r.scores[c] === 1)))
const maxTbt = Math.max(...results.map((p) => median(p.runs.map((r) => r.tbt))))
const maxCls = Math.max(...results.map((p) => median(p.runs.map((r) => r.cls))))
const failingPages = new Map<string, Set<string>>()
for (const p of results) for (const r of p.runs) for (const id of r.failing) failingPages.set(id, (failingPages.get(id) ?? new Set()).add(p.label.replace(/ [⁴³]$/, '')))
const failing = [...failingPages].map(([id, labels]) => `${id} (${[...labels].join(', ')})`)
const warnings = [...new Set(results.flatMap((p) => p.runs.flatMap((r) => r.warnings)))]
const check = (ok: boolean) => (ok ? 'met' : 'MISSED')
const targets = [
  `- 100 in all four categories on every page and run: ${check(all100)}`,
  `- TBT 0 ms: worst page median ${millis(maxTbt)} — ${check(maxTbt === 0)}`,
  `- CLS 0: worst page median ${maxCls.toFixed(3)} — ${check(maxCls === 0)}`,
].join('\n')
const notes = [
  `Lighthouse ${installedVersion()} CLI, mobile defaults (simulated throttling), Debian chromium with the flags of test/support/chromium.ts; medians of ${runs} runs per page; bytes = total-byte-weight (transfer size: the local server gzips text responses, as production hosts do).`,
  values['no-block'] ? 'Third-party requests not blocked (they fail: no internet here).' : 'Third-party requests (https://*, i.e. the analytics script) blocked with --blocked-url-patterns: there is no internet here, and a failed DNS lookup would be logged as a console error.',
  `³ Lighthouse refuses to score a document answered with status 404 (ERRORED_DOCUMENT_REQUEST), so the not-found page (what ${NOT_FOUND} returns) is audited at /404.html, the same file answered with 200.`,
  `⁴ longest page by HTML size: ${stats.largest.route} (${kb(stats.largest.bytes)} of HTML).`,
  failing.length ? `Weighted audits below 1 (in any run): ${failing.join('; ')}.` : 'No weighted audit below 1.',
  warnings.length ? `Lighthouse warnings: ${warnings.map((w) => w.replace(/\s+/g, ' ').replace(/ Learn more.*$/, '')).join(' / ')}` : '',
  `Site: ${values.site ?? 'fresh build into bench/out/lighthouse-site'} (${stats.routes} pages). Load average at the end: ${loadavg().map((l) => l.toFixed(1)).join(' ')}.`,
].filter(Boolean)

process.stdout.write(`\n${figures}\n\n${targets}\n\n${notes.join('\n\n')}\n`)
await writeFile(join(BENCH_OUT, 'lighthouse.json'), JSON.stringify({ date: new Date().toISOString(), machine: machine(), results }, null, 2))
const section = [`## Lighthouse (\`bench/lighthouse\`)`, '', `${today()} — ${machine()}`, '', figures, '', 'Targets:', '', targets, '', ...notes.map((n) => `${n}\n`)].join('\n')
if (values['no-readme'] || partial) log(`bench/README.md left alone${partial ? ' (not every page audited)' : ''}`)
else await writeReadmeSection('lighthouse', section)
