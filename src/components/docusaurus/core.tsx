/**
 * Small `@docusaurus/*` client APIs a site's components import, answered as Docusaurus's server render
 * answers them: `useBrokenLinks` (links are checked by crawling the output here, so nothing is
 * collected), `ErrorBoundary` (the children: an error while rendering fails the page with its place,
 * render-errors.ts), `Noop` and `useRouteContext` (the plugin whose route is rendered).
 */
import type { ReactNode } from 'react'
import { currentPage } from './scope'

export function useBrokenLinks(): { collectLink: (link: string | undefined) => void; collectAnchor: (anchor: string | undefined) => void } {
  return { collectLink: () => {}, collectAnchor: () => {} }
}

export function ErrorBoundary({ children }: { children?: ReactNode; fallback?: unknown }): ReactNode {
  return children ?? null
}

export function Noop(): null {
  return null
}

/** The route's plugin: the one that added the route, the docs plugin for a doc, the pages plugin for anything else. */
export function useRouteContext(): { plugin: { name: string; id: string }; data?: unknown } {
  const { routeContext } = currentPage()
  if (routeContext) return routeContext
  return { plugin: { name: currentPage().doc ? 'docusaurus-plugin-content-docs' : 'docusaurus-plugin-content-pages', id: 'default' } }
}
