/**
 * Builds fixture sites for tests: in memory by default, or to a temp copy when a test must touch files.
 * `page(route)` parses a rendered route so tests read it as a reader's browser would.
 */
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { parseHTML } from 'linkedom'
import { build, type BuildOptions, type BuildResult } from '../../src/generator/build'
import { memoryLogger } from '../../src/generator/log'

export const FIXTURES = resolve(import.meta.dirname, '../fixtures')

export interface TestSite extends BuildResult {
  warnings: string[]
  /** The rendered route as a DOM document. */
  page(route: string): Document
}

export async function buildSite(root: string, options: Partial<BuildOptions> = {}): Promise<TestSite> {
  const logger = memoryLogger()
  const result = await build({ root, write: false, logger, ...options })
  return {
    ...result,
    warnings: logger.warnings,
    page(route) {
      const found = result.routes.find((r) => r.route === route)
      if (!found) throw new Error(`no route ${route}; routes: ${result.routes.map((r) => r.route).join(', ')}`)
      return parseHTML(found.html).document
    },
  }
}

/**
 * A throwaway copy of a fixture, for tests that edit files; `write` puts a file in it (folders made as
 * needed); call `dispose()` after.
 */
export async function copyFixture(name: string): Promise<{ root: string; write(file: string, contents: string): Promise<void>; dispose(): Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), `rtk-docs-${name}-`))
  await cp(join(FIXTURES, name), root, { recursive: true, filter: (src) => !/\/(build|\.build-staging[^/]*)$/.test(src) })
  return {
    root,
    async write(file, contents) {
      await mkdir(dirname(join(root, file)), { recursive: true })
      await writeFile(join(root, file), contents)
    },
    dispose: () => rm(root, { recursive: true, force: true }),
  }
}

/**
 * The fixture `name` built in memory from a throwaway copy in which each file of `edits` is rewritten by
 * its function (given the file's text), or written with the text given (a new file); the copy is removed
 * once built.
 */
export async function buildEditedCopy(name: string, edits: Record<string, string | ((text: string) => string)>): Promise<TestSite> {
  const copy = await copyFixture(name)
  try {
    for (const [file, edit] of Object.entries(edits)) await copy.write(file, typeof edit === 'string' ? edit : edit(await readFile(join(copy.root, file), 'utf8')))
    return await buildSite(copy.root)
  } finally {
    await copy.dispose()
  }
}

/**
 * The basic fixture, copied, with a sidebar large enough to be sent in parts (render/sidebar-parts.ts):
 * its Reference category folded, and a folded category "Links" of `links` external links
 * ("Elsewhere 0" …).
 */
export async function copyFixtureWithLargeSidebar(links: number): Promise<{ root: string; dispose(): Promise<void> }> {
  const fixture = await copyFixture('basic')
  const many = Array.from({ length: links }, (_, i) => ({ type: 'link', href: `https://example.com/${i}`, label: `Elsewhere ${i}` }))
  await writeFile(
    join(fixture.root, 'sidebars.ts'),
    `export default {
  docs: [
    { type: 'category', label: 'Introduction', items: ['introduction/start', 'introduction/second'] },
    { type: 'category', label: 'Reference', collapsed: true, items: ['api/widget'] },
    { type: 'category', label: 'Links', collapsed: true, items: ${JSON.stringify(many)} },
  ],
}
`,
  )
  return fixture
}

/** Visible text with whitespace collapsed, as a reader would read it. */
export function text(node: Element | Document | null | undefined): string {
  return (node?.textContent ?? '').replace(/\s+/g, ' ').trim()
}

/**
 * Gives a fixture copied to the system's temp folder the generator's packages, as if the site had
 * installed them: each one its node_modules does not hold already (a fixture may bring its own) is linked in.
 */
export async function linkGeneratorPackages(root: string): Promise<void> {
  const modules = join(root, 'node_modules')
  await mkdir(modules, { recursive: true })
  const own = new Set(await readdir(modules))
  const generator = resolve(FIXTURES, '../../node_modules')
  for (const name of await readdir(generator)) if (!own.has(name) && !name.startsWith('.')) await symlink(join(generator, name), join(modules, name))
}
