/**
 * A Docusaurus site in `website/` whose docs sit beside it in the repository (`docs.path: '../docs'`,
 * test/fixtures/docusaurus-monorepo): built as it is, in memory.
 */
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildSite, FIXTURES, text, type TestSite } from '../support/site'

let site: TestSite

beforeAll(async () => {
  site = await buildSite(join(FIXTURES, 'docusaurus-monorepo/website'))
})

describe('docs outside the site folder', () => {
  it('builds every doc, with links between them resolved and the static files of the site', () => {
    expect(site.routes.filter((r) => r.kind === 'doc').map((r) => r.route).sort()).toEqual(['/docs/guides/usage', '/docs/intro'])
    const intro = site.page('/docs/intro')
    expect(intro.querySelector('article a[href="/docs/guides/usage"]')).not.toBeNull()
    expect(intro.querySelector('article img')?.getAttribute('src')).toBe('/img/logo.svg')
    expect(site.page('/docs/guides/usage').querySelector('article a[href="/docs/intro"]')).not.toBeNull()
  })

  it("shows a partial beside the doc that imports it, in the page and in its table of contents", () => {
    const usage = site.page('/docs/guides/usage')
    expect(text(usage.querySelector('article h2'))).toBe('Moorings')
    expect(usage.querySelector('.rtk-toc__link')?.getAttribute('href')).toBe('#moorings')
  })

  it("puts the stylesheets a doc imports in the site's stylesheet: its own, and a package's from the site's node_modules", () => {
    const css = site.assets.files.filter((f) => /^assets\/site-[\w-]+\.css$/.test(f.path)).map((f) => Buffer.from(f.contents).toString('utf8')).join('')
    expect(css).toMatch(/\.skiff-usage-note\s*\{\s*border-left:\s*3px solid teal/)
    expect(css).toMatch(/\.fixture-embed\s*\{\s*aspect-ratio:\s*16 \/ 9/)
  })

  it('leads "Edit this page" to the file in the repository (the ../ resolved)', () => {
    expect(site.page('/docs/intro').querySelector('.rtk-doc__edit')?.getAttribute('href')).toBe('https://git.example.org/skiff/edit/main/docs/intro.md')
  })

  it('writes each Markdown twin under its title once (the doc\'s own # heading is that title)', () => {
    const twin = String(site.files.find((f) => f.path === 'docs/guides/usage.md')?.contents)
    expect(twin.startsWith('# Using Skiff\n\nBack to the [introduction](https://skiff.example.org/docs/intro).')).toBe(true)
    expect(twin.match(/^# /gm)).toHaveLength(1)
  })
})
