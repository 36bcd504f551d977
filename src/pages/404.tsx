/** The not-found page: says so plainly and offers the ways back. */
import { NotFoundPage } from '../components/NotFoundPage'
import type { CustomPageProps } from '../generator/pages/load'

export const title = 'Page Not Found'
export const description = 'The page you asked for does not exist.'

export default function NotFound({ baseUrl }: CustomPageProps) {
  return (
    <NotFoundPage
      baseUrl={baseUrl}
      links={[
        { href: `${baseUrl}introduction/getting-started`, label: 'Start with Getting Started' },
        { href: `${baseUrl}api/configureStore`, label: 'Browse the API reference' },
      ]}
    />
  )
}
