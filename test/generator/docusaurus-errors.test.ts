/**
 * Docusaurus content that is wrong, and the sidebar file formats: each small site is written to a temp
 * folder, built in memory, and the error must name the file and the place inside it.
 */
import { spawnSync } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { formatError } from '../../src/generator/errors'
import { buildSite, text } from '../support/site'

const REPO = resolve(import.meta.dirname, '../..')
let roots: string[] = []
afterEach(async () => {
  await Promise.all(roots.map((r) => rm(r, { recursive: true, force: true })))
  roots = []
})

const CONFIG = "export default { title: 'Tiny', url: 'https://tiny.example', footer: { links: [] } }\n"

/** A site with a config, the given files, and `docs/intro.md` unless given. */
async function site(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'rtk-docs-docusaurus-'))
  roots.push(root)
  const all = { 'site.config.ts': CONFIG, 'docs/intro.md': '# Intro\n\nHello.\n', ...files }
  for (const [path, contents] of Object.entries(all)) {
    if (contents === undefined) continue
    await mkdir(dirname(join(root, path)), { recursive: true })
    await writeFile(join(root, path), contents)
  }
  return root
}

async function failure(root: string): Promise<string> {
  const error = await buildSite(root).then(() => undefined, (e: unknown) => e)
  expect(error, 'the build should have failed').toBeInstanceOf(Error)
  return formatError(error)
}

describe('sidebar file formats', () => {
  it.each([
    ['sidebars.ts', "export default { docs: ['intro', { Guides: ['guide'] }] }\n"],
    ['sidebars.mjs', "export default { docs: ['intro', { Guides: ['guide'] }] }\n"],
    ['sidebars.cjs', "module.exports = { docs: ['intro', { Guides: ['guide'] }] }\n"],
    ['sidebars.json', '{ "docs": ["intro", { "Guides": ["guide"] }] }\n'],
  ])('%s is found at the root and read', async (file, contents) => {
    const built = await buildSite(await site({ [file]: contents, 'docs/guide.md': '# A guide\n\nText.\n' }))
    const sidebar = built.page('/guide').querySelector('.rtk-sidebar')
    expect([...sidebar!.querySelectorAll('a, summary')].map(text)).toEqual(['Intro', 'Guides', 'A guide'])
  })

  it("a CommonJS sidebar file may require() the site's packages, as Docusaurus's loader lets it", async () => {
    const root = await site({ 'node_modules/guide-ids/package.json': '{ "name": "guide-ids", "main": "index.js" }', 'node_modules/guide-ids/index.js': "module.exports = { first: 'guide' }\n", 'sidebars.js': "module.exports = { docs: ['intro', require('guide-ids').first] }\n", 'docs/guide.md': '# A guide\n' })
    const built = await buildSite(root)
    expect([...built.page('/guide').querySelectorAll('.rtk-sidebar a')].map(text)).toEqual(['Intro', 'A guide'])
    // In Node itself: vitest's module runner gives every module a `require`, which a build's process has not.
    const script = `import { loadSidebars } from ${JSON.stringify(join(REPO, 'src/generator/sidebar/load.ts'))}\nconst { sidebars } = await loadSidebars(process.argv[1], {})\nprocess.stdout.write(JSON.stringify(sidebars.get('docs').map((item) => item.id)))`
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, root], { encoding: 'utf8', timeout: 60_000 })
    expect(run.stderr).toBe('')
    expect(JSON.parse(run.stdout)).toEqual(['intro', 'guide'])
  })

  it('a list among the items is read as its items in place, as Docusaurus reads a slice (Relay spreads none)', async () => {
    const built = await buildSite(await site({ 'sidebars.js': "const rescued = ['guide', ['other']]\nmodule.exports = { docs: ['intro', rescued, { Guides: [rescued] }] }\n", 'docs/guide.md': '# A guide\n', 'docs/other.md': '# Other\n' }))
    expect([...built.page('/guide').querySelectorAll('.rtk-sidebar a, .rtk-sidebar summary')].map(text)).toEqual(['Intro', 'A guide', 'Other', 'Guides', 'A guide', 'Other'])
  })

  it('without a sidebar file, one sidebar is generated from the docs folder', async () => {
    const built = await buildSite(await site({ 'docs/guides/_category_.json': '{ "label": "All guides" }', 'docs/guides/one.md': '# One\n\nText.\n' }))
    expect([...built.page('/intro').querySelectorAll('.rtk-sidebar a, .rtk-sidebar summary')].map(text)).toEqual(['All guides', 'One', 'Intro'])
  })

  it('include and exclude globs in the config choose the pages', async () => {
    const config = "export default { title: 'Tiny', url: 'https://tiny.example', docs: { include: ['intro.md', 'guides/**/*.md'], exclude: ['**/wip-*'] }, footer: { links: [] } }\n"
    const built = await buildSite(await site({ 'site.config.ts': config, 'docs/guides/a.md': '# A\n', 'docs/guides/wip-b.md': '# B\n', 'docs/notes/c.md': '# C\n' }))
    expect(built.routes.map((r) => r.route).sort()).toEqual(['/guides/a', '/intro'])
  })
})

