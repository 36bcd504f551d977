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
import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { LinkChecker, LinkState } from 'linkinator'
import { withinBase } from '../../server/base-path'
import { resolveRequest } from '../../server/resolve-path'
import { requestPath, serveFile } from '../../server/static-server'
import { withoutCodeMarkup } from './code-markup'
import { SentLinks } from './repeated-links'
import { linkSkeleton } from './link-skeleton'
import { UNCHECKED_LINK } from '../../components/links'

/**
 * Crawls the site in `outDir` from its home page and from each of `pages` (URL paths, baseUrl included);
 * returns the broken internal links, one message each. Every page is a starting point because Docusaurus
 * checks the links of every route it renders, not only of those a reader can reach: a doc in no sidebar
 * and linked from nowhere still has its components' links checked. The site is served under `baseUrl`
 * (the config's, e.g. `/repo/`), as its host will serve it: its pages link to `/repo/x`, and a link
 * outside `/repo/` leaves the site and is broken.
 */
export async function crawlOutput(outDir: string, baseUrl = '/', pages: readonly string[] = []): Promise<string[]> {
  const sent = new SentLinks()
  const server = await listen(outDir, baseUrl, sent)
  try {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    // linkinator fetches each URL once whatever the number of starting points (they share its cache).
    const starts = [...new Set([baseUrl, ...pages])].map((page) => `${origin}${page}`)
    const result = await new LinkChecker().check({
      path: starts,
      recurse: true,
      concurrency: 50,
      // Never leave the machine: external links are skipped (the build must work offline).
      linksToSkip: async (link) => !link.startsWith(`${origin}/`),
      // A request that gets no answer at all (status 0) is the machine, not the link: on a loaded
      // machine a crawl of 50 at once once lost 3 of ~1,400 requests. Try those again (linkinator waits
      // 1 s, then 2 s); a broken link answers 404 and is never retried.
      retryErrors: true,
      retryErrorsCount: 2,
      retryErrorsJitter: 200,
      // Relative links (a TOC's `#part` too) resolve against the page's URL as a browser resolves them:
      // `/x` stays `/x`. Without this linkinator takes `/x` for a folder and resolves against `/x/`,
      // which made it fetch and parse every page a second time as `/x/`.
      cleanUrls: true,
    })
    const route = (url: string) => (url.startsWith(origin) ? url.slice(origin.length) || '/' : url)
    return (
      result.links
        .filter((l) => l.state === LinkState.BROKEN)
        // Unresolved .md links were reported as warnings in pass 1 (spec §8: markdown links only warn).
        .filter((l) => !/\.mdx?(#.*)?$/.test(l.url))
        .map((l) => `${route(l.parent ?? `${origin}${baseUrl}`)}: broken link ${route(l.url)} (${l.status ? `status ${l.status}` : `no answer: ${failureText(l.failureDetails)}`}${alsoOn(sent.repeatsOf(l.url))})`)
    )
  } finally {
    server.closeAllConnections()
    await new Promise((closed) => server.close(closed))
  }
}

/** The pages after the first that link to a broken URL (the crawl sent it once: repeated-links.ts). */
function alsoOn(pages: number): string {
  return pages === 0 ? '' : `; ${pages} other page${pages === 1 ? ' links' : 's link'} to it too`
}

/** Why a request got no answer (linkinator keeps the errors it caught), for the message. */
function failureText(details: unknown[] | undefined): string {
  const error = details?.find((d): d is Error => d instanceof Error)
  const cause = error?.cause instanceof Error ? `: ${error.cause.message}` : ''
  return error ? `${error.message}${cause}` : 'the request failed'
}

function listen(root: string, baseUrl: string, sent: SentLinks): Promise<Server> {
  const server = createServer((req, res) => {
    delete req.headers['accept-encoding']
    // The page's URL as the crawler asked for it (base included): what its relative links resolve against.
    const pageUrl = `http://${req.headers.host ?? '127.0.0.1'}${req.url ?? '/'}`
    const url = withinBase(req.url ?? '/', baseUrl)
    if (url === undefined) return void res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Outside the site\'s baseUrl\n')
    req.url = url
    // Only a page the crawler reads (GET) counts as having sent its links; a HEAD request gets none read.
    answer(root, req, res, (html) => (req.method === 'GET' ? sent.strip(html, pageUrl) : html)).catch((error: unknown) => res.writeHead(500).end(String(error)))
  })
  // Idle connections stay open until the crawl ends (closeAllConnections): with Node's default 5 s
  // keep-alive timeout, a loaded machine lets the server close a socket just as the crawler reuses it.
  server.keepAliveTimeout = 0
  return new Promise((ready, fail) => {
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => ready(server))
  })
}

/**
 * `html` with no href on the links Docusaurus's check leaves alone (UNCHECKED_LINK: a `pathname://` link,
 * a Docusaurus site's plain `<a>`): the crawl does not follow them.
 */
export function withoutUncheckedLinks(html: string): string {
  if (!html.includes(UNCHECKED_LINK)) return html
  return html.replace(/<a\s[^>]*>/g, (tag) => (tag.includes(` ${UNCHECKED_LINK}`) ? tag.replace(/\shref="[^"]*"/, '') : tag))
}

/**
 * A page as the crawl needs it: its tags that carry links alone (link-skeleton.ts), code blocks as their
 * links (code-markup.ts), the links no check follows without their href, and each URL once in the whole
 * crawl (`once`: repeated-links.ts).
 */
async function answer(root: string, req: IncomingMessage, res: ServerResponse, once: (html: string) => string): Promise<void> {
  const pathname = requestPath(req, res)
  if (pathname === undefined) return
  const found = await resolveRequest(root, pathname)
  // A broken link answers 404 as text, not the not-found page: linkinator follows the links of any HTML it
  // gets, and the not-found page's relative links would lead one folder deeper on every answer, without end.
  if (found.kind === 'not-found') return void res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(req.method === 'HEAD' ? undefined : 'Not found\n')
  if (found.kind !== 'file' || !found.path.endsWith('.html')) return serveFile(root, req, res)
  const html = once(linkSkeleton(withoutUncheckedLinks(withoutCodeMarkup(await readFile(found.path, 'utf8')))))
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html) })
  res.end(req.method === 'HEAD' ? undefined : html)
}
