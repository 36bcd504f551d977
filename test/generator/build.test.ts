/** The pipeline on a small fixture site, in memory: what a reader of each page would see. */
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildEditedCopy, buildSite, FIXTURES, text, type TestSite } from '../support/site'

let site: TestSite

beforeAll(async () => {
  site = await buildSite(join(FIXTURES, 'basic'))
})

describe('routes', () => {
  it('renders every doc, the custom pages and the not-found page', () => {
    expect(site.routes.map((r) => r.route).sort()).toEqual(['/', '/404', '/api/widget', '/introduction/second', '/introduction/start', '/rtk-query/internal/hidden'])
    expect(site.routes.find((r) => r.route === '/404')?.kind).toBe('not-found')
  })

  it('reports the time of every pipeline step in order', () => {
    expect(site.timings.map(([name]) => name)).toEqual(['config', 'collect', 'compile', 'render'])
  })
})

describe('document head', () => {
  it('titles the home page with the tagline, every other page with the site', () => {
    expect(site.page('/').title).toBe('Fixture Docs | A small site for tests')
    expect(site.page('/api/widget').title).toMatch(/ \| Fixture Docs$/)
  })

  it('has language, direction, title with the delimiter, description, canonical and Open Graph tags', () => {
    const doc = site.page('/introduction/start')
    expect(doc.documentElement.getAttribute('lang')).toBe('en')
    expect(doc.documentElement.getAttribute('dir')).toBe('ltr')
    expect(doc.title).toBe('Start Here | Fixture Docs')
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('The first page of the fixture.')
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://fixture.example/introduction/start')
    expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('Start Here | Fixture Docs')
    expect(doc.querySelector('meta[name="generator"]')?.getAttribute('content')).toBe('rtk-docs v3.6.3')
    expect(doc.querySelector('link[rel="alternate"][type="text/markdown"]')?.getAttribute('href')).toBe('/introduction/start.md')
  })

  it('sets the colour mode before first paint with an inline script', () => {
    const doc = site.page('/introduction/start')
    const scripts = [...doc.head.querySelectorAll('script')]
    const inline = scripts.findIndex((s) => !s.getAttribute('src'))
    const stylesheet = [...doc.head.children].findIndex((el) => el.getAttribute('rel') === 'stylesheet')
    expect(inline).toBeGreaterThanOrEqual(0)
    expect(scripts[inline]!.textContent).toContain('theme')
    expect([...doc.head.children].indexOf(scripts[inline]!)).toBeLessThan(stylesheet)
  })

  it('takes the description from the first paragraph when frontmatter has none', () => {
    expect(site.page('/introduction/second').querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Second page body with tabs.')
  })
})

describe('docs layout', () => {
  it('shows the sidebar with the current page marked and categories open', () => {
    const doc = site.page('/introduction/second')
    const current = doc.querySelector('.rtk-sidebar [aria-current="page"]')
    expect(text(current)).toBe('Second Page')
    expect([...doc.querySelectorAll('.rtk-sidebar details')].every((d) => d.hasAttribute('open'))).toBe(true)
  })

  it('links previous and next pages in sidebar order', () => {
    const doc = site.page('/introduction/second')
    expect(doc.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe('/introduction/start')
    expect(doc.querySelector('a[rel="next"]')?.getAttribute('href')).toBe('/api/widget')
    expect(site.page('/introduction/start').querySelector('a[rel="prev"]')).toBeNull()
  })

  it('shows breadcrumbs, the title, last update and an edit link', () => {
    const doc = site.page('/introduction/start')
    // The last crumb is the doc's sidebar label (its sidebar_label), as in Docusaurus; the title is the h1.
    expect([...doc.querySelectorAll('.rtk-breadcrumbs li')].map(text)).toEqual(['Home', 'Introduction', 'Start'])
    expect(text(doc.querySelector('article h1'))).toBe('Start Here')
    expect(text(doc.querySelector('.rtk-doc__updated'))).toMatch(/^Last updated on [A-Z][a-z]{2} \d{1,2}, \d{4}$/)
    expect(doc.querySelector('.rtk-doc__edit')?.getAttribute('href')).toBe('https://github.com/example/fixture/edit/main/docs/introduction/start.md')
  })

  it("carries none of Docusaurus's class names (a Docusaurus site's pages do)", () => {
    const html = site.routes.find((r) => r.route === '/introduction/start')!.html
    expect(html).not.toMatch(/class="(?:[^"]*\s)?(?:theme-|markdown[\s"]|main-wrapper|docs-wrapper|plugin-)/)
    expect(site.page('/introduction/start').documentElement.hasAttribute('class')).toBe(false)
  })

  it('lists h2 to h4 in the table of contents, nested, with explicit ids', () => {
    const doc = site.page('/introduction/start')
    const links = [...doc.querySelectorAll('.rtk-toc a')].map((a) => [a.getAttribute('href'), text(a)])
    expect(links).toEqual([
      ['#setup', 'Install'],
      ['#details', 'Details'],
      ['#deep', 'Deep'],
    ])
    expect(doc.querySelector('.rtk-toc .rtk-toc__list .rtk-toc__list a')?.getAttribute('href')).toBe('#details')
    expect(doc.getElementById('setup')?.tagName).toBe('H2')
    expect(text(doc.getElementById('setup'))).toBe('Install')
    expect(doc.querySelector('.rtk-toc-mobile summary')?.textContent).toBe('On this page')
  })

  it('gives every heading below the title a # link to itself, named after it, its text left as it is', () => {
    const doc = site.page('/introduction/start')
    const links = [...doc.querySelectorAll('article :is(h2, h3, h4, h5, h6)')].map((h) => {
      const link = h.querySelector(':scope > a.rtk-heading-anchor')
      return [h.id, text(h), link?.getAttribute('href'), link?.getAttribute('aria-label'), link?.textContent]
    })
    expect(links).toEqual([
      ['setup', 'Install', '#setup', 'Direct link to Install', ''],
      ['details', 'Details', '#details', 'Direct link to Details', ''],
      ['deep', 'Deep', '#deep', 'Direct link to Deep', ''],
      ['too-deep-for-the-toc', 'Too deep for the TOC', '#too-deep-for-the-toc', 'Direct link to Too deep for the TOC', ''],
    ])
    expect(doc.querySelector('article h1 a.rtk-heading-anchor')).toBeNull()
  })

  it('renders a page outside the sidebar in the docs layout without a sidebar', () => {
    const doc = site.page('/rtk-query/internal/hidden')
    expect(doc.querySelector('.rtk-sidebar')).toBeNull()
    expect(text(doc.querySelector('article h1'))).toBe('Internal page')
  })

  it('offers a skip link to the main content as the first focusable element', () => {
    const doc = site.page('/introduction/start')
    const first = doc.body.querySelector('a[href], button')
    expect(first?.getAttribute('href')).toBe('#rtk-main')
    expect(doc.getElementById('rtk-main')).not.toBeNull()
  })
})

describe('Markdown features', () => {
  it('renders admonitions with their kind and title', () => {
    const doc = site.page('/introduction/start')
    const [tip, warning] = [...doc.querySelectorAll('.rtk-admonition')]
    expect(tip?.classList.contains('rtk-admonition--tip')).toBe(true)
    expect(text(tip?.querySelector('.rtk-admonition__title'))).toBe('Good to know')
    expect(text(tip?.querySelector('.rtk-admonition__body'))).toBe('Tips have titles.')
    expect(text(warning?.querySelector('.rtk-admonition__title'))).toBe('Warning')
    // "16:9" must survive: remark-directive reads ":9" as a directive, which is turned back into text
    expect(text(warning)).toContain('the ratio is 16:9 here')
  })

  it('renders GFM tables, strikethrough and task lists', () => {
    const doc = site.page('/introduction/start')
    expect(doc.querySelectorAll('table td').length).toBe(2)
    expect(doc.querySelector('table del')?.textContent).toBe('2')
    // Named by their state (a disabled checkbox has no label of its own).
    expect([...doc.querySelectorAll('input[type="checkbox"]')].map((c) => c.getAttribute('aria-label'))).toEqual(['Done', 'Not done'])
  })

  it('turns relative .md links into routes and keeps anchors', () => {
    const links = [...site.page('/introduction/start').querySelectorAll('article a')].map((a) => a.getAttribute('href'))
    expect(links).toContain('/api/widget#options')
    expect(links).toContain('/introduction/second')
  })

  it('shows TypeScript and JavaScript tabs with title, highlighted lines and no markers', () => {
    const doc = site.page('/introduction/start')
    const sample = [...doc.querySelectorAll('.rtk-code-sample')].find((s) => s.querySelector('[data-rtk-tab="typescript"]'))!
    expect([...sample.querySelectorAll('[role="tab"]')].map(text)).toEqual(['TypeScript', 'JavaScript'])
    const ts = sample.querySelector('[data-rtk-tab-panel="typescript"]')!
    const js = sample.querySelector('[data-rtk-tab-panel="javascript"]')!
    expect(text(ts.querySelector('.rtk-code__title'))).toBe('store.ts')
    expect(text(js.querySelector('.rtk-code__title'))).toBe('store.js')
    expect(text(ts.querySelector('pre'))).toContain("const b: string = 'two'")
    expect(text(js.querySelector('pre'))).toContain("const b = 'two'")
    expect(js.hasAttribute('hidden')).toBe(true)
    expect([...ts.querySelectorAll('.line.rtk-hl')].map(text)).toEqual(["const b: string = 'two'", 'export const c = { a, b }'])
    // The same lines are highlighted in the JavaScript version, where they are there.
    expect([...js.querySelectorAll('.line.rtk-hl')].map(text)).toEqual(["const b = 'two'", 'export const c = { a, b }'])
    expect(doc.body.innerHTML).not.toContain('highlight-next-line\n')
    expect(text(ts)).not.toContain('highlight-next-line')
  })

  it('shows the files of a multi-file sample separately and hides noEmit files', () => {
    const doc = site.page('/api/widget')
    const titles = [...doc.querySelectorAll('[data-rtk-tab-panel="typescript"] .rtk-code__title')].map(text)
    expect(titles).toEqual(['widget.ts'])
    expect(text(doc.querySelector('article'))).not.toContain('interface Options')
  })

  it('offers no JavaScript tab for a sample that is nothing but types', () => {
    const samples = [...site.page('/api/widget').querySelectorAll('.rtk-code-sample')]
    const typesOnly = samples.find((s) => text(s.querySelector('.rtk-code__title')) === 'types.ts')!
    expect(typesOnly.querySelector('[data-rtk-tab="javascript"]')).toBeNull()
    expect(text(typesOnly.querySelector('pre'))).toContain('export interface WidgetState')
  })

  it('renders Tabs with every panel in the HTML and the first one visible', () => {
    const doc = site.page('/introduction/second')
    const tabs = doc.querySelector('.rtk-tabs:not(.rtk-code-sample)')!
    expect([...tabs.querySelectorAll('[role="tab"]')].map(text)).toEqual(['npm', 'Yarn'])
    const panels = [...tabs.querySelectorAll('[role="tabpanel"]')]
    expect(panels.map((p) => p.hasAttribute('hidden'))).toEqual([false, true])
    expect(text(panels[1])).toContain('yarn add thing')
  })

  it('keeps <details> and inline HTML', () => {
    const doc = site.page('/introduction/second')
    expect(text(doc.querySelector('article > details > summary'))).toBe('More')
    expect(text(doc.querySelector('article p > span'))).toBe('inline html')
  })
})

describe('site chrome', () => {
  it('renders navbar items, right-aligned by default, with the repository link opening safely', () => {
    const doc = site.page('/introduction/start')
    const left = [...doc.querySelectorAll('.rtk-navbar__items:not(.rtk-navbar__items--right) a')].map(text)
    expect(left).toEqual(['API'])
    const github = doc.querySelector('.rtk-navbar a[href="https://github.com/example/fixture"]')
    expect(github?.getAttribute('target')).toBe('_blank')
    expect(github?.getAttribute('rel')).toBe('noopener noreferrer')
    // Shown as an icon: its label stays its accessible name.
    expect(github?.getAttribute('aria-label')).toBe('GitHub')
    expect(doc.querySelector('[data-rtk-theme-toggle]')).not.toBeNull()
    expect(doc.querySelector('[data-rtk-menu-open]')?.getAttribute('aria-label')).toBe('Open navigation menu')
  })

  it('offers the mobile menu with a secondary menu for the sidebar and a way back, on pages with a sidebar only', () => {
    const doc = site.page('/introduction/start')
    const menu = doc.querySelector('[data-rtk-mobile-menu]')!
    expect(text(menu.querySelector('[data-rtk-menu-back]'))).toBe('← Back to main menu')
    expect(menu.querySelector('[data-rtk-menu-panel]')?.getAttribute('data-rtk-menu-panel')).toBe('secondary')
    // The sidebar is not sent twice: the client copies the page's sidebar in when the menu opens.
    expect(menu.querySelector('[data-rtk-menu-sidebar]')?.children).toHaveLength(0)
    expect(doc.querySelector('[data-rtk-sidebar] [aria-current="page"]')).not.toBeNull()
    for (const route of ['/', '/rtk-query/internal/hidden']) {
      const other = site.page(route).querySelector('[data-rtk-mobile-menu]')!
      expect(other.querySelector('[data-rtk-menu-secondary]'), route).toBeNull()
      expect(other.querySelector('[data-rtk-menu-panel]')?.getAttribute('data-rtk-menu-panel'), route).toBe('primary')
    }
  })

  it("marks the links to other sites in the navbar's mobile menu and the sidebar with a mark CSS draws, not an SVG each", () => {
    const doc = site.page('/introduction/start')
    const links = [doc.querySelector('[data-rtk-menu-primary] a[href="https://github.com/example/fixture"]')!, doc.querySelector('[data-rtk-sidebar] a[href="https://example.com"]')!]
    for (const link of links) {
      expect(text(link)).not.toBe('')
      expect(link.innerHTML).toMatch(/<span class="rtk-external-mark" aria-hidden="true"><\/span>$/)
      expect(link.querySelector('svg')).toBeNull()
    }
  })

  it("draws a navbar dropdown's items in the mobile menu where the bar's copy would not give them (a GitHub icon for a label)", async () => {
    const edited = await buildEditedCopy('basic', {
      'site.config.ts': (config) => config.replace("{ href: 'https://github.com/example/fixture', label: 'GitHub' },", "{ href: 'https://github.com/example/fixture', label: 'GitHub' },\n      { type: 'dropdown', label: 'More', items: [{ href: 'https://example.com/blog', label: 'Blog' }, { href: 'https://github.com/example/code', label: 'Code' }] },\n      { type: 'dropdown', label: 'Links', items: [{ href: 'https://example.com/blog', label: 'Blog' }] },"),
    })
    const menu = edited.page('/').querySelector('[data-rtk-menu-primary]')!
    const [more, links] = [...menu.querySelectorAll('.rtk-mobile-menu__sublist')]
    // The bar shows the GitHub icon in place of "Code": the menu's "Code" is drawn on the server.
    expect([...more!.querySelectorAll('a')].map(text)).toEqual(['Blog', 'Code'])
    expect(more!.hasAttribute('data-rtk-menu-dropdown')).toBe(false)
    // The other is filled in the browser from the bar's items.
    expect(links!.children).toHaveLength(0)
    expect(edited.page('/').querySelectorAll(`[data-rtk-navbar] [data-rtk-dropdown-menu="${links!.getAttribute('data-rtk-menu-dropdown')}"] a`)).toHaveLength(1)
  })

  it('shows a closeable announcement bar with a close button', () => {
    const bar = site.page('/').querySelector('[data-rtk-announcement]')
    expect(text(bar)).toBe('Fixture announcement')
    expect(bar?.querySelector('[data-rtk-announcement-close]')).not.toBeNull()
  })

  it('renders footer links and copyright', () => {
    const footer = site.page('/').querySelector('footer.rtk-footer')
    expect(text(footer)).toContain('Fixture')
    expect(footer?.querySelector('a[href="/introduction/start"]')).not.toBeNull()
  })

  it('keeps the not-found page out of search engines by its 404 status, without a noindex tag', () => {
    expect(site.page('/404').querySelector('meta[name="robots"]')).toBeNull()
  })
})

describe('generated files', () => {
  it('lists indexable routes in sitemap.xml', () => {
    const sitemap = String(site.files.find((f) => f.path === 'sitemap.xml')?.contents)
    expect(sitemap).toContain('<loc>https://fixture.example/introduction/start</loc>')
    expect(sitemap).not.toContain('/404')
  })
})
