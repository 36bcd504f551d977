/**
 * A disk cache of compiled pages between builds: a page whose source, site routes and compile options
 * are unchanged is not compiled again (no MDX parse, no highlighting, no Markdown twin); its module and
 * facts come from here. The whole cache is dropped when the generator's code or the installed packages
 * change. (Idea from webpack's persistent cache, which makes Docusaurus' second build fast.)
 *
 * One entry per source file and variant (with or without the Markdown twin: the build makes it, the
 * watch server does not), replaced when the page changes, so the file never grows past the site.
 */
import { stat } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { generatorVersion } from '../cache/generator-version'
import { cacheKey, KeyedFile } from '../cache/keyed-file'
import type { PageMeta } from './page-meta'

/** What a compile of one page produced. */
export interface CachedPage {
  key: string
  code: string
  meta: PageMeta
  /** The author-facing warnings the page produced (replayed on a hit). */
  warnings: string[]
}

const FILE = 'page-cache.json'

/**
 * Whether a build is likely to compile pages: there is no page cache yet, or one of `files` changed
 * after it was written. Only a hint for when to start the compile workers (a wrong guess costs time,
 * never correctness: each page is still looked up by its key).
 */
export async function pagesMayNeedCompiling(dir: string, files: readonly string[]): Promise<boolean> {
  const written = (await stat(join(dir, FILE)).catch(() => undefined))?.mtimeMs
  if (written === undefined) return true
  const modified = await Promise.all(files.map((file) => stat(file).then((s) => s.mtimeMs, () => Infinity)))
  return modified.some((time) => time > written)
}

/** The caches this process has open, with the modification time of their file when last read or written. */
const opened = new Map<string, { cache: PageCache; mtime: number | undefined }>()

export class PageCache {
  private constructor(
    private readonly file: KeyedFile<CachedPage>,
    private readonly root: string,
    /** Its entry in `opened`. */
    private readonly id: string,
  ) {}

  /**
   * Opens the cache of the site at `root`, kept in `dir`; a missing, stale or damaged file is an empty
   * cache. The file is read again only when it changed on disk since this process last read or wrote
   * it: the watch server's compiles after the first use the copy in memory.
   */
  static async open(dir: string, root: string): Promise<PageCache> {
    const id = `${dir}\0${root}`
    const mtime = (await stat(join(dir, FILE)).catch(() => undefined))?.mtimeMs
    const known = opened.get(id)
    if (known && known.mtime === mtime) return known.cache
    const cache = new PageCache(await KeyedFile.open<CachedPage>(join(dir, FILE), generatorVersion()), root, id)
    opened.set(id, { cache, mtime })
    return cache
  }

  /** The key of a page: its source and everything else its compile reads (routes resolve its links). */
  static key(source: string, context: object): string {
    return cacheKey(source, JSON.stringify(context))
  }

  /** The cached compile of `absolutePath` in `variant`, if it was made from the same key. */
  get(absolutePath: string, variant: string, key: string): CachedPage | undefined {
    const entry = this.file.get(this.slot(absolutePath, variant))
    return entry?.key === key ? entry : undefined
  }

  set(absolutePath: string, variant: string, entry: CachedPage): void {
    this.file.set(this.slot(absolutePath, variant), entry)
  }

  /**
   * Forgets the pages of every file but those at `absolutePaths` (pages deleted from the site), among the
   * pages of `locale` (undefined: the default locale's; each locale's build lists its own files).
   */
  retain(absolutePaths: string[], locale?: string): void {
    const kept = new Set(absolutePaths.map((path) => relative(this.root, path)))
    for (const slot of [...this.file.keys()]) {
      const [file, variant] = [slot.slice(0, slot.lastIndexOf('|')), slot.slice(slot.lastIndexOf('|') + 1)]
      if (localeOf(variant) === locale && !kept.has(file)) this.file.delete(slot)
    }
  }

  private slot(absolutePath: string, variant: string): string {
    return `${relative(this.root, absolutePath)}|${variant}`
  }

  /**
   * Writes the file if anything changed. `last`: the process compiles nothing more (a one-shot build's
   * last locale), so the copy in memory is let go: every page's module code and meta, which would
   * otherwise stay to the end of the build beside the modules already imported from them.
   */
  async save({ last = false }: { last?: boolean } = {}): Promise<void> {
    if (this.file.changed) {
      await this.file.save()
      const known = opened.get(this.id)
      if (known?.cache === this) known.mtime = (await stat(this.file.path)).mtimeMs
    }
    if (last && opened.get(this.id)?.cache === this) opened.delete(this.id)
  }
}

/** The locale in a cache variant (`fr:page+twin`); undefined for the default locale's (`page`). */
function localeOf(variant: string): string | undefined {
  const colon = variant.indexOf(':')
  return colon < 0 ? undefined : variant.slice(0, colon)
}
