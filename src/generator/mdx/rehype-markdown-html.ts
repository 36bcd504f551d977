/**
 * Raw HTML in CommonMark pages (`markdown.format` `md`, or `detect` for `.md` files): parsed into
 * elements, as Docusaurus does with rehype-raw, so `<details>` or `<img>` in a `.md` page render. MDX
 * pages are left alone (their HTML is JSX already), as are the MDX nodes our plugins add to `.md` pages.
 */
import type { Element, Root } from 'hast'
import rehypeRaw from 'rehype-raw'
import type { Plugin } from 'unified'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'

const MDX_NODES = ['mdxjsEsm', 'mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression']
/** The property a code element's meta string rides in across rehype-raw. */
const META = 'dataRtkMeta'

export const rehypeMarkdownHtml: Plugin<[{ isMarkdown: (path: string) => boolean }], Root> = function (options) {
  const raw = rehypeRaw.call(this, { passThrough: MDX_NODES }) as (tree: Root, file: VFile) => Root
  return (tree, file) => {
    if (!options.isMarkdown(String(file.path))) return tree
    // rehype-raw makes the tree anew from its HTML, without the nodes' data, where a fence's meta string
    // (`title="app.yaml"`, `{1,3}`) is: it is carried across in a property, as Docusaurus's
    // codeCompatPlugin keeps it (Backstage's code titles were lost in its .md docs).
    visitCode(tree, (code) => {
      const meta = (code.data as { meta?: unknown } | undefined)?.meta
      if (typeof meta === 'string' && meta !== '') code.properties[META] = meta
    })
    const parsed = raw(tree, file)
    visitCode(parsed, (code) => {
      const meta = code.properties[META]
      if (typeof meta !== 'string') return
      delete code.properties[META]
      code.data = { ...code.data, meta } as Element['data']
    })
    return parsed
  }
}

function visitCode(tree: Root, each: (code: Element) => void): void {
  visit(tree, 'element', (node) => {
    if (node.tagName === 'code') each(node)
  })
}
