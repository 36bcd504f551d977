/**
 * The watch server on a copy of the versions fixture: each version's pages are served where the build
 * puts them, and an edit to a doc of the current version or of an older one shows up at its own route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevFixture, type DevFixture } from '../support/dev-fixture'

let site: DevFixture
beforeAll(async () => {
  site = await startDevFixture('docusaurus-versions')
}, 180_000)
afterAll(() => site?.close())

describe('watch server on a versioned site', () => {
  it('serves each version at its routes', async () => {
    expect(site.dev.site.error).toBeUndefined()
    expect((await site.get('/docs/intro')).body).toContain('This is the 2.0 text.')
    expect((await site.get('/docs/next/intro')).body).toContain('This text is for the coming release.')
    expect((await site.get('/docs/1.0/intro')).body).toContain('lit the way with oil')
  })

  it('shows an edit of a current doc at /next and of an older version\'s doc at its own route', { timeout: 120_000 }, async () => {
    await site.afterEdit('docs/intro.md', 'for the coming release', 'for release 3.0', async () => (await site.get('/docs/next/intro')).body.includes('for release 3.0'))
    expect((await site.get('/docs/intro')).body).toContain('This is the 2.0 text.')
    await site.afterEdit('versioned_docs/version-1.0/intro.md', 'with oil', 'with whale oil', async () => (await site.get('/docs/1.0/intro')).body.includes('with whale oil'))
  })
})
