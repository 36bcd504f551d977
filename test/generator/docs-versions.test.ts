/**
 * Docs versions of a Docusaurus site (test/fixtures/docusaurus-versions: versions.json names 2.0 and
 * 1.0, the docs folder is the unreleased "current"), built in memory: where each version's pages are,
 * what they say of their version, their sidebars, the navbar's dropdown, and what search indexes.
 */
import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build } from '../../src/generator/build'
import { formatError } from '../../src/generator/errors'
import { memoryLogger } from '../../src/generator/log'
import { buildEditedCopy, buildSite, copyFixture, FIXTURES, text, type TestSite } from '../support/site'

let site: TestSite
beforeAll(async () => {
  site = await buildSite(join(FIXTURES, 'docusaurus-versions'))
}, 60_000)

const main = (route: string) => site.page(route).querySelector('main')!
const sidebar = (route: string) => [...site.page(route).querySelectorAll('[data-rtk-sidebar] a')].map((a) => a.getAttribute('href'))

describe('docs versions', () => {
  it('serves the last version at the docs base, the current one under /next, the older under its name', () => {
    expect(text(main('/docs/intro'))).toContain('This is the 2.0 text.')
    expect(text(main('/docs/next/intro'))).toContain('This text is for the coming release.')
    expect(text(main('/docs/1.0/intro'))).toContain('Lantern 1.0 lit the way with oil.')
    expect(site.routes.map((r) => r.route)).toEqual(expect.arrayContaining(['/docs/guides/setup', '/docs/next/guides/setup', '/docs/next/new-feature', '/docs/1.0/guides/setup']))
    expect(site.routes.some((r) => r.route === '/docs/new-feature')).toBe(false)
  })

  it("names each page's docs version in Docusaurus's <html> classes, and its doc id without the version", () => {
    const classes = (route: string) => site.page(route).documentElement.className
    expect(classes('/docs/intro')).toBe('docs-wrapper plugin-docs plugin-id-default docs-version-2.0 docs-doc-page docs-doc-id-intro')
    expect(classes('/docs/next/intro')).toBe('docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-intro')
    expect(classes('/docs/1.0/guides/setup')).toBe('docs-wrapper plugin-docs plugin-id-default docs-version-1.0 docs-doc-page docs-doc-id-guides/setup')
  })

  it("keeps a version with noIndex out of search engines (noindex, nofollow) and the sitemap, as Docusaurus's DocVersionRoot (Wasp's next docs were indexed)", async () => {
    const edited = await buildEditedCopy('docusaurus-versions', {
      'docusaurus.config.ts': (config) => config.replace("versions: { current: { label: 'Canary' } }", "versions: { current: { label: 'Canary', noIndex: true } }"),
    })
    const robots = (route: string) => edited.page(route).querySelector('meta[name="robots"]')?.getAttribute('content')
    expect(robots('/docs/next/intro')).toBe('noindex, nofollow')
    expect(robots('/docs/intro')).toBeUndefined()
    const sitemap = edited.files.find((f) => f.path === 'sitemap.xml')!.contents.toString()
    expect(sitemap).toContain('/docs/intro</loc>')
    expect(sitemap).not.toContain('/docs/next/')
  })

  it('gives each version its own sidebar', () => {
    expect(sidebar('/docs/intro')).toEqual(['/docs/intro', '/docs/guides/setup'])
    expect(sidebar('/docs/next/intro')).toEqual(['/docs/next/intro', '/docs/next/guides/setup', '/docs/next/new-feature'])
    expect(sidebar('/docs/1.0/guides/setup')).toEqual(['/docs/1.0/intro', '/docs/1.0/guides/setup'])
  })

  it('shows a banner on other versions\' pages, linking to the page in the last version, and the version\'s badge', () => {
    expect(main('/docs/intro').querySelector('.rtk-version-banner')).toBeNull()
    expect(text(main('/docs/intro').querySelector('.rtk-version-badge'))).toBe('Version: 2.0')
    const next = main('/docs/next/guides/setup').querySelector('.rtk-version-banner')!
    expect(text(next)).toBe('You are reading the docs of version Canary, which is not released yet. Read the latest version (2.0).')
    expect(next.querySelector('a')?.getAttribute('href')).toBe('/docs/guides/setup')
    // A page the last version does not have links to that version's first page.
    expect(main('/docs/next/new-feature').querySelector('.rtk-version-banner a')?.getAttribute('href')).toBe('/docs/intro')
    expect(text(main('/docs/1.0/intro').querySelector('.rtk-version-banner'))).toContain('version 1.0, which is no longer maintained')
    // In Docusaurus's DocItem/Layout order: the banner, the breadcrumbs, then the badge.
    const order = [...main('/docs/1.0/guides/setup').querySelectorAll('.rtk-version-banner, .rtk-breadcrumbs, .rtk-version-badge')].map((el) => el.getAttribute('class')!.split(' ')[0])
    expect(order).toEqual(['rtk-version-banner', 'rtk-breadcrumbs', 'rtk-version-badge'])
  })

  it('lists every version in the navbar\'s version dropdown, newest first, each linking to its first page', () => {
    const items = (route: string) => [...site.page(route).querySelectorAll('.rtk-navbar__dropdown a, [data-rtk-dropdown] a')].map((a) => [text(a), a.getAttribute('href')])
    // Each version's entry leads to the page being read in that version; then the config's dropdownItemsAfter.
    expect(items('/docs/intro')).toEqual([
      ['Canary', '/docs/next/intro'],
      ['2.0', '/docs/intro'],
      ['1.0', '/docs/1.0/intro'],
      ['Archived versions', 'https://lantern.example.net/archive'],
    ])
    expect(items('/docs/1.0/guides/setup').slice(0, 3)).toEqual([
      ['Canary', '/docs/next/guides/setup'],
      ['2.0', '/docs/guides/setup'],
      ['1.0', '/docs/1.0/guides/setup'],
    ])
    // A doc only one version has: the others' entries lead to their first page.
    expect(items('/docs/next/new-feature').slice(0, 3)).toEqual([
      ['Canary', '/docs/next/new-feature'],
      ['2.0', '/docs/intro'],
      ['1.0', '/docs/1.0/intro'],
    ])
    // The dropdown is labelled with the version of the page being read.
    const label = (route: string) => text(site.page(route).querySelector('.rtk-navbar [data-rtk-dropdown-toggle]'))
    expect([label('/docs/intro'), label('/docs/next/intro'), label('/docs/1.0/guides/setup')]).toEqual(['2.0', 'Canary', '1.0'])
    expect(site.page('/docs/1.0/intro').documentElement.getAttribute('data-rtk-docs-versions')).toBe('2.0,current,1.0')
    expect(site.page('/docs/1.0/intro').documentElement.getAttribute('data-rtk-docs-version')).toBe('1.0')
  })

  it("sends the version dropdown's items once, in the bar: the mobile menu's group is filled from them in the browser", () => {
    const doc = site.page('/docs/1.0/guides/setup')
    const group = doc.querySelector('[data-rtk-menu-primary] .rtk-mobile-menu__sublist')!
    expect(group.children).toHaveLength(0)
    const bar = doc.querySelector(`[data-rtk-navbar] [data-rtk-dropdown-menu="${group.getAttribute('data-rtk-menu-dropdown')}"]`)!
    expect([...bar.querySelectorAll('a')].map(text)).toEqual(['Canary', '2.0', '1.0', 'Archived versions'])
    expect(doc.querySelectorAll('a[href="https://lantern.example.net/archive"]')).toHaveLength(1)
    // Its link to another site is marked by CSS, not an SVG of its own.
    expect(bar.querySelector('a[href="https://lantern.example.net/archive"]')!.innerHTML).toBe('Archived versions<span class="rtk-external-mark iconExternalLink" aria-hidden="true"></span>')
  })

  it('marks the current navbar items as Docusaurus does: the doc item on the pages of its sidebar in any version, the version being read in the dropdown', () => {
    const current = (route: string) => [...site.page(route).querySelectorAll('.rtk-navbar a[aria-current]')].map(text)
    expect(current('/docs/guides/setup')).toEqual(['Docs', '2.0'])
    expect(current('/docs/1.0/guides/setup')).toEqual(['Docs', '1.0'])
    // The doc item leads to its doc in the version being read, as Docusaurus's does.
    expect(site.page('/docs/1.0/guides/setup').querySelector('.rtk-navbar__items a[aria-current]')?.getAttribute('href')).toBe('/docs/1.0/intro')
    expect(site.page('/docs/next/guides/setup').querySelector('.rtk-navbar__items a[aria-current]')?.getAttribute('href')).toBe('/docs/next/intro')
    expect(current('/docs/next/intro')).toEqual(['Docs', 'Canary'])
    // A page of no sidebar (the home page) marks none.
    expect(current('/')).toEqual([])
  })

  it('resolves a version\'s frontmatter ids and tags within that version', () => {
    expect(main('/docs/1.0/guides/setup').querySelector('a[rel="next"]')?.getAttribute('href')).toBe('/docs/1.0/intro')
    expect(main('/docs/1.0/intro').querySelector('.rtk-doc__tags a')?.getAttribute('href')).toBe('/docs/1.0/tags/legacy')
    expect(site.routes.some((r) => r.route === '/docs/1.0/tags/legacy')).toBe(true)
    // Each version lists its own tags (the last version has none here).
    expect([...main('/docs/1.0/tags').querySelectorAll('.rtk-category-index a')].map((a) => a.getAttribute('href'))).toEqual(['/docs/1.0/tags/legacy'])
    expect(site.routes.some((r) => r.route === '/docs/tags')).toBe(false)
  })

  it('links "Edit this page" where the config\'s editUrl function says, with each version\'s folder', () => {
    const edit = (route: string) => main(route).querySelector('.rtk-doc__edit')?.getAttribute('href')
    expect(edit('/docs/next/guides/setup')).toBe('https://code.example.net/lantern/edit/main/website/docs/guides/setup.md')
    expect(edit('/docs/1.0/intro')).toBe('https://code.example.net/lantern/edit/main/website/versioned_docs/version-1.0/intro.md')
  })

  it("resolves a doc's .md links in its own version's folder, as Docusaurus's linkify does (RedwoodJS's current docs linked to the last version's page, or to none)", async () => {
    const links = '[intro](intro.md#x) [top](/intro.md) [new](/new-feature.md)'
    const built = await buildEditedCopy('docusaurus-versions', {
      'docs/guides/setup.md': (t) => `${t}\n${links}\n`,
      'versioned_docs/version-1.0/guides/setup.md': (t) => `${t}\n${links}\n`,
      'versioned_docs/version-2.0/guides/setup.md': (t) => `${t}\n${links}\n`,
    })
    const hrefs = (route: string) => [...built.page(route).querySelectorAll('main article p a')].map((a) => a.getAttribute('href'))
    expect(hrefs('/docs/next/guides/setup')).toEqual(['/docs/next/intro#x', '/docs/next/intro', '/docs/next/new-feature'])
    expect(hrefs('/docs/guides/setup')).toEqual(['/docs/intro#x', '/docs/intro', '/new-feature.md'])
    expect(hrefs('/docs/1.0/guides/setup')).toEqual(['/docs/1.0/intro#x', '/docs/1.0/intro', '/new-feature.md'])
    // Only the released versions lack new-feature.md, and say so.
    expect(built.warnings.filter((w) => w.includes('/new-feature.md')).map((w) => w.split(':')[0])).toEqual(expect.arrayContaining(['versioned_docs/version-1.0/guides/setup.md', 'versioned_docs/version-2.0/guides/setup.md']))
    expect(built.warnings.some((w) => w.includes('docs/guides/setup.md') && !w.includes('versioned_docs'))).toBe(false)
  })

  it("names a package a component imports once, though the docs of several versions import the component (Reanimated's examples were named twice)", async () => {
    const copy = await copyFixture('docusaurus-versions')
    try {
      await copy.write('src/components/Spring.js', "import { useSpring } from 'springs-not-installed'\nexport default function Spring() {\n  return <span className=\"spring\">{typeof useSpring}</span>\n}\n")
      for (const doc of ['docs/springs.mdx', 'versioned_docs/version-2.0/springs.mdx']) await copy.write(doc, "import Spring from '@site/src/components/Spring'\n\n# Springs\n\n<Spring />\n")
      const built = await buildSite(copy.root)
      expect(built.warnings.filter((w) => w.includes('springs-not-installed'))).toHaveLength(1)
    } finally {
      await copy.dispose()
    }
  })

  it("gives a site's page the versions (useVersions) with their docs, main doc and sidebars, no preferred one and no query on the server, as Docusaurus's server render (Wasp's list of docs was empty)", async () => {
    const copy = await copyFixture('docusaurus-versions')
    try {
      await copy.write(
        'src/pages/versions.jsx',
        `import React from 'react'
import Layout from '@theme/Layout'
import { useVersions, useDocsPreferredVersion, useActiveVersion, useLatestVersion, useActivePlugin, useActiveDocContext } from '@docusaurus/plugin-content-docs/client'
import { useQueryString } from '@docusaurus/theme-common'
export default function Versions() {
  const versions = useVersions('default')
  const { preferredVersion } = useDocsPreferredVersion('default')
  const [filter] = useQueryString('filter')
  const active = useActiveVersion('default')
  return (
    <Layout title="Versions">
      <ul className="versions">{versions.map((v) => <li key={v.name} data-last={String(v.isLast)}><a href={v.path}>{v.label}</a></li>)}</ul>
      <p className="state">{String(preferredVersion)}|{filter}|{String(active)}|{useLatestVersion().name}|{String(useActivePlugin())}|{String(useActiveDocContext().activeDoc)}|{String(versions.includes(useLatestVersion()))}</p>
      <ul className="global">{versions.map((v) => <li key={v.name}>{v.name} {v.mainDocId} [{v.docs.map((d) => d.id + '@' + d.path + '@' + d.sidebar).join(' ')}] [{Object.entries(v.sidebars).map(([name, s]) => name + '>' + s.link.path).join(' ')}]</li>)}</ul>
    </Layout>
  )
}
`,
      )
      // A component a doc shows reads the version of the page it is on.
      await copy.write('src/components/ActiveVersion.jsx', `import { useActiveVersion, useActivePlugin } from '@docusaurus/plugin-content-docs/client'
export default function ActiveVersion() {
  return <span className="active-version">{useActiveVersion().name}|{useActivePlugin().pluginData.path}</span>
}
`)
      for (const doc of ['docs/intro.md', 'versioned_docs/version-1.0/intro.md', 'versioned_docs/version-2.0/intro.md']) {
        const text = await readFile(join(copy.root, doc), 'utf8')
        await copy.write(doc.replace(/\.md$/, '.mdx'), `${text}\nimport ActiveVersion from '@site/src/components/ActiveVersion'\n\n<ActiveVersion />\n`)
        await rm(join(copy.root, doc))
      }
      const result = await buildSite(copy.root)
      expect(['/docs/next/intro', '/docs/intro', '/docs/1.0/intro'].map((route) => text(result.page(route).querySelector('.active-version')))).toEqual(['current|/docs', '2.0|/docs', '1.0|/docs'])
      const page = result.page('/versions')
      expect([...page.querySelectorAll('.versions li')].map((li) => [text(li), li.querySelector('a')?.getAttribute('href'), li.getAttribute('data-last')])).toEqual([
        ['Canary', '/docs/next', 'false'],
        ['2.0', '/docs', 'true'],
        ['1.0', '/docs/1.0', 'false'],
      ])
      // Not a docs page: no active version, docs plugin or doc (asking does not throw, as in Docusaurus); the
      // latest version is the last, an element of useVersions() as Docusaurus's global data gives both.
      expect(text(page.querySelector('.state'))).toBe('null||undefined|2.0|undefined|undefined|true')
      // Each version's docs, main doc and sidebars, as Docusaurus's global data gives them (ids without our version prefix).
      expect([...page.querySelectorAll('.global li')].map((li) => text(li))).toEqual([
        'current intro [guides/setup@/docs/next/guides/setup@docs intro@/docs/next/intro@docs new-feature@/docs/next/new-feature@docs] [docs>/docs/next/intro]',
        '2.0 intro [guides/setup@/docs/guides/setup@docs intro@/docs/intro@docs] [docs>/docs/intro]',
        '1.0 intro [guides/setup@/docs/1.0/guides/setup@docs intro@/docs/1.0/intro@docs] [docs>/docs/1.0/intro]',
      ])
    } finally {
      await copy.dispose()
    }
  })

  it('indexes only the last version for search', () => {
    expect(main('/docs/intro').querySelector('[data-pagefind-body]')).not.toBeNull()
    for (const route of ['/docs/next/intro', '/docs/1.0/intro']) expect(main(route).querySelector('[data-pagefind-body]')).toBeNull()
  })

  describe('in a copy', () => {
    let fixture: Awaited<ReturnType<typeof copyFixture>>
    beforeAll(async () => {
      fixture = await copyFixture('docusaurus-versions')
    })
    afterAll(() => fixture.dispose())

    it('fails on a version versions.json names without its docs folder, saying how to fix it', async () => {
      await writeFile(join(fixture.root, 'versions.json'), '["3.0", "2.0", "1.0"]')
      const error = await build({ root: fixture.root, write: false, logger: memoryLogger() }).catch((e: unknown) => e)
      expect(formatError(error)).toBe('versions.json: version "3.0" has no docs folder versioned_docs/version-3.0\n  Fix: create the folder (./bin/docs-version 3.0 does, as docusaurus docs:version does), or remove the version from versions.json')
    })

    it('takes a versions.json that names "current" itself, where it places it, as Docusaurus does (tRPC lists it first)', async () => {
      await writeFile(join(fixture.root, 'versions.json'), '["current", "2.0", "1.0"]')
      const listed = await buildSite(fixture.root)
      // 2.0 is the last version (the first released one), current is newer, 1.0 older.
      expect(listed.model.versions?.find((v) => v.isLast)?.name).toBe('2.0')
      expect(listed.routes.map((r) => r.route)).toEqual(expect.arrayContaining(['/docs/intro', '/docs/next/intro', '/docs/1.0/intro']))
      expect(text(listed.page('/docs/next/intro').querySelector('.rtk-version-banner'))).toContain('which is not released yet')
      expect(text(listed.page('/docs/1.0/intro').querySelector('.rtk-version-banner'))).toContain('which is no longer maintained')
      await writeFile(join(fixture.root, 'versions.json'), '["2.0", "1.0"]')
    })

    it('builds the current docs alone, unversioned, with lastVersion "current" and only it included', async () => {
      await writeFile(join(fixture.root, 'versions.json'), '["2.0", "1.0"]')
      const config = join(fixture.root, 'docusaurus.config.ts')
      await writeFile(config, (await readFile(config, 'utf8')).replace("versions: { current: { label: 'Canary' } }", "lastVersion: 'current', onlyIncludeVersions: ['current']"))
      const result = await buildSite(fixture.root)
      expect(text(result.page('/docs/intro').querySelector('main'))).toContain('This text is for the coming release.')
      expect(result.page('/docs/intro').querySelector('.rtk-version-banner, .rtk-version-badge')).toBeNull()
      expect(result.routes.some((r) => r.route.startsWith('/docs/1.0'))).toBe(false)
    })
  })
})
