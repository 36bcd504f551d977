/**
 * Config `trailingSlash: true`: the links of every page to the site's pages end with `/`, as Docusaurus
 * writes them (its routes and its `<Link>` apply `applyTrailingSlash`), so a reader's address is the one
 * the page is served and indexed at (`/docs/intro/`, as its canonical URL and the sitemap give it), and
 * hosts that answer `/x` with a redirect to `/x/` are not asked twice. Only links to a route of the site
 * change: files (`/img/a.png`), other sites and `#` links stay as written. Applied to the rendered HTML,
 * after the pages render (render/site.ts) or one re-renders (the watch server).
 */

/** An `href` as our components and React write it: double-quoted. */
const HREF = /(\shref=")([^"#?]*)([^"]*")/g

/**
 * `html` with each link to one of `routes` (site paths, `/x`) ending with `/`; `baseUrl` is the site's
 * (`/repo/`), which the links start with.
 */
export function withTrailingSlashes(html: string, routes: ReadonlySet<string>, baseUrl: string): string {
  const base = baseUrl.replace(/\/$/, '')
  return html.replace(HREF, (whole, start: string, path: string, rest: string) => {
    if (path === '' || path.endsWith('/') || !path.startsWith(`${base}/`)) return whole
    const route = path.slice(base.length)
    return routes.has(route) || routes.has(decoded(route)) ? `${start}${path}/${rest}` : whole
  })
}

/** Routes are kept decoded; a link may spell one with %-escapes (`/caf%C3%A9`). */
function decoded(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

/** `routes` with their links made as `trailingSlash: true` asks (a no-op for any other setting). */
export function trailingSlashLinks<T extends { route: string; html: string; kind: string }>(routes: T[], trailingSlash: boolean | undefined, baseUrl: string, known: ReadonlySet<string> = new Set(routes.filter((r) => r.kind !== 'redirect').map((r) => r.route))): T[] {
  if (trailingSlash !== true) return routes
  return routes.map((r) => (r.kind === 'redirect' ? r : { ...r, html: withTrailingSlashes(r.html, known, baseUrl) }))
}
