/** `@theme/Layout`: records the page title and description for the shell, which brings navbar and footer. */
import type { ReactNode } from 'react'
import { currentPage } from './scope'

export interface LayoutProps {
  children?: ReactNode
  title?: string
  description?: string
  noFooter?: boolean
  wrapperClassName?: string
}

export default function Layout({ children, title, description, wrapperClassName }: LayoutProps) {
  const page = currentPage()
  if (title !== undefined) page.title = title
  if (description !== undefined) page.description = description
  return <div className={wrapperClassName ? `rtk-docusaurus-page ${wrapperClassName}` : 'rtk-docusaurus-page'}>{children}</div>
}
