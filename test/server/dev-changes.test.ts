/** What a saved file under a Docusaurus docs folder asks of the watch server. */
import { describe, expect, it } from 'vitest'
import { DEFAULT_DOCS_EXCLUDE } from '../../src/generator/config/schema'
import { docFileMatcher } from '../../src/generator/content/collect'
import { classifyChange, describeChanges, emptyChanges, type SiteLayout } from '../../src/server/dev-changes'

const layout: SiteLayout = {
  root: '/site',
  generatorRoot: '/generator',
  docsPath: 'docs',
  isDoc: docFileMatcher({ include: ['**/*.{md,mdx}'], exclude: DEFAULT_DOCS_EXCLUDE }),
  sidebarPath: 'sidebars.js',
  tagsFile: 'tags.yml',
  configFile: 'docusaurus.config.ts',
  pageSources: ['src', 'src/pages'],
}

describe('classifyChange', () => {
  it('a page recompiles itself; a partial no page imports or a _category_ file rebuilds everything; the sidebar file reloads the model', () => {
    const page = emptyChanges()
    expect(classifyChange(layout, '/site/docs/guides/setup.md', page)).toBe(true)
    expect([...page.docs]).toEqual(['docs/guides/setup.md'])

    for (const file of ['/site/docs/reference/_shared.mdx', '/site/docs/guides/_category_.json', '/site/docs/_drafts/x.md']) {
      const changes = emptyChanges()
      expect(classifyChange(layout, file, changes)).toBe(true)
      expect([changes.docs.size, changes.full]).toEqual([0, true])
    }

    const sidebar = emptyChanges()
    classifyChange(layout, '/site/sidebars.js', sidebar)
    expect(sidebar.model).toBe(true)

    // The tags file names the tags' labels and pages: the model again (other YAML there is no page).
    const tags = emptyChanges()
    expect(classifyChange(layout, '/site/docs/tags.yml', tags)).toBe(true)
    expect(tags.model).toBe(true)
    expect(classifyChange(layout, '/site/docs/guides/data.yml', emptyChanges())).toBe(false)
  })

  it('a post or the authors file reloads the model; versions\' files and another docs plugin\'s rebuild everything', () => {
    const site: SiteLayout = { ...layout, blogPaths: ['blog'], otherDocsPaths: ['community'] }
    for (const file of ['/site/blog/2024-01-01-hello.md', '/site/blog/authors.yml']) {
      const changes = emptyChanges()
      expect(classifyChange(site, file, changes)).toBe(true)
      expect([changes.model, changes.full]).toEqual([true, false])
    }
    for (const file of ['/site/versions.json', '/site/versioned_docs/version-1.0/intro.md', '/site/versioned_sidebars/version-1.0-sidebars.json', '/site/community/intro.md']) {
      const changes = emptyChanges()
      expect(classifyChange(site, file, changes)).toBe(true)
      expect(changes.full).toBe(true)
    }
  })

  it('a Docusaurus site: its config file reloads the config; any file under src/ re-bundles its pages', () => {
    const config = emptyChanges()
    expect(classifyChange(layout, '/site/docusaurus.config.ts', config)).toBe(true)
    expect(config.config).toBe(true)
    const component = emptyChanges()
    expect(classifyChange(layout, '/site/src/components/Feature.tsx', component)).toBe(true)
    expect(component.pages).toBe(true)
    expect(classifyChange(layout, '/site/site.config.ts', emptyChanges())).toBe(false)
  })

  it('a file a page imports (a component, data, a raw-loader source), in the docs folder, under src/ or anywhere in the site, compiles its pages again', () => {
    const imports = new Set(['docs/guides/data.yml', 'src/components/Feature.tsx', 'examples/counter.js'])
    const site: SiteLayout = { ...layout, imported: (file) => imports.has(file) }
    for (const file of ['/site/docs/guides/data.yml', '/site/examples/counter.js']) {
      const changes = emptyChanges()
      expect(classifyChange(site, file, changes)).toBe(true)
      expect([[...changes.files], changes.full, changes.pages]).toEqual([[file.slice('/site/'.length)], false, false])
    }
    // Under src/ it also re-bundles the site's pages, which may import it too.
    const component = emptyChanges()
    classifyChange(site, '/site/src/components/Feature.tsx', component)
    expect([[...component.files], component.pages]).toEqual([['src/components/Feature.tsx'], true])
    expect(classifyChange(site, '/site/examples/unused.js', emptyChanges())).toBe(false)
    // A partial the pages import: those pages, not the whole site.
    const partial = emptyChanges()
    classifyChange({ ...layout, imported: (file) => file === 'docs/reference/_shared.mdx' }, '/site/docs/reference/_shared.mdx', partial)
    expect([[...partial.files], partial.full]).toEqual([['docs/reference/_shared.mdx'], false])
  })
})

describe('describeChanges', () => {
  it('names what a save touched for the "Updated … in N ms" line, the whole site when nothing narrower is known', () => {
    const page = emptyChanges()
    classifyChange(layout, '/site/docs/guides/setup.md', page)
    expect(describeChanges(page)).toBe('docs/guides/setup.md')
    const category = emptyChanges()
    classifyChange(layout, '/site/docs/guides/_category_.json', category)
    expect(describeChanges(category)).toBe('the whole site')
    const sidebar = emptyChanges()
    classifyChange(layout, '/site/sidebars.js', sidebar)
    expect(describeChanges(sidebar)).toBe('the sidebar')
  })
})
