/**
 * Loading site.config.ts (and sidebars.ts, through the same importFresh): TypeScript with local imports
 * and packages, seen afresh after an edit, and errors that name the file and place.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { importFresh, loadConfig } from '../../../src/generator/config/load'
import { formatError } from '../../../src/generator/errors'

let roots: string[] = []
afterEach(async () => {
  await Promise.all(roots.map((r) => rm(r, { recursive: true, force: true })))
  roots = []
})

async function site(files: Record<string, string>): Promise<string> {
  // Under the repository, so a package the config imports resolves from its node_modules.
  const root = await mkdtemp(join(import.meta.dirname, '.tmp-config-'))
  roots.push(root)
  for (const [path, contents] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true })
    await writeFile(join(root, path), contents)
  }
  return root
}

async function failure(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(() => undefined, (e: unknown) => e)
  expect(error, 'loading should have failed').toBeInstanceOf(Error)
  return formatError(error)
}

describe('site.config.ts', () => {
  it('loads TypeScript with local imports, packages and its own import.meta.url, and leaves no file behind', async () => {
    const root = await site({
      'site.config.ts': [
        "import { fileURLToPath } from 'node:url'",
        "import { title } from './config/title'",
        "import GithubSlugger from 'github-slugger'",
        'const folder: string = fileURLToPath(new URL(".", import.meta.url))',
        'export default { title: `${title} ${new GithubSlugger().slug("A B")}`, url: "https://t.example", tagline: folder }',
        '',
      ].join('\n'),
      'config/title.ts': 'export const title: string = "Typed"\n',
    })
    const config = await loadConfig(root)
    expect(config.title).toBe('Typed a-b')
    expect(config.tagline).toBe(`${root}/`)
    expect(await readdir(join(root, '.cache', 'rtk-docs'))).toEqual([])
  })

  it('sees an edit at the next load (no module cache)', async () => {
    const root = await site({ 'sidebars.ts': 'export default { docs: ["a"] }\n' })
    expect(await importFresh(root, 'sidebars.ts')).toEqual({ docs: ['a'] })
    await writeFile(join(root, 'sidebars.ts'), 'export default { docs: ["a", "b"] }\n')
    expect(await importFresh(root, 'sidebars.ts')).toEqual({ docs: ['a', 'b'] })
  })

  it('a syntax error: file, line and column', async () => {
    const root = await site({ 'site.config.ts': 'const a = 1\nexport default { title: "T", url: "https://t.example",, }\n' })
    expect(await failure(loadConfig(root))).toMatch(/^site\.config\.ts:2:\d+: site\.config\.ts could not be compiled: /)
  })

  it('code that throws: the file, and the thrown error as the cause', async () => {
    const root = await site({ 'site.config.ts': 'if (!process.env.NOT_SET_ANYWHERE) throw new Error("NOT_SET_ANYWHERE is missing")\nexport default {}\n' })
    const message = await failure(loadConfig(root))
    expect(message).toMatch(/^site\.config\.ts: site\.config\.ts could not be loaded/)
    expect(message).toContain('Cause: NOT_SET_ANYWHERE is missing')
  })

  it('no default export', async () => {
    const root = await site({ 'site.config.ts': 'export const title = "T"\n' })
    expect(await failure(loadConfig(root))).toContain('site.config.ts has no default export')
  })
})
