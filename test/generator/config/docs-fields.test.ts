/** The config fields a Docusaurus site maps onto: their defaults, and the RTK site's own choices. */
import { describe, expect, it } from 'vitest'
import { validateConfig } from '../../../src/generator/config/load'
import { DEFAULT_DOCS_EXCLUDE } from '../../../src/generator/config/schema'
import { docFileMatcher } from '../../../src/generator/content/collect'
import rtkConfig from '../../../site.config'

describe('docs fields', () => {
  const defaults = validateConfig({ title: 'T', url: 'https://t.example' })

  it('default to Docusaurus: every Markdown file minus its excludes, MDX for every page, no sample type check', () => {
    const docs = defaults.docs === false ? undefined : defaults.docs
    expect(docs?.include).toEqual(['**/*.{md,mdx}'])
    expect(docs?.exclude).toEqual(DEFAULT_DOCS_EXCLUDE)
    expect(docs?.sidebarPath).toBeUndefined()
    expect(docs?.mainDocId).toBeUndefined()
    expect(defaults.markdown.format).toBe('mdx')
    expect(defaults.samples.typecheck).toBe(false)
  })

  it('the default rule takes top-level pages and leaves out partials, _ folders, __tests__ and test files', () => {
    const isDoc = docFileMatcher(defaults.docs === false ? { include: [], exclude: [] } : defaults.docs)
    expect(['intro.md', 'guides/setup.mdx', 'a/b/c.md'].filter(isDoc)).toEqual(['intro.md', 'guides/setup.mdx', 'a/b/c.md'])
    expect(['_partial.mdx', 'guides/_part.md', '_drafts/x.md', '__tests__/x.md', 'notes.txt'].filter(isDoc)).toEqual([])
  })

  it('the RTK site lists its folders and type-checks its samples', () => {
    const rtk = validateConfig(rtkConfig)
    const isDoc = docFileMatcher(rtk.docs === false ? { include: [], exclude: [] } : rtk.docs)
    expect(isDoc('api/createSlice.md')).toBe(true)
    expect(isDoc('README.md')).toBe(false)
    expect(isDoc('drafts/x.md')).toBe(false)
    expect(rtk.samples.typecheck).toBe(true)
  })

  it('rejects an unknown markdown format with the field named', () => {
    expect(() => validateConfig({ title: 'T', url: 'https://t.example', markdown: { format: 'rst' } })).toThrow(/markdown\.format/)
  })
})
