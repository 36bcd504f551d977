/**
 * A site served under a baseUrl (`/sub/`, as a GitHub Pages project site is): its Markdown links and
 * images carry the base, as Docusaurus's Link and image loader give it, and the link check crawls the
 * output under the base, as the host will serve it. (The check used to serve the output at `/`, so every
 * such site failed to build with each of its links reported broken.)
 */
import { appendFile, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseHTML } from 'linkedom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { build } from '../../src/generator/build'
import { memoryLogger } from '../../src/generator/log'
import { copyFixture } from '../support/site'

let fixture: Awaited<ReturnType<typeof copyFixture>>

beforeEach(async () => {
  fixture = await copyFixture('docusaurus-docs')
  const config = join(fixture.root, 'site.config.ts')
  await writeFile(config, (await readFile(config, 'utf8')).replace("baseUrl: '/'", "baseUrl: '/sub/'"))
})
afterEach(() => fixture.dispose())

const page = async (file: string) => parseHTML(await readFile(join(fixture.root, 'build', file), 'utf8')).document

describe('a site with a baseUrl', () => {
  it('builds, its content links and images under the base', async () => {
    await build({ root: fixture.root, logger: memoryLogger() })
    const links = await page('reference/links.html')
    const hrefs = [...links.querySelectorAll('article a[href^="/"]')].map((a) => a.getAttribute('href')!)
    expect(hrefs.length).toBeGreaterThan(3)
    for (const href of hrefs) expect(href).toMatch(/^\/sub\//)
    expect(hrefs).toContain('/sub/reference/api')
    expect(hrefs).toContain('/sub/files/guide.pdf')
    // A Markdown image next to the page, and one a component places with useBaseUrl.
    const image = (await page('guides/setup.html')).querySelector('article img')!.getAttribute('src')!
    expect(image).toMatch(/^\/sub\/assets\/files\/[0-9a-f]{8}-diagram\.svg$/)
    expect((await page('reference/api.html')).querySelector('article img.logo')!.getAttribute('src')).toBe('/sub/img/logo.svg')
    // ThemedImage's sources, as Markdown images.
    expect([...(await page('guides/advanced.html')).querySelectorAll('article img.rtk-themed-image')].map((img) => img.getAttribute('src'))).toEqual(['/sub/img/logo.svg', '/sub/img/favicon.ico'])
  })

  it("gives a Link the base once: a path that holds it already (a version's path from useVersions) keeps it, and `/sub` is the base, as Docusaurus's Link does", async () => {
    const api = join(fixture.root, 'docs/reference/api.mdx')
    await appendFile(api, '\n\n<p className="base-links"><Link to="/sub/reference/links">held</Link> <Link to="/reference/links">added</Link> <Link to="/sub">base</Link> <Link to="pathname:///files/guide.pdf">file</Link></p>\n')
    await build({ root: fixture.root, logger: memoryLogger() })
    const hrefs = [...(await page('reference/api.html')).querySelectorAll('p.base-links a')].map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual(['/sub/reference/links', '/sub/reference/links', '/sub/', '/sub/files/guide.pdf'])
  })

  it("takes a Markdown or sidebar link written with the base in front as the page after it, as Docusaurus's Link leaves such a path (Ionic's sidebar links doubled the base on 129 pages)", async () => {
    await appendFile(join(fixture.root, 'docs/reference/links.md'), '\n\n[With the base](/sub/reference/api#tabs)\n')
    const sidebars = join(fixture.root, 'sidebars.js')
    await writeFile(sidebars, (await readFile(sidebars, 'utf8')).replace("{ type: 'link', label: 'GitHub', href: 'https://github.com/example/widgets' },", "$&\n        { type: 'link', label: 'Samples', href: '/sub/reference/samples' },"))
    const logger = memoryLogger()
    await build({ root: fixture.root, logger })
    expect(logger.warnings.filter((w) => w.includes('/sub/reference'))).toEqual([])
    const links = await page('reference/links.html')
    expect([...links.querySelectorAll('article a')].filter((a) => a.textContent === 'With the base').map((a) => a.getAttribute('href'))).toEqual(['/sub/reference/api#tabs'])
    expect([...links.querySelectorAll('nav a')].filter((a) => a.textContent === 'Samples').map((a) => a.getAttribute('href'))).toContain('/sub/reference/samples')
  })

  it('still fails on a broken link, at its line', async () => {
    await appendFile(join(fixture.root, 'docs/reference/links.md'), '\n\n[Nowhere](/reference/nowhere)\n')
    await expect(build({ root: fixture.root, logger: memoryLogger() })).rejects.toThrow('docs/reference/links.md:13:1: broken link "/reference/nowhere"')
  })

  it('fails on a link a component makes outside the base, found by the crawl', async () => {
    const api = join(fixture.root, 'docs/reference/api.mdx')
    await appendFile(api, '\n\nexport const Away = () => <a href="/elsewhere/page">away</a>;\n\n<Away />\n')
    await expect(build({ root: fixture.root, logger: memoryLogger() })).rejects.toThrow('/sub/reference/api: broken link /elsewhere/page (status 404)')
  })
})
