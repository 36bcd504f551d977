/** Where each TypeScript line of a sample went in its JavaScript version (highlighted lines follow it). */
import { describe, expect, it } from 'vitest'
import { javaScriptLines } from '../../../src/generator/samples/line-map'
import { toJavaScript } from '../../../src/generator/samples/to-javascript'

describe('javaScriptLines', () => {
  it('follows lines past an interface and a type-only import the conversion removed, and through stripped annotations', () => {
    const ts = [
      "import type { Store } from './store'", // 1: removed
      "import { createSlice } from '@reduxjs/toolkit'", // 2
      '', // 3
      'interface CounterState {', // 4: removed
      '  value: number', // 5: removed
      '}', // 6: removed
      '', // 7: removed with the interface's blank line
      'const initialState: CounterState = { value: 0 }', // 8
      '', // 9
      'export const slice = createSlice({', // 10
      "  name: 'counter',", // 11
      '  initialState,', // 12
      '  reducers: {', // 13
      '    increment(state, action: PayloadAction<number>) {', // 14
      '      state.value += action.payload', // 15
      '    },', // 16
      '  },', // 17
      '})', // 18
    ].join('\n')
    const js = toJavaScript(ts, 'ts')
    const lines = js.split('\n')
    const map = javaScriptLines(ts, js)
    expect(lines[map.get(8)! - 1]).toBe('const initialState = { value: 0 }')
    expect(lines[map.get(14)! - 1]).toBe('    increment(state, action) {')
    expect(lines[map.get(15)! - 1]).toBe('      state.value += action.payload')
    expect(lines[map.get(2)! - 1]).toBe("import { createSlice } from '@reduxjs/toolkit'")
    for (const removed of [1, 4, 5, 6]) expect(map.has(removed)).toBe(false)
  })

  it('maps a file with no types line for line', () => {
    const code = 'const a = 1\n\nexport default a'
    expect([...javaScriptLines(code, code)]).toEqual([[1, 1], [2, 2], [3, 3]])
  })
})
