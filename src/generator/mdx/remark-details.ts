/**
 * `<details>` written in a Docusaurus site's Markdown becomes `<Details>`, as Docusaurus's MDX loader makes
 * it: MDX never hands an HTML tag written as JSX to the page's components, so only the capitalized name
 * reaches the theme's Details (an info alert whose summary is the `<summary>` child, which sites' CSS
 * styles as `details.alert`). Runs after the page's components are checked: `Details` is the theme's.
 */
import type { Root } from 'mdast'
import type { Plugin } from 'unified'
import { visit } from 'unist-util-visit'

export const remarkDocusaurusDetails: Plugin<[], Root> = () => (tree) => {
  visit(tree, (node) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'details') node.name = 'Details'
  })
}
