/**
 * `<CodeBlock language="ts" title="x">{`code`}</CodeBlock>` with CodeBlock imported from
 * `@theme/CodeBlock` and its code written in the page: turned into a code fence, so it is highlighted
 * (and converted to JavaScript) at build time like any fenced block. Code computed at render time is
 * left to the component (src/components/docusaurus.tsx), which shows it plain.
 */
import type { Code, Root, RootContent } from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import type { Plugin } from 'unified'
import { visit } from 'unist-util-visit'

const IMPORT = /import\s+([A-Za-z_$][\w$]*)\s+from\s+['"]@theme\/CodeBlock['"]/

export const remarkThemeCodeBlock: Plugin<[], Root> = () => (tree) => {
  const names = new Set<string>()
  for (const node of tree.children) if (node.type === 'mdxjsEsm') for (const m of node.value.matchAll(new RegExp(IMPORT, 'g'))) names.add(m[1]!)
  if (names.size === 0) return
  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement, index, parent) => {
    if (!node.name || !names.has(node.name) || parent === undefined || index === undefined) return
    const code = literalCode(node)
    const attrs = stringAttributes(node.attributes)
    if (code === undefined || attrs === undefined) return
    const language = attrs.language ?? attrs.className?.replace(/^language-/, '')
    const meta = [attrs.title !== undefined ? `title=${JSON.stringify(attrs.title)}` : '', attrs.showLineNumbers !== undefined ? 'showLineNumbers' : '', attrs.metastring ?? ''].filter(Boolean).join(' ')
    const fence: Code = { type: 'code', lang: language ?? null, meta: meta || null, value: code, position: node.position }
    parent.children.splice(index, 1, fence as RootContent)
  })
}

/** The code of `{`…`}` or `{'…'}` or plain text children; undefined when computed (`${…}`, variables). */
function literalCode(node: MdxJsxFlowElement): string | undefined {
  if (node.children.length !== 1) return undefined
  const child = node.children[0]!
  if (child.type === 'mdxFlowExpression') {
    const template = /^\s*`([\s\S]*)`\s*$/.exec(child.value)
    if (template && !template[1]!.includes('${')) return template[1]!.replace(/\\(`|\\|\$)/g, '$1').replace(/^\n/, '').replace(/\n$/, '')
    const quoted = /^\s*(['"])([\s\S]*)\1\s*$/.exec(child.value)
    if (quoted) return quoted[2]!.replace(/\\n/g, '\n').replace(/\\(.)/g, '$1')
    return undefined
  }
  if (child.type === 'paragraph' && child.children.every((c) => c.type === 'text')) return child.children.map((c) => (c as { value: string }).value).join('')
  return undefined
}

/** Attributes as strings (`showLineNumbers` alone is ''); undefined if one is an expression we cannot read. */
function stringAttributes(attributes: MdxJsxFlowElement['attributes']): Record<string, string> | undefined {
  const result: Record<string, string> = {}
  for (const attr of attributes) {
    if (attr.type !== 'mdxJsxAttribute') return undefined
    const value = (attr as MdxJsxAttribute).value
    if (value === null || value === undefined) result[attr.name] = ''
    else if (typeof value === 'string') result[attr.name] = value
    else if (/^\s*(true|false)\s*$/.test(value.value)) {
      if (value.value.trim() === 'true') result[attr.name] = ''
    } else return undefined
  }
  return result
}
