/**
 * Redirect pages, as Docusaurus's client-redirects plugin writes them: for each old address (`from`) a
 * small page that sends the reader to the new one (`to`) at once — a meta refresh that works without
 * JavaScript, a script that keeps the query and the hash, a canonical link for search engines. From the
 * config's `redirects` list, from `createRedirects` (asked for each page: which old addresses lead to
 * it), and from `fromExtensions` (`/page.htm` → `/page`).
 */
import type { SiteConfig } from '../config/schema'
import { BuildError } from '../errors'
import { matchRoute, normalizeRoute } from '../content/routes'
import type { RenderedRoute } from './render'

/** The redirect pages of `config`, for the site's rendered `routes`. */
export function redirectRoutes(config: SiteConfig, routes: readonly RenderedRoute[], warn: (message: string) => void): RenderedRoute[] {
  const existing = new Set(routes.filter((r) => r.kind !== 'not-found').map((r) => r.route))
  const base = config.baseUrl.replace(/\/$/, '')
  const redirects = new Map<string, string>()
  const add = (from: string, to: string, origin: string) => {
    const route = normalizeRoute(from.replace(/[?#].*$/, ''))
    // A page is served at its route, `<route>.html` and `<route>/index.html` (its files, content/routes.ts):
    // a redirect from one of those would overwrite the page. `fromExtensions: ['html']` (jestjs.io's) asks
    // for what is served already, so that one is left out without a word.
    const page = existing.has(route) ? route : matchRoute(route, existing)
    if (page !== undefined) {
      if (!(origin === 'fromExtensions' && page === to)) warn(`${origin}: the redirect from ${route} is skipped: a page is there`)
      return
    }
    if (!redirects.has(route)) redirects.set(route, to)
  }
  const { redirects: listed, createRedirects, fromExtensions } = config.redirects
  for (const [i, { from, to }] of listed.entries()) {
    const target = isUrl(to) ? to : normalizeRoute(to)
    if (!isUrl(to) && !existing.has(target.replace(/[?#].*$/, ''))) {
      throw new BuildError(`redirects[${i}] leads to ${to}, which is no page of the site`, { hint: 'point `to` at an existing page (a path such as /docs/intro, without the baseUrl)' })
    }
    for (const path of Array.isArray(from) ? from : [from]) add(path, target, `redirects[${i}]`)
  }
  for (const route of [...existing].sort()) {
    if (createRedirects) {
      // Docusaurus's plugin asks with the page's path under the baseUrl (its `relativeRoutesPaths`) and
      // takes the answers so too.
      let answer: ReturnType<typeof createRedirects>
      try {
        answer = createRedirects(route)
      } catch (error) {
        throw new BuildError(`createRedirects threw for the page ${base}${route}`, { cause: error, hint: 'fix the function (the client-redirects plugin\'s option, or config redirects.createRedirects): it is asked once per page and returns old paths, or undefined' })
      }
      for (const from of answer === undefined ? [] : Array.isArray(answer) ? answer : [answer]) add(from, route, 'createRedirects')
    }
    if (route !== '/') for (const ext of fromExtensions) add(`${route}.${ext.replace(/^\./, '')}`, route, 'fromExtensions')
  }
  // A redirect page is served at `/x` and `/x.html` (routeFiles): a second redirect from `/x.html` is the
  // same address, and its own files (`x.html/index.html`) could not sit beside `/x`'s `x.html` file.
  for (const [from, to] of redirects) {
    const served = from.endsWith('.html') ? redirects.get(from.slice(0, -'.html'.length)) : undefined
    if (served === undefined) continue
    redirects.delete(from)
    if (served !== to) warn(`redirects: the redirect from ${from} is skipped: the one from ${from.slice(0, -'.html'.length)} (to ${served}) answers there`)
  }
  return [...redirects].map(([from, to]) => ({ route: from, html: redirectPage(isUrl(to) ? to : `${base}${slashed(to, config.trailingSlash)}`, config), kind: 'redirect' as const }))
}

/**
 * A redirect's target as the site's trailingSlash writes its pages' paths (Docusaurus's
 * applyRedirectsTrailingSlash: `/docs/intro/` with `true`), its query and hash kept; as written without one.
 */
function slashed(to: string, trailingSlash: boolean | undefined): string {
  if (trailingSlash === undefined) return to
  const at = to.search(/[?#]/)
  const [path, rest] = at < 0 ? [to, ''] : [to.slice(0, at), to.slice(at)]
  if (path === '/') return to
  return `${trailingSlash ? `${path.replace(/\/$/, '')}/` : path.replace(/\/$/, '')}${rest}`
}

/** The page that sends the reader from one address to `to` (site path with base, or a URL). */
export function redirectPage(to: string, config: Pick<SiteConfig, 'url' | 'i18n'>): string {
  const absolute = isUrl(to) ? to : `${config.url}${to}`
  const attr = escapeAttribute(to)
  return `<!DOCTYPE html><html lang="${escapeAttribute(config.i18n.defaultLocale)}"><head><meta charset="utf-8"><title>Redirecting…</title><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0; url=${attr}"><link rel="canonical" href="${escapeAttribute(absolute)}"><script>location.replace(${JSON.stringify(to).replace(/</g, '\\u003c')} + location.search + location.hash)</script></head><body><p>This page has moved to <a href="${attr}">${escapeAttribute(to)}</a>.</p></body></html>`
}

function isUrl(to: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(to)
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}
