/**
 * The site facts content components read while a page renders (Docusaurus's hooks, links in content):
 * provided around every page's content by the renderer.
 */
import { createContext } from 'react'
import { isExternal, withBase } from './links'

/** Site facts the Docusaurus hooks return. */
export interface SiteData {
  title: string
  tagline: string
  url: string
  baseUrl: string
}

export const SiteDataContext = createContext<SiteData>({ title: '', tagline: '', url: '', baseUrl: '/' })

/**
 * A site path with the base URL in front (`/img/x.png` → `/repo/img/x.png`), as Docusaurus's
 * `withBaseUrl` makes it: external URLs, fragments and relative paths stay as they are, and a path that
 * already starts with the base URL is not prefixed twice.
 */
export function siteHref(baseUrl: string, href: string): string {
  if (isExternal(href) || !href.startsWith('/') || baseUrl === '/' || href.startsWith(baseUrl)) return href
  return withBase(baseUrl, href)
}
