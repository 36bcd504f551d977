/**
 * What a page's `<Head>` gives besides head tags, as react-helmet (Docusaurus's Head) reads it: a
 * `<link rel="canonical">` replaces the page's own canonical link (Docusaurus's docs: Head can override
 * the tags the theme sets), and `<html>` and `<body>` give their attributes to the document's own
 * elements instead of being written inside the head.
 */
import { isValidElement, type ReactNode } from 'react'

export interface HeadParts {
  /** The head tags left to write. */
  head: ReactNode[]
  /** The page's own canonical URL, when its Head gives one. */
  canonical?: string
  /** Classes for `<html>` and `<body>` (`<body className="homepage" />`). */
  htmlClassName?: string
  bodyClassName?: string
}

/** Splits a page's Head children into head tags and what belongs to the document's own elements. */
export function headParts(nodes: readonly ReactNode[] | undefined): HeadParts {
  const parts: HeadParts = { head: [] }
  for (const node of nodes ?? []) {
    const props = isValidElement<{ rel?: unknown; href?: unknown; className?: unknown }>(node) ? node.props : undefined
    const type = isValidElement(node) ? node.type : undefined
    if (type === 'link' && props?.rel === 'canonical' && typeof props.href === 'string') parts.canonical = props.href
    else if ((type === 'html' || type === 'body') && props) {
      const key = type === 'html' ? 'htmlClassName' : 'bodyClassName'
      if (typeof props.className === 'string' && props.className !== '') parts[key] = parts[key] ? `${parts[key]} ${props.className}` : props.className
    } else parts.head.push(node)
  }
  return parts
}
