/**
 * The blog as pages: its posts (newest first, each with authors, tags, and its newer and older
 * neighbours), the paginated lists (`/blog`, `/blog/page/2`…), a page per tag and per author with a
 * page, the tags index, the archive, and the sidebar of recent posts. Routes as Docusaurus's blog
 * plugin makes them (tags under `/blog/tags`, authors under `/blog/authors`, `/blog/archive`).
 */
import { joinEditUrl } from '../content/edit-url'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { BlogConfig, ReportLevel } from '../config/schema'
import { docTags, tagsIndexRoute, type DocTag } from '../content/tags'
import { loadTagsFile } from '../content/tags-file'
import { normalizeRoute } from '../content/routes'
import { BuildError } from '../errors'
import type { Logger } from '../log'
import { loadAuthorsMap, resolveAuthors, type Author } from './authors'
import { collectPosts, type PostSource } from './posts'
import type { FrontmatterReader } from '../content/frontmatter'

export interface BlogPost extends Omit<PostSource, 'authors'> {
  authors: Author[]
  tags: DocTag[]
  /** "Edit this page" (config `editUrl` + the post's path). */
  editUrl?: string
  /** The next post in the list (older, when newest first) and the previous one; unlisted posts have none. */
  older?: { title: string; route: string }
  newer?: { title: string; route: string }
}

/** One page of a list of posts. */
export interface PostListPage {
  route: string
  posts: BlogPost[]
  /** 1-based. */
  page: number
  totalPages: number
  newer?: string
  older?: string
}

export interface BlogTagPage {
  label: string
  route: string
  description?: string
  count: number
  pages: PostListPage[]
}

export interface BlogAuthorPage {
  author: Author
  count: number
  pages: PostListPage[]
}

export interface BlogModel {
  config: BlogConfig
  /** The blog plugin's id (config `blogInstances`); undefined for the main blog (Docusaurus's `default`). */
  pluginId?: string
  /** The folder of the current locale's translated posts (i18n), relative to the site root. */
  translationsPath?: string
  /** Every post published (unlisted ones included), in the configured order. */
  posts: BlogPost[]
  lists: PostListPage[]
  /** `/blog/tags`, when some listed post has a tag (Docusaurus makes no tag routes otherwise). */
  tagsRoute?: string
  tags: BlogTagPage[]
  /** `/blog/authors`, when the authors file names someone (Docusaurus's createAuthorsRoutes). */
  authorsRoute?: string
  /** What `/blog/authors` lists: every author of the authors file, with their listed posts' count. */
  authorsIndex: Array<{ author: Author; count: number }>
  /** The authors with a page of their own (`page` in the authors file) and their posts. */
  authors: BlogAuthorPage[]
  archiveRoute: string
  /** The recent posts beside every blog page; empty: no sidebar. */
  recent: Array<{ title: string; route: string; year: number }>
}

/** Reads the blog; undefined when the folder has no posts (no blog pages, as Docusaurus). */
/**
 * `pluginId`: the blog plugin's id (config `blogInstances`), none for the main blog; `localizedPath`: the
 * folder of the current locale's translated posts (and authors file), relative to root; `locale`: the
 * locale being built (what an editUrl function is told).
 */
