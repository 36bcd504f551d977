/**
 * The watch server on a copy of the two-locale fixture, serving French (`./bin/dev --locale fr`, as
 * `docusaurus start --locale fr`): the translated pages at the site's base URL, and an edit to a
 * translation shows up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevFixture, type DevFixture } from '../support/dev-fixture'

let site: DevFixture
beforeAll(async () => {
  site = await startDevFixture('docusaurus-i18n', { locale: 'fr' })
}, 180_000)
afterAll(() => site?.close())

describe('watch server serving a translated locale', () => {
  it('serves the locale\'s pages, translations laid over the sources', async () => {
    expect(site.dev.site.error).toBeUndefined()
    const intro = (await site.get('/docs/intro')).body
    expect(intro).toContain('Bienvenue sur Harbor')
    expect(intro).toMatch(/<html [^>]*lang="fr"/)
    expect((await site.get('/docs/guides/tides')).body).toContain('L&#x27;état change 2 fois par jour.')
  })

  it('shows an edit of a translated doc and of a translation file', { timeout: 120_000 }, async () => {
    await site.afterEdit('i18n/fr/docusaurus-plugin-content-docs/current/intro.md', 'Bienvenue sur Harbor', 'Bienvenue à bord', async () => (await site.get('/docs/intro')).body.includes('Bienvenue à bord'))
    await site.afterEdit('i18n/fr/docusaurus-theme-classic/navbar.json', '"Journal"', '"Carnet"', async () => (await site.get('/docs/intro')).body.includes('>Carnet<'))
  })

  it('shows an edit of a doc that has no translation, and not one of a translated doc\'s original', { timeout: 120_000 }, async () => {
    // Updates apply in order: once the second shows, the first has been applied too.
    await site.afterWrite('docs/intro.md', (text) => text.replace('Welcome to Harbor', 'Welcome aboard'), async () => true)
    await site.afterEdit('docs/guides/tides.mdx', 'Changes arrive as actions.', 'Changes arrive as dispatched actions.', async () => (await site.get('/docs/guides/tides')).body.includes('dispatched actions'))
    const intro = (await site.get('/docs/intro')).body
    expect(intro).toContain('Bienvenue à bord')
    expect(intro).not.toContain('Welcome aboard')
    expect((await site.get('/docs/guides/mooring')).body).toContain('href="/docs/guides/tides"')
    expect(site.dev.site.error).toBeUndefined()
  })
})
