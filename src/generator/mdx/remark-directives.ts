/**
 * Admonitions: `:::note` … `:::` container directives become `<Admonition type title>` elements.
 * Any other directive (remark-directive also reads `:word` in running text, e.g. "ratio 16:9")
 * is turned back into the text the author wrote.
 */
import type { Paragraph, PhrasingContent, Root, RootContent } from 'mdast'
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive'
import { toString } from 'mdast-util-to-string'
import type { Plugin } from 'unified'
import { SKIP, visit } from 'unist-util-visit'

/**
 * Kinds of admonition Docusaurus 3 knows (CONTENT.md); caution takes the look of warning with its own
 * title ("Caution", as Docusaurus labels it), and secondary,
 * important and success take the look of note, info and tip with their own titles.
 */
export const ADMONITION_KINDS = ['note', 'tip', 'info', 'warning', 'caution', 'danger', 'important', 'secondary', 'success'] as const

type Directive = ContainerDirective | LeafDirective | TextDirective

/** `kinds`: the directive names that are admonitions (the docs option `admonitions`); default Docusaurus's. */
export const remarkAdmonitions: Plugin<[{ kinds?: readonly string[] }?], Root> = ({ kinds = ADMONITION_KINDS } = {}) => (tree) => {
  visit(tree, (node, index, parent) => {
    if (!isDirective(node) || parent === undefined || index === undefined) return
    if (node.type === 'containerDirective' && kinds.includes(node.name)) {
      const first = node.children[0]
      const label = first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel ? first : undefined
      // A title of plain words is the `title` attribute; one with Markdown (`**bold**`, `code`) keeps it,
      // as the first child `mdxAdmonitionTitle`, which the component takes as its title (as Docusaurus's).
      const plain = label?.children.every((child) => child.type === 'text')
      // The label leaves the children in place: visit goes on into this same array, so nested
      // admonitions (`::::note` around `:::tip`) are replaced where the element will find them.
      if (label) node.children.shift()
      if (label && !plain) node.children.unshift({ type: 'mdxJsxFlowElement', name: 'mdxAdmonitionTitle', attributes: [], children: label.children } as unknown as RootContent as ContainerDirective['children'][number])
      // `:::note{.padding--lg #admonition-id}`: its classes and id, as Docusaurus gives them.
      const { class: className, id } = node.attributes ?? {}
      const element = {
        type: 'mdxJsxFlowElement',
        name: 'Admonition',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'type', value: node.name },
          ...(label && plain && toString(label) ? [{ type: 'mdxJsxAttribute', name: 'title', value: toString(label) }] : []),
          ...(className ? [{ type: 'mdxJsxAttribute', name: 'className', value: className }] : []),
          ...(id ? [{ type: 'mdxJsxAttribute', name: 'id', value: id }] : []),
        ],
        children: node.children,
        position: node.position,
      }
      parent.children.splice(index, 1, element as unknown as RootContent)
      return
    }
    parent.children.splice(index, 1, ...(restoreText(node) as RootContent[]))
    return [SKIP, index]
  })
}

function isDirective(node: unknown): node is Directive {
  const type = (node as { type?: string }).type
  return type === 'containerDirective' || type === 'leafDirective' || type === 'textDirective'
}

/** The author's text for a directive we do not handle: `:name[label]` plus its children. */
function restoreText(node: Directive): Array<PhrasingContent | Paragraph> {
  const marker = node.type === 'textDirective' ? ':' : node.type === 'leafDirective' ? '::' : ':::'
  const label = node.type === 'textDirective' && node.children.length > 0 ? `[${toString(node)}]` : ''
  const text = { type: 'text' as const, value: `${marker}${node.name}${label}` }
  if (node.type === 'textDirective') return [text]
  if (node.type === 'leafDirective') return [{ type: 'paragraph', children: [text, ...node.children] }]
  return [{ type: 'paragraph', children: [text] }, ...(node.children as Paragraph[])]
}
