/**
 * The floor of a cold build on this machine: the CPU time of each piece of work a build cannot skip,
 * each done alone in a fresh process with nothing cached (bench/lib/floor-part.ts), beside a whole cold
 * build measured in the same run. Every piece is a package the project chose doing its own job: MDX
 * (parse, then compile to JavaScript), the code samples (shiki, TypeScript, sucrase: the build's own
 * code job), pagefind and linkinator. Their sum over the two cores is the least wall time any pipeline
 * of these packages can take, before rendering, writing and starting threads.
 * Each piece runs --runs times as it is and as often with --prepare-only (reading its input, loading
 * its modules); its cost is the median difference in CPU time of the process tree.
 * Usage: bench/floor [--runs 3] [--no-readme]
 */
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { BUILD_NODE_FLAGS, ensureBundle } from '../src/cli/launch.mjs'
import { runMeasured } from './lib/proc'
import { machine, median, REPO_ROOT, seconds, table, today, writeReadmeSection } from './lib/report'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, 'no-readme': { type: 'boolean', default: false } } })
const runs = Math.max(1, Number(values.runs))
const log = (line: string) => process.stderr.write(`[floor] ${line}\n`)
const loadAtStart = loadavg()
const env = { ...process.env, NODE_ENV: 'production' }
/** The cold builds' output, which the index and check pieces read (build/ is left alone). */
const SITE = 'bench/out/floor-site'
await Promise.all([ensureBundle('bench/lib/floor-part.ts'), ensureBundle('bench/lib/our-build-child.ts')])

const PARTS = [
  { name: 'parse', what: 'MDX parse of every doc (syntax only)' },
  { name: 'compile', what: 'MDX compile of every doc to JavaScript (parse included, no plugin of ours)' },
  { name: 'code', what: 'code samples: highlighting, TypeScript → JavaScript (the code job)' },
  { name: 'index', what: 'pagefind over the built pages' },
  { name: 'check', what: "linkinator's crawl of the built site" },
] as const

/** One fresh process doing `part` (or only preparing it); its tree's CPU time and its own count and wall time of the work. */
async function runPart(part: string, prepareOnly: boolean): Promise<{ cpuMs: number; items: number; ms: number }> {
  const args = [...BUILD_NODE_FLAGS, 'src/cli/launch.mjs', 'bench/lib/floor-part.ts', part, '--root', REPO_ROOT, '--site', SITE, ...(prepareOnly ? ['--prepare-only'] : [])]
  const measured = await runMeasured(process.execPath, args, { cwd: REPO_ROOT, env, timeoutMs: 10 * 60_000 })
  if (measured.code !== 0) throw new Error(`floor part ${part} failed (exit ${measured.code}):\n${measured.stderr.slice(-3000)}`)
  const { items, ms } = JSON.parse(measured.stdout.trim().split('\n').at(-1)!) as { items: number; ms: number }
  return { cpuMs: measured.cpuMs, items, ms }
}

/** A whole cold build (caches deleted) in a fresh process, as ./bin/build runs it; it also makes the site the index and check parts read. */
async function coldBuild(): Promise<{ cpuMs: number; wallMs: number }> {
  const args = [...BUILD_NODE_FLAGS, 'src/cli/launch.mjs', 'bench/lib/our-build-child.ts', '--root', REPO_ROOT, '--out', SITE, '--cold']
  const measured = await runMeasured(process.execPath, args, { cwd: REPO_ROOT, env, timeoutMs: 15 * 60_000 })
  if (measured.code !== 0) throw new Error(`the cold build failed (exit ${measured.code}):\n${measured.stderr.slice(-3000)}`)
  return { cpuMs: measured.cpuMs, wallMs: measured.wallMs }
}

const builds: Array<{ cpuMs: number; wallMs: number }> = []
const costs = new Map<string, { cpu: number[]; ms: number[]; items: number }>(PARTS.map((p) => [p.name, { cpu: [], ms: [], items: 0 }]))
for (let run = 1; run <= runs; run++) {
  builds.push(await coldBuild())
  log(`run ${run}/${runs}: cold build ${seconds(builds.at(-1)!.wallMs)} wall, ${seconds(builds.at(-1)!.cpuMs)} CPU, load ${loadavg()[0]!.toFixed(1)}`)
  for (const { name } of PARTS) {
    // Alternated, so that whatever drifts during the run favours neither.
    const measured = new Map<boolean, Awaited<ReturnType<typeof runPart>>>()
    for (const prepareOnly of run % 2 === 1 ? [false, true] : [true, false]) measured.set(prepareOnly, await runPart(name, prepareOnly))
    const [full, prepared] = [measured.get(false)!, measured.get(true)!]
    const cost = costs.get(name)!
    cost.cpu.push(full.cpuMs - prepared.cpuMs)
    cost.ms.push(full.ms)
    cost.items = full.items
    log(`  ${name}: ${seconds(full.cpuMs - prepared.cpuMs)} CPU`)
  }
}

const cpuOf = (name: string) => median(costs.get(name)!.cpu)
// `compile` includes `parse`: the sum counts compile, code, index and check.
const summed = ['compile', 'code', 'index', 'check']
const total = summed.reduce((sum, name) => sum + cpuOf(name), 0)
const longest = Math.max(...summed.map(cpuOf))
const floor = Math.max(total / 2, longest)
const build = { cpuMs: median(builds.map((b) => b.cpuMs)), wallMs: median(builds.map((b) => b.wallMs)) }
const rows = PARTS.map(({ name, what }) => [`${name}: ${what}`, String(costs.get(name)!.items), seconds(cpuOf(name)), seconds(median(costs.get(name)!.ms))])
const partsTable = table(['piece of work, alone in a fresh process', 'items', 'CPU (tree)', 'wall'], [
  ...rows,
  ['sum of compile, code, index and check', '', seconds(total), ''],
  ['**floor on 2 cores**: the sum over two cores, or the longest piece if larger', '', '', `**${seconds(floor)}**`],
  ['a whole cold build (bench/lib/our-build-child.ts --cold)', '', seconds(build.cpuMs), seconds(build.wallMs)],
])
const notes = [
  `The cold build takes ${(build.wallMs / floor).toFixed(2)}× the floor's wall time and ${(build.cpuMs / total).toFixed(2)}× its CPU time; what it adds is rendering and writing 72 pages and their Markdown twins, the client assets, the page modules' import, the workers' start-up and JIT warm-up of each thread.`,
  `Medians of ${runs} runs; each piece's CPU is its process tree's (pagefind's own process included) minus that of the same process run with --prepare-only (input read, modules loaded). Node runs with the build's flags (BUILD_NODE_FLAGS), NODE_ENV=production.`,
  `Load average at the start: ${loadAtStart.map((l) => l.toFixed(1)).join(' ')}; at the end: ${loadavg().map((l) => l.toFixed(1)).join(' ')} (above ~1.5 other work on the machine makes times noisy).`,
]
process.stdout.write(`\n${partsTable}\n\n${notes.join('\n\n')}\n`)
if (!values['no-readme']) await writeReadmeSection('floor', [`## The floor of a cold build (\`bench/floor\`)`, '', `${today()} — ${machine()}`, '', partsTable, '', ...notes.map((n) => `${n}\n`)].join('\n'))
