/**
 * Redirect pages (render/redirects.ts) from a Docusaurus config's client-redirects plugin, in the
 * docusaurus-versions fixture: listed redirects, createRedirects, fromExtensions; what they send the
 * reader to, and what an author is told about a redirect that cannot be.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseHTML } from 'linkedom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build } from '../../src/generator/build'
import { formatError } from '../../src/generator/errors'
import { memoryLogger } from '../../src/generator/log'
import { buildEditedCopy, buildSite, copyFixture, FIXTURES, type TestSite } from '../support/site'

let site: TestSite
beforeAll(async () => {
  site = await buildSite(join(FIXTURES, 'docusaurus-versions'))
}, 60_000)

const target = (route: string) => {
  const found = site.routes.find((r) => r.route === route)
  if (!found) return undefined
  const doc = parseHTML(found.html).document
  return { kind: found.kind, refresh: doc.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content'), canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), robots: doc.querySelector('meta[name="robots"]')?.getAttribute('content'), link: doc.querySelector('a')?.getAttribute('href') }
}

describe('redirect pages', () => {
  it('send each listed old address to its page, without JavaScript too, kept out of search engines', () => {
    for (const from of ['/docs/old-intro', '/start']) {
      expect(target(from)).toEqual({ kind: 'redirect', refresh: '0; url=/docs/intro', canonical: 'https://lantern.example.net/docs/intro', robots: 'noindex', link: '/docs/intro' })
    }
    expect(site.routes.find((r) => r.route === '/start')!.html).toContain('<script>location.replace("/docs/intro" + location.search + location.hash)</script>')
  })

  it('come from createRedirects for every page it answers for, and from fromExtensions', () => {
    expect(target('/docs/canary/guides/setup')?.refresh).toBe('0; url=/docs/next/guides/setup')
    expect(target('/docs/intro.htm')?.refresh).toBe('0; url=/docs/intro')
  })

  it('stay out of the sitemap', () => {
    const sitemap = site.files.find((f) => f.path === 'sitemap.xml')!.contents.toString()
    expect(sitemap).toContain('/docs/intro<')
    expect(sitemap).not.toContain('old-intro')
  })

  it("lead to the page's address as trailingSlash writes it, as Docusaurus's plugin applies it to every target (Flipper's led to the path without its /)", async () => {
    const edited = await buildEditedCopy('docusaurus-versions', {
      'docusaurus.config.ts': (config) => config.replace(/(\n\s*)(baseUrl: )/, '$1trailingSlash: true,$1$2'),
    })
    const refresh = (route: string) => parseHTML(edited.routes.find((r) => r.route === route)!.html).document.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')
    expect(refresh('/start')).toBe('0; url=/docs/intro/')
    expect(refresh('/docs/canary/guides/setup')).toBe('0; url=/docs/next/guides/setup/')
  })

  describe('in a copy', () => {
    let fixture: Awaited<ReturnType<typeof copyFixture>>
    beforeAll(async () => {
      fixture = await copyFixture('docusaurus-versions')
    })
    afterAll(() => fixture.dispose())

    it('fail the build when one leads to no page, and skip one from an existing page with a warning', async () => {
      const config = join(fixture.root, 'docusaurus.config.ts')
      const original = await readFile(config, 'utf8')
      await writeFile(config, original.replace("to: '/docs/intro' }", "to: '/docs/gone' }"))
      const error = await build({ root: fixture.root, write: false, logger: memoryLogger() }).catch((e: unknown) => e)
      expect(formatError(error)).toBe('redirects[0] leads to /docs/gone, which is no page of the site\n  Fix: point `to` at an existing page (a path such as /docs/intro, without the baseUrl)')
      await writeFile(config, original.replace("from: ['/docs/old-intro', '/start']", "from: ['/docs/guides/setup']"))
      const again = await buildSite(fixture.root)
      expect(again.warnings).toContain('redirects[0]: the redirect from /docs/guides/setup is skipped: a page is there')
      expect(again.routes.find((r) => r.route === '/docs/guides/setup')?.kind).toBe('doc')
    })

    it("leave out fromExtensions' .html, which a page is served at already, and write the site (they made folders over the pages' .html files)", async () => {
      const config = join(fixture.root, 'docusaurus.config.ts')
      const original = await readFile(config, 'utf8')
      await writeFile(config, original.replace("fromExtensions: ['htm']", "fromExtensions: ['htm', 'html']"))
      const logger = memoryLogger()
      const written = await build({ root: fixture.root, logger })
      expect(written.routes.filter((r) => r.kind === 'redirect' && r.route.endsWith('.html'))).toEqual([])
      expect(written.routes.find((r) => r.route === '/docs/intro.htm')?.kind).toBe('redirect')
      expect(logger.warnings.filter((w) => w.includes('.html'))).toEqual([])
      // The page's own .html file is the page.
      expect(await readFile(join(fixture.root, 'build/docs/intro.html'), 'utf8')).toBe(written.routes.find((r) => r.route === '/docs/intro')!.html)
      await writeFile(config, original)
    })

    it("write one redirect for an old address given with and without .html, whose page answers both (Relay's; the build stopped on EISDIR)", async () => {
      const config = join(fixture.root, 'docusaurus.config.ts')
      const original = await readFile(config, 'utf8')
      await writeFile(config, original.replace(/redirects: \[\{ from: \[[^\]]*\]/, "redirects: [{ from: ['/docs/old-intro.html', '/docs/old-intro', '/start.html']"))
      const logger = memoryLogger()
      const written = await build({ root: fixture.root, logger })
      expect(written.routes.filter((r) => r.kind === 'redirect' && /old-intro|start/.test(r.route)).map((r) => r.route).sort()).toEqual(['/docs/old-intro', '/start.html'])
      expect(await readFile(join(fixture.root, 'build/docs/old-intro.html'), 'utf8')).toContain('url=/docs/intro')
      expect(logger.warnings.filter((w) => w.includes('old-intro'))).toEqual([])
      await writeFile(config, original)
    })

    it("ask createRedirects with each page's path under the baseUrl and take its answers so, as Docusaurus's plugin does", async () => {
      const config = join(fixture.root, 'docusaurus.config.ts')
      const original = await readFile(config, 'utf8')
      await writeFile(config, original.replace("baseUrl: '/',", "baseUrl: '/lantern/',"))
      const built = await buildSite(fixture.root)
      const page = built.routes.find((r) => r.route === '/docs/canary/guides/setup')
      expect(page?.kind).toBe('redirect')
      expect(page?.html).toContain('url=/lantern/docs/next/guides/setup')
      await writeFile(config, original)
    })

    it('name the page createRedirects threw for, with the cause', async () => {
      const config = join(fixture.root, 'docusaurus.config.ts')
      await writeFile(config, (await readFile(config, 'utf8')).replace("createRedirects: (path: string) => (", "createRedirects: (path: string) => (path.includes('setup') ? (() => { throw new Error('no rule for ' + path) })() : "))
      const error = await build({ root: fixture.root, write: false, logger: memoryLogger() }).catch((e: unknown) => e)
      expect(formatError(error)).toMatch(/^createRedirects threw for the page \/docs\/(1\.0\/|next\/)?guides\/setup\n  Cause: no rule for \/docs\/\S*guides\/setup\n  Fix: fix the function/)
    })
  })
})
