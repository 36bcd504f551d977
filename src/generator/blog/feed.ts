/**
 * The blog's feeds (Docusaurus's `feedOptions`): RSS 2.0 (`rss.xml`), Atom (`atom.xml`) and JSON Feed
 * (`feed.json`) beside the blog's list, the newest posts first, each with its whole content as HTML
 * whose site links are made absolute (a feed reader has no base URL). Written with the `feed` package,
 * the one Docusaurus uses, so readers see the same feeds after a switch.
 */
import { readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { Feed } from 'feed'
import { BuildError } from '../errors'
import type { SiteConfig } from '../config/schema'
import { normalizeRoute } from '../content/routes'
import type { BlogModel } from './blog-model'

export type FeedType = 'rss' | 'atom' | 'json'

const FILES: Record<FeedType, { file: string; mime: string; label: string }> = {
  rss: { file: 'rss.xml', mime: 'application/rss+xml', label: 'RSS Feed' },
  atom: { file: 'atom.xml', mime: 'application/atom+xml', label: 'Atom Feed' },
  json: { file: 'feed.json', mime: 'application/json', label: 'JSON Feed' },
}

/** The feed types the config asks for. */
export function feedTypes(blog: BlogModel['config']): FeedType[] {
  const type = blog.feedOptions.type
  if (type === null) return []
  if (type === 'all') return ['rss', 'atom', 'json']
  return Array.isArray(type) ? type : [type]
}

/** The `<link rel="alternate">` of each feed, for every page's head (as Docusaurus adds them). */
export function feedLinks(blog: BlogModel, siteTitle: string): Array<{ type: string; href: string; title: string }> {
  return feedTypes(blog.config).map((type) => ({ type: FILES[type].mime, href: normalizeRoute(`${blog.lists[0]!.route}/${FILES[type].file}`), title: `${siteTitle} Blog ${FILES[type].label}` }))
}

/** Each feed file (path relative to the output folder) and its text. `html` gives a post's content; `root` is the site's folder (for its own stylesheets). */
export function feedFiles(blog: BlogModel, config: SiteConfig, html: (route: string) => string, root: string): Array<{ path: string; contents: string }> {
  const types = feedTypes(blog.config)
  if (types.length === 0) return []
  const options = blog.config.feedOptions
  const site = `${config.url}${config.baseUrl.replace(/\/$/, '')}`
  const absolute = (route: string) => `${site}${route}`
  const listed = blog.posts.filter((p) => !p.unlisted).sort((a, b) => b.date - a.date)
  const posts = options.limit ? listed.slice(0, options.limit) : listed
  const blogUrl = absolute(blog.lists[0]!.route)
  const feed = new Feed({
    id: blogUrl,
    title: options.title ?? `${config.title} Blog`,
    description: options.description ?? `${config.title} Blog`,
    link: blogUrl,
    language: options.language ?? config.i18n.defaultLocale,
    copyright: options.copyright,
    updated: posts[0] ? new Date(posts[0].date) : undefined,
    generator: 'rtk-docs',
    favicon: config.favicon ? absolute(config.favicon.startsWith('/') ? config.favicon : `/${config.favicon}`) : undefined,
    feedLinks: Object.fromEntries(types.map((t) => [t, `${blogUrl}/${FILES[t].file}`])),
  })
  for (const post of posts) {
    feed.addItem({
      title: post.title,
      id: absolute(post.route),
      link: absolute(post.route),
      date: new Date(post.date),
      description: typeof post.frontmatter.description === 'string' ? post.frontmatter.description : undefined,
      content: absoluteLinks(html(post.route), config.url),
      // The feed package reads the first author and category without checking: none is left out, not [].
      author: post.authors.length > 0 ? post.authors.map((a) => ({ name: a.name, email: a.email, link: a.page ? absolute(a.page) : a.url })) : undefined,
      category: post.tags.length > 0 ? post.tags.map((t) => ({ name: t.label, domain: absolute(t.route) })) : undefined,
    })
  }
  const text: Record<FeedType, () => string> = { rss: () => feed.rss2(), atom: () => feed.atom1(), json: () => feed.json1() }
  const dir = blog.lists[0]!.route.replace(/^\//, '')
  const at = (file: string) => `${dir ? `${dir}/` : ''}${file}`
  return types.flatMap((type) => {
    const style = type === 'json' ? undefined : feedStylesheet(type, blog.config, root)
    if (!style) return [{ path: at(FILES[type].file), contents: text[type]() }]
    return [
      { path: at(FILES[type].file), contents: text[type]().replace(/^(<\?xml[^>]*\?>)/, `$1\n<?xml-stylesheet type="text/xsl" href="${style.name}"?>`) },
      { path: at(style.name), contents: style.contents },
    ]
  })
}

/**
 * The XSLT stylesheet a browser shows an RSS or Atom feed with (feedOptions `xslt`): ours
 * (feed-styles/, written for this generator), or the site's own file, beside the feed under its name.
 */
function feedStylesheet(type: 'rss' | 'atom', blog: BlogModel['config'], root: string): { name: string; contents: string } | undefined {
  const option = blog.feedOptions.xslt
  const own = typeof option === 'object' ? option[type] : option
  if (!own) return undefined
  if (own === true) return { name: `${type}.xsl`, contents: readFileSync(join(import.meta.dirname, 'feed-styles', `${type}.xsl`), 'utf8') }
  const file = join(blog.path, own)
  try {
    return { name: basename(own), contents: readFileSync(join(root, file), 'utf8') }
  } catch (error) {
    throw new BuildError(`the blog's ${type} feed stylesheet ${file} cannot be read`, { location: { file }, cause: error, hint: `create the file, or correct feedOptions.xslt.${type} (a path relative to the blog folder, or true for the generator's own)` })
  }
}

/** `href="/x"` and `src="/x"` (site paths, the base path already in them) as absolute URLs on `origin`. */
function absoluteLinks(html: string, origin: string): string {
  return html.replace(/\s(href|src)="(\/(?!\/)[^"]*)"/g, (_m, name: string, path: string) => ` ${name}="${origin}${path}"`)
}
