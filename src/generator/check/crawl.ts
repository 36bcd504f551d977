/**
 * Pass 2 of the link check (see links.ts for pass 1): linkinator crawls the written output like a
 * reader's browser would, which also sees links made by components. It runs in the link worker
 * (link-worker.ts), off the main thread, while pagefind indexes.
 *
 * The output is served by the preview server's own request handler (src/server/static-server.ts), so
 * links resolve exactly as on a production host: `/x` is answered by `x.html` at once. (linkinator's
 * built-in server instead answers `/x` with a redirect to `/x/`, because the folder `x/` exists: two
 * requests for every page.) Responses are not gzipped: the crawl would only pay to pack and unpack them.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { LinkChecker, LinkState } from 'linkinator'
import { serveFile } from '../../server/static-server'

/** Crawls the site in `outDir` from its home page; returns the broken internal links, one message each. */
export async function crawlOutput(outDir: string): Promise<string[]> {
  const server = await listen(outDir)
  try {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const result = await new LinkChecker().check({
      path: `${origin}/`,
      recurse: true,
      concurrency: 50,
      // Never leave the machine: external links are skipped (the build must work offline).
      linksToSkip: async (link) => !link.startsWith(`${origin}/`),
    })
    const route = (url: string) => (url.startsWith(origin) ? url.slice(origin.length) || '/' : url)
    return (
      result.links
        .filter((l) => l.state === LinkState.BROKEN)
        // Unresolved .md links were reported as warnings in pass 1 (spec §8: markdown links only warn).
        .filter((l) => !/\.mdx?(#.*)?$/.test(l.url))
        .map((l) => `${route(l.parent ?? `${origin}/`)}: broken link ${route(l.url)} (status ${l.status ?? 'none'})`)
    )
  } finally {
    server.closeAllConnections()
    await new Promise((closed) => server.close(closed))
  }
}

function listen(root: string): Promise<Server> {
  const server = createServer((req, res) => {
    delete req.headers['accept-encoding']
    serveFile(root, req, res).catch((error: unknown) => res.writeHead(500).end(String(error)))
  })
  return new Promise((ready, fail) => {
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => ready(server))
  })
}
