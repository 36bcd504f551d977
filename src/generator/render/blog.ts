/**
 * Rendering the blog (blog/blog-model.ts): each post on its page, the lists with each post's summary
 * (its content above the truncate marker: the compiled post without its `BlogRest`, remark-truncate.ts),
 * the tag, author, archive and index pages, and each post's content alone for the feeds.
 */
import { createElement, Fragment, type ReactElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { AuthorCard, BlogArchive, BlogAuthorsIndex, BlogLayout, BlogList, BlogPostArticle, BlogTagsIndex, type BlogFrame } from '../../components/Blog'
import { withPageScope } from '../../components/docusaurus/scope'
import { withBase } from '../../components/links'
import { Shell } from '../../components/Shell'
import type { PageInfo, SiteView } from '../../components/types'
import type { BlogModel, BlogPost, PostListPage } from '../blog/blog-model'
import type { CompiledPage } from '../mdx/compile-pool'
import { BLOG_REST } from '../mdx/remark-truncate'
import { contentElement, headScope, renderWithHeadTags, toDocument, type RenderedRoute } from './render'
import { pluralMessage, themeMessage, type ThemeMessageId } from '../../components/theme-messages'
import { dateLocale } from '../../components/locale'
import { htmlClassNames } from './html-class-names'
import { blogPostingData } from '../blog/structured-data'

/** The part of a post after its truncate marker: shown on the post's page, left out of summaries. */
const WHOLE = { [BLOG_REST]: ({ children }: { children?: ReactNode }) => children }
const SUMMARY = { [BLOG_REST]: () => null }

/** Every page of one blog (the main one or another blog plugin's). `compiled` is keyed by route (posts' routes among them). */
export function renderBlog(site: SiteView, blog: BlogModel, compiled: ReadonlyMap<string, CompiledPage>): RenderedRoute[] {
  const config = blog.config
  const t = (id: ThemeMessageId, values?: Record<string, string>) => themeMessage(site.config.i18n.codeTranslations, id, values)
  const messages = site.config.i18n.codeTranslations
  const { locale, calendar } = dateLocale(site.config)
  const posts = (count: number) => pluralMessage(messages, 'theme.blog.post.plurals', count, locale)
  const frame = (route: string): BlogFrame => ({ base: site.config.baseUrl, route, sidebarTitle: config.blogSidebarTitle, recent: blog.recent, showReadingTime: config.showReadingTime, locale, calendar, docusaurus: site.config.pages.api === 'docusaurus', groupByYear: config.sidebarGroupByYear })
  const content = (post: BlogPost, components: typeof WHOLE) => postContent(site, compiled.get(post.route)!, components)
  const page = (route: string, title: string, description: string | undefined, body: ReactElement, extra: Partial<PageInfo> = {}): RenderedRoute => {
    const info: PageInfo = { route, title, description, hasSidebar: blog.recent.length > 0, ...extra }
    // Summaries may hold a post's <Head>: it belongs to the post, so a list page keeps its own head.
    const html = withPageScope(headScope(site, route), () => toDocument(createElement(Shell, { site, page: info, children: body }), config.path, route))
    return { route, html, file: config.path, kind: 'page' }
  }
  const summaries = (list: PostListPage) => new Map(list.posts.map((post) => [post, content(post, SUMMARY)]))
  const listPage = (list: PostListPage, title: string, description: string | undefined, heading: ReactNode, kind: 'list' | 'tag' | 'author') =>
    page(list.route, list.page > 1 ? `${title} – page ${list.page}` : title, description, createElement(BlogLayout, { frame: frame(list.route) }, createElement(BlogList, { frame: frame(list.route), list, heading, summaries: summaries(list) })), { htmlClassName: htmlClassNames.blog(kind, blog.pluginId) })

  const routes: RenderedRoute[] = []
  for (const post of blog.posts) {
    const compiledPost = compiled.get(post.route)!
    const description = postDescription(post, compiledPost)
    const info: PageInfo = {
      route: post.route,
      title: post.title,
      description,
      structuredData: blogPostingData(post, description, site.config, { title: config.blogTitle, routeBasePath: config.routeBasePath }),
      markdownHref: `${post.route}.md`,
      keywords: post.frontmatter.keywords,
      image: post.frontmatter.image,
      noindex: post.unlisted,
      hasSidebar: blog.recent.length > 0,
      htmlClassName: htmlClassNames.blog('post', blog.pluginId),
    }
    const hideToc = post.frontmatter.hide_table_of_contents === true
    // The levels the site's TOC shows, or the post's front matter asks for (as a doc's).
    const min = post.frontmatter.toc_min_heading_level ?? site.config.toc.minHeadingLevel
    const max = post.frontmatter.toc_max_heading_level ?? site.config.toc.maxHeadingLevel
    const toc = compiledPost.meta.toc.filter((e) => e.level >= min && e.level <= max)
    const document = (pageInfo: PageInfo) =>
      createElement(Shell, { site, page: pageInfo, children: createElement(BlogLayout, { frame: frame(post.route), toc: hideToc ? undefined : toc }, createElement(BlogPostArticle, { frame: frame(post.route), post }, content(post, WHOLE))) })
    routes.push({ route: post.route, html: renderWithHeadTags(site, info, post.file, document), file: post.file, kind: 'post', ...(blog.pluginId === undefined ? {} : { plugin: blog.pluginId }) })
  }
  for (const list of blog.lists) routes.push(listPage(list, config.blogTitle, config.blogDescription, createElement('h1', { className: 'rtk-sr-only' }, config.blogTitle), 'list'))
  for (const tag of blog.tags) {
    const title = t('theme.blog.tagTitle', { nPosts: posts(tag.count), tagName: tag.label })
    const heading = createElement(
      'header',
      { className: 'rtk-blog-list__header' },
      createElement('h1', null, title),
      tag.description ? createElement('p', null, tag.description) : null,
      createElement('a', { href: withBase(site.config.baseUrl, blog.tagsRoute!) }, t('theme.tags.tagsPageLink')),
    )
    for (const list of tag.pages) routes.push(listPage(list, title, tag.description, heading, 'tag'))
  }
  if (blog.tagsRoute) routes.push(page(blog.tagsRoute, t('theme.tags.tagsPageTitle'), undefined, createElement(BlogLayout, { frame: frame(blog.tagsRoute) }, createElement(BlogTagsIndex, { frame: frame(blog.tagsRoute), tags: blog.tags })), { htmlClassName: htmlClassNames.blog('tags', blog.pluginId) }))
  if (blog.authorsRoute) routes.push(page(blog.authorsRoute, t('theme.blog.authorsList.pageTitle'), undefined, createElement(BlogLayout, { frame: frame(blog.authorsRoute) }, createElement(BlogAuthorsIndex, { frame: frame(blog.authorsRoute), authors: blog.authorsIndex })), { htmlClassName: htmlClassNames.blog('authors', blog.pluginId) }))
  for (const { author, count, pages } of blog.authors) {
    const heading = createElement('header', { className: 'rtk-blog-list__header' }, createElement('h1', { className: 'rtk-sr-only' }, author.name), createElement(AuthorCard, { base: site.config.baseUrl, author }), createElement('p', null, posts(count)))
    for (const list of pages) routes.push(listPage(list, author.name, author.title, heading, 'author'))
  }
  routes.push(page(blog.archiveRoute, t('theme.blog.archive.title'), config.blogDescription, createElement(BlogLayout, { frame: frame(blog.archiveRoute) }, createElement(BlogArchive, { frame: frame(blog.archiveRoute), title: t('theme.blog.archive.title'), description: config.blogDescription, posts: blog.posts.filter((p) => !p.unlisted) })), { htmlClassName: htmlClassNames.blog('archive', blog.pluginId) }))
  return routes
}

/** The post's description: its frontmatter's, else its first paragraph (as Docusaurus takes it). */
export function postDescription(post: BlogPost, compiled: CompiledPage): string | undefined {
  return typeof post.frontmatter.description === 'string' ? post.frontmatter.description : compiled.meta.firstParagraph?.slice(0, 300)
}

/** The post's compiled content (render.ts contentElement), whole or its summary. */
function postContent(site: SiteView, compiled: CompiledPage, part: typeof WHOLE): ReactElement {
  return contentElement(site, compiled.Content, part)
}

/** Each post's whole content as HTML, by route (its feed entry). */
export function postHtml(site: SiteView, compiled: ReadonlyMap<string, CompiledPage>): (route: string) => string {
  return (route) => {
    const html = withPageScope(headScope(site, route), () => renderToStaticMarkup(createElement(Fragment, null, postContent(site, compiled.get(route)!, WHOLE))))
    // React puts image preload hints before a fragment's markup (they belong in a document's head).
    return html.replace(/^(?:<link rel="preload"[^>]*\/>)+/, '')
  }
}
