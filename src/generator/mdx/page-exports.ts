/**
 * What Docusaurus's MDX loader exports from every Markdown file, pages and partials alike: `toc`,
 * `frontMatter` and `contentTitle`. A doc names them in its own expressions (`{frontMatter.title}`,
 * `<TOCInline toc={toc} />`), and a page imports a partial's (`import Part, {toc as partToc} from
 * './_part.mdx'`, Docusaurus's docs on partials and TOCInline). Each is added to every file that does not
 * declare it itself, as an ESM node whose ESTree is built here (nothing to parse).
 */
import type { Root } from 'hast'
import type { TocEntry } from './page-meta'

/** What the page's exports hold. */
export interface PageExports {
  toc: TocEntry[]
  frontMatter: Record<string, unknown>
  contentTitle: string | undefined
}

const NAMES = ['toc', 'frontMatter', 'contentTitle'] as const
type Name = (typeof NAMES)[number]

/** Adds to `tree` the exports it does not declare. */
export function addPageExports(tree: Root, values: () => PageExports): void {
  const wanted = undeclaredNames(tree)
  if (wanted.length === 0) return
  const all = values()
  const exported: Record<Name, unknown> = { toc: all.toc.map((e) => ({ value: e.html, id: e.id, level: e.level })), frontMatter: all.frontMatter, contentTitle: all.contentTitle }
  for (const name of wanted) tree.children.push(exportNode(name, exported[name]) as unknown as Root['children'][number])
}

/** The names the file's own ESM does not declare (nor import). */
function undeclaredNames(tree: Root): Name[] {
  const declared = new Set<Name>()
  for (const node of tree.children) {
    const value = (node as { value?: unknown }).value
    if (node.type !== 'mdxjsEsm' || typeof value !== 'string') continue
    for (const name of NAMES) if (new RegExp(`\\b${name}\\b`).test(value)) declared.add(name)
  }
  return NAMES.filter((name) => !declared.has(name))
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
