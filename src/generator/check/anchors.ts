/**
 * Check: the #anchors of links the pages' HTML holds beyond their Markdown (the layout's, and the links
 * a site's components make: `<Link to="/intro#setup">`), against the ids of the page they lead to, as
 * rendered. Docusaurus checks the anchors of every link its `<Link>` collects (onBrokenAnchors); the
 * Markdown pass (links.ts) has the file and line of its own links, so those are left to it. The crawl
 * (crawl.ts) does not look at fragments. In memory, on the rendered routes.
 */
import { matchRoute } from '../content/routes'
import type { RenderedRoute } from '../render/render'
import { decodeAnchor, linkTarget, type LinkSource } from './links'
import { unescapeHtml } from '../render/late-code'
import { UNCHECKED_LINK } from '../../components/links'

/** A link with an anchor: its whole tag (to see whether it is one no check follows), path and anchor. */
const LINK_WITH_HASH = /<a\s[^>]*?href="([^"#]*)#([^"]+)"[^>]*>/g
const ID = /\sid="([^"]+)"/g

/**
 * The missing anchors of `routes`' links, one message per link target with the pages that hold it.
 * `checked`: `route path#hash` of the links the Markdown pass looked at already (same route, same target).
 */
export function missingAnchors(routes: readonly RenderedRoute[], baseUrl: string, checked: ReadonlySet<string>): string[] {
  const pages = routes.filter((r) => r.kind !== 'redirect')
  const byRoute = new Map(pages.map((r) => [r.route, r]))
  const known = new Set(byRoute.keys())
  const ids = new Map<string, Set<string>>()
  const idsOf = (route: string) => {
    let found = ids.get(route)
    if (!found) ids.set(route, (found = renderedIds(byRoute.get(route)!.html)))
    return found
  }
  const base = baseUrl.replace(/\/$/, '')
  const missing = new Map<string, string[]>()
  for (const page of pages) {
    if (page.kind === 'not-found') continue
    for (const [tag, rawPath, rawHash] of page.html.matchAll(LINK_WITH_HASH)) {
      // A link Docusaurus's check leaves alone (`pathname://`, a site's plain <a>) is left alone here too.
      if (tag.includes(` ${UNCHECKED_LINK}`)) continue
      const href = unescapeHtml(rawPath!)
      // Links of another site, or to a file of static/, are not the site's pages.
      if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(href)) continue
      const absolute = href === '' ? `${base}${page.route}` : new URL(href, `http://site${base}${page.route}`).pathname
      if (base !== '' && !absolute.startsWith(`${base}/`) && absolute !== base) continue
      const route = matchRoute(absolute.slice(base.length) || '/', known)
      const hash = decodeAnchor(unescapeHtml(rawHash!))
      if (route === undefined || checked.has(`${page.route} ${route}#${hash}`) || idsOf(route).has(hash)) continue
      const target = `${route}#${hash}`
      const from = missing.get(target) ?? []
      const where = page.file ?? page.route
      if (!from.includes(where)) from.push(where)
      missing.set(target, from)
    }
  }
  return [...missing].map(([target, from]) => {
    const route = target.slice(0, target.indexOf('#'))
    const hash = target.slice(target.indexOf('#') + 1)
    const pagesText = from.length === 1 ? from[0]! : `${from.length} pages (${from.slice(0, 3).join(', ')}${from.length > 3 ? ', …' : ''})`
    return `${pagesText}: a link to ${target} points to a missing anchor: no element of ${route} has the id "${hash}"`
  })
}

/** The ids of a page's elements, as rendered. */
function renderedIds(html: string): Set<string> {
  return new Set([...html.matchAll(ID)].map((m) => unescapeHtml(m[1]!)))
}

/** The ids a link's #anchor may name on a route (see `routeIds`). */
export interface RouteIds {
  has(id: string): boolean
}

/**
 * The ids a Markdown link's #anchor may name on `route`: its compiled Markdown's headings and ids, then
 * those of its rendered HTML, read on first need: a site's page (`src/pages/x.md`, a React page), a
 * plugin's route, or an id a component of the doc adds. Docusaurus collects the anchors of every page
 * it renders, its `src/pages` too, and checks links against them (server/brokenLinks.ts).
 */
export function routeIds(route: RenderedRoute, compiledIds: readonly string[] = []): RouteIds {
  const own = new Set(compiledIds)
  let rendered: Set<string> | undefined
  return { has: (id) => own.has(id) || (rendered ??= renderedIds(route.html)).has(id) }
}

/** `route path#hash` of every Markdown link with an anchor: the Markdown pass checks those, naming their line. */
export function markdownAnchorLinks(pages: readonly LinkSource[], routes: ReadonlySet<string>, baseUrl = '/'): Set<string> {
  const checked = new Set<string>()
  for (const page of pages) {
    for (const { url } of page.links) {
      const target = linkTarget(page.route, url, routes, baseUrl)
      if (target?.route !== undefined && target.hash !== undefined) checked.add(`${page.route} ${target.route}#${target.hash}`)
    }
  }
  return checked
}
