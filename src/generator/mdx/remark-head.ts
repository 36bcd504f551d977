/**
 * `<head>` written in a page is Docusaurus's Head component (its mdx-loader does the same): its
 * children (`<title>`, `<meta>`, `<link>`…) go into the document's head, not into the page. The element
 * is renamed to the name the page imports `@docusaurus/Head` under, or such an import is added.
 */
import type { Root } from 'mdast'
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm'
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import type { Plugin } from 'unified'
import { visit } from 'unist-util-visit'

const IMPORT = /import\s+([A-Za-z_$][\w$]*)\s+from\s+['"]@docusaurus\/Head['"]/
const HEAD_SOURCE = '@docusaurus/Head'

export const remarkHead: Plugin<[], Root> = () => (tree) => {
  const heads: MdxJsxFlowElement[] = []
  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
    if (node.name === 'head') heads.push(node)
  })
  if (heads.length === 0) return
  const esm = tree.children.filter((n): n is MdxjsEsm => n.type === 'mdxjsEsm').map((n) => n.value).join('\n')
  let name = IMPORT.exec(esm)?.[1]
  if (!name) {
    name = /\bHead\b/.test(esm) ? 'DocusaurusHead' : 'Head'
    tree.children.unshift(importNode(name))
  }
  for (const node of heads) node.name = name
}

/** `import <name> from '@docusaurus/Head'` as MDX wants it: with its syntax tree. */
function importNode(name: string): MdxjsEsm {
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from '${HEAD_SOURCE}'`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }],
            source: { type: 'Literal', value: HEAD_SOURCE, raw: `'${HEAD_SOURCE}'` },
            attributes: [],
          },
        ],
      },
    },
  }
}
