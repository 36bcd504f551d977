/**
 * A Docusaurus site's onBrokenLinks, onBrokenMarkdownLinks and onDuplicateRoutes levels decide what the
 * checks do: fail the build, warn, or stay quiet.
 */
import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { build } from '../../src/generator/build'
import { formatError } from '../../src/generator/errors'
import { memoryLogger } from '../../src/generator/log'
import { copyFixture, text } from '../support/site'
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
  await writeFile(join(copy.root, doc.path), doc.contents)
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

  it('onBrokenLinks: warn builds and writes the site, listing the broken link as a warning, and those the layout makes', async () => {
    const root = await siteWith("onBrokenLinks: 'warn', onDuplicateRoutes: 'ignore',", { path: 'docs/links.md', contents: '# Links\n\nGo [nowhere](/docs/nowhere).\n' })
    // A navbar link to a page that does not exist: only the crawl of the output sees it.
    const configFile = join(root, 'docusaurus.config.ts')
    await writeFile(configFile, (await readFile(configFile, 'utf8')).replace("{ href: 'https://github.com/example/widgets', label: 'GitHub', position: 'right' },", "$&\n        { to: '/changelog', label: 'Changelog', position: 'right' },"))
    const logger = memoryLogger()
    await build({ root, outDir: 'build', logger })
    // Said once, with its file and line (the crawl, which finds it too, does not say it again).
    expect(logger.warnings.filter((w) => w.includes('/docs/nowhere'))).toEqual([expect.stringContaining('docs/links.md:3')])
    expect(logger.warnings.some((w) => /: broken link \/changelog \(status 404\)/.test(w))).toBe(true)
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
