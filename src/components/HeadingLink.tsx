/**
 * The `#` link beside a heading (h2–h6) to the heading itself, shown when the heading is hovered or the
 * link has keyboard focus (site.css), as Docusaurus's hash-link, VitePress's and Starlight's heading
 * anchors are. The `#` is drawn by CSS: the heading's text, which the search index, the table of contents
 * and a reader's copy read, stays the heading's alone. Named after the heading it leads to.
 */
import { Children, isValidElement, type ReactNode } from 'react'
import { useThemeMessages } from './theme-messages'

export function HeadingLink({ id, heading }: { id: string; heading: ReactNode }) {
  const t = useThemeMessages()
  const label = t('theme.common.headingLinkTitle', { heading: plainText(heading) || id })
  return <a className="rtk-heading-anchor" href={`#${id}`} aria-label={label} title={label} />
}

/** The text of a heading's content (`Using \`createSlice\`` → "Using createSlice"). */
function plainText(node: ReactNode): string {
  return Children.toArray(node)
    .map((child) => (typeof child === 'string' || typeof child === 'number' ? String(child) : isValidElement<{ children?: ReactNode }>(child) ? plainText(child.props.children) : ''))
    .join('')
    .trim()
}
