/**
 * Table of contents and anchor ids, read after rehype-slug has given every heading its id. Where the
 * page shows an imported Markdown partial (`<Moorings />`), the place is noted: the partial's headings
 * join the page's table of contents there once the batch is compiled (withPartials), as Docusaurus's do.
 */
import { dirname, resolve } from 'node:path'
import type { Root } from 'hast'
import { toString } from 'hast-util-to-string'
import type { Plugin } from 'unified'
import { visit } from 'unist-util-visit'
import { headingHtml } from './heading-html'
import type { PageMeta, PageMetaStore, TocEntry } from './page-meta'
import { addPageExports } from './page-exports'

const HEADING = /^h([2-6])$/

export const rehypeToc: Plugin<[{ store: PageMetaStore; root: string; frontMatter: (path: string) => Record<string, unknown> }], Root> = ({ store, root, frontMatter }) => (tree, file) => {
  // A Markdown file a page imports (a partial) has no meta of its own: its headings serve its exports.
  const meta: Pick<PageMeta, 'toc' | 'ids' | 'h1' | 'partials'> = store.get(String(file.path)) ?? { toc: [], ids: [] }
  const partials = importedPartials(tree, String(file.path), root)
  visit(tree, (node) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && partials.has(String(node.name))) {
      ;(meta.partials ??= []).push([meta.toc.length, partials.get(String(node.name))!])
      return
    }
    if (node.type !== 'element') return
    const id = node.properties.id
    if (typeof id !== 'string') return
    meta.ids.push(id)
    const level = HEADING.exec(node.tagName)?.[1]
    if (level) meta.toc.push({ id, text: toString(node).trim(), html: headingHtml(node.children), level: Number(level) })
  })
  // As Docusaurus's Markdown files do, the page or partial exports `toc`, `frontMatter` and `contentTitle`.
  // Its front matter as the site's plugins left it (front-matter-data.ts), as Docusaurus's loader exports it.
  addPageExports(tree, () => ({ toc: meta.toc, frontMatter: (file.data.frontMatter as Record<string, unknown> | undefined) ?? frontMatter(String(file.path)), contentTitle: meta.h1 }))
}

/** The Markdown files the page imports by their local names (`import Moorings from './_moorings.mdx'` → Moorings → its path). */
function importedPartials(tree: Root, path: string, root: string): Map<string, string> {
  const partials = new Map<string, string>()
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue
    const body = (node.data as { estree?: { body?: Array<{ type: string; source?: { value?: unknown }; specifiers?: Array<{ type: string; local: { name: string } }> }> } } | undefined)?.estree?.body ?? []
    for (const statement of body) {
      const source = statement.type === 'ImportDeclaration' ? statement.source?.value : undefined
      if (typeof source !== 'string' || !/\.mdx?$/.test(source)) continue
      const file = source.startsWith('@site/') ? resolve(root, source.slice('@site/'.length)) : source.startsWith('.') ? resolve(dirname(path), source) : undefined
      const local = statement.specifiers?.find((s) => s.type === 'ImportDefaultSpecifier')?.local.name
      if (file && local) partials.set(local, file)
    }
  }
  return partials
}

/**
 * The page's table of contents with its partials' headings where it shows them (and theirs, where they
 * show others), and their ids among its own (for the anchor check). `metaOf` gives a compiled file's meta.
 */
export function withPartials(meta: PageMeta, metaOf: (path: string) => PageMeta | undefined, seen: ReadonlySet<PageMeta> = new Set([meta])): { toc: TocEntry[]; ids: string[] } {
  const toc = [...meta.toc]
  const ids = [...meta.ids]
  for (const [at, path] of [...(meta.partials ?? [])].reverse()) {
    const part = metaOf(path)
    if (!part || seen.has(part)) continue
    const inner = withPartials(part, metaOf, new Set([...seen, part]))
    toc.splice(at, 0, ...inner.toc)
    ids.push(...inner.ids)
  }
  return { toc, ids }
}
