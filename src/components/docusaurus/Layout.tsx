/** `@theme/Layout`: records the page title and description for the shell, which brings navbar and footer. */
import type { ReactNode } from 'react'
import { setPageMetadata } from './scope'

export interface LayoutProps {
  children?: ReactNode
  title?: string
  description?: string
  noFooter?: boolean
  wrapperClassName?: string
}

export default function Layout({ children, title, description, wrapperClassName }: LayoutProps) {
  setPageMetadata({ title, description })
  return <div className={wrapperClassName ? `rtk-docusaurus-page ${wrapperClassName}` : 'rtk-docusaurus-page'}>{children}</div>
}
