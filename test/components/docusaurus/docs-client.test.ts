/** The docs plugin's hooks read the doc being rendered; outside a doc useDoc and useDocsVersion say so, as Docusaurus's do. */
import { describe, expect, it } from 'vitest'
import { useActiveDocContext, useDoc, useDocsVersion } from '../../../src/components/docusaurus/docs-client'
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
