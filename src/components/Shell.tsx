/**
 * The HTML document every route shares: head (title, description, canonical, Open Graph, theme init),
 * skip link, announcement bar, navbar, main slot and footer.
 */
import { documentTitle } from './document-title'
import { find, html } from 'property-information'
import { cloneElement, createElement, isValidElement, type ReactElement, type ReactNode } from 'react'
import { headParts } from './head-parts'
import { AnnouncementBar } from './AnnouncementBar'
import { Footer } from './Footer'
import { GoogleTagManagerNoscript, GoogleTagsHead } from './GoogleTags'
import { absoluteUrl, withBase } from './links'
import { Navbar } from './Navbar'
import type { PageInfo, SiteView } from './types'
import { htmlLang, localeDirection, localePageUrl } from './locale'
import { ThemeClassNamesContext } from './theme-class-names'
import { clientMessages, ThemeMessagesContext, themeMessage } from './theme-messages'

export interface ShellProps {
  site: SiteView
  page: PageInfo
  children: ReactNode
}

export function Shell({ site, page, children }: ShellProps) {
  const { config } = site
  const { i18n } = config
  const fullTitle = page.documentTitle ?? documentTitle(page.title, config)
  // The page's own image (front matter `image`), else the site's social card (config `image`).
  const imagePath = page.image ?? config.image
  const image = imagePath ? absoluteUrl(config.url, config.baseUrl, imagePath) : undefined
  // The site's metadata (themeConfig.metadata) stands for our defaults of the same name (a site's
  // `twitter:card: summary`), and gives way to the page's own description and keywords, as in
  // Docusaurus, where each later tag of a name replaces the earlier.
  const pageOwn = new Set([...(page.description ? ['description'] : []), ...(page.keywords?.length ? ['keywords'] : [])])
  // What the page's <Head> gives the document itself (its canonical URL, <html> and <body> classes), and
  // the meta tags it gives, which replace the site's and ours of the same key.
  const own = headParts(page.head)
  const siteMetadata = config.metadata.filter((m) => !pageOwn.has(m.name ?? '') && !own.metaKeys.has(m.name ?? m.property ?? ''))
  const ownMeta = new Set([...siteMetadata.map((m) => m.name ?? m.property).filter((key): key is string => key !== undefined), ...own.metaKeys])
  const routePath = withBase(config.baseUrl, page.route)
  const canonical = own.canonical ?? `${config.url}${config.trailingSlash && !routePath.endsWith('/') ? `${routePath}/` : routePath}`
  const docusaurus = config.pages.api === 'docusaurus'
  return (
    <html
      className={[docusaurus ? page.htmlClassName : undefined, own.htmlClassName].filter(Boolean).join(' ') || undefined}
      lang={htmlLang(config, i18n.currentLocale)}
      dir={localeDirection(config, i18n.currentLocale)}
      data-theme={config.colorMode.defaultMode}
      data-rtk-default-theme={config.colorMode.defaultMode}
      data-rtk-respect-prefers={String(config.colorMode.respectPrefersColorScheme)}
      data-rtk-base={config.baseUrl}
      data-rtk-route={page.route}
      data-rtk-search-path={config.search.path}
      data-rtk-search-chunk={site.assets.searchChunk}
      data-rtk-search-tags={config.search.tags.length > 0 ? JSON.stringify(config.search.tags) : undefined}
      data-rtk-search-tabs={config.search.tabs.length > 0 ? JSON.stringify(config.search.tabs) : undefined}
      data-rtk-repo={config.repoUrl}
      // One docs plugin ('default') with the versions it has; the client forgets a stored version not listed.
      data-rtk-docs-plugin={config.docs === false ? undefined : 'default'}
      data-rtk-docs-versions={config.docs === false ? undefined : (site.docsVersions?.map((v) => v.name).join(',') ?? config.docs.version.name)}
      data-rtk-docs-version={page.docsVersion}
      data-rtk-announcement-id={config.announcementBar?.id}
      data-rtk-mermaid-src={site.assets.mermaid}
      // Opening a sidebar category folds its siblings (client/sidebar.ts).
      data-rtk-sidebar-auto-collapse={config.docs !== false && config.docs.autoCollapseCategories ? '' : undefined}
      // Links to a page of another locale load in full (client/navigation.ts): it is another site.
      data-rtk-locale={i18n.locales.length > 1 ? i18n.currentLocale : undefined}
      data-rtk-messages={clientMessages(i18n.codeTranslations)}
    >
      <head>
        <meta charSet="utf-8" />
        {/* A page's own viewport (given to Head) takes the place of ours, as Docusaurus's Head replaces it: one, not two. */}
        {own.metaKeys.has('viewport') ? null : <meta name="viewport" content="width=device-width, initial-scale=1" />}
        <meta name="generator" content={`rtk-docs v${config.siteVersion}`} />
        <title>{fullTitle}</title>
        {page.description && !own.metaKeys.has('description') ? <meta name="description" content={page.description} /> : null}
        {page.keywords && page.keywords.length > 0 && !own.metaKeys.has('keywords') ? <meta name="keywords" content={page.keywords.join(', ')} /> : null}
        {config.noIndex ? <meta name="robots" content="noindex, nofollow" /> : page.noindex ? <meta name="robots" content={page.noindex === 'nofollow' ? 'noindex, nofollow' : 'noindex'} /> : null}
        <link rel="canonical" href={canonical} />
        {own.metaKeys.has('og:title') ? null : <meta property="og:title" content={fullTitle} />}
        {own.metaKeys.has('og:type') ? null : <meta property="og:type" content={page.route === '/' ? 'website' : 'article'} />}
        {own.metaKeys.has('og:url') ? null : <meta property="og:url" content={canonical} />}
        {own.metaKeys.has('og:site_name') ? null : <meta property="og:site_name" content={config.title} />}
        {i18n.locales.length > 1 ? <LocaleAlternates config={config} route={page.route} /> : null}
        {page.description && !own.metaKeys.has('og:description') ? <meta property="og:description" content={page.description} /> : null}
        {image && !ownMeta.has('og:image') ? <meta property="og:image" content={image} /> : null}
        {image && !ownMeta.has('twitter:image') ? <meta name="twitter:image" content={image} /> : null}
        {ownMeta.has('twitter:card') ? null : <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />}
        {siteMetadata.map((attributes, i) => (
          <meta key={i} {...attributes} />
        ))}
        {page.markdownHref ? <link rel="alternate" type="text/markdown" href={withBase(config.baseUrl, page.markdownHref)} /> : null}
        {page.structuredData ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(page.structuredData).replace(/</g, '\\u003c') }} /> : null}
        {config.favicon ? <link rel="icon" href={withBase(config.baseUrl, config.favicon)} /> : null}
        {site.feeds?.map((feed) => <link key={feed.href} rel="alternate" type={feed.type} href={withBase(config.baseUrl, feed.href)} title={feed.title} />)}
        {/* Sets data-theme before first paint (no flash of the wrong theme). */}
        <script dangerouslySetInnerHTML={{ __html: site.assets.themeInit }} />
        <link rel="stylesheet" href={site.assets.css} />
        {site.assets.siteCss ? <link rel="stylesheet" href={site.assets.siteCss} /> : null}
        {config.stylesheets.map((attributes, i) => (
          <link key={i} rel="stylesheet" {...elementProps(attributes)} />
        ))}
        {config.scripts.map((attributes, i) => (
          <script key={i} {...elementProps(attributes)} />
        ))}
        {config.headTags.map(htmlTag)}
        <GoogleTagsHead config={config} />
        <noscript>
          <style>{'[data-rtk-tab-panel][hidden]{display:block!important}.rtk-tabs__list,[data-rtk-js-only]{display:none!important}'}</style>
        </noscript>
        <script type="module" src={site.assets.script} />
        {site.assets.siteScript ? <script type="module" src={site.assets.siteScript} /> : null}
        {config.analytics ? (
          <script
            defer
            src={config.analytics.src}
            data-website-id={config.analytics.websiteId}
            data-auto-track={String(config.analytics.autoTrack)}
            data-do-not-track={String(config.analytics.doNotTrack)}
            data-host-url={config.analytics.hostUrl}
            data-cache={optionalFlag(config.analytics.cache)}
            data-domains={config.analytics.domains}
            data-exclude-search={optionalFlag(config.analytics.excludeSearch)}
            data-exclude-hash={optionalFlag(config.analytics.excludeHash)}
            data-tag={config.analytics.tag}
          />
        ) : null}
        {/* Marked, so client-side navigation swaps them for the next page's (client/navigation.ts). */}
        {own.head.map((node, i) => (isValidElement(node) ? cloneElement(node as ReactElement<Record<string, unknown>>, { key: i, 'data-rtk-head': '' }) : node))}
      </head>
      <body className={own.bodyClassName}>
        <GoogleTagManagerNoscript config={config} />
        {config.preBodyTags.map(htmlTag)}
        <ThemeMessagesContext.Provider value={i18n.codeTranslations}>
        <ThemeClassNamesContext.Provider value={docusaurus}>
        <a className="rtk-skip-link" href="#rtk-main">
          {themeMessage(i18n.codeTranslations, 'theme.common.skipToMainContent')}
        </a>
        <div className="rtk-progress" data-rtk-progress aria-hidden="true" />
        {config.announcementBar && page.frame !== 'none' ? <AnnouncementBar bar={config.announcementBar} /> : null}
        {page.frame === 'none' ? null : <Navbar site={site} route={page.route} hasSidebar={page.hasSidebar === true} docsVersion={page.docsVersion} sidebarId={page.sidebarId} versionLinks={page.versionLinks} versionDocs={page.versionDocs} />}
        <div className={docusaurus ? 'rtk-page theme-layout-main main-wrapper' : 'rtk-page'} data-rtk-page>
          {children}
        </div>
        {page.frame === undefined ? <Footer site={site} /> : null}
        {/* Short results of an action read out by screen readers ("Copied"); src/client/copy.ts fills it. */}
        <div className="rtk-sr-only" role="status" data-rtk-announce />
        </ThemeClassNamesContext.Provider>
        </ThemeMessagesContext.Provider>
        {config.postBodyTags.map(htmlTag)}
      </body>
    </html>
  )
}

