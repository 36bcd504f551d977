/**
 * Code blocks: each fenced block becomes `<CodeSample>` holding one `<CodeVariant>` per language
 * (TypeScript, and its JavaScript version for ts/tsx) of `<CodeBlock>`s, one per shown file, with
 * shiki's HTML as a string prop (a string keeps the compiled page small and fast to build).
 */
import type { ElementContent, Root } from 'hast'
import { toString } from 'hast-util-to-string'
import type { Plugin } from 'unified'
import { visit } from 'unist-util-visit'
import { BuildError } from '../errors'
import { parseCodeMeta } from '../samples/meta'
import { splitSample, type SampleFile } from '../samples/split'
import { CodeCache } from './code-cache'
import { isKnownLanguage, unknownLanguageWarning } from './code-languages'
import type { CodeJob, CodeResult } from './code-jobs'
import type { PageMetaStore } from './page-meta'

export interface CodeOptions {
  theme: string
  relative: (path: string) => string
  /** Where the page's code-cache keys are recorded. */
  store: PageMetaStore
  /** Highlights (and converts) one shown file: the code worker's service (code-service.ts). */
  process: (job: CodeJob) => Promise<CodeResult>
  /** Author-facing warnings, `file:line: message` (a fence language the highlighter does not know). */
  warn?: (message: string) => void
}

interface Pending {
  parent: { children: ElementContent[] | Root['children'] }
  index: number
  lang: string
  meta: string | undefined
  code: string
  line: number
}

export const rehypeCode: Plugin<[CodeOptions], Root> = (options) => async (tree, file) => {
  const pending: Pending[] = []
  visit(tree, 'element', (node, index, parent) => {
    const code = node.tagName === 'pre' ? node.children[0] : undefined
    if (!parent || index === undefined || code?.type !== 'element' || code.tagName !== 'code') return
    const classes = (code.properties.className as string[] | undefined) ?? []
    const lang = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? 'text'
    const meta = (code.data as { meta?: string } | undefined)?.meta
    pending.push({ parent, index, lang, meta, code: toString(code).replace(/\n$/, ''), line: node.position?.start.line ?? 0 })
  })

  for (const block of pending) {
    if (!isKnownLanguage(block.lang)) options.warn?.(unknownLanguageWarning(options.relative(String(file.path)), block.line, block.lang))
  }
  await Promise.all(pending.map(async (block) => {
    const meta = parseCodeMeta(block.meta)
    const shown = splitSample(block.code, block.lang, meta).filter((f) => f.shown)
    const typed = (block.lang === 'ts' || block.lang === 'tsx') && !meta.noTranspile
    const jobs: CodeJob[] = shown.map((f) => ({ code: f.code, lang: block.lang, theme: options.theme, lines: f.highlightLines, javascript: typed }))
    options.store.get(String(file.path))?.codeKeys.push(...jobs.map((job) => CodeCache.key(job)))
    const results = await Promise.all(jobs.map((job) => options.process(job)))
    const failed = results.findIndex((r) => !r.ok)
    if (failed >= 0) {
      const result = results[failed] as Extract<CodeResult, { ok: false }>
      throw new BuildError('this code block is not valid TypeScript, so no JavaScript version can be made', {
        location: { file: options.relative(String(file.path)), line: block.line + shown[failed]!.blockLine },
        cause: new Error(result.message),
        hint: 'fix the syntax, or add `no-transpile` to the fence if the block is a fragment',
      })
    }
    const ok = results as Array<Extract<CodeResult, { ok: true }>>
    const block_ = (f: SampleFile, lang: string, html: string) =>
      jsx('CodeBlock', { title: f.name ?? meta.title, lang, lineNumbers: meta.showLineNumbers ? 'true' : undefined, html }, [])
    const variants = [jsx('CodeVariant', { label: typed ? 'TypeScript' : '' }, shown.map((f, i) => block_(f, block.lang, ok[i]!.html)))]
    // A file of nothing but types has no JavaScript; leave it out (and the tab, if nothing is left).
    const jsFiles = shown.flatMap((f, i) => {
      const js = ok[i]!.js
      return js && js.code.trim() !== '' ? [block_(f, block.lang === 'tsx' ? 'jsx' : 'js', js.html)] : []
    })
    if (jsFiles.length > 0) variants.push(jsx('CodeVariant', { label: 'JavaScript' }, jsFiles))
    block.parent.children[block.index] = jsx('CodeSample', {}, variants)
  }))
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
