/** The JavaScript version a reader sees beside each TypeScript sample. */
import { describe, expect, it } from 'vitest'
import { toJavaScript } from '../../../src/generator/samples/to-javascript'

const lines = (...text: string[]) => text.join('\n')

describe('toJavaScript: what stays', () => {
  it('keeps comments, blank lines, indentation and the absence of semicolons', () => {
    const code = lines(
      "import { createSlice } from '@reduxjs/toolkit'",
      '',
      '// A slice holds a reducer and its actions',
      'export const todosSlice = createSlice({',
      "  name: 'todos',",
      '  initialState: [] as string[],',
      '  reducers: {',
      '    /* one at a time */',
      '    added(state, action: { payload: string }) {',
      '      state.push(action.payload)',
      '    },',
      '  },',
      '})',
    )
    expect(toJavaScript(code, 'ts')).toBe(
      lines(
        "import { createSlice } from '@reduxjs/toolkit'",
        '',
        '// A slice holds a reducer and its actions',
        'export const todosSlice = createSlice({',
        "  name: 'todos',",
        '  initialState: [],',
        '  reducers: {',
        '    /* one at a time */',
        '    added(state, action) {',
        '      state.push(action.payload)',
        '    },',
        '  },',
        '})',
      ),
    )
  })

  it('leaves JSX as JSX in a tsx sample', () => {
    const code = lines("import type { ReactNode } from 'react'", '', 'export const Card = ({ children }: { children: ReactNode }) => <div className="card">{children}</div>')
    expect(toJavaScript(code, 'tsx')).toBe('export const Card = ({ children }) => <div className="card">{children}</div>')
  })
})

describe('toJavaScript: what goes', () => {
  it('drops type-only imports and specifiers, and imports used only as types', () => {
    const code = lines(
      "import { createSlice, type PayloadAction } from '@reduxjs/toolkit'",
      "import { configureStore, Reducer } from '@reduxjs/toolkit'",
      "import type { RootState } from './store'",
      '',
      'const r: Reducer = (s = 0) => s',
      'configureStore({ reducer: r })',
      'createSlice',
    )
    expect(toJavaScript(code, 'ts')).toBe(
      lines("import { createSlice } from '@reduxjs/toolkit'", "import { configureStore } from '@reduxjs/toolkit'", '', 'const r = (s = 0) => s', 'configureStore({ reducer: r })', 'createSlice'),
    )
  })

  it('drops interfaces, type aliases and declare statements with the comments above them, leaving no doubled blank line', () => {
    const code = lines(
      'const a = 1',
      '',
      '// The state of the slice',
      'interface State {',
      '  // how many',
      '  count: number',
      '}',
      '',
      '/** Exported for the tests */',
      'export type Count = State["count"]',
      'declare const injected: string',
      '',
      '// A comment about b, apart from the types',
      '',
      'type Local = string',
      'const b = 2',
    )
    expect(toJavaScript(code, 'ts')).toBe(lines('const a = 1', '', '// A comment about b, apart from the types', '', 'const b = 2'))
  })

  it('joins a call whose multi-line type arguments were removed, and removes the parentheses of a cast', () => {
    const code = lines(
      'export const fetchUser = createAsyncThunk<',
      '  User,',
      '  number,',
      '  { state: RootState }',
      ">('users/fetch', async (id) => {",
      '  const response = await fetch(`/users/${id}`)',
      '  return (await response.json()) as User',
      '})',
      'const status = (error as FetchBaseQueryError).status',
      'const root = document.getElementById("root")!',
    )
    expect(toJavaScript(code, 'ts')).toBe(
      lines(
        "export const fetchUser = createAsyncThunk('users/fetch', async (id) => {",
        '  const response = await fetch(`/users/${id}`)',
        '  return (await response.json())',
        '})',
        'const status = error.status',
        'const root = document.getElementById("root")',
      ),
    )
  })

  it('leaves code that only looks like what it tidies: an empty object argument, a call after a cast', () => {
    expect(toJavaScript(lines('f(a, {} as Options)', 'g(b as string)', 'if (c as boolean) h()'), 'ts')).toBe(lines('f(a, {})', 'g(b)', 'if (c) h()'))
  })

  it("drops the lines that are only a @ts-expect-error or @ts-ignore comment, which speak to TypeScript alone; the same words in a string or after code stay", () => {
    const ts = lines(
      '// TypeScript rejects the next line',
      '// @ts-expect-error - the action creator is passed instead of called',
      'store.dispatch(cleared)',
      'const list = [',
      '  // @ts-ignore',
      '  legacy as unknown,',
      ']',
      "const note = `",
      '// @ts-expect-error stays: it is text',
      '`',
      'run() // @ts-ignore after code stays',
    )
    expect(toJavaScript(ts, 'ts')).toBe(
      lines('// TypeScript rejects the next line', 'store.dispatch(cleared)', 'const list = [', '  legacy,', ']', "const note = `", '// @ts-expect-error stays: it is text', '`', 'run() // @ts-ignore after code stays'),
    )
  })

  it('turns an enum into working JavaScript', () => {
    const js = toJavaScript('enum Status { Idle, Loading }\nconsole.log(Status.Loading)', 'ts')
    expect(new Function(js.replace(/console\.log\((.*)\)/, 'return $1'))()).toBe(1)
  })
})

describe('toJavaScript: syntax errors', () => {
  it('throws with the line and column of the error', () => {
    expect(() => toJavaScript(lines('const a = {', '  b: 1', '  c: 2', '}'), 'ts')).toThrow(/^3:3: ',' expected\.$/)
    expect(() => toJavaScript('const A = () => <div>', 'tsx')).toThrow("1:18: JSX element 'div' has no corresponding closing tag.")
  })
})
