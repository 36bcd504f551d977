/** The not-found page: says so plainly and offers the ways back. */
import type { CustomPageProps } from '../generator/pages/load'

export const title = 'Page Not Found'
export const description = 'The page you asked for does not exist.'

export default function NotFound({ baseUrl }: CustomPageProps) {
  return (
    <div className="rtk-section rtk-markdown">
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for. The page may have moved, or the address may be mistyped.</p>
      <ul>
        <li>
          <a href={baseUrl}>Go to the home page</a>
        </li>
        <li>
          <a href={`${baseUrl}introduction/getting-started`}>Start with Getting Started</a>
        </li>
        <li>
          <a href={`${baseUrl}api/configureStore`}>Browse the API reference</a>
        </li>
      </ul>
    </div>
  )
}
