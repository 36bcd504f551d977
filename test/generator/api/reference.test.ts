/**
 * Which section of the docs documents each export (src/generator/api/reference.ts): the link target and
 * card summary of every Redux Toolkit name in a code sample.
 */
import { describe, expect, it } from 'vitest'
import { apiReference, groupOf } from '../../../src/generator/api/reference'

const pages = [
  {
    id: 'api/createSlice',
    route: '/api/createSlice',
    source: `---
title: createSlice
---

\`createSlice\` makes a slice. It does more too.

## Overview

Uses \`createReducer\` inside: \`createReducer(…)\` does the work.

\`\`\`ts
// ## not a heading
import { createSlice, type SliceCaseReducers } from '@reduxjs/toolkit'
\`\`\`

## Overview

### \`nanoid\`

Makes ids. Short ones.

### Helpers {#helper-things}

- \`isDraft\` tells drafts apart.
`,
  },
  { id: 'api/other', route: '/api/other', source: '## `createReducer()`\n\nBuilds a reducer from a builder callback, e.g. with cases. Really.\n\n| `miniSerializeError` | Turns an error into an object. |\n' },
  { id: 'rtk-query/usage/queries', route: '/rtk-query/usage/queries', source: '## Using `createApi`\n\nA usage guide mentions `createApi`.\n' },
  { id: 'rtk-query/api/createApi', route: '/rtk-query/api/createApi', source: '`createApi` is the heart of RTK Query.\n\n## skipToken\n\nSkips a query.\n' },
  { id: 'usage/elsewhere', route: '/usage/elsewhere', source: '## nanoid\n\nNot a reference page.\n' },
]

describe('apiReference', () => {
  const reference = apiReference(pages)

  it('prefers the page named after the export, with the first sentence of its description', () => {
    expect(reference.toolkit.createSlice).toEqual({ href: '/api/createSlice', summary: 'createSlice makes a slice.' })
    expect(reference.query.createApi).toEqual({ href: '/rtk-query/api/createApi', summary: 'createApi is the heart of RTK Query.' })
  })

  it('takes a heading naming the export over prose that mentions it, with ids as rehype-slug makes them', () => {
    expect(reference.toolkit.createReducer).toEqual({ href: '/api/other#createreducer', summary: 'Builds a reducer from a builder callback, e.g. with cases.' })
    expect(reference.toolkit.nanoid).toEqual({ href: '/api/createSlice#nanoid', summary: 'Makes ids.' })
    expect(reference.query.skipToken?.href).toBe('/rtk-query/api/createApi#skiptoken')
  })

  it('falls back to the section naming it in prose, a list, a table or a sample, honouring {#id} and repeated headings', () => {
    expect(reference.toolkit.isDraft).toEqual({ href: '/api/createSlice#helper-things', summary: 'isDraft tells drafts apart.' })
    expect(reference.toolkit.miniSerializeError).toEqual({ href: '/api/other#createreducer', summary: 'Turns an error into an object.' })
    expect(reference.toolkit.SliceCaseReducers).toEqual({ href: '/api/createSlice#overview', summary: '' })
  })

  it('reads fences as CommonMark closes them: a longer fence holds a shorter one, ~~~ too, an unclosed one runs to the end', () => {
    const source = [
      'Intro.',
      '````md',
      '```ts',
      "import { current } from '@reduxjs/toolkit'",
      '```',
      '## `isPlain` is not a heading here',
      '````',
      '## After {#after}',
      '`isImmutableDefault` checks values.',
      '~~~',
      '## prepareAutoBatched',
      '~~~',
      '`original` reads a draft.',
      '```ts',
      '## isAction',
    ].join('\n')
    const fenced = apiReference([{ id: 'api/fences', route: '/api/fences', source }]).toolkit
    expect(fenced.current).toEqual({ href: '/api/fences', summary: '' })
    expect(fenced.isImmutableDefault).toEqual({ href: '/api/fences#after', summary: 'isImmutableDefault checks values.' })
    expect(fenced.original).toEqual({ href: '/api/fences#after', summary: 'original reads a draft.' })
    expect([fenced.isPlain, fenced.prepareAutoBatched, fenced.isAction]).toEqual([undefined, undefined, undefined])
  })

  it('keeps each group to its own folder and never reads other pages', () => {
    expect(reference.query.createSlice).toBeUndefined()
    expect(reference.toolkit.skipToken).toBeUndefined()
    expect(JSON.stringify(reference)).not.toContain('/usage/elsewhere')
  })
})

describe('groupOf', () => {
  it('knows the four entry points and nothing else', () => {
    expect(['@reduxjs/toolkit', '@reduxjs/toolkit/react', '@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react', '@reduxjs/toolkit/dist', 'redux'].map(groupOf)).toEqual(['toolkit', 'toolkit', 'query', 'query', undefined, undefined])
  })
})

describe('the watch server rebuilding the reference on every save', () => {
  it('scans again only what changed, and gives what a fresh build gives (a moved heading moves the link)', () => {
    const first = apiReference(pages, { keepScans: true })
    expect(first).toEqual(apiReference(pages))
    const edited = pages.map((p) => (p.id === 'api/createSlice' ? { ...p, source: p.source.replace('### `nanoid`', '### Making ids with `nanoid`') } : p))
    const again = apiReference(edited, { keepScans: true })
    expect(again).toEqual(apiReference(edited))
    expect(again.toolkit.nanoid?.href).toBe('/api/createSlice#making-ids-with-nanoid')
    expect(first.toolkit.nanoid?.href).toBe('/api/createSlice#nanoid')
    // A page moved to another route links there, though its source is unchanged.
    const moved = edited.map((p) => (p.id === 'api/other' ? { ...p, route: '/api/more' } : p))
    expect(apiReference(moved, { keepScans: true }).toolkit.miniSerializeError?.href).toBe('/api/more#createreducer')
  })
})
