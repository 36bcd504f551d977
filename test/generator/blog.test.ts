/**
 * The blog of a Docusaurus site (test/fixtures/docusaurus-blog), built in memory: the pages and what a
 * reader sees on them, the feeds, and the problems an author is told about.
 */
import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build } from '../../src/generator/build'
import { BuildError, formatError } from '../../src/generator/errors'
import { memoryLogger } from '../../src/generator/log'
import { buildEditedCopy, buildSite, copyFixture, FIXTURES, text, type TestSite } from '../support/site'

let site: TestSite
beforeAll(async () => {
  site = await buildSite(join(FIXTURES, 'docusaurus-blog'))
}, 60_000)

const main = (route: string) => site.page(route).querySelector('main')!
const titles = (route: string) => [...main(route).querySelectorAll('article h2')].map((h) => text(h))
const file = (path: string) => site.files.find((f) => f.path === path)?.contents.toString()

describe('blog pages', () => {
  it('serves each post at its permalink: date and name, slug, or folder and name; drafts are left out', () => {
    const routes = site.routes.map((r) => r.route)
    expect(routes).toEqual(expect.arrayContaining(['/blog/2024/03/02/tides', '/blog/boats-in-spring', '/blog/2024/05/20/untruncated', '/blog/notes/old-news', '/blog/2023/12/31/hidden']))
    expect(routes.filter((r) => r.includes('draft'))).toEqual([])
  })

  it("puts Docusaurus's <html> classes of each blog page on it", () => {
    const classes = (route: string) => site.page(route).documentElement.className
    expect(classes('/blog')).toBe('blog-wrapper blog-list-page plugin-blog plugin-id-default')
    expect(classes('/blog/page/2')).toBe('blog-wrapper blog-list-page plugin-blog plugin-id-default')
    expect(classes('/blog/boats-in-spring')).toBe('blog-wrapper blog-post-page plugin-blog plugin-id-default')
    expect(classes('/blog/tags')).toBe('blog-wrapper blog-tags-list-page plugin-blog plugin-id-default')
    expect(classes('/blog/archive')).toBe('plugin-blog plugin-id-default')
  })

  it('lists the posts newest first, two a page, each as its summary with "Read more"', () => {
    expect(titles('/blog')).toEqual(['A short note', 'Boats in spring'])
    expect(titles('/blog/page/2')).toEqual(['Spring tides', 'The old crane'])
    const boats = [...main('/blog').querySelectorAll('article')][1]!
    expect(text(boats)).toContain('Three boats went back into the water this week.')
    expect(text(boats)).not.toContain('The blue one needed new paint')
    expect(boats.querySelector('a.rtk-blog-post__more')?.getAttribute('href')).toBe('/blog/boats-in-spring')
    expect(text(boats.querySelector('a.rtk-blog-post__more'))).toBe('Read more about Boats in spring')
    // A post without a marker is shown whole, without "Read more".
    expect([...main('/blog').querySelectorAll('article')][0]!.querySelector('.rtk-blog-post__more')).toBeNull()
    expect(main('/blog').querySelector('nav[aria-label="Blog list page navigation"] a[rel="next"]')?.getAttribute('href')).toBe('/blog/page/2')
    expect(site.page('/blog/page/2').title).toBe('Harbor log – page 2 | Harbor Notes')
  })

  it("leaves a post's own # title out of its body, as Docusaurus's blog does (removeContentTitle): the header shows it once (reactnative.dev's posts showed it twice)", async () => {
    const built = await buildEditedCopy('docusaurus-blog', {
      'blog/2024-07-01-new-site.mdx': '---\ntitle: New site\nauthors: [ana]\n---\n\n# New site\n\nWe have a site now!\n\n# A later h1 stays\n',
    })
    const post = built.page('/blog/2024/07/01/new-site').querySelector('main')!
    expect([...post.querySelectorAll('h1')].map(text)).toEqual(['New site', 'A later h1 stays'])
    const listed = [...built.page('/blog').querySelectorAll('article')].find((a) => text(a).includes('We have a site now!'))!
    expect(listed.querySelectorAll('h1')).toHaveLength(1)
    expect(text(listed.querySelector('h1'))).toBe('A later h1 stays')
  })

  it('cuts a post at a truncate marker inside a paragraph, as Docusaurus cuts its text there; the post itself shows the paragraph whole', async () => {
    const built = await buildEditedCopy('docusaurus-blog', {
      'blog/2024-07-01-new-site.mdx': '---\ntitle: New site\nauthors: [ana]\n---\n\nWe have a site now! {/* truncate */} It is built with care.\n\nMore to come.\n',
    })
    const listed = [...built.page('/blog').querySelectorAll('article')].find((a) => text(a).includes('New site'))!
    expect(text(listed)).toContain('We have a site now!')
    expect(text(listed)).not.toContain('It is built with care.')
    expect(text(listed)).not.toContain('More to come.')
    expect(listed.querySelector('.rtk-blog-post__more')).not.toBeNull()
    const post = built.page('/blog/2024/07/01/new-site').querySelector('main')!
    expect([...post.querySelectorAll('article p')].map(text)).toEqual(expect.arrayContaining(['We have a site now! It is built with care.', 'More to come.']))
  })

  it('shows a post whole, with its date, reading time, authors, tags, edit link and neighbours', () => {
    const post = main('/blog/boats-in-spring')
    expect(text(post.querySelector('h1'))).toBe('Boats in spring')
    expect(text(post.querySelector('.rtk-blog-post__meta'))).toBe('April 10, 2024 · 1 min read')
    expect(text(post)).toContain('The blue one needed new paint first.')
    // Docusaurus's class on a post's content (not its header), which a site's CSS and plugins (image zoom) select by.
    expect(text(post.querySelector('article .markdown'))).toContain('The blue one needed new paint first.')
    expect(post.querySelector('.markdown h1, .markdown .rtk-blog-post__meta')).toBeNull()
    expect(post.querySelector('.rtk-admonition--tip')).not.toBeNull()
    // The .md link between posts resolves to the other post's page.
    expect(post.querySelector('a[href="/blog/2024/03/02/tides"]')).not.toBeNull()
    const authors = [...post.querySelectorAll('.rtk-blog-post__authors .rtk-blog-author')].map((a) => [text(a.querySelector('.rtk-blog-author__name')), a.querySelector('a')?.getAttribute('href')])
    expect(authors).toEqual([
      ['Ana Quay', '/blog/authors/ana'],
      ['Ben Moor', 'https://ben.example.org'],
    ])
    expect([...post.querySelectorAll('.rtk-doc__tags a')].map((a) => [text(a), a.getAttribute('href')])).toEqual([
      ['Boats', '/blog/tags/all-boats'],
      ['Tides', '/blog/tags/tides'],
    ])
    expect(post.querySelector('.rtk-doc__edit')?.getAttribute('href')).toBe('https://git.example.org/harbor/edit/main/blog/2024-04-10-boats/index.mdx')
    const neighbours = post.querySelector('nav[aria-label="Blog post page navigation"]')!
    expect(neighbours.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe('/blog/2024/05/20/untruncated')
    expect(neighbours.querySelector('a[rel="next"]')?.getAttribute('href')).toBe('/blog/2024/03/02/tides')
    expect(site.page('/blog/boats-in-spring').querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Which boats went back into the water.')
  })

  it("describes a post to search engines as Docusaurus's blog does: schema.org BlogPosting JSON-LD with its address, date, authors and blog", () => {
    const script = site.page('/blog/boats-in-spring').querySelector('head script[type="application/ld+json"]')
    const data = JSON.parse(script!.textContent!) as Record<string, unknown>
    const url = `${site.config.url}/blog/boats-in-spring`
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      '@id': url,
      url,
      headline: 'Boats in spring',
      description: 'Which boats went back into the water.',
      datePublished: '2024-04-10T00:00:00.000Z',
      isPartOf: { '@type': 'Blog', '@id': `${site.config.url}/blog` },
    })
    expect((data.author as Array<{ name: string }>).map((a) => a.name)).toEqual(['Ana Quay', 'Ben Moor'])
    // Not on a list of posts.
    expect(site.page('/blog').querySelector('script[type="application/ld+json"]')).toBeNull()
  })

  it('takes the title from the first heading, and gives the post a TOC of its sections', () => {
    expect(site.page('/blog/2024/03/02/tides').title).toBe('Spring tides | Harbor Notes')
    // h2 and h3, Docusaurus's default levels (the site sets none): the h4 is left out.
    expect([...main('/blog/2024/03/02/tides').querySelectorAll('.rtk-toc a')].map((a) => a.getAttribute('href'))).toEqual(['#low-water', '#the-sandbar'])
    expect(site.config.toc).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 })
  })

  it('has a page per tag (from the tags file, or inline), per author with a page, the tags index and the archive', () => {
    expect(text(main('/blog/tags/tides').querySelector('h1'))).toBe('2 posts tagged with "Tides"')
    expect(text(main('/blog/tags/tides'))).toContain('Water going up and down.')
    expect(titles('/blog/tags/tides')).toEqual(['Boats in spring', 'Spring tides'])
    expect(text(main('/blog/tags/weather').querySelector('h1'))).toBe('One post tagged with "weather"')
    expect([...main('/blog/tags').querySelectorAll('li a')].map((a) => text(a))).toEqual(['Boats 1', 'Tides 2', 'weather 1'])
    expect(titles('/blog/authors/ana')).toEqual(['Boats in spring', 'Spring tides'])
    expect(site.routes.some((r) => r.route === '/blog/authors/ben')).toBe(false)
    // The authors index lists everyone in the authors file, as Docusaurus's does: a name leads to the author's page, else their URL.
    const authors = [...main('/blog/authors').querySelectorAll('.rtk-blog-author')].map((a) => [text(a.querySelector('.rtk-blog-author__name')), a.querySelector('a')?.getAttribute('href'), text(a.querySelector('.rtk-blog-tags__count'))])
    expect(authors).toEqual([['Ana Quay', '/blog/authors/ana', '2'], ['Ben Moor', 'https://ben.example.org', expect.stringMatching(/^\d+$/)]])
    expect([...main('/blog/archive').querySelectorAll('h2')].map((h) => text(h))).toEqual(['2024', '2022'])
  })

  it('makes no tags index when no post has a tag, and the authors index when the authors file names someone though no one has a page, as Docusaurus routes them (babeljs.io)', async () => {
    const built = await buildEditedCopy('docusaurus-theme', {
      'blog/authors.yml': 'nic:\n  name: Nicolò Ribaudo\n  url: https://nic.example.org\n',
      'blog/2024-05-01-first-drive.mdx': (text) => text.replace('authors: []', 'authors: [nic]'),
    })
    const routes = built.routes.map((r) => r.route)
    expect(routes).not.toContain('/blog/tags')
    expect(routes).toContain('/blog/authors')
    const author = built.page('/blog/authors').querySelector('main .rtk-blog-author')
    expect(text(author?.querySelector('a'))).toBe('Nicolò Ribaudo')
    expect(author?.querySelector('a')?.getAttribute('href')).toBe('https://nic.example.org')
  })

  it('keeps an unlisted post out of the lists, the archive, the sitemap and the feeds, its page not indexed', () => {
    for (const route of ['/blog', '/blog/page/2', '/blog/archive']) expect(text(main(route))).not.toContain('Year-end inventory')
    expect(site.page('/blog/2023/12/31/hidden').querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex')
    expect(main('/blog/2023/12/31/hidden').querySelector('[data-pagefind-body]')).toBeNull()
    expect(file('sitemap.xml')).not.toContain('hidden')
    expect(file('blog/rss.xml')).not.toContain('Year-end')
  })

  it('groups the recent posts under their year, as Docusaurus does unless themeConfig.blog.sidebar.groupByYear is false', () => {
    const sidebar = site.page('/blog/tags').querySelector('.rtk-blog__sidebar')!
    const groups = [...sidebar.querySelectorAll('[role="group"]')].map((g) => [text(g.querySelector('h3')), [...g.querySelectorAll('a')].map((a) => text(a))])
    expect(groups).toEqual([['2024', ['A short note', 'Boats in spring', 'Spring tides']]])
  })

  it('puts the recent posts beside every blog page, and the posts in the search index as Blog', () => {
    const recent = (route: string) => [...site.page(route).querySelectorAll('.rtk-blog__sidebar a')].map((a) => text(a))
    expect(recent('/blog/tags')).toEqual(['A short note', 'Boats in spring', 'Spring tides'])
    expect(site.page('/blog/boats-in-spring').querySelector('.rtk-blog__sidebar a[aria-current="page"]')).not.toBeNull()
    expect(main('/blog/boats-in-spring').querySelector('article[data-pagefind-body]')?.getAttribute('data-pagefind-filter')).toBe('section:Blog')
  })
})