/** A tracker setting written only when the config gives it (`"true"`/`"false"`). */
function optionalFlag(value: boolean | undefined): string | undefined {
  return value === undefined ? undefined : String(value)
}

/** An element of the config's `headTags` (or a plugin's tags), its `innerHTML` as written. */
function htmlTag(tag: SiteView['config']['headTags'][number], key: number) {
  return createElement(tag.tagName, { key, ...elementProps(tag.attributes), ...(tag.innerHTML === undefined ? {} : { dangerouslySetInnerHTML: { __html: tag.innerHTML } }) })
}

/**
 * An element's attributes as the config gives them (HTML names, strings or booleans) as React props:
 * named as React names them (property-information's names are React's: `crossOrigin`, `charSet`,
 * `className`; `data-`/`aria-` names stay), and `true` on an attribute that is not boolean (a bare
 * `crossorigin`) the empty value it means, which React would drop.
 */
function elementProps(attributes: Record<string, unknown>): Record<string, string | boolean> {
  const props: Record<string, string | boolean> = {}
  for (const [name, given] of Object.entries(attributes)) {
    // A list is written as Docusaurus writes it, as text (`String(['a', 'b'])`: "a,b"; Temporal's widget questions).
    const value = Array.isArray(given) ? String(given) : given
    if (typeof value !== 'string' && typeof value !== 'boolean' && typeof value !== 'number') continue
    const info = find(html, name.toLowerCase())
    const prop = /^(data|aria)-/i.test(name) ? name : info.property
    props[prop] = typeof value === 'number' ? String(value) : value === true && !info.boolean && !info.overloadedBoolean ? '' : value
  }
  return props
}

/**
 * The page in every locale (`hreflang`, the default locale as `x-default`) and the Open Graph locales,
 * as Docusaurus's theme writes them: search engines then offer readers their language's page.
 */
function LocaleAlternates({ config, route }: { config: SiteView['config']; route: string }) {
  const { i18n } = config
  const ogLocale = (locale: string) => htmlLang(config, locale).replace('-', '_')
  return (
    <>
      {i18n.locales.map((locale) => (
        <link key={locale} rel="alternate" href={localePageUrl(config, locale, route, true)} hrefLang={htmlLang(config, locale)} />
      ))}
      <link rel="alternate" href={localePageUrl(config, i18n.defaultLocale, route, true)} hrefLang="x-default" />
      <meta property="og:locale" content={ogLocale(i18n.currentLocale)} />
      {i18n.locales
        .filter((l) => l !== i18n.currentLocale)
        .map((locale) => (
          <meta key={locale} property="og:locale:alternate" content={ogLocale(locale)} />
        ))}
    </>
  )
}
