/**
 * The watch server on a copy of the Docusaurus fixture site: it serves the site's pages and stylesheet,
 * and edits to a component the home page imports (outside src/pages) and to docusaurus.config.ts show up.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevFixture, type DevFixture } from '../support/dev-fixture'

let site: DevFixture
beforeAll(async () => {
  site = await startDevFixture('docusaurus-site')
}, 180_000)
afterAll(() => site?.close())

const get = (path: string) => site.get(path)
const afterEdit = (file: string, from: string, to: string, check: () => Promise<boolean>) => site.afterEdit(file, from, to, check)

describe('watch server on a Docusaurus site', () => {
  it('serves the home page, a doc and the site stylesheet', async () => {
    expect(site.dev.site.error).toBeUndefined()
    const home = await get('/')
    expect(home.body).toContain('<title>Hello from Widget Kit | Widget Kit</title>')
    expect((await get('/docs/intro')).body).toContain('What you get')
    const css = /href="(\/assets\/site-custom-[^"]+)"/.exec(home.body)?.[1]
    expect((await get(css!)).body).toContain('.widget-callout')
  })

  it('shows an edit to a component in src/components', { timeout: 90_000 }, async () => {
    await afterEdit('src/components/Feature.tsx', '<p>{children}</p>', '<p className="edited">{children}</p>', async () => (await get('/')).body.includes('class="edited"'))
  })

  it('shows an edit to docusaurus.config.ts', { timeout: 90_000 }, async () => {
    await afterEdit('docusaurus.config.ts', "tagline: 'Widgets for every screen'", "tagline: 'Widgets, edited'", async () => (await get('/')).body.includes('Widgets, edited'))
  })

  it("leaves Google's tags out of a preview (a reload is not a visit)", { timeout: 90_000 }, async () => {
    const withTags = (text: string) => text.replace(/tagline: '[^']*'/, "tagline: 'Widgets, tagged'").replace("theme: { customCss: './src/css/custom.css' },", "theme: { customCss: './src/css/custom.css' },\n        gtag: { trackingID: 'G-PREVIEW1' },")
    await site.afterWrite('docusaurus.config.ts', withTags, async () => (await get('/')).body.includes('Widgets, tagged'))
    expect((await get('/')).body).not.toContain('googletagmanager')
  })

  it('shows a doc\'s new tag, and the tags file\'s label once it is saved', { timeout: 120_000 }, async () => {
    await afterEdit('docs/intro.md', 'sidebar_position: 1\n', 'sidebar_position: 1\ntags: [widgets]\n', async () => (await get('/docs/tags/widgets')).status === 200)
    expect((await get('/docs/tags/widgets')).body).toContain('tagged with &quot;widgets&quot;')
    await writeFile(join(site.root, 'docs/tags.yml'), 'widgets:\n  label: All about widgets\n')
    const deadline = Date.now() + 60_000
    while (!(await get('/docs/intro')).body.includes('All about widgets')) {
      if (Date.now() > deadline) throw new Error(`the tags file never showed up; last error: ${String(site.dev.site.error)}`)
      await new Promise((ok) => setTimeout(ok, 250))
    }
  })
})
