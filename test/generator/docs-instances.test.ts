/**
 * A second docs plugin (Docusaurus's multi-instance docs: `plugins: [['@docusaurus/plugin-content-docs',
 * { id, path, routeBasePath }]]`) in a copy of the versions fixture: its pages, its own sidebar, navbar
 * items that name it with `docsPluginId`, and what an author is told about a plugin id that does not exist.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build } from '../../src/generator/build'
import { formatError } from '../../src/generator/errors'
import { memoryLogger } from '../../src/generator/log'
import { buildSite, copyFixture, text, type TestSite } from '../support/site'

let fixture: Awaited<ReturnType<typeof copyFixture>>
let site: TestSite
let config: string
beforeAll(async () => {
  fixture = await copyFixture('docusaurus-versions')
  await mkdir(join(fixture.root, 'community/events'), { recursive: true })
  // Its pagination names a doc of its own, as Docusaurus resolves it (typescript-eslint's docs do).
  await writeFile(join(fixture.root, 'community/intro.md'), '---\npagination_next: events/meetups\npagination_prev: null\n---\n\n# Community\n\nWhere Lantern people meet.\n')
  await writeFile(join(fixture.root, 'community/events/meetups.md'), '# Meetups\n\nOnce a month, see the [introduction](../intro.md).\n')
  config = join(fixture.root, 'docusaurus.config.ts')
  await writeFile(
    config,
    (await readFile(config, 'utf8'))
      .replace('  plugins: [', "  plugins: [\n    ['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community' }],")
      .replace("{ type: 'docsVersionDropdown', position: 'right',", "{ type: 'doc', docId: 'intro', docsPluginId: 'community', label: 'Community', position: 'left' },\n        { type: 'docsVersionDropdown', position: 'right',"),
  )
  site = await buildSite(fixture.root)
}, 60_000)
afterAll(() => fixture.dispose())

describe('a second docs plugin', () => {
  it('serves its docs under its route base, with the sidebar generated from its folder', () => {
    const page = site.page('/community/events/meetups')
    expect(text(page.querySelector('main'))).toContain('Once a month')
    expect(page.querySelector('main a[href="/community/intro"]')).not.toBeNull()
    expect([...page.querySelectorAll('[data-rtk-sidebar] a')].map((a) => a.getAttribute('href'))).toEqual(['/community/events/meetups', '/community/intro'])
  })

  it("resolves a doc's pagination_next among the docs of its own plugin", () => {
    const links = [...site.page('/community/intro').querySelectorAll('.rtk-pagination a')].map((a) => [a.getAttribute('rel'), a.getAttribute('href')])
    expect(links).toEqual([['next', '/community/events/meetups']])
  })

  it('resolves a navbar doc item that names it with docsPluginId, and the main docs\' items as before', () => {
    const links = [...site.page('/docs/intro').querySelectorAll('.rtk-navbar__items a.rtk-navbar__link')].map((a) => [text(a), a.getAttribute('href')])
    expect(links).toEqual(expect.arrayContaining([['Docs', '/docs/intro'], ['Community', '/community/intro']]))
  })

  it("leaves the main docs' version dropdown and preferred version alone on its pages", () => {
    const page = site.page('/community/intro')
    // Unversioned, its "current" is not the main docs' Canary: the dropdown keeps its own label, and the
    // client is given no docs version to remember as the reader's preferred one.
    expect(page.documentElement.hasAttribute('data-rtk-docs-version')).toBe(false)
    const dropdown = (route: string) => text(site.page(route).querySelector('.rtk-navbar__items--right .rtk-dropdown__toggle'))
    // The last version's label, as on any page that is not the main docs' (Docusaurus: the active or preferred one).
    expect(dropdown('/community/intro')).toBe('2.0')
    expect(dropdown('/docs/next/intro')).toBe('Canary')
  })

  it('keeps the main docs and their versions as they were', () => {
    expect(text(site.page('/docs/intro').querySelector('main'))).toContain('This is the 2.0 text.')
    expect([...site.page('/docs/intro').querySelectorAll('[data-rtk-sidebar] a')].map((a) => a.getAttribute('href'))).toEqual(['/docs/intro', '/docs/guides/setup'])
  })

  it('names the plugins there are when a navbar item names one that is not', async () => {
    await writeFile(config, (await readFile(config, 'utf8')).replace("docsPluginId: 'community'", "docsPluginId: 'forum'"))
    const error = await build({ root: fixture.root, write: false, logger: memoryLogger() }).catch((e: unknown) => e)
    expect(formatError(error)).toContain('Cause: docsPluginId "forum" names no docs plugin; the docs plugins are: default, community')
  })
})

describe('a second docs plugin with versions of its own', () => {
  let copy: Awaited<ReturnType<typeof copyFixture>>
  let versioned: TestSite
  beforeAll(async () => {
    copy = await copyFixture('docusaurus-versions')
    const write = copy.write
    // Docusaurus's names for a plugin with id "community": community_versions.json, community_versioned_docs/…
    await write('community/intro.md', '# Community\n\nMeet us on the new forum.\n')
    // A link from its folder's root names its own intro, not the main docs' one (Docusaurus resolves in the doc's plugin and version).
    await write('community/events.md', '# Events\n\nSee the [introduction](/intro.md).\n')
    await write('community_versions.json', '["1.0"]\n')
    await write('community_versioned_docs/version-1.0/intro.md', '# Community\n\nMeet us on the mailing list.\n')
    await write('community_versioned_sidebars/version-1.0-sidebars.json', '{ "community": ["intro"] }\n')
    const file = join(copy.root, 'docusaurus.config.ts')
    await writeFile(
      file,
      (await readFile(file, 'utf8'))
        .replace('  plugins: [', "  plugins: [\n    ['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community' }],")
        .replace("{ type: 'docsVersionDropdown', position: 'right',", "{ type: 'docsVersionDropdown', docsPluginId: 'community', position: 'left' },\n        { type: 'docsVersionDropdown', position: 'right',"),
    )
    versioned = await buildSite(copy.root)
  }, 60_000)
  afterAll(() => copy.dispose())

  it('serves its last version at its base, its current docs under /next, with the banner', () => {
    expect(text(versioned.page('/community/intro').querySelector('main'))).toContain('Meet us on the mailing list.')
    const next = versioned.page('/community/next/intro').querySelector('main')!
    expect(text(next)).toContain('Meet us on the new forum.')
    expect(next.querySelector('.rtk-version-banner a')?.getAttribute('href')).toBe('/community/intro')
    // The main docs keep theirs.
    expect(text(versioned.page('/docs/intro').querySelector('main'))).toContain('This is the 2.0 text.')
  })

  it("resolves its docs' .md links in its own folder and version, not the main docs' last version", () => {
    expect(versioned.page('/community/next/events').querySelector('main article p a')?.getAttribute('href')).toBe('/community/next/intro')
  })

  it('lists its versions in the dropdown that names it', () => {
    const dropdowns = [...versioned.page('/community/intro').querySelectorAll('.rtk-navbar [data-rtk-dropdown]')]
    const items = dropdowns.map((d) => [...d.querySelectorAll('a')].map((a) => [text(a), a.getAttribute('href')]))
    expect(items).toContainEqual([['Next', '/community/next/intro'], ['1.0', '/community/intro']])
  })
})

describe("each docs plugin's own options", () => {
  // A multi-library site (redux.js.org runs one docs plugin per library): each plugin's Markdown plugins,
  // edit links, admonitions and breadcrumbs are its own, as Docusaurus gives each plugin instance its options.
  let copy: Awaited<ReturnType<typeof copyFixture>>
  let own: TestSite
  beforeAll(async () => {
    copy = await copyFixture('docusaurus-versions')
    await copy.write('toolkit/intro.md', '# Toolkit\n\nThe toolkit docs.\n\n:::toolnote\n\nA note of the toolkit.\n\n:::\n')
    await copy.write('toolkit/guides/setup.md', '# Setup\n\nSet the toolkit up.\n')
    await copy.write('docs/marked.md', '# Marked\n\nA page of the main docs.\n')
    // Each remark plugin appends a paragraph naming its plugin; the toolkit's fails outside its own folder.
    const marker = (name: string, inToolkit: boolean) =>
      `() => (tree, file) => { if (file.path.includes('/toolkit/') !== ${inToolkit}) throw new Error('${name} ran on ' + file.path); tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'marked by ${name}' }] }) }`
    const file = join(copy.root, 'docusaurus.config.ts')
    await writeFile(
      file,
      (await readFile(file, 'utf8'))
        .replace("versions: { current: { label: 'Canary' } },", `versions: { current: { label: 'Canary' } },\n          remarkPlugins: [${marker('the main docs', false)}],`)
        .replace(
          '  plugins: [',
          `  plugins: [\n    ['@docusaurus/plugin-content-docs', { id: 'toolkit', path: 'toolkit', routeBasePath: 'toolkit', breadcrumbs: false, admonitions: { keywords: ['toolnote'] }, remarkPlugins: [${marker('the toolkit', true)}], editUrl: ({ docPath }: { docPath: string }) => 'https://code.example.net/toolkit/edit/' + docPath }],`,
        ),
    )
    own = await buildSite(copy.root, { logger: memoryLogger() })
  }, 60_000)
  afterAll(() => copy.dispose())

  it('compiles each plugin\'s docs with its own remark plugins, and no other plugin\'s', () => {
    expect(text(own.page('/toolkit/intro').querySelector('main'))).toContain('marked by the toolkit')
    expect(text(own.page('/toolkit/intro').querySelector('main'))).not.toContain('marked by the main docs')
    expect(text(own.page('/docs/next/marked').querySelector('main'))).toContain('marked by the main docs')
    expect(text(own.page('/docs/next/marked').querySelector('main'))).not.toContain('marked by the toolkit')
  })

  it('leads "Edit this page" where each plugin\'s editUrl says', () => {
    const edit = (route: string) => own.page(route).querySelector('a.rtk-doc__edit')?.getAttribute('href')
    expect(edit('/toolkit/guides/setup')).toBe('https://code.example.net/toolkit/edit/guides/setup.md')
    expect(edit('/docs/next/marked')).toBe('https://code.example.net/lantern/edit/main/website/docs/marked.md')
  })

  it('reads its own admonition keywords and breadcrumbs option', () => {
    const intro = own.page('/toolkit/intro')
    expect(text(intro.querySelector('main .rtk-admonition'))).toContain('A note of the toolkit.')
    expect(intro.querySelector('nav.rtk-breadcrumbs')).toBeNull()
    expect(own.page('/docs/guides/setup').querySelector('nav.rtk-breadcrumbs')).not.toBeNull()
  })
})

describe('an editUrl function that answers with something other than a link', () => {
  it('shows no edit link for those docs and says so once, naming the first doc and how many more', async () => {
    const copy = await copyFixture('docusaurus-versions')
    try {
      const file = join(copy.root, 'docusaurus.config.ts')
      // As reactnative.dev's does: JSON its own swizzled DocItem/Footer reads (not used here).
      const answer = "(docPath.includes('guides') ? JSON.stringify([{ label: 'Edit', href: 'x' }]) : `https://code.example.net/edit/${versionDocsDirPath}/${docPath}`)"
      await writeFile(file, (await readFile(file, 'utf8')).replace('`https://code.example.net/lantern/edit/main/website/${versionDocsDirPath}/${docPath}`', answer))
      const built = await buildSite(copy.root)
      const edit = (route: string) => built.page(route).querySelector('a.rtk-doc__edit')?.getAttribute('href')
      expect(edit('/docs/guides/setup')).toBeUndefined()
      expect(edit('/docs/intro')).toBe('https://code.example.net/edit/versioned_docs/version-2.0/intro.md')
      expect(built.warnings.filter((w) => w.includes('editUrl'))).toEqual([
        'versioned_docs/version-2.0/guides/setup.md: the editUrl function returned "[{\\"label\\":\\"Edit\\",\\"href\\":\\"x\\"}]" (and for 2 other docs), which is not a URL, so no "Edit this page" link is shown (return a URL, a path of the site, or undefined)',
      ])
    } finally {
      await copy.dispose()
    }
  })
})
