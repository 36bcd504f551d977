/**
 * Which URLs are pages of this site, and their canonical route. `/x.html` and `/x/index.html` name the
 * route `/x` (spec §2). Lookups are cached, at most 10000 entries (spec §9), oldest dropped first.
 */
export const ROUTE_CACHE_LIMIT = 10000

const cache = new Map<string, string>()

/** Canonical route of a pathname: trailing `/index.html`, `.html` and `/` removed. */
export function canonicalRoute(pathname: string): string {
  const hit = cache.get(pathname)
  if (hit !== undefined) return hit
  let route = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '')
  if (route.length > 1) route = route.replace(/\/+$/, '')
  if (route === '') route = '/'
  if (cache.size >= ROUTE_CACHE_LIMIT) cache.delete(cache.keys().next().value as string)
  cache.set(pathname, route)
  return route
}

/** Number of cached lookups (exposed for tests of the bound). */
export function routeCacheSize(): number {
  return cache.size
}

const NOT_PAGES = /\.(?!html$)[a-z0-9]+$/i

/** A link the client may load itself: same origin, under the base path, an HTML page (not a file). */
export function isPageUrl(url: URL): boolean {
  // Read when asked, not at import: this module is also unit-tested in Node, where there is no document.
  const base = document.documentElement.dataset.rtkBase ?? '/'
  return url.origin === location.origin && url.pathname.startsWith(base) && !NOT_PAGES.test(url.pathname) && !url.pathname.startsWith(`${base}pagefind/`)
}
