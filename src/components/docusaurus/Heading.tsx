/** `@theme/Heading`: a heading of the given level, with its id (an `#` link to it when it has one). */
import type { HTMLAttributes, ReactNode } from 'react'

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'
  children?: ReactNode
}

export default function Heading({ as: As, id, children, ...rest }: HeadingProps) {
  return (
    <As id={id} {...rest}>
      {children}
      {id && As !== 'h1' ? (
        <a className="rtk-heading-anchor" href={`#${id}`} aria-label="Direct link to this heading">
          #
        </a>
      ) : null}
    </As>
  )
}
