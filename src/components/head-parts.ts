/**
 * What a page's `<Head>` gives besides head tags, as react-helmet (Docusaurus's Head) reads it: a
 * `<link rel="canonical">` replaces the page's own canonical link (Docusaurus's docs: Head can override
 * the tags the theme sets), a `<meta>` replaces the layout's of the same name or property (a home page's
 * `og:title`), and `<html>` and `<body>` give their attributes to the document's own elements instead of
 * being written inside the head.
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
  /** The `name` or `property` of each `<meta>` it gives: the layout's tag of that key gives way to it, as react-helmet's later tag replaces the earlier. */
  metaKeys: Set<string>
}

/** Splits a page's Head children into head tags and what belongs to the document's own elements. */
export function headParts(nodes: readonly ReactNode[] | undefined): HeadParts {
  const parts: HeadParts = { head: [], metaKeys: new Set() }
  for (const node of nodes ?? []) {
    const props = isValidElement<{ rel?: unknown; href?: unknown; className?: unknown; name?: unknown; property?: unknown }>(node) ? node.props : undefined
    const type = isValidElement(node) ? node.type : undefined
    if (type === 'meta' && props) {
      const key = props.name ?? props.property
      if (typeof key === 'string') parts.metaKeys.add(key)
    }
    if (type === 'link' && props?.rel === 'canonical' && typeof props.href === 'string') parts.canonical = props.href
    else if ((type === 'html' || type === 'body') && props) {
      const key = type === 'html' ? 'htmlClassName' : 'bodyClassName'
      if (typeof props.className === 'string' && props.className !== '') parts[key] = parts[key] ? `${parts[key]} ${props.className}` : props.className
    } else parts.head.push(node)
  }
  return parts
}
