/**
 * The docs layout's main area: sidebar, breadcrumbs, title (with the copy-page control), content,
 * "Last updated" and "Edit this page", previous/next, and the table of contents.
 */
import type { ReactNode } from 'react'
import { CopyIcon } from './Icons'
import { withBase } from './links'
import { Sidebar } from './Sidebar'
import { TocDesktop, TocMobile } from './Toc'
import type { DocView, SiteView } from './types'
import type { Crumb } from '../generator/sidebar/types'
import { useThemeMessageNodes, useThemeMessages } from './theme-messages'
import { dateLocale, formatDay } from './locale'
import { useClassNames } from './theme-class-names'

export interface DocPageProps {
  site: SiteView
  doc: DocView
  route: string
  markdownHref?: string
  children: ReactNode
}

export function DocPage({ site, doc, route, markdownHref, children }: DocPageProps) {
  const base = site.config.baseUrl
  const t = useThemeMessages()
  const cn = useClassNames()
  const showSidebar = doc.inSidebar && site.sidebar !== undefined
  // No table of contents (hide_table_of_contents, or no headings): no column for it, and the content takes
  // its room, as Docusaurus's DocItem/Layout drops the column's width cap then (Temporal's home page).
  const withToc = doc.toc.length > 0
  return (
    <div className={`rtk-doc${showSidebar ? '' : ' rtk-doc--no-sidebar'}`}>
      {showSidebar ? <Sidebar items={site.sidebar!.items} route={route} base={base} parts={site.sidebarParts} hideable={site.config.docs !== false && site.config.docs.hideableSidebar} /> : null}
      <main className="rtk-doc__main" id="rtk-main" tabIndex={-1}>
        <div className={`rtk-doc__column${withToc ? '' : ' rtk-doc__column--wide'}`}>
          {/* Banner, breadcrumbs, then the version's badge: Docusaurus's DocItem/Layout order. */}
          {doc.version ? <VersionBanner base={base} siteTitle={site.config.title} version={doc.version} /> : null}
          {doc.breadcrumbs ? <Breadcrumbs crumbs={doc.breadcrumbs} base={base} home={site.hasHomePage === true} /> : null}
          {doc.version?.badge ? <VersionBadge version={doc.version} /> : null}
          <TocMobile entries={doc.toc} />
          {/* A Docusaurus site's CSS and plugins find a doc's content by Docusaurus's classes (`.markdown img`). */}
          <article className={cn('rtk-markdown', 'theme-doc-markdown', 'markdown')} {...searchAttributes(doc)}>
            {doc.hideTitle ? null : (
              <header className="rtk-doc__header">
                <h1 data-pagefind-meta={doc.section === undefined ? undefined : 'title'}>{doc.title}</h1>
                {markdownHref ? <CopyPage href={withBase(base, markdownHref)} /> : null}
              </header>
            )}
            {doc.section !== undefined && doc.keywords && doc.keywords.length > 0 ? <span hidden data-pagefind-meta={`keywords:${doc.keywords.join(', ')}`} /> : null}
            {children}
          </article>
          <footer className={cn('rtk-doc__footer', 'theme-doc-footer')}>
            {doc.tags ? <TagList base={base} tags={doc.tags} className={cn('rtk-doc__tags', 'theme-doc-footer-tags-row')} /> : null}
            {doc.editUrl || doc.lastUpdated !== undefined ? (
              <div className={cn('rtk-doc__meta', 'theme-doc-footer-edit-meta-row')}>
                {doc.editUrl ? (
                  <a className={cn('rtk-doc__edit', 'theme-edit-this-page')} href={doc.editUrl} target="_blank" rel="noopener noreferrer">
                    {t('theme.common.editThisPage')}
                  </a>
                ) : null}
                {doc.lastUpdated !== undefined ? <LastUpdated config={site.config} at={doc.lastUpdated} by={doc.lastUpdatedBy} /> : null}
              </div>
            ) : null}
          </footer>
          {doc.previous || doc.next ? (
            <nav className="rtk-pagination" aria-label={t('theme.docs.paginator.navAriaLabel')}>
              {doc.previous ? (
                <a className="rtk-pagination__link" href={withBase(base, doc.previous.href)} rel="prev">
                  <span className="rtk-pagination__label">{t('theme.docs.paginator.previous')}</span>
                  <span className="rtk-pagination__title">« {doc.previous.label}</span>
                </a>
              ) : (
                <span />
              )}
              {doc.next ? (
                <a className="rtk-pagination__link rtk-pagination__link--next" href={withBase(base, doc.next.href)} rel="next">
                  <span className="rtk-pagination__label">{t('theme.docs.paginator.next')}</span>
                  <span className="rtk-pagination__title">{doc.next.label} »</span>
                </a>
              ) : null}
            </nav>
          ) : null}
        </div>
        {withToc ? (
          <div className="rtk-doc__toc">
            <TocDesktop entries={doc.toc} />
          </div>
        ) : null}
      </main>
    </div>
  )
}

/** "Last updated on <date> by <author>", as the locale words it (the date a `<time>` within it). */
function LastUpdated({ config, at, by }: { config: SiteView['config']; at: number; by?: string }) {
  const t = useThemeMessages()
  const cn = useClassNames()
  const DATE = '\u0000'
  const text = t('theme.lastUpdated.lastUpdatedAtBy', { atDate: t('theme.lastUpdated.atDate', { date: DATE }), byUser: by ? t('theme.lastUpdated.byUser', { user: by }) : '' })
  const [before, after = ''] = text.split(DATE)
  return (
    <p className={cn('rtk-doc__updated', 'theme-last-updated')}>
      {before}
      <time dateTime={new Date(at).toISOString()}>{formatDay(dateLocale(config), at, { dateStyle: 'medium' })}</time>
      {after || null}
    </p>
  )
}

