/** A page's document title, as Docusaurus's default title formatter writes it (src/components/document-title.ts). */
import { describe, expect, it } from 'vitest'
import { documentTitle } from '../../src/components/document-title'

const site = { title: 'Widget Kit', titleDelimiter: '|' }

describe('documentTitle', () => {
  it('reads "Page | Site"', () => {
    expect(documentTitle('  Install ', site)).toBe('Install | Widget Kit')
    expect(documentTitle('Install', { ...site, titleDelimiter: '·' })).toBe('Install · Widget Kit')
  })

  it("is the site's title alone for a page without a title, or one titled as the site (Home Assistant's home page read \"Docs | Docs\")", () => {
    expect(documentTitle(undefined, site)).toBe('Widget Kit')
    expect(documentTitle('  ', site)).toBe('Widget Kit')
    expect(documentTitle('Widget Kit', site)).toBe('Widget Kit')
  })
})
