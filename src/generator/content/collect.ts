/**
 * Collect: find the doc pages, read them, parse frontmatter, and give each its id and route.
 */
import { readFile } from 'node:fs/promises'
import { join, posix } from 'node:path'
import fg from 'fast-glob'
import type { DocsConfig } from '../config/schema'
import type { Logger } from '../log'
import { parseFrontmatter, type Frontmatter } from './frontmatter'
import { docIdFromPath, docRoute } from './routes'
import { checkPageSize, checkSlugRoute, decodeSource } from './source-checks'

/** A doc page as read from disk, before compilation. */
export interface DocSource {
  /** `api/createSlice` */
  id: string
  /** Repo-relative source path, e.g. `docs/api/createSlice.mdx`. */
  file: string
  route: string
  source: string
  frontmatter: Frontmatter
  /** First docs folder of the id (`api`, `rtk-query`…): picks the search section. */
  folder: string
  draft: boolean
  unlisted: boolean
}

export interface CollectOptions {
  root: string
  docs: DocsConfig
  /** Drafts are served by the watch server only. */
  includeDrafts: boolean
  logger: Logger
}

/** Globs the docs folders and reads every page. Two pages on one route: warn and keep the first. */
export async function collectDocs({ root, docs, includeDrafts, logger }: CollectOptions): Promise<DocSource[]> {
  const patterns = docs.folders.map((folder) => `${folder}/**/*.{md,mdx}`)
  const files = (await fg(patterns, { cwd: join(root, docs.path), onlyFiles: true })).sort()
  const pages = await Promise.all(files.map((rel) => readDoc(root, docs, rel, (message) => logger.warn(message))))

  const byRoute = new Map<string, DocSource>()
  const result: DocSource[] = []
  for (const page of pages) {
    if (page.draft && !includeDrafts) continue
    const first = byRoute.get(page.route)
    if (first) {
      logger.warn(`duplicate route ${page.route}: ${first.file} and ${page.file}; keeping ${first.file}`)
      continue
    }
    byRoute.set(page.route, page)
    result.push(page)
  }
  return result
}

/**
 * Reads and parses one page; `rel` is relative to the docs folder. `warn` gets problems that do not
 * stop the build (bytes that are not UTF-8); a page over the size limit or a slug that leaves the site throws.
 */
export async function readDoc(root: string, docs: DocsConfig, rel: string, warn: (message: string) => void = () => {}): Promise<DocSource> {
  const file = posix.join(docs.path, rel)
  const bytes = await readFile(join(root, file))
  checkPageSize(bytes, file)
  const source = decodeSource(bytes, file, warn)
  const { frontmatter } = parseFrontmatter(source, file)
  const id = docIdFromPath(rel, frontmatter.id)
  const route = docRoute(id, docs.routeBasePath, frontmatter.slug)
  checkSlugRoute(route, frontmatter.slug, source, file)
  return {
    id,
    file,
    route,
    source,
    frontmatter,
    folder: id.split('/')[0] ?? id,
    draft: frontmatter.draft === true,
    unlisted: frontmatter.unlisted === true,
  }
}
