/**
 * The reference is complete: every runtime export of the installed @reduxjs/toolkit entry points has a
 * section of its part of the docs that documents it, found as code samples find the link targets of
 * their imported names (src/generator/api/reference.ts).
 */
import { readFile } from 'node:fs/promises'
import fg from 'fast-glob'
import { describe, expect, it } from 'vitest'
import { API_GROUPS, apiReference } from '../../src/generator/api/reference'

async function referencePages(folder: string) {
  const files = await fg(`docs/${folder}**/*.{md,mdx}`, { cwd: process.cwd() })
  expect(files.length).toBeGreaterThan(0)
  return Promise.all(files.map(async (file) => {
    const id = file.replace(/^docs\//, '').replace(/\.mdx?$/, '')
    return { id, route: `/${id}`, source: await readFile(file, 'utf8') }
  }))
}

describe.each(API_GROUPS)('exports of $entries', ({ group, entries, folder }) => {
  it(`each have a reference section under docs/${folder}`, async () => {
    const reference = apiReference(await referencePages(folder))[group]
    const names = new Set<string>()
    for (const entry of entries) for (const name of Object.keys(await import(entry))) if (name !== 'default') names.add(name)
    expect(names.size).toBeGreaterThan(10)
    const missing = [...names].filter((name) => !reference[name]).sort()
    expect(missing, `exports no page documents: ${missing.join(', ')}`).toEqual([])
  })
})
