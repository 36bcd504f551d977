/** Links between docs resolved as Docusaurus resolves them (src/generator/mdx/remark-links.ts), on Markdown alone. */
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { describe, expect, it } from 'vitest'
import { remarkLinks } from '../../../src/generator/mdx/remark-links'

const ROUTES: Record<string, string> = {
  '/site/docs/guide/intro.md': '/docs/guide/intro',
  '/site/docs/guide/setup.mdx': '/docs/guide/setup',
  '/site/versioned_docs/version-1.0/guide/setup.mdx': '/docs/1.0/guide/setup',
  '/site/i18n/fr/docusaurus-plugin-content-docs/version-1.0/guide/setup.mdx': '/docs/1.0/guide/setup',
  '/site/docs/guide/community/events.md': '/community/events',
}

/** The links of `markdown` written in `page` (default /site/docs/guide/intro.md), after the plugin; and what it warned. */
function linksOf(markdown: string, { trailingSlash = false, siteDir, page = '/site/docs/guide/intro.md', docsFolders }: { trailingSlash?: boolean; siteDir?: string; page?: string; docsFolders?: string[][] } = {}): { urls: string[]; warnings: string[] } {
  const warnings: string[] = []
  const processor = unified()
    .use(remarkParse)
    .use(remarkLinks, { routeOfFile: (path) => ROUTES[path], warn: (file, line, url) => warnings.push(`${file}:${line} ${url}`), docsDir: '/site/docs', docsFolders, siteDir, trailingSlash })
  const tree = processor.runSync(processor.parse(markdown), { path: page })
  const urls: string[] = []
  visit(tree, 'link', (node) => void urls.push(node.url))
  return { urls, warnings }
}

describe('links to Markdown files', () => {
  it('become the routes of their pages, keeping a query and a hash after the file name', () => {
    expect(linksOf('[a](setup.mdx) [b](./setup.mdx#usage) [c](setup.mdx?config=static) [d](setup.mdx?config=static#usage) [e](guide/setup.mdx)').urls).toEqual([
      '/docs/guide/setup',
      '/docs/guide/setup#usage',
      '/docs/guide/setup?config=static',
      '/docs/guide/setup?config=static#usage',
      '/docs/guide/setup',
    ])
  })

  it('are looked up in the docs folder when written from its root, as Docusaurus looks them up', () => {
    expect(linksOf('[a](/guide/setup.mdx#usage) [b](/docs/guide/setup) [c](/img/a.png)').urls).toEqual(['/docs/guide/setup#usage', '/docs/guide/setup', '/img/a.png'])
  })

  it("are looked up in the site folder last, and a path from the root never beside the page, as Docusaurus's resolveMarkdownLinkPathname does (Reanimated's /docs/…md links)", () => {
    expect(linksOf('[a](/docs/guide/setup.mdx#usage) [b](docs/guide/setup.mdx)', { siteDir: '/site' }).urls).toEqual(['/docs/guide/setup#usage', '/docs/guide/setup'])
    // `./` and `../` are beside the page only.
    expect(linksOf('[c](./docs/guide/setup.mdx)', { siteDir: '/site' }).warnings).toEqual(['/site/docs/guide/intro.md:1 ./docs/guide/setup.mdx'])
  })

  it("are looked up in the folders of the page's own docs version, as Docusaurus's linkify takes the version of the file (RedwoodJS's versions)", () => {
    const docsFolders = [['/site/docs'], ['/site/i18n/fr/docusaurus-plugin-content-docs/version-1.0', '/site/versioned_docs/version-1.0'], ['/site/docs/guide/community']]
    const old = '/site/versioned_docs/version-1.0/guide/intro.md'
    expect(linksOf('[a](/guide/setup.mdx#x) [b](guide/setup.mdx)', { page: old, docsFolders }).urls).toEqual(['/docs/1.0/guide/setup#x', '/docs/1.0/guide/setup'])
    expect(linksOf('[a](/guide/setup.mdx)', { page: '/site/docs/guide/intro.md', docsFolders }).urls).toEqual(['/docs/guide/setup'])
    // A page of a translation is of its version too.
    expect(linksOf('[a](/guide/setup.mdx)', { page: '/site/i18n/fr/docusaurus-plugin-content-docs/version-1.0/guide/intro.md', docsFolders }).urls).toEqual(['/docs/1.0/guide/setup'])
    // Of nested folders, the deepest holds the page: another plugin's folder inside the docs.
    expect(linksOf('[a](/events.md) [b](/guide/setup.mdx)', { page: '/site/docs/guide/community/intro.md', docsFolders })).toEqual({ urls: ['/community/events', '/guide/setup.mdx'], warnings: ['/site/docs/guide/community/intro.md:1 /guide/setup.mdx'] })
    // A page of no version (a blog post) looks in the docs folder.
    expect(linksOf('[a](/guide/setup.mdx)', { page: '/site/blog/post.md', docsFolders }).urls).toEqual(['/docs/guide/setup'])
  })

  it('stay as written and are reported when no page is that file', () => {
    expect(linksOf('[x](missing.md?y=1)')).toEqual({ urls: ['missing.md?y=1'], warnings: ['/site/docs/guide/intro.md:1 missing.md?y=1'] })
    // A site path with the docs' route in it is not a file of the docs folder (Redux's FAQ: `/docs/faq/General.md#…`).
    expect(linksOf('\n[y](/docs/guide/setup.mdx#usage)')).toEqual({ urls: ['/docs/guide/setup.mdx#usage'], warnings: ['/site/docs/guide/intro.md:2 /docs/guide/setup.mdx#usage'] })
  })

  it('leave relative routes resolved against the page, URLs and anchors as they are', () => {
    expect(linksOf('[a](../other) [b](https://example.com/x.md) [c](#top) [d](pathname:///file.pdf)').urls).toEqual(['/docs/other', 'https://example.com/x.md', '#top', '/file.pdf'])
  })

  it('resolve relative routes against /x/ where the site serves its pages so (trailingSlash: true), as a browser there does', () => {
    expect(linksOf('[a](../other/) [b](./part) [c](setup)', { trailingSlash: true }).urls).toEqual(['/docs/guide/other/', '/docs/guide/intro/part', '/docs/guide/intro/setup'])
  })
})
