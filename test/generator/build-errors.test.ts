/**
 * Bad input: every error names the file (and line/column when there is one), says what to fix,
 * and a failed build leaves the previous output exactly as it was.
 */
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { build } from '../../src/generator/build'
import { BuildError, formatError } from '../../src/generator/errors'
import { memoryLogger } from '../../src/generator/log'
import { buildSite, copyFixture } from '../support/site'

let disposers: Array<() => Promise<void>> = []
afterEach(async () => {
  await Promise.all(disposers.map((d) => d()))
  disposers = []
})

async function siteWith(files: Record<string, string>): Promise<string> {
  const copy = await copyFixture('basic')
  disposers.push(copy.dispose)
  for (const [path, contents] of Object.entries(files)) await writeFile(join(copy.root, path), contents)
  return copy.root
}

async function failure(root: string): Promise<string> {
  const error = await buildSite(root).then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error, 'the build should have failed').toBeInstanceOf(Error)
  return formatError(error)
}

describe('content errors', () => {
  it('malformed frontmatter names the file and the line of the YAML problem', async () => {
    const root = await siteWith({ 'docs/api/widget.md': '---\ntitle: ok\ndescription: [unclosed\n---\n\nBody\n' })
    expect(await failure(root)).toMatch(/^docs\/api\/widget\.md:\d+(:\d+)?: malformed frontmatter/)
  })

  it('front matter written as code (---js) is refused at its first line, never run (a public copy of reactnative.dev carried one that sent the build\'s secrets away)', async () => {
    const marker = join(tmpdir(), `rtk-js-frontmatter-${process.pid}`)
    const root = await siteWith({ 'docs/api/widget.md': `---js\nrequire('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran')\nmodule.exports = { title: 'Widget' }\n---\n\nBody\n` })
    expect(await failure(root)).toMatch(/^docs\/api\/widget\.md:1:1: front matter written in js \(`---js`\) is not read here: it would run as code\n  Fix: write the front matter as YAML/)
    expect(existsSync(marker)).toBe(false)
  })

  it('a known frontmatter key with the wrong type names the key and its line', async () => {
    const root = await siteWith({ 'docs/api/widget.md': '---\ntitle: Widget\nhide_title: maybe\n---\n\nBody\n' })
    const message = await failure(root)
    expect(message).toContain('docs/api/widget.md:3:1: frontmatter key "hide_title"')
    expect(message).toContain('Fix:')
  })

  it('an MDX syntax error names file, line and column', async () => {
    const root = await siteWith({ 'docs/api/widget.md': '---\ntitle: Widget\n---\n\nFine line.\n\nBroken {curly here.\n' })
    expect(await failure(root)).toMatch(/^docs\/api\/widget\.md:7:\d+: MDX syntax error/)
  })

  it('a TypeScript block with no JavaScript version is a warning naming the line and suggesting no-transpile, not a failure', async () => {
    // The conversion runs in the code worker; its failure must come back to the page that asked.
    const page = ['---', 'title: Widget', '---', '', 'Intro.', '', '```ts', 'const ok = 1', 'const broken = (', '```', '']
    const site = await buildSite(await siteWith({ 'docs/api/widget.md': page.join('\n') }))
    const warning = site.warnings.find((w) => w.includes('not valid TypeScript'))
    expect(warning).toMatch(/^docs\/api\/widget\.md:(9|10): this ts block is not valid TypeScript, so it gets no JavaScript version/)
    expect(warning).toContain('no-transpile')
    const sample = site.page('/api/widget').querySelector('.rtk-code-sample')
    expect(sample?.querySelector('[role="tab"]')).toBeNull()
    expect(sample?.textContent).toContain('const broken = (')
  })

  it('an undefined component is reported where it is used, with the components that exist', async () => {
    const root = await siteWith({ 'docs/api/widget.md': '---\ntitle: Widget\n---\n\nText\n\n<Missing prop="x" />\n' })
    const message = await failure(root)
    expect(message).toContain('docs/api/widget.md:7:1: the component <Missing> is not defined')
    expect(message).toContain('Tabs')
  })

  it('a render that throws prints the page, the place in its file that threw, and every cause', async () => {
    const page = [
      '---',
      'title: Widget',
      '---',
      '',
      "export function Boom() { throw new Error('outer failure', { cause: new Error('the inner reason') }) }",
      '',
      '<Boom />',
      '',
    ].join('\n')
    const message = await failure(await siteWith({ 'docs/api/widget.md': page }))
    // At the throw, found by compiling the page again with a source map.
    expect(message).toContain('docs/api/widget.md:5:36: rendering /api/widget failed: code at docs/api/widget.md:5 threw')
    expect(message).toContain('Cause: outer failure')
    expect(message).toContain('Cause: the inner reason')
  })

  it('a sidebar id that does not exist lists the ids that do', async () => {
    const root = await siteWith({ 'sidebars.ts': "export default { docs: ['introduction/start', 'api/nope'] }\n" })
    const message = await failure(root)
    expect(message).toContain('sidebars.ts: sidebar refers to doc id "api/nope", which does not exist.')
    expect(message).toContain('  - api/widget')
    expect(message).toContain('  - introduction/second')
  })

  it('a custom page without a default export tells the author to default-export a component', async () => {
    const root = await siteWith({ 'src/pages/broken.tsx': 'export const title = "Broken"\n' })
    expect(await failure(root)).toContain('src/pages/broken.tsx has no default export: a page module must default-export a React component')
  })

  it('an invalid config lists each field with the problem', async () => {
    const root = await siteWith({ 'site.config.ts': "export default { title: '', url: 'not a url', baseUrl: 'docs' }\n" })
    const message = await failure(root)
    expect(message).toContain('site.config.ts: invalid site configuration')
    expect(message).toContain('  - title:')
    expect(message).toContain('  - url:')
    expect(message).toContain('  - baseUrl: baseUrl must start and end with "/"')
  })
})