export async function loadBlog(root: string, blog: BlogConfig, baseUrl: string, options: { includeDrafts: boolean; logger: Logger; pluginId?: string; localizedPath?: string; locale: string; readFrontmatter?: FrontmatterReader }): Promise<BlogModel | undefined> {
  const all = await collectPosts(root, blog, (message) => options.logger.warn(message), options.localizedPath, options.readFrontmatter)
  const sources = options.includeDrafts ? all : all.filter((p) => !p.draft)
  if (sources.length === 0) return undefined
  // A translated authors file (names and titles in the locale) replaces the original, as in Docusaurus.
  const authorsDir = options.localizedPath !== undefined && existsSync(join(root, options.localizedPath, blog.authorsMapPath)) ? options.localizedPath : blog.path
  const [authorsMap, tagsFile] = await Promise.all([loadAuthorsMap(root, authorsDir, blog.authorsMapPath), loadTagsFile(root, blog.path, blog.tags)])
  const inlineAuthors: string[] = []
  const posts: BlogPost[] = await processedPosts(
    blog,
    sources.map((source) => ({
      ...source,
      authors: resolveAuthors(source.authors, authorsMap, blog.routeBasePath, baseUrl, source.file, inlineAuthors),
      tags: docTags(source, blog.routeBasePath, tagsFile),
      editUrl: postEditUrl(blog, source, baseUrl, options.locale),
    })),
    baseUrl,
  )
  if (posts.length === 0) return undefined
  const listed = posts.filter((p) => !p.unlisted)
  listed.forEach((post, i) => {
    const link = (p: BlogPost | undefined) => (p ? { title: p.title, route: p.route } : undefined)
    post.older = link(listed[i + 1])
    post.newer = link(listed[i - 1])
  })

  const tags = new Map<string, { tag: DocTag; posts: BlogPost[] }>()
  for (const post of listed) for (const tag of post.tags) (tags.get(tag.route) ?? tags.set(tag.route, { tag, posts: [] }).get(tag.route)!).posts.push(post)
  const authors = new Map<string, { author: Author; posts: BlogPost[] }>()
  for (const post of listed) for (const author of post.authors) if (author.page) (authors.get(author.page) ?? authors.set(author.page, { author, posts: [] }).get(author.page)!).posts.push(post)

  report(tagsFile ? posts.flatMap((p) => p.tags.filter((t) => t.inline).map((t) => `${p.file}: ${t.label}`)) : [], blog.onInlineTags, 'not in the blog\'s tags file', 'add them to the tags file, or use its keys (blog option onInlineTags says what this does)', options.logger)
  report(inlineAuthors, blog.onInlineAuthors, 'written in the post, not taken from the authors file', 'add them to the authors file and name them by key (blog option onInlineAuthors says what this does)', options.logger)
  report(posts.filter((p) => !p.truncated).map((p) => p.file), blog.onUntruncatedBlogPosts, 'without a truncate marker: the lists show them whole', 'put <!-- truncate --> (MDX: {/* truncate */}) where the summary ends (blog option onUntruncatedBlogPosts says what this does)', options.logger)

  const per = blog.postsPerPage === 'ALL' ? Number.POSITIVE_INFINITY : blog.postsPerPage
  return {
    config: blog,
    ...(options.pluginId === undefined ? {} : { pluginId: options.pluginId }),
    translationsPath: options.localizedPath,
    posts,
    lists: paginate(listed, normalizeRoute(blog.routeBasePath), per),
    tagsRoute: tags.size > 0 ? tagsIndexRoute(blog.routeBasePath) : undefined,
    tags: [...tags.values()].map(({ tag, posts }) => ({ label: tag.label, route: tag.route, description: tag.description, count: posts.length, pages: paginate(posts, tag.route, per) })).sort((a, b) => a.label.localeCompare(b.label)),
    authorsRoute: authorsMap.size > 0 ? normalizeRoute(`${blog.routeBasePath}/authors`) : undefined,
    authorsIndex: [...authorsMap.keys()].map((key) => ({ author: resolveAuthors([{ key }], authorsMap, blog.routeBasePath, baseUrl, blog.authorsMapPath, [])[0]!, count: listed.filter((p) => p.authors.some((a) => a.key === key)).length })),
    authors: [...authors.values()].map(({ author, posts }) => ({ author, count: posts.length, pages: paginate(posts, author.page!, per) })),
    archiveRoute: normalizeRoute(`${blog.routeBasePath}/archive`),
    recent: listed.slice(0, blog.blogSidebarCount === 'ALL' ? undefined : blog.blogSidebarCount).map((p) => ({ title: p.title, route: p.route, year: new Date(p.date).getUTCFullYear() })),
  }
}

/**
 * The posts the blog option `processBlogPosts` keeps, in its order, with the titles it set (Docusaurus's
 * hook, called before the lists are made with `{ blogPosts }`, each `{ id, metadata, content }`); all of
 * them when it returns nothing.
 */
