/**
 * src/generator/api/package-cache.ts: the installed package's export names and the signatures of linked
 * names, kept between builds (a cold build of a site deletes the site's cache, not these).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { exportNames } from '../../../src/generator/api/declarations'
import { ApiPackageCache } from '../../../src/generator/api/package-cache'

const temporaryFile = () => join(mkdtempSync(join(tmpdir(), 'api-package-')), 'api-package.json')
const card = (signature: string) => ({ signature, summary: 'Makes a slice.' })

describe('ApiPackageCache', () => {
  it("gives the package's export names, and reads them back from its file once saved", async () => {
    const path = temporaryFile()
    const first = ApiPackageCache.open(path)
    expect(first.declaredNames('@reduxjs/toolkit')).toEqual(exportNames('@reduxjs/toolkit'))
    await first.save([])

    // Proof that the next process reads the file: a name removed there stays removed.
    writeFileSync(path, readFileSync(path, 'utf8').replace('"createSlice",', ''))
    const names = ApiPackageCache.open(path).declaredNames('@reduxjs/toolkit')
    expect(names.has('createSlice')).toBe(false)
    expect(names.has('configureStore')).toBe(true)
  })

  it('knows the signatures of the cards an earlier build saved, and no others', async () => {
    const path = temporaryFile()
    const before = ApiPackageCache.open(path)
    expect(before.knownSignature('createSlice')).toBeUndefined()
    await before.save([['createSlice', card('const createSlice: <State>(options) => Slice')]])

    const after = ApiPackageCache.open(path)
    expect(after.knownSignature('createSlice')).toBe('const createSlice: <State>(options) => Slice')
    expect(after.knownSignature('query-createApi')).toBeUndefined()
  })

  it('writes the file only when a build brings something new', async () => {
    const path = temporaryFile()
    await ApiPackageCache.open(path).save([['nanoid', card('const nanoid: (size?: number) => string')]])
    // The same entries laid out otherwise: a save that rewrote the file would lay them out compactly again.
    const spread = JSON.stringify(JSON.parse(readFileSync(path, 'utf8')), null, 2)
    writeFileSync(path, spread)
    await ApiPackageCache.open(path).save([['nanoid', card('const nanoid: (size?: number) => string')]])
    expect(readFileSync(path, 'utf8')).toBe(spread)
    await ApiPackageCache.open(path).save([['nanoid', card('const nanoid: (size?: number) => string')], ['isAllOf', card('function isAllOf(...matchers): (action: any) => boolean')]])
    expect(ApiPackageCache.open(path).knownSignature('isAllOf')).toBe('function isAllOf(...matchers): (action: any) => boolean')
  })

  it('ignores a file written for other installed packages or other readers', async () => {
    const path = temporaryFile()
    await ApiPackageCache.open(path).save([['nanoid', card('const nanoid: (size?: number) => string')]])
    const stored = JSON.parse(readFileSync(path, 'utf8')) as { version: string }
    writeFileSync(path, JSON.stringify({ ...stored, version: 'made under another package-lock.json' }))
    expect(ApiPackageCache.open(path).knownSignature('nanoid')).toBeUndefined()
  })
})
