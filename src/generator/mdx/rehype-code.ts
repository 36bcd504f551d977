/**
 * Code blocks: each fenced block becomes `<CodeSample>` holding one `<CodeVariant>` per language
 * (TypeScript, and its JavaScript version for ts/tsx) of `<CodeBlock>`s, one per shown file, with
 * shiki's HTML as a string prop (a string keeps the compiled page small and fast to build).
 */
import type { Element, ElementContent, Root } from 'hast'
import { toString } from 'hast-util-to-string'
import type { Plugin } from 'unified'
import { visit } from 'unist-util-visit'
import { type ApiCard, type ApiLinking, LINKED_LANGUAGES, sampleApi } from '../api/sample-api'
import { BuildError } from '../errors'
import { parseCodeMeta } from '../samples/meta'
import { splitSample, type SampleFile } from '../samples/split'
import type { MagicComment } from '../samples/markers'
import { codeKey } from './code-cache'
import { fenceLanguage, isKnownLanguage, unknownLanguageWarning } from './code-languages'
import type { CodeJob, CodeResult } from './code-jobs'
import type { PageMetaStore } from './page-meta'

export interface CodeOptions {
  theme: string
  relative: (path: string) => string
  /** Where the page's code-cache keys are recorded. */
  store: PageMetaStore
  /** Highlights (and converts) one shown file: the code worker's service (code-service.ts). */
  process: (job: CodeJob) => Promise<CodeResult>
  /** Reports a block shown without its JavaScript version: `file:line: message`. */
  warn: (message: string) => void
  /** Link the Redux Toolkit names samples import to this reference (undefined: no links). */
  api?: ApiLinking
  /** ```mermaid blocks are diagrams: sent as their source in a box client/mermaid.ts draws in. */
  mermaid?: boolean
  /** The site's own magic comments (Docusaurus's `prism.magicComments`); default: the highlight markers. */
  magicComments?: readonly MagicComment[]
  /** The language of a block that names none (Docusaurus's `prism.defaultLanguage`); default: plain text. */
  defaultLanguage?: string
  /**
   * TypeScript blocks get a JavaScript version, in tabs (config `code.javaScriptTabs`): on every page
   * (default), none, or the pages whose file ends with one of these extensions.
   */
  javaScriptTabs?: boolean | readonly string[]
  /**
   * The site's MDXComponents draws fences (its own `pre` or `code`, as React Navigation's site does): each
   * stays a `pre` holding a `code` with its language class, its text and its `metastring`, as Docusaurus
   * hands them to `MDXComponents.pre`; the code block is drawn as the page renders (render/late-code.ts).
   */
  siteFences?: boolean
}

/**
 * The names of the elements a highlighted block becomes, which the MDX components provide
 * (components/mdx.tsx). Names of our own: a name in JSX is the page's import when it has one, and a
 * page that imports `CodeBlock` from a site's swizzled `@theme/CodeBlock` handed every block to the
 * site's component, with props it does not know (tRPC's quick start showed empty blocks).
 */
const CODE_BLOCK = 'RtkCodeBlock'
const CODE_VARIANT = 'RtkCodeVariant'
const CODE_SAMPLE = 'RtkCodeSample'

interface Pending {
  parent: { children: ElementContent[] | Root['children'] }
  index: number
  lang: string
  meta: string | undefined
  code: string
  line: number
  /** The `<pre>` element, to know whether the page shows its JavaScript version already (typeScriptWithJavaScriptTab). */
  pre: Element
}

/**
 * The TypeScript blocks of `<Tabs>` whose other tabs hold JavaScript blocks: the page already shows them
 * in both languages (the author wrote both, or a remark plugin of the site such as remark-typescript-tools
 * made the tabs), so they get no JavaScript tab of ours, which would nest a second pair of tabs inside.
 */
function typeScriptWithJavaScriptTab(tree: Root): Set<Element> {
  const found = new Set<Element>()
  visit(tree, (node) => {
    if (!isJsxNamed(node, 'Tabs')) return
    const items = node.children.filter((child) => isJsxNamed(child, 'TabItem'))
    const blocks = items.map((item) => codeBlocksIn(item))
    const has = (langs: string[]) => blocks.some((inItem) => inItem.some(({ lang }) => langs.includes(lang)))
    if (!has(['js', 'jsx', 'javascript']) || !has(['ts', 'tsx', 'typescript'])) return
    for (const inItem of blocks) for (const { pre, lang } of inItem) if (lang === 'ts' || lang === 'tsx') found.add(pre)
  })
  return found
}

