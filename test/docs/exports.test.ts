/**
 * The reference is complete: every runtime export of the installed @reduxjs/toolkit entry points is
 * named, in code form, on some page of its part of the docs.
 */
import { readFile } from 'node:fs/promises'
import fg from 'fast-glob'
import { describe, expect, it } from 'vitest'

async function pagesText(pattern: string): Promise<string> {
  const files = await fg(pattern, { cwd: process.cwd() })
  expect(files.length).toBeGreaterThan(0)
  return (await Promise.all(files.map((f) => readFile(f, 'utf8')))).join('\n')
}

/** True when `name` appears as an inline code span (`name`, `name()`, `name<T>` …) or in a code block. */
function namesInCode(text: string, name: string): boolean {
  const escaped = name.replace(/[$]/g, '\\$')
  return new RegExp('`' + escaped + '(?![A-Za-z0-9_$])[^`\\n]*`').test(text) || new RegExp('^```[\\s\\S]*?\\b' + escaped + '\\b[\\s\\S]*?^```', 'm').test(text)
}

const cases = [
  { entries: ['@reduxjs/toolkit', '@reduxjs/toolkit/react'], pages: 'docs/api/**/*.{md,mdx}' },
  { entries: ['@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react'], pages: 'docs/rtk-query/**/*.{md,mdx}' },
]

describe.each(cases)('exports of $entries', ({ entries, pages }) => {
  it(`are each documented under ${pages}`, async () => {
    const text = await pagesText(pages)
    const names = new Set<string>()
    for (const entry of entries) for (const name of Object.keys(await import(entry))) if (name !== 'default') names.add(name)
    expect(names.size).toBeGreaterThan(10)
    const missing = [...names].filter((name) => !namesInCode(text, name)).sort()
    expect(missing, `exports no page documents: ${missing.join(', ')}`).toEqual([])
  })
})
