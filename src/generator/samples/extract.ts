/**
 * Finds the fenced code blocks of a page by parsing it the way the build does (MDX, with front matter,
 * directives and GFM), so blocks inside admonitions, tabs and `<details>` are found and every position
 * is the one the author sees in their editor.
 */
import { createProcessor } from '@mdx-js/mdx'
import type { Code, Root } from 'mdast'
import remarkDirective from 'remark-directive'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import { visit } from 'unist-util-visit'
import '../mdx/micromark-edit-map'
import { preprocessMdx } from '../mdx/preprocess'

export interface CodeBlock {
  lang: string
  meta: string | null
  /** the code between the fences, with the container's indentation (list, quote) already removed */
  code: string
  /** 1-based page line of the opening fence; block line n is page line `fenceLine + n` */
  fenceLine: number
  /** for each block line (index 0 = block line 1): how many page columns precede it (indent, `> `) */
  columnOffsets: number[]
}

/** An MDX syntax error: the page cannot be read, so none of its blocks can be checked. */
export class PageSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message)
  }
}

interface ParsePoint {
  line: number
  column: number
}

interface ParseFailure {
  reason?: string
  place?: ParsePoint | { start: ParsePoint }
}

// Only parsing is used; the plugins contribute their syntax extensions when the processor freezes.
const processor = createProcessor({ remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective] })

/**
 * Lists the fenced code blocks of a page that have a language.
 *
 * @param source - the page's Markdown/MDX text
 * @throws PageSyntaxError when the page is not valid MDX
 */
export function extractCodeBlocks(source: string): CodeBlock[] {
  let tree: Root
  try {
    // preprocessMdx is the build's own line-preserving rewrite, so positions stay the author's.
    tree = processor.parse(preprocessMdx(source))
  } catch (error) {
    // A VFileMessage: `place` is a point, or a range whose start is where the parser stopped.
    const { reason, place } = error as ParseFailure
    const point = place && 'start' in place ? place.start : place
    throw new PageSyntaxError(`MDX syntax error: ${reason ?? String(error)}`, point?.line ?? 1, point?.column ?? 1)
  }

  const pageLines = source.split(/\r?\n/)
  const blocks: CodeBlock[] = []
  visit(tree, 'code', (node: Code) => {
    if (!node.lang || !node.position) return
    const fenceLine = node.position.start.line
    blocks.push({
      lang: node.lang,
      meta: node.meta ?? null,
      code: node.value,
      fenceLine,
      columnOffsets: node.value.split(/\r?\n/).map((line, i) => columnOffset(pageLines[fenceLine + i] ?? '', line)),
    })
  })
  return blocks
}

/** The page line is the code line behind some container prefix (indentation, `> `); the prefix is the offset. */
function columnOffset(pageLine: string, codeLine: string): number {
  return pageLine.endsWith(codeLine) ? pageLine.length - codeLine.length : 0
}
