/** Splitting a block into its files, and what of the highlight markers reaches the reader. */
import { describe, expect, it } from 'vitest'
import { parseCodeMeta } from '../../../src/generator/samples/meta'
import { splitSample } from '../../../src/generator/samples/split'

const noMeta = parseCodeMeta(null)
const lines = (...text: string[]) => text.join('\n')

describe('splitSample: files', () => {
  it('splits a ts block on `// file:` lines, dropping those lines and the blank lines around them', () => {
    const code = lines(
      '// file: features/todos/todosSlice.ts',
      "export const title = 'Write docs'",
      '',
      '// file: features/todos/TodoTitle.ts',
      "import { title } from './todosSlice'",
      'console.log(title)',
    )
    expect(splitSample(code, 'ts', noMeta)).toEqual([
      { name: 'features/todos/todosSlice.ts', code: "export const title = 'Write docs'", highlightLines: [], shown: true, blockLine: 2 },
      { name: 'features/todos/TodoTitle.ts', code: "import { title } from './todosSlice'\nconsole.log(title)", highlightLines: [], shown: true, blockLine: 5 },
    ])
  })

  it('keeps a `noEmit` file for the type check but does not show it', () => {
    const code = lines('// file: types.ts noEmit', 'export type Id = string', '// file: app.ts', "import type { Id } from './types'")
    const files = splitSample(code, 'ts', noMeta)
    expect(files.map((f) => [f.name, f.shown])).toEqual([
      ['types.ts', false],
      ['app.ts', true],
    ])
    expect(files[0]!.code).toBe('export type Id = string')
  })

  it('gives one nameless file for a block without `// file:`, and never splits other languages', () => {
    expect(splitSample('const a = 1', 'tsx', noMeta)).toEqual([{ code: 'const a = 1', highlightLines: [], shown: true, blockLine: 1 }])
    const bash = lines('// file: not-a-file.ts', 'echo hi')
    expect(splitSample(bash, 'bash', noMeta)).toEqual([{ code: bash, highlightLines: [], shown: true, blockLine: 1 }])
  })
})

describe('splitSample: highlight markers', () => {
  it('turns `//` markers into highlighted lines and removes them from the code', () => {
    const code = lines('const a = 1', '// highlight-next-line', 'const b = 2', '// highlight-start', 'const c = 3', 'const d = 4', '// highlight-end', 'const e = 5')
    const [file] = splitSample(code, 'ts', noMeta)
    expect(file!.code).toBe(lines('const a = 1', 'const b = 2', 'const c = 3', 'const d = 4', 'const e = 5'))
    expect(file!.highlightLines).toEqual([2, 3, 4])
  })

  it('removes the marker forms of each language: `#`, `{/* */}` and `<!-- -->`', () => {
    expect(splitSample(lines('# highlight-next-line', 'npm install @reduxjs/toolkit'), 'bash', noMeta)[0]).toMatchObject({
      code: 'npm install @reduxjs/toolkit',
      highlightLines: [1],
    })
    expect(splitSample(lines('key: 1', '  # highlight-next-line', '  nested: 2'), 'yaml', noMeta)[0]!.code).toBe(lines('key: 1', '  nested: 2'))
    const jsx = lines('return (', '  <div>', '    {/* highlight-next-line */}', '    <Counter />', '  </div>', ')')
    expect(splitSample(jsx, 'tsx', noMeta)[0]).toMatchObject({ code: lines('return (', '  <div>', '    <Counter />', '  </div>', ')'), highlightLines: [3] })
    expect(splitSample(lines('<!-- highlight-start -->', '<p>a</p>', '<!-- highlight-end -->'), 'html', noMeta)[0]).toMatchObject({ code: '<p>a</p>', highlightLines: [1] })
  })

  it('leaves lines that only look like markers in another language (`#` in TypeScript is code)', () => {
    const code = lines('const a = `', '# highlight-next-line', '`')
    expect(splitSample(code, 'ts', noMeta)[0]!.code).toBe(code)
  })

  it('counts highlighted lines per file, and adds meta ranges to a single-file block as displayed', () => {
    const multi = lines('// file: a.ts', '// highlight-next-line', 'export const a = 1', '// file: b.ts', "import { a } from './a'", '// highlight-next-line', 'console.log(a)')
    expect(splitSample(multi, 'ts', parseCodeMeta('{1}')).map((f) => f.highlightLines)).toEqual([[1], [2]])
    const single = lines('// highlight-next-line', 'const a = 1', 'const b = 2', 'const c = 3')
    expect(splitSample(single, 'ts', parseCodeMeta('{3,9}'))[0]!.highlightLines).toEqual([1, 3])
  })

  it('tells on which block line each file starts, markers included', () => {
    const code = lines('// file: a.ts', '// highlight-next-line', 'export const a = 1', '', '// file: b.ts', '', "import { a } from './a'")
    expect(splitSample(code, 'ts', noMeta).map((f) => f.blockLine)).toEqual([3, 7])
  })
})

describe("splitSample: a site's own magic comments (Docusaurus's prism.magicComments)", () => {
  const comments = [
    { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
    { className: 'code-block-error-line', line: 'This will error' },
    { className: 'code-block-added', block: { start: 'added-start', end: 'added-end' } },
  ]

  it('gives the lines each marks its class, removes the comments, and keeps the highlight as highlighted lines', () => {
    const code = lines('const a = 1', '// This will error', 'a = 2', '/* added-start */', 'const b = 3', '// highlight-next-line', 'const c = 4', '// added-end', 'const d = 5')
    expect(splitSample(code, 'ts', noMeta, comments)).toEqual([
      {
        code: lines('const a = 1', 'a = 2', 'const b = 3', 'const c = 4', 'const d = 5'),
        highlightLines: [4],
        lineClasses: [[2, 'code-block-error-line'], [3, 'code-block-added'], [4, 'code-block-added']],
        shown: true,
        blockLine: 1,
      },
    ])
  })

  it('marks one line with two classes when two comments mark it', () => {
    const code = lines('# added-start', '# This will error', 'rm -rf build', '# added-end')
    expect(splitSample(code, 'bash', noMeta, comments)[0]).toMatchObject({ code: 'rm -rf build', lineClasses: [[1, 'code-block-error-line code-block-added']] })
  })

  it("leaves the default markers as code when the site's list does without them, and gives a meta range the first comment's class", () => {
    const errorsOnly = [comments[1]!]
    const code = lines('// highlight-next-line', 'const a = 1', 'const b = 2')
    expect(splitSample(code, 'ts', parseCodeMeta('{3}'), errorsOnly)[0]).toEqual({ code, highlightLines: [], lineClasses: [[3, 'code-block-error-line']], shown: true, blockLine: 1 })
  })

  it('reads each comment as a regular expression, as Docusaurus does', () => {
    const pattern = [{ className: 'callout', line: 'callout-\\d+' }]
    expect(splitSample(lines('// callout-12', 'run()'), 'js', noMeta, pattern)[0]).toMatchObject({ code: 'run()', lineClasses: [[1, 'callout']] })
  })
})
