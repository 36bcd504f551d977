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
 * wires them). A request is a code job or a Markdown twin to write out; the reply is its result or the
 * error it threw.
 */
import type { MessagePort } from 'node:worker_threads'
import type { Root } from 'mdast'
import { fromTransferable, toTransferable, type TransferableError } from '../errors'
import { codeKey, type CodeEntry } from './code-cache'
import type { CodeJob, CodeResult } from './code-jobs'

/** A code job, or a Markdown twin's tree to write out (markdown/twin-markdown.ts). */
type CodeRequest = { id: number; job: CodeJob; cacheDir: string } | { id: number; twin: Root }

type CodeReply = { id: number; result: CodeResult | string } | { id: number; error: TransferableError }

/** What the code worker does: a code job (given the site's cache folder, read on first use), and a twin's tree to Markdown. */
export interface CodeWork {
  code: (job: CodeJob, cacheDir: string) => Promise<CodeResult>
  twin: (tree: Root) => Promise<string>
}

/** The code worker's side: answers every request arriving on `port`. */
export function serveCode(port: MessagePort, work: CodeWork): void {
  port.on('message', (request: CodeRequest) => {
    const result = 'twin' in request ? work.twin(request.twin) : work.code(request.job, request.cacheDir)
    result.then(
      (result) => port.postMessage({ id: request.id, result } satisfies CodeReply),
      (error: unknown) => port.postMessage({ id: request.id, error: toTransferable(error) } satisfies CodeReply),
    )
  })
}

/** A compiling thread's side: sends jobs to the code worker, and matches the answers to them. */
export class CodeClient {
  private sequence = 0
  /** Set once the code worker is gone: later jobs fail at once instead of waiting for an answer. */
  private gone: Error | undefined
  private readonly pending = new Map<number, { resolve: (result: CodeResult | string) => void; reject: (error: Error) => void }>()

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
  async process(job: CodeJob, cacheDir: string, used: Map<string, CodeEntry>): Promise<CodeResult> {
    const result = (await this.send({ job, cacheDir })) as CodeResult
    if (result.ok) used.set(codeKey(job), result)
    return result
  }

  /**
   * A Markdown twin's tree written out by the code worker: toMarkdown was ~1.4 s of a cold build's main
   * thread, which compiles the pages and is the build's longest lane; the tree crosses in ~40 ms.
   */
  async twin(tree: Root): Promise<string> {
    return (await this.send({ twin: tree })) as string
  }

  private send(request: { job: CodeJob; cacheDir: string } | { twin: Root }): Promise<CodeResult | string> {
    return new Promise((resolve, reject) => {
      if (this.gone) return reject(this.gone)
      const id = ++this.sequence
      this.pending.set(id, { resolve, reject })
      this.port.postMessage({ id, ...request } satisfies CodeRequest)
    })
  }
}
