/**
 * A small pool of code workers (one per core), shared by every page of a build. Results are looked up
 * in a CodeCache first (on disk between builds, in memory for the watch server).
 */
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import { CodeCache } from './code-cache'
import type { CodeJob, CodeResult } from './code-worker'

type Pending = { resolve: (r: CodeResult) => void; reject: (e: Error) => void }

const WORKER_URL = new URL('./code-worker-entry.mjs', import.meta.url)

let workers: Worker[] = []
let next = 0
let sequence = 0
const pending = new Map<number, Pending>()
let cache: CodeCache | undefined
const used = new Set<string>()

/** Opens the disk cache in `dir` (once per process; the watch server keeps it across rebuilds). */
export function useCodeCache(dir: string): void {
  cache ??= new CodeCache(dir)
}

/** Saves the entries this process used. */
export async function saveCodeCache(): Promise<void> {
  await cache?.save(used)
}

function spawn(): Worker {
  // Workers load TypeScript through tsx, whether the parent runs under tsx or vitest.
  const worker = new Worker(WORKER_URL)
  worker.on('message', (result: CodeResult) => {
    pending.get(result.id)?.resolve(result)
    pending.delete(result.id)
  })
  worker.on('error', (error) => {
    for (const p of pending.values()) p.reject(error)
    pending.clear()
    workers = workers.filter((w) => w !== worker)
  })
  worker.unref()
  return worker
}

/** Highlights (and converts, when asked) one code file on the next free worker. */
export function processCode(job: Omit<CodeJob, 'id'>): Promise<CodeResult> {
  const key = CodeCache.key(job)
  used.add(key)
  const cached = cache?.get(key)
  if (cached) return Promise.resolve(cached)
  if (workers.length === 0) workers = Array.from({ length: Math.max(1, Math.min(4, availableParallelism())) }, spawn)
  const id = ++sequence
  const worker = workers[next++ % workers.length]!
  return new Promise<CodeResult>((resolve, reject) => {
    pending.set(id, { resolve, reject })
    worker.postMessage({ ...job, id } satisfies CodeJob)
  }).then((result) => {
    if (result.ok) cache?.set(key, result)
    return result
  })
}

/** Stops the workers (they are unref'd, so a finished build exits without this). */
export async function closeCodePool(): Promise<void> {
  const all = workers
  workers = []
  await Promise.all(all.map((w) => w.terminate()))
}
