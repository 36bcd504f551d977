/**
 * Blog posts as Docusaurus's blog plugin reads them: every Markdown file under the blog folder
 * (`2021-08-26-welcome.md` or `2021-08-26-welcome/index.md`), its date from the frontmatter, else the
 * file name, else the file; its permalink from `slug`, else the date and name (`/blog/2021/08/26/welcome`);
 * its title from the frontmatter, else its first heading; the part above a truncate marker
 * (`<!-- truncate -->`, `{/* truncate *\/}`) is what the lists show.
 */
import { stat } from 'node:fs/promises'
import { join, posix } from 'node:path'
import { existsSync } from 'node:fs'
import fg from 'fast-glob'
import { z } from 'zod'
import type { BlogConfig } from '../config/schema'
import { contentTitle, readPage } from '../content/collect'
import type { Frontmatter, FrontmatterReader } from '../content/frontmatter'
import { normalizeRoute } from '../content/routes'
import { checkSlugRoute } from '../content/source-checks'
import { BuildError } from '../errors'
import type { AuthorInput } from './authors'

/** A post as read from disk, before compilation. Shaped like a doc where the compile step needs it. */
export interface PostSource {
  /** Path relative to the blog folder without extension (`2021-08-26-welcome/index` → `2021-08-26-welcome`). */
  id: string
  /** Repo-relative source path. */
  file: string
  /** A translated site's other path for the post (see DocSource's `alias`). */
  alias?: string
  /** Read from its translation (i18n), whose original is `alias`. */
  translated?: boolean
  /** The post's page (its permalink). */
  route: string
  source: string
  frontmatter: Frontmatter & PostFrontmatter
  title: string
  /** Milliseconds since the epoch, UTC. */
  date: number
  /** The file holds a truncate marker: the lists show the part above it. */
  truncated: boolean
  /** Minutes, rounded up (config `showReadingTime`); undefined when the site's `readingTime` gives none. */
  readingTime: number | undefined
  /** As the frontmatter gives them, resolved by authors.ts. */
  authors: AuthorInput[]
  draft: boolean
  unlisted: boolean
}

/** The blog keys of a post's frontmatter (the docs' keys are read as for docs). */
const PostFrontmatterSchema = z
  .object({
    date: z.union([z.string(), z.date()]).optional(),
    authors: z.union([z.string(), z.looseObject({}), z.array(z.union([z.string(), z.looseObject({})]))]).optional(),
    author: z.string().optional(),
    author_title: z.string().optional(),
    author_url: z.string().optional(),
    author_image_url: z.string().optional(),
    // Docusaurus 1's spellings, which Docusaurus still reads (jestjs.io's older posts use them).
    authorTitle: z.string().optional(),
    authorURL: z.string().optional(),
    authorImageURL: z.string().optional(),
  })
  .loose()
type PostFrontmatter = z.output<typeof PostFrontmatterSchema>

/** Docusaurus's default marker: an HTML comment in Markdown, a JSX comment in MDX. */
export const TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/
const DATE_FILE_NAME = /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/
const WORDS_PER_MINUTE = 300

/** Reads every post of the blog folder; drafts are kept (the caller drops them outside the watch server). */
export async function collectPosts(root: string, blog: BlogConfig, warn: (message: string) => void, localizedPath?: string, read?: FrontmatterReader): Promise<PostSource[]> {
  const dir = join(root, blog.path)
  const files = (await fg(blog.include, { cwd: dir, ignore: blog.exclude })).sort()
  // A translated site reads a post from its translation when there is one (see collectDocs).
  const posts = await Promise.all(
    files.map(async (rel) => {
      if (localizedPath === undefined) return readPost(root, blog, rel, warn, read)
      const translated = existsSync(join(root, localizedPath, rel))
      const post = await readPost(root, translated ? { ...blog, path: localizedPath } : blog, rel, warn, read)
      return { ...post, alias: posix.join(translated ? blog.path : localizedPath, rel), ...(translated ? { translated: true } : {}) }
    }),
  )
  const seen = new Map<string, string>()
  for (const post of posts) {
    const other = seen.get(post.route)
    if (other) throw new BuildError(`the posts ${other} and ${post.file} have the same permalink ${post.route}`, { location: { file: post.file }, hint: 'give one of them another slug (frontmatter `slug`) or date' })
    seen.set(post.route, post.file)
  }
  const newestFirst = posts.sort((a, b) => b.date - a.date || a.file.localeCompare(b.file))
  return blog.sortPosts === 'ascending' ? newestFirst.reverse() : newestFirst
}

