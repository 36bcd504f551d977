/** The fingerprint that names a site's Markdown plugins in the page cache's key (mdx/user-plugins.ts). */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DocsConfig } from '../../../src/generator/config/schema'
import { userPluginsOf, userPluginsRef } from '../../../src/generator/mdx/user-plugins'

let root: string
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'rtk-user-plugins-'))
})
afterAll(() => rm(root, { recursive: true, force: true }))

function remarkShout(options?: { loud: boolean }) {
  return () => void options
}
const lists = (remarkPlugins: DocsConfig['remarkPlugins']): Parameters<typeof userPluginsRef>[1] => ({ remarkPlugins, beforeDefaultRemarkPlugins: [], rehypePlugins: [], beforeDefaultRehypePlugins: [] })
const fingerprint = (remarkPlugins: DocsConfig['remarkPlugins']) => userPluginsRef(root, lists(remarkPlugins), 'site.config.ts')?.fingerprint

describe('userPluginsRef', () => {
  it('is undefined for a site without plugins (false entries do not count)', () => {
    expect(fingerprint([])).toBeUndefined()
    expect(fingerprint([false, null])).toBeUndefined()
  })

  it('stays the same for the same plugins and options, and changes with the options or the plugin code', () => {
    const first = fingerprint([[remarkShout, { loud: true }]])
    expect(fingerprint([[remarkShout, { loud: true }]])).toBe(first)
    expect(fingerprint([[remarkShout, { loud: false }]])).not.toBe(first)
    function remarkShoutEdited(options?: { loud: boolean }) {
      return () => void [options]
    }
    Object.defineProperty(remarkShoutEdited, 'name', { value: 'remarkShout' })
    expect(fingerprint([[remarkShoutEdited, { loud: true }]])).not.toBe(first)
  })

  it('changes when the site\'s lockfile does (an upgraded plugin package)', async () => {
    const before = fingerprint([remarkShout])
    await writeFile(join(root, 'package-lock.json'), '{"lockfileVersion": 3}')
    expect(fingerprint([remarkShout])).not.toBe(before)
  })

  it('registers the plugins in this thread, named for the errors they throw', async () => {
    const ref = userPluginsRef(root, lists([[remarkShout, { loud: true }]]), 'site.config.ts')
    const plugins = await userPluginsOf(ref, root)
    expect(plugins.remarkPlugins).toHaveLength(1)
    const [wrapped, options] = plugins.remarkPlugins[0] as [() => unknown, unknown]
    expect([wrapped.name, options]).toEqual(['remarkShout', { loud: true }])
  })
})
