/** The docs plugin's hooks read the doc being rendered; outside a doc useDoc and useDocsVersion say so, as Docusaurus's do. */
import { describe, expect, it } from 'vitest'
import { filterDocCardListItems, findFirstSidebarItemLink, useActiveDocContext, useDoc, useDocById, useDocsSidebar, useDocsVersion } from '../../../src/components/docusaurus/docs-client'
import { withPageScope, type PageScope } from '../../../src/components/docusaurus/scope'

const page: PageScope = { siteConfig: {} as never, codeTranslations: {}, globalData: {}, route: '/about', head: [] }

describe('useDoc, useDocsVersion, useActiveDocContext', () => {
  it("throw outside a doc, naming the hook (useDoc, useDocsVersion); useActiveDocContext answers there with no doc, as Docusaurus's", () => {
    for (const [name, hook] of [['useDoc', useDoc], ['useDocsVersion', useDocsVersion]] as Array<[string, () => unknown]>) {
      expect(() => withPageScope(page, hook)).toThrow(`${name}() is called outside a doc`)
    }
    expect(withPageScope({ ...page, docsPath: '/docs' }, () => useActiveDocContext())).toEqual({ activeVersion: undefined, activeDoc: undefined, alternateDocVersions: {} })
    expect(withPageScope({ ...page, route: '/docs/guides/setup', docsPath: '/docs' }, () => (useActiveDocContext().activeVersion as { name?: string } | undefined)?.name)).toBe('current')
  })

  it("give the doc's metadata and version, and the active doc from them", () => {
    type DocScope = ReturnType<NonNullable<PageScope['doc']>>
    const doc = { metadata: { id: 'guides/setup', permalink: '/docs/guides/setup' }, frontMatter: {}, toc: [], contentTitle: undefined, assets: {} } as unknown as DocScope['doc']
    const version = { version: 'current', label: 'Next' } as DocScope['version']
    withPageScope({ ...page, doc: () => ({ doc, version }) }, () => {
      expect(useDoc()).toBe(doc)
      expect(useDocsVersion()).toBe(version)
      expect(useActiveDocContext()).toEqual({ activeVersion: version, activeDoc: { id: 'guides/setup', path: '/docs/guides/setup' }, alternateDocVersions: {} })
    })
  })
})

describe("the docs helpers an ejected DocCard or DocCardList calls (Prisma's, Apify's)", () => {
  it("find a category's first link, leave out of a card list what leads nowhere, and look a doc of the version up by id", () => {
    const empty = { type: 'category', label: 'Empty', items: [{ type: 'html', value: '<hr>' }] }
    const nested = { type: 'category', label: 'Guides', items: [{ type: 'link', href: '/docs/hidden', unlisted: true }, { type: 'category', items: [{ type: 'link', href: '/docs/setup' }] }] }
    expect(findFirstSidebarItemLink(nested)).toBe('/docs/setup')
    expect(findFirstSidebarItemLink({ type: 'category', href: '/docs/guides', items: [] })).toBe('/docs/guides')
    expect(findFirstSidebarItemLink(empty)).toBeUndefined()
    const html = { type: 'html', value: '<hr>' }
    expect(filterDocCardListItems([nested, empty, html])).toEqual([nested, html])
    type DocScope = ReturnType<NonNullable<PageScope['doc']>>
    const doc = { metadata: { id: 'guides/setup' } } as unknown as DocScope['doc']
    const version = { docs: { 'guides/setup': { id: 'guides/setup', title: 'Setup', description: 'How', sidebar: 'docs' } }, docsSidebars: { docs: [nested] } } as unknown as DocScope['version']
    withPageScope({ ...page, doc: () => ({ doc, version }) }, () => {
      expect(useDocById('guides/setup')).toMatchObject({ title: 'Setup' })
      expect(useDocById(undefined)).toBeUndefined()
      expect(() => useDocById('nope')).toThrow('no version doc found by id=nope')
      expect(useDocsSidebar()).toEqual({ name: 'docs', items: [nested] })
    })
  })
})
