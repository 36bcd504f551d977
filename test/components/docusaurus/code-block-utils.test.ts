/** theme-common/internal's code block helpers, which a site's ejected CodeBlock calls, answer as Docusaurus's do. */
import { describe, expect, it } from 'vitest'
import { containsLineNumbers, getPrismCssVariables, parseCodeBlockTitle, parseLanguage, parseLines } from '../../../src/components/docusaurus/code-block-utils'

const magicComments = [
  { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
  { className: 'code-block-error-line', line: 'This will error' },
]

describe('code block helpers', () => {
  it("read the meta string's title and line numbers, and the class name's language", () => {
    expect(parseCodeBlockTitle('title="src/app.ts" showLineNumbers')).toBe('src/app.ts')
    expect(parseCodeBlockTitle("title='a b'")).toBe('a b')
    expect(parseCodeBlockTitle(undefined)).toBe('')
    expect([containsLineNumbers('showLineNumbers'), containsLineNumbers('title="x"')]).toEqual([true, false])
    expect(parseLanguage('prism-code language-tsx')).toBe('tsx')
    expect(parseLanguage('prism-code')).toBeUndefined()
  })

  it("mark a meta string's range with the first kind's class, the code left as it is", () => {
    expect(parseLines('a\nb\nc\nd\n', { metastring: '{1,3-4}', language: 'js', magicComments })).toEqual({
      code: 'a\nb\nc\nd',
      lineClassNames: { 0: ['theme-code-block-highlighted-line'], 2: ['theme-code-block-highlighted-line'], 3: ['theme-code-block-highlighted-line'] },
    })
  })

  it('take magic comments out of the code and mark the lines they name, in each comment style', () => {
    const code = ['const a = 1', '// highlight-next-line', 'const b = 2', '# This will error', 'c()', '{/* highlight-start */}', '<A />', '<B />', '<!-- highlight-end -->', 'done'].join('\n')
    expect(parseLines(code, { metastring: undefined, language: 'jsx', magicComments })).toEqual({
      code: ['const a = 1', 'const b = 2', 'c()', '<A />', '<B />', 'done'].join('\n'),
      lineClassNames: { 1: ['theme-code-block-highlighted-line'], 3: ['theme-code-block-highlighted-line'], 4: ['theme-code-block-highlighted-line'], 2: ['code-block-error-line'] },
    })
    // Without a language the comments stay (Docusaurus reads them only in code with one).
    expect(parseLines('// highlight-next-line\nx', { metastring: undefined, language: undefined, magicComments }).code).toBe('// highlight-next-line\nx')
  })

  it("give a Prism theme's plain colours as Docusaurus's CSS variables", () => {
    expect(getPrismCssVariables({ plain: { color: '#fff', backgroundColor: '#000', fontStyle: 'italic' } })).toEqual({ '--prism-color': '#fff', '--prism-background-color': '#000' })
  })
})
