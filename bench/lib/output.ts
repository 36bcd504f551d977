/** What a build folder holds: distinct HTML routes, total bytes, the largest page. */
import { readdir, readFile, stat } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'

export interface OutputStats {
  /** Distinct routes: `x.html` and `x/index.html` count once (we write both; Docusaurus writes one). */
  routes: number
  htmlFiles: number
  files: number
  bytes: number
  /** The largest HTML page and its route (404 page excluded). */
  largest: { route: string; bytes: number }
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? walk(join(dir, e.name)) : Promise.resolve(e.isFile() ? [join(dir, e.name)] : []))))
  return nested.flat()
}

/** `api/createSlice/index.html` and `api/createSlice.html` → `/api/createSlice`; `index.html` → `/`. */
export function routeOfHtml(relPath: string): string {
  const path = relPath.split(sep).join('/').replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')
  return `/${path}`.replace(/\/$/, '') || '/'
}

export async function outputStats(dir: string): Promise<OutputStats> {
  const files = await walk(dir)
  const sizes = await Promise.all(files.map(async (f) => (await stat(f)).size))
  const routes = new Set<string>()
  let largest = { route: '/', bytes: 0 }
  let htmlFiles = 0
  files.forEach((file, i) => {
    if (!file.endsWith('.html')) return
    htmlFiles++
    const route = routeOfHtml(relative(dir, file))
    routes.add(route)
    const size = sizes[i] ?? 0
    if (route !== '/404' && size > largest.bytes) largest = { route, bytes: size }
  })
  return { routes: routes.size, htmlFiles, files: files.length, bytes: sizes.reduce((a, b) => a + b, 0), largest }
}

/** The first page of our sitemap.xml in `dir` that is not the home page (a site's first doc). */
export async function firstDocRoute(dir: string): Promise<string> {
  const sitemap = await readFile(join(dir, 'sitemap.xml'), 'utf8')
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!, 'http://site').pathname.replace(/\/$/, '') || '/')
  return paths.find((p) => p !== '/') ?? '/'
}
