/**
 * The Markdown twin of a doc (`/api/createSlice.md`): what a reader pastes into an assistant or reads in
 * a terminal. Frontmatter, imports and JSX are gone; admonitions become blockquotes naming their kind,
 * tabs become labelled sections, code samples keep their TypeScript with titles and without highlight
 * markers, and every link is absolute to the site URL.
 */
import { createProcessor } from '@mdx-js/mdx'
import type { BlockContent, Code, Parent, PhrasingContent, Root, RootContent } from 'mdast'
import { toString } from 'mdast-util-to-string'
import remarkDirective from 'remark-directive'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import '../mdx/micromark-edit-map'
import { preprocessMdx } from '../mdx/preprocess'
import { ADMONITION_KINDS } from '../mdx/remark-directives'
import { parseCodeMeta } from '../samples/meta'
import { splitSample } from '../samples/split'
import type { MagicComment } from '../samples/markers'
import { twinMarkdown } from './twin-markdown'

/** Where a twin's links point: its relative and site links become absolute URLs. */
export interface TwinLinks {
  /** Absolute URL of the page (`https://site/api/createSlice`), the base for relative links. */
  pageUrl: string
  /** Turns a site-absolute path (`/api/x#y`) into an absolute URL. */
  absolute: (path: string) => string
  /** Resolves a relative `.md` link (as written) to a site route, if it names a page. */
  resolveMdLink: (href: string) => string | undefined
}

export interface TwinInput extends TwinLinks {
  source: string
  /** The page's tree as parsed for compilation (saves parsing the page twice); parsed here if absent. */
  tree?: Root
}

const processor = createProcessor({ format: 'mdx', remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective] })
const DROPPED = new Set(['yaml', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression'])
/**
 * The nodes the twin writer (twin-markdown.ts: CommonMark and GFM) can write out, besides those made
 * into others here. A site's own remark plugins add syntax (math's `$…$`: inlineMath) whose nodes it
 * cannot: those keep their Markdown as the author wrote it.
 */
const WRITABLE = new Set([
  'blockquote', 'break', 'code', 'definition', 'emphasis', 'heading', 'html', 'image', 'imageReference', 'inlineCode', 'link', 'linkReference',
  'list', 'listItem', 'paragraph', 'strong', 'text', 'thematicBreak',
  'delete', 'footnoteDefinition', 'footnoteReference', 'table', 'tableCell', 'tableRow',
])

/** The twin's body (everything below its `# Title`), from `input.tree` or, without one, from the source parsed here. */
export function markdownTwinBody(input: TwinInput): string {
  const source = preprocessMdx(input.source)
  return twinMarkdown(twinTree(input.tree ?? (processor.parse(source) as Root), input, source))
}

/**
 * The twin as a Markdown tree, made from the page's tree as parsed, which it leaves untouched: every
 * node is a new one (without its position), so the compile step can make it as soon as the page is
 * parsed and go on changing the page's own tree, instead of keeping a deep copy of it until the end.
 */
export function twinTree(tree: Root, links: TwinLinks, source = '', magicComments?: readonly MagicComment[]): Root {
  return { type: 'root', children: transform(withoutTitle(tree.children), { ...links, source, magicComments }) as Root['children'] }
}

/**
 * The body without a `# Title` it starts with (after front matter and imports): the twin is written
 * under the page's title, which that heading is (Docusaurus's contentTitle), so it would show twice.
 */
function withoutTitle(nodes: RootContent[]): RootContent[] {
  const first = nodes.findIndex((node) => !DROPPED.has(node.type))
  return first >= 0 && nodes[first]!.type === 'heading' && (nodes[first] as { depth: number }).depth === 1 ? nodes.filter((_, i) => i !== first) : nodes
}

/**
 * What the transform reads: where links point, the source the tree was parsed from (positions index it),
 * and the site's magic comments (removed from code as the page removes them).
 */
interface TwinContext extends TwinLinks {
  source: string
  magicComments?: readonly MagicComment[]
}

function transform(nodes: RootContent[], input: TwinContext): RootContent[] {
  return nodes.flatMap((node) => transformNode(node, input))
}

function transformNode(node: RootContent, input: TwinContext): RootContent[] {
  if (DROPPED.has(node.type)) return []
  switch (node.type) {
    case 'code':
      return codeBlocks(node, input.magicComments)
    case 'heading': {
      // `{#custom-id}` means nothing outside this site; drop it from the heading text.
      const heading = copy(node, input)
      const last = heading.children.at(-1)
      if (last?.type === 'text') last.value = last.value.replace(/\s*\{#[^}\s]+\}\s*$/, '')
      return [heading]
    }
    case 'link':
    case 'definition':
    case 'image':
      return [{ ...copy(node, input), url: absoluteUrl(node.url, input) }]
    case 'containerDirective':
      if ((ADMONITION_KINDS as readonly string[]).includes(node.name)) return [admonition(node, input)]
      return transform(node.children as RootContent[], input)
    case 'leafDirective':
    case 'textDirective':
      return [{ type: 'text', value: `:${node.name}` }, ...transform(node.children as RootContent[], input)]
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return jsxElement(node, input)
  }
  if (!WRITABLE.has(node.type)) return [asWritten(node, input.source)]
  return [copy(node, input)]
}

/** A node of syntax the twin writer does not know, as its Markdown source (raw, as `html` is written). */
function asWritten(node: RootContent, source: string): RootContent {
  const { start, end } = node.position ?? {}
  const value = start?.offset !== undefined && end?.offset !== undefined ? source.slice(start.offset, end.offset) : ''
  return { type: 'html', value: value || toString(node) }
}

/** A new node like `node`, without its position, with its children transformed. */
function copy<T extends RootContent>(node: T, input: TwinContext): T {
  const { position: _, ...fields } = node
  if ('children' in node) (fields as unknown as Parent).children = transform((node as Parent).children as RootContent[], input)
  return fields as T
}

/** Code: split into files, markers removed; each shown file keeps its title. */
function codeBlocks(node: Code, magicComments?: readonly MagicComment[]): Code[] {
  const meta = parseCodeMeta(node.meta)
  return splitSample(node.value, node.lang ?? '', meta, magicComments)
    .filter((f) => f.shown)
    .map((f) => {
      const title = f.name ?? meta.title
      return { type: 'code', lang: node.lang, meta: title ? `title="${title}"` : null, value: f.code }
    })
}

/** `:::tip Title` → `> **Tip: Title**` followed by the body, all quoted. */
function admonition(node: Extract<RootContent, { type: 'containerDirective' }>, input: TwinContext): RootContent {
  const [first, ...rest] = node.children
  const labelled = first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel
  const kind = node.name === 'caution' ? 'warning' : node.name
  const heading = `${kind[0]!.toUpperCase()}${kind.slice(1)}${labelled ? `: ${toString(first)}` : ''}`
  const body = transform((labelled ? rest : node.children) as RootContent[], input)
  return { type: 'blockquote', children: [{ type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: heading }] }] }, ...(body as BlockContent[])] }
}

