/**
 * Page facts gathered while compiling: explicit heading ids (`{#id}`), the first paragraph (default
 * description), a body h1 (title when frontmatter has none), links for the checks, and JSX components
 * the page uses that nothing provides (an error with the position, before anything renders).
 */
import type { Definition, Heading, Link, Root, Text } from 'mdast'
import { toString } from 'mdast-util-to-string'
import type { Plugin } from 'unified'
import { visit } from 'unist-util-visit'
import { BuildError } from '../errors'
import type { PageMeta, PageMetaStore } from './page-meta'
import { contentTitleHeading } from './content-title'
import { UNCHECKED_LINK } from '../../components/links'

const EXPLICIT_ID = /\s*\{#([^}\s]+)\}\s*$/
/** `{/* #id *\/}` as MDX parses it (an expression: the comment) and as CommonMark leaves it (text). */
const COMMENT_ID = /^\s*\/\*\s*#([^\s*]+)\s*\*\/\s*$/
const COMMENT_ID_TEXT = /\s*\{\/\*\s*#([^\s*]+)\s*\*\/\}\s*$/

export interface PageMetaOptions {
  store: PageMetaStore
  /** Names of the components every page may use without importing them. */
  globalComponents: ReadonlySet<string>
  /** Absolute path → repo-relative path, for error messages. */
  relative: (path: string) => string
  /** A Docusaurus site's presets and themes that do not run here: an unknown component may be theirs. */
  unbuiltThemes?: readonly string[]
}

/**
 * Runs first: starts the page's record, and hands the tree as parsed to `parsed` before the other
 * plugins change it (compile.ts makes the page's Markdown twin from it).
 */
export const remarkStartPage: Plugin<[{ store: PageMetaStore; parsed?: (path: string, tree: Root) => void }], Root> = ({ store, parsed }) => (tree, file) => {
  store.start(String(file.path))
  parsed?.(String(file.path), tree)
}

export const remarkPageMeta: Plugin<[PageMetaOptions], Root> = (options) => (tree, file) => {
  const meta: PageMeta = options.store.get(String(file.path)) ?? options.store.start(String(file.path))
  const declared = declaredNames(tree)
  // A reference link (`[text][name]`) is checked at its definition's line, when a reference uses it:
  // both are gathered in the one walk, a definition standing before or after its references.
  const referenced = new Set<string>()
  const definitions: Definition[] = []

  visit(tree, (node) => {
    if (node.type === 'heading') explicitId(node)
    if (node.type === 'paragraph' && meta.firstParagraph === undefined) meta.firstParagraph = toString(node).replace(/\s+/g, ' ').trim()
    // A `pathname://` link is the browser's, never checked (remark-links.ts marks it, definitions too).
    if (node.type === 'link' && node.data?.hProperties?.[UNCHECKED_LINK] === undefined) meta.links.push(linkRecord(node))
    if (node.type === 'linkReference') referenced.add(node.identifier)
    if (node.type === 'definition' && (node.data as { hProperties?: Record<string, unknown> } | undefined)?.hProperties?.[UNCHECKED_LINK] === undefined) definitions.push(node)
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const name = node.name
      if (name && /^[A-Z]/.test(name) && !options.globalComponents.has(name) && !declared.has(name.split('.')[0]!)) {
        const start = node.position?.start
        throw new BuildError(`the component <${name}> is not defined`, {
          location: { file: options.relative(String(file.path)), line: start?.line, column: start?.column },
          hint: `import ${name} at the top of the page, or use one of the built-in components: ${[...options.globalComponents].sort().join(', ')}${
            options.unbuiltThemes?.length ? `; if ${options.unbuiltThemes.join(' or ')} (not run here) gives it to every page, give it in the site's src/theme/MDXComponents` : ''
          }`,
        })
      }
    }
  })
  for (const definition of definitions) if (referenced.has(definition.identifier)) meta.links.push(linkRecord(definition))
  // Read once its `{#id}` is taken off (explicitId, above).
  const title = contentTitleHeading(tree)
  if (title && meta.h1 === undefined) meta.h1 = toString(title.heading)
}

/**
 * `## Title {#custom-id}` → heading with id `custom-id`, text `Title`; so too `## Title {/* #custom-id *\/}`,
 * the form Docusaurus now documents (an MDX comment: other Markdown tools leave it alone). Returns the
 * id (content/heading-ids.ts reads it too).
 */
export function explicitId(node: Heading): string | undefined {
  const last = node.children.at(-1)
  if (last?.type === 'mdxTextExpression') {
    const id = COMMENT_ID.exec(String((last as { value?: unknown }).value ?? ''))?.[1]
    if (!id) return undefined
    node.children.pop()
    const before = node.children.at(-1)
    if (before?.type === 'text') (before as Text).value = (before as Text).value.trimEnd()
    node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } }
    return id
  }
  if (last?.type !== 'text') return undefined
  const match = EXPLICIT_ID.exec((last as Text).value) ?? COMMENT_ID_TEXT.exec((last as Text).value)
  if (!match) return undefined
  ;(last as Text).value = (last as Text).value.slice(0, match.index)
  node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id: match[1] } }
  return match[1]
}

function linkRecord(node: Link | Definition): PageMeta['links'][number] {
  return { url: node.url, line: node.position?.start.line ?? 0, column: node.position?.start.column ?? 0 }
}

/**
 * Names a page declares itself through `import`/`export` statements (e.g. its own components), wherever
 * they are written: MDX takes an import inside a JSX element's children too (docusaurus.io's docs do).
 */
function declaredNames(tree: Root): Set<string> {
  const names = new Set<string>()
  const statements: Array<{ value: string }> = []
  visit(tree, 'mdxjsEsm', (node) => {
    statements.push(node)
  })
  for (const node of statements) {
    for (const match of node.value.matchAll(/\b(?:import|export\s+(?:const|let|var|function|class))\s+([\s\S]*?)(?:\bfrom\b|=|\(|\{|$)/g)) {
      for (const name of (match[1] ?? '').matchAll(/[A-Za-z_$][\w$]*/g)) names.add(name[0])
    }
    for (const match of node.value.matchAll(/\{([^}]*)\}\s*from/g)) {
      for (const part of (match[1] ?? '').split(',')) {
        const local = part.split(/\s+as\s+/).at(-1)?.trim()
        if (local) names.add(local)
      }
    }
  }
  return names
}
