/**
 * A heading's inline HTML for the table of contents, as Docusaurus writes a TOC item's `value`
 * (docusaurus-mdx-loader, remark/utils `toValue`): code, emphasis, strong and deleted text keep their
 * element, a link gives its words (a TOC entry is a link already), an HTML element written in the
 * heading (`<sup>`, `<span className="badge">`) keeps its name and class, and anything else is its text.
 * So `### \`reducers\`` reads as code in the TOC, as on the page.
 */
import type { ElementContent, Properties, RootContent } from 'hast'
import { toHtml } from 'hast-util-to-html'
import { toString } from 'hast-util-to-string'

const KEPT = new Set(['code', 'em', 'strong', 'del'])

/** Node kinds MDX adds to hast: JSX elements written in the heading, with their attributes. */
interface MdxJsxElement {
  type: 'mdxJsxTextElement'
  name: string | null
  attributes: Array<{ type: string; name?: string; value?: unknown }>
  children: RootContent[]
}

/** The inline HTML of a heading's children, for its TOC entry. */
export function headingHtml(children: readonly RootContent[]): string {
  return toHtml(children.flatMap(tocContent)).trim()
}

function tocContent(node: RootContent): ElementContent[] {
  if (node.type === 'text') return [node]
  if (node.type === 'element') {
    if (node.tagName === 'a') return node.children.flatMap(tocContent)
    if (KEPT.has(node.tagName)) return [{ type: 'element', tagName: node.tagName, properties: {}, children: node.tagName === 'code' ? [{ type: 'text', value: toString(node) }] : node.children.flatMap(tocContent) }]
  }
  if ((node as { type: string }).type === 'mdxJsxTextElement') {
    const jsx = node as unknown as MdxJsxElement
    const children = jsx.children.flatMap(tocContent)
    // A component (`<Badge>`) has no HTML name: its words stand (Docusaurus would write an unknown tag).
    if (!jsx.name || !/^[a-z][a-z0-9-]*$/.test(jsx.name)) return children
    const className = jsx.attributes.find((a) => a.type === 'mdxJsxAttribute' && (a.name === 'className' || a.name === 'class'))?.value
    const properties: Properties = typeof className === 'string' ? { className: className.split(/\s+/).filter(Boolean) } : {}
    return [{ type: 'element', tagName: jsx.name, properties, children }]
  }
  const text = toString(node as Parameters<typeof toString>[0])
  return text ? [{ type: 'text', value: text }] : []
}
