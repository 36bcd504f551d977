/**
 * A whole Docusaurus site (test/fixtures/docusaurus-site: TS config importing a package that is not
 * installed, CommonJS sidebar, React pages with CSS modules, a Markdown page, a page that throws)
 * built as it is, in memory: what its readers see.
 */
import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build } from '../../src/generator/build'
import { memoryLogger } from '../../src/generator/log'
import { buildEditedCopy, buildSite, copyFixture, FIXTURES, text, type TestSite } from '../support/site'
import { formatError } from '../../src/generator/errors'

let site: TestSite

beforeAll(async () => {
  site = await buildSite(join(FIXTURES, 'docusaurus-site'))
})

describe('the config, as Docusaurus reads it', () => {
  it('says once for each plugin it does not run, and for the package that is not installed, what it does instead', () => {
    const about = (name: string) => site.warnings.filter((w) => w.includes(`"${name}"`))
    expect(about('remark-kroki')).toEqual([
      'docusaurus.config.ts: remark plugin "remark-kroki" is ignored: its package is not installed here, so pages compile without it (npm install it to run it)',
    ])
    expect(about('@docusaurus/plugin-ideal-image')).toEqual(['docusaurus.config.ts: plugin "@docusaurus/plugin-ideal-image" is ignored: images are served as they are, one size each (its IdealImage components and the objects its loader makes of imported images are given)'])
  })

  it('maps the site fields: title, url, favicon, colour mode, TOC levels, code theme, docs route base', () => {
    expect(site.config).toMatchObject({
      title: 'Widget Kit',
      tagline: 'Widgets for every screen',
      url: 'https://widgets.example.com',
      favicon: '/img/favicon.ico',
      colorMode: { defaultMode: 'dark', respectPrefersColorScheme: false },
      toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
      code: { theme: 'dracula' },
      markdown: { format: 'detect' },
      editUrl: 'https://github.com/example/widgets/tree/main/website/',
      docs: { path: 'docs', routeBasePath: '/docs', sidebarPath: 'sidebars.js', showLastUpdateTime: false, sidebarCollapsed: true },
      customCss: ['src/css/custom.css'],
    })
  })
})

describe('trailingSlash: true', () => {
  it("ends every link to a page of the site with /, as Docusaurus's routes and Link write them; files, other sites and # links stay as written", async () => {
    const edited = await buildEditedCopy('docusaurus-site', {
      'docusaurus.config.ts': (config) => config.replace('trailingSlash: false,', 'trailingSlash: true,'),
      'docs/intro.md': (intro) => `${intro}\n\nSee [the theming guide](/docs/guides/theming#colours), [the logo](/img/logo.svg), [home](/) and [away](https://example.com/docs/intro).\n`,
    })
    const intro = edited.page('/docs/intro')
    const hrefs = (selector: string) => [...intro.querySelectorAll(selector)].map((a) => a.getAttribute('href'))
    expect(hrefs('article p a')).toEqual(['/docs/guides/install/', '/docs/guides/theming/#colours', '/img/logo.svg', '/', 'https://example.com/docs/intro'])
    expect(hrefs('.rtk-sidebar a[href^="/"]').every((href) => href!.endsWith('/'))).toBe(true)
    expect(intro.querySelector('.rtk-pagination__link--next')?.getAttribute('href')).toBe('/docs/guides/install/')
    expect(hrefs('header .rtk-navbar__link[href^="/showcase"]')).toEqual(['/showcase/'])
    // Its own # links (the table of contents) stay fragments.
    expect(hrefs('.rtk-toc a').every((href) => href!.startsWith('#'))).toBe(true)
  })
})

