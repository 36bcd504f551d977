/**
 * A Docusaurus site's onBrokenLinks, onBrokenMarkdownLinks and onDuplicateRoutes levels decide what the
 * checks do: fail the build, warn, or stay quiet.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { build } from '../../src/generator/build'
import { formatError } from '../../src/generator/errors'
import { memoryLogger } from '../../src/generator/log'
import { buildSite, copyFixture, text } from '../support/site'
import { parseHTML } from 'linkedom'

const copies: Array<{ dispose(): Promise<void> }> = []
afterEach(async () => {
  await Promise.all(copies.splice(0).map((c) => c.dispose()))
})

/** The fixture with its config's levels replaced and a doc added. */
async function siteWith(levels: string, doc: { path: string; contents: string }) {
  const copy = await copyFixture('docusaurus-site')
  copies.push(copy)
  const configFile = join(copy.root, 'docusaurus.config.ts')
  const config = await readFile(configFile, 'utf8')
  await writeFile(configFile, config.replace("onBrokenLinks: 'throw',\n  onBrokenMarkdownLinks: 'warn',", levels))
  await copy.write(doc.path, doc.contents)
  return copy.root
}

describe('check levels', () => {
  it('onBrokenMarkdownLinks: throw fails the build naming the doc and line', async () => {
    const root = await siteWith("onBrokenLinks: 'throw', onBrokenMarkdownLinks: 'throw',", { path: 'docs/bad.md', contents: '# Bad\n\nSee [the missing page](./nowhere.md).\n' })
    const error = await build({ root, write: false, logger: memoryLogger() }).catch((e: unknown) => e)
    expect(formatError(error)).toContain('docs/bad.md:3: link "./nowhere.md" names no page; check the path')
  })

  it('onDuplicateRoutes: throw fails on two docs with one route', async () => {
    const root = await siteWith("onDuplicateRoutes: 'throw',", { path: 'docs/also-intro.md', contents: '---\nslug: /intro\n---\n\n# Also intro\n' })
    const error = await build({ root, write: false, logger: memoryLogger() }).catch((e: unknown) => e)
    expect(formatError(error)).toMatch(/duplicate route \/docs\/intro: docs\/(also-)?intro\.md and docs\/(also-)?intro\.md/)
  })

  it("a page on a doc's route is served, with a warning naming both files at the default onDuplicateRoutes: Docusaurus's router matches flat page routes before the docs plugin's nested ones (routeConfig.ts sortConfig)", async () => {
    const root = await siteWith("onBrokenLinks: 'throw',\n  onBrokenMarkdownLinks: 'warn',", { path: 'src/pages/docs/intro.md', contents: '# The page, not the doc\n' })
    const site = await buildSite(root)
    expect(site.warnings).toContainEqual(expect.stringContaining('duplicate route /docs/intro: docs/intro.md and src/pages/docs/intro.md; keeping src/pages/docs/intro.md'))
    expect(site.routes.filter((r) => r.route === '/docs/intro')).toHaveLength(1)
    expect(text(site.page('/docs/intro').querySelector('h1'))).toContain('The page, not the doc')
  })

  it("keeps both docs of one route as docs, serving the first by path there, as Docusaurus does (remotion.dev's sidebar named a/index beside a/a.md and failed)", async () => {
    const root = await siteWith("onBrokenLinks: 'throw',\n  onBrokenMarkdownLinks: 'warn',", { path: 'docs/area/area.md', contents: '# Area page\n\nThe folder-named doc.\n' })
    await writeFile(join(root, 'docs/area/index.md'), '---\nsidebar_label: Area index\n---\n\n# Area index\n')
    const sidebarFile = join(root, 'sidebars.js')
    await writeFile(sidebarFile, (await readFile(sidebarFile, 'utf8')).replace("items: ['guides/install', 'guides/theming'],\n    },", "$&\n    { type: 'category', label: 'Area', link: { type: 'doc', id: 'area/index' }, items: ['area/area', 'area/index'] },"))
    const site = await buildSite(root)
    expect(site.warnings).toContainEqual(expect.stringContaining('duplicate route /docs/area: docs/area/area.md and docs/area/index.md; keeping docs/area/area.md'))
    expect(site.routes.filter((r) => r.route === '/docs/area')).toHaveLength(1)
    expect(text(site.page('/docs/area').querySelector('main h1'))).toBe('Area page')
    // The sidebar names both, each leading to the one route.
    const links = [...site.page('/docs/intro').querySelectorAll('[data-rtk-sidebar] a')].map((a) => [text(a), a.getAttribute('href')])
    expect(links).toEqual(expect.arrayContaining([['Area', '/docs/area'], ['Area page', '/docs/area'], ['Area index', '/docs/area']]))
  })

  it('onDuplicateRoutes: throw fails on a page that takes a doc\'s route, naming the page', async () => {
    const root = await siteWith("onDuplicateRoutes: 'throw',", { path: 'src/pages/docs/intro.md', contents: '# The page\n' })
    const error = await build({ root, write: false, logger: memoryLogger() }).catch((e: unknown) => e)
    expect(formatError(error)).toMatch(/^src\/pages\/docs\/intro\.md: duplicate route \/docs\/intro: docs\/intro\.md and src\/pages\/docs\/intro\.md/)
  })

  it('two docs of one id fail the build naming both, whatever onDuplicateRoutes says, as Docusaurus fails (FormatJS had two upgrade guides of one id)', async () => {
    const root = await siteWith("onDuplicateRoutes: 'ignore',", { path: 'docs/guide-five.md', contents: '---\nid: intro\nslug: /five\n---\n\n# Five\n' })
    const error = await build({ root, write: false, logger: memoryLogger() }).catch((e: unknown) => e)
    expect(formatError(error)).toMatch(/^docs\/(guide-five|intro)\.md: docs\/(guide-five|intro)\.md and docs\/(guide-five|intro)\.md share the doc id "intro"\n  Fix: give one of them another id/)
  })

  it('onBrokenLinks: warn builds and writes the site, listing the broken link as a warning, and those the layout makes', async () => {
    const root = await siteWith("onBrokenLinks: 'warn', onDuplicateRoutes: 'ignore',", { path: 'docs/links.md', contents: '# Links\n\nGo [nowhere](/docs/nowhere).\n' })
    // A navbar link to a page that does not exist: only the crawl of the output sees it.
    const configFile = join(root, 'docusaurus.config.ts')
    await writeFile(configFile, (await readFile(configFile, 'utf8')).replace("{ href: 'https://github.com/example/widgets', label: 'GitHub', position: 'right' },", "$&\n        { to: '/changelog', label: 'Changelog', position: 'right' },"))
    const logger = memoryLogger()
    await build({ root, outDir: 'build', logger })
    // Said once, with its file and line (the crawl, which finds it too, does not say it again).
    expect(logger.warnings.filter((w) => w.includes('/docs/nowhere'))).toEqual([expect.stringContaining('docs/links.md:3')])
    // The navbar link is on every page: said once, at the first page the crawl read, with how many more have it.
    expect(logger.warnings.filter((w) => /: broken link \/changelog \(status 404; \d+ other pages link to it too\)$/.test(w))).toHaveLength(1)
  })

  it("checks the links of a page nothing links to (a doc in no sidebar), as Docusaurus checks every route's", async () => {
    const root = await siteWith("onBrokenLinks: 'throw',", { path: 'docs/orphan.mdx', contents: "# Orphan\n\nimport Link from '@docusaurus/Link'\n\n<Link to=\"/docs/gone\">Gone</Link>\n" })
    const error = await build({ root, outDir: 'build', logger: memoryLogger() }).catch((e: unknown) => e)
    expect(formatError(error)).toContain('/docs/orphan: broken link /docs/gone (status 404)')
  })
})

