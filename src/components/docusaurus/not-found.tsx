/**
 * `@theme/NotFound/Content`: what the not-found page says, for a site's own `NotFound` that wraps it
 * (the component `docusaurus swizzle --eject NotFound` writes imports it). Ours, with the way home.
 */
import { useContext } from 'react'
import { NotFoundPage } from '../NotFoundPage'
import { SiteDataContext } from '../site-data'

export function NotFoundContent({ className }: { className?: string }) {
  const { baseUrl } = useContext(SiteDataContext)
  return (
    <main className={className}>
      <NotFoundPage baseUrl={baseUrl} />
    </main>
  )
}
