/**
 * The blog's pages (Docusaurus's blog theme, in this site's look): the layout with the sidebar of recent
 * posts, a post's header (title, date, reading time, authors), a post whole or as a summary with "Read
 * more", and the lists (blog, tag, author, archive, tags and authors indexes) with their pagers.
 */
import { useContext, type ReactNode } from 'react'
import type { Author } from '../generator/blog/authors'
import type { BlogPost, BlogTagPage, PostListPage } from '../generator/blog/blog-model'
import type { TocEntry } from '../generator/mdx/page-meta'
import { EXTERNAL_ATTRS, isExternal, withBase } from './links'
import { CopyPage, TagList } from './DocPage'
import { TocDesktop, TocMobile } from './Toc'
import { pluralMessage, ThemeMessagesContext, useThemeMessages } from './theme-messages'
import { formatDay } from './locale'
import { useClassNames } from './theme-class-names'

export interface BlogFrame {
  base: string
  route: string
  sidebarTitle: string
  recent: Array<{ title: string; route: string; year?: number }>
  /** The recent posts under a heading per year (the blog's `sidebarGroupByYear`). */
  groupByYear?: boolean
  showReadingTime: boolean
  /** The locale being rendered (its `lang`), for its plural forms ("One min read"); its dates' calendar. */
  locale: string
  calendar: string
  /** A Docusaurus site's: a post's content also carries Docusaurus's `markdown` class, which its CSS and plugins select by. */
  docusaurus?: boolean
}

/** A list of the sidebar's recent posts, the page's own marked. */
function RecentPosts({ frame, posts }: { frame: BlogFrame; posts: BlogFrame['recent'] }) {
  return (
    <ul className="rtk-sidebar__list">
      {posts.map((post) => (
        <li key={post.route} className="rtk-sidebar__item">
          <a className={`rtk-sidebar__link${post.route === frame.route ? ' rtk-sidebar__link--active' : ''}`} href={withBase(frame.base, post.route)} aria-current={post.route === frame.route ? 'page' : undefined}>
            {post.title}
          </a>
        </li>
      ))}
    </ul>
  )
}

/** Posts by year, in their order (newest first, so the years are too). */
function byYear(posts: BlogFrame['recent']): Array<[number, BlogFrame['recent']]> {
  const groups = new Map<number, BlogFrame['recent']>()
  for (const post of posts) groups.set(post.year ?? 0, [...(groups.get(post.year ?? 0) ?? []), post])
  return [...groups]
}

/** The docs grid: recent posts on the left (the mobile menu's secondary menu), the page, its TOC. */
export function BlogLayout({ frame, toc, children }: { frame: BlogFrame; toc?: TocEntry[]; children?: ReactNode }) {
  const hasSidebar = frame.recent.length > 0
  return (
    <div className={`rtk-doc rtk-blog${hasSidebar ? '' : ' rtk-doc--no-sidebar'}`}>
      {hasSidebar ? (
        <aside className="rtk-sidebar rtk-blog__sidebar" data-rtk-sidebar>
          <nav aria-label={frame.sidebarTitle}>
            <p className="rtk-blog__sidebar-title">{frame.sidebarTitle}</p>
            {frame.groupByYear
              ? byYear(frame.recent).map(([year, posts]) => (
                  <div key={year} role="group" aria-label={String(year)}>
                    <h3 className="rtk-blog__year">{year}</h3>
                    <RecentPosts frame={frame} posts={posts} />
                  </div>
                ))
              : <RecentPosts frame={frame} posts={frame.recent} />}
          </nav>
        </aside>
      ) : null}
      <main className="rtk-doc__main" id="rtk-main" tabIndex={-1}>
        <div className="rtk-doc__column">
          {toc ? <TocMobile entries={toc} /> : null}
          {children}
        </div>
        {toc ? (
          <div className="rtk-doc__toc">
            <TocDesktop entries={toc} />
          </div>
        ) : null}
      </main>
    </div>
  )
}

/**
 * A post's content. On a Docusaurus site it sits in `.markdown`, as there: the site's CSS for Markdown
 * (`.markdown a`) styles the post's text, not its title and authors.
 */
function PostBody({ frame, children }: { frame: BlogFrame; children?: ReactNode }) {
  return frame.docusaurus ? <div className="markdown">{children}</div> : <>{children}</>
}

