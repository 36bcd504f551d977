/**
 * The parts of Docusaurus 3's `@theme/MDXComponents` (`@theme/MDXComponents/A`, `/Code`, `/Heading`…),
 * which a site's ejected src/theme/MDXComponents imports one by one, and `@theme/Mermaid`. Each renders
 * what our content renders without them, so a site's MDXComponents that lists them changes nothing it
 * does not change itself.
 */
import { createElement, type HTMLAttributes, type ReactNode } from 'react'
import Heading from './Heading'

type Props = HTMLAttributes<HTMLElement> & { children?: ReactNode }

/** An element with its props as given: `code`, `pre`, `ul` and `li` are plain in our content. */
export function plain(tag: 'code' | 'pre' | 'ul' | 'li') {
  return function Plain(props: Props) {
    return createElement(tag, props)
  }
}

/** `<MDXHeading as="h2" id>`: the heading as our docs write it, with its `#` link below the title (@theme/Heading). */
export function MDXHeading({ as = 'h2', ...props }: Props & { as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' }) {
  return <Heading as={as} {...props} />
}

/** `<Mermaid value>`: a diagram's source in the box client/mermaid.ts draws in, as a ```mermaid block gets. */
export function Mermaid({ value }: { value: string }) {
  return (
    <div className="rtk-mermaid" data-rtk-mermaid="">
      <pre className="rtk-mermaid__source">{value}</pre>
    </div>
  )
}
