/** src/generator/cache/keyed-file.ts: the file under the code, page and sample caches. */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cacheKey, KeyedFile } from '../../../src/generator/cache/keyed-file'

const fileIn = () => join(mkdtempSync(join(tmpdir(), 'keyed-file-')), 'sub', 'cache.json')

describe('KeyedFile', () => {
  it('gives back after a save what was set before it, in a new reader', async () => {
    const path = fileIn()
    const cache = await KeyedFile.open<{ html: string }>(path, 'v1')
    cache.set('a', { html: '<pre>a</pre>' })
    await cache.save()
    expect((await KeyedFile.open<{ html: string }>(path, 'v1')).get('a')).toEqual({ html: '<pre>a</pre>' })
    expect(KeyedFile.openSync<{ html: string }>(path, 'v1').get('a')).toEqual({ html: '<pre>a</pre>' })
  })

  it('reads as empty a file written under another version, a damaged file and no file', async () => {
    const path = fileIn()
    const cache = await KeyedFile.open<number>(path, 'v1')
    cache.set('a', 1)
    await cache.save()
    expect((await KeyedFile.open<number>(path, 'v2')).get('a')).toBeUndefined()
    writeFileSync(path, '{"version":"v1","entries":[["a",')
    expect((await KeyedFile.open<number>(path, 'v1')).get('a')).toBeUndefined()
    expect(KeyedFile.openSync<number>(`${path}.none`, 'v1').get('a')).toBeUndefined()
  })

  it('keeps, when pruning, what this process read or wrote and what it was told to keep, and drops the rest', async () => {
    const path = fileIn()
    const first = await KeyedFile.open<number>(path, 'v1')
    for (const [key, value] of [['read', 1], ['kept', 2], ['gone', 3]] as const) first.set(key, value)
    await first.save()
    const second = await KeyedFile.open<number>(path, 'v1')
    second.get('read')
    second.set('new', 4)
    await second.save({ prune: true, keep: ['kept', 'unknown'] })
    const third = await KeyedFile.open<number>(path, 'v1')
    expect([...third.keys()].sort()).toEqual(['kept', 'new', 'read'])
    expect(third.get('kept')).toBe(2)
  })

  it('tells whether anything changed, and leaves no temporary file behind', async () => {
    const path = fileIn()
    const cache = await KeyedFile.open<number>(path, 'v1')
    expect(cache.changed).toBe(false)
    cache.set('a', 1)
    expect(cache.changed).toBe(true)
    await cache.save()
    expect(cache.changed).toBe(false)
    cache.delete('a')
    expect(cache.changed).toBe(true)
    await cache.save()
    expect(readdirSync(join(path, '..'))).toEqual(['cache.json'])
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ version: 'v1', entries: [] })
  })

  it('starts empty when asked to, whatever the file holds', async () => {
    const path = fileIn()
    const cache = await KeyedFile.open<number>(path, 'v1')
    cache.set('a', 1)
    await cache.save()
    expect(KeyedFile.empty<number>(path, 'v1').get('a')).toBeUndefined()
  })
})

describe('cacheKey', () => {
  it('depends on every part and on where the parts divide', () => {
    expect(cacheKey('a', 'b')).toBe(cacheKey('a', 'b'))
    expect(cacheKey('a', 'b')).not.toBe(cacheKey('a', 'c'))
    expect(cacheKey('ab', 'c')).not.toBe(cacheKey('a', 'bc'))
  })
})