type JsxNode = Extract<RootContent, { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }>

function attribute(node: JsxNode, name: string): string | undefined {
  const attr = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)
  return typeof attr?.value === 'string' ? attr.value : undefined
}

/** Tabs become labelled sections; <details> a bold summary and its body; other elements their children. */
function jsxElement(node: JsxNode, input: TwinContext): RootContent[] {
  const children = node.children as RootContent[]
  if (node.name === 'Tabs') {
    return children
      .filter((c): c is JsxNode => (c.type === 'mdxJsxFlowElement' || c.type === 'mdxJsxTextElement') && c.name === 'TabItem')
      .flatMap((tab) => [label(attribute(tab, 'label') ?? attribute(tab, 'value') ?? 'Tab'), ...transform(tab.children as RootContent[], input)])
  }
  if (node.name === 'details') {
    const summary = children.find((c): c is JsxNode => 'name' in c && c.name === 'summary')
    const rest = children.filter((c) => c !== summary)
    return [...(summary ? [label(toString(summary))] : []), ...transform(rest, input)]
  }
  if (node.name === 'summary') return [label(toString(node))]
  if (node.name === 'br') return [{ type: 'break' }]
  // Head tags (Docusaurus's `<head>`/`<Head>`) belong to the HTML page's head, not to its text.
  if (node.name === 'head' || node.name === 'Head') return []
  return transform(children, input)
}

function label(text: string): RootContent {
  return { type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: text } as PhrasingContent] }] }
}

function absoluteUrl(url: string, input: TwinLinks): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url
  if (url.startsWith('#')) return `${input.pageUrl}${url}`
  if (url.startsWith('/')) return input.absolute(url)
  const [path = '', hash] = url.split('#', 2)
  const route = /\.mdx?$/.test(path) ? input.resolveMdLink(path) : undefined
  if (route) return input.absolute(hash ? `${route}#${hash}` : route)
  return new URL(url, input.pageUrl).href
}
