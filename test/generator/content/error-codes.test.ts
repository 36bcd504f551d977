/** /errors reads its table from the installed package, not from a copied list. */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { extract, readErrorCodes } from '../../../src/generator/content/error-codes'

describe('production error codes', () => {
  it('pairs each formatProdErrorMessage(N) with its development message, templates kept readable', () => {
    const code = [
      'if (!x) throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(7) : "plain message")',
      'throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(8) : `value ${name} is bad`)',
    ].join('\n')
    expect(extract(code)).toEqual([
      { code: 7, message: 'plain message', parts: [{ kind: 'text', text: 'plain message' }] },
      {
        code: 8,
        message: 'value name is bad',
        parts: [
          { kind: 'text', text: 'value ' },
          { kind: 'placeholder', text: 'name' },
          { kind: 'text', text: ' is bad' },
        ],
      },
    ])
  })

  it('reads messages as text: `names` as code, values (concatenated or templated) by name, their quotes and the line breaks dropped', () => {
    const code = [
      'throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(1) : "`builder.addCase` cannot be called with two reducers for the same action type: " + type)',
      'throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(2) : `in the path \'${result.path || ""}\'.  Take a look at ${stringify(action)}.\n    All ${hookNames.join(", ")}`)',
    ].join('\n')
    const [first, second] = extract(code)
    expect(first!.parts).toEqual([
      { kind: 'code', text: 'builder.addCase' },
      { kind: 'text', text: ' cannot be called with two reducers for the same action type: ' },
      { kind: 'placeholder', text: 'type' },
    ])
    expect(first!.message).toBe('builder.addCase cannot be called with two reducers for the same action type: type')
    expect(second!.parts).toEqual([
      { kind: 'text', text: 'in the path ' },
      { kind: 'placeholder', text: 'result.path' },
      { kind: 'text', text: '. Take a look at ' },
      { kind: 'placeholder', text: 'action' },
      { kind: 'text', text: '. All ' },
      { kind: 'placeholder', text: 'hookNames' },
    ])
  })

  it('takes the web addresses out of the words as links, leaving the punctuation around them', () => {
    const code = [
      'throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(3) : "Use the builder instead: https://redux-toolkit.js.org/api/createReducer")',
      'throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(4) : `A mutation at ${path}. (https://redux.js.org/style-guide/style-guide#do-not-mutate-state)`)',
    ].join('\n')
    const [first, second] = extract(code)
    expect(first!.parts).toEqual([
      { kind: 'text', text: 'Use the builder instead: ' },
      { kind: 'link', text: 'https://redux-toolkit.js.org/api/createReducer' },
    ])
    expect(second!.parts).toEqual([
      { kind: 'text', text: 'A mutation at ' },
      { kind: 'placeholder', text: 'path' },
      { kind: 'text', text: '. (' },
      { kind: 'link', text: 'https://redux.js.org/style-guide/style-guide#do-not-mutate-state' },
      { kind: 'text', text: ')' },
    ])
    expect(second!.message).toBe('A mutation at path. (https://redux.js.org/style-guide/style-guide#do-not-mutate-state)')
  })

  it('finds every code the installed @reduxjs/toolkit builds use, once each, in order', async () => {
    const codes = await readErrorCodes(process.cwd())
    // An independent count: every distinct formatProdErrorMessage(N) in the package's modern builds.
    const dist = join(process.cwd(), 'node_modules/@reduxjs/toolkit/dist')
    const texts = await Promise.all(['redux-toolkit.modern.mjs', 'query/rtk-query.modern.mjs', 'query/react/rtk-query-react.modern.mjs'].map((f) => readFile(join(dist, f), 'utf8')))
    const used = new Set(texts.flatMap((t) => [...t.matchAll(/formatProdErrorMessage\((\d+)\)/g)].map((m) => Number(m[1]))))
    expect(codes.map((c) => c.code)).toEqual([...used].sort((a, b) => a - b))
    expect(codes[0]).toMatchObject({ code: 0, message: 'prepareAction did not return an object' })
    // No JavaScript left in any message: no backticks, no string concatenation, no ${…}.
    for (const c of codes) expect(c.message, `code ${c.code}`).not.toMatch(/`|" \+|\+ "|\$\{/)
    expect(codes.every((c) => c.message.length > 10)).toBe(true)
  })
})
