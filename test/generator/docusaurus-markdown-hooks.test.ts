/**
 * A Docusaurus site whose config changes its Markdown (test/fixtures/docusaurus-markdown-hooks):
 * `markdown.preprocessor` fills in placeholders in docs, partials, posts and pages; `markdown.parseFrontMatter`
 * adds a front matter shortcut of the site's own; `markdown.anchors.maintainCase` keeps heading ids' case;
 * `themeConfig.prism.magicComments` adds a magic comment of the site's own to the highlight.
 * Built in memory, read as a reader sees it.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { BuildError } from '../../src/generator/errors'
import { buildSite, copyFixture, FIXTURES, text, type TestSite } from '../support/site'

let site: TestSite

beforeAll(async () => {
  site = await buildSite(join(FIXTURES, 'docusaurus-markdown-hooks'))
})

const paragraphs = (route: string) => [...site.page(route).querySelectorAll('article p')].map((p) => text(p))

describe('markdown.preprocessor', () => {
  it("changes a doc's text before it is compiled, code blocks included, told the file's path", () => {
    expect(paragraphs('/docs/intro')).toContain('Lantern 2.4.0 is the current release (this text comes from intro.md).')
    expect(text(site.page('/docs/intro').querySelector('article pre'))).toBe('npm install lantern@2.4.0')
  })

  it('sees an imported partial as its own file, as Docusaurus passes each file it compiles', () => {
    expect(paragraphs('/docs/setup')).toContain('This part is shared by _shared.mdx and says 2.4.0.')
  })

  it('changes blog posts and Markdown pages too', () => {
    const post = site.routes.find((r) => r.route.startsWith('/blog/2024/01/02/'))!
    expect(post.html).toContain('Lantern 2.4.0 is out.')
    expect(paragraphs('/about')).toContain('The team behind release 2.4.0.')
  })

  it('is honoured, so nothing about the markdown options is reported as ignored', () => {
    expect(site.warnings.filter((w) => w.includes('markdown.'))).toEqual([])
  })

  it("compiles a page again when what the preprocessor makes of it changes, though the page did not (the config's constant did)", async () => {
    const copy = await copyFixture('docusaurus-markdown-hooks')
    try {
      const paragraph = (built: TestSite) => [...built.page('/docs/intro').querySelectorAll('article p')].map((p) => text(p))[0]
      expect(paragraph(await buildSite(copy.root))).toBe('Lantern 2.4.0 is the current release (this text comes from intro.md).')
      const original = await readFile(join(copy.root, 'docusaurus.config.js'), 'utf8')
      await copy.write('docusaurus.config.js', original.replace("const RELEASE = '2.4.0'", "const RELEASE = '2.5.0'"))
      expect(paragraph(await buildSite(copy.root))).toBe('Lantern 2.5.0 is the current release (this text comes from intro.md).')
    } finally {
      await copy.dispose()
    }
  })

  it("fails the build naming the page and the config when it throws, or returns something that is not the page's text", async () => {
    const copy = await copyFixture('docusaurus-markdown-hooks')
    try {
      const original = await readFile(join(copy.root, 'docusaurus.config.js'), 'utf8')
      const failing = async (body: string) => {
        await copy.write('docusaurus.config.js', original.replace('preprocessor: ({ filePath, fileContent }) =>', `preprocessor: ({ filePath, fileContent }) => { if (filePath.endsWith('usage.md')) ${body}; return fileContent }, unused: ({ filePath, fileContent }) =>`))
        const thrown = await buildSite(copy.root).catch((error: unknown) => error)
        expect(thrown).toBeInstanceOf(BuildError)
        expect((thrown as BuildError).location?.file).toBe('docs/usage.md')
        expect((thrown as BuildError).hint).toContain('fix markdown.preprocessor in docusaurus.config.js')
        return (thrown as BuildError).message
      }
      expect(await failing("throw new Error('no usage yet')")).toBe('markdown.preprocessor failed on this page: no usage yet')
      expect(await failing('return')).toBe('markdown.preprocessor returned undefined for this page, not its text')
    } finally {
      await copy.dispose()
    }
  })
})

describe('markdown.parseFrontMatter', () => {
  it("uses the front matter the hook returns: the site's shortcut hides the pagination, a placeholder is filled in", () => {
    expect(site.page('/docs/setup').querySelector('nav.rtk-pagination')).toBeNull()
    // Only the page's own links: the next page still leads back to it, as in Docusaurus.
    expect(text(site.page('/docs/usage').querySelector('nav.rtk-pagination'))).toContain('Setup')
    expect(text(site.page('/docs/intro').querySelector('nav.rtk-pagination'))).toContain('Setup')
    expect(site.page('/docs/intro').querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Everything about Lantern 2.4.0.')
  })

  it('fails the build naming the page when the hook returns no front matter', async () => {
    const copy = await copyFixture('docusaurus-markdown-hooks')
    try {
      const original = await readFile(join(copy.root, 'docusaurus.config.js'), 'utf8')
      await copy.write('docusaurus.config.js', original.replace('parseFrontMatter: async (params) => {', "parseFrontMatter: async (params) => { if (params.filePath.endsWith('usage.md')) return params.fileContent;"))
      const thrown = await buildSite(copy.root).catch((error: unknown) => error)
      expect(thrown).toBeInstanceOf(BuildError)
      expect((thrown as BuildError).message).toBe('markdown.parseFrontMatter (docusaurus.config.js) returned no frontMatter object for this page')
      expect((thrown as BuildError).location?.file).toBe('docs/usage.md')
    } finally {
      await copy.dispose()
    }
  })
})

describe("the exports of a doc Docusaurus's MDX gives it: frontMatter, contentTitle, toc", () => {
  it("lets a doc's expressions read its front matter as the site read it (the parseFrontMatter hook's), its title and its headings", () => {
    expect(paragraphs('/docs/setup')[0]).toBe('Setting up needs nothing more. This page has no pager. Its title is Setup.')
    expect(paragraphs('/docs/usage')[0]).toBe('Turn the lamp on, then off (Usage has 0 sections). Turning it off with a number fails:')
  })

  it("gives a partial the same exports, so a page can import the partial's table of contents", () => {
    expect(paragraphs('/docs/setup').at(-1)).toBe('The shared part has 1 section, Shared Part (#Shared-Part, level 2), and no title.')
  })
})

describe('admonitions in a blockquote', () => {
  it('draws an admonition written inside a quote, its title on the ::: line (docusaurus.io tests this)', () => {
    const admonition = site.page('/docs/usage').querySelector('article blockquote .rtk-admonition')
    expect(text(admonition?.querySelector('.rtk-admonition__title'))).toBe('There be dragons')
    expect(text(admonition?.querySelector('.rtk-admonition__body'))).toBe('Mind the wiring.')
  })
})

describe('markdown.anchors.maintainCase', () => {
  it('keeps the case of heading ids in docs, partials and pages, and the table of contents links to them', () => {
    const intro = site.page('/docs/intro')
    expect(intro.querySelector('article h2')?.id).toBe('Install-The-CLI')
    // (The table of contents is drawn twice: beside the page and folded above it on narrow screens.)
    expect(new Set([...intro.querySelectorAll('.rtk-toc__link')].map((a) => a.getAttribute('href')))).toEqual(new Set(['#Install-The-CLI']))
    expect(site.page('/docs/setup').querySelector('article h2')?.id).toBe('Shared-Part')
    expect(site.page('/about').querySelector('h2')?.id).toBe('Who-Makes-It')
  })
})

describe('themeConfig.prism.magicComments', () => {
  it("gives the lines a site's own magic comment marks its class, beside the highlighted ones, and removes the comments", () => {
    const code = site.page('/docs/usage').querySelector('article pre code')!
    expect([...code.querySelectorAll('.line')].map((line) => [text(line), line.getAttribute('class')])).toEqual([
      ['const lamp = lantern()', 'line'],
      ['lamp.on()', 'line rtk-hl'],
      ['lamp.off(42)', 'line rtk-mc code-block-error-line'],
    ])
  })

  it('highlights a block that names no language in prism.defaultLanguage', () => {
    const block = [...site.page('/docs/usage').querySelectorAll('article .rtk-code')].at(-1)!
    expect(block.getAttribute('data-lang')).toBe('js')
    expect(text(block.querySelector('pre'))).toBe('const dim = lamp.brightness / 2')
    expect(block.querySelector('pre span[class^="rtk-t"]')).not.toBeNull()
  })

  it("keeps the Markdown twin's code plain: no magic comment in it", () => {
    const twin = site.files.find((f) => f.path === 'docs/usage.md')?.contents.toString()
    expect(twin).toContain('```js title="lamp.js"\nconst lamp = lantern()\nlamp.on()\nlamp.off(42)\n```')
  })
})