/** A post on its own page: header, content, tags and edit link, then the newer and older posts. */
export function BlogPostArticle({ frame, post, children }: { frame: BlogFrame; post: BlogPost; children?: ReactNode }) {
  const t = useThemeMessages()
  const cn = useClassNames()
  return (
    <>
      <article className="rtk-markdown rtk-blog-post" data-pagefind-body={post.unlisted ? undefined : ''} data-pagefind-filter={post.unlisted ? undefined : 'section:Blog'}>
        <PostHeader frame={frame} post={post} level={1} />
        <PostBody frame={frame}>{children}</PostBody>
        <footer className={cn('rtk-blog-post__footer', 'theme-blog-footer-edit-meta-row')}>
          <PostTags base={frame.base} post={post} />
          {post.editUrl ? (
            <a className={cn('rtk-doc__edit', 'theme-edit-this-page')} href={post.editUrl} target="_blank" rel="noopener noreferrer">
              {t('theme.common.editThisPage')}
            </a>
          ) : null}
        </footer>
      </article>
      {post.newer || post.older ? (
        <nav className="rtk-pagination" aria-label={t('theme.blog.post.paginator.navAriaLabel')}>
          {post.newer ? (
            <a className="rtk-pagination__link" href={withBase(frame.base, post.newer.route)} rel="prev">
              <span className="rtk-pagination__label">{t('theme.blog.post.paginator.newerPost')}</span>
              <span className="rtk-pagination__title">« {post.newer.title}</span>
            </a>
          ) : (
            <span />
          )}
          {post.older ? (
            <a className="rtk-pagination__link rtk-pagination__link--next" href={withBase(frame.base, post.older.route)} rel="next">
              <span className="rtk-pagination__label">{t('theme.blog.post.paginator.olderPost')}</span>
              <span className="rtk-pagination__title">{post.older.title} »</span>
            </a>
          ) : null}
        </nav>
      ) : null}
    </>
  )
}

/** A page of a list: an optional heading block, each post's summary, then the pager. */
export function BlogList({ frame, list, heading, summaries }: { frame: BlogFrame; list: PostListPage; heading: ReactNode; summaries: Map<BlogPost, ReactNode> }) {
  const t = useThemeMessages()
  return (
    <>
      {heading}
      {list.posts.map((post) => (
        <article key={post.route} className="rtk-markdown rtk-blog-post rtk-blog-post--summary">
          <PostHeader frame={frame} post={post} level={2} />
          <PostBody frame={frame}>{summaries.get(post)}</PostBody>
          {post.tags.length > 0 || post.truncated ? (
            <footer className="rtk-blog-post__footer">
              <PostTags base={frame.base} post={post} />
              {post.truncated ? (
                // The words after "Read more" are for screen readers and link lists (Lighthouse's link-text):
                // the link says which post it opens.
                <a className="rtk-blog-post__more" href={withBase(frame.base, post.route)}>
                  <ReadMore title={post.title} />
                </a>
              ) : null}
            </footer>
          ) : null}
        </article>
      ))}
      {list.totalPages > 1 ? (
        <nav className="rtk-pagination" aria-label={t('theme.blog.paginator.navAriaLabel')}>
          {list.newer ? (
            <a className="rtk-pagination__link" href={withBase(frame.base, list.newer)} rel="prev">
              <span className="rtk-pagination__title">« {t('theme.blog.paginator.newerEntries')}</span>
            </a>
          ) : (
            <span />
          )}
          {list.older ? (
            <a className="rtk-pagination__link rtk-pagination__link--next" href={withBase(frame.base, list.older)} rel="next">
              <span className="rtk-pagination__title">{t('theme.blog.paginator.olderEntries')} »</span>
            </a>
          ) : null}
        </nav>
      ) : null}
    </>
  )
}

/** `/blog/tags`: every tag with its number of posts. */
/**
 * "Read more", and for screen readers and link lists (Lighthouse's link-text) which post it opens: the
 * words of the locale's label past the visible ones are visually hidden.
 */
function ReadMore({ title }: { title: string }) {
  const t = useThemeMessages()
  const visible = t('theme.blog.post.readMore')
  const label = t('theme.blog.post.readMoreLabel', { title })
  if (!label.startsWith(visible)) return <><span aria-hidden="true">{visible}</span><span className="rtk-sr-only">{label}</span></>
  return <>{visible}<span className="rtk-sr-only">{label.slice(visible.length)}</span></>
}

export function BlogTagsIndex({ frame, tags }: { frame: BlogFrame; tags: BlogTagPage[] }) {
  const t = useThemeMessages()
  return (
    <article className="rtk-markdown">
      <h1>{t('theme.tags.tagsPageTitle')}</h1>
      <ul className="rtk-blog-tags">
        {tags.map((tag) => (
          <li key={tag.route}>
            <a href={withBase(frame.base, tag.route)}>
              {tag.label} <span className="rtk-blog-tags__count">{tag.count}</span>
            </a>
          </li>
        ))}
      </ul>
    </article>
  )
}

