/**
 * A page's content title, as Docusaurus's contentTitle remark plugin takes it: the very first heading,
 * when it is an h1 above any thematic break. An h1 further down is a section (reactnative.dev's API pages
 * have `## Example` … `# Reference`, and keep their front matter's title). Read for a doc's title
 * (remark-page-meta.ts) and left out of a blog post's body (remark-post-title.ts).
 */
import type { Heading, Parent, Root } from 'mdast'
import { EXIT, visit } from 'unist-util-visit'

/** The content title's heading and where it stands; undefined when the page has none. */
export function contentTitleHeading(tree: Root): { heading: Heading; parent: Parent; index: number } | undefined {
  let found: { heading: Heading; parent: Parent; index: number } | undefined
  visit(tree, (node, index, parent) => {
    if (node.type !== 'heading' && node.type !== 'thematicBreak') return undefined
    if (node.type === 'heading' && node.depth === 1 && parent && index !== undefined) found = { heading: node, parent, index }
    return EXIT
  })
  return found
}
