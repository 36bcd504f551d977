/** Fence meta strings as authors write them after the language. */
import { describe, expect, it } from 'vitest'
import { parseCodeMeta } from '../../../src/generator/samples/meta'

describe('parseCodeMeta', () => {
  it('reads a title with spaces, in double or single quotes', () => {
    expect(parseCodeMeta('title="Signature (type declaration only)"').title).toBe('Signature (type declaration only)')
    expect(parseCodeMeta("title='app/store.ts' showLineNumbers").title).toBe('app/store.ts')
  })

  it('expands line ranges, sorted and without duplicates', () => {
    expect(parseCodeMeta('{1,4-6}').highlightLines).toEqual([1, 4, 5, 6])
    expect(parseCodeMeta('title="x.ts" {7, 2-3,3}').highlightLines).toEqual([2, 3, 7])
  })

  it('reads the flags wherever they stand', () => {
    expect(parseCodeMeta('no-transpile title="Types only" {2} showLineNumbers')).toEqual({
      title: 'Types only',
      highlightLines: [2],
      showLineNumbers: true,
      noTranspile: true,
    })
  })

  it('does not take words inside the title for flags or ranges', () => {
    expect(parseCodeMeta('title="no-transpile {1} showLineNumbers"')).toEqual({
      title: 'no-transpile {1} showLineNumbers',
      highlightLines: [],
      showLineNumbers: false,
      noTranspile: false,
    })
  })

  it('gives the defaults for a fence without meta', () => {
    for (const meta of [null, undefined, '']) {
      expect(parseCodeMeta(meta)).toEqual({ title: undefined, highlightLines: [], showLineNumbers: false, noTranspile: false })
    }
  })

  it('reads the Docusaurus start number form of showLineNumbers: the number of the first line', () => {
    expect(parseCodeMeta('showLineNumbers=5')).toMatchObject({ showLineNumbers: true, firstLineNumber: 5 })
    expect(parseCodeMeta('showLineNumbers').firstLineNumber).toBeUndefined()
  })
})
