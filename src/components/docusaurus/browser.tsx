/**
 * Browser APIs pages and docs use: on the server they answer as Docusaurus's own server
 * render does (not a browser; the page's own path), so a page's HTML is its initial state.
 */
import { currentPage } from './scope'

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