describe('markdown.format', () => {
  it('mdx (the default): a .md page is MDX, with HTML comments dropped and components rendered', async () => {
    const page = '# P\n\n<!-- hidden\nnote -->\n\n<Tabs><TabItem value="a" label="A">In a tab</TabItem></Tabs>\n'
    const built = await buildSite(await site({ 'docs/page.md': page }))
    const article = built.page('/page').querySelector('article')!
    expect(text(article.querySelector('[role="tab"]'))).toBe('A')
    expect(article.innerHTML).not.toContain('hidden')
  })

  it('md: every page is CommonMark, so braces and angle brackets are text and raw HTML is HTML', async () => {
    const config = "export default { title: 'Tiny', url: 'https://tiny.example', markdown: { format: 'md' }, footer: { links: [] } }\n"
    const page = '# P\n\nA {brace} and a <Widget> tag.\n\n<kbd>Ctrl</kbd>\n'
    const built = await buildSite(await site({ 'site.config.ts': config, 'docs/page.mdx': page }))
    const article = built.page('/page').querySelector('article')!
    expect(text(article)).toContain('A {brace} and a tag.')
    expect(text(article.querySelector('kbd'))).toBe('Ctrl')
  })
})

describe('malformed sidebars name the file and the path inside it', () => {
  it('a doc item without an id', async () => {
    const message = await failure(await site({ 'sidebars.js': "module.exports = { docs: ['intro', { type: 'category', label: 'X', items: [{ type: 'doc' }] }] }\n" }))
    expect(message).toMatch(/^sidebars\.js: invalid sidebar item at docs\[1\]\.items\[0\]: missing "id"/)
    expect(message).toContain('Fix: fix docs[1].items[0] in sidebars.js')
  })

  it('an unknown item type, inside a shorthand category', async () => {
    const message = await failure(await site({ 'sidebars.js': "module.exports = { docs: { Guides: ['intro', { type: 'page', id: 'intro' }] } }\n" }))
    expect(message).toMatch(/^sidebars\.js: invalid sidebar item at docs\["Guides"\]\[1\]: unknown sidebar item type "page"/)
  })

  it('a field of the wrong type and an unknown key', async () => {
    expect(await failure(await site({ 'sidebars.js': "module.exports = { docs: [{ type: 'category', label: 'X', collapsed: 'yes', items: [] }] }\n" }))).toMatch(/docs\[0\]\.collapsed: expected a boolean, found string "yes"/)
    expect(await failure(await site({ 'sidebars.js': "module.exports = { docs: [{ type: 'link', label: 'X', href: '/', to: '/' }] }\n" }))).toMatch(/docs\[0\]: unknown key "to" on a 'link' item/)
  })

  it('a doc id that does not exist lists the ids that do', async () => {
    const message = await failure(await site({ 'sidebars.js': "module.exports = { docs: ['intro', 'missing'] }\n" }))
    expect(message).toContain('sidebar refers to doc id "missing", which does not exist. (item docs[1])')
    expect(message).toContain('  - intro')
    expect(message).toContain('create docs/missing.md')
  })

  it("a doc id's hint names the docs folder, and says why a file that is there is not a page", async () => {
    const config = "export default { title: 'Tiny', url: 'https://tiny.example', footer: { links: [] }, docs: { path: 'content', include: ['intro.md', 'guides/**/*.md'] } }\n"
    const files = { 'site.config.ts': config, 'docs/intro.md': undefined as unknown as string, 'content/intro.md': '# Intro\n', 'content/extra.md': '# Extra\n', 'content/guides/_part.md': 'Part\n' }
    expect(await failure(await site({ ...files, 'sidebars.js': "module.exports = { docs: ['intro', 'gone'] }\n" }))).toContain('create content/gone.md')
    expect(await failure(await site({ ...files, 'sidebars.js': "module.exports = { docs: ['intro', 'extra'] }\n" }))).toContain("content/extra.md exists but the docs' include/exclude leave it out")
    expect(await failure(await site({ ...files, 'sidebars.js': "module.exports = { docs: ['intro', 'guides/_part'] }\n" }))).toContain('content/guides/_part.md is a partial')
  })

  it('a sidebars.json syntax error names its line', async () => {
    expect(await failure(await site({ 'sidebars.json': '{\n  "docs": [\n    "intro",\n  ]\n}\n' }))).toMatch(/^sidebars\.json:3: sidebars\.json is not valid JSON/)
    expect(await failure(await site({ 'sidebars.json': '{\n  "docs": [\n    "intro"\n    "other"\n  ]\n}\n' }))).toMatch(/^sidebars\.json:4: sidebars\.json is not valid JSON/)
  })

  it('a bad _category_ file names itself', async () => {
    const message = await failure(await site({ 'docs/guides/_category_.json': '{ "label": 3 }', 'docs/guides/a.md': '# A\n' }))
    expect(message).toMatch(/^docs\/guides\/_category_\.json: invalid sidebar item at _category_\[0\]\.label: expected a string/)
  })
})

