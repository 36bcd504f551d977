/**
 * A small pool of code workers (one per core), shared by every page of a build, plus an in-memory
 * memo so the watch server re-highlights only blocks that changed.
 */
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import type { CodeJob, CodeResult } from './code-worker'

type Pending = { resolve: (r: CodeResult) => void; reject: (e: Error) => void }

const WORKER_URL = new URL('./code-worker-entry.mjs', import.meta.url)
const MEMO_LIMIT = 5000

let workers: Worker[] = []
let next = 0
let sequence = 0
const pending = new Map<number, Pending>()
const memo = new Map<string, CodeResult>()

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
  const key = JSON.stringify(job)
  const cached = memo.get(key)
  if (cached) return Promise.resolve(cached)
  if (workers.length === 0) workers = Array.from({ length: Math.max(1, Math.min(4, availableParallelism())) }, spawn)
  const id = ++sequence
  const worker = workers[next++ % workers.length]!
  return new Promise<CodeResult>((resolve, reject) => {
    pending.set(id, { resolve, reject })
    worker.postMessage({ ...job, id } satisfies CodeJob)
  }).then((result) => {
    if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value as string)
    memo.set(key, result)
    return result
  })
}

/** Stops the workers (they are unref'd, so a finished build exits without this). */
export async function closeCodePool(): Promise<void> {
  const all = workers
  workers = []
  await Promise.all(all.map((w) => w.terminate()))
}
