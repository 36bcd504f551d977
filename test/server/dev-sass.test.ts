/**
 * The watch server on a site styled with Sass (test/fixtures/docusaurus-sass): a saved stylesheet with a
 * Sass error shows the crash page at the stylesheet's line, the server keeps answering, and the fix
 * brings the site back with the new rule in its stylesheet.
 */
import { readFile, symlink } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevFixture, type DevFixture } from '../support/dev-fixture'

const GENERATOR_ROOT = resolve(import.meta.dirname, '../..')
const STYLES = 'src/components/Gauge/styles.module.scss'
let site: DevFixture
beforeAll(async () => {
  // The site's own sass, as its package.json would have installed it.
  site = await startDevFixture('docusaurus-sass', { prepare: (root) => symlink(join(GENERATOR_ROOT, 'node_modules/sass'), join(root, 'node_modules/sass')) })
}, 180_000)
afterAll(() => site?.close())

describe('watch server with Sass', () => {
  it("remakes the site stylesheet when a Sass partial a doc's component module uses is saved, wherever it is in the site", { timeout: 90_000 }, async () => {
    await site.afterEdit('tokens/_radius.scss', '$gauge: 4px;', '$gauge: 6px;', async () => /\.styles_[0-9a-f]{6}_gauge\{[^}]*border-radius:6px;/.test(await site.siteCss('/docs/intro')))
  })

  it("serves the site stylesheet with the doc's component's Sass module compiled", async () => {
    expect(await site.siteCss('/docs/intro')).toMatch(/\.styles_[0-9a-f]{6}_gauge\{display:inline-block;/)
  })

  it("shows a Sass error at the stylesheet's line, keeps answering, and recovers with the fixed stylesheet", { timeout: 120_000 }, async () => {
    const good = await readFile(join(site.root, STYLES), 'utf8')
    await site.afterWrite(STYLES, (text) => text.replace('display: inline-block;', 'display: inline-block'), async () => (await site.get('/docs/intro')).status === 500)
    const crash = await site.get('/docs/intro')
    expect(crash.body).toContain('This page crashed.')
    expect(crash.body).toMatch(/src\/components\/Gauge\/styles\.module\.scss:\d+:\d+/)
    expect(crash.body).toContain('Sass: expected &#34;;&#34;.')
    await site.afterWrite(STYLES, () => good.replace('display: inline-block;', 'display: inline-flex;'), async () => (await site.get('/docs/intro')).status === 200)
    expect(site.dev.site.error).toBeUndefined()
    expect(await site.siteCss('/docs/intro')).toMatch(/\.styles_[0-9a-f]{6}_gauge\{display:inline-flex;/)
  })
})
