/**
 * Table of contents and anchor ids, read after rehype-slug has given every heading its id.
 */
import type { Root } from 'hast'
import { toString } from 'hast-util-to-string'
import type { Plugin } from 'unified'
import { visit } from 'unist-util-visit'
import type { PageMetaStore, TocEntry } from './page-meta'

const HEADING = /^h([2-6])$/

export const rehypeToc: Plugin<[{ store: PageMetaStore }], Root> = ({ store }) => (tree, file) => {
  const meta = store.get(String(file.path))
  if (!meta) return
  visit(tree, 'element', (node) => {
    const id = node.properties.id
    if (typeof id !== 'string') return
    meta.ids.push(id)
    const level = HEADING.exec(node.tagName)?.[1]
    if (level) meta.toc.push({ id, text: toString(node).trim(), level: Number(level) })
  })
  // As Docusaurus's docs do, the page has `toc` for its own expressions (`<TOCInline toc={toc} />`):
  // given where the page names it and does not declare it itself.
  if (usesUndeclaredToc(tree)) tree.children.push(tocExport(meta.toc) as unknown as Root['children'][number])
}

const TOC = /\btoc\b/

function usesUndeclaredToc(tree: Root): boolean {
  let used = false
  let declared = false
  visit(tree, (node) => {
    const value = (node as { value?: unknown }).value
    if (node.type === 'mdxjsEsm' && typeof value === 'string' && TOC.test(value)) declared = true
    if ((node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && typeof value === 'string' && TOC.test(value)) used = true
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of (node as { attributes?: Array<{ value?: unknown }> }).attributes ?? []) {
        const expression = attribute.value as { value?: unknown } | string | null | undefined
        if (expression && typeof expression === 'object' && typeof expression.value === 'string' && TOC.test(expression.value)) used = true
      }
    }
  })
  return used && !declared
}

/** `export const toc = [{ value, id, level }, …]` as an MDX ESM node (its ESTree built here: nothing to parse). */
function tocExport(toc: TocEntry[]) {
  const literal = (value: string | number) => ({ type: 'Literal', value })
  const property = (key: string, value: string | number) => ({ type: 'Property', kind: 'init', method: false, shorthand: false, computed: false, key: { type: 'Identifier', name: key }, value: literal(value) })
  const entry = (e: TocEntry) => ({ type: 'ObjectExpression', properties: [property('value', e.text), property('id', e.id), property('level', e.level)] })
  const declaration = { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name: 'toc' }, init: { type: 'ArrayExpression', elements: toc.map(entry) } }] }
  return { type: 'mdxjsEsm', value: '', data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExportNamedDeclaration', declaration, specifiers: [], source: null, attributes: [] }] } } }
}
