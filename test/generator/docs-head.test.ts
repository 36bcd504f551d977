/**
 * `<head>` and `<Head>` in a doc, as Docusaurus takes them: the tags go into the document's head, a
 * `<title>` is the document's title, a description or keywords meta replaces the page's own.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSite, copyFixture, type TestSite } from '../support/site'

let fixture: Awaited<ReturnType<typeof copyFixture>>
let site: TestSite
beforeAll(async () => {
  fixture = await copyFixture('docusaurus-site')
  await writeFile(
    join(fixture.root, 'docs/guides/meta.mdx'),
    `---
title: Meta
description: From the front matter.
---

<head>
  <title>A title of its own</title>
  <meta name="description" content="From the head tag." />
  <meta property="og:type" content="video.other" />
  <link rel="preconnect" href="https://cdn.example.com" />
</head>

The page's text.
`,
  )
  await writeFile(
    join(fixture.root, 'docs/guides/imported.mdx'),
    `---
title: Imported
---
import Head from '@docusaurus/Head';

<Head>
  <meta name="keywords" content="alpha, beta" />
  <script type="application/ld+json">{'{"@type": "TechArticle"}'}</script>
</Head>

Some text.
`,
  )
  site = await buildSite(fixture.root)
}, 60_000)
afterAll(() => fixture.dispose())

describe('head tags in docs', () => {
  it('puts <head> children into the document head, with its title and description', () => {
    const doc = site.page('/docs/guides/meta')
    expect(doc.title).toBe('A title of its own')
    expect([...doc.querySelectorAll('title')]).toHaveLength(1)
    expect([...doc.head.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute('content'))).toEqual(['From the head tag.'])
    expect(doc.head.querySelector('meta[property="og:description"]')?.getAttribute('content')).toBe('From the head tag.')
    expect(doc.head.querySelector('link[rel="preconnect"]')?.getAttribute('href')).toBe('https://cdn.example.com')
    expect(doc.head.querySelector('meta[property="og:type"][content="video.other"]')).not.toBeNull()
  })

  it('shows nothing of them in the page', () => {
    const main = site.page('/docs/guides/meta').querySelector('main')!
    expect(main.querySelector('title, meta, link, head')).toBeNull()
    expect(main.textContent).toContain('The page\'s text.')
    expect(main.textContent).not.toContain('A title of its own')
  })

  it('takes <Head> imported from @docusaurus/Head the same way, keywords included', () => {
    const doc = site.page('/docs/guides/imported')
    expect(doc.title).toBe('Imported | Widget Kit')
    expect(doc.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe('alpha, beta')
    expect(doc.head.querySelector('script[type="application/ld+json"]')?.textContent).toBe('{"@type": "TechArticle"}')
    expect(doc.querySelector('main script')).toBeNull()
  })

  it('leaves them out of the Markdown twins', () => {
    for (const twin of ['docs/guides/meta.md', 'docs/guides/imported.md']) {
      const text = site.files.find((f) => f.path === twin)?.contents.toString()
      expect(text).toBeDefined()
      expect(text).not.toMatch(/A title of its own|alpha, beta|TechArticle/)
    }
  })

  it('renders a doc without head tags as before: its own title and description', () => {
    const doc = site.page('/docs/intro')
    expect([...doc.querySelectorAll('title')]).toHaveLength(1)
    expect(doc.title).toMatch(/ \| Widget Kit$/)
  })
})
