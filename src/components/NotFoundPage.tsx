/**
 * The not-found page: says so plainly and offers the ways back — the home page, then `links`. Our own
 * site's src/pages/404.tsx and the built-in page of a site that brings none (a Docusaurus site) share it.
 */
import { useThemeMessages } from './theme-messages'

export function NotFoundPage({ baseUrl, links = [] }: { baseUrl: string; links?: Array<{ href: string; label: string }> }) {
  const t = useThemeMessages()
  return (
    <div className="rtk-section rtk-markdown">
      <h1>{t('theme.NotFound.title')}</h1>
      <p>{t('theme.NotFound.p1')}</p>
      <ul>
        <li>
          <a href={baseUrl}>Go to the home page</a>
        </li>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </div>
  )
}
