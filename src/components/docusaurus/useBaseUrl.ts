/** `@docusaurus/useBaseUrl`: a site path with the base path in front, as Docusaurus computes it. */
import { currentPage } from './scope'

const PROTOCOL = /^[a-z][a-z0-9+.-]*:/i

export interface BaseUrlOptions {
  forcePrependBaseUrl?: boolean
  absolute?: boolean
}

/** `/img/x.png` → `<baseUrl>img/x.png`; URLs with a protocol, `#hash` and relative paths stay as they are. */
export function addBaseUrl(siteUrl: string, baseUrl: string, url: string, { forcePrependBaseUrl = false, absolute = false }: BaseUrlOptions = {}): string {
  if (!url || url.startsWith('#') || PROTOCOL.test(url) || url.startsWith('//')) return url
  if (forcePrependBaseUrl) return `${baseUrl}${url.replace(/^\//, '')}`
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl
  const path = url.startsWith('/') ? `${baseUrl}${url.slice(1)}` : url
  return absolute ? `${siteUrl}${path}` : path
}

export default function useBaseUrl(url: string, options?: BaseUrlOptions): string {
  const { siteConfig } = currentPage()
  return addBaseUrl(siteConfig.url, siteConfig.baseUrl, url, options)
}

export function useBaseUrlUtils() {
  const { siteConfig } = currentPage()
  return { withBaseUrl: (url: string, options?: BaseUrlOptions) => addBaseUrl(siteConfig.url, siteConfig.baseUrl, url, options) }
}