/**
 * What pagefind reads (spec §1, issue: search): only the article is indexed (`data-pagefind-body`; a page
 * without it is left out of the index once any page has it), its section is a filter, and its title is
 * the result title — the layout h1 when shown, else the doc title given as a static value (pagefind takes
 * everything after `title:` verbatim, commas included). Pages without a section are not indexed. The
 * frontmatter `keywords` go in as the `keywords` meta (an empty hidden element carries it), which the
 * search dialog reads to put the page a query names first (src/client/search/rank.ts).
 */
function searchAttributes(doc: DocView): Record<string, string> {
  if (doc.section === undefined) return {}
  return {
    'data-pagefind-body': '',
    'data-pagefind-filter': `section:${doc.section}`,
    ...(doc.hideTitle ? { 'data-pagefind-meta': `title:${doc.title}` } : {}),
  }
}

/** A page's tags, each linking to its tag page (docs and blog posts alike). */
export function TagList({ base, tags, className = 'rtk-doc__tags' }: { base: string; tags: Array<{ label: string; href: string }>; className?: string }) {
  const t = useThemeMessages()
  if (tags.length === 0) return null
  return (
    <ul className={className} aria-label={t('theme.tags.tagsListLabel')}>
      {tags.map((tag) => (
        <li key={tag.href}>
          <a href={withBase(base, tag.href)}>{tag.label}</a>
        </li>
      ))}
    </ul>
  )
}

/**
 * On a versioned site, the pages of a version other than the last (not released yet, or no longer
 * maintained) say so, linking to this page in the last version.
 */
function VersionBanner({ base, siteTitle, version }: { base: string; siteTitle: string; version: NonNullable<DocView['version']> }) {
  const t = useThemeMessages()
  const cn = useClassNames()
  const nodes = useThemeMessageNodes()
  if (version.banner === 'none') return null
  const link = <a href={withBase(base, version.latest.href)}>{t('theme.docs.versions.latestVersionLinkLabel', { versionLabel: version.latest.label })}</a>
  return (
    <div className={cn('rtk-version-banner', 'theme-doc-version-banner')} role="note">
      <p>
        {nodes(version.banner === 'unreleased' ? 'theme.docs.versions.unreleasedVersionLabel' : 'theme.docs.versions.unmaintainedVersionLabel', { siteTitle, versionLabel: <strong>{version.label}</strong> })}{' '}
        {nodes('theme.docs.versions.latestVersionSuggestionLabel', { latestVersionLink: link, versionLabel: version.latest.label })}
      </p>
    </div>
  )
}

/** The version's badge ("Version: 2.0"), on a site with more than one version. */
function VersionBadge({ version }: { version: NonNullable<DocView['version']> }) {
  const t = useThemeMessages()
  const cn = useClassNames()
  return <span className={cn('rtk-version-badge', 'theme-doc-version-badge')}>{t('theme.docs.versionBadge.label', { versionLabel: version.label })}</span>
}

/**
 * "Copy page": copies the Markdown twin; the menu opens it in a new tab (works without JS). One joined
 * control on the title's line; on a phone only its icon shows (the words stay its accessible name).
 */
export function CopyPage({ href }: { href: string }) {
  const t = useThemeMessages()
  return (
    <div className="rtk-copy-page" data-rtk-copy-page={href} data-pagefind-ignore="all">
      <button type="button" className="rtk-copy-page__button" data-rtk-copy-page-button data-rtk-js-only>
        <CopyIcon />
        <span className="rtk-copy-page__label">{t('rtk.copyPage')}</span>
      </button>
      <details className="rtk-copy-page__menu">
        <summary aria-label={t('rtk.copyPage.more')}>▾</summary>
        <a href={href} target="_blank" rel="noopener noreferrer">
          Open as Markdown
        </a>
      </details>
      <span className="rtk-copy-page__status" role="status" data-rtk-copy-page-status />
    </div>
  )
}


/**
 * Docusaurus's breadcrumbs: the home page (when the site has one), each category down from the sidebar's
 * root (a link when it has a page), then the page's own sidebar label, not linked.
 */
function Breadcrumbs({ crumbs, base, home }: { crumbs: Crumb[]; base: string; home: boolean }) {
  const t = useThemeMessages()
  const cn = useClassNames()
  return (
    <nav className={cn('rtk-breadcrumbs', 'theme-doc-breadcrumbs')} aria-label={t('theme.docs.breadcrumbs.navAriaLabel')}>
      <ol>
        {home ? (
          <li>
            <a href={withBase(base, '/')}>{t('theme.docs.breadcrumbs.home')}</a>
          </li>
        ) : null}
        {crumbs.map((crumb, i) =>
          i === crumbs.length - 1 ? (
            <li key={i} aria-current="page">
              {crumb.label}
            </li>
          ) : (
            <li key={i}>{crumb.href ? <a href={withBase(base, crumb.href)}>{crumb.label}</a> : crumb.label}</li>
          ),
        )}
      </ol>
    </nav>
  )
}
