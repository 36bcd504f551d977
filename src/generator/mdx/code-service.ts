/**
 * Code blocks are highlighted and converted in ONE thread, the code worker, for every compiling thread.
 *
 * Why not in each compile worker, as pages are: each thread with a highlighter pays its memory (the
 * grammars and their compiled regular expressions), the time to compile the same expressions, the load
 * of TypeScript and its optimized code again. One code worker pays them once; the threads that compile
 * pages (the main thread, and compile workers on larger machines) keep MDX only, and the main thread
 * sends the few blocks it highlights outside pages (the home page's sample) there too.
 *
 * Each compiling thread holds one end of a MessageChannel, the code worker the other (compile-pool.ts
 * wires them). A request is a code job; the reply is its result or the error it threw.
 */
import type { MessagePort } from 'node:worker_threads'
import { fromTransferable, toTransferable, type TransferableError } from '../errors'
import { codeKey, type CodeEntry } from './code-cache'
import type { CodeJob, CodeResult } from './code-jobs'

interface CodeRequest {
  id: number
  job: CodeJob
  /** The site's cache folder: the code worker reads its disk cache from there on first use. */
  cacheDir: string
}

type CodeReply = { id: number; result: CodeResult } | { id: number; error: TransferableError }

/** The code worker's side: answers every request arriving on `port` with `process`. */
export function serveCode(port: MessagePort, process: (job: CodeJob, cacheDir: string) => Promise<CodeResult>): void {
  port.on('message', (request: CodeRequest) => {
    process(request.job, request.cacheDir).then(
      (result) => port.postMessage({ id: request.id, result } satisfies CodeReply),
      (error: unknown) => port.postMessage({ id: request.id, error: toTransferable(error) } satisfies CodeReply),
    )
  })
}

/** A compile worker's side: sends jobs to the code worker, and matches the answers to them. */
export class CodeClient {
  private sequence = 0
  /** Set once the code worker is gone: later jobs fail at once instead of waiting for an answer. */
  private gone: Error | undefined
  private readonly pending = new Map<number, { resolve: (result: CodeResult) => void; reject: (error: Error) => void }>()

  /** `idle`: called whenever the last pending job is answered (the main thread then unrefs its port). */
  constructor(private readonly port: MessagePort, private readonly idle?: () => void) {
    port.on('message', (reply: CodeReply) => {
      const waiting = this.pending.get(reply.id)
      this.pending.delete(reply.id)
      if (this.pending.size === 0) this.idle?.()
      if ('error' in reply) waiting?.reject(fromTransferable(reply.error))
      else waiting?.resolve(reply.result)
    })
  }

  /** Fails every job still waiting, and every job sent after (the code worker is gone). */
  failAll(error: Error): void {
    this.gone = error
    for (const waiting of this.pending.values()) waiting.reject(error)
    this.pending.clear()
  }

  /**
   * The result of `job`, from the code worker (which looks in the cache kept in `cacheDir` first); a
   * successful one is also recorded in `used`, the entries the current task reports for the disk cache.
   */
  process(job: CodeJob, cacheDir: string, used: Map<string, CodeEntry>): Promise<CodeResult> {
    return new Promise<CodeResult>((resolve, reject) => {
      if (this.gone) return reject(this.gone)
      const id = ++this.sequence
      this.pending.set(id, { resolve, reject })
      this.port.postMessage({ id, job, cacheDir } satisfies CodeRequest)
    }).then((result) => {
      if (result.ok) used.set(codeKey(job), result)
      return result
    })
  }
}
