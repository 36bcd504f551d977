/** Routes of a Docusaurus site's pages, as its pages plugin gives them. */
import { describe, expect, it } from 'vitest'
import { docusaurusPageRoute } from '../../../src/generator/pages/docusaurus'

describe('docusaurusPageRoute', () => {
  it('maps files to routes: index files are their folder, extensions dropped, folders kept', () => {
    expect(docusaurusPageRoute('index.tsx')).toBe('/')
    expect(docusaurusPageRoute('showcase.jsx')).toBe('/showcase')
    expect(docusaurusPageRoute('help.md')).toBe('/help')
    expect(docusaurusPageRoute('community/index.mdx')).toBe('/community')
    expect(docusaurusPageRoute('community/support.ts')).toBe('/community/support')
    expect(docusaurusPageRoute('reindex.js')).toBe('/reindex')
  })
})
