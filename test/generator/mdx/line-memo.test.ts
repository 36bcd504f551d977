/**
 * src/generator/mdx/line-memo.ts and the JavaScript versions highlighted with the TypeScript grammar
 * (code-jobs.ts): the HTML must be byte for byte what a fresh highlighter makes of the code, with the
 * JavaScript grammar, as before the memo (issue 24 asks for the proof on every docs sample).
 */
import { readFileSync } from 'node:fs'
import fg from 'fast-glob'
import { createHighlighter, type Highlighter } from 'shiki'
import { beforeAll, describe, expect, it } from 'vitest'
import { ensureLanguage, getHighlighter, highlightToHtml } from '../../../src/generator/mdx/highlighter'
import { extractCodeBlocks } from '../../../src/generator/samples/extract'
import { toJavaScript } from '../../../src/generator/samples/to-javascript'

const THEME = 'github-dark-default'
let memoized: Highlighter
/** A highlighter of its own (own grammars, so no memo), as the build had before line-memo.ts. */
let fresh: Highlighter

beforeAll(async () => {
  memoized = await getHighlighter(THEME)
  for (const lang of ['ts', 'tsx', 'js']) await ensureLanguage(memoized, lang)
  fresh = await createHighlighter({ themes: [THEME], langs: ['ts', 'tsx', 'js', 'jsx'] })
})

describe('remembered lines', () => {
  it('colour a line by the state it starts in: the same text inside a comment, a template string and code', () => {
    const code = ['const x = 1', '/*', 'const x = 1', '*/', 'const t = `', 'const x = 1', '`', 'const x = 1'].join('\n')
    // Twice through the memoized grammar: the second pass is served from the memo entirely.
    for (let pass = 0; pass < 2; pass++) expect(highlightToHtml(memoized, code, 'ts', THEME, [])).toBe(highlightToHtml(fresh, code, 'ts', THEME, []))
    const lines = highlightToHtml(memoized, code, 'ts', THEME, []).replace(/^.*?<code>|<\/code><\/pre>$/g, '').split('\n')
    // Inside the comment the code is one comment-coloured run; outside, `const` has a colour of its own.
    expect(lines[2]).not.toBe(lines[0])
    expect(lines[5]).not.toBe(lines[0])
    expect(lines[7]).toBe(lines[0])
  })

  it('keep a line that starts a construct apart from the same text closing one', () => {
    const code = ['const a = `x', '${b}`', '${b}`', 'const c = 2'].join('\n')
    expect(highlightToHtml(memoized, code, 'ts', THEME, [])).toBe(highlightToHtml(fresh, code, 'ts', THEME, []))
  })
})

describe('every TypeScript sample in docs/', () => {
  const samples = fg
    .sync('docs/**/*.{md,mdx}')
    .flatMap((file) => extractCodeBlocks(readFileSync(file, 'utf8')).map((block) => ({ file, ...block })))
    .filter((block) => block.lang === 'ts' || block.lang === 'tsx')

  it('is highlighted as a fresh highlighter does it, and so is its JavaScript version with the JavaScript grammar', () => {
    expect(samples.length).toBeGreaterThan(300)
    let versions = 0
    for (const sample of samples) {
      const lang = sample.lang as 'ts' | 'tsx'
      expect(highlightToHtml(memoized, sample.code, lang, THEME, []), sample.file).toBe(highlightToHtml(fresh, sample.code, lang, THEME, []))
      let js: string
      try {
        js = toJavaScript(sample.code, lang)
      } catch {
        continue // a fragment marked no-transpile: the build makes no JavaScript version either
      }
      versions++
      expect(highlightToHtml(memoized, js, lang, THEME, []), `${sample.file}, line ${sample.fenceLine}`).toBe(highlightToHtml(fresh, js, lang === 'tsx' ? 'jsx' : 'js', THEME, []))
    }
    expect(versions).toBeGreaterThan(300)
  }, 120_000)
})
