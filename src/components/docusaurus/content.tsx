/** `@theme/CodeBlock` and `@theme/Details` for the site's own pages (docs get highlighted blocks from the compile step). */
import type { ReactNode } from 'react'

export function CodeBlock({ children, title, language }: { children?: ReactNode; title?: string; language?: string; className?: string; showLineNumbers?: boolean }) {
  return (
    <div className="rtk-code" data-rtk-code data-lang={language}>
      {title ? <div className="rtk-code__title">{title}</div> : null}
      <div className="rtk-code__body">
        <pre className="rtk-code__plain">
          <code>{typeof children === 'string' ? children.replace(/\n$/, '') : children}</code>
        </pre>
      </div>
    </div>
  )
}

export function Details({ summary, children, ...rest }: { summary?: ReactNode; children?: ReactNode; className?: string; open?: boolean }) {
  return (
    <details className="rtk-details" {...rest}>
      {typeof summary === 'string' ? <summary>{summary}</summary> : summary}
      {children}
    </details>
  )
}
