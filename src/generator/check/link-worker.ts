/**
 * The link worker: crawls one written site (crawl.ts) and posts back the broken links. A thread of its
 * own because linkinator parses every page's HTML (~2 s of CPU on the docs), which would otherwise hold
 * up the main thread while it feeds pagefind.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { toTransferable, type TransferableError } from '../errors'
import { crawlOutput } from './crawl'

/** What the worker is started with. */
export interface LinkWorkerData {
  outDir: string
  /** The site's baseUrl, which the crawl serves the folder under. */
  baseUrl: string
  /** Every page's URL path (baseUrl included): each is a starting point of the crawl. */
  pages: string[]
}

export type LinkWorkerReply = { ok: true; broken: string[] } | { ok: false; error: TransferableError }

const { outDir, baseUrl, pages } = workerData as LinkWorkerData
// The crawl never leaves this thread (in-thread-origin.ts), but linkinator sends every request through a
// proxy the environment names, past the origin that answers it: with HTTPS_PROXY set every link was
// broken. The worker's environment is its own copy; the build's keeps its proxy.
for (const name of ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY']) delete process.env[name]
crawlOutput(outDir, baseUrl, pages).then(
  (broken) => parentPort!.postMessage({ ok: true, broken } satisfies LinkWorkerReply),
  (error: unknown) => parentPort!.postMessage({ ok: false, error: toTransferable(error) } satisfies LinkWorkerReply),
)
