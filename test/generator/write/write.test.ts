/**
 * src/generator/write/write.ts: what lands in the output folder, and what never does.
 */
import { mkdtemp, readFile, rm, stat, writeFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { writeOutput } from '../../../src/generator/write/write'

let root: string
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'rtk-write-'))
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('writeOutput', () => {
  it('writes a route once and links its second file to it, with the same bytes', async () => {
    const html = `<!DOCTYPE html><p>${'page '.repeat(1000)}</p>`
    await writeOutput(join(root, 'out'), [
      { path: 'api/x/index.html', contents: html },
      { path: 'api/x.html', contents: html },
      { path: 'other.html', contents: '<p>other</p>' },
    ])
    expect(await readFile(join(root, 'out/api/x.html'), 'utf8')).toBe(html)
    expect(await readFile(join(root, 'out/api/x/index.html'), 'utf8')).toBe(html)
    expect(await readFile(join(root, 'out/other.html'), 'utf8')).toBe('<p>other</p>')
    const [a, b] = await Promise.all([stat(join(root, 'out/api/x.html')), stat(join(root, 'out/api/x/index.html'))])
    expect(a.ino).toBe(b.ino)
  })

  it('lets a generated file replace a static file of the same path, even one its contents would link to', async () => {
    const statics = join(root, 'static')
    await mkdir(statics)
    await writeFile(join(statics, 'b.html'), 'static b')
    await writeOutput(join(root, 'out'), [
      { path: 'a.html', contents: 'generated' },
      { path: 'b.html', contents: 'generated' },
    ], [statics])
    expect(await readFile(join(root, 'out/b.html'), 'utf8')).toBe('generated')
  })

  it('copies every static folder, the first listed winning where two hold the same path', async () => {
    for (const [dir, files] of [['static', { 'logo.svg': 'first', 'only-first.txt': '1' }], ['public', { 'logo.svg': 'second', 'only-second.txt': '2' }]] as const) {
      await mkdir(join(root, dir))
      for (const [name, text] of Object.entries(files)) await writeFile(join(root, dir, name), text)
    }
    await writeOutput(join(root, 'out'), [], [join(root, 'static'), join(root, 'public')])
    expect(await Promise.all(['logo.svg', 'only-first.txt', 'only-second.txt'].map((f) => readFile(join(root, 'out', f), 'utf8')))).toEqual(['first', '1', '2'])
  })

  it('refuses a path outside the output folder', async () => {
    await expect(writeOutput(join(root, 'out'), [{ path: '../escape.html', contents: 'x' }])).rejects.toThrow(/outside the output folder/)
  })
})