function isJsxNamed(node: unknown, name: string): node is { children: unknown[] } {
  const n = node as { type?: string; name?: string | null }
  return (n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') && n.name === name
}

/** The `<pre><code class="language-x">` blocks inside `node`, with their languages. */
function codeBlocksIn(node: unknown): Array<{ pre: Element; lang: string }> {
  const blocks: Array<{ pre: Element; lang: string }> = []
  visit(node as Root, 'element', (element) => {
    const code = element.tagName === 'pre' ? element.children[0] : undefined
    if (code?.type !== 'element' || code.tagName !== 'code') return
    const lang = ((code.properties.className as string[] | undefined) ?? []).find((c) => c.startsWith('language-'))?.slice('language-'.length)
    if (lang !== undefined) blocks.push({ pre: element, lang: fenceLanguage(lang) })
  })
  return blocks
}

export const rehypeCode: Plugin<[CodeOptions], Root> = (options) => async (tree, file) => {
  const pending: Pending[] = []
  visit(tree, 'element', (node, index, parent) => {
    const code = node.tagName === 'pre' ? node.children[0] : undefined
    if (!parent || index === undefined || code?.type !== 'element' || code.tagName !== 'code') return
    const classes = (code.properties.className as string[] | undefined) ?? []
    const lang = fenceLanguage(classes.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? options.defaultLanguage ?? 'text')
    const meta = (code.data as { meta?: string } | undefined)?.meta
    if (lang === 'mermaid' && options.mermaid) {
      parent.children[index] = { type: 'element', tagName: 'div', properties: { className: ['rtk-mermaid'], dataRtkMermaid: '' }, children: [{ type: 'element', tagName: 'pre', properties: { className: ['rtk-mermaid__source'] }, children: [{ type: 'text', value: toString(code).replace(/\n$/, '') }] }] }
      return
    }
    if (options.siteFences) {
      if (meta) code.properties.metastring = meta
      return
    }
    pending.push({ parent, index, lang, meta, code: toString(code).replace(/\n$/, ''), line: node.position?.start.line ?? 0, pre: node })
  })

  const cards = new Map<string, ApiCard>()
  // Looked for only on a page with TypeScript blocks that would get JavaScript tabs (most pages have none).
  const tabs = options.javaScriptTabs ?? true
  const javaScriptTabs = typeof tabs === 'boolean' ? tabs : tabs.some((extension) => String(file.path).endsWith(extension))
  const converts = javaScriptTabs && pending.some((block) => block.lang === 'ts' || block.lang === 'tsx')
  const writtenInJavaScript = converts ? typeScriptWithJavaScriptTab(tree) : new Set<Element>()
  for (const block of pending) {
    if (!isKnownLanguage(block.lang)) options.warn?.(unknownLanguageWarning(options.relative(String(file.path)), block.line, block.lang))
  }
  await Promise.all(pending.map(async (block) => {
    const meta = parseCodeMeta(block.meta)
    const shown = splitSample(block.code, block.lang, meta, options.magicComments).filter((f) => f.shown)
    let typed = javaScriptTabs && (block.lang === 'ts' || block.lang === 'tsx') && !meta.noTranspile && !writtenInJavaScript.has(block.pre)
    // A `// file:` part with its own extension (`App.jsx`, `styles.css`) is highlighted as that language
    // and shown unchanged in the JavaScript tab; only TypeScript parts are converted.
    const langs = shown.map((f) => fileLanguage(f.name, block.lang))
    const api = (code: string, lang: string) => (options.api && LINKED_LANGUAGES.has(lang) ? sampleApi(code, options.api.reference, options.api.version) : undefined)
    const jobs: CodeJob[] = shown.map((f, i) => ({ code: f.code, lang: langs[i]!, theme: options.theme, lines: f.highlightLines, ...(f.lineClasses ? { lineClasses: f.lineClasses } : {}), javascript: typed && (langs[i] === 'ts' || langs[i] === 'tsx'), api: api(f.code, langs[i]!) }))
    options.store.get(String(file.path))?.codeKeys.push(...jobs.map((job) => codeKey(job)))
    let results = await Promise.all(jobs.map((job) => options.process(job)))
    const failed = results.findIndex((r) => !r.ok)
    if (failed >= 0) {
      // A block TypeScript cannot read (a fragment with `...`, another site's pseudo-code) is shown as
      // written, without a JavaScript tab: a warning, never a failed build (Docusaurus shows it as is).
      const result = results[failed] as Extract<CodeResult, { ok: false }>
      // The converter's message starts with `line:column:` inside the file; point at that line.
      const inner = Number(/^(\d+):\d+:/.exec(result.message)?.[1] ?? 1)
      options.warn(`${options.relative(String(file.path))}:${block.line + shown[failed]!.blockLine + inner - 1}: this ${block.lang} block is not valid TypeScript, so it gets no JavaScript version (${result.message.split('\n')[0]}); fix the syntax, or add \`no-transpile\` to the fence if it is a fragment`)
      const plain = jobs.map((job) => ({ ...job, javascript: false }))
      options.store.get(String(file.path))?.codeKeys.push(...plain.map((job) => codeKey(job)))
      results = await Promise.all(plain.map((job) => options.process(job)))
      typed = false
    }
    const broken = results.find((r): r is Extract<CodeResult, { ok: false }> => !r.ok)
    if (broken) throw new BuildError('this code block could not be highlighted', { location: { file: options.relative(String(file.path)), line: block.line }, cause: new Error(broken.message) })
    const ok = results as Array<Extract<CodeResult, { ok: true }>>
    for (const result of ok) for (const [key, card] of Object.entries(result.cards ?? {})) cards.set(key, card)
    // The fence's title names the block when it shows one file (its `// file:` name otherwise), and the
    // JavaScript version's names end in .js/.jsx, as remark-typescript-tools names them on Docusaurus sites.
    const titleOf = (f: SampleFile) => (shown.length === 1 && meta.title ? meta.title : (f.name ?? meta.title))
    const block_ = (f: SampleFile, lang: string, html: string, javascript = false) => {
      const title = titleOf(f)
      return jsx(CODE_BLOCK, { title: javascript && title ? javaScriptName(title) : title, lang, lineNumbers: meta.showLineNumbers ? String(meta.firstLineNumber ?? 1) : undefined, html }, [])
    }
    const variants = [jsx(CODE_VARIANT, { label: typed ? 'TypeScript' : '' }, shown.map((f, i) => block_(f, langs[i]!, ok[i]!.html)))]
    // A file of nothing but types has no JavaScript; leave it out (and the tab, if nothing is left).
    const jsFiles = typed
      ? shown.flatMap((f, i) => {
          if (!jobs[i]!.javascript) return [block_(f, langs[i]!, ok[i]!.html)]
          const js = ok[i]!.js
          return js && js.code.trim() !== '' ? [block_(f, langs[i] === 'tsx' ? 'jsx' : 'js', js.html, true)] : []
        })
      : []
    if (jsFiles.length > 0 && jobs.every((job) => !job.javascript)) jsFiles.length = 0
    if (jsFiles.length > 0) variants.push(jsx(CODE_VARIANT, { label: 'JavaScript' }, jsFiles))
    block.parent.children[block.index] = jsx(CODE_SAMPLE, {}, variants)
  }))
  // The cards go to one file for the whole site (api/cards-file.ts), not into the page.
  const meta = options.store.get(String(file.path))
  if (meta && cards.size > 0) meta.apiCards = Object.fromEntries(cards)
}

const EXTENSION_LANGUAGES: Record<string, string> = { ts: 'ts', tsx: 'tsx', mts: 'ts', cts: 'ts', js: 'js', mjs: 'js', cjs: 'js', jsx: 'jsx', json: 'json', css: 'css', scss: 'scss', html: 'html', md: 'md', mdx: 'mdx', yml: 'yaml', yaml: 'yaml', sh: 'bash' }

/** The language of a `// file:` part: its extension's, else the block's (a `.ts` part of a `tsx` block stays tsx, a superset). */
function fileLanguage(name: string | undefined, blockLang: string): string {
  const extension = name?.match(/\.([a-z]+)$/i)?.[1]?.toLowerCase()
  const lang = (extension && EXTENSION_LANGUAGES[extension]) ?? blockLang
  return lang === 'ts' && blockLang === 'tsx' ? 'tsx' : lang
}

/** An MDX JSX element with string attributes (undefined attributes are left out). */
function jsx(name: string, attributes: Record<string, string | undefined>, children: ElementContent[]): ElementContent {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes)
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([key, value]) => ({ type: 'mdxJsxAttribute', name: key, value })),
    children,
  } as unknown as ElementContent
}

/** A file name of the JavaScript version: its last `.ts` or `.tsx` made `.js` or `.jsx` (`store.ts` → `store.js`). */
export function javaScriptName(title: string): string {
  return title.replace(/\.t(sx?)\b(?!.*\.tsx?\b)/, '.j$1')
}
