/** The not-found page of a site that brings none of its own (a Docusaurus site: its theme has one). */
import { withBase } from './links'

export function NotFoundPage({ baseUrl, mainDoc }: { baseUrl: string; mainDoc?: { title: string; href: string } }) {
  return (
    <div className="rtk-section rtk-markdown">
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for. The page may have moved, or the address may be mistyped.</p>
      <ul>
        <li>
          <a href={baseUrl}>Go to the home page</a>
        </li>
        {mainDoc ? (
          <li>
            <a href={withBase(baseUrl, mainDoc.href)}>Read {mainDoc.title}</a>
          </li>
        ) : null}
      </ul>
    </div>
  )
}
