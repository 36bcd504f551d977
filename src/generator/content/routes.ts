/**
 * Route ↔ file mapping. A doc's id is `<folder path>/<frontmatter id or file name>`; its route is the
 * docs base path + id, unless `slug` overrides it. Every route is written as `route/index.html` and
 * `route.html` so any static host serves /x, /x/, /x.html and /x/index.html.
 */
import { posix } from 'node:path'

/**
 * Doc id from a path relative to the docs folder (`api/createSlice.mdx`) and an optional frontmatter id.
 * Number prefixes are dropped from every part, as Docusaurus does (`01-guides/02-setup.md` → `guides/setup`).
 */
export function docIdFromPath(relativePath: string, frontmatterId?: string, parse: NumberPrefixParser = parseNumberPrefix): string {
  const dir = posix.dirname(relativePath)
  const folders = dir === '.' ? [] : dir.split('/').map((part) => parse(part).name)
  const base = frontmatterId ?? parse(posix.basename(relativePath).replace(/\.mdx?$/, '')).name
  return [...folders, base].join('/')
}

// Docusaurus' number prefix: digits, then `-`, `_` or `.` (and optional spaces), then the name.
const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*(?!\d+[-_.])(?=[^-_.\s])(.+)$/

// Names Docusaurus's default parser leaves whole (its numberPrefix.ts): date-like (`2021-01-01-post`,
// `12.05 notes`) and version-like (`7-0`, `8.1-upgrade`: Ionic's updating/7-0.md kept its id `7-0`).
const DATE_LIKE = /^(\d{2}|\d{4})[-_.]\d{2}([-_.](\d{2}|\d{4}))?/
const VERSION_LIKE = /^\d+[-_.]\d+/

/** `01-setup` → `{ prefix: 1, name: 'setup' }`; a name without a prefix is returned as is. */
export function parseNumberPrefix(name: string): { prefix?: number; name: string } {
  if (DATE_LIKE.test(name) || VERSION_LIKE.test(name)) return { name }
  const match = NUMBER_PREFIX.exec(name)
  return match ? { prefix: Number(match[1]), name: match[2]! } : { name }
}

/** How file and folder names lose their number prefix (parseNumberPrefix, or a site's own: numberPrefixParserOf). */
export type NumberPrefixParser = (name: string) => { prefix?: number; name: string }

/**
 * The parser the docs option `numberPrefixParser` names, as Docusaurus reads it: `false` keeps names
 * whole, a function of the name (`{ filename, numberPrefix }`, Docusaurus's shape) replaces ours.
 */
export function numberPrefixParserOf(option: false | ((filename: string) => { filename: string; numberPrefix?: number }) | undefined): NumberPrefixParser {
  if (option === undefined) return parseNumberPrefix
  if (option === false) return (name) => ({ name })
  return (name) => {
    const parsed = option(name)
    return { name: parsed.filename, prefix: parsed.numberPrefix }
  }
}

/**
 * Docusaurus' category index convention: `guides/index.md`, `guides/README.md` and `guides/guides.md`
 * are the index of their folder, served at the folder's route (`/guides`).
 */
export function isCategoryIndex(relativePath: string, parse: NumberPrefixParser = parseNumberPrefix): boolean {
  const file = parse(posix.basename(relativePath).replace(/\.mdx?$/, '')).name.toLowerCase()
  const dir = posix.dirname(relativePath)
  const folder = dir === '.' ? undefined : parse(posix.basename(dir)).name.toLowerCase()
  return file === 'index' || file === 'readme' || file === folder
}

/**
 * The route of a doc: `routeBasePath` + id, or the slug (absolute, or relative to the doc's folder);
 * a category index (see isCategoryIndex) takes its folder's route.
 */
export function docRoute(id: string, routeBasePath: string, slug?: string, categoryIndex = false): string {
  const base = routeBasePath.endsWith('/') ? routeBasePath : `${routeBasePath}/`
  if (slug === undefined && categoryIndex) return normalizeRoute(`${base}${posix.dirname(id) === '.' ? '' : posix.dirname(id)}`)
  if (slug !== undefined) {
    const dir = posix.dirname(id)
    const path = slug.startsWith('/') ? slug : relativeSlug(dir === '.' ? '' : dir, slug)
    return normalizeRoute(`${base}${path.replace(/^\//, '')}`)
  }
  return normalizeRoute(`${base}${id}`)
}

/**
 * A relative slug against its doc's folder, `.` and `..` resolved as a URL path resolves them and kept
 * within the docs (Docusaurus's getSlug: `slug: ../` of `introduction/get-started` is the docs' root).
 */
function relativeSlug(dir: string, slug: string): string {
  const parts: string[] = []
  for (const part of `${dir}/${slug}`.split('/')) {
    if (part === '..') parts.pop()
    else if (part !== '.' && part !== '') parts.push(part)
  }
  return parts.join('/')
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
