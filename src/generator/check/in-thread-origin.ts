/**
 * An origin answered in this thread, for the crawl (crawl.ts): while `run` runs, an undici dispatcher
 * installed as the thread's global one hands every `fetch` of `origin` to `answer`, with no socket, no
 * server and no HTTP parsing on either side. linkinator fetches with the global `fetch`, and names
 * `setGlobalDispatcher` as the way to stand in for the network.
 *
 * Against the local HTTP server it replaces, the crawl of a 1,072-page site (Remotion's docs) went from
 * 6.55–6.66 s to 3.59–3.95 s and that of our 72 pages from 0.89–0.94 s to 0.46–0.55 s (alternated runs):
 * the sockets, streams and HTTP parsers of both ends had been ~40% of its time.
 *
 * Node's `fetch` calls a dispatcher with undici's handler callbacks (onConnect, onHeaders, onData,
 * onComplete, onError): the same in Node 20's bundled undici 6 and in undici 7.
 */
import { STATUS_CODES } from 'node:http'
import { getGlobalDispatcher, setGlobalDispatcher, type Dispatcher } from 'undici'

/** An answer: its status, headers (lower-case names) and body (none for HEAD or a file only checked to exist). */
export interface OriginAnswer {
  status: number
  headers: Record<string, string>
  body?: string
}

/** A request as the crawler made it: its method and its path with the query (`/x?q`). */
export type OriginRequest = { method: string; path: string }

/**
 * Runs `run` with `origin` (`http://host`) answered by `answer` in this thread; requests to any other
 * origin go to the dispatcher this one stood in for, which is put back when `run` settles.
 */
export async function withInThreadOrigin<T>(origin: string, answer: (request: OriginRequest) => Promise<OriginAnswer>, run: () => Promise<T>): Promise<T> {
  const previous = getGlobalDispatcher()
  const dispatcher = {
    dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
      if (String(options.origin) !== origin) return previous.dispatch(options, handler)
      respond(answer({ method: options.method, path: options.path }), handler)
      return true
    },
  }
  setGlobalDispatcher(dispatcher as unknown as Dispatcher)
  try {
    return await run()
  } finally {
    setGlobalDispatcher(previous)
  }
}

/** Plays an answer to the handler as a connection would: connect, headers, the body in one chunk, done. */
function respond(answer: Promise<OriginAnswer>, handler: Dispatcher.DispatchHandler): void {
  // fetch aborts through the function it is given on connect (a timeout, a cancelled body): nothing follows.
  let done = false
  const fail = (error: Error) => {
    if (done) return
    done = true
    handler.onError?.(error)
  }
  handler.onConnect?.((reason) => fail(reason ?? new Error('the request was aborted')))
  answer.then(
    ({ status, headers, body }) => {
      if (done) return
      const raw = Object.entries(headers).flatMap(([name, value]) => [Buffer.from(name), Buffer.from(value)])
      handler.onHeaders?.(status, raw, () => {}, STATUS_CODES[status] ?? '')
      if (!done && body) handler.onData?.(Buffer.from(body))
      if (done) return
      done = true
      handler.onComplete?.(null)
    },
    (error: unknown) => fail(error instanceof Error ? error : new Error(String(error))),
  )
}
