/**
 * Table of contents: h2–h4 by default (config `toc`, frontmatter overrides), nested by level.
 * Desktop: a column on the right. Below 996 px: a collapsible "On this page" block above the content.
 */
import type { TocEntry } from '../generator/mdx/page-meta'
import { useThemeMessages } from './theme-messages'
import { useClassNames } from './theme-class-names'

interface TocNode extends TocEntry {
  children: TocNode[]
}

/** Nests a flat heading list: each entry goes under the nearest earlier entry of a lower level. */
export function nestToc(entries: TocEntry[]): TocNode[] {
  const roots: TocNode[] = []
  const stack: TocNode[] = []
  for (const entry of entries) {
    const node: TocNode = { ...entry, children: [] }
    while (stack.length > 0 && stack[stack.length - 1]!.level >= node.level) stack.pop()
    const parent = stack[stack.length - 1]
    if (parent) parent.children.push(node)
    else roots.push(node)
    stack.push(node)
  }
  return roots
}

/** The nested list of links both TOCs (and `<TOCInline>`) show. */
export function TocList({ nodes }: { nodes: TocNode[] }) {
  return (
    <ul className="rtk-toc__list">
      {nodes.map((node) => (
        <li key={node.id}>
          {/* The heading's inline HTML (code, emphasis), made from the page's own Markdown (heading-html.ts). */}
          <a className="rtk-toc__link" href={`#${node.id}`} data-rtk-toc-link dangerouslySetInnerHTML={{ __html: node.html }} />
          {node.children.length > 0 ? <TocList nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  )
}

export function TocDesktop({ entries }: { entries: TocEntry[] }) {
  const t = useThemeMessages()
  const cn = useClassNames()
  if (entries.length === 0) return null
  return (
    <nav className={cn('rtk-toc', 'theme-doc-toc-desktop')} aria-label={t('theme.TOCCollapsible.toggleButtonLabel')} data-rtk-toc>
      <p className="rtk-toc__title">{t('theme.TOCCollapsible.toggleButtonLabel')}</p>
      <TocList nodes={nestToc(entries)} />
    </nav>
  )
}

export function TocMobile({ entries }: { entries: TocEntry[] }) {
  const t = useThemeMessages()
  const cn = useClassNames()
  if (entries.length === 0) return null
  return (
    <details className={cn('rtk-toc-mobile', 'theme-doc-toc-mobile')} data-rtk-toc-mobile>
      <summary>{t('theme.TOCCollapsible.toggleButtonLabel')}</summary>
      <TocList nodes={nestToc(entries)} />
    </details>
  )
}
