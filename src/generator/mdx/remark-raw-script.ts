/**
 * A raw `<script>` in a page is allowed — MDX trusts its authors, as Docusaurus does — but it runs on
 * every visit exactly as written, outside the site's own client code, and is easy to paste by accident
 * where a code span was meant. So each one is reported as a warning at its line.
 */
import type { Root } from 'mdast'
import type { Plugin } from 'unified'
import { visit } from 'unist-util-visit'

export interface RawScriptOptions {
  /** Reports one `<script>`: page file (absolute), line, column. */
  warn: (file: string, line: number, column: number) => void
}

export const remarkRawScript: Plugin<[RawScriptOptions], Root> = (options) => (tree, file) => {
  visit(tree, (node) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name?.toLowerCase() === 'script') {
      options.warn(String(file.path), node.position?.start.line ?? 0, node.position?.start.column ?? 0)
    }
  })
}

export function rawScriptWarning(file: string, line: number, column: number): string {
  return `${file}:${line}:${column}: raw <script> in the page: it runs as written on every visit (MDX trusts authors, so it is kept); if it was meant as text, put it in a code span or code block`
}
