/**
 * A blog post's truncate marker (`<!-- truncate -->` in Markdown, `{/* truncate *\/}` in MDX, as
 * Docusaurus's blog takes them): what follows it at the top level goes into a `BlogRest` element, which
 * the post's page renders and the blog's lists leave out (render/blog.ts), so one compile serves both.
 */
import type { Root, RootContent } from 'mdast'
import type { Plugin } from 'unified'

/** The element holding what follows the marker. */
export const BLOG_REST = 'BlogRest'

const MDX_MARKER = /^\s*\/\*\s*truncate\s*\*\/\s*$/
const HTML_MARKER = /^<!--\s*truncate\s*-->$/

export const remarkTruncate: Plugin<[{ isPost: (path: string) => boolean }], Root> = ({ isPost }) => (tree, file) => {
  if (!file.path || !isPost(file.path)) return
  const index = tree.children.findIndex((node) => (node.type === 'mdxFlowExpression' && MDX_MARKER.test(node.value)) || (node.type === 'html' && HTML_MARKER.test(node.value.trim())))
  if (index < 0) return
  const rest = tree.children.slice(index + 1)
  tree.children.splice(index, tree.children.length - index, { type: 'mdxJsxFlowElement', name: BLOG_REST, attributes: [], children: rest as never } as RootContent)
}