describe('links', () => {
  it('a link to a route that does not exist fails the build, naming page, line and link', async () => {
    const root = await siteWith({ 'docs/api/widget.md': '---\ntitle: Widget\n---\n\nSee [nowhere](/api/nowhere).\n' })
    const logger = memoryLogger()
    const error = await build({ root, logger }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BuildError)
    expect(formatError(error)).toContain('docs/api/widget.md:5:5: broken link "/api/nowhere": no page has the route /api/nowhere')
  })

  it('a missing anchor and an unresolved .md link only warn, naming page and link', async () => {
    const root = await siteWith({
      'docs/api/widget.md': '---\ntitle: Widget\n---\n\nSee [start](/introduction/start#no-such-heading) and [old](./gone.md).\n',
    })
    const logger = memoryLogger()
    await build({ root, logger })
    expect(logger.warnings.join('\n')).toContain('docs/api/widget.md:5:5: link "/introduction/start#no-such-heading" points to a missing anchor #no-such-heading')
    expect(logger.warnings.join('\n')).toContain('docs/api/widget.md:5: link "./gone.md" names no page')
  })

  it("a missing anchor fails the build at checks.brokenAnchors 'throw' even when broken links are only warned of (Docusaurus's onBrokenAnchors apart from onBrokenLinks)", async () => {
    const root = await siteWith({ 'docs/api/widget.md': '---\ntitle: Widget\n---\n\nSee [start](/introduction/start#no-such-heading) and [gone](/api/gone).\n\n## Options\n' })
    const config = await readFile(join(root, 'site.config.ts'), 'utf8')
    await writeFile(join(root, 'site.config.ts'), config.replace('code: { apiLinks: true },', "code: { apiLinks: true },\n  checks: { brokenLinks: 'warn', brokenAnchors: 'throw' },"))
    const logger = memoryLogger()
    const message = formatError(await build({ root, logger }).catch((e: unknown) => e))
    expect(message).toContain('1 broken anchor:\n  - docs/api/widget.md:5:5: link "/introduction/start#no-such-heading" points to a missing anchor #no-such-heading on /introduction/start')
    expect(message).not.toContain('/api/gone')
    expect(logger.warnings.join('\n')).toContain('docs/api/widget.md:5:54: broken link "/api/gone": no page has the route /api/gone')
    // With broken links at throw too, one error lists both.
    await writeFile(join(root, 'site.config.ts'), config.replace('code: { apiLinks: true },', "code: { apiLinks: true },\n  checks: { brokenAnchors: 'throw' },"))
    const both = formatError(await build({ root, logger: memoryLogger() }).catch((e: unknown) => e))
    expect(both).toContain('2 broken links:')
    expect(both).toContain('#no-such-heading')
    expect(both).toContain('/api/gone')
  })

  it('a reference link is checked at the line of its definition: a missing anchor warns there, a broken route fails there; an unused definition is no link', async () => {
    const anchor = await siteWith({ 'docs/api/widget.md': '---\ntitle: Widget\n---\n\nSee [the start][start].\n\n[start]: /introduction/start#no-such-heading\n[unused]: /nowhere/at-all\n' })
    const logger = memoryLogger()
    await build({ root: anchor, logger })
    expect(logger.warnings.filter((w) => w.includes('no-such-heading'))).toEqual([expect.stringMatching(/^docs\/api\/widget\.md:7:1: link "\/introduction\/start#no-such-heading" points to a missing anchor #no-such-heading/)])
    const broken = await siteWith({ 'docs/api/widget.md': '---\ntitle: Widget\n---\n\nSee [nowhere][gone].\n\n[gone]: /api/nowhere\n' })
    expect(formatError(await build({ root: broken, logger: memoryLogger() }).catch((e: unknown) => e))).toContain('docs/api/widget.md:7:1: broken link "/api/nowhere": no page has the route /api/nowhere')
  })

  it('a broken link that only the written page has (made by JSX) fails the build, naming the page', async () => {
    // Pass 1 reads Markdown links; this one only exists in the HTML, so linkinator's crawl must find it.
    const root = await siteWith({ 'docs/api/widget.md': '---\ntitle: Widget\n---\n\n<a href="/made/by-jsx">jsx link</a>\n' })
    const error = await build({ root, logger: memoryLogger() }).then(() => undefined, (e: unknown) => e)
    expect(formatError(error)).toContain('/api/widget: broken link /made/by-jsx (status 404)')
  })

  it('two pages on one route warn, name both files and keep the first', async () => {
    const root = await siteWith({ 'docs/api/zcopy.md': '---\ntitle: Copy\nslug: /api/widget\n---\n\nDuplicate.\n' })
    const site = await buildSite(root)
    expect(site.warnings.join('\n')).toContain('duplicate route /api/widget: docs/api/widget.md and docs/api/zcopy.md; keeping docs/api/widget.md')
    expect(site.routes.filter((r) => r.route === '/api/widget')).toHaveLength(1)
  })
})

describe('output safety', () => {
  it('a failed build leaves the previous build/ untouched', async () => {
    const root = await siteWith({})
    await build({ root, logger: memoryLogger() })
    const before = await readFile(join(root, 'build/introduction/start/index.html'), 'utf8')
    await writeFile(join(root, 'docs/introduction/start.md'), '---\ntitle: [broken\n---\n')
    await expect(build({ root, logger: memoryLogger() })).rejects.toThrow(/malformed frontmatter/)
    expect(await readFile(join(root, 'build/introduction/start/index.html'), 'utf8')).toBe(before)
    await writeFile(join(root, 'docs/api/widget.md'), '---\ntitle: W\n---\n\n[x](/missing)\n')
    await writeFile(join(root, 'docs/introduction/start.md'), '---\ntitle: Fixed\n---\n\nok\n')
    await expect(build({ root, logger: memoryLogger() })).rejects.toThrow(/broken link/)
    expect(await readFile(join(root, 'build/introduction/start/index.html'), 'utf8')).toBe(before)
  })

  it('writes each route as route/index.html and route.html, plus 404.html', async () => {
    const root = await siteWith({})
    await build({ root, logger: memoryLogger() })
    for (const file of ['index.html', 'introduction/start.html', 'introduction/start/index.html', '404.html', 'sitemap.xml', 'introduction/start.md', 'llms.txt']) {
      expect(existsSync(join(root, 'build', file)), file).toBe(true)
    }
    expect(existsSync(join(root, '404/index.html'))).toBe(false)
  })

  it('refuses an output folder outside the site root', async () => {
    const root = await siteWith({})
    await expect(build({ root, outDir: '../elsewhere', logger: memoryLogger() })).rejects.toThrow(/outside the site root/)
    await rm(join(root, 'build'), { recursive: true, force: true })
  })
})
