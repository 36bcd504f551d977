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
      { code: 7, message: 'plain message' },
      { code: 8, message: 'value ${name} is bad' },
    ])
  })

  it('finds every code the installed @reduxjs/toolkit builds use, once each, in order', async () => {
    const codes = await readErrorCodes(process.cwd())
    // An independent count: every distinct formatProdErrorMessage(N) in the package's modern builds.
    const dist = join(process.cwd(), 'node_modules/@reduxjs/toolkit/dist')
    const texts = await Promise.all(['redux-toolkit.modern.mjs', 'query/rtk-query.modern.mjs', 'query/react/rtk-query-react.modern.mjs'].map((f) => readFile(join(dist, f), 'utf8')))
    const used = new Set(texts.flatMap((t) => [...t.matchAll(/formatProdErrorMessage\((\d+)\)/g)].map((m) => Number(m[1]))))
    expect(codes.map((c) => c.code)).toEqual([...used].sort((a, b) => a - b))
    expect(codes[0]).toEqual({ code: 0, message: 'prepareAction did not return an object' })
    expect(codes.every((c) => c.message.length > 10)).toBe(true)
  })
})
