/** The anchors of links the rendered pages hold beyond their Markdown (src/generator/check/anchors.ts). */
import { describe, expect, it } from 'vitest'
import { markdownAnchorLinks, missingAnchors } from '../../../src/generator/check/anchors'
import type { RenderedRoute } from '../../../src/generator/render/render'

const page = (route: string, body: string, kind: RenderedRoute['kind'] = 'doc'): RenderedRoute => ({ route, html: `<!DOCTYPE html><html><body>${body}</body></html>`, file: `docs${route}.mdx`, kind })

const ROUTES = [
  page('/intro', '<h2 id="setup">Setup</h2><a href="/docs/guide#usage">ok</a><a href="/docs/guide#gone">missing</a><a href="#setup">same page</a><a href="#nowhere">same page, missing</a>'),
  page('/guide', '<h2 id="usage">Usage</h2><a href="../intro#setup">relative</a><a href="https://example.com/x#y">elsewhere</a><a href="/docs/guide#gone">again</a>'),
  page('/old', '<a href="/docs/guide#gone">redirect</a>', 'redirect'),
]

describe('anchors of the links in rendered pages', () => {
  it('are looked up in the ids of the page they lead to, under the baseUrl; each missing one said once, with the pages that link to it', () => {
    expect(missingAnchors(ROUTES, '/docs/', new Set())).toEqual([
      '2 pages (docs/intro.mdx, docs/guide.mdx): a link to /guide#gone points to a missing anchor: no element of /guide has the id "gone"',
      'docs/intro.mdx: a link to /intro#nowhere points to a missing anchor: no element of /intro has the id "nowhere"',
    ])
  })

  it('leave the links the Markdown pass checked (it names their line) to it', () => {
    const checked = markdownAnchorLinks([{ file: 'docs/intro.mdx', route: '/intro', links: [{ url: '#nowhere', line: 3, column: 1 }, { url: '/guide#gone', line: 4, column: 1 }] }], new Set(['/intro', '/guide']))
    expect(missingAnchors(ROUTES, '/docs/', checked)).toEqual(['docs/guide.mdx: a link to /guide#gone points to a missing anchor: no element of /guide has the id "gone"'])
  })
})