describe('blog feeds', () => {
  it('writes RSS, Atom and JSON feeds of the listed posts, newest first, with absolute links', () => {
    const rss = file('blog/rss.xml')!
    expect([...rss.matchAll(/<item>\s*<title><!\[CDATA\[(.*?)\]\]>/g)].map((m) => m[1])).toEqual(['A short note', 'Boats in spring', 'Spring tides', 'The old crane'])
    expect(rss).toContain('<link>https://harbor.example.org/blog/boats-in-spring</link>')
    expect(rss).toContain('href="https://harbor.example.org/blog/2024/03/02/tides"')
    expect(rss).toContain('<copyright>Harbor Notes authors</copyright>')
    expect(file('blog/atom.xml')).toContain('<title type="html"><![CDATA[Boats in spring]]></title>')
    expect((JSON.parse(file('blog/feed.json')!) as { items: unknown[] }).items).toHaveLength(4)
  })

  it('writes the stylesheet a browser shows the RSS and Atom feeds with, and names it in them (feedOptions.xslt)', () => {
    expect(file('blog/rss.xml')!.split('\n').slice(0, 2)).toEqual(['<?xml version="1.0" encoding="utf-8"?>', '<?xml-stylesheet type="text/xsl" href="rss.xsl"?>'])
    expect(file('blog/atom.xml')!.split('\n')[1]).toBe('<?xml-stylesheet type="text/xsl" href="atom.xsl"?>')
    expect(file('blog/rss.xsl')).toContain('<xsl:stylesheet version="1.0"')
    expect(file('blog/atom.xsl')).toContain('xmlns:atom="http://www.w3.org/2005/Atom"')
    expect(file('blog/feed.json')!.startsWith('{')).toBe(true)
  })

  it('links the feeds from every page\'s head', () => {
    const links = [...site.page('/docs/intro').head.querySelectorAll('link[rel="alternate"]')].map((l) => [l.getAttribute('type'), l.getAttribute('href')])
    expect(links).toEqual(expect.arrayContaining([['application/rss+xml', '/blog/rss.xml'], ['application/atom+xml', '/blog/atom.xml'], ['application/json', '/blog/feed.json']]))
  })
})