async function readPost(root: string, blog: BlogConfig, rel: string, warn: (message: string) => void, read?: FrontmatterReader): Promise<PostSource> {
  const file = posix.join(blog.path, rel)
  const { source, frontmatter, bodyLine } = await readPage(root, file, warn, read)
  const checked = PostFrontmatterSchema.safeParse(frontmatter)
  if (!checked.success) {
    const key = String(checked.error.issues[0]!.path[0] ?? '')
    throw new BuildError(`frontmatter key "${key}": ${checked.error.issues[0]!.message}`, { location: { file, line: lineOf(source, key), column: 1 }, hint: `give "${key}" a value of the expected type (see Docusaurus's blog front matter)` })
  }
  const named = DATE_FILE_NAME.exec(rel)?.groups
  const id = rel.replace(/(?:\/index)?\.mdx?$/, '')
  const date = frontmatter.date !== undefined ? parseDate(checked.data.date!, file, source) : named ? Date.parse(`${named.date!.replace(/\//g, '-')}T00:00:00Z`) : (await stat(join(root, file))).birthtimeMs
  const slug = frontmatter.slug ?? (named ? `/${named.date!.replace(/-/g, '/')}/${named.folder}${named.text}` : `/${id}`)
  const route = normalizeRoute(slug.startsWith('/') ? `${blog.routeBasePath}${slug}` : `${blog.routeBasePath}/${slug}`)
  checkSlugRoute(route, frontmatter.slug, source, file)
  return {
    id,
    file,
    route,
    source,
    frontmatter: checked.data as PostSource['frontmatter'],
    title: frontmatter.title ?? contentTitle(source, bodyLine) ?? named?.text ?? id,
    date,
    truncated: TRUNCATE_MARKER.test(source),
    readingTime: postReadingTime(blog, source.split('\n').slice(bodyLine - 1).join('\n'), checked.data as Record<string, unknown>, file),
    authors: authorInputs(checked.data, file),
    draft: frontmatter.draft === true,
    unlisted: frontmatter.unlisted === true,
  }
}

/** A frontmatter date: a date without a time zone is UTC, as Docusaurus reads it. */
function parseDate(value: string | Date, file: string, source: string): number {
  if (value instanceof Date) return value.getTime()
  const zoned = /[t \t]\d.*(?:z|[+-]\d{1,2}(?::?\d{2})?)$/i.test(value)
  const time = Date.parse(zoned ? value : /\d[t ]\d/i.test(value) ? `${value}Z` : `${value}T00:00:00Z`)
  if (Number.isNaN(time)) throw new BuildError(`frontmatter key "date": "${value}" is not a date`, { location: { file, line: lineOf(source, 'date'), column: 1 }, hint: 'write the date as YYYY-MM-DD, optionally with a time: 2024-05-01T10:00:00Z' })
  return time
}

/**
 * A post's minutes to read: ours ({@link readingTime}), or what the blog option `readingTime` says (as
 * Docusaurus calls it, with ours as `defaultReadingTime`), rounded up; undefined when it gives no number.
 */
function postReadingTime(blog: BlogConfig, content: string, frontMatter: Record<string, unknown>, file: string): number | undefined {
  if (!blog.readingTime) return readingTime(content)
  let minutes: unknown
  try {
    minutes = blog.readingTime({ content, frontMatter, locale: undefined, defaultReadingTime: ({ content: text }: { content: string }) => readingTime(text) })
  } catch (error) {
    throw new BuildError(`the blog's readingTime function threw for ${file}`, { location: { file }, cause: error, hint: 'fix the function: it gets { content, frontMatter, locale, defaultReadingTime } and returns the minutes (or undefined for none)' })
  }
  return typeof minutes === 'number' && Number.isFinite(minutes) ? Math.max(1, Math.ceil(minutes)) : undefined
}

/** Minutes to read the body: words (as Intl.Segmenter counts them, so any language) at 300 a minute. */
export function readingTime(body: string): number {
  let words = 0
  for (const part of new Intl.Segmenter('en', { granularity: 'word' }).segment(body)) if (part.isWordLike) words++
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
}

/** The authors a post names: `authors` (keys or objects), or the older `author`, `author_title`… keys. */
function authorInputs(fm: PostFrontmatter, file: string): AuthorInput[] {
  const title = fm.author_title ?? fm.authorTitle
  const url = fm.author_url ?? fm.authorURL
  const image = fm.author_image_url ?? fm.authorImageURL
  const legacy = fm.author !== undefined || title !== undefined || url !== undefined || image !== undefined
  if (fm.authors !== undefined && legacy) {
    throw new BuildError('the frontmatter gives both `authors` and `author…` keys', { location: { file }, hint: 'use `authors` alone (keys of the authors file, or objects with name, title, url, image_url)' })
  }
  if (legacy) return [{ name: fm.author, title, url, image_url: image }]
  const list = fm.authors === undefined ? [] : Array.isArray(fm.authors) ? fm.authors : [fm.authors]
  return list.map((a) => (typeof a === 'string' ? { key: a } : (a as AuthorInput)))
}

function lineOf(source: string, key: string): number {
  const index = source.split(/\r?\n/).findIndex((l) => l.startsWith(`${key}:`))
  return index >= 0 ? index + 1 : 2
}
