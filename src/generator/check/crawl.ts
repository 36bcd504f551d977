/**
 * Pass 2 of the link check (see links.ts for pass 1): linkinator crawls the written output like a
 * reader's browser would, which also sees links made by components. It runs in the link worker
 * (link-worker.ts), off the main thread, while pagefind indexes.
 *
 * The output is answered in the crawl's own thread (in-thread-origin.ts) with the preview server's
 * routing (src/server/): links resolve exactly as on a production host, `/x` answered by `x.html` at
 * once. (linkinator's built-in server instead answers `/x` with a redirect to `/x/`, because the folder
 * `x/` exists: two requests for every page.) A page is answered with its links alone; any other file
 * that exists, with its type and no body, as the crawl only reads pages.
 */
import { readFile } from 'node:fs/promises'
import { LinkChecker, LinkState } from 'linkinator'
import { withinBase } from '../../server/base-path'
import { contentType } from '../../server/content-type'
import { parseRequestTarget } from '../../server/request-target'
import { resolveRequest } from '../../server/resolve-path'
import { withoutCodeMarkup } from './code-markup'
import { withInThreadOrigin, type OriginAnswer, type OriginRequest } from './in-thread-origin'
import { SentLinks } from './repeated-links'
import { linkSkeleton } from './link-skeleton'
import { UNCHECKED_LINK, withBase } from '../../components/links'

/**
 * The origin the crawl's URLs have. `.invalid` names no host anywhere (RFC 2606): a request that missed
 * the in-thread origin could not reach a machine.
 */
const ORIGIN = 'http://site.invalid'

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
  // linkinator fetches each URL once whatever the number of starting points (they share its cache).
  const starts = [...new Set([baseUrl, ...pages])].map((page) => `${ORIGIN}${page}`)
  const result = await withInThreadOrigin(ORIGIN, crawlAnswers(outDir, baseUrl, sent), () =>
    new LinkChecker().check({
      path: starts,
      recurse: true,
      concurrency: 50,
      // Never leave the machine: external links are skipped (the build must work offline).
      linksToSkip: async (link) => !link.startsWith(`${ORIGIN}/`),
      // Relative links (a TOC's `#part` too) resolve against the page's URL as a browser resolves them:
      // `/x` stays `/x`. Without this linkinator takes `/x` for a folder and resolves against `/x/`,
      // which made it fetch and parse every page a second time as `/x/`.
      cleanUrls: true,
    }),
  )
  const route = (url: string) => (url.startsWith(ORIGIN) ? url.slice(ORIGIN.length) || '/' : url)
  return (
    result.links
      .filter((l) => l.state === LinkState.BROKEN)
      // Unresolved .md links were reported as warnings in pass 1 (spec §8: markdown links only warn).
      .filter((l) => !/\.mdx?(#.*)?$/.test(l.url))
      .map((l) => `${route(l.parent ?? `${ORIGIN}${baseUrl}`)}: broken link ${route(l.url)} (${l.status ? `status ${l.status}` : `no answer: ${failureText(l.failureDetails)}`}${alsoOn(sent.repeatsOf(l.url))})`)
  )
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

/**
 * `html` with no href on the links Docusaurus's check leaves alone (UNCHECKED_LINK: a `pathname://` link,
 * a Docusaurus site's plain `<a>`): the crawl does not follow them.
 */
export function withoutUncheckedLinks(html: string): string {
  if (!html.includes(UNCHECKED_LINK)) return html
  return html.replace(/<a\s[^>]*>/g, (tag) => (tag.includes(` ${UNCHECKED_LINK}`) ? tag.replace(/\shref="[^"]*"/, '') : tag))
}

const TEXT = { 'content-type': 'text/plain; charset=utf-8' }

/** What the crawl's requests of the site in `root` are answered, its pages' links sent once (`sent`). */
export function crawlAnswers(root: string, baseUrl: string, sent: SentLinks): (request: OriginRequest) => Promise<OriginAnswer> {
  return (request) => answerRequest(root, baseUrl, request, (html) => sent.strip(html, `${ORIGIN}${request.path}`))
}

/**
 * The preview server's answer to a request of the crawl (src/server/static-server.ts): a page as the crawl
 * needs it (`page`: its tags that carry links alone (link-skeleton.ts), code blocks as their links
 * (code-markup.ts), the links no check follows without their href, each URL once in the whole crawl
 * (repeated-links.ts)); another file that exists with its type only.
 */
async function answerRequest(root: string, baseUrl: string, { method, path }: OriginRequest, page: (html: string) => string): Promise<OriginAnswer> {
  const within = withinBase(path, baseUrl)
  if (within === undefined) return { status: 404, headers: TEXT, body: "Outside the site's baseUrl\n" }
  if (method !== 'GET' && method !== 'HEAD') return { status: 405, headers: { ...TEXT, allow: 'GET, HEAD' } }
  const target = parseRequestTarget(within)
  if (target.kind === 'redirect') return { status: 301, headers: { ...TEXT, location: withBase(baseUrl, target.location) } }
  if (target.kind === 'bad-request') return { status: 400, headers: TEXT, body: `Bad request: ${target.reason}\n` }
  const found = await resolveRequest(root, target.pathname)
  if (found.kind === 'bad-request') return { status: 400, headers: TEXT, body: `Bad request: ${found.reason}\n` }
  // A broken link answers 404 as text, not the not-found page: linkinator follows the links of any HTML it
  // gets, and the not-found page's relative links would lead one folder deeper on every answer, without end.
  if (found.kind === 'not-found') return { status: 404, headers: TEXT, body: 'Not found\n' }
  if (!found.path.endsWith('.html')) return { status: 200, headers: { 'content-type': contentType(found.path) } }
  const headers = { 'content-type': 'text/html; charset=utf-8' }
  // Only a page the crawler reads (GET) has sent its links: a HEAD request's have not been read.
  if (method === 'HEAD') return { status: 200, headers }
  return { status: 200, headers, body: page(linkSkeleton(withoutUncheckedLinks(withoutCodeMarkup(await readFile(found.path, 'utf8'))))) }
}
