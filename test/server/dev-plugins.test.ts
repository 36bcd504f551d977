/**
 * The watch server on a site with plugins of its own (test/fixtures/docusaurus-plugins): saving a plugin
 * file, or a file the config imports (a remark plugin of the site), reloads the config and shows what
 * the plugin now does (the pages it adds among it), without a restart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevFixture, type DevFixture } from '../support/dev-fixture'
import { linkGeneratorPackages } from '../support/site'

let site: DevFixture
beforeAll(async () => {
  site = await startDevFixture('docusaurus-plugins', { prepare: linkGeneratorPackages })
}, 180_000)
afterAll(() => site?.close())

describe("watch server: the site's plugin files", () => {
  it('serves the tags the plugin file injects', async () => {
    expect((await site.get('/math')).body).toContain('<meta name="garden-beds" content="3"/>')
  })

  it('shows an edit to a plugin file the config names', { timeout: 90_000 }, async () => {
    await site.afterEdit('plugins/garden-tags.js', 'return { beds: 3 }', 'return { beds: 4 }', async () => (await site.get('/math')).body.includes('<meta name="garden-beds" content="4"/>'))
    expect(site.dev.site.error).toBeUndefined()
  })

  it("serves the page a plugin adds, and shows an edit to the data it creates for it and to its component", { timeout: 90_000 }, async () => {
    expect((await site.get('/beds-overview')).body).toContain('<li>North: basil, thyme</li>')
    await site.afterEdit('plugins/garden-tags.js', "plants: ['tomato']", "plants: ['tomato', 'leek']", async () => (await site.get('/beds-overview')).body.includes('<li>South: tomato, leek</li>'))
    await site.afterEdit('src/components/Overview.js', '<h1>Beds overview</h1>', '<h1>All the beds</h1>', async () => (await site.get('/beds-overview')).body.includes('<h1>All the beds</h1>'))
    expect(site.dev.site.error).toBeUndefined()
  })

  it('shows an edit to a remark plugin the config imports, in the pages it compiles', { timeout: 90_000 }, async () => {
    await site.afterEdit('plugins/remark-todo.js', "className: ['todo']", "className: ['todo', 'todo-edited']", async () => (await site.get('/math')).body.includes('class="todo todo-edited"'))
  })
})
