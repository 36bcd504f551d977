/**
 * A blog post's truncate marker (`<!-- truncate -->` in Markdown, `{/* truncate *\/}` in MDX, as
 * Docusaurus's blog takes them): what follows it at the top level goes into a `BlogRest` element, which
 * the post's page renders and the blog's lists leave out (render/blog.ts), so one compile serves both. A
 * marker inside a paragraph puts the rest of the paragraph in an inline one.
 */
import type { Root, RootContent } from 'mdast'
import type { Plugin } from 'unified'

/** The element holding what follows the marker. */
export const BLOG_REST = 'BlogRest'

const MDX_MARKER = /^\s*\/\*\s*truncate\s*\*\/\s*$/
const HTML_MARKER = /^<!--\s*truncate\s*-->$/

export const remarkTruncate: Plugin<[{ isPost: (path: string) => boolean }], Root> = ({ isPost }) => (tree, file) => {
  if (!file.path || !isPost(file.path)) return
  const index = tree.children.findIndex(isMarker)
  if (index >= 0) {
    const rest = tree.children.slice(index + 1)
    tree.children.splice(index, tree.children.length - index, restOf(rest))
    return
  }
  // A marker inside a paragraph (`We have a site now! {/* truncate */} It is built with…`): Docusaurus cuts
  // the text there, so the lists show the paragraph up to it; the post shows the paragraph whole.
  for (const [i, node] of tree.children.entries()) {
    if (node.type !== 'paragraph') continue
    const at = node.children.findIndex(isMarker)
    if (at < 0) continue
    const tail = node.children.slice(at + 1)
    node.children.splice(at, node.children.length - at, { type: 'mdxJsxTextElement', name: BLOG_REST, attributes: [], children: tail } as never)
    const rest = tree.children.slice(i + 1)
    if (rest.length > 0) tree.children.splice(i + 1, rest.length, restOf(rest))
    return
  }
}

/** A truncate marker, on its own (flow) or inside a paragraph (text). */
function isMarker(node: { type: string; value?: string }): boolean {
  return ((node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && MDX_MARKER.test(node.value!)) || (node.type === 'html' && HTML_MARKER.test(node.value!.trim()))
}

/** The element holding the nodes after the marker. */
function restOf(nodes: RootContent[]): RootContent {
  return { type: 'mdxJsxFlowElement', name: BLOG_REST, attributes: [], children: nodes as never } as RootContent
}
