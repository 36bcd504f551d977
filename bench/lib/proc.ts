/**
 * Runs a command and measures it from the outside: wall time, and memory read from /proc every
 * 20 ms — the summed RSS of the whole process tree (webpack's and terser's workers, esbuild's service
 * process…) and the largest single-process high-water mark (VmHWM, exact, kept by the kernel).
 */
import { spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { readFile, readdir } from 'node:fs/promises'

export interface Measured {
  code: number | null
  signal: NodeJS.Signals | null
  wallMs: number
  /** Peak of the sampled sum of VmRSS over the process and all its descendants, in bytes. */
  peakTreeRss: number
  /** Largest VmHWM of any single process of the tree, in bytes. */
  peakProcessHwm: number
  /**
   * User + system CPU time of the tree in ms: per process (all its threads) the last sample of
   * /proc/PID/stat, summed; processes that live less than one sampling interval are missed.
   */
  cpuMs: number
  stdout: string
  stderr: string
}

export interface RunOptions {
  cwd: string
  env?: NodeJS.ProcessEnv
  timeoutMs?: number
  /** Appends the command's output to this file as well. */
  logFile?: string
  sampleEveryMs?: number
}

async function statusKb(pid: number): Promise<{ rss: number; hwm: number } | undefined> {
  try {
    const text = await readFile(`/proc/${pid}/status`, 'utf8')
    const rss = /^VmRSS:\s+(\d+)/m.exec(text)
    const hwm = /^VmHWM:\s+(\d+)/m.exec(text)
    return { rss: rss ? Number(rss[1]) : 0, hwm: hwm ? Number(hwm[1]) : 0 }
  } catch {
    return undefined
  }
}

const TICKS_PER_SECOND = 100

/** utime + stime of a process (every thread) in ms, from /proc/PID/stat. */
async function cpuMsOf(pid: number): Promise<number | undefined> {
  try {
    const text = await readFile(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name (which may hold spaces) start at field 3; utime and stime are 14 and 15.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
  } catch {
    return undefined
  }
}

async function childrenOf(pid: number): Promise<number[]> {
  try {
    const tasks = await readdir(`/proc/${pid}/task`)
    const lists = await Promise.all(tasks.map((t) => readFile(`/proc/${pid}/task/${t}/children`, 'utf8').catch(() => '')))
    return lists.flatMap((l) => l.split(/\s+/).filter(Boolean).map(Number))
  } catch {
    return []
  }
}

async function treeOf(root: number): Promise<number[]> {
  const all: number[] = []
  let frontier = [root]
  while (frontier.length > 0) {
    all.push(...frontier)
    frontier = (await Promise.all(frontier.map(childrenOf))).flat()
  }
  return all
}

export function runMeasured(command: string, args: string[], options: RunOptions): Promise<Measured> {
  return new Promise((resolveRun, rejectRun) => {
    const start = performance.now()
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    const log = options.logFile ? createWriteStream(options.logFile, { flags: 'a' }) : undefined
    log?.write(`\n$ ${command} ${args.join(' ')}   (in ${options.cwd})\n`)
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      log?.write(chunk)
    })
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
      log?.write(chunk)
    })
    let peakTreeRss = 0
    const hwmByPid = new Map<number, number>()
    const cpuByPid = new Map<number, number>()
    let sampling = false
    const sample = async () => {
      if (sampling || child.pid === undefined) return
      sampling = true
      try {
        const pids = await treeOf(child.pid)
        const [stats, cpu] = await Promise.all([Promise.all(pids.map(statusKb)), Promise.all(pids.map(cpuMsOf))])
        cpu.forEach((ms, i) => ms !== undefined && cpuByPid.set(pids[i]!, ms))
        let sum = 0
        stats.forEach((s, i) => {
          if (!s) return
          const pid = pids[i]!
          sum += s.rss
          hwmByPid.set(pid, Math.max(hwmByPid.get(pid) ?? 0, s.hwm))
        })
        peakTreeRss = Math.max(peakTreeRss, sum * 1024)
      } finally {
        sampling = false
      }
    }
    const timer = setInterval(() => void sample(), options.sampleEveryMs ?? 20)
    void sample()
    const timeout = options.timeoutMs
      ? setTimeout(() => {
          stderr += `\n[bench] timed out after ${options.timeoutMs} ms; killing the process group\n`
          if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL')
        }, options.timeoutMs)
      : undefined
    child.on('error', (error) => {
      clearInterval(timer)
      if (timeout) clearTimeout(timeout)
      rejectRun(error)
    })
    child.on('close', (code, signal) => {
      const wallMs = performance.now() - start
      clearInterval(timer)
      if (timeout) clearTimeout(timeout)
      log?.end()
      const peakProcessHwm = Math.max(0, ...hwmByPid.values()) * 1024
      const cpuMs = [...cpuByPid.values()].reduce((sum, ms) => sum + ms, 0)
      resolveRun({ code, signal, wallMs, peakTreeRss, peakProcessHwm, cpuMs, stdout, stderr })
    })
  })
}
