/**
 * Which blogs a site has. A Docusaurus site may run several blog plugins (docusaurus.io/docs/blog,
 * "Multiple blogs": `plugins: [['@docusaurus/plugin-content-blog', { id: 'learn', … }]]`), each with
 * its own folder, route base and options: the classic preset's blog (config `blog`, plugin id
 * `default`) and the others (config `blogInstances`). Each is read into a BlogModel of its own and built
 * as the main blog is; what the whole site shows (feeds in every page's head, search, the sitemap,
 * the route check) takes the posts of them all. Mirrors content/docs-plugin.ts for docs plugins.
 */
import type { BlogConfig, SiteConfig } from '../config/schema'
import type { BlogModel, BlogPost } from './blog-model'

/** Every blog plugin of the site: the main blog first (id undefined), then the others by id, as configured. */
export function blogPlugins(config: Pick<SiteConfig, 'blog' | 'blogInstances'>): Array<{ id: string | undefined; options: BlogConfig }> {
  const main = config.blog === false ? [] : [{ id: undefined, options: config.blog }]
  return [...main, ...config.blogInstances.map((options) => ({ id: options.id, options }))]
}

/** The blogs a model holds (the ones with posts): the main blog first, then the others in config order. */
export function siteBlogs(model: { blog?: BlogModel; blogInstances?: readonly BlogModel[] }): BlogModel[] {
  return [...(model.blog ? [model.blog] : []), ...(model.blogInstances ?? [])]
}

/** The posts of every blog of the model, the main blog's first. */
export function allPosts(model: { blog?: BlogModel; blogInstances?: readonly BlogModel[] }): BlogPost[] {
  return siteBlogs(model).flatMap((blog) => blog.posts)
}
