/**
 * What Docusaurus's MDX loader exports from every doc, and a doc may name in its own expressions
 * (`{frontMatter.title}`, `<TOCInline toc={toc} />`, `{contentTitle}`): `toc`, `frontMatter` and
 * `contentTitle`. Each is added to a page that names it without declaring it itself, as an ESM node
 * whose ESTree is built here (nothing to parse).
 */
import type { Root } from 'hast'
import { visit } from 'unist-util-visit'
import type { TocEntry } from './page-meta'

/** What the page's exports hold. */
export interface PageExports {
  toc: TocEntry[]
  frontMatter: Record<string, unknown>
  contentTitle: string | undefined
}

const NAMES = ['toc', 'frontMatter', 'contentTitle'] as const
type Name = (typeof NAMES)[number]

/** Adds to `tree` the exports it names and does not declare. */
export function addPageExports(tree: Root, values: () => PageExports): void {
  const wanted = undeclaredNames(tree)
  if (wanted.length === 0) return
  const all = values()
  const exported: Record<Name, unknown> = { toc: all.toc.map((e) => ({ value: e.html, id: e.id, level: e.level })), frontMatter: all.frontMatter, contentTitle: all.contentTitle }
  for (const name of wanted) tree.children.push(exportNode(name, exported[name]) as unknown as Root['children'][number])
}

/** The names the page's expressions and attributes use that its own ESM does not declare. */
function undeclaredNames(tree: Root): Name[] {
  const used = new Set<Name>()
  const declared = new Set<Name>()
  const scan = (text: string, into: Set<Name>) => {
    for (const name of NAMES) if (new RegExp(`\\b${name}\\b`).test(text)) into.add(name)
  }
  visit(tree, (node) => {
    const value = (node as { value?: unknown }).value
    if (node.type === 'mdxjsEsm' && typeof value === 'string') scan(value, declared)
    if ((node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && typeof value === 'string') scan(value, used)
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of (node as { attributes?: Array<{ value?: unknown }> }).attributes ?? []) {
        const expression = attribute.value as { value?: unknown } | string | null | undefined
        if (expression && typeof expression === 'object' && typeof expression.value === 'string') scan(expression.value, used)
      }
    }
  })
  return NAMES.filter((name) => used.has(name) && !declared.has(name))
}

/** `export const <name> = <value>` as an MDX ESM node. */
function exportNode(name: string, value: unknown) {
  const declaration = { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name }, init: toEstree(value) }] }
  return { type: 'mdxjsEsm', value: '', data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExportNamedDeclaration', declaration, specifiers: [], source: null, attributes: [] }] } } }
}

/** A plain value (what YAML gives: text, numbers, booleans, null, dates, lists, maps) as an ESTree expression. */
function toEstree(value: unknown): object {
  if (value === undefined) return { type: 'Identifier', name: 'undefined' }
  if (value instanceof Date) return { type: 'NewExpression', callee: { type: 'Identifier', name: 'Date' }, arguments: [{ type: 'Literal', value: value.getTime() }] }
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(toEstree) }
  if (value && typeof value === 'object') {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value).map(([key, inner]) => ({ type: 'Property', kind: 'init', method: false, shorthand: false, computed: false, key: { type: 'Literal', value: key }, value: toEstree(inner) })),
    }
  }
  return { type: 'Literal', value: value as string | number | boolean | null }
}