describe("the links Docusaurus's check leaves alone", () => {
  it("are not followed: pathname:// links (Markdown, navbar, footer, Link) and a plain <a> the site's code writes; a Link is", async () => {
    const root = await siteWith("onBrokenLinks: 'throw',", {
      path: 'docs/links.mdx',
      contents: "# Links\n\nThe [playground](pathname:///playground/) is another app.\n\n<a href=\"/api-explorer\">The explorer</a>, served by another app too.\n",
    })
    const configFile = join(root, 'docusaurus.config.ts')
    const config = await readFile(configFile, 'utf8')
    await writeFile(configFile, config.replace("{ href: 'https://github.com/example/widgets', label: 'GitHub', position: 'right' },", "$&\n        { href: 'pathname:///playground/', label: 'Playground', position: 'right' },"))
    const footer = join(root, 'config/footer.ts')
    await writeFile(footer, (await readFile(footer, 'utf8')).replace("{ label: 'Showcase', to: '/showcase' }", "$&, { label: 'Playground', href: 'pathname:///playground/' }"))
    const page = join(root, 'src/pages/showcase.jsx')
    const showcase = await readFile(page, 'utf8')
    await writeFile(page, showcase.replace('<Link to="/">Back home</Link>', '<Link to="/">Back home</Link>\n        <a href="/api-explorer">The explorer</a>\n        <Link to="pathname:///playground/">Play</Link>'))
    const logger = memoryLogger()
    const built = await build({ root, outDir: 'build', logger })
    expect(logger.warnings.filter((w) => /playground|api-explorer/.test(w))).toEqual([])
    const doc = parseHTML(built.routes.find((r) => r.route === '/docs/links')!.html).document
    expect(doc.querySelector('article a[href="/playground/"]')?.hasAttribute('data-rtk-unchecked')).toBe(true)
    expect(doc.querySelector('header a[href="/playground/"]')?.hasAttribute('data-rtk-unchecked')).toBe(true)
    expect(doc.querySelector('footer a[href="/playground/"]')?.hasAttribute('data-rtk-unchecked')).toBe(true)
    // The same plain link written with Link is checked, as Docusaurus checks what Link collects.
    await writeFile(page, showcase.replace('<Link to="/">Back home</Link>', '<Link to="/">Back home</Link>\n        <Link to="/api-explorer">The explorer</Link>'))
    const error = await build({ root, outDir: 'build', logger: memoryLogger() }).catch((e: unknown) => e)
    expect(formatError(error)).toContain('/showcase: broken link /api-explorer (status 404)')
  })

  it("apply a function component's defaultProps in the site's code, as the React Docusaurus sites were written for did (Relay's Container)", async () => {
    const root = await siteWith("onBrokenLinks: 'throw',", { path: 'docs/extra.md', contents: '# Extra\n' })
    const page = join(root, 'src/pages/showcase.jsx')
    await writeFile(page, (await readFile(page, 'utf8')).replace('export default function Showcase() {', "function Note({ tone, children }) { return <p className={'note note--' + tone}>{children}</p> }\nNote.defaultProps = { tone: 'calm' }\n\nexport default function Showcase() {").replace('<Link to="/">Back home</Link>', '<Link to="/">Back home</Link>\n        <Note>Defaults apply</Note>\n        <Note tone="loud">Given wins</Note>'))
    const built = await build({ root, write: false, logger: memoryLogger() })
    const showcase = parseHTML(built.routes.find((r) => r.route === '/showcase')!.html).document
    expect([...showcase.querySelectorAll('p.note')].map((p) => [p.className, text(p)])).toEqual([['note note--calm', 'Defaults apply'], ['note note--loud', 'Given wins']])
  })
})

