/** `@docusaurus/Head`: its children go into the document's head; a `<title>` is the document's whole title, as written. */
import { Children, isValidElement, type ReactNode } from 'react'
import { currentPage } from './scope'

export default function Head({ children }: { children?: ReactNode }) {
  const page = currentPage()
  for (const child of Children.toArray(children)) {
    if (isValidElement<{ children?: ReactNode }>(child) && child.type === 'title') page.documentTitle = Children.toArray(child.props.children).join('')
    else page.head.push(child)
  }
  return null
}
