/** Medians, number formatting, Markdown tables, the machine's description and bench/README.md sections. */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { cpus, release, totalmem } from 'node:os'
import { join, resolve } from 'node:path'

export const REPO_ROOT = resolve(import.meta.dirname, '../..')
export const BENCH_OUT = join(REPO_ROOT, 'bench', 'out')

export function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '—')
export const millis = (ms: number) => (Number.isFinite(ms) ? `${ms.toFixed(0)} ms` : '—')
export const mib = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1024 / 1024).toFixed(0)} MiB` : '—')

export function kb(bytes: number): string {
  if (!Number.isFinite(bytes)) return '—'
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(2)} MiB`
  return `${(bytes / 1024).toFixed(1)} KB`
}

/** `a / b` as "12.3×", for "how many times better". */
export function ratio(a: number, b: number): string {
  if (!Number.isFinite(a) || !Number.isFinite(b) || b === 0) return '—'
  const r = a / b
  return `${r >= 10 ? r.toFixed(1) : r.toFixed(2)}×`
}

export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`
  const rule = `| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`
  return [line(header), rule, ...rows.map(line)].join('\n')
}

function tryRun(cmd: string, args: string[]): string | undefined {
  try {
    return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return undefined
  }
}

export function machine(): string {
  const cpu = cpus()
  const chromium = existsSync('/usr/bin/chromium') ? tryRun('/usr/bin/chromium', ['--version'])?.split('\n').pop() : undefined
  return [
    `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}`,
    `${(totalmem() / 1024 ** 3).toFixed(0)} GiB RAM`,
    `Linux ${release()}`,
    `Node ${process.version}`,
    chromium,
  ]
    .filter(Boolean)
    .join(', ')
}

export const today = () => new Date().toISOString().slice(0, 10)

/** Replaces the text between `<!-- bench:NAME:start -->` and `<!-- bench:NAME:end -->` in bench/README.md. */
export async function writeReadmeSection(name: string, body: string): Promise<void> {
  const file = join(REPO_ROOT, 'bench', 'README.md')
  const start = `<!-- bench:${name}:start -->`
  const end = `<!-- bench:${name}:end -->`
  const text = existsSync(file) ? await readFile(file, 'utf8') : '# Benchmarks\n'
  const block = `${start}\n${body.trim()}\n${end}`
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  const next = from >= 0 && to > from ? text.slice(0, from) + block + text.slice(to + end.length) : `${text.trimEnd()}\n\n${block}\n`
  await writeFile(file, next)
}
