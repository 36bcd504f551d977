/**
 * Which reference entries a code sample's job carries (src/generator/api/sample-api.ts): those of the
 * names it imports from an RTK entry point, however the import is written, and every name it could link.
 */
import { describe, expect, it } from 'vitest'
import type { ApiReference } from '../../../src/generator/api/reference'
import { sampleApi } from '../../../src/generator/api/sample-api'
import { apiLinks } from '../../../src/generator/mdx/api-links'

const target = (name: string) => ({ href: `/api/${name}`, summary: `${name} does it.` })
const reference: ApiReference = {
  toolkit: Object.fromEntries(['configureStore', 'createSlice', 'nanoid', 'PayloadAction', 'createAction'].map((name) => [name, target(name)])),
  query: Object.fromEntries(['createApi', 'fetchBaseQuery'].map((name) => [name, target(name)])),
}

/** The names of the entries the sample's job carries, per group. */
function names(code: string): Record<string, string[]> | undefined {
  const api = sampleApi(code, reference, '2.0.0')
  return api && Object.fromEntries(Object.entries(api.targets).map(([group, entries]) => [group, Object.keys(entries)]))
}

describe('sampleApi', () => {
  it('carries the imported names of each group, however the imports are written', () => {
    const code = `import React, {
  createSlice, // makes the reducer
  type PayloadAction,
} from '@reduxjs/toolkit/react'
import type { Slice } from "@reduxjs/toolkit"
import { createApi as api, fetchBaseQuery } from '@reduxjs/toolkit/query/react'
import { nanoid } from 'nanoid'
configureStore(createAction)`
    expect(names(code)).toEqual({ toolkit: ['PayloadAction', 'createSlice'], query: ['createApi', 'fetchBaseQuery'] })
  })

  it('carries every name it links, in name order (the code cache keys the job by it)', () => {
    const code = `import { nanoid, createSlice as make, configureStore } from '@reduxjs/toolkit'\nmake(nanoid())\nconfigureStore`
    const api = sampleApi(code, reference, '2.0.0')!
    expect(Object.keys(api.targets.toolkit!)).toEqual(['configureStore', 'createSlice', 'nanoid'])
    expect(apiLinks(code, 'ts', api).links.map((link) => code.slice(link.start, link.end))).toEqual(['nanoid', 'createSlice', 'make', 'configureStore', 'make', 'nanoid', 'configureStore'])
  })

  it('carries nothing for a sample without RTK imports, or whose RTK imports name no documented export', () => {
    expect(names(`import { createSlice } from 'other'\ncreateSlice()`)).toBeUndefined()
    expect(names(`import { Slice } from '@reduxjs/toolkit'`)).toBeUndefined()
    expect(names(`import { createSlice } from '@reduxjs/toolkit/dist'`)).toBeUndefined()
  })

  it('falls back to every word of the code where an entry point is written outside an import it reads', () => {
    const code = `import { nanoid } from '@reduxjs/toolkit'\ndeclare module '@reduxjs/toolkit/query' {}\ncreateSlice(createApi)`
    expect(names(code)).toEqual({ toolkit: ['createSlice', 'nanoid'], query: ['createApi'] })
  })
})
