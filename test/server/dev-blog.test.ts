/**
 * The watch server on a copy of the blog fixture: it serves the blog's pages and feeds, and an edited
 * post, a new post and an edited authors file show up without a restart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevFixture, type DevFixture } from '../support/dev-fixture'

let site: DevFixture
beforeAll(async () => {
  site = await startDevFixture('docusaurus-blog')
}, 180_000)
afterAll(() => site?.close())

describe('watch server on a site with a blog', () => {
  it('serves the list, a post, the drafts (only here) and the feeds', async () => {
    expect(site.dev.site.error).toBeUndefined()
    expect((await site.get('/blog')).body).toContain('Boats in spring')
    expect((await site.get('/blog/boats-in-spring')).body).toContain('The blue one needed new paint first.')
    expect((await site.get('/blog/2024/06/01/draft')).status).toBe(200)
    const rss = await site.get('/blog/rss.xml')
    expect([rss.status, rss.body]).toEqual([200, expect.stringContaining('<title><![CDATA[Boats in spring]]></title>')])
  })

  it('shows an edited post, a new post and an edited authors file', { timeout: 120_000 }, async () => {
    await site.afterEdit('blog/2024-04-10-boats/index.mdx', 'The blue one needed new paint first.', 'The red one went first.', async () => (await site.get('/blog/boats-in-spring')).body.includes('The red one went first.'))
    await site.afterWrite('blog/2024-08-01-regatta.md', () => '---\ntitle: Summer regatta\n---\n\nTwelve boats raced.\n', async () => (await site.get('/blog')).body.includes('Summer regatta'))
    expect((await site.get('/blog/2024/08/01/regatta')).body).toContain('Twelve boats raced.')
    await site.afterEdit('blog/authors.yml', 'Harbor master', 'Chief of the harbor', async () => (await site.get('/blog/boats-in-spring')).body.includes('Chief of the harbor'))
  })
})
