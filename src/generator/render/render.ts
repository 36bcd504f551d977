/**
 * Render: every route to an HTML string in memory with react-dom/server. Writing is a separate step,
 * so tests assert on `{ route, html }` without touching the disk.
 */
import type { VersionData } from './version-data'
import { posix } from 'node:path'
import { createElement, isValidElement, type ReactElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { withBase } from '../../components/links'
import { CategoryIndex } from '../../components/CategoryIndex'
import { DocPage } from '../../components/DocPage'
// Also registers the @theme/* and @docusaurus/* implementations compiled pages import.
import { docusaurusContentComponents, SiteDataContext, type SiteData } from '../../components/docusaurus'
import { mdxComponents } from '../../components/mdx'
import { Shell } from '../../components/Shell'
import { withPageScope, type PageScope } from '../../components/docusaurus/scope'
import type { DocView, PageInfo, SiteView } from '../../components/types'
import type { DocSource } from '../content/collect'
import type { CompiledPage } from '../mdx/compile-pool'
import type { CustomPage } from '../pages/load'
import type { CategoryView } from './category-view'
import { renderError } from './render-errors'
import { docusaurusScope } from './docusaurus-site-config'
import { htmlClassNames } from './html-class-names'

/** One rendered route. */
export interface RenderedRoute {
  route: string
  html: string
  /** Source file (doc or custom page), for error messages and the Markdown twin. */
  file?: string
  /** `post`: a blog post (searched, as docs are); `redirect`: a page that only sends the reader elsewhere (render/redirects.ts). */
  kind: 'doc' | 'post' | 'page' | 'not-found' | 'redirect'
  /** A post's blog plugin id (config `blogInstances`); absent for the main blog's posts and other pages. */
  plugin?: string
}

/** A doc ready to render: its source, its compiled module and the layout facts computed by build(). */
export interface RenderableDoc {
  source: DocSource
  compiled: CompiledPage
  view: DocView
  page: PageInfo
  /** Its version's docs and sidebars, made when the page asks (`useDocsVersion()`: render/version-data.ts). */
  versionData?: () => VersionData
}

/**
 * A doc inside the shell. A doc that gives `<Head>` (or writes `<head>`) tags learns them only as its
 * content renders, after the shell's head is written: it is rendered a second time with them in the
 * head (its `<title>` as the document's title, a description or keywords meta in place of the
 * shell's), as Docusaurus's Head replaces what the page's metadata set. Docs without one render once.
 */
export function renderDoc(site: SiteView, doc: RenderableDoc): RenderedRoute {
  const { Content } = doc.compiled
  const document = (page: PageInfo) =>
    createElement(Shell, {
      site,
      page,
      children: createElement(DocPage, {
        site,
        doc: doc.view,
        route: doc.source.route,
        markdownHref: doc.page.markdownHref,
        // Docusaurus hooks a page may call (useBaseUrl, useDocusaurusContext) read the site from here.
        children: contentElement(site, Content),
      }),
    })
  return { route: doc.source.route, html: renderWithHeadTags(site, doc.page, doc.source.file, document, { docCards: doc.view.categoryCards, doc: () => docContext(site, doc) }), file: doc.source.file, kind: 'doc' }
}

/** What a doc's Docusaurus hooks read (`useDoc()`, `useDocsVersion()`: components/docusaurus/docs-client.ts). */
function docContext(site: SiteView, { source, view, page, compiled, versionData }: RenderableDoc): ReturnType<NonNullable<PageScope['doc']>> {
  const base = site.config.baseUrl
  const frontMatter = source.frontmatter as Record<string, unknown>
  const link = (l: { label: string; href: string } | undefined) => (l ? { title: l.label, permalink: withBase(base, l.href) } : undefined)
  const version = source.version
  return {
    doc: {
      metadata: {
        id: source.id,
        title: view.title,
        description: page.description ?? '',
        source: `@site/${source.file}`,
        sourceDirName: posix.dirname(source.docsPath),
        slug: source.route,
        permalink: withBase(base, source.route),
        editUrl: view.editUrl,
        lastUpdatedAt: view.lastUpdated,
        lastUpdatedBy: view.lastUpdatedBy,
        tags: (view.tags ?? []).map((t) => ({ label: t.label, permalink: withBase(base, t.href) })),
        version: version?.name ?? 'current',
        frontMatter,
        sidebarPosition: source.frontmatter.sidebar_position ?? source.numberPrefix,
        previous: link(view.previous),
        next: link(view.next),
        unlisted: source.unlisted,
      },
      frontMatter,
      toc: view.toc.map((e) => ({ value: e.html, id: e.id, level: e.level })),
      contentTitle: compiled.meta.h1 ?? source.contentTitle,
      assets: {},
    },
    version: {
      pluginId: 'default',
      version: version?.name ?? 'current',
      label: version?.label ?? 'Next',
      banner: version?.banner === 'unreleased' || version?.banner === 'unmaintained' ? version.banner : null,
      badge: version?.badge ?? false,
      noIndex: version?.noIndex === true,
      className: `docs-version-${version?.name ?? 'current'}`,
      isLast: version?.isLast ?? true,
      ...(versionData?.() ?? { docsSidebars: {}, docs: {} }),
    },
  }
}

/**
 * A compiled page's content, with what it renders with: the site data Docusaurus hooks read
 * (useBaseUrl, useDocusaurusContext), our MDX components or a Docusaurus site's (its MDXComponents
 * over ours), and the site's `Root` around it. `extra`: components for this render only.
 */
export function contentElement(site: SiteView, Content: CompiledPage['Content'], extra?: Record<string, unknown>): ReactElement {
  const components = site.theme?.mdxComponents ?? (site.config.pages.api === 'docusaurus' ? docusaurusContentComponents : mdxComponents)
  const content = createElement(Content, { components: extra ? { ...components, ...extra } : components })
  const { Root } = site.theme ?? {}
  return createElement(SiteDataContext.Provider, { value: siteData(site) }, Root ? createElement(Root, null, content) : content)
}

/**
 * A page whose content may give head tags (`<Head>`): rendered once, and again with the tags it gave in
 * the head (see renderDoc); `document` makes the whole document for a page's head facts.
 */
export function renderWithHeadTags(site: SiteView, page: PageInfo, file: string, document: (page: PageInfo) => ReactElement, extra: Pick<PageScope, 'docCards' | 'doc'> = {}): string {
  const render = (info: PageInfo, scope: PageScope) => withPageScope(scope, () => toDocument(document(info), file, page.route))
  const scope = { ...headScope(site, page.route), ...extra }
  const html = render(page, scope)
  if (scope.head.length === 0 && scope.documentTitle === undefined) return html
  return render(withHeadTags(page, scope), { ...headScope(site, page.route), ...extra })
}

/** A page scope for `<Head>` (and the Docusaurus APIs that read the site config) while a page renders. */
export function headScope(site: SiteView, route: string): PageScope {
  return docusaurusScope(site, route)
}

/** The page's head facts with what its Head gave: the title as is, description and keywords replacing the page's own. */
function withHeadTags(page: PageInfo, scope: PageScope): PageInfo {
  const head: ReactNode[] = []
  const next: PageInfo = { ...page, documentTitle: scope.documentTitle ?? page.documentTitle }
  for (const element of scope.head) {
    const props = isValidElement<{ name?: unknown; content?: unknown }>(element) && element.type === 'meta' ? element.props : undefined
    if (props?.name === 'description' && typeof props.content === 'string') next.description = props.content
    else if (props?.name === 'keywords' && typeof props.content === 'string') next.keywords = props.content.split(',').map((k) => k.trim()).filter(Boolean)
    else head.push(element)
  }
  next.head = [...(page.head ?? []), ...head]
  return next
}

/** A category's generated index page: the docs layout around a card per item. */
export function renderCategoryIndex(site: SiteView, view: CategoryView): RenderedRoute {
  const element = createElement(Shell, {
    site,
    page: view.page,
    children: createElement(DocPage, {
      site,
      doc: view.doc,
      route: view.page.route,
      children: createElement(CategoryIndex, { description: view.description, cards: view.cards, base: site.config.baseUrl }),
    }),
  })
  return { route: view.page.route, html: withPageScope(headScope(site, view.page.route), () => toDocument(element, view.doc.file, view.page.route)), file: view.doc.file, kind: 'page' }
}

const siteDataCache = new WeakMap<SiteView['config'], SiteData>()
/** What Docusaurus hooks read of the site (useBaseUrl, useDocusaurusContext), one object per config. */
export function siteData(site: SiteView): SiteData {
  let data = siteDataCache.get(site.config)
  if (!data) siteDataCache.set(site.config, (data = { title: site.config.title, tagline: site.config.tagline, url: site.config.url, baseUrl: site.config.baseUrl }))
  return data
}

export function renderCustomPage(site: SiteView, page: CustomPage, kind: 'page' | 'not-found' = 'page'): RenderedRoute {
  // No robots noindex on the not-found page: its 404 status keeps it out of search engines, and the
  // sitemap leaves it out; a noindex tag would only fail crawlability audits of /404.html.
  const { title, titleDelimiter, tagline } = site.config
  // The home page reads "Site | tagline"; a doc at the site's root keeps its own title, as any doc.
  const home = page.route === '/' ? { documentTitle: tagline ? `${title} ${titleDelimiter} ${tagline}` : title } : {}
  const info: PageInfo = { route: page.route, title: page.title, description: page.description, ...home, ...(kind === 'not-found' ? { htmlClassName: htmlClassNames.notFound } : {}) }
  const element = createElement(Shell, {
    site,
    page: info,
    children: createElement(
      'main',
      { id: 'rtk-main', className: `rtk-custom rtk-custom--${page.route === '/' ? 'home' : page.route.slice(1)}`, tabIndex: -1 },
      createElement(page.Component, { data: page.data, baseUrl: site.config.baseUrl }),
    ),
  })
  return { route: page.route, html: withPageScope(headScope(site, page.route), () => toDocument(element, page.file, page.route)), file: page.file, kind }
}

/** Renders to a full document; a component that throws becomes an error naming page and file. */
export function toDocument(element: ReactElement, file: string, route: string): string {
  try {
    return `<!DOCTYPE html>${renderToStaticMarkup(element)}`
  } catch (error) {
    throw renderError(error, route, file)
  }
}
