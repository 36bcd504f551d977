/** src/generator/api/reference-cache.ts: a build whose pages are unchanged takes the API reference from the disk. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { apiReference } from '../../../src/generator/api/reference'
import { cachedApiReference } from '../../../src/generator/api/reference-cache'

const page = (summary: string) => ({ id: 'api/createSlice', route: '/api/createSlice', source: `---\ntitle: createSlice\n---\n\n\`createSlice\` ${summary}\n` })

describe('cachedApiReference', () => {
  it('is what apiReference finds, made once and then read back until a page changes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reference-cache-'))
    const first = await cachedApiReference([page('makes a slice.')], dir)
    expect(first).toEqual(apiReference([page('makes a slice.')]))
    expect(first.toolkit.createSlice?.summary).toBe('createSlice makes a slice.')

    // Proof that the second call reads the file: an entry altered on disk comes back as altered.
    const file = join(dir, 'api-reference.json')
    writeFileSync(file, readFileSync(file, 'utf8').replace('makes a slice.', 'came from the cache.'))
    expect((await cachedApiReference([page('makes a slice.')], dir)).toolkit.createSlice?.summary).toBe('createSlice came from the cache.')

    // An edited page is scanned again, and the file then holds its reference alone.
    expect((await cachedApiReference([page('builds reducers.')], dir)).toolkit.createSlice?.summary).toBe('createSlice builds reducers.')
    expect(JSON.parse(readFileSync(file, 'utf8')).entries).toHaveLength(1)
  })
})