async function processedPosts(blog: BlogConfig, posts: BlogPost[], baseUrl: string): Promise<BlogPost[]> {
  if (!blog.processBlogPosts) return posts
  const base = baseUrl.replace(/\/$/, '')
  const blogPosts = posts.map((post) => ({
    id: post.id,
    metadata: {
      permalink: `${base}${post.route}`,
      source: `@site/${post.file}`,
      title: post.title,
      date: new Date(post.date),
      tags: post.tags.map((tag) => ({ label: tag.label, permalink: `${base}${tag.route}` })),
      authors: post.authors.map((author) => ({ name: author.name, title: author.title, url: author.url, imageURL: author.imageUrl, key: author.key })),
      frontMatter: post.frontmatter,
      readingTime: post.readingTime,
      hasTruncateMarker: post.truncated,
      unlisted: post.unlisted,
      editUrl: post.editUrl,
    },
    content: post.source,
  }))
  let kept: unknown
  try {
    kept = await blog.processBlogPosts({ blogPosts })
  } catch (error) {
    throw new BuildError("the blog's processBlogPosts function threw", { location: { file: blog.path }, cause: error, hint: 'fix the function: it gets { blogPosts } and returns the posts to keep (or nothing to keep them all)' })
  }
  if (kept === undefined || kept === null) return posts
  if (!Array.isArray(kept)) throw new BuildError("the blog's processBlogPosts function returned something that is not a list of posts", { location: { file: blog.path }, hint: 'return the blog posts to keep (an array of the ones it is given), or nothing' })
  const byId = new Map(posts.map((post) => [post.id, post]))
  return kept.flatMap((item: { id?: unknown; metadata?: { title?: unknown } }) => {
    const post = typeof item?.id === 'string' ? byId.get(item.id) : undefined
    if (!post) return []
    return [typeof item.metadata?.title === 'string' && item.metadata.title !== post.title ? { ...post, title: item.metadata.title } : post]
  })
}

/** "Edit this page" of a post: the config's base URL and the post's file, or what its editUrl function says. */
function postEditUrl(blog: BlogConfig, post: PostSource, baseUrl: string, locale: string): string | undefined {
  const { editUrl } = blog
  const original = post.translated ? post.alias! : post.file
  if (typeof editUrl === 'string') return joinEditUrl(editUrl, blog.editLocalizedFiles ? post.file : original)
  if (!editUrl) return undefined
  try {
    return editUrl({ blogDirPath: blog.path, blogPath: original.slice(blog.path.length + 1), permalink: `${baseUrl.replace(/\/$/, '')}${post.route}`, locale }) ?? undefined
  } catch (error) {
    throw new BuildError(`the blog's editUrl function threw for ${post.file}`, { location: { file: post.file }, cause: error, hint: 'fix the function: it gets { blogDirPath, blogPath, permalink, locale } and returns a URL (or undefined for none)' })
  }
}

/** `posts` in pages of `per`: the first at `base`, the others at `base/page/N`. */
export function paginate(posts: BlogPost[], base: string, per: number): PostListPage[] {
  const totalPages = Math.max(1, Math.ceil(posts.length / per))
  const route = (index: number) => (index === 0 ? base : normalizeRoute(`${base}/page/${index + 1}`))
  return Array.from({ length: totalPages }, (_, i) => ({
    route: route(i),
    posts: posts.slice(i * per, (i + 1) * per),
    page: i + 1,
    totalPages,
    newer: i > 0 ? route(i - 1) : undefined,
    older: i < totalPages - 1 ? route(i + 1) : undefined,
  }))
}

/** Every route the blog makes (the watch server and the duplicate check read them). */
export function blogRoutes(blog: BlogModel): string[] {
  return [
    ...blog.lists.map((p) => p.route),
    ...blog.posts.map((p) => p.route),
    ...(blog.tagsRoute ? [blog.tagsRoute] : []),
    ...blog.tags.flatMap((t) => t.pages.map((p) => p.route)),
    ...(blog.authorsRoute ? [blog.authorsRoute] : []),
    ...blog.authors.flatMap((a) => a.pages.map((p) => p.route)),
    blog.archiveRoute,
  ]
}

function report(found: string[], level: ReportLevel, what: string, hint: string, logger: Logger): void {
  if (found.length === 0 || level === 'ignore') return
  const message = `${found.length} blog ${found.length === 1 ? 'entry is' : 'entries are'} ${what}:\n${found.map((f) => `  - ${f}`).join('\n')}`
  if (level === 'throw') throw new BuildError(message, { hint })
  if (level === 'warn') logger.warn(`${message}\n  Fix: ${hint}`)
  else logger.info(message)
}
