/**
 * A blog post's own `# Title` leaves its body: the post's header shows the title (its front matter's, or
 * this heading's: blog/posts.ts), and Docusaurus's blog compiles posts with `removeContentTitle`, so the
 * heading would otherwise show twice (reactnative.dev's posts). The heading taken is the one Docusaurus's
 * contentTitle plugin takes: the very first heading, when it is an h1 above any thematic break.
 */
import type { Root } from 'mdast'
import type { Plugin } from 'unified'
import { EXIT, visit } from 'unist-util-visit'

export const remarkPostTitle: Plugin<[{ isPost: (path: string) => boolean }], Root> = ({ isPost }) => (tree, file) => {
  if (!isPost(String(file.path))) return
  visit(tree, (node, index, parent) => {
    if (node.type !== 'heading' && node.type !== 'thematicBreak') return undefined
    if (node.type === 'heading' && node.depth === 1 && parent && index !== undefined) parent.children.splice(index, 1)
    return EXIT
  })
}
