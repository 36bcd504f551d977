/**
 * A Docusaurus site's onBrokenLinks, onBrokenMarkdownLinks and onDuplicateRoutes levels decide what the
 * checks do: fail the build, warn, or stay quiet.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { build } from '../../src/generator/build'
import { formatError } from '../../src/generator/errors'
import { memoryLogger } from '../../src/generator/log'
import { copyFixture } from '../support/site'

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

  it('onBrokenLinks: warn builds and writes the site, listing the broken link as a warning', async () => {
    const root = await siteWith("onBrokenLinks: 'warn', onDuplicateRoutes: 'ignore',", { path: 'docs/links.md', contents: '# Links\n\nGo [nowhere](/docs/nowhere).\n' })
    const logger = memoryLogger()
    await build({ root, outDir: 'build', logger })
    expect(logger.warnings.filter((w) => w.includes('/docs/nowhere'))).toEqual([expect.stringContaining('docs/links.md:3')])
  })
})
