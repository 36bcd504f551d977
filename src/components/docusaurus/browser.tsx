/**
 * The browser-only APIs: on the server they answer as Docusaurus's own server render does (not a browser,
 * fallback shown), so a page's HTML is its initial state.
 */
import type { ReactNode } from 'react'
import { currentPage } from './scope'

/** `@docusaurus/BrowserOnly`: the fallback (its children run only in a browser). */
export function BrowserOnly({ fallback }: { children?: () => ReactNode; fallback?: ReactNode }) {
  return <>{fallback ?? null}</>
}

/** `@docusaurus/useIsBrowser` */
export function useIsBrowser(): boolean {
  return false
}

/** `@docusaurus/ExecutionEnvironment` */
export const ExecutionEnvironment = { canUseDOM: false, canUseEventListeners: false, canUseIntersectionObserver: false, canUseViewport: false }

/** `@docusaurus/router`'s useLocation: the page's own path. */
export function useLocation() {
  const { route, siteConfig } = currentPage()
  return { pathname: `${siteConfig.baseUrl.replace(/\/$/, '')}${route}`, search: '', hash: '', state: undefined }
}

/** `@docusaurus/router`'s useHistory: navigation does nothing on the server. */
export function useHistory() {
  const noop = () => {}
  return { push: noop, replace: noop, go: noop, goBack: noop, location: useLocation() }
}

/** `@docusaurus/Translate`: the default message (one locale is built). */
export function Translate({ children }: { id?: string; description?: string; values?: Record<string, ReactNode>; children?: ReactNode }) {
  return <>{children}</>
}

/** `@docusaurus/Translate`'s translate(). */
export function translate({ message }: { message: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  return values ? message.replace(/\{(\w+)\}/g, (m, key: string) => (key in values ? String(values[key]) : m)) : message
}
