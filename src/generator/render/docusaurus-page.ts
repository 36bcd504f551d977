/**
 * Rendering a Docusaurus site's own page: the page renders first, inside a page scope its APIs read
 * (site config, base URL) and write (Layout's title and description, Head's tags); then our shell
 * wraps that HTML with navbar, footer and head. Browser-only hooks keep their initial state.
 */
import { documentTitle } from '../../components/document-title'
import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { SiteDataContext, type SiteData } from '../../components/docusaurus'
import { withPageScope, type PageScope } from '../../components/docusaurus/scope'
import { serverHistory, serverLocation } from '../../components/docusaurus/browser'
import { isExternal } from '../../components/links'
import { Shell } from '../../components/Shell'
import Layout from '../../components/docusaurus/Layout'
import { themeMessage } from '../../components/theme-messages'
import { ThemeClassNamesContext } from '../../components/theme-class-names'
import type { PageInfo, SiteView } from '../../components/types'
import type { CustomPage, CustomPageProps } from '../pages/load'
import { toDocument, type RenderedRoute } from './render'
import { docusaurusScope } from './docusaurus-site-config'
import { htmlClassNames } from './html-class-names'

export interface RenderedDocusaurusPage {
  route: RenderedRoute
  /** Site paths of the images the page shows (`<img src>`), base path removed, for the missing-image check. */
  images: string[]
}

/** Renders one page; throws what the page threw (the caller skips the page with a warning). */
export function renderDocusaurusPage(site: SiteView, page: CustomPage, kind: RenderedRoute['kind']): RenderedDocusaurusPage {
  const { config } = site
  const scope: PageScope = { ...docusaurusScope(site, page.route), ...(page.routeContext ? { routeContext: page.routeContext } : {}) }
  // The APIs shared with docs (Link, useBaseUrl…) read the site from SiteDataContext, as in a doc.
  const siteData: SiteData = { title: config.title, tagline: config.tagline, url: config.url, baseUrl: config.baseUrl }
  const pageElement = createElement(page.Component, { data: undefined, baseUrl: config.baseUrl, ...routeProps(scope, page.route) })
  const { Root } = site.theme ?? {}
  // Rendered before the shell: the theme's class names are provided here too (components/theme-class-names.ts).
  const element = createElement(ThemeClassNamesContext.Provider, { value: true }, createElement(SiteDataContext.Provider, { value: siteData }, Root ? createElement(Root, null, pageElement) : pageElement))
  const rendered = withPageScope(scope, () => renderToStaticMarkup(element))
  // React puts image preload hints before a fragment's markup; the shell's own render adds them to the head.
  const body = rendered.replace(/^(?:<link rel="preload"[^>]*\/>)+/, '')
  const title = scope.title ?? page.title
  // A page is framed by the layout when it renders inside Layout (a Markdown page's MDXPage does, and
  // a site's not-found page is drawn in ours); a React page without it stands alone, as in Docusaurus.
  const framed = page.markdown === true || kind !== 'page' || scope.layout !== undefined
  const info: PageInfo = {
    route: page.route,
    title,
    description: scope.description ?? page.description,
    // A title reads "Title | Site" on every page, the home page included; a page without one (no Layout
    // title, no Markdown title), or titled as the site, is the site's title alone (Docusaurus's formatter).
    documentTitle: scope.documentTitle ?? documentTitle(title, config),
    head: scope.head,
    htmlClassName: kind === 'not-found' ? htmlClassNames.notFound : htmlClassNames.page(page.markdown === true, page.wrapperClassName),
    ...(framed ? (scope.layout?.noFooter ? { frame: 'no-footer' as const } : {}) : { frame: 'none' as const }),
  }
  const document = createElement(Shell, {
    site,
    page: info,
    // Infima's element styles reach a page without Layout too (they are global in Docusaurus).
    children: createElement('div', { id: 'rtk-main', className: framed ? 'rtk-custom rtk-custom--docusaurus' : 'rtk-custom rtk-custom--docusaurus rtk-docusaurus-page', tabIndex: -1, dangerouslySetInnerHTML: { __html: body } }),
  })
  // The shell renders in the page's scope too: a custom navbar item's component reads the page.
  return { route: { route: page.route, html: withPageScope(scope, () => toDocument(document, page.file, page.route)), file: page.file, kind }, images: localImages(body, config.baseUrl, page.route) }
}

/**
 * The props Docusaurus gives a page component: its route's (react-router's `location`, `match`, `history`,
 * `route`) and the pages plugin's `config` module, the site config (`buildJSXRoute` in the pages plugin's
 * routes.ts). Class pages of Docusaurus 1 origin read `this.props.config` (jestjs.io's home page).
 */
function routeProps(scope: PageScope, route: string): Record<string, unknown> {
  // As useLocation and useHistory give them (components/docusaurus/browser.tsx).
  const location = serverLocation(scope.siteConfig.baseUrl, route)
  const { pathname } = location
  return { config: scope.siteConfig, location, history: serverHistory(location), match: { path: pathname, url: pathname, isExact: true, params: {} }, route: { path: pathname, exact: true } }
}

function localImages(html: string, baseUrl: string, route: string): string[] {
  const images: string[] = []
  for (const match of html.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)) {
    const src = match[1]!.replace(/&amp;/g, '&')
    if (isExternal(src) || src.startsWith('data:')) continue
    const path = new URL(src, `http://site${baseUrl}${route.replace(/^\//, '')}`).pathname
    images.push(decodeURIComponent(path.startsWith(baseUrl) ? `/${path.slice(baseUrl.length)}` : path))
  }
  return images
}

/**
 * The site's own not-found page, where its theme has one: its `src/theme/NotFound`, else its
 * `NotFound/Content` inside Layout (as Docusaurus's NotFound shows it); undefined when it has neither.
 */
export function themeNotFoundPage(site: SiteView): CustomPage | undefined {
  const modules = site.theme?.modules
  const whole = modules?.['@theme/NotFound']?.default
  const content = modules?.['@theme/NotFound/Content']?.default
  const title = themeMessage(site.config.i18n.codeTranslations, 'theme.NotFound.title')
  const Component =
    typeof whole === 'function' ? (whole as ComponentType<CustomPageProps>) : typeof content === 'function' ? () => createElement(Layout, { title }, createElement(content as ComponentType)) : undefined
  if (!Component) return undefined
  return { route: '/404', file: `src/theme/${typeof whole === 'function' ? 'NotFound' : 'NotFound/Content'}`, title, Component, data: undefined, api: 'docusaurus' }
}
