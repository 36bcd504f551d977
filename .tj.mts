import { toJavaScript } from './src/generator/samples/to-javascript.ts'
const cases: Array<[string, 'ts'|'tsx']> = [
[`import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { RootState } from './store'

// Define a type for the slice state
interface CounterState {
  // the value
  value: number
}

/** Initial state */
const initialState: CounterState = { value: 0 }

export const counterSlice = createSlice({
  name: 'counter',
  initialState,
  reducers: {
    // Use the PayloadAction type to declare the contents of \`action.payload\`
    incrementByAmount: (state, action: PayloadAction<number>) => {
      state.value += action.payload
    },
  },
})

type X = string // an alias

export const selectCount = (state: RootState) => state.counter.value

/**
 * Doc
 */
export type AppThunk = () => void`, 'ts'],
[`import React, { type FC } from 'react'\nexport const A: FC = () => <div />`, 'tsx'],
[`export const fetchUser = createAsyncThunk<\n  User,\n  number,\n  { state: RootState }\n>('users/fetch', async (id) => {\n  return id\n})`, 'ts'],
[`const root = document.getElementById('root') as HTMLElement\nfoo(a as any, b)\nconst w = <T,>(a: T) => a\nfunction f(this: Window, a: number): asserts a is number {}\nlet q = a!.b`, 'ts'],
[`class A { private x: number = 1; constructor(public y: string) {}\n}`, 'ts'],
[`enum Color { Red, Green }`, 'ts'],
[`namespace N { export type A = 1 }\nconst x = 1`, 'ts'],
[`const x = {\n  a: 1\n  b`, 'ts'],
[`import { type A, b } from './a'\nexport { type A, b }\nconst s = 'a  b' as const`, 'ts'],
[`const a = 1\n\n// comment\n\ninterface B {}\n\nconst c = 2`, 'ts'],
[`const a = 1 /* x */\n/* y */\ninterface B {}\nconst s = \`\n// not a comment\n\`\ntype C = 1`, 'ts'],
]
for (const [c, l] of cases) { try { console.log(toJavaScript(c, l)); } catch (e) { console.log('ERR', (e as Error).message) } console.log('-----') }