describe('blog posts as Markdown', () => {
  it('writes each post\'s twin, offers it with "Copy page", and lists the posts in llms.txt and llms-full.txt', () => {
    const twin = file('blog/boats-in-spring.md')!
    expect(twin.startsWith('# Boats in spring\n\nThree boats went back into the water this week.\n')).toBe(true)
    expect(twin).toContain('The blue one needed new paint first. See the [tides post](https://harbor.example.org/blog/2024/03/02/tides).')
    expect(main('/blog/boats-in-spring').querySelector('[data-rtk-copy-page]')?.getAttribute('data-rtk-copy-page')).toBe('/blog/boats-in-spring.md')
    expect(file('llms.txt')).toContain('## Harbor log\n\n- [A short note](https://harbor.example.org/blog/2024/05/20/untruncated.md)')
    expect(file('llms.txt')).toContain('- [Boats in spring](https://harbor.example.org/blog/boats-in-spring.md): Which boats went back into the water.')
    expect(file('llms.txt')).not.toContain('Year-end')
    expect(file('llms-full.txt')).toContain('# The old crane')
  })
})

describe('what authors are told', () => {
  it('warns about the untruncated post, the inline tag and the inline author, naming the post', () => {
    const about = (word: string) => site.warnings.filter((w) => w.includes(word))
    expect(about('truncate marker')[0]).toContain('  - blog/2024-05-20-untruncated.md\n')
    expect(about('tags file')[0]).toContain('  - blog/2024-05-20-untruncated.md: weather\n')
    expect(about('authors file')[0]).toContain('  - blog/2024-05-20-untruncated.md: Guest Writer\n')
  })

  describe('in a copy', () => {
    let fixture: Awaited<ReturnType<typeof copyFixture>>
    beforeAll(async () => {
      fixture = await copyFixture('docusaurus-blog')
    })
    afterAll(() => fixture.dispose())
    const failure = async () => formatError(await build({ root: fixture.root, write: false, logger: memoryLogger() }).catch((e: unknown) => e))

    it('links "Edit this page" where an editUrl function says', async () => {
      const config = join(fixture.root, 'docusaurus.config.ts')
      await writeFile(config, (await readFile(config, 'utf8')).replace("editUrl: 'https://git.example.org/harbor/edit/main/',", 'editUrl: ({ blogDirPath, blogPath }: { blogDirPath: string; blogPath: string }) => `https://edit.example.org/${blogDirPath}/${blogPath}`,'))
      const result = await buildSite(fixture.root)
      expect(result.page('/blog/boats-in-spring').querySelector('main .rtk-doc__edit')?.getAttribute('href')).toBe('https://edit.example.org/blog/2024-04-10-boats/index.mdx')
    }, 60_000)

    it("keeps the posts processBlogPosts returns, with the titles it sets, and shows the minutes a readingTime function gives", async () => {
      const config = join(fixture.root, 'docusaurus.config.ts')
      const original = await readFile(config, 'utf8')
      await writeFile(
        config,
        original.replace(
          "blogTitle: 'Harbor log',",
          `blogTitle: 'Harbor log',
          processBlogPosts: async ({ blogPosts }: { blogPosts: Array<{ id: string; metadata: { title: string; tags: Array<{ label: string }> } }> }) =>
            blogPosts.filter((post) => !post.id.includes('tides')).map((post) => (post.id.includes('boats') ? { ...post, metadata: { ...post.metadata, title: 'Boats, renamed' } } : post)),
          readingTime: ({ content, defaultReadingTime }: { content: string; defaultReadingTime: (args: { content: string }) => number }) => (content.includes('crane') ? undefined : defaultReadingTime({ content }) + 10),`,
        ),
      )
      const result = await buildSite(fixture.root)
      const routes = result.routes.map((r) => r.route)
      expect(routes.filter((r) => r.includes('2024/03/02'))).toEqual([])
      expect(text(result.page('/blog/boats-in-spring').querySelector('main h1'))).toBe('Boats, renamed')
      expect(text(result.page('/blog/boats-in-spring').querySelector('.rtk-blog-post__meta'))).toBe('April 10, 2024 · 11 min read')
      await writeFile(config, original)
    }, 60_000)

    it("shows a post's author given with Docusaurus 1's keys (authorURL, authorImageURL, authorTitle), linked and pictured", async () => {
      const post = join(fixture.root, 'blog/2024-07-02-legacy.md')
      await writeFile(post, '---\ntitle: Old keys\nauthor: Dee Harbour\nauthorTitle: Harbour master\nauthorURL: https://dee.example.org\nauthorImageURL: https://dee.example.org/dee.png\n---\n\nStill read.\n')
      try {
        const result = await buildSite(fixture.root)
        const author = result.page('/blog/2024/07/02/legacy').querySelector('.rtk-blog-post__authors .rtk-blog-author')!
        expect(text(author.querySelector('.rtk-blog-author__name'))).toBe('Dee Harbour')
        expect(text(author.querySelector('.rtk-blog-author__title'))).toBe('Harbour master')
        expect(author.querySelector('a')?.getAttribute('href')).toBe('https://dee.example.org')
        expect(author.querySelector('img')?.getAttribute('src')).toBe('https://dee.example.org/dee.png')
      } finally {
        await rm(post)
      }
    }, 60_000)

    it('fails on an author key the authors file does not have, naming the post and the keys', async () => {
      await writeFile(join(fixture.root, 'blog/2024-07-01-who.md'), '---\ntitle: Who\nauthors: [carla]\n---\n\nHello.\n')
      expect(await failure()).toBe('blog/2024-07-01-who.md: the author "carla" is not in the authors file\n  Fix: use one of: ana, ben')
      await writeFile(join(fixture.root, 'blog/2024-07-01-who.md'), '---\ntitle: Who\nslug: boats-in-spring\n---\n\nHello.\n')
      expect(await failure()).toMatch(/^blog\/2024-07-01-who\.md: the posts blog\/2024-04-10-boats\/index\.mdx and blog\/2024-07-01-who\.md have the same permalink \/blog\/boats-in-spring/)
      await writeFile(join(fixture.root, 'blog/2024-07-01-who.md'), '---\ntitle: Who\ndate: next tuesday\n---\n\nHello.\n')
      const error = await build({ root: fixture.root, write: false, logger: memoryLogger() }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(BuildError)
      expect(formatError(error)).toMatch(/^blog\/2024-07-01-who\.md:3:1: frontmatter key "date": "next tuesday" is not a date/)
    }, 60_000)
  })
})
