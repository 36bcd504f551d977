/**
 * Browser APIs pages and docs use: on the server they answer as Docusaurus's own server
 * render does (not a browser; the page's own path), so a page's HTML is its initial state.
 */
import { createElement, useContext, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import Head from './Head'
import { currentPage } from './scope'
import { SiteDataContext } from '../site-data'
import { ThemeClassNamesContext } from '../theme-class-names'

/** `@docusaurus/ExecutionEnvironment` */
export const ExecutionEnvironment = { canUseDOM: false, canUseEventListeners: false, canUseIntersectionObserver: false, canUseViewport: false }

/** A page's location as the browser has it: its path, base URL included. */
export function serverLocation(baseUrl: string, route: string) {
  return { pathname: `${baseUrl.replace(/\/$/, '')}${route}`, search: '', hash: '', state: undefined }
}

/** A history where navigation does nothing: there is none on the server. */
export function serverHistory(location: ReturnType<typeof serverLocation>) {
  const noop = () => {}
  return { push: noop, replace: noop, go: noop, goBack: noop, goForward: noop, block: () => noop, listen: () => noop, createHref: () => location.pathname, location }
}

/** `@docusaurus/router`'s useLocation: the page's own path. */
export function useLocation() {
  const { route, siteConfig } = currentPage()
  return serverLocation(siteConfig.baseUrl, route)
}

/** `@docusaurus/router`'s useHistory: navigation does nothing on the server. */
export function useHistory() {
  return serverHistory(useLocation())
}

/** `@docusaurus/isInternalUrl`: a URL of this site (no protocol, not protocol-relative). */
export function isInternalUrl(url?: string): boolean {
  return typeof url === 'string' && !/^(?:\w*:|\/\/)/.test(url)
}

/**
 * `@docusaurus/router`'s Redirect: the page leads the reader to `to` (a site path, base URL included, as
 * react-router's routes are), by a refresh in the head and a link in the page for a reader without one
 * (reactnative.dev's /releases). react-router's own render would only record the redirect.
 */
export function Redirect({ to }: { to: string | { pathname?: string; search?: string; hash?: string } }) {
  const href = typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`
  return (
    <>
      <Head>
        <meta httpEquiv="refresh" content={`0; url=${href}`} />
      </Head>
      <a href={href}>{href}</a>
    </>
  )
}

/**
 * `@docusaurus/router`'s matchPath (react-router 5's): whether `pathname` matches the route pattern
 * (`/docs/:version/*`), and its params. `exact`: the whole path; `strict`: a trailing slash counts.
 */
export function matchPath(pathname: string, options: string | string[] | { path?: string | string[]; exact?: boolean; strict?: boolean; sensitive?: boolean } = {}) {
  const { path, exact = false, strict = false, sensitive = false } = typeof options === 'string' || Array.isArray(options) ? { path: options } : options
  for (const pattern of ([] as Array<string | undefined>).concat(path)) {
    if (pattern === undefined) return { path: '/', url: '/', isExact: pathname === '/', params: {} }
    const names: string[] = []
    const source = pattern
      .replace(/[.+?^${}()|[\]\\]/g, (c) => (c === '?' ? c : `\\${c}`))
      .replace(/\/:(\w+)(\?)?/g, (_, name: string, optional?: string) => (names.push(name), optional ? '(?:/([^/]+))?' : '/([^/]+)'))
      .replace(/\*/g, () => (names.push(String(names.length)), '(.*)'))
    const end = exact ? (strict ? '$' : '/?$') : strict ? '' : '(?=/|$)'
    const found = new RegExp(`^${source.replace(/\/$/, strict ? '/' : '')}${end}`, sensitive ? '' : 'i').exec(pathname)
    if (!found) continue
    const url = pattern === '/' && found[0] === '' ? '/' : found[0]
    return { path: pattern, url, isExact: pathname === url, params: Object.fromEntries(names.map((name, i) => [name, found[i + 1]])) }
  }
  return null
}

/**
 * `@docusaurus/BrowserOnly`: what it holds is drawn in the browser once Docusaurus hydrates the page; here
 * no script ever renders React, so it is drawn as the page is built, from its own render: a child that
 * needs the browser (it reads `window` as it renders) throws there and the fallback stands instead, as
 * in Docusaurus's server render. Backstage's home page, all of it inside BrowserOnly, was blank. The
 * contexts a page's components read (the site's data, Docusaurus's class names) reach that render; a
 * context the site's Root provides does not.
 */
export function BrowserOnly({ children, fallback }: { children?: () => ReactNode; fallback?: ReactNode }): ReactNode {
  const site = useContext(SiteDataContext)
  const classNames = useContext(ThemeClassNamesContext)
  if (typeof children !== 'function') return fallback ?? null
  let html: string
  try {
    html = renderToStaticMarkup(createElement(ThemeClassNamesContext.Provider, { value: classNames }, createElement(SiteDataContext.Provider, { value: site }, children())))
  } catch {
    return fallback ?? null
  }
  // `display: contents`: the wrapper takes no box, so the drawn elements lay out as children of its parent.
  return createElement('div', { style: { display: 'contents' }, dangerouslySetInnerHTML: { __html: html } })
}
