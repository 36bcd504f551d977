/**
 * The watch server and the stylesheets a doc's components import (test/fixtures/docusaurus-docs: a
 * doc imports a component whose CSS module no page uses): a saved stylesheet reaches the site's CSS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevFixture, type DevFixture } from '../support/dev-fixture'

let site: DevFixture
beforeAll(async () => {
  site = await startDevFixture('docusaurus-docs')
}, 180_000)
afterAll(() => site?.close())


describe("watch server: a doc's component styles", () => {
  it('serves the CSS module of a component only a doc imports', async () => {
    expect(await site.siteCss('/reference/api')).toMatch(/\.Hello_[0-9a-f]{6}_hello\{color:#639\}/)
  })

  it('shows an edit to that CSS module', { timeout: 90_000 }, async () => {
    await site.afterEdit('src/components/Hello.module.css', 'color: rebeccapurple;', 'color: teal;', async () => /\.Hello_[0-9a-f]{6}_hello\{color:teal\}/.test(await site.siteCss('/reference/api')))
  })
})
