/**
 * The not-found page: says so plainly and offers the ways back — the home page, then `links`. Our own
 * site's src/pages/404.tsx and the built-in page of a site that brings none (a Docusaurus site) share it.
 */
export function NotFoundPage({ baseUrl, links = [] }: { baseUrl: string; links?: Array<{ href: string; label: string }> }) {
  return (
    <div className="rtk-section rtk-markdown">
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for. The page may have moved, or the address may be mistyped.</p>
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
