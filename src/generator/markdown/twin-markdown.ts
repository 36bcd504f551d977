/**
 * A Markdown twin's tree written out as Markdown (markdown/twin.ts makes the tree). Apart from twin.ts,
 * which loads MDX to parse a page itself, so that the code worker, which writes the twins of a build
 * (mdx/code-service.ts), loads mdast-util-to-markdown and nothing more.
 */
import type { Root } from 'mdast'
import { gfmToMarkdown } from 'mdast-util-gfm'
import { toMarkdown } from 'mdast-util-to-markdown'

/** The twin's tree as Markdown: `-` bullets, `_` emphasis, fenced code. */
export function twinMarkdown(tree: Root): string {
  return toMarkdown(tree, { extensions: [gfmToMarkdown()], bullet: '-', emphasis: '_', rule: '-', fences: true })
}
