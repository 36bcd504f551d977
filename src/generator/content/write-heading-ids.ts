/**
 * `./bin/write-heading-ids`: writes out the ids of the headings of a site's Markdown files
 * (content/heading-ids.ts), as `docusaurus write-heading-ids` does. Without a list of files, every `.md`
 * and `.mdx` file of the site's content: the docs folders (each docs plugin's, and their versions'),
 * the blogs' and the pages' folders, the way Docusaurus takes its content plugins' folders (a README
 * beside the site is never touched).
 */
import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { isAbsolute, join, relative } from 'node:path'
import fg from 'fast-glob'
import { loadConfig } from '../config/load'
import type { SiteConfig } from '../config/schema'
import { consoleLogger, type Logger } from '../log'
import { isCommonMark } from '../mdx/preprocess'
import { HeadingIdsRefused, rewriteHeadingIds, type HeadingIdOptions } from './heading-ids'
import { versionSources } from './versions'

export interface WriteHeadingIdsOptions extends HeadingIdOptions {
  /** The site folder. */
  root: string
  /** Files to rewrite (absolute, or relative to `root`); every content file of the site when empty. */
  files?: string[]
  logger?: Logger
}

export interface WrittenHeadingIds {
  /** The files written, relative to the site. */
  written: string[]
  /** How many files were read. */
  read: number
  /** Files left as they were, with where and why. */
  refused: Array<{ file: string; line: number; message: string }>
}

/** Rewrites the files; a file that does not parse, or whose ids would move, is left as it is and listed. */
export async function writeHeadingIds(options: WriteHeadingIdsOptions): Promise<WrittenHeadingIds> {
  const { root } = options
  // The content folders and Markdown options are the config's own: the site's plugins need not run.
  const config = await loadConfig(root, options.logger ?? consoleLogger, { runPlugins: false })
  const files = options.files?.length ? options.files.map((file) => (isAbsolute(file) ? file : join(root, file))) : await contentFiles(root, config)
  const result: WrittenHeadingIds = { written: [], read: files.length, refused: [] }
  for (const file of files) {
    const name = relative(root, file)
    const source = await readFile(file, 'utf8')
    try {
      const rewritten = rewriteHeadingIds(source, {
        ...options,
        maintainCase: options.maintainCase ?? config.markdown.anchors.maintainCase,
        format: isCommonMark(file, config.markdown.format) ? 'md' : 'mdx',
      })
      if (rewritten === source) continue
      await writeFile(file, rewritten)
      result.written.push(name)
    } catch (error) {
      if (!(error instanceof HeadingIdsRefused)) throw error
      result.refused.push({ file: name, line: error.line, message: error.message })
    }
  }
  return result
}

/** The Markdown files of the site's content folders, sorted. */
async function contentFiles(root: string, config: SiteConfig): Promise<string[]> {
  const docs = [...(config.docs === false ? [] : [{ path: config.docs.path, id: undefined }]), ...config.docsInstances.map((d) => ({ path: d.path, id: d.id }))]
  const folders = [
    ...docs.flatMap((d) => [d.path, versionSources(d.id).docsDir]),
    ...[config.blog, ...config.blogInstances].flatMap((blog) => (blog === false ? [] : [blog.path])),
    config.pages.path,
    ...config.pages.instances.map((p) => p.path),
  ]
  const present = [...new Set(folders.map((folder) => join(root, folder)))].filter((folder) => existsSync(folder))
  const found = await Promise.all(present.map((cwd) => fg('**/*.{md,mdx}', { cwd, absolute: true, ignore: ['**/node_modules/**'] })))
  return [...new Set(found.flat())].sort()
}
