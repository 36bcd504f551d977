/**
 * The watch server on a copy of the Docusaurus fixture with its own theme components
 * (test/fixtures/docusaurus-theme): the theme is rendered with, and edits to it show up, in the
 * components content uses and in the global components its MDXComponents gives.
 */
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevFixture, type DevFixture } from '../support/dev-fixture'

let site: DevFixture
beforeAll(async () => {
  site = await startDevFixture('docusaurus-theme')
}, 180_000)
afterAll(() => site?.close())

describe("watch server on a Docusaurus site with its own theme", () => {
  it('serves docs and pages with the theme', async () => {
    expect(site.dev.site.error).toBeUndefined()
    expect((await site.get('/docs/intro')).body).toContain('class="gearbox-highlight"')
    expect((await site.get('/docs/ratios')).body).toContain('<strong>Since Gearbox 2.1:</strong>')
    expect((await site.get('/')).body).toContain('<strong>Since Gearbox 2.1:</strong>')
  })

  it('shows an edit to a theme component in docs and pages', { timeout: 90_000 }, async () => {
    await site.afterEdit('src/theme/Callout/index.js', '<strong>Since {release}:</strong>', '<strong>New in {release}:</strong>', async () => (await site.get('/docs/ratios')).body.includes('New in Gearbox 2.1:'))
    expect((await site.get('/')).body).toContain('New in Gearbox 2.1:')
  })

  it('shows an edit to a component a doc imports itself from src/components', { timeout: 90_000 }, async () => {
    await site.afterEdit('src/components/ReleaseName.js', 'className="gearbox-release"', 'className="gearbox-release-edited"', async () => (await site.get('/docs/ratios')).body.includes('class="gearbox-release-edited"'))
  })

  it('shows an edit to a file a doc reads with raw-loader from a folder nothing else watches', { timeout: 120_000 }, async () => {
    await mkdir(join(site.root, 'examples'))
    await site.afterWrite('examples/gears.txt', () => 'first gear\n', async () => true)
    await site.afterEdit('docs/ratios.mdx', "import Callout from '@theme/Callout';", "import Callout from '@theme/Callout';\nimport CodeBlock from '@theme/CodeBlock';\nimport gears from '!!raw-loader!../examples/gears.txt';\n\n<CodeBlock>{gears}</CodeBlock>", async () => (await site.get('/docs/ratios')).body.includes('first gear'))
    await site.afterWrite('examples/gears.txt', () => 'second gear\n', async () => (await site.get('/docs/ratios')).body.includes('second gear'))
  })

  it('shows an edit to a partial a doc imports', { timeout: 120_000 }, async () => {
    await site.afterWrite('docs/_gears-note.mdx', () => 'Gears mesh **tightly**.\n', async () => true)
    await site.afterEdit('docs/ratios.mdx', "import Callout from '@theme/Callout';", "import Callout from '@theme/Callout';\nimport GearsNote from './_gears-note.mdx';\n\n<GearsNote />", async () => (await site.get('/docs/ratios')).body.includes('<strong>tightly</strong>'))
    await site.afterEdit('docs/_gears-note.mdx', '**tightly**', '**loosely**', async () => (await site.get('/docs/ratios')).body.includes('<strong>loosely</strong>'))
  })

  it('shows a global component the MDXComponents gives once a doc uses it', { timeout: 90_000 }, async () => {
    await site.afterWrite('src/components/Gear.js', () => "import React from 'react';\nexport default function Gear({ n }) { return <kbd className=\"gearbox-gear\">{n}</kbd> }\n", async () => true)
    await site.afterEdit('src/theme/MDXComponents.js', "import Highlight from '@site/src/components/Highlight';", "import Highlight from '@site/src/components/Highlight';\nimport Gear from '@site/src/components/Gear';", async () => true)
    await site.afterEdit('src/theme/MDXComponents.js', '  Highlight,\n};', '  Highlight,\n  Gear,\n};', async () => true)
    await site.afterEdit('docs/ratios.mdx', 'The first number counts', 'In <Gear n={3} />, the first number counts', async () => (await site.get('/docs/ratios')).body.includes('<kbd class="gearbox-gear">3</kbd>'))
  })
})
