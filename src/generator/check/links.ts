/**
 * Check: links. Two passes, because each catches what the other cannot:
 * 1. every Markdown link of every page against the route table, with the page's file and line
 *    (missing routes fail the build; missing #anchors only warn, as spec §8 says);
 * 2. linkinator over the written output served on 127.0.0.1, which also sees links made by components
 *    (crawl.ts, run on the link worker).
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { matchRoute } from '../content/routes'
import { BuildError, formatLocation } from '../errors'
import type { Logger } from '../log'
import type { ReportLevel } from '../config/schema'
import type { RouteIds } from './anchors'

export interface LinkSource {
  file: string
  route: string
  links: Array<{ url: string; line: number; column: number }>
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i

/**
 * Where a link of the page at route `from` leads: the path it names, the route of the page there (if
 * any) and its anchor, decoded; undefined for a link to another site. Both link passes read links so.
 */
export function linkTarget(from: string, url: string, routes: ReadonlySet<string>, baseUrl = '/'): { path: string; route: string | undefined; hash: string | undefined } | undefined {
  if (EXTERNAL.test(url) || url.startsWith('//')) return undefined
  const [rawPath = '', hash] = url.split('#', 2)
  const path = rawPath === '' ? from : new URL(rawPath, `http://site${from}`).pathname
  // A path written with the base in front (`/docs/intro` with base `/docs/`) is the route after it:
  // the page's link keeps it as written, as Docusaurus's Link does (Ionic's docs link so).
  const underBase = baseUrl !== '/' && path.startsWith(baseUrl) ? matchRoute(path.slice(baseUrl.length - 1), routes) : undefined
  return { path, route: matchRoute(path, routes) ?? underBase, hash: hash === undefined ? undefined : decodeAnchor(hash) }
}

/** An anchor as written in a URL, decoded; as written when it is not valid percent-encoding (`#50%`). */
export function decodeAnchor(hash: string): string {
  try {
    return decodeURIComponent(hash)
  } catch {
    return hash
  }
}

/** What the route-table pass found that the build reports at a level of its own. */
export interface RouteLinkFindings {
  /** Links to no route, reported at the `brokenLinks` level. */
  links: string[]
  /** Links to a missing anchor when anchors are at `throw` (other levels are reported here and now). */
  anchors: string[]
}

/**
 * Pass 1: the links of every page against the route table and each route's ids. Broken anchors are
 * reported at their own level (`anchors`), never at the broken links': Docusaurus reports them apart, so
 * `onBrokenAnchors: 'throw'` fails a build whose `onBrokenLinks` is `'ignore'`.
 */
export function checkRouteLinks(pages: LinkSource[], idsByRoute: ReadonlyMap<string, RouteIds>, outDir: string, logger: Logger, anchors: ReportLevel = 'warn', baseUrl = '/'): RouteLinkFindings {
  const routes = new Set(idsByRoute.keys())
  const broken: string[] = []
  const anchorFailures: string[] = []
  for (const page of pages) {
    for (const link of page.links) {
      // Unresolved .md links were already reported as warnings.
      if (/\.mdx?$/.test(link.url.split('#', 1)[0]!)) continue
      const target = linkTarget(page.route, link.url, routes, baseUrl)
      if (target === undefined) continue
      const { path, route, hash } = target
      const where = formatLocation({ file: page.file, line: link.line, column: link.column })
      if (route === undefined) {
        if (!existsSync(join(outDir, decodeURIComponent(path)))) broken.push(`${where}: broken link "${link.url}": no page has the route ${path}`)
        continue
      }
      if (hash && !idsByRoute.get(route)?.has(hash)) {
        const message = `${where}: link "${link.url}" points to a missing anchor #${link.url.split('#', 2)[1]} on ${route}`
        if (anchors === 'throw') anchorFailures.push(message)
        else reportProblem(logger, anchors, message)
      }
    }
  }
  return { links: broken, anchors: anchorFailures }
}

/**
 * The crawl's broken links less those to a route the Markdown pass reported already (with its file and
 * line): a build that only warns crawls too, and would say each twice.
 */
export function notYetReported(crawled: readonly string[], reported: readonly string[]): string[] {
  const missing = new Set(reported.map((message) => / no page has the route (\S+)$/.exec(message)?.[1]).filter((path) => path !== undefined))
  return crawled.filter((message) => !missing.has(/: broken link (\S+) \(/.exec(message)?.[1] ?? ''))
}

/** A problem at a level other than `throw`: a warning, an information line, or nothing. */
export function reportProblem(logger: Logger, level: Exclude<ReportLevel, 'throw'>, message: string): void {
  if (level === 'warn') logger.warn(message)
  else if (level === 'log') logger.info(message)
}

/** Broken links at the site's level (config `checks.brokenLinks`): the default `throw` fails the build. */
export function reportBrokenLinks(broken: string[], level: ReportLevel, logger: Logger): void {
  if (level === 'throw') assertNoBrokenLinks(broken)
  else for (const message of broken) reportProblem(logger, level, message)
}

/** Fails the build with every broken link listed. */
export function assertNoBrokenLinks(broken: string[]): void {
  assertNone(broken, 'broken link', 'link to an existing route (see sidebars.ts and the spec route list) or a relative .md path')
}

/** Fails the build with every missing anchor listed (config `checks.brokenAnchors` at `throw`, Docusaurus's onBrokenAnchors). */
export function assertNoBrokenAnchors(broken: string[]): void {
  assertNone(broken, 'broken anchor', "link to an id the page has (a heading's slug or an explicit {#id}), or report missing anchors as warnings (checks.brokenAnchors, Docusaurus's onBrokenAnchors: 'warn')")
}

function assertNone(found: string[], what: string, hint: string): void {
  if (found.length === 0) return
  throw new BuildError(`${found.length} ${what}${found.length === 1 ? '' : 's'}:\n${found.map((b) => `  - ${b}`).join('\n')}`, { hint })
}
