/**
 * The watch server on a site whose docs sit beside it (test/fixtures/docusaurus-monorepo: the site in
 * website/, `docs.path: '../docs'`): edits to a doc and to a partial it imports show up.
 */
import { afterAll, beforeAll, describe, it } from 'vitest'
import { startDevFixture, type DevFixture } from '../support/dev-fixture'

let site: DevFixture
beforeAll(async () => {
  site = await startDevFixture('docusaurus-monorepo', { site: 'website' })
}, 180_000)
afterAll(() => site?.close())

describe('watch server on a site whose docs sit beside it', () => {
  it('shows an edit to a doc outside the site folder', { timeout: 90_000 }, async () => {
    await site.afterEdit('docs/intro.md', 'Skiff keeps small boats in order.', 'Skiff keeps every boat in order.', async () => (await site.get('/docs/intro')).body.includes('Skiff keeps every boat in order.'))
  })

  it('shows an edit to the partial a doc there imports', { timeout: 90_000 }, async () => {
    await site.afterEdit('docs/guides/_moorings.mdx', 'numbered from the harbour wall', 'numbered from the lighthouse', async () => (await site.get('/docs/guides/usage')).body.includes('numbered from the lighthouse'))
  })
})
