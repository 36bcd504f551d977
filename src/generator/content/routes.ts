/**
 * Route ↔ file mapping. A doc's id is `<folder path>/<frontmatter id or file name>`; its route is the
 * docs base path + id, unless `slug` overrides it. Every route is written as `route/index.html` and
 * `route.html` so any static host serves /x, /x/, /x.html and /x/index.html.
 */
import { posix } from 'node:path'

/** Doc id from a path relative to the docs folder (`api/createSlice.mdx`) and an optional frontmatter id. */
export function docIdFromPath(relativePath: string, frontmatterId?: string): string {
  const dir = posix.dirname(relativePath)
  const base = frontmatterId ?? posix.basename(relativePath).replace(/\.mdx?$/, '')
  return dir === '.' ? base : `${dir}/${base}`
}

/** The route of a doc: `routeBasePath` + id, or the slug (absolute, or relative to the doc's folder). */
export function docRoute(id: string, routeBasePath: string, slug?: string): string {
  const base = routeBasePath.endsWith('/') ? routeBasePath : `${routeBasePath}/`
  if (slug !== undefined) {
    const dir = posix.dirname(id)
    const path = slug.startsWith('/') ? slug : `${dir === '.' ? '' : `${dir}/`}${slug}`
    return normalizeRoute(`${base}${path.replace(/^\//, '')}`)
  }
  return normalizeRoute(`${base}${id}`)
}

/** Collapses duplicate slashes and drops a trailing slash (except for the root). */
export function normalizeRoute(route: string): string {
  const collapsed = `/${route}`.replace(/\/{2,}/g, '/')
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed
}

/** Output files of a route, relative to the output folder. */
export function routeFiles(route: string): string[] {
  if (route === '/') return ['index.html']
  const path = route.replace(/^\//, '')
  return [`${path}/index.html`, `${path}.html`]
}

/**
 * The route a request path names (spec §2): exact routes win; otherwise a trailing `/index.html` or
 * `.html` is dropped. Returns undefined when nothing matches.
 */
export function matchRoute(pathname: string, routes: ReadonlySet<string>): string | undefined {
  const path = normalizeRoute(pathname)
  if (routes.has(path)) return path
  const stripped = path.replace(/\/index\.html$/, '').replace(/\.html$/, '')
  const candidate = normalizeRoute(stripped === '' ? '/' : stripped)
  return routes.has(candidate) ? candidate : undefined
}
