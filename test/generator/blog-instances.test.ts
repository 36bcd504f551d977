/**
 * A second blog plugin (Docusaurus's multiple blogs: `plugins: [['@docusaurus/plugin-content-blog',
 * { id: 'learn', path: './learn', routeBasePath: 'learn', … }]]`, as remotion.dev runs `learn` and
 * `success-stories` beside its blog), in test/fixtures/docusaurus-blog-instances: its list, post, tag and
 * author pages under its own route base with its own options, its feed, its content given to the site's
 * plugins under its id, and the main blog left as it was.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSite, copyFixture, FIXTURES, text, type TestSite } from '../support/site'

let site: TestSite
beforeAll(async () => {
  site = await buildSite(join(FIXTURES, 'docusaurus-blog-instances'))
}, 60_000)

const main = (route: string) => site.page(route).querySelector('main')!
const titles = (route: string) => [...main(route).querySelectorAll('article h2')].map((h) => text(h))
const file = (path: string) => site.files.find((f) => f.path === path)?.contents.toString()

describe('a second blog plugin', () => {
  it('is built, not said to be ignored (the navbar and footer links to /learn resolve with onBrokenLinks "throw")', () => {
    expect(site.warnings.filter((w) => w.includes('plugin-content-blog'))).toEqual([])
    const hrefs = [...site.page('/docs/intro').querySelectorAll('.rtk-navbar a, footer a')].map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual(expect.arrayContaining(['/learn', '/blog']))
  })

  it('lists its posts at its route base, one a page (its postsPerPage), each as its summary, under its own title', () => {
    expect(titles('/learn')).toEqual(['Cutting slate'])
    expect(titles('/learn/page/2')).toEqual(['Splitting granite'])
    const first = main('/learn').querySelector('article')!
    expect(text(first)).toContain('Slate cleaves in thin sheets.')
    expect(text(first)).not.toContain('Tap the chisel')
    expect(first.querySelector('a.rtk-blog-post__more')?.getAttribute('href')).toBe('/learn/cutting-slate')
    expect(main('/learn').querySelector('nav[aria-label="Blog list page navigation"] a[rel="next"]')?.getAttribute('href')).toBe('/learn/page/2')
    expect(site.page('/learn').title).toBe('Learn | Quarry Works')
    expect(site.page('/learn').querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Lessons from the quarry')
  })

  it('shows each post whole on its page, with its own sidebar title and all its posts (blogSidebarCount "ALL")', () => {
    const page = site.page('/learn/2024/01/10/splitting')
    expect(text(page.querySelector('main article'))).toContain('Drill a line of holes, then drive the wedges in turn.')
    expect(page.documentElement.className).toBe('blog-wrapper blog-post-page plugin-blog plugin-id-learn')
    expect(text(page.querySelector('[data-rtk-sidebar] .rtk-blog__sidebar-title'))).toBe('All lessons')
    expect([...page.querySelectorAll('[data-rtk-sidebar] a')].map((a) => a.getAttribute('href'))).toEqual(['/learn/cutting-slate', '/learn/2024/01/10/splitting'])
    // A Markdown link between its posts leads to the post's route; its posts are searched as the blog's are.
    expect(main('/learn/cutting-slate').querySelector('a[href="/learn/2024/01/10/splitting"]')).not.toBeNull()
    expect(page.querySelector('main article[data-pagefind-body]')).not.toBeNull()
    expect(site.routes.find((r) => r.route === '/learn/cutting-slate')?.kind).toBe('post')
  })

  it('has tag pages and an author page (from its own authors file) under its route base', () => {
    expect(site.page('/learn/tags/granite').title).toBe('One post tagged with "granite" | Quarry Works')
    expect(titles('/learn/tags/granite')).toEqual(['Splitting granite'])
    expect([...main('/learn/tags').querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(expect.arrayContaining(['/learn/tags/basics', '/learn/tags/granite', '/learn/tags/slate']))
    expect(titles('/learn/authors/mira')).toEqual(['Cutting slate'])
    expect(text(main('/learn/authors'))).toContain('Mira Stone')
    expect(site.routes.map((r) => r.route)).toContain('/learn/archive')
  })

  it('writes its own feed (its feedOptions: RSS alone, its title), linked from every page beside the main blog\'s', () => {
    const rss = file('learn/rss.xml')!
    expect(rss).toContain('<title>Quarry lessons</title>')
    expect(rss).toContain('<link>https://quarry.example.org/learn/cutting-slate</link>')
    expect(rss).toContain('<link>https://quarry.example.org/learn/2024/01/10/splitting</link>')
    expect(rss).not.toContain('new-saw')
    expect(file('learn/atom.xml')).toBeUndefined()
    expect(file('blog/atom.xml')).toContain('https://quarry.example.org/blog/2024/01/15/new-saw')
    const feeds = [...site.page('/docs/intro').querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')].map((l) => l.getAttribute('href'))
    expect(feeds).toEqual(['/blog/rss.xml', '/learn/rss.xml'])
  })

  it("gives the site's plugins its posts under its id in allContentLoaded (allContent['docusaurus-plugin-content-blog'].learn)", () => {
    expect(text(site.page('/lessons').querySelector('#lesson-count'))).toBe('2 lessons, the newest at /learn/cutting-slate')
  })

  it('leaves the main blog as it is: its list, its post, its sidebar', () => {
    expect(titles('/blog')).toEqual(['A new saw'])
    expect(site.page('/blog').title).toBe('Quarry news | Quarry Works')
    const post = site.page('/blog/2024/01/15/new-saw')
    expect(post.documentElement.className).toBe('blog-wrapper blog-post-page plugin-blog plugin-id-default')
    expect([...post.querySelectorAll('[data-rtk-sidebar] a')].map((a) => a.getAttribute('href'))).toEqual(['/blog/2024/01/15/new-saw'])
  })

  it('lists its posts in llms.txt under its own title, after the main blog\'s', () => {
    const llms = file('llms.txt')!
    expect(llms).toContain('## Quarry news\n\n- [A new saw](https://quarry.example.org/blog/2024/01/15/new-saw.md)')
    expect(llms).toContain('## Learn\n\n- [Cutting slate](https://quarry.example.org/learn/cutting-slate.md)')
  })
})

describe('two blogs at one route base', () => {
  let copy: Awaited<ReturnType<typeof copyFixture>>
  afterAll(() => copy?.dispose())

  it("reports the second blog's pages that the main blog already has, as any duplicate route, keeping the first", async () => {
    copy = await copyFixture('docusaurus-blog-instances')
    const config = join(copy.root, 'docusaurus.config.ts')
    await writeFile(config, (await readFile(config, 'utf8')).replace("routeBasePath: 'learn',", "routeBasePath: 'blog',").replace("{ to: 'learn', label: 'Learn', position: 'left' },", '').replace("{ label: 'Lessons', to: '/learn' }, ", ''))
    await copy.write('docs/intro.md', '# Welcome\n\nRead the [news](/blog).\n')
    const built = await buildSite(copy.root)
    expect(built.warnings).toContain('duplicate route /blog: blog and learn; keeping blog (give the post (or the doc) another slug, or the blog another routeBasePath)')
    expect(text(built.page('/blog').querySelector('main article h2'))).toBe('A new saw')
    // Its posts at routes of their own are built.
    expect(text(built.page('/blog/cutting-slate').querySelector('main article'))).toContain('Slate cleaves')
  }, 60_000)
})