describe('images the layout shows', () => {
  it("warn when missing, as the pages' own images do, and fail nothing (a blog author's avatar; Docusaurus checks no image)", async () => {
    const copy = await copyFixture('docusaurus-blog')
    copies.push(copy)
    const authors = join(copy.root, 'blog/authors.yml')
    await writeFile(authors, (await readFile(authors, 'utf8')).replace('  url: https://ben.example.org', '  url: https://ben.example.org\n  image_url: /img/ben.png'))
    const logger = memoryLogger()
    await build({ root: copy.root, outDir: 'build', logger })
    expect(logger.warnings.filter((w) => w.includes('/img/ben.png'))[0]).toMatch(/: the image \/img\/ben\.png does not exist: readers see a broken image$/)
  })

  it("warn of a video a post's component shows that does not exist, and fail nothing (Reanimated's example videos failed the build)", async () => {
    const copy = await copyFixture('docusaurus-blog')
    copies.push(copy)
    await copy.write('src/components/Clip.js', 'export default function Clip() {\n  return <video src="/video/spring.mov" controls />\n}\n')
    await copy.write('blog/2024-07-02-clip.mdx', "---\ntitle: Clip\n---\n\nimport Clip from '@site/src/components/Clip'\n\n<Clip />\n")
    const logger = memoryLogger()
    await build({ root: copy.root, outDir: 'build', logger })
    expect(logger.warnings.filter((w) => w.includes('/video/spring.mov'))[0]).toMatch(/: the video \/video\/spring\.mov does not exist: readers see a broken video$/)
  })

  it("warn of a script or stylesheet of the config that does not exist, and fail nothing (Docusaurus checks links only)", async () => {
    const copy = await copyFixture('docusaurus-blog')
    copies.push(copy)
    const configFile = (await readdir(copy.root)).find((f) => f.startsWith('docusaurus.config'))!
    const config = join(copy.root, configFile)
    await writeFile(config, (await readFile(config, 'utf8')).replace(/(module\.exports = \{|const config[^=]*= \{|export default \{)/, "$1\n  scripts: [{ src: '/js/widget.js', defer: true }],\n  stylesheets: ['/css/extra.css'],"))
    const logger = memoryLogger()
    await build({ root: copy.root, outDir: 'build', logger })
    expect(logger.warnings.filter((w) => w.includes('/js/widget.js'))[0]).toMatch(/: the script \/js\/widget\.js does not exist: the page loads without it/)
    expect(logger.warnings.filter((w) => w.includes('/css/extra.css'))[0]).toMatch(/: the stylesheet \/css\/extra\.css does not exist: the page loads without it/)
  })
})

describe('a site without a home page', () => {
  it('leads / to the first doc of the first sidebar, and gets our not-found page', async () => {
    const copy = await copyFixture('docusaurus-site')
    copies.push(copy)
    await rm(join(copy.root, 'src/pages/index.tsx'))
    const result = await build({ root: copy.root, write: false, logger: memoryLogger() })
    const home = parseHTML(result.routes.find((r) => r.route === '/')!.html).document
    expect(home.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')).toBe('0; url=/docs/intro')
    expect(home.querySelector('a')?.getAttribute('href')).toBe('/docs/intro')
    const notFound = parseHTML(result.routes.find((r) => r.kind === 'not-found')!.html).document
    expect(text(notFound.querySelector('h1'))).toBe('Page Not Found')
    expect(notFound.querySelector('a[href="/docs/intro"]')).not.toBeNull()
  })
})
