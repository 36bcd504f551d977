/** A page's table of contents with the headings of the Markdown partials it shows, where it shows them. */
import { describe, expect, it } from 'vitest'
import type { PageMeta } from '../../../src/generator/mdx/page-meta'
import { withPartials } from '../../../src/generator/mdx/rehype-toc'

const meta = (headings: string[], partials: Array<[number, string]> = []): PageMeta => ({
  toc: headings.map((text) => ({ id: text.toLowerCase(), text, html: text, level: 2 })),
  ids: headings.map((text) => text.toLowerCase()),
  links: [],
  codeKeys: [],
  ...(partials.length > 0 ? { partials } : {}),
})

describe('withPartials', () => {
  it("puts each partial's headings where the page shows it, a partial's own partials inside it, and their ids with the page's", () => {
    const metas = new Map([
      ['/a.mdx', meta(['A1', 'A2'], [[1, '/nested.mdx']])],
      ['/nested.mdx', meta(['N'])],
      ['/b.mdx', meta(['B'])],
    ])
    // Page: Intro, <A/>, Middle, <B/>, End.
    const page = meta(['Intro', 'Middle', 'End'], [[1, '/a.mdx'], [2, '/b.mdx']])
    const merged = withPartials(page, (path) => metas.get(path))
    expect(merged.toc.map((e) => e.text)).toEqual(['Intro', 'A1', 'N', 'A2', 'Middle', 'B', 'End'])
    expect(new Set(merged.ids)).toEqual(new Set(['intro', 'middle', 'end', 'a1', 'a2', 'n', 'b']))
  })

  it('shows a partial that imports itself, or one it is inside, once', () => {
    const loop = meta(['L'], [[1, '/loop.mdx']])
    const merged = withPartials(meta(['P'], [[1, '/loop.mdx']]), (path) => (path === '/loop.mdx' ? loop : undefined))
    expect(merged.toc.map((e) => e.text)).toEqual(['P', 'L'])
  })
})
