/**
 * Worker thread of the parallel check: receives a share of the blocks' files, checks them in a
 * program of its own, and sends the findings back by block number.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { typeCheck, type CheckedFile, type Finding } from './typecheck'

export interface CheckJob {
  root: string
  /** the files, with their block given as a number the parent maps back */
  files: CheckedFile<number>[]
}

export type CheckResult = { ok: true; findings: Array<[block: number, findings: Finding[]]> } | { ok: false; message: string }

const job = workerData as CheckJob
let result: CheckResult
try {
  result = { ok: true, findings: [...typeCheck(job.root, job.files)] }
} catch (error) {
  result = { ok: false, message: error instanceof Error ? error.message : String(error) }
}
parentPort!.postMessage(result)
