/** URL helpers shared by the components: base-path prefixing and external-link detection. */

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i

/** True for links that leave the site (any scheme: https:, mailto: …). */
export function isExternal(href: string): boolean {
  return EXTERNAL.test(href) || href.startsWith('//')
}

/** Prefixes a site-absolute href with the base path (`/api/x` → `/docs/api/x` for baseUrl `/docs/`). */
export function withBase(baseUrl: string, href: string): string {
  if (isExternal(href) || !href.startsWith('/') || baseUrl === '/') return href
  return `${baseUrl.replace(/\/$/, '')}${href}`
}

/** A URL on the production origin (`url`) for a site path; absolute URLs as they are (a social image, structured data). */
export function absoluteUrl(url: string, baseUrl: string, path: string): string {
  return isExternal(path) ? path : `${url}${withBase(baseUrl, path.startsWith('/') ? path : `/${path}`)}`
}

/**
 * Prefixes a link the site's author wrote (a Link's `to`, a sidebar link's `href`, a footer link's `to`) as
 * Docusaurus's useBaseUrl does: a path already under the base keeps it (`/docs/api/grid` with base
 * `/docs/`), and `/docs` is the base itself. Routes the generator makes go through withBase: theirs may
 * start with the base's name as a folder of their own (`/docs/` + `/docs/intro`).
 */
export function withBaseOnce(baseUrl: string, href: string): string {
  if (isExternal(href) || !href.startsWith('/') || baseUrl === '/') return href
  if (href === baseUrl.replace(/\/$/, '')) return baseUrl
  return href.startsWith(baseUrl) ? href : withBase(baseUrl, href)
}

/**
 * Marks a link the broken-link check leaves alone, as Docusaurus's does: a `pathname:///x` link (its
 * escape from the router) and, on a Docusaurus site, an `<a>` the site's own code writes (Docusaurus
 * checks the links its `<Link>` collects). check/crawl.ts drops the href of such a link before crawling.
 */
export const UNCHECKED_LINK = 'data-rtk-unchecked'

/** A `pathname:///x` link: the site's path /x, for the browser. */
export const PATHNAME_LINK = /^pathname:\/\//

/** The attributes that make an external link open in a new tab without opener or referrer (spec §2). */
export const EXTERNAL_ATTRS = { target: '_blank', rel: 'noopener noreferrer' } as const
