/**
 * The site's plugins' `allContentLoaded` (docusaurus.io/docs/api/plugin-methods/lifecycle-apis#allContentLoaded),
 * run once the docs and the blogs are read: each is given every plugin's content, each blog's in the shape
 * Docusaurus's blog plugin gives it (`allContent['docusaurus-plugin-content-blog'].default.blogPosts`, a
 * blog of `blogInstances` under its id instead of `default`, each post with its `metadata`: title,
 * permalink, date, tags, authors, description…), and may set global data
 * and add routes as in `contentLoaded` (config/docusaurus/site-plugins.ts). The docs plugin's content is not
 * given (its loaded versions are this generator's own model).
 */
import { withBase } from '../../../components/links'
import type { BlogModel } from '../../blog/blog-model'
import type { Logger } from '../../log'
import type { SiteConfig } from '../schema'

/** The routes the config's plugins added before any allContentLoaded ran: a watch server's reload runs them again. */
const routesBefore = new WeakMap<object, number>()

/**
 * Runs each plugin's allContentLoaded with the content of `blogs` (blog/blog-plugins.ts siteBlogs); one that
 * throws is named in a warning, as is what it asks for that is not built.
 */
export async function runAllContentLoaded(config: SiteConfig, blogs: readonly BlogModel[], configFile: string, logger: Logger): Promise<void> {
  if (config.allContentLoaded.length === 0) return
  // A second run (the watch server reads the model again) replaces the routes the first one added.
  const before = routesBefore.get(config.pluginRoutes) ?? config.pluginRoutes.length
  routesBefore.set(config.pluginRoutes, before)
  config.pluginRoutes.length = before
  const generated: Record<string, Record<string, unknown>> = blogs.length > 0 ? { 'docusaurus-plugin-content-blog': Object.fromEntries(blogs.map((blog) => [blog.pluginId ?? 'default', blogContent(blog, config.baseUrl)])) } : {}
  for (const { plugin, run } of config.allContentLoaded) {
    try {
      const unbuilt = await run(generated)
      if (unbuilt.length > 0) logger.warn(`${configFile}: plugin "${plugin}" runs its allContentLoaded without ${unbuilt.join(', ')}`)
    } catch (error) {
      logger.warn(`${configFile}: plugin "${plugin}": its allContentLoaded failed, so what it sets is missing: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
}

/** The blog's content as Docusaurus's blog plugin loads it: its posts, newest first, with their metadata. */
function blogContent(blog: BlogModel, baseUrl: string): Record<string, unknown> {
  const link = (route: string) => withBase(baseUrl, route)
  return {
    blogSidebarTitle: blog.config.blogSidebarTitle,
    blogPosts: blog.posts.map((post) => ({
      id: post.id,
      metadata: {
        permalink: link(post.route),
        source: `@site/${post.file}`,
        title: post.title,
        description: post.frontmatter.description ?? '',
        date: new Date(post.date),
        tags: post.tags.map((tag) => ({ label: tag.label, permalink: link(tag.route), ...(tag.description ? { description: tag.description } : {}) })),
        hasTruncateMarker: post.truncated,
        authors: post.authors.map((a) => ({ name: a.name, ...(a.title ? { title: a.title } : {}), ...(a.url ? { url: a.url } : {}), ...(a.imageUrl ? { imageURL: a.imageUrl } : {}), ...(a.key ? { key: a.key } : {}) })),
        frontMatter: post.frontmatter,
        unlisted: post.unlisted,
        ...(post.readingTime === undefined ? {} : { readingTime: post.readingTime }),
        ...(post.editUrl ? { editUrl: post.editUrl } : {}),
      },
      content: post.source,
    })),
  }
}