describe('navbar, announcement bar and footer', () => {
  it("leads the brand where the logo's href says, with its target, as Docusaurus's Logo (Stately's led to /docs); home by default", async () => {
    expect(site.page('/docs/intro').querySelector('[data-rtk-navbar] .rtk-navbar__brand')?.getAttribute('href')).toBe('/')
    const edited = await buildEditedCopy('docusaurus-site', {
      'docusaurus.config.ts': (config) => config.replace("logo: { alt: 'Widget Kit logo', src: 'img/logo.svg' }", "logo: { alt: 'Widget Kit logo', src: 'img/logo.svg', href: '/docs/intro', target: '_self' }"),
    })
    const brands = [...edited.page('/showcase').querySelectorAll('.rtk-navbar__brand')].map((a) => [a.getAttribute('href'), a.getAttribute('target')])
    expect(brands).toEqual([
      ['/docs/intro', '_self'],
      ['/docs/intro', '_self'],
    ])
  })

  it("frames only the pages that render inside Layout, as Docusaurus's Layout brings navbar, announcement bar and footer (Wasp's home page drew its own: two of each); noFooter leaves the footer out", async () => {
    const edited = await buildEditedCopy('docusaurus-site', {
      'src/pages/bare.jsx': "export default function Bare() {\n  return <main className=\"bare\"><a href=\"/docs/intro\">Own navigation</a></main>\n}\n",
      'src/pages/footless.jsx': "import Layout from '@theme/Layout'\nexport default function Footless() {\n  return <Layout title=\"Footless\" noFooter><p className=\"footless\">No footer</p></Layout>\n}\n",
    })
    const bare = edited.page('/bare')
    expect(bare.querySelector('.bare a')?.textContent).toBe('Own navigation')
    expect(bare.querySelector('[data-rtk-navbar]')).toBeNull()
    expect(bare.querySelector('footer')).toBeNull()
    expect(bare.querySelector('[data-rtk-announcement]')).toBeNull()
    // Infima's element styles are global in Docusaurus: the page still gets them.
    expect(bare.querySelector('#rtk-main')?.classList.contains('rtk-docusaurus-page')).toBe(true)
    const footless = edited.page('/footless')
    expect(footless.querySelector('[data-rtk-navbar]')).not.toBeNull()
    expect(footless.querySelector('footer')).toBeNull()
    const framed = edited.page('/showcase')
    expect(framed.querySelector('[data-rtk-navbar]')).not.toBeNull()
    expect(framed.querySelector('footer')).not.toBeNull()
  })

  it("draws an item's label given as html as that HTML, unmarked, as Docusaurus's NavbarNavLink (Strapi's icons before CMS and Cloud)", async () => {
    const edited = await buildEditedCopy('docusaurus-site', {
      'docusaurus.config.ts': (config) =>
        config.replace(
          "        { href: 'https://github.com/example/widgets', label: 'GitHub', position: 'right' },\n",
          "$&        { href: 'https://status.example.com', position: 'right', html: '<i class=\"icon-status\"></i> Status' },\n        { type: 'doc', docId: 'intro', position: 'left', html: '<b>Start</b> here' },\n",
        ),
    })
    const navbar = edited.page('/showcase').querySelector('[data-rtk-navbar]')!
    const status = navbar.querySelector('a[href="https://status.example.com"]')!
    expect(status.querySelector('i.icon-status')).not.toBeNull()
    expect(text(status)).toBe('Status')
    expect(status.querySelector('.rtk-external-mark')).toBeNull()
    // The mark carries the class of Docusaurus's icon, by which a site's CSS finds it (Stately hides it so).
    expect(navbar.querySelector('a[href="https://github.com/example/widgets"] .rtk-external-mark')?.className).toContain('iconExternalLink')
    const start = [...navbar.querySelectorAll('a[href="/docs/intro"]')].find((a) => a.querySelector('b'))!
    expect(start.querySelector('b')?.textContent).toBe('Start')
    expect(text(start)).toBe('Start here')
  })

  it('shows the logo, title and items of themeConfig.navbar, hiding on scroll', () => {
    const doc = site.page('/docs/intro')
    const navbar = doc.querySelector('[data-rtk-navbar]')!
    expect(navbar.getAttribute('data-rtk-hide-on-scroll')).toBe('true')
    expect(navbar.querySelector('.rtk-navbar__brand img')?.getAttribute('src')).toBe('/img/logo.svg')
    expect(navbar.querySelector('.rtk-navbar__brand img')?.getAttribute('alt')).toBe('Widget Kit logo')
    expect(text(navbar.querySelector('.rtk-navbar__title'))).toBe('Widget Kit')
    const left = [...navbar.querySelectorAll('.rtk-navbar__items:not(.rtk-navbar__items--right) a')].map((a) => [text(a), a.getAttribute('href')])
    // The docSidebar item links to the first doc of its sidebar.
    expect(left).toEqual([
      ['Guides', '/docs/intro'],
      ['Showcase', '/showcase'],
      ['Guide', '/files/guide.pdf'],
    ])
    // `pathname://` is the site's path; the item's target is kept (Docusaurus's would open a new tab without it).
    expect(navbar.querySelector('a[href="/files/guide.pdf"]')?.getAttribute('target')).toBe('_self')
    expect(navbar.querySelector('.rtk-navbar__items--right a[href="https://github.com/example/widgets"]')?.getAttribute('target')).toBe('_blank')
    // GitHub links keep what the site gives them: a label, or its class's own mark (no second icon of ours).
    const github = navbar.querySelector('.rtk-navbar__items--right a[href="https://github.com/example/widgets"]')!
    expect([text(github), github.classList.contains('rtk-navbar__link--icon')]).toEqual(['GitHub', false])
    const styled = navbar.querySelector('a.header-github-link')!
    expect([text(styled), styled.getAttribute('aria-label'), styled.classList.contains('rtk-navbar__link--icon')]).toEqual(['', 'Discussions', false])
    // Drawn by its class alone: no external-link mark of ours beside it (Docusaurus adds one to labelled links only).
    expect(styled.querySelector('.rtk-external-mark')).toBeNull()
    expect(github.querySelector('.rtk-external-mark')).not.toBeNull()
  })

  it("marks only a link to another site written as href, as Docusaurus's NavbarNavLink: `to: 'https://…'` opens in a new tab unmarked (DocSearch's Sign up)", async () => {
    const edited = await buildEditedCopy('docusaurus-site', {
      'docusaurus.config.ts': (config) => config.replace("{ href: 'https://github.com/example/widgets', label: 'GitHub', position: 'right' },", "$&\n        { to: 'https://accounts.example.com/signup', label: 'Sign up', position: 'right' },"),
    })
    const bar = edited.page('/docs/intro').querySelector('.rtk-navbar__items--right')!
    const signUp = bar.querySelector('a[href="https://accounts.example.com/signup"]')!
    expect([text(signUp), signUp.getAttribute('target'), signUp.querySelector('.rtk-external-mark')]).toEqual(['Sign up', '_blank', null])
    expect(bar.querySelector('a[href="https://github.com/example/widgets"] .rtk-external-mark')).not.toBeNull()
  })

  it("marks its sidebar's navbar item current on a category's generated index page too, as on its docs", async () => {
    const result = await buildEditedCopy('docusaurus-site', { 'sidebars.js': (sidebars) => sidebars.replace("label: 'Guides',", "label: 'Guides',\n      link: { type: 'generated-index' },") })
    const page = result.page('/docs/category/guides')
    expect([...page.querySelectorAll('[data-rtk-navbar] a[aria-current]')].map(text)).toEqual(['Guides'])
  })

  it('shows a doc item for an unlisted doc only on that doc, as Docusaurus', async () => {
    const copy = await copyFixture('docusaurus-site')
    try {
      await copy.write('docs/secret.md', '---\nunlisted: true\n---\n\n# Secret\n\nNot listed.\n')
      const config = await readFile(join(copy.root, 'docusaurus.config.ts'), 'utf8')
      await copy.write('docusaurus.config.ts', config.replace("{ type: 'docSidebar', sidebarId: 'guideSidebar', position: 'left', label: 'Guides' },", "$&\n        { type: 'doc', docId: 'secret', label: 'Secret', position: 'left' },"))
      const result = await buildSite(copy.root)
      const secret = (route: string) => result.page(route).querySelector('[data-rtk-navbar] a[href="/docs/secret"]')
      expect(secret('/docs/intro')).toBeNull()
      expect(secret('/docs/secret')).not.toBeNull()
    } finally {
      await copy.dispose()
    }
  })

  it('marks the docSidebar item current on its docs, never an item given as href, though it is a page of the site', () => {
    const current = (route: string) => [...site.page(route).querySelectorAll('[data-rtk-navbar] a[aria-current]')].map(text)
    expect(current('/docs/intro')).toEqual(['Guides'])
    expect(site.page('/docs/intro').querySelector('[data-rtk-navbar] a[href="/docs/intro"]:not([aria-current])')).not.toBeNull()
  })

  it('shows the announcement bar with its HTML content, closeable', () => {
    const bar = site.page('/').querySelector('[data-rtk-announcement="v2"]')!
    expect(text(bar)).toBe('Widget Kit 2 is out: read what changed')
    expect(bar.querySelector('a')?.getAttribute('href')).toBe('/docs/intro')
    expect(bar.querySelector('[data-rtk-announcement-close]')).not.toBeNull()
  })

  it('shows the footer columns from the imported local module, light, with the copyright', () => {
    const footer = site.page('/docs/intro').querySelector('footer.rtk-footer')!
    expect(footer.className).toContain('rtk-footer--light')
    const columns = [...footer.querySelectorAll('.rtk-footer__column')].map((c) => [text(c.querySelector('.rtk-footer__title')), [...c.querySelectorAll('a')].map((a) => text(a))])
    expect(columns).toEqual([
      ['Docs', ['Introduction']],
      ['Community', ['Forum', 'Showcase']],
    ])
    // An item's other fields are its link's attributes, over ours (a Mastodon profile's rel="me"), its class beside ours.
    const forum = [...footer.querySelectorAll('a')].find((a) => text(a) === 'Forum')!
    expect([forum.getAttribute('rel'), forum.getAttribute('class'), forum.getAttribute('target')]).toEqual(['me', 'rtk-footer__link social-link', '_blank'])
    // An item given as HTML (Docusaurus's `{ html }`) is its markup, as written.
    expect(footer.querySelector('.rtk-footer__column .rtk-footer__html')?.innerHTML).toBe('<span class="made-with">Made with <strong>care</strong></span>')
    expect(site.warnings.filter((w) => w.includes('footer'))).toEqual([])
    expect(text(footer.querySelector('.rtk-footer__copyright'))).toBe('Copyright © 2026 Widget Kit contributors.')
    // Written as HTML, shown as HTML (as Docusaurus does).
    expect(footer.querySelector('.rtk-footer__copyright a')?.getAttribute('href')).toBe('https://widgets.example.com/team')
  })

  it('draws the logos as Docusaurus sizes them: the navbar\'s 32px high in its own proportions, the footer\'s at its own size or the config\'s', async () => {
    const logo = (doc: Document, selector: string) => {
      const img = doc.querySelector(selector)!
      return [img.getAttribute('width'), img.getAttribute('height')]
    }
    // The fixture's logos: a square SVG (viewBox 32×32) in the navbar, a 120×63 PNG in the footer.
    expect(logo(site.page('/'), 'header .rtk-navbar__brand img')).toEqual(['32', '32'])
    expect(logo(site.page('/'), '.rtk-footer__logo')).toEqual(['120', '63'])
    // A navbar logo given a height alone stays the bar's 32px high (Infima's CSS overrides the attribute), in its proportions.
    const edited = await buildEditedCopy('docusaurus-site', {
      'static/img/logo.svg': () => '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 500 100" height="54"><rect width="500" height="100"/></svg>',
      'docusaurus.config.ts': (config) => config.replace("src: 'img/social-card.png', href", "src: 'img/social-card.png', width: 60, height: '32px', href").replace("logo: { alt: 'Widget Kit logo', src: 'img/logo.svg' }", "logo: { alt: 'Widget Kit logo', src: 'img/logo.svg', height: 12 }"),
    })
    expect(logo(edited.page('/'), 'header .rtk-navbar__brand img')).toEqual(['160', '32'])
    expect(logo(edited.page('/'), '.rtk-mobile-menu .rtk-navbar__brand img')).toEqual(['160', '32'])
    expect(logo(edited.page('/'), '.rtk-footer__logo')).toEqual(['60', '32px'])
  })

  it("links the footer logo only when it has an href, as Docusaurus's footer logo does", async () => {
    expect(site.page('/docs/intro').querySelector('.rtk-footer a > img.rtk-footer__logo')?.parentElement?.getAttribute('href')).toBe('https://widgets.example.com')
    const edited = await buildEditedCopy('docusaurus-site', { 'docusaurus.config.ts': (config) => config.replace(", href: 'https://widgets.example.com' }", ' }') })
    const logo = edited.page('/docs/intro').querySelector('.rtk-footer img.rtk-footer__logo')!
    expect(logo.closest('a')).toBeNull()
  })

  it('draws no footer for a config without themeConfig.footer, as Docusaurus\'s Footer renders nothing then', async () => {
    expect(site.page('/docs/intro').querySelector('footer.rtk-footer')).not.toBeNull()
    const edited = await buildEditedCopy('docusaurus-site', { 'docusaurus.config.ts': (config) => config.replace(/\n    footer: \{[\s\S]*?\n    \},\n/, '\n') })
    expect(edited.config.footer.shown).toBe(false)
    expect(edited.page('/docs/intro').querySelector('footer.rtk-footer, footer.theme-layout-footer')).toBeNull()
  })

  it("shows navbar.title only, never the site's title, and each logo's srcDark in dark mode, as Docusaurus's navbar and footer do", async () => {
    const edited = await buildEditedCopy('docusaurus-site', {
      'docusaurus.config.ts': (config) => config.replace("      title: 'Widget Kit',\n      hideOnScroll", '      hideOnScroll').replace("logo: { alt: 'Widget Kit logo', src: 'img/logo.svg' }", "logo: { alt: 'Widget Kit logo', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg' }").replace("src: 'img/social-card.png', href", "src: 'img/social-card.png', srcDark: 'img/social-card-dark.png', href"),
    })
    const brand = edited.page('/docs/intro').querySelector('header .rtk-navbar__brand')!
    expect(brand.querySelector('.rtk-navbar__title')).toBeNull()
    expect(text(brand)).toBe('')
    expect([...brand.querySelectorAll('img')].map((img) => [img.getAttribute('src'), img.getAttribute('class')])).toEqual([
      ['/img/logo.svg', 'rtk-themed-image rtk-themed-image--light'],
      ['/img/logo-dark.svg', 'rtk-themed-image rtk-themed-image--dark'],
    ])
    expect([...edited.page('/docs/intro').querySelectorAll('.rtk-footer__logo')].map((img) => img.getAttribute('src'))).toEqual(['/img/social-card.png', '/img/social-card-dark.png'])
    // The stylesheet shows the colour mode's image.
    const css = edited.assets.files.filter((f) => f.path.endsWith('.css')).map((f) => Buffer.from(f.contents).toString('utf8')).join('')
    expect(css).toContain('[data-theme=dark] .rtk-themed-image--light')
    // With neither a title nor the logo's alt text, the home link is named for screen readers by the site's title.
    const unnamed = await buildEditedCopy('docusaurus-site', {
      'docusaurus.config.ts': (config) => config.replace("      title: 'Widget Kit',\n      hideOnScroll", '      hideOnScroll').replace("logo: { alt: 'Widget Kit logo', src: 'img/logo.svg' }", "logo: { src: 'img/logo.svg' }"),
    })
    const link = unnamed.page('/docs/intro').querySelector('header .rtk-navbar__brand')!
    expect(link.querySelector('img')?.getAttribute('alt')).toBe('')
    expect(text(link.querySelector('.rtk-sr-only'))).toBe('Widget Kit')
  })

  it("makes an item with items and no type a dropdown, with its className, as Docusaurus's NavbarItem; a broken item names the site's config file", async () => {
    const sponsor = "{ label: 'Sponsor', className: 'sponsor-menu', items: [{ label: 'Open Collective', href: 'https://opencollective.example.com' }] },"
    const edited = await buildEditedCopy('docusaurus-site', { 'docusaurus.config.ts': (config) => config.replace("        { href: 'https://github.com/example/widgets', label: 'GitHub'", `        ${sponsor}\n        { href: 'https://github.com/example/widgets', label: 'GitHub'`) })
    const dropdown = edited.page('/').querySelector('header .rtk-dropdown.sponsor-menu')
    expect([text(dropdown?.querySelector('.rtk-dropdown__toggle')), [...(dropdown?.querySelectorAll('.rtk-dropdown__menu a') ?? [])].map((a) => a.getAttribute('href'))]).toEqual(['Sponsor', ['https://opencollective.example.com']])
    const broken = await buildEditedCopy('docusaurus-site', { 'docusaurus.config.ts': (config) => config.replace("        { href: 'https://github.com/example/widgets', label: 'GitHub'", "        { label: 'Nowhere' },\n        { href: 'https://github.com/example/widgets', label: 'GitHub'") }).catch((error: unknown) => error)
    expect(formatError(broken)).toMatch(/^docusaurus\.config\.ts: A theme navbar item failed to render/)
  })

  it("keeps the navbar dark in both colour modes with themeConfig.navbar.style 'dark': the dark palette is the navbar's", () => {
    expect(site.page('/docs/guides/install').querySelector('header.rtk-navbar')?.classList.contains('rtk-navbar--dark')).toBe(true)
    const css = site.assets.files.filter((f) => f.path.endsWith('.css')).map((f) => Buffer.from(f.contents).toString('utf8')).join('')
    expect(css).toMatch(/\[data-theme=dark\],\.rtk-navbar--dark\{color-scheme:dark;/)
  })

  it('puts the site metadata and social image in every head, in dark mode by default', () => {
    const doc = site.page('/docs/guides/install')
    expect(doc.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe('widgets, gadgets')
    expect(doc.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe('https://widgets.example.com/img/social-card.png')
    // The site's own twitter:card stands for ours: one tag, the site's.
    expect([...doc.querySelectorAll('meta[name="twitter:card"]')].map((m) => m.getAttribute('content'))).toEqual(['summary'])
    expect(doc.documentElement.getAttribute('data-theme')).toBe('dark')
    expect(doc.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/img/favicon.ico')
  })
})

describe('the home page (src/pages/index.tsx)', () => {
  it('renders with Layout\'s title and description, and the tags given to Head', () => {
    const doc = site.page('/')
    expect(doc.title).toBe('Hello from Widget Kit | Widget Kit')
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Widget Kit home page')
    expect(doc.head.querySelector('meta[name="widget-home"]')?.getAttribute('content')).toBe('yes')
    expect(doc.head.querySelectorAll('meta[name="viewport"]')).toHaveLength(1)
  })

  it("lets a page's own viewport given to Head take the place of ours: one, not two (Stately's home page had both)", async () => {
    const edited = await buildEditedCopy('docusaurus-site', {
      'src/pages/wide.jsx': "import Head from '@docusaurus/Head'\n\nexport default function Wide() {\n  return <><Head><meta name=\"viewport\" content=\"width=device-width, initial-scale=1, maximum-scale=1\" /></Head><p>Wide</p></>\n}\n",
    })
    expect([...edited.page('/wide').head.querySelectorAll('meta[name="viewport"]')].map((m) => m.getAttribute('content'))).toEqual(['width=device-width, initial-scale=1, maximum-scale=1'])
  })

  it('reads the site config through useDocusaurusContext (customFields included) and keeps useState at its initial value', () => {
    const main = site.page('/').querySelector('#rtk-main')!
    expect(text(main.querySelector('h1'))).toBe('Widget Kit')
    expect(text(main.querySelector('.hero__subtitle'))).toBe('Widgets for every screen')
    expect(text(main.querySelector('[data-clicks]'))).toBe('Release: Sprocket')
    expect(main.querySelector('[data-clicks]')?.getAttribute('data-clicks')).toBe('0')
  })

  it('resolves Link, useBaseUrl, @site imports and @theme/Heading', () => {
    const main = site.page('/').querySelector('#rtk-main')!
    expect(main.querySelector('a.button')?.getAttribute('href')).toBe('/docs/intro')
    expect(main.querySelector('header img')?.getAttribute('src')).toBe('/img/logo.svg')
    expect(text(main.querySelector('.widget-feature h3'))).toBe('Easy to use')
  })

  it('draws an imported SVG inline, as the component SVGR makes of it in Docusaurus, with its props', () => {
    const logo = site.page('/').querySelector('#rtk-main svg.widget-logo')!
    expect(logo.getAttribute('role')).toBe('img')
    expect(logo.querySelector('title')?.textContent).toBe('Widget Kit')
    expect([logo.getAttribute('width'), logo.getAttribute('height'), logo.getAttribute('viewBox')]).toEqual(['48', '48', '0 0 32 32'])
    expect(logo.querySelector('circle')).not.toBeNull()
  })

  it('gives CSS-module classes to the elements and ships their rules with the custom CSS in one stylesheet', () => {
    const doc = site.page('/')
    const header = doc.querySelector('#rtk-main header')!
    const heroClass = header.className.split(' ').find((c) => c !== 'hero')!
    expect(heroClass).toMatch(/heroBanner/)
    const href = doc.querySelector('link[rel="stylesheet"][href*="site-custom-"]')!.getAttribute('href')!
    const css = new TextDecoder().decode(site.assets.files.find((f) => `/${f.path}` === href)!.contents)
    expect(css).toContain(`.${heroClass}{`)
    expect(css).toContain('.widget-callout{')
    // url('@site/static/img/logo.svg') is the site's file, shipped under assets/.
    const image = /url\("?(\/assets\/logo-[\w-]+\.svg)"?\)/.exec(css)?.[1]
    expect(site.assets.files.some((f) => `/${f.path}` === image)).toBe(true)
    // A site path in the page's CSS module stays as written: the page is built, the file served from static/.
    expect(css).toMatch(/_heroMark\{background:url\(\/img\/social-card\.png\) no-repeat\}/)
    // Custom CSS applies to docs too.
    expect(site.page('/docs/intro').querySelector(`link[href="${href}"]`)).not.toBeNull()
  })
})

describe('the other pages', () => {
  it('renders the JSX page with its own title and external Links opening safely', () => {
    const doc = site.page('/showcase')
    // Its <Head><title> is the whole title, as written (Layout's title="Showcase" would read "Showcase | Widget Kit").
    expect(doc.title).toBe('Widget Kit · Showcase')
    expect(doc.querySelectorAll('title')).toHaveLength(1)
    const links = [...doc.querySelectorAll('#rtk-main li a')]
    expect(links.map((a) => [text(a), a.getAttribute('href'), a.getAttribute('rel')])).toEqual([
      ['Gadget Shop', 'https://gadgets.example.com', 'noopener noreferrer'],
      ['Dial Museum', 'https://dials.example.com', 'noopener noreferrer'],
    ])
    // Link to `pathname:///…`: the site's path, where the props say it opens.
    const guide = doc.querySelector('a.guide-link')!
    expect([guide.getAttribute('href'), guide.getAttribute('target')]).toEqual(['/files/guide.pdf', '_self'])
    // The home page's Layout title reads as any page's.
    expect(site.page('/').title).toBe('Hello from Widget Kit | Widget Kit')
    // A CodeBlock of several children reads as one line of code.
    expect(text(doc.querySelector('#rtk-main pre code'))).toBe('npm install widget-kit')
  })

  it("gives a page component the props Docusaurus's routes give it: the site config as `config`, its location and match", () => {
    expect(text(site.page('/legacy').querySelector('#rtk-main p.legacy'))).toBe('Widget Kit at /legacy, an exact match')
  })

  it("keeps a page readable whose missing packages wrap it or are constructed: a stub component draws its children, new on a stub gives an object of stubs (FormatJS's IntlProvider, testing-library's Remarkable)", async () => {
    const site = await buildEditedCopy('docusaurus-site', {
      'src/pages/intl.jsx': "import Layout from '@theme/Layout'\nimport { IntlProvider, FormattedMessage } from 'intl-not-installed'\nimport { Remarkable } from 'remarkable-not-installed'\n\nconst md = new Remarkable()\n\nexport default function Intl() {\n  return (\n    <IntlProvider locale=\"en\">\n      <Layout title=\"Intl\">\n        <main className=\"intl\"><p>Kept</p><FormattedMessage id=\"x\" /><div className=\"rendered\" dangerouslySetInnerHTML={{ __html: md.render('# hi') ?? '' }} /></main>\n      </Layout>\n    </IntlProvider>\n  )\n}\n",
    })
    expect(site.warnings.filter((w) => w.includes('intl.jsx') && w.includes('skipped'))).toEqual([])
    expect(text(site.page('/intl').querySelector('main.intl p'))).toBe('Kept')
    expect(site.page('/intl').querySelector('main.intl .rendered')?.innerHTML).toBe('')
  })

  it("titles a doc by its front matter when its first heading is not an h1, an h1 further down being a section (reactnative.dev's API pages lost their title)", async () => {
    const site = await buildEditedCopy('docusaurus-site', {
      'docs/api-page.md': '---\ntitle: AccessibilityInfo\n---\n\nAsks the device about its accessibility settings.\n\n## Example\n\nA sample.\n\n# Reference\n\n## Methods\n',
      'docs/ruled.md': '---\ntitle: Ruled\n---\n\nAbove the rule.\n\n---\n\n# Below the rule\n',
    })
    expect([...site.page('/docs/api-page').querySelectorAll('article h1')].map(text)).toEqual(['AccessibilityInfo', 'Reference'])
    expect([...site.page('/docs/ruled').querySelectorAll('article h1')].map(text)).toEqual(['Ruled', 'Below the rule'])
  })

  it("draws <details> in a doc as Docusaurus's Details: an info alert whose summary is its <summary> (testing-library.com styles details.alert)", async () => {
    const site = await buildEditedCopy('docusaurus-site', {
      'docs/table.mdx': '---\ntitle: Table\n---\n\n<details>\n<summary>Summary Table</summary>\n\nEvery query, in one table.\n\n</details>\n',
    })
    const details = site.page('/docs/table').querySelector('article details:not(.rtk-copy-page__menu)')!
    expect(details.classList.contains('alert')).toBe(true)
    expect(details.classList.contains('alert--info')).toBe(true)
    expect(text(details.querySelector(':scope > summary'))).toBe('Summary Table')
    expect(details.querySelectorAll('summary')).toHaveLength(1)
    expect(text(details.querySelector('p'))).toBe('Every query, in one table.')
  })

  it("lets a page's <Head> replace the canonical link and meta tags and class <html> and <body>, as react-helmet does, instead of writing them into the head", async () => {
    const site = await buildEditedCopy('docusaurus-site', {
      'docs/moved.mdx': "---\ntitle: Moved\ndescription: Where it went.\n---\n\nimport Head from '@docusaurus/Head'\n\n<Head>\n  <link rel=\"canonical\" href=\"https://elsewhere.example.com/moved\" />\n  <html className=\"moved-page\" />\n  <body className=\"homepage\" />\n  <meta property=\"og:title\" content=\"Moved, for sharing\" />\n  <meta name=\"description\" content=\"Its own words.\" />\n</Head>\n\nThis page lives elsewhere.\n",
    })
    const page = site.page('/docs/moved')
    expect([...page.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href'))).toEqual(['https://elsewhere.example.com/moved'])
    // Its meta tags replace the layout's of the same key, once each (reactnative.dev's home page had two og:title).
    expect([...page.querySelectorAll('meta[property="og:title"]')].map((meta) => meta.getAttribute('content'))).toEqual(['Moved, for sharing'])
    expect([...page.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content'))).toEqual(['Its own words.'])
    expect(page.querySelector('head body, head html')).toBeNull()
    expect(page.body.className).toBe('homepage')
    expect(page.documentElement.classList.contains('moved-page')).toBe(true)
    expect(page.documentElement.classList.contains('docs-doc-page')).toBe(true)
  })

  it("gives a page @docusaurus/router's Redirect, a refresh to its target, and matchPath (reactnative.dev's /releases was skipped)", async () => {
    const site = await buildEditedCopy('docusaurus-site', {
      'src/pages/releases.jsx': "import { matchPath, Redirect } from '@docusaurus/router'\n\nexport default function Releases() {\n  return matchPath('/releases', '/releases') ? <Redirect to=\"/docs/intro\" /> : null\n}\n",
    })
    expect(site.warnings.filter((w) => w.includes('releases'))).toEqual([])
    const page = site.page('/releases')
    expect(page.querySelector('head meta[http-equiv="refresh"]')?.getAttribute('content')).toBe('0; url=/docs/intro')
    expect(page.querySelector('#rtk-main a[href="/docs/intro"]')).not.toBeNull()
  })

  it("gives a page theme-common/internal's layout hooks, answered as a first render (Reanimated's home page read useAnnouncementBar)", async () => {
    const site = await buildEditedCopy('docusaurus-site', {
      'src/pages/start.jsx': "import { useAnnouncementBar, useNavbarMobileSidebar } from '@docusaurus/theme-common/internal'\n\nexport default function Start() {\n  const { isActive } = useAnnouncementBar()\n  return <p className=\"start\">{isActive ? 'bar shown' : 'no bar'}, menu {useNavbarMobileSidebar().shown ? 'open' : 'closed'}</p>\n}\n",
    })
    expect(site.warnings.filter((w) => w.includes('start'))).toEqual([])
    expect(text(site.page('/start').querySelector('p.start'))).toBe('bar shown, menu closed')
  })

  it("gives components theme-common's storage slots, prism theme and list helpers, and @theme/MDXContent, as a server render answers (Redwood's tab-following file names, Flow's code block, Ionic's playground failed)", async () => {
    const site = await buildEditedCopy('docusaurus-site', {
      'src/components/Probe.jsx': [
        "import { useStorageSlot, usePrismTheme, duplicates, uniq, isRegexpStringMatch } from '@docusaurus/theme-common'",
        "import { useScrollPositionBlocker } from '@docusaurus/theme-common/internal'",
        "import MDXContent from '@theme/MDXContent'",
        '',
        'export default function Probe() {',
        "  const [choice] = useStorageSlot('docusaurus.tab.js-ts')",
        '  useScrollPositionBlocker().blockElementScrollPositionUntilNextRender(null)',
        "  return <MDXContent><p className=\"probe\">{String(choice ?? 'none')} {typeof usePrismTheme().plain} {duplicates(['a', 'b', 'a']).join()} {uniq(['a', 'b', 'a']).join()} {String(isRegexpStringMatch('^/docs', '/DOCS/x'))}</p></MDXContent>",
        '}',
        '',
      ].join('\n'),
      'docs/probe.mdx': "# Probe\n\nimport Probe from '@site/src/components/Probe'\n\n<Probe />\n",
    })
    expect(site.warnings.filter((w) => /Probe|probe/.test(w))).toEqual([])
    expect(text(site.page('/docs/probe').querySelector('p.probe'))).toBe('none object a a,b true')
  })

  it("resolves a Link's relative `to` against the page, as react-router does (reactnative.dev's `[LayoutEvent](layoutevent)` type links)", async () => {
    const site = await buildEditedCopy('docusaurus-site', {
      'docs/guides/links.mdx': "import Link from '@docusaurus/Link'\n\n# Links\n\n<Link to=\"install\">Install</Link> <Link to=\"../intro#start\">Intro</Link> <Link to=\"#here\">Here</Link>\n",
    })
    const hrefs = [...site.page('/docs/guides/links').querySelectorAll('article a:not(.hash-link)')].filter((a) => ['Install', 'Intro', 'Here'].includes(text(a))).map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual(['/docs/guides/install', '/docs/intro#start', '#here'])
  })

  it('reads an MDX file a page imports as a doc is read: its HTML comments (tRPC\'s home page imports its steps)', async () => {
    const site = await buildEditedCopy('docusaurus-site', {
      'src/components/step-one.mdx': '<!-- shown on the home page -->\nInstall **widgets**.\n',
      'src/pages/steps.jsx': "import Layout from '@theme/Layout'\nimport StepOne from '../components/step-one.mdx'\n\nexport default function Steps() {\n  return <Layout title=\"Steps\"><main className=\"steps\"><StepOne /></main></Layout>\n}\n",
    })
    expect(site.warnings.filter((w) => w.includes('steps') || w.includes('step-one'))).toEqual([])
    const steps = site.page('/steps').querySelector('main.steps')!
    expect(text(steps.querySelector('p'))).toBe('Install widgets.')
    expect(steps.innerHTML).not.toContain('shown on the home page')
  })

  it('builds the pages of another pages plugin (an id, its own folder and route base), as Docusaurus serves them', async () => {
    const site = await buildEditedCopy('docusaurus-site', {
      'docusaurus.config.ts': (config) => config.replace("plugins: ['@docusaurus/plugin-ideal-image'],", "plugins: ['@docusaurus/plugin-ideal-image', ['@docusaurus/plugin-content-pages', { id: 'tests', path: '_tests/pages', routeBasePath: '/tests/pages' }]],"),
      '_tests/pages/index.md': '# Page tests\n\nThe tests of pages.\n',
      '_tests/pages/layout.jsx': "import Layout from '@theme/Layout'\n\nexport default function LayoutTest() {\n  return <Layout title=\"Layout test\"><p className=\"layout-test\">In a layout.</p></Layout>\n}\n",
      '_tests/pages/_hidden.md': '# Hidden\n',
    })
    expect(site.routes.map((r) => r.route).filter((route) => route.startsWith('/tests/'))).toEqual(['/tests/pages', '/tests/pages/layout'])
    expect(text(site.page('/tests/pages').querySelector('article p'))).toBe('The tests of pages.')
    expect(text(site.page('/tests/pages/layout').querySelector('#rtk-main p.layout-test'))).toBe('In a layout.')
    // The classic preset's pages are still at /.
    expect(site.page('/showcase').title).toBe('Widget Kit · Showcase')
    expect(site.warnings.filter((w) => w.includes('plugin-content-pages'))).toEqual([])
  })

  it('renders the Markdown page with its front matter title', () => {
    const doc = site.page('/help')
    expect(doc.title).toBe('Help | Widget Kit')
    expect(text(doc.querySelector('#rtk-main h1'))).toBe('Help')
    expect(doc.querySelector('#rtk-main a[href="/docs/intro"]')).not.toBeNull()
  })

  it("titles and describes a page as Docusaurus's pages plugin does: a Markdown page by its # title and first line of prose, a page with no title by the site's title alone", async () => {
    const edited = await buildEditedCopy('docusaurus-site', {
      'src/pages/help.md': () => "import Feature from '@site/src/components/Feature'\n\n# Benchmarks of things\n\nFast **and** [small](https://example.com), `always`.\n\nMore.\n",
      'src/pages/showcase.jsx': (page) => page.replace(/<Layout[^>]*>/, '<Layout>').replace(/<Head>[\s\S]*?<\/Head>/, ''),
    })
    const meta = (doc: Document) => doc.querySelector('meta[name="description"]')?.getAttribute('content')
    expect([edited.page('/help').title, meta(edited.page('/help'))]).toEqual(['Benchmarks of things | Widget Kit', 'Fast and small, always.'])
    expect(edited.page('/showcase').title).toBe('Widget Kit')
  })

  it("builds a site of Meta's preset without it installed, as its public build: fbContent gives the external part, fbInternalOnly nothing, FbInternalOnly hides and OssOnly shows", async () => {
    const edited = await buildEditedCopy('docusaurus-site', {
      'docusaurus.config.ts': (config) =>
        config
          .replace("import { footerColumns } from './config/footer'", "import { footerColumns } from './config/footer'\nimport { fbContent, fbInternalOnly } from 'docusaurus-plugin-internaldocs-fb/internal'")
          .replace("tagline: 'Widgets for every screen',", "tagline: fbContent({ internal: 'Widgets @ Meta', external: 'Widgets for everyone' }),\n  customFields: { releaseName: 'Sprocket', internalOnly: fbInternalOnly(['secret']) },")
          .replace("  customFields: { releaseName: 'Sprocket' },\n", ''),
      'sidebars.js': (sidebars) => sidebars.replace("// @ts-check", "const { fbInternalOnly } = require('internaldocs-fb-helpers')").replace("    'intro',", "    'intro',\n    fbInternalOnly('guides/install'),\n    ...fbInternalOnly(['guides/theming']),"),
      // (An .mdx doc: the site's format is 'detect', where .md is CommonMark and tags are HTML.)
      'docs/guides/theming.mdx': (doc) => `${doc}\n\n<OssOnly>Shown to everyone.</OssOnly>\n\n<FbInternalOnly>Only inside Meta.</FbInternalOnly>\n`,
    })
    expect([edited.config.tagline, edited.config.customFields.internalOnly]).toEqual(['Widgets for everyone', []])
    const intro = edited.page('/docs/intro')
    const theming = text(edited.page('/docs/guides/theming').querySelector('article'))
    expect(theming).toContain('Shown to everyone.')
    expect(theming).not.toContain('Only inside Meta.')
    // The internal-only sidebar items are gone; the category's own items stay.
    expect([...intro.querySelectorAll('.rtk-sidebar a')].map((a) => a.getAttribute('href'))).toEqual(['/docs/intro', '/docs/guides/install', '/docs/guides/theming'])
    expect(edited.warnings.filter((w) => w.includes('internaldocs'))).toEqual([])
  })

  it('skips the page that throws, naming file and cause, and leaves out _ files', () => {
    const routes = site.routes.map((r) => r.route)
    expect(routes).not.toContain('/broken')
    expect(routes).not.toContain('/_draft')
    expect(site.warnings.find((w) => w.startsWith('src/pages/broken.jsx'))).toMatch(/^src\/pages\/broken\.jsx: page skipped, it failed to render: Cannot read properties of undefined \(reading 'count'\) \(thrown at src\/pages\/broken\.jsx:5:\d+\)$/)
  })

  it("runs the site's own remark plugin that imports unist-util-visit, which the site never installed (Docusaurus's MDX loader brings it)", async () => {
    const copy = await copyFixture('docusaurus-site')
    try {
      await copy.write('plugins/remark-shout.mjs', "import { visit } from 'unist-util-visit'\n\nexport default function remarkShout() {\n  return (tree) => visit(tree, 'strong', (node) => {\n    node.data = { hProperties: { className: ['shout'] } }\n  })\n}\n")
      const config = await readFile(join(copy.root, 'docusaurus.config.ts'), 'utf8')
      await copy.write('docusaurus.config.ts', `import remarkShout from './plugins/remark-shout.mjs'\n${config.replace('remarkPlugins: [remarkKroki]', 'remarkPlugins: [remarkKroki, remarkShout]')}`)
      await appendFile(join(copy.root, 'docs/guides/theming.mdx'), '\nThis is **loud**.\n')
      const site = await buildSite(copy.root)
      expect(site.page('/docs/guides/theming').querySelector('article strong')?.className).toBe('shout')
      expect(site.warnings.filter((w) => w.includes('unist-util-visit'))).toEqual([])
    } finally {
      await copy.dispose()
    }
  })

  it('builds a page and a doc that import packages the site has not installed: what they give renders nothing, each package named once', async () => {
    const edited = await buildEditedCopy('docusaurus-site', {
      // Prettier's home page (react-tweet), Relay's pages (classnames, as clsx), Redux's docs (a video embed).
      'src/pages/showcase.jsx': (page) =>
        page
          .replace("import CodeBlock from '@theme/CodeBlock'", "import CodeBlock from '@theme/CodeBlock'\nimport { Tweet } from 'react-tweet'\nimport classNames from 'classnames'")
          .replace('<p className="widget-callout">', '<Tweet id="20" />\n        <p className={classNames("widget-callout", { loud: true, quiet: false })}>'),
      'docs/guides/theming.mdx': (doc) => doc.replace('Widgets take their colours', "import YouTube from 'react-lite-youtube-embed'\nimport 'react-lite-youtube-embed/dist/LiteYouTubeEmbed.css'\nimport clsx from 'clsx'\nimport usePortal from 'react-useportal'\n\nexport const Portalled = () => { const { Portal } = usePortal(); return <Portal><span className=\"portalled\">Inside</span></Portal> }\n\n<YouTube id=\"x\" />\n\n<p className={clsx('tone', { calm: true, loud: false })}>Calm</p>\n\n<Portalled />\n\nWidgets take their colours"),
      // The doc's package imported by a page too: one warning names both.
      'src/pages/index.tsx': (page) => `import 'tweet-styles/theme.css'\nimport 'react-lite-youtube-embed'\n${page}`,
    })
    expect(edited.page('/showcase').querySelector('.widget-callout')?.className).toBe('widget-callout loud')
    expect(edited.page('/docs/guides/theming').querySelector('article p.tone')?.className).toBe('tone calm')
    expect(text(edited.page('/docs/guides/theming').querySelector('article p:not(.tone)'))).toBe('Widgets take their colours from the page.')
    const about = (name: string) => edited.warnings.filter((w) => w.includes(`"${name}"`))
    expect(about('react-tweet')).toEqual(['package "react-tweet" is not installed: src/pages/showcase.jsx imports it, and a stub that does nothing stands in (npm install react-tweet in the site)'])
    // A stylesheet of one: empty (Redux's video doc, a page's theme).
    expect(about('tweet-styles')).toEqual(['package "tweet-styles" is not installed: src/pages/index.tsx imports it, and a stub that does nothing stands in (npm install tweet-styles in the site)'])
    expect(about('react-lite-youtube-embed')).toEqual(['package "react-lite-youtube-embed" is not installed: docs/guides/theming.mdx:6, src/pages/index.tsx import it, and a stub that does nothing stands in (npm install react-lite-youtube-embed in the site)'])
    expect(about('classnames')).toEqual([])
    expect(about('clsx')).toEqual([])
    // A hook of a missing package gives a stub, which renders its children (Electron's usePortal failed the page).
    expect(text(edited.page('/docs/guides/theming').querySelector('article span.portalled'))).toBe('Inside')
  })

  it("renders the children of a component a missing package makes with a tagged template (styled-components' styled.div`…`: Apify's home page was skipped)", async () => {
    const edited = await buildEditedCopy('docusaurus-site', {
      'src/pages/styled.jsx': "import styled from 'styled-components'\n\nconst Box = styled.div`\n  color: ${(p) => p.tone};\n`\n\nexport default function Styled() {\n  return <Box tone=\"red\"><p className=\"boxed\">Boxed</p></Box>\n}\n",
    })
    expect(edited.warnings.filter((w) => w.includes('styled.jsx') && !w.includes('not installed'))).toEqual([])
    expect(text(edited.page('/styled').querySelector('p.boxed'))).toBe('Boxed')
  })

  it("draws what a missing package's component gives a render prop for (Headless UI's <Disclosure>{({ open }) => …}: Stately's navbar was empty)", async () => {
    const edited = await buildEditedCopy('docusaurus-site', {
      'src/pages/disclosure.jsx': "import { Disclosure } from '@headlessui/react'\n\nexport default function Page() {\n  return <Disclosure as=\"nav\">{({ open }) => <p className=\"drawn\">Menu {open ? 'open' : 'closed'}</p>}</Disclosure>\n}\n",
    })
    expect(text(edited.page('/disclosure').querySelector('p.drawn'))).toMatch(/^Menu (open|closed)$/)
  })

  it("serves a page over a doc of the same route, warning of both, as Docusaurus's router matches pages before the docs' nested routes (Apify's home page lost to its docs' index.md)", async () => {
    const edited = await buildEditedCopy('docusaurus-site', {
      'src/pages/docs/intro.jsx': 'export default function Intro() {\n  return <p className="page-wins">The page</p>\n}\n',
    })
    expect(text(edited.page('/docs/intro').querySelector('p.page-wins'))).toBe('The page')
    expect(edited.routes.filter((r) => r.route === '/docs/intro')).toHaveLength(1)
    expect(edited.warnings.filter((w) => w.startsWith('duplicate route /docs/intro'))).toEqual([expect.stringMatching(/^duplicate route \/docs\/intro: docs\/intro\.mdx? and src\/pages\/docs\/intro\.jsx; keeping src\/pages\/docs\/intro\.jsx/)])
  })

  it("reads a stylesheet's @import of a package that is not installed as an empty stylesheet, naming the package (Stately's @import \"tailwindcss\" skipped its home page)", async () => {
    const edited = await buildEditedCopy('docusaurus-site', {
      'src/pages/landing.css': '@import "tailwind-not-here";\n\n.landing-hero {\n  color: rebeccapurple;\n}\n',
      'src/pages/landing.jsx': "import './landing.css'\n\nexport default function Landing() {\n  return <p className=\"landing-hero\">Hello</p>\n}\n",
    })
    expect(text(edited.page('/landing').querySelector('p.landing-hero'))).toBe('Hello')
    const css = edited.assets.files.filter((f) => f.path.endsWith('.css')).map((f) => Buffer.from(f.contents).toString()).join('\n')
    expect(css).toMatch(/\.landing-hero\{color:(#639|rebeccapurple)\}/)
    expect(edited.warnings.filter((w) => w.includes('"tailwind-not-here"'))).toEqual([expect.stringContaining('package "tailwind-not-here" is not installed: src/pages/landing.css imports it')])
  })

  it("draws what BrowserOnly holds as the page is built, with the site's Links and base; the fallback where it needs the browser (Backstage's home page, all of it inside BrowserOnly, was blank)", async () => {
    const edited = await buildEditedCopy('docusaurus-site', {
      'src/pages/browser.jsx': `import BrowserOnly from '@docusaurus/BrowserOnly'
import Layout from '@theme/Layout'
import Link from '@docusaurus/Link'

function NeedsWindow() {
  return <p className="width">{window.innerWidth}</p>
}

export default function Browser() {
  return (
    <BrowserOnly fallback={<p className="loading">Loading</p>}>
      {() => (
        <Layout title="Browser">
          <p className="drawn"><Link to="/docs/intro">Start</Link></p>
          <BrowserOnly fallback={<p className="fallback">No window here</p>}>{() => <NeedsWindow />}</BrowserOnly>
        </Layout>
      )}
    </BrowserOnly>
  )
}
`,
    })
    const page = edited.page('/browser')
    expect(page.querySelector('p.drawn a')?.getAttribute('href')).toBe('/docs/intro')
    expect(page.querySelector('p.loading')).toBeNull()
    expect(text(page.querySelector('p.fallback'))).toBe('No window here')
    // Its Layout frames the page, as it does once Docusaurus hydrates it.
    expect(page.querySelector('[data-rtk-navbar]')).not.toBeNull()
    expect(page.title).toBe('Browser | Widget Kit')
  })

  it("gives a page that imports the site's config file the config as loaded (Redwood's home page: bundled anew, its require.resolve('./sidebars.js') failed)", async () => {
    const edited = await buildEditedCopy('docusaurus-site', {
      'src/pages/release.jsx': "import config from '../../docusaurus.config'\n\nexport default function Release() {\n  return <p className=\"release\">{config.customFields.releaseName} at {config.baseUrl}</p>\n}\n",
    })
    expect(edited.warnings.filter((w) => w.includes('release'))).toEqual([])
    expect(text(edited.page('/release').querySelector('p.release'))).toBe('Sprocket at /')
  })

  it("leads a one-locale site's locale dropdown to the page being read, with the item's class, as Docusaurus's (Capacitor's led to /, outside its base)", async () => {
    const edited = await buildEditedCopy('docusaurus-site', {
      'docusaurus.config.ts': (config) => config.replace("{ href: 'https://github.com/example/widgets', label: 'GitHub', position: 'right' },", "$&\n        { type: 'localeDropdown', className: 'my-locale', position: 'right' },"),
    })
    const dropdown = edited.page('/docs/guides/install').querySelector('.rtk-navbar__items--right .rtk-dropdown.my-locale')!
    expect([...dropdown.querySelectorAll('.rtk-dropdown__menu a')].map((a) => a.getAttribute('href'))).toEqual(['/docs/guides/install'])
  })

  it("gives @theme/DocCard, one card for the item given, and the site's own DocCard in its place when it has one (Capacitor's plugin cards failed the build)", async () => {
    const doc = "import DocCard from '@theme/DocCard'\n\n# Plugins\n\n<DocCard item={{ type: 'link', href: '/docs/intro', label: 'Intro', description: 'Start here' }} />\n\n<DocCard item={{ type: 'category', label: 'Guides', href: '/docs/guides/install', items: [{}, {}] }} />\n"
    const ours = await buildEditedCopy('docusaurus-site', { 'docs/plugins.mdx': doc })
    const cards = [...ours.page('/docs/plugins').querySelectorAll('article .rtk-doc-card a')].map((a) => [a.getAttribute('href'), text(a)])
    expect(cards).toEqual([['/docs/intro', 'IntroStart here'], ['/docs/guides/install', 'Guides2 items']])
    const theirs = await buildEditedCopy('docusaurus-site', {
      'docs/plugins.mdx': doc,
      'src/theme/DocCard.js': "export default function DocCard({ item }) {\n  return <a className=\"their-card\" href={item.href}>{item.label}</a>\n}\n",
    })
    expect([...theirs.page('/docs/plugins').querySelectorAll('article a.their-card')].map(text)).toEqual(['Intro', 'Guides'])
    expect(theirs.warnings.filter((w) => w.includes('DocCard'))).toEqual([])
  })

  it("reads a doc's front matter as the site's remark plugins leave it in file.data.frontMatter: its social image and keywords, its title and description as read first (Temporal's og-image cards)", async () => {
    const edited = await buildEditedCopy('docusaurus-site', {
      'docusaurus.config.ts': (config) =>
        config.replace(
          'remarkPlugins: [remarkKroki],',
          "remarkPlugins: [remarkKroki, () => (tree: unknown, file: { path: string; data: { frontMatter: Record<string, unknown> } }) => { if (file.path.endsWith('intro.md')) Object.assign(file.data.frontMatter, { image: '/img/cards/intro.png', keywords: ['widgets', 'start'], title: 'Not this', description: 'Nor this' }) }],",
        ),
    })
    const intro = edited.page('/docs/intro')
    expect(intro.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe('https://widgets.example.com/img/cards/intro.png')
    expect(intro.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe('widgets, start')
    expect(intro.title).not.toContain('Not this')
    expect(intro.querySelector('meta[name="description"]')?.getAttribute('content')).not.toBe('Nor this')
    expect(edited.page('/docs/guides/install').querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe('https://widgets.example.com/img/social-card.png')
  })

  it("titles a page whose Layout title is the site's with the site's title alone, as Docusaurus's formatter (Home Assistant's home page read \"Docs | Docs\")", async () => {
    const edited = await buildEditedCopy('docusaurus-site', {
      'src/pages/same.jsx': "import Layout from '@theme/Layout'\n\nexport default function Same() {\n  return <Layout title=\"Widget Kit\"><p>Same</p></Layout>\n}\n",
    })
    expect(edited.page('/same').title).toBe('Widget Kit')
  })

  it("builds a page that imports a layout part we draw ourselves (@theme/Navbar): an empty component stands in, named once (flow.org's try page was skipped)", async () => {
    const edited = await buildEditedCopy('docusaurus-site', {
      'src/pages/try.jsx': "import Layout from '@theme/Layout'\nimport Navbar from '@theme/Navbar'\nimport DocSidebar from '@theme/DocSidebar'\n\nexport default function Try() {\n  return <Layout title=\"Try\"><Navbar /><DocSidebar><p className=\"try\">Try it</p></DocSidebar></Layout>\n}\n",
    })
    expect(text(edited.page('/try').querySelector('p.try'))).toBe('Try it')
    expect(edited.warnings.filter((w) => w.includes('@theme/Navbar'))).toEqual([
      'theme component "@theme/Navbar" is not available here: src/pages/try.jsx imports it, and it renders only its children (this generator draws the layout itself: navbar, sidebars, table of contents, footer)',
    ])
  })

  it("shows a CodeBlock's element children as they are, and gives nothing for useBaseUrl(''), as Docusaurus (Home Assistant's checklist showed [object Object], its home page four broken images)", async () => {
    const edited = await buildEditedCopy('docusaurus-site', {
      'docs/guides/checklist.mdx': "import CodeBlock from '@theme/CodeBlock'\nimport useBaseUrl from '@docusaurus/useBaseUrl'\n\n# Checklist\n\n<CodeBlock language=\"markdown\">{['One', 'Two'].map((rule) => <div key={rule} className=\"rule\">{`- [ ] ${rule}\\n`}</div>)}</CodeBlock>\n\nexport const Picture = () => { const src = useBaseUrl(''); return src ? <img className=\"empty\" src={src} /> : <span className=\"no-picture\">none</span> }\n\n<Picture />\n",
    })
    const page = edited.page('/docs/guides/checklist')
    expect([...page.querySelectorAll('article [data-rtk-code] pre code div.rule')].map(text)).toEqual(['- [ ] One', '- [ ] Two'])
    expect(text(page.querySelector('article [data-rtk-code]'))).not.toContain('[object Object]')
    expect(page.querySelector('article img.empty')).toBeNull()
    expect(text(page.querySelector('article span.no-picture'))).toBe('none')
  })

  it("gives useDocsVersion() its version's docs by id and its sidebars, as Docusaurus's props (Home Assistant's rule list read docs[id].title and failed)", async () => {
    const edited = await buildEditedCopy('docusaurus-site', {
      'src/components/Related.jsx': "import { useDocsVersion } from '@docusaurus/plugin-content-docs/client'\n\nexport default function Related({ ids }) {\n  const { docs, docsSidebars } = useDocsVersion()\n  return <ul className=\"related\">{ids.map((id) => <li key={id}>{docs[id].title} in {docs[id].sidebar}</li>)}<li>{Object.keys(docsSidebars).join(', ')}: {docsSidebars.guideSidebar[0].href}</li></ul>\n}\n",
      'docs/guides/related.mdx': "import Related from '@site/src/components/Related'\n\n# Related\n\n<Related ids={['intro', 'guides/install']} />\n",
    })
    expect([...edited.page('/docs/guides/related').querySelectorAll('ul.related li')].map(text)).toEqual([
      `${text(edited.page('/docs/intro').querySelector('article h1'))} in guideSidebar`,
      `${text(edited.page('/docs/guides/install').querySelector('article h1'))} in guideSidebar`,
      'guideSidebar: /docs/intro',
    ])
  })

  it("strips Flow types from the site's own files when its Babel config reads Flow, as babel-loader does (flow.org's components failed to build)", async () => {
    const edited = await buildEditedCopy('docusaurus-site', {
      'babel.config.js': "module.exports = { presets: [require.resolve('@docusaurus/core/lib/babel/preset'), '@babel/preset-flow'] }\n",
      'src/components/Typed.js': "// @flow\nimport * as React from 'react'\n\ntype Props = { name: string, count?: number }\n\nexport default function Typed({ name, count = 2 }: Props): React.Node {\n  return <b className=\"typed\">{name} × {count}</b>\n}\n",
      'src/pages/typed.js': "// @flow\nimport Typed from '@site/src/components/Typed'\n\nexport default function TypedPage(): React$Node {\n  const label: string = 'page'\n  return <main><Typed name={label} /></main>\n}\n",
      'docs/guides/typed.mdx': "import Typed from '@site/src/components/Typed'\n\n# Typed\n\n<Typed name=\"doc\" count={3} />\n",
    })
    expect(edited.warnings.filter((w) => /typed|Typed/.test(w))).toEqual([])
    expect(text(edited.page('/typed').querySelector('b.typed'))).toBe('page × 2')
    expect(text(edited.page('/docs/guides/typed').querySelector('article b.typed'))).toBe('doc × 3')
  })

  it("resolves a package's own imports from the package: its `#name` subpath imports (react-markdown's vfile, in Electron's docs, became a stub)", async () => {
    const edited = await buildEditedCopy('docusaurus-site', {
      'node_modules/inner-imports/package.json': JSON.stringify({ name: 'inner-imports', version: '1.0.0', main: 'index.js', imports: { '#words': './words.js' } }),
      'node_modules/inner-imports/index.js': "const words = require('#words')\nmodule.exports = function Said() { return words.greeting }\n",
      'node_modules/inner-imports/words.js': "exports.greeting = 'Hello from inside'\n",
      'docs/guides/inner.mdx': "import Said from 'inner-imports'\n\n# Inner\n\n<p className=\"said\"><Said /></p>\n",
    })
    expect(edited.warnings.filter((w) => w.includes('#words') || w.includes('inner-imports'))).toEqual([])
    expect(text(edited.page('/docs/guides/inner').querySelector('article p.said'))).toBe('Hello from inside')
  })

  it('warns about the image a page shows that static/ does not have', () => {
    expect(site.warnings).toContain('src/pages/showcase.jsx: the image /img/missing-screenshot.png does not exist (not in static/): readers see a broken image')
    // A link a component makes is checked for its anchor too (the Markdown's are, with their line).
    expect(site.warnings).toContain('src/pages/showcase.jsx: a link to /docs/guides/install#no-such-step points to a missing anchor: no element of /docs/guides/install has the id "no-such-step"')
    expect(site.warnings.filter((w) => w.includes('/img/logo.svg'))).toEqual([])
  })

  it("checks a Markdown link's anchor on a site's own page against that page's headings, as Docusaurus collects every rendered page's anchors", async () => {
    const copy = await copyFixture('docusaurus-site')
    try {
      await appendFile(join(copy.root, 'src/pages/help.md'), '\n## Where to ask\n')
      await appendFile(join(copy.root, 'docs/intro.md'), '\n\nSee [asking](/help#where-to-ask) and [nowhere](/help#no-such-part).\n')
      const logger = memoryLogger()
      await build({ root: copy.root, logger })
      expect(logger.warnings.filter((w) => w.includes('/help#'))).toEqual([expect.stringMatching(/^docs\/intro\.md:\d+:\d+: link "\/help#no-such-part" points to a missing anchor #no-such-part on \/help$/)])
    } finally {
      await copy.dispose()
    }
  })
})

describe('the docs', () => {
  it("keeps a fence's title and highlighted lines in a .md doc read as CommonMark (format detect), whose raw HTML is parsed (Backstage's code titles were lost)", async () => {
    const edited = await buildEditedCopy('docusaurus-site', {
      'docs/guides/config.md': '---\ntitle: Config\n---\n\n<details><summary>More</summary>\n\nRaw HTML here.\n\n</details>\n\n```yaml title="app-config.yaml" {2}\napp:\n  title: Widgets\n```\n',
    })
    const doc = edited.page('/docs/guides/config')
    expect([...doc.querySelectorAll('article details')].some((details) => text(details).includes('Raw HTML here.'))).toBe(true)
    expect(text(doc.querySelector('article .rtk-code__title'))).toBe('app-config.yaml')
    expect(doc.querySelectorAll('article .rtk-code .rtk-hl')).toHaveLength(1)
  })
  it('serves them under routeBasePath with the CommonJS sidebar', () => {
    const doc = site.page('/docs/guides/install')
    expect(text(doc.querySelector('article h1'))).toBe('Install')
    const sidebar = [...doc.querySelectorAll('.rtk-sidebar a')].map((a) => [text(a), a.getAttribute('href')])
    expect(sidebar).toEqual([
      ['Introduction', '/docs/intro'],
      ['Install', '/docs/guides/install'],
      ['Theming', '/docs/guides/theming'],
    ])
  })

  it('folds sidebar categories as Docusaurus does by default, except the one holding the page being read', () => {
    const guides = (route: string) => [...site.page(route).querySelectorAll('.rtk-sidebar details')].find((d) => text(d.querySelector('summary')) === 'Guides')!
    expect(guides('/docs/intro').hasAttribute('open')).toBe(false)
    expect(guides('/docs/guides/theming').hasAttribute('open')).toBe(true)
  })

  it('resolves .md links between docs, gives edit links from editUrl and highlights code with the mapped theme', () => {
    const doc = site.page('/docs/intro')
    expect(doc.querySelector('article a[href="/docs/guides/install"]')).not.toBeNull()
    expect(doc.querySelector('.rtk-doc__edit')?.getAttribute('href')).toBe('https://github.com/example/widgets/tree/main/website/docs/intro.md')
    const theming = site.page('/docs/guides/theming')
    expect(theming.querySelector('.rtk-admonition--tip')).not.toBeNull()
    expect(text(theming.querySelector('.rtk-code__title'))).toBe('theme.ts')
  })

  it("carries Docusaurus's stable class names, which a site's CSS targets, on the same parts of a doc page", () => {
    const doc = site.page('/docs/guides/theming')
    expect(doc.documentElement.className).toBe('docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-guides/theming')
    const classOf = (selector: string) => [...doc.querySelector(selector)!.classList].filter((c) => !c.startsWith('rtk-'))
    expect(classOf('[data-rtk-navbar]')).toEqual(['theme-layout-navbar', 'navbar', 'navbar--fixed-top', 'navbar--dark'])
    expect(classOf('.rtk-navbar__items:not(.rtk-navbar__items--right)')).toEqual(['theme-layout-navbar-left'])
    expect(classOf('.rtk-navbar__items--right')).toEqual(['theme-layout-navbar-right'])
    expect(classOf('[data-rtk-mobile-menu]')).toEqual(['theme-layout-navbar-sidebar'])
    expect(classOf('[data-rtk-announcement]')).toEqual(['theme-announcement-bar'])
    expect(classOf('[data-rtk-page]')).toEqual(['theme-layout-main', 'main-wrapper'])
    expect(classOf('[data-rtk-sidebar]')).toEqual(['theme-doc-sidebar-container'])
    expect(classOf('[data-rtk-sidebar] nav > ul')).toEqual(['theme-doc-sidebar-menu', 'menu__list'])
    // Each sidebar entry by its kind and depth, with Infima's list item class, where sites colour items
    // and hang badges on them (Stately's `.menu__list-item.pro-feature a:after`); its link Infima's too.
    const entries = [...doc.querySelectorAll('[data-rtk-sidebar] li')].map((li) => [text(li.querySelector('a, summary')), classOf2(li), classOf2(li.querySelector(':scope > a'))])
    function classOf2(element: Element | null): string {
      return [...(element?.classList ?? [])].filter((c) => !c.startsWith('rtk-')).join(' ')
    }
    expect(entries).toEqual([
      ['Introduction', 'theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-1 menu__list-item', 'menu__link'],
      ['Guides', 'theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1 menu__list-item', ''],
      ['Install', 'theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-2 menu__list-item', 'menu__link'],
      ['Theming', 'theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-2 menu__list-item', 'menu__link menu__link--active'],
    ])
    expect(classOf('.rtk-breadcrumbs')).toEqual(['theme-doc-breadcrumbs'])
    expect(classOf('article.rtk-markdown')).toEqual(['theme-doc-markdown', 'markdown'])
    // Infima's alert class too, where sites colour admonitions (`.alert--success { --ifm-alert-background-color }`).
    expect(classOf('.rtk-admonition')).toEqual(['theme-admonition', 'theme-admonition-tip', 'alert', 'alert--success'])
    expect(classOf('[data-rtk-code]')).toEqual(['theme-code-block'])
    expect(classOf('[data-rtk-toc]')).toEqual(['theme-doc-toc-desktop'])
    expect(classOf('[data-rtk-toc-mobile]')).toEqual(['theme-doc-toc-mobile'])
    expect(classOf('.rtk-doc__footer')).toEqual(['theme-doc-footer'])
    expect(classOf('.rtk-doc__meta')).toEqual(['theme-doc-footer-edit-meta-row'])
    expect(classOf('.rtk-doc__edit')).toEqual(['theme-edit-this-page'])
    expect(classOf('.rtk-footer')).toEqual(['theme-layout-footer', 'footer'])
    expect(classOf('.rtk-footer__column')).toEqual(['theme-layout-footer-column'])
  })

  it('puts on <html> the classes of each kind of page: a React page, a Markdown page, the not-found page', () => {
    expect(site.page('/').documentElement.className).toBe('plugin-pages plugin-id-default')
    expect(site.page('/help').documentElement.className).toBe('mdx-wrapper mdx-page plugin-pages plugin-id-default')
    expect(site.page('/404').documentElement.className).toBe('plugin-native plugin-id-default')
  })

  it("frames a Markdown page as its front matter says: wrapperClassName on <html>, the whole width with hide_table_of_contents (flow.org's home page was squeezed into a column)", async () => {
    const edited = await buildEditedCopy('docusaurus-site', {
      'src/pages/landing.mdx': '---\ntitle: Landing\nwrapperClassName: landing-wrapper\nhide_table_of_contents: true\n---\n\n<div className="hero-strip">Wide</div>\n',
    })
    const landing = edited.page('/landing')
    expect(landing.documentElement.className).toBe('landing-wrapper mdx-page plugin-pages plugin-id-default')
    expect(landing.querySelector('article.rtk-docusaurus-page--markdown')?.classList.contains('rtk-docusaurus-page--wide')).toBe(true)
    expect(edited.page('/help').querySelector('article.rtk-docusaurus-page--markdown')?.classList.contains('rtk-docusaurus-page--wide')).toBe(false)
  })

  it('shows a TypeScript block as written, without JavaScript tabs, unless the site uses remark-typescript-tools, and then on the files it converts (.mdx unless its fileExtensions say)', async () => {
    expect(site.page('/docs/guides/theming').querySelector('[data-rtk-tabs="code-language"]')).toBeNull()
    // Its samples link no Redux Toolkit name: no cards file either.
    expect(site.files.some((f) => f.path === 'rtk-api-cards.json')).toBe(false)
    expect(site.page('/docs/guides/theming').querySelector('article .rtk-code[data-lang="ts"]')).not.toBeNull()
    // A site that shows its samples in both languages with remark-typescript-tools (redux-toolkit.js.org runs
    // its transpileCodeblocks in CI alone): our conversion makes the tabs, fast.
    const copy = await copyFixture('docusaurus-site')
    try {
      const manifest = JSON.parse(await readFile(join(copy.root, 'package.json'), 'utf8')) as { devDependencies?: Record<string, string> }
      await copy.write('package.json', JSON.stringify({ ...manifest, devDependencies: { ...manifest.devDependencies, 'remark-typescript-tools': '^2.0.0' } }))
      // remark-typescript-tools converts the samples of .mdx files only, unless its options name others.
      await copy.write('docs/guides/typed.md', '# Typed\n\n```ts\nexport const twice = (n: number) => n * 2\n```\n')
      const tabbed = await buildSite(copy.root)
      const tabs = tabbed.page('/docs/guides/theming').querySelector('[data-rtk-tabs="code-language"]')
      expect([...(tabs?.querySelectorAll('[role="tab"]') ?? [])].map(text)).toEqual(['TypeScript', 'JavaScript'])
      expect(tabbed.page('/docs/guides/typed').querySelector('[data-rtk-tabs="code-language"]')).toBeNull()
      expect(tabbed.page('/docs/guides/typed').querySelector('article .rtk-code[data-lang="ts"]')).not.toBeNull()
      const config = await readFile(join(copy.root, 'docusaurus.config.ts'), 'utf8')
      await copy.write('plugins/transpile.js', 'exports.transpileCodeblocks = function transpileCodeblocks() { return () => {} }\n')
      await copy.write('docusaurus.config.ts', `import { transpileCodeblocks } from './plugins/transpile'\n${config.replace('remarkPlugins: [remarkKroki],', "remarkPlugins: [remarkKroki, [transpileCodeblocks, { fileExtensions: ['.md', '.mdx'] }]],")}`)
      const both = await buildSite(copy.root)
      expect(both.page('/docs/guides/typed').querySelector('[data-rtk-tabs="code-language"]')).not.toBeNull()
    } finally {
      await copy.dispose()
    }
  })

  it("bundles a package's stylesheet a page imports (its exports map naming it), into the site stylesheet", async () => {
    const copy = await copyFixture('docusaurus-site')
    try {
      await copy.write('node_modules/boxed-css/package.json', JSON.stringify({ name: 'boxed-css', version: '1.0.0', exports: { '.': './index.js', './dist/boxed.css': './dist/boxed.css' } }))
      await copy.write('node_modules/boxed-css/index.js', 'export const boxed = true\n')
      await copy.write('node_modules/boxed-css/dist/boxed.css', '.boxed-frame { border: 3px solid rgb(1, 2, 3); }\n')
      const page = await readFile(join(copy.root, 'src/pages/index.tsx'), 'utf8')
      await copy.write('src/pages/index.tsx', `import 'boxed-css/dist/boxed.css'\n${page}`)
      // It resolved without end before (the pages' package resolver and the style plugin asked each other).
      const result = await buildSite(copy.root)
      const css = result.assets.files.filter((f) => f.path.endsWith('.css')).map((f) => new TextDecoder().decode(f.contents)).join('\n')
      expect(css).toContain('.boxed-frame{border:3px solid rgb(1,2,3)}')
      expect(result.routes.some((r) => r.route === '/')).toBe(true)
    } finally {
      await copy.dispose()
    }
  }, 60_000)

  it("links no Redux Toolkit names in its samples, though its api/ folder documents one: that is Redux Toolkit's own docs' option", async () => {
    const copy = await copyFixture('docusaurus-site')
    try {
      const sample = "```ts\nimport { configureStore } from '@reduxjs/toolkit'\n\nexport const store = configureStore({ reducer: {} })\n```\n"
      await mkdir(join(copy.root, 'docs/api'), { recursive: true })
      await writeFile(join(copy.root, 'docs/api/store.md'), `# Store\n\n## configureStore\n\nMakes the store.\n\n${sample}`)
      await appendFile(join(copy.root, 'docs/intro.md'), `\n${sample}`)
      const result = await buildSite(copy.root)
      expect(result.page('/docs/intro').querySelector('[data-rtk-code] code')?.textContent).toContain('configureStore({ reducer: {} })')
      expect(result.page('/docs/intro').querySelector('a[data-rtk-api]')).toBeNull()
      expect(result.page('/docs/api/store').querySelector('a[data-rtk-api]')).toBeNull()
      expect(result.files.some((f) => f.path === 'rtk-api-cards.json')).toBe(false)
    } finally {
      await copy.dispose()
    }
  })

  it('shows breadcrumbs unless the docs option breadcrumbs is false', async () => {
    expect(site.page('/docs/guides/install').querySelector('.rtk-breadcrumbs')).not.toBeNull()
    const copy = await copyFixture('docusaurus-site')
    try {
      const config = await readFile(join(copy.root, 'docusaurus.config.ts'), 'utf8')
      await copy.write('docusaurus.config.ts', config.replace("routeBasePath: 'docs',", "routeBasePath: 'docs',\n          breadcrumbs: false,"))
      const built = await buildSite(copy.root)
      expect(built.page('/docs/guides/install').querySelector('.rtk-breadcrumbs')).toBeNull()
    } finally {
      await copy.dispose()
    }
  })

  it('turns emoji shortcodes in text into emoji, as Docusaurus does by default, and leaves code as written', () => {
    const paragraph = [...site.page('/docs/intro').querySelectorAll('article p')].find((p) => text(p).startsWith('Buttons'))!
    expect(text(paragraph)).toBe('Buttons, dials and sliders 🎉 (written :tada: in the source).')
    expect(text(paragraph.querySelector('code'))).toBe(':tada:')
  })
})

describe('written to disk', () => {
  let copy: Awaited<ReturnType<typeof copyFixture>>
  const logger = memoryLogger()
  beforeAll(async () => {
    copy = await copyFixture('docusaurus-site')
    await build({ root: copy.root, outDir: 'out/site', logger })
  })
  afterAll(() => copy.dispose())

  it('copies static/ to the output root and passes the link check despite the missing image (a warning)', async () => {
    const out = join(copy.root, 'out/site')
    expect((await readFile(join(out, 'CNAME'), 'utf8')).trim()).toBe('widgets.example.com')
    expect(existsSync(join(out, 'img/logo.svg'))).toBe(true)
    expect(existsSync(join(out, 'showcase/index.html'))).toBe(true)
    expect(existsSync(join(out, '404.html'))).toBe(true)
    expect(logger.warnings.some((w) => w.includes('missing-screenshot.png'))).toBe(true)
  })

  it('indexes every doc for search, in one section "Docs" (the config names none)', async () => {
    const entry = JSON.parse(await readFile(join(copy.root, 'out/site/pagefind/pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> }
    expect(Object.values(entry.languages).reduce((sum, l) => sum + l.page_count, 0)).toBe(3)
    const install = await readFile(join(copy.root, 'out/site/docs/guides/install/index.html'), 'utf8')
    expect(install).toContain('data-pagefind-filter="section:Docs"')
  })
})
