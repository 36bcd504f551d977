/**
 * Heading ids that keep the heading's case (`## Hello World` → `#Hello-World`), for a site with Docusaurus's
 * `markdown.anchors.maintainCase`. rehype-slug's rule (github-slugger on the heading's text, per page; an
 * id the heading already has is kept) with github-slugger's own `maintainCase` flag, which rehype-slug
 * does not pass on.
 */
import GithubSlugger from 'github-slugger'
import type { Root } from 'hast'
import { toString } from 'hast-util-to-string'
import { visit } from 'unist-util-visit'

export default function rehypeCaseKeepingSlug() {
  return (tree: Root): void => {
    const slugger = new GithubSlugger()
    visit(tree, 'element', (node) => {
      if (/^h[1-6]$/.test(node.tagName) && !node.properties.id) node.properties.id = slugger.slug(toString(node), true)
    })
  }
}
