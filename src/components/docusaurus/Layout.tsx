/**
 * `@theme/Layout`: records the page title and description for the shell, which brings navbar and footer
 * (a page that renders without Layout gets neither, as in Docusaurus; `noFooter` leaves the footer out).
 */
import type { ReactNode } from 'react'
import { setPageLayout, setPageMetadata } from './scope'

export interface LayoutProps {
  children?: ReactNode
  title?: string
  description?: string
  noFooter?: boolean
  wrapperClassName?: string
}

export default function Layout({ children, title, description, noFooter, wrapperClassName }: LayoutProps) {
  setPageMetadata({ title, description })
  setPageLayout(noFooter === true)
  return <div className={wrapperClassName ? `rtk-docusaurus-page ${wrapperClassName}` : 'rtk-docusaurus-page'}>{children}</div>
}
