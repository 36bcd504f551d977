/**
 * Signatures of Redux Toolkit exports as the installed .d.ts declares them (src/generator/api/signatures.ts):
 * what a reader sees on the card of a linked name.
 */
import { describe, expect, it } from 'vitest'
import { exportSignature, printDeclaration } from '../../../src/generator/api/signatures'
import ts from '../../../src/generator/samples/typescript'

describe('exportSignature', () => {
  it('prints a function with its type parameters, parameters and return type', () => {
    expect(exportSignature('@reduxjs/toolkit', 'createReducer')).toBe(
      'function createReducer<S extends NotFunction<any>>(initialState: S | (() => S), mapOrBuilderCallback: (…) => void): ReducerWithInitialState<S>',
    )
  })

  it('prints the first overload of an overloaded function', () => {
    expect(exportSignature('@reduxjs/toolkit', 'createAction')).toBe('function createAction<P = void, T extends string = string>(type: T): PayloadActionCreator<P, T>')
  })

  it('prints a type alias, its long definition shortened with …', () => {
    const signature = exportSignature('@reduxjs/toolkit', 'PayloadAction')!
    expect(signature).toMatch(/^type PayloadAction<P = void, T extends string = string, M = never, E = never> = \{ payload: P; type: T; \} & /)
    expect(signature.endsWith('…')).toBe(true)
  })

  it('prints constants: a typed one, a function-typed one (generics kept) and one with a literal value', () => {
    expect(exportSignature('@reduxjs/toolkit', 'nanoid')).toBe('const nanoid: (size?: number) => string')
    expect(exportSignature('@reduxjs/toolkit', 'createSlice')).toMatch(/^const createSlice: <State, CaseReducers extends SliceCaseReducers<…>, Name extends string, .*>\(options: CreateSliceOptions<…>\) => Slice<…>$/)
    expect(exportSignature('@reduxjs/toolkit', 'SHOULD_AUTOBATCH')).toBe('const SHOULD_AUTOBATCH = "RTK_autoBatch"')
  })

  it('follows re-exports into other packages and aliases, and shows the exported name', () => {
    expect(exportSignature('@reduxjs/toolkit', 'combineReducers')).toMatch(/^function combineReducers<M>\(reducers: M\): /)
    expect(exportSignature('@reduxjs/toolkit', 'isFluxStandardAction')).toMatch(/^function isFluxStandardAction\(action: unknown\): action is /)
    expect(exportSignature('@reduxjs/toolkit/query', 'QueryStatus')).toBe('enum QueryStatus { uninitialized, pending, fulfilled, rejected }')
    expect(exportSignature('@reduxjs/toolkit/query/react', 'createApi')).toMatch(/^const createApi: /)
  })

  it('has nothing for a name the package does not export', () => {
    expect(exportSignature('@reduxjs/toolkit', 'createStoreFromThinAir')).toBeUndefined()
    expect(exportSignature('@reduxjs/toolkit/query', 'createSlice')).toBeUndefined()
  })
})

describe('printDeclaration', () => {
  const parse = (text: string) => ts.createSourceFile('x.d.ts', text, ts.ScriptTarget.Latest, false)

  it('shortens long parameter and return types, keeps short ones, and undoes bundler renames', () => {
    const source = parse(
      'declare function f<T extends Record<string, { a: number; b: string; c: boolean }>>(options: { first: string; second: number; third: boolean }, n: number): Slice$1<T, string, number, boolean, symbol, bigint>;',
    )
    const node = source.statements[0] as import('typescript').FunctionDeclaration
    expect(printDeclaration({ source }, node, 'f')).toBe('function f<T extends Record<…>>(options: { … }, n: number): Slice<…>')
  })
})
