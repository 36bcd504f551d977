/**
 * The code worker: highlights and converts the code blocks of every compile worker, and writes out the
 * pages' Markdown twins (see code-service.ts).
 * The main thread sends it one end of a MessageChannel per compile worker it starts.
 */
import { parentPort, type MessagePort } from 'node:worker_threads'
import type { Root } from 'mdast'
import { processCode } from './code-jobs'
import { serveCode } from './code-service'

/** What the main thread sends: a channel to a new compile worker. */
export interface CodeWorkerConnect {
  port: MessagePort
}

const twin = async (tree: Root) => (await import('../markdown/twin-markdown')).twinMarkdown(tree)

parentPort?.on('message', ({ port }: CodeWorkerConnect) => serveCode(port, { code: processCode, twin }))

// The worker starts while pages are collected and the first batch is parsed, and waited idle for its
// first jobs (~1 s) while the main thread later waited for its first results: TypeScript (the largest
// module there is to load), the JavaScript conversion and the linking load now, in that idle time.
// A job that arrives meanwhile waits at most for the module being evaluated; a failed load is left to
// the first job that needs the module, which reports it.
setImmediate(() => void Promise.all([import('../samples/to-javascript'), import('../samples/syntax'), import('./api-links')]).catch(() => {}))