/** `/blog/authors`: every author of the authors file, and how many posts they wrote (a name leads to the author's page, when there is one). */
export function BlogAuthorsIndex({ frame, authors }: { frame: BlogFrame; authors: Array<{ author: Author; count: number }> }) {
  const t = useThemeMessages()
  return (
    <article className="rtk-markdown">
      <h1>{t('theme.blog.authorsList.pageTitle')}</h1>
      <ul className="rtk-blog-authors">
        {authors.map(({ author, count }) => (
          <li key={author.key}>
            <AuthorCard base={frame.base} author={author} count={count} />
          </li>
        ))}
      </ul>
    </article>
  )
}

/** `/blog/archive`: every listed post by year, newest year first. */
export function BlogArchive({ frame, title, description, posts }: { frame: BlogFrame; title: string; description: string; posts: BlogPost[] }) {
  const years = new Map<number, BlogPost[]>()
  for (const post of [...posts].sort((a, b) => b.date - a.date)) {
    const year = new Date(post.date).getUTCFullYear()
    years.set(year, [...(years.get(year) ?? []), post])
  }
  return (
    <article className="rtk-markdown rtk-blog-archive">
      <h1>{title}</h1>
      <p>{description}</p>
      {[...years].map(([year, list]) => (
        <section key={year}>
          <h2>{year}</h2>
          <ul>
            {list.map((post) => (
              <li key={post.route}>
                <time dateTime={new Date(post.date).toISOString()}>{formatPostDate(frame, post.date, 'short')}</time> – <a href={withBase(frame.base, post.route)}>{post.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  )
}

/** An author: picture, name (to their page, else their site), title, social links; `count` on index pages. */
export function AuthorCard({ base, author, count }: { base: string; author: Author; count?: number }) {
  const href = author.page ? withBase(base, author.page) : author.url
  const name = <span className="rtk-blog-author__name">{author.name}</span>
  return (
    <div className="rtk-blog-author">
      {author.imageUrl ? <img className="rtk-blog-author__image" src={author.imageUrl} alt="" width={40} height={40} loading="lazy" /> : null}
      <div>
        {href ? (
          <a href={href} {...(isExternal(href) ? EXTERNAL_ATTRS : {})}>
            {name}
          </a>
        ) : (
          name
        )}
        {count !== undefined ? <span className="rtk-blog-tags__count">{count}</span> : null}
        {author.title ? <small className="rtk-blog-author__title">{author.title}</small> : null}
        {author.socials.length > 0 ? (
          <span className="rtk-blog-author__socials">
            {author.socials.map(([label, url]) => (
              <a key={label} href={url} {...EXTERNAL_ATTRS}>
                {label}
              </a>
            ))}
          </span>
        ) : null}
      </div>
    </div>
  )
}

function PostHeader({ frame, post, level }: { frame: BlogFrame; post: BlogPost; level: 1 | 2 }) {
  const Heading = level === 1 ? 'h1' : 'h2'
  const messages = useContext(ThemeMessagesContext)
  return (
    <header className="rtk-blog-post__header">
      <div className="rtk-doc__header">
        <Heading className="rtk-blog-post__title" data-pagefind-meta={level === 1 ? 'title' : undefined}>
          {level === 1 ? post.title : <a href={withBase(frame.base, post.route)}>{post.title}</a>}
        </Heading>
        {level === 1 ? <CopyPage href={withBase(frame.base, `${post.route}.md`)} /> : null}
      </div>
      <p className="rtk-blog-post__meta">
        <time dateTime={new Date(post.date).toISOString()}>{formatPostDate(frame, post.date)}</time>
        {frame.showReadingTime && post.readingTime !== undefined ? ` · ${pluralMessage(messages, 'theme.blog.post.readingTime.plurals', post.readingTime, frame.locale, { readingTime: String(post.readingTime) })}` : null}
      </p>
      {post.authors.length > 0 ? (
        <div className="rtk-blog-post__authors">
          {post.authors.map((author, i) => (
            <AuthorCard key={author.key ?? i} base={frame.base} author={author} />
          ))}
        </div>
      ) : null}
    </header>
  )
}

function PostTags({ base, post }: { base: string; post: BlogPost }) {
  return <TagList base={base} tags={post.tags.map((t) => ({ label: t.label, href: t.route }))} />
}

/** "August 26, 2021" (UTC, as the post's date is). */
export function formatPostDate(frame: Pick<BlogFrame, 'locale' | 'calendar'>, time: number, style: 'long' | 'short' = 'long'): string {
  return formatDay(frame, time, style === 'long' ? { dateStyle: 'long' } : { month: 'short', day: 'numeric' })
}
