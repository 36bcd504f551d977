/**
 * Raw HTML in CommonMark pages (`markdown.format` `md`, or `detect` for `.md` files): parsed into
 * elements, as Docusaurus does with rehype-raw, so `<details>` or `<img>` in a `.md` page render. MDX
 * pages are left alone (their HTML is JSX already), as are the MDX nodes our plugins add to `.md` pages.
 */
import type { Root } from 'hast'
import rehypeRaw from 'rehype-raw'
import type { Plugin } from 'unified'
import type { VFile } from 'vfile'

const MDX_NODES = ['mdxjsEsm', 'mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression']

export const rehypeMarkdownHtml: Plugin<[{ isMarkdown: (path: string) => boolean }], Root> = function (options) {
  const raw = rehypeRaw.call(this, { passThrough: MDX_NODES }) as (tree: Root, file: VFile) => Root
  return (tree, file) => (options.isMarkdown(String(file.path)) ? raw(tree, file) : tree)
}
