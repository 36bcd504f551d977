/**
 * The watch server on a site styled by Tailwind through PostCSS (test/fixtures/docusaurus-tailwind): the
 * CSS follows the classes the content uses, so a doc saved with a new utility class gets its rule.
 * The server runs from the site's folder, as ./bin/dev runs it (Tailwind reads its config from there).
 */
import { mkdir, symlink } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevFixture, type DevFixture } from '../support/dev-fixture'

const GENERATOR_ROOT = resolve(import.meta.dirname, '../..')
const startedIn = process.cwd()
let site: DevFixture
beforeAll(async () => {
  site = await startDevFixture('docusaurus-tailwind', {
    prepare: async (root) => {
      await mkdir(join(root, 'node_modules'), { recursive: true })
      for (const name of ['tailwindcss', 'postcss']) await symlink(join(GENERATOR_ROOT, 'node_modules', name), join(root, 'node_modules', name))
      process.chdir(root)
    },
  })
}, 180_000)
afterAll(async () => {
  await site?.close()
  process.chdir(startedIn)
})


describe('watch server with Tailwind', () => {
  it("serves the utilities the site's content uses", async () => {
    expect(await site.siteCss('/docs/intro')).toContain('.bg-emerald-100{')
    expect(await site.siteCss('/docs/intro')).not.toContain('.text-rose-700{')
  })

  it('adds the rule of a utility class a saved doc starts to use', { timeout: 90_000 }, async () => {
    await site.afterEdit('docs/intro.mdx', 'The table lists', '<span className="text-rose-700">Spring tides</span> are the highest. The table lists', async () => (await site.siteCss('/docs/intro')).includes('.text-rose-700{'))
  })
})
