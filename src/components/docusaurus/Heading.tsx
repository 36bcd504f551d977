/** `@theme/Heading`: a heading of the given level, with its id (an `#` link to it when it has one, h1 aside). */
import type { HTMLAttributes, ReactNode } from 'react'
import { HeadingLink } from '../HeadingLink'

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'
  children?: ReactNode
}

export default function Heading({ as: As, id, children, ...rest }: HeadingProps) {
  return (
    <As id={id} {...rest}>
      {children}
      {id && As !== 'h1' ? <HeadingLink id={id} heading={children} /> : null}
    </As>
  )
}