describe('Markdown plugins of the config', () => {
  it('an anonymous remark plugin (a package\'s arrow function) that fails is named by its place in its list', async () => {
    const message = await failure(await site({
      'site.config.ts': undefined as never,
      'docusaurus.config.js': "module.exports = { title: 'Tiny', url: 'https://tiny.example', presets: [['classic', { docs: { routeBasePath: '/', remarkPlugins: [() => () => {}, [() => () => { throw new Error('no source file') }, {}]] } }]] }\n",
    }))
    expect(message).toMatch(/^docs\/intro\.md: remark plugin #2 of docs\.remarkPlugins failed: no source file\n/)
  })

  it('a component nobody gives, on a site whose preset or theme does not run here, names them as where it may come from', async () => {
    const message = await failure(await site({
      'site.config.ts': undefined as never,
      'docusaurus.config.js': "module.exports = { title: 'Tiny', url: 'https://tiny.example', presets: [[require.resolve('company-docs/preset'), { docs: { routeBasePath: '/' } }]] }\n",
      'docs/intro.md': '# Intro\n\n<CompanyOnly>Open to all.</CompanyOnly>\n',
    }))
    expect(message).toMatch(/^docs\/intro\.md:3:1: the component <CompanyOnly> is not defined\n/)
    expect(message).toContain('; if company-docs/preset (not run here) gives it to every page, give it in the site\'s src/theme/MDXComponents')
  })

  it('a plugin that gives back something other than a syntax tree is named, with the page (it was "MDX syntax error", and no file)', async () => {
    const message = await failure(await site({
      'site.config.ts': undefined as never,
      'docusaurus.config.js': "module.exports = { title: 'Tiny', url: 'https://tiny.example', presets: [['classic', { docs: { routeBasePath: '/', remarkPlugins: [function poison() { return () => function notATree() {} }] } }]] }\n",
    }))
    expect(message).toMatch(/^docs\/intro\.md: remark plugin "poison" failed: it returned a function where a syntax tree \(or nothing\) was expected\n/)
  })

  it('a plugin that gives back null keeps the tree it changed, as unified takes null for nothing (Flow\'s flow-check plugin failed every page)', async () => {
    const built = await buildSite(await site({
      'site.config.ts': undefined as never,
      'docusaurus.config.js': "module.exports = { title: 'Tiny', url: 'https://tiny.example', presets: [['classic', { docs: { routeBasePath: '/', remarkPlugins: [function marks() { return async (tree) => { tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'Checked.' }] }); return null } }, function marksToo() { return (tree, file, done) => { tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'Again.' }] }); done(null, null) } }] } }]] }\n",
    }))
    expect(built.warnings.filter((w) => w.includes('marks'))).toEqual([])
    expect([...built.page('/intro').querySelectorAll('article p')].map(text).slice(-2)).toEqual(['Checked.', 'Again.'])
  })

  it("a plugin of the site's that fails as it runs while packages its files import are not installed is left out, said once (Redux's linkDocblocks)", async () => {
    const built = await buildSite(await site({
      'site.config.ts': undefined as never,
      'plugins/docblocks.js': "const ts = require('typescript-not-here')\nmodule.exports = function linkDocblocks() { return (tree) => { tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: `${ts.version}` }] }) } }\n",
      'docusaurus.config.js': "module.exports = { title: 'Tiny', url: 'https://tiny.example', presets: [['classic', { docs: { routeBasePath: '/', remarkPlugins: [require('./plugins/docblocks')] } }]] }\n",
      'docs/other.md': '# Other\n\nMore.\n',
    }))
    expect(text(built.page('/intro').querySelector('article p'))).toBe('Hello.')
    expect(built.warnings.filter((w) => w.includes('linkDocblocks'))).toEqual([
      expect.stringMatching(/^docs\/(intro|other)\.md: remark plugin "linkDocblocks" is left out: it failed on this page \(Cannot convert object to primitive value\) while packages the config's files import are not installed here \(typescript-not-here\): npm install them in the site to run it$/),
    ])
  })
})

describe('local files', () => {
  it('a missing image names the page, line and column', async () => {
    const message = await failure(await site({ 'docs/page.md': '# P\n\nText.\n\n![Chart](./img/chart.png)\n' }))
    expect(message).toMatch(/^docs\/page\.md:5:1: image "\.\/img\/chart\.png" not found/)
  })
})

describe('imports that cannot be resolved name the page and the line of the import', () => {
  it('a package that is not installed', async () => {
    const page = '---\ntitle: P\n---\n\nimport Thing from "not-installed-anywhere";\n\n<Thing />\n'
    const message = await failure(await site({ 'docs/page.mdx': page }))
    expect(message).toMatch(/^docs\/page\.mdx:5:19: module not found: "not-installed-anywhere"/)
    expect(message).toContain('npm install not-installed-anywhere')
  })

  it("a package's stylesheet, when the package is not installed", async () => {
    const page = '---\ntitle: P\ndescription: A page.\n---\n\n# P\n\nText.\n\nimport "lite-embed-not-installed/dist/embed.css";\n\nText.\n'
    const message = await failure(await site({ 'docs/page.mdx': page }))
    expect(message).toMatch(/^docs\/page\.mdx:10:8: module not found: "lite-embed-not-installed\/dist\/embed\.css"/)
    expect(message).toContain('npm install lite-embed-not-installed')
  })

  it('a package that fails as it loads names the page, not the compiled module', async () => {
    const message = await failure(await site({
      'node_modules/browser-only/package.json': '{ "name": "browser-only", "main": "index.js" }',
      'node_modules/browser-only/index.js': "throw new Error('window is not defined')\n",
      'docs/page.mdx': '# P\n\nimport Thing from "browser-only";\n\n<Thing />\n',
    }))
    expect(message).toMatch(/^docs\/page\.mdx:3:19: the package "browser-only" threw while the page loaded it: window is not defined/)
    expect(message).toContain('thrown at node_modules/browser-only/index.js')
    expect(message).not.toContain('.cache')
  })

  it('an export of the page that throws as it loads: the line of the throw, not the top of the page', async () => {
    const page = '---\ntitle: P\n---\n\n# P\n\nSome prose.\n\nexport const settings = JSON.parse("{ not json")\n\nMore prose.\n'
    const message = await failure(await site({ 'docs/page.mdx': page }))
    expect(message).toMatch(/^docs\/page\.mdx:9:\d+: the page's code threw while loading: .*JSON/)
    expect(message).toContain('an `export` or `import` at the top of the page throws')
  })

  it('a local file the page imports that throws: that file and its line, and which page imports it', async () => {
    const message = await failure(await site({
      'docs/settings.js': "export const first = 1\n\nexport const second = undefinedThing.value\n",
      'docs/page.mdx': '# P\n\nimport { second } from "./settings.js";\n\nValue: {second}\n',
    }))
    expect(message).toMatch(/^docs\/settings\.js:3:\d+: the page's code threw while loading: undefinedThing is not defined/)
    expect(message).toContain('docs/page.mdx imports this file')
  })

  it('a partial that does not exist', async () => {
    const page = '# P\n\nText.\n\nimport Part from "./_missing.mdx";\n\n<Part />\n'
    expect(await failure(await site({ 'docs/page.mdx': page }))).toMatch(/^docs\/page\.mdx:5:18: module not found: "\.\/_missing\.mdx"/)
  })

  it('a theme module this generator does not provide', async () => {
    const page = '# P\n\nimport Fancy from "@theme/FancyThing";\n\n<Fancy />\n'
    const message = await failure(await site({ 'docs/page.mdx': page }))
    expect(message).toMatch(/^docs\/page\.mdx:3:19: @theme\/FancyThing is not provided by this generator/)
    expect(message).toContain('@theme/Tabs')
  })
})
