/** Runs the crawl (crawl.ts) in a link worker for one build, and stops the worker when it is done. */
import { Worker } from 'node:worker_threads'
import { fromTransferable } from '../errors'
import { workerExecArgv, workerUrl } from '../runtime/worker-url'
import type { LinkWorkerData, LinkWorkerReply } from './link-worker'

const WORKER_URL = workerUrl('link-worker', new URL('./link-worker-entry.mjs', import.meta.url))

/**
 * The broken internal links of the site written in `outDir` to be served under `baseUrl`, found by
 * linkinator on another thread, from the home page and each of `pages` (URL paths, baseUrl included).
 */
export function crawlOutputOffThread(outDir: string, baseUrl = '/', pages: readonly string[] = []): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, { workerData: { outDir, baseUrl, pages: [...pages] } satisfies LinkWorkerData, execArgv: workerExecArgv() })
    let settled = false
    worker.once('message', (reply: LinkWorkerReply) => {
      settled = true
      void worker.terminate()
      if (reply.ok) resolve(reply.broken)
      else reject(fromTransferable(reply.error))
    })
    worker.once('error', (error) => {
      settled = true
      reject(new Error(`the link-check worker crashed: ${error.message}`, { cause: error }))
    })
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`the link-check worker exited with code ${code} before it reported`))
    })
  })
}
