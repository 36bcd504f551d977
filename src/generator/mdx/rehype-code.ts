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
import { toJavaScript } from '../samples/to-javascript'
import { ensureLanguage, getHighlighter, highlightToHtml } from './highlighter'

export interface CodeOptions {
  theme: string
  relative: (path: string) => string
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
  const highlighter = await getHighlighter(options.theme)
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
    const meta = parseCodeMeta(block.meta)
    const shown = splitSample(block.code, block.lang, meta).filter((f) => f.shown)
    const highlightLang = await ensureLanguage(highlighter, block.lang)
    const typed = (block.lang === 'ts' || block.lang === 'tsx') && !meta.noTranspile
    const variants: Array<{ label: string; lang: string; files: SampleFile[] }> = [
      { label: typed ? 'TypeScript' : '', lang: highlightLang, files: shown },
    ]
    if (typed) {
      const lang = block.lang === 'tsx' ? 'jsx' : 'js'
      variants.push({ label: 'JavaScript', lang, files: shown.map((f) => javascriptFile(f, block, options, String(file.path))) })
    }
    const sample = jsx('CodeSample', {}, variants.map((variant) =>
      jsx('CodeVariant', { label: variant.label }, variant.files.map((f) =>
        jsx('CodeBlock', {
          title: f.name ?? meta.title,
          lang: variant.lang,
          lineNumbers: meta.showLineNumbers ? 'true' : undefined,
          html: highlightToHtml(highlighter, f.code, variant.lang === 'jsx' || variant.lang === 'js' ? variant.lang : highlightLang, options.theme, f.highlightLines),
        }, []),
      )),
    ))
    block.parent.children[block.index] = sample
  }
}

/** The JavaScript version of one file; a TypeScript syntax error names the page and line. */
function javascriptFile(f: SampleFile, block: Pending, options: CodeOptions, path: string): SampleFile {
  try {
    // Highlighted lines keep their numbers only where the layout survives; mark none rather than wrong ones.
    return { ...f, code: toJavaScript(f.code, block.lang as 'ts' | 'tsx'), highlightLines: [] }
  } catch (error) {
    throw new BuildError('this code block is not valid TypeScript, so no JavaScript version can be made', {
      location: { file: options.relative(path), line: block.line + f.blockLine },
      cause: error,
      hint: 'fix the syntax, or add `no-transpile` to the fence if the block is a fragment',
    })
  }
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
