/**
 * A Docusaurus site in two locales (test/fixtures/docusaurus-i18n: English, and French under i18n/fr),
 * built as Docusaurus builds it: the French site at /fr/ from the same sources with the translations laid
 * over them (translated docs and post, navbar, footer, sidebar, blog options, code.json), the pages
 * linking each other's languages, each locale with its own sitemap and search index.
 */
import { existsSync } from 'node:fs'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseHTML } from 'linkedom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build, type BuildResult } from '../../src/generator/build'
import { formatError } from '../../src/generator/errors'
import { memoryLogger } from '../../src/generator/log'
import { buildEditedCopy, buildSite, copyFixture, FIXTURES, text, type TestSite } from '../support/site'

const ROOT = join(FIXTURES, 'docusaurus-i18n')
let site: TestSite
beforeAll(async () => {
  site = await buildSite(ROOT)
}, 60_000)

/** A rendered page of `locale`, parsed. */
function page(locale: string, route: string, result: BuildResult = site): Document {
  const routes = result.locales.find((l) => l.locale === locale)?.routes ?? []
  const found = routes.find((r) => r.route === route)
  if (!found) throw new Error(`no route ${route} in ${locale}; routes: ${routes.map((r) => r.route).join(', ')}`)
  return parseHTML(found.html).document
}
const main = (locale: string, route: string) => page(locale, route).querySelector('main')!
const attrs = (nodes: Iterable<Element>, ...names: string[]) => [...nodes].map((n) => names.map((name) => (name === 'text' ? text(n) : n.getAttribute(name))))

describe('a site in two locales', () => {
  it('builds the default locale at the base URL and French at /fr/, with the same pages', () => {
    expect(site.locales.map((l) => [l.locale, l.dir, l.config.baseUrl])).toEqual([['en', '', '/'], ['fr', 'fr', '/fr/']])
    const [en, fr] = site.locales.map((l) => l.routes.map((r) => r.route).sort())
    expect(fr).toEqual(en)
    expect(en).toEqual(expect.arrayContaining(['/', '/docs/intro', '/docs/guides/mooring', '/docs/guides/tides', '/docs/category/guides', '/blog', '/blog/2024/03/01/launch']))
    // The result's own fields are the default locale's.
    expect(site.routes).toBe(site.locales[0]!.routes)
  })

  it('reads a doc from its translation when there is one, else from the docs folder', () => {
    expect(text(main('fr', '/docs/intro').querySelector('h1'))).toBe('Bienvenue sur Harbor')
    expect(text(main('en', '/docs/intro').querySelector('h1'))).toBe('Welcome to Harbor')
    // Not translated: the English text, in the French site.
    expect(text(main('fr', '/docs/guides/tides'))).toContain('Changes arrive as actions.')
    expect(site.locales[1]!.model.docs.find((d) => d.id === 'intro')?.file).toBe('i18n/fr/docusaurus-plugin-content-docs/current/intro.md')
  })

  it('resolves .md links from translated and untranslated docs to the locale\'s pages', () => {
    expect(main('fr', '/docs/intro').querySelector('article a')?.getAttribute('href')).toBe('/fr/docs/guides/mooring')
    // A translated doc linking to one that is not translated.
    expect(main('fr', '/docs/guides/mooring').querySelector('article a')?.getAttribute('href')).toBe('/fr/docs/guides/tides')
    expect(main('en', '/docs/guides/mooring').querySelector('article a')?.getAttribute('href')).toBe('/docs/guides/tides')
    expect(site.warnings).toEqual([])
  })

  it('translates the navbar, footer and sidebar from their JSON files', () => {
    const fr = page('fr', '/docs/intro')
    expect(text(fr.querySelector('.rtk-navbar__title'))).toBe('Port')
    expect(fr.querySelector('.rtk-navbar__brand img')?.getAttribute('alt')).toBe('Logo de Port')
    expect(attrs(fr.querySelectorAll('.rtk-navbar__items:not(.rtk-navbar__items--right) > a'), 'text', 'href')).toEqual([['Guide de départ', '/fr/docs/intro'], ['Journal', '/fr/blog']])
    expect(attrs(fr.querySelectorAll('.rtk-footer__title, .rtk-footer a'), 'text')).toEqual([['Apprendre'], ['Premiers pas']])
    expect(fr.querySelector('.rtk-footer')?.textContent).toContain('Les contributeurs de Harbor')
    expect(attrs(fr.querySelectorAll('[data-rtk-sidebar] a, [data-rtk-sidebar] button'), 'text')).toEqual(expect.arrayContaining([['Présentation'], ['Tables des marées']]))
    expect(text(fr.querySelector('[data-rtk-sidebar]'))).toContain('Guides pratiques')
    // The generated index: translated title and description, and the path the English label gives it.
    const index = main('fr', '/docs/category/guides')
    expect(text(index.querySelector('h1'))).toBe('Tous les guides')
    expect(text(index)).toContain('Des guides pas à pas.')
    // English is as the config writes it.
    expect(text(page('en', '/docs/intro').querySelector('.rtk-navbar__title'))).toBe('Harbor')
  })

  it('translates the blog: its posts, title and sidebar title', () => {
    const list = page('fr', '/blog')
    expect(text(list.querySelector('title'))).toContain('Journal de bord')
    expect(text(list.querySelector('main'))).toContain('La première version de Harbor est sortie.')
    expect(text(list.body)).toContain('Articles récents')
    expect(text(main('fr', '/blog/2024/03/01/launch').querySelector('h1'))).toBe('Harbor est ouvert')
    // Dates as the locale writes them.
    expect(text(main('fr', '/blog/2024/03/01/launch').querySelector('.rtk-blog-post__meta time'))).toBe('1 mars 2024')
    expect(text(main('en', '/blog/2024/03/01/launch').querySelector('.rtk-blog-post__meta time'))).toBe('March 1, 2024')
    // The truncate marker of the translated post splits it as the original's does.
    expect(text(list.querySelector('main'))).not.toContain("Elle amarre l'état")
  })

  it('reads Markdown pages and the blog\'s authors file from their translations', () => {
    expect(text(page('fr', '/about').querySelector('h1'))).toBe('À propos de Harbor')
    expect(text(page('en', '/about').querySelector('h1'))).toBe('About Harbor')
    expect(text(main('fr', '/blog/2024/03/01/launch'))).toContain('Capitaine du port')
    expect(text(main('en', '/blog/2024/03/01/launch'))).toContain('Harbor master')
  })

  it('leads "Edit this page" of a translated doc to the original, of a post to its translation (editLocalizedFiles)', () => {
    const edit = (locale: string, route: string) => main(locale, route).querySelector('.rtk-doc__edit')?.getAttribute('href')
    expect(edit('fr', '/docs/intro')).toBe('https://code.example.org/harbor/edit/main/docs/intro.md')
    expect(edit('fr', '/blog/2024/03/01/launch')).toBe('https://code.example.org/harbor/edit/main/i18n/fr/docusaurus-plugin-content-blog/2024-03-01-launch.md')
    expect(edit('en', '/blog/2024/03/01/launch')).toBe('https://code.example.org/harbor/edit/main/blog/2024-03-01-launch.md')
  })

  it('renders <Translate> and translate() from code.json, in docs and pages, values filled in', () => {
    expect(text(main('fr', '/docs/guides/tides').querySelector('.tide-note'))).toBe("L'état change 2 fois par jour.")
    expect(main('fr', '/docs/guides/tides').querySelector('p[title]')?.getAttribute('title')).toBe('Marée haute')
    expect(text(main('en', '/docs/guides/tides').querySelector('.tide-note'))).toBe('The state changes 2 times a day.')
    const home = page('fr', '/')
    expect(text(home.querySelector('h1'))).toBe('Des amarres sûres pour votre état')
    // Without an id, the message is its own key.
    expect(text(home.querySelector('main'))).toContain('Lisez le guide pour commencer.')
    expect(text(home.querySelector('.home-locale'))).toBe('fr')
    expect(text(home.querySelector('title'))).toMatch(/^Accueil/)
  })

  it("words the theme in the locale's language where code.json does not, with our translations (as Docusaurus's theme-translations do)", () => {
    const fr = main('fr', '/docs/intro')
    expect(text(fr.querySelector('.rtk-doc__edit'))).toBe('Modifier cette page')
    expect(text(page('fr', '/docs/guides/mooring').querySelector('.rtk-breadcrumbs a'))).toBe('Accueil')
    expect(text(main('en', '/docs/intro').querySelector('.rtk-doc__edit'))).toBe('Edit this page')
    // The landmarks' and buttons' accessible names too.
    const mooring = page('fr', '/docs/guides/mooring')
    expect([mooring.querySelector('.rtk-breadcrumbs'), mooring.querySelector('.rtk-sidebar nav'), mooring.querySelector('.rtk-navbar__inner')].map((el) => el?.getAttribute('aria-label'))).toEqual(['Fil d’Ariane', 'Barre latérale de la documentation', 'Navigation principale'])
    expect(page('fr', '/docs/guides/mooring').querySelector('[data-rtk-theme-toggle]')?.getAttribute('aria-label')).toMatch(/^Basculer entre le mode sombre et le mode clair \(actuellement mode (clair|sombre)\)$/)
    expect(page('en', '/docs/guides/mooring').querySelector('.rtk-breadcrumbs')?.getAttribute('aria-label')).toBe('Breadcrumbs')
  })

  it('words the theme in the locale when code.json translates its strings', () => {
    const fr = page('fr', '/docs/intro')
    expect(text(fr.querySelector('.rtk-skip-link'))).toBe('Aller au contenu principal')
    expect(text(fr.querySelector('.rtk-pagination'))).toContain('Suivant')
    expect(text(page('fr', '/docs/guides/mooring').querySelector('.rtk-pagination'))).toContain('Précédent')
    expect(text(page('fr', '/docs/guides/mooring').querySelector('.rtk-toc, .rtk-toc-mobile summary'))).toBe('Sur cette page')
    expect(text(page('en', '/docs/intro').querySelector('.rtk-skip-link'))).toBe('Skip to main content')
    // Code blocks' copy button, and the browser code's words (the search dialog) handed over on <html>.
    expect(text(main('fr', '/docs/guides/mooring').querySelector('.rtk-code__copy'))).toBe('Copier')
    // The site's code.json first, our French for the rest (theme-translations/fr.json).
    expect(JSON.parse(page('fr', '/docs/intro').documentElement.getAttribute('data-rtk-messages')!)).toMatchObject({ 'theme.CodeBlock.copy': 'Copier', 'theme.SearchModal.placeholder': 'Rechercher dans la doc', 'theme.SearchModal.noResultsScreen.noResultsText': 'Aucun résultat pour', 'theme.CodeBlock.copied': 'Copié', 'rtk.search.moreResults': 'Plus de résultats' })
    expect(page('en', '/docs/intro').documentElement.hasAttribute('data-rtk-messages')).toBe(false)
    // The blog's: its tags and archive pages, and "Read more" with the words screen readers hear.
    expect(text(main('fr', '/blog/tags').querySelector('h1'))).toBe('Étiquettes')
    // A plural form picked for the count, as Docusaurus's usePluralForm picks it.
    expect(text(main('fr', '/blog/tags/release').querySelector('h1'))).toBe('Un article avec l’étiquette « release »')
    expect(text(main('en', '/blog/tags/release').querySelector('h1'))).toBe('One post tagged with "release"')
    expect(text(page('fr', '/blog/archive').querySelector('title'))).toMatch(/^Archives/)
    expect(text(main('fr', '/blog').querySelector('a.rtk-blog-post__more'))).toBe('Lire la suite de Harbor est ouvert')
    expect(main('fr', '/blog').querySelector('a.rtk-blog-post__more .rtk-sr-only')?.textContent).toBe(' de Harbor est ouvert')
  })

  it('tells browsers and search engines each page\'s language and where its translations are', () => {
    const fr = page('fr', '/docs/intro')
    expect([fr.documentElement.getAttribute('lang'), fr.documentElement.getAttribute('dir')]).toEqual(['fr', 'ltr'])
    expect(page('en', '/docs/intro').documentElement.getAttribute('lang')).toBe('en')
    const alternates = [...fr.querySelectorAll('link[rel="alternate"]')].filter((l) => l.hasAttribute('hreflang') || l.hasAttribute('hrefLang'))
    expect(alternates.map((l) => [l.getAttribute('hreflang') ?? l.getAttribute('hrefLang'), l.getAttribute('href')])).toEqual([
      ['en', 'https://harbor.example.org/docs/intro'],
      ['fr', 'https://harbor.example.org/fr/docs/intro'],
      ['x-default', 'https://harbor.example.org/docs/intro'],
    ])
    expect(fr.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('fr')
    expect(fr.querySelector('meta[property="og:locale:alternate"]')?.getAttribute('content')).toBe('en')
  })

  it('lists every locale in the locale dropdown, labelled in its own language, each leading to the same page', () => {
    const dropdown = (locale: string, route: string) => page(locale, route).querySelector('.rtk-navbar [data-rtk-dropdown]')!
    const fr = dropdown('fr', '/docs/guides/tides')
    expect(text(fr.querySelector('button'))).toBe('Français')
    expect(attrs(fr.querySelectorAll('a'), 'text', 'href', 'lang', 'aria-current')).toEqual([
      ['English', '/docs/guides/tides', 'en', null],
      ['Français', '/fr/docs/guides/tides', 'fr', 'true'],
    ])
    expect(text(dropdown('en', '/blog').querySelector('button'))).toBe('English')
    expect(attrs(dropdown('en', '/blog').querySelectorAll('a'), 'href')).toEqual([['/blog'], ['/fr/blog']])
    // Left to the browser, as Docusaurus's pathname:// entries are: a build of one locale has not the others.
    expect([...fr.querySelectorAll('a')].every((a) => a.hasAttribute('data-rtk-unchecked'))).toBe(true)
  })

  it('builds one locale alone at the site\'s base URL (--locale)', async () => {
    const fr = await buildSite(ROOT, { locale: 'fr' })
    expect(fr.locales.map((l) => [l.locale, l.dir, l.config.baseUrl])).toEqual([['fr', '', '/']])
    expect(text(fr.page('/docs/intro').querySelector('h1'))).toBe('Bienvenue sur Harbor')
    expect(fr.page('/docs/intro').querySelector('article a')?.getAttribute('href')).toBe('/docs/guides/mooring')
    const error = await buildSite(ROOT, { locale: 'de' }).then(() => undefined, (e: unknown) => e)
    expect(formatError(error)).toMatch(/unknown locale "de"[\s\S]*en, fr/)
  }, 60_000)
})

describe('a two-locale site written out', () => {
  let fixture: Awaited<ReturnType<typeof copyFixture>>
  beforeAll(async () => {
    fixture = await copyFixture('docusaurus-i18n')
    await build({ root: fixture.root, logger: memoryLogger() })
  }, 90_000)
  afterAll(() => fixture.dispose())
  const out = (path: string) => join(fixture.root, 'build', path)

  it('writes each locale into its folder, with the static files, a sitemap and a search index of its own', async () => {
    for (const path of ['docs/intro/index.html', 'fr/docs/intro/index.html', 'fr/404.html', 'fr/img/logo.svg', 'img/logo.svg', 'fr/docs/intro.md', 'fr/blog/rss.xml']) expect(existsSync(out(path)), path).toBe(true)
    const sitemap = await readFile(out('fr/sitemap.xml'), 'utf8')
    expect(sitemap).toContain('<loc>https://harbor.example.org/fr/docs/intro</loc>')
    expect(sitemap).not.toContain('<loc>https://harbor.example.org/docs/intro</loc>')
    const entry = JSON.parse(await readFile(out('fr/pagefind/pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> }
    expect(Object.keys(entry.languages)).toEqual(['fr'])
    const english = JSON.parse(await readFile(out('pagefind/pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> }
    expect(Object.keys(english.languages)).toEqual(['en'])
    // The three docs and the post, in each (posts were left out of the index before).
    expect([entry.languages.fr!.page_count, english.languages.en!.page_count]).toEqual([4, 4])
  })

  it('compiles nothing again when nothing changed: each locale keeps its pages in the cache', async () => {
    const logger = { ...memoryLogger(), debug: (m: string) => void debug.push(m) }
    const debug: string[] = []
    await build({ root: fixture.root, logger })
    const cacheLines = debug.filter((m) => m.startsWith('page cache:'))
    expect(cacheLines).toHaveLength(2)
    for (const line of cacheLines) expect(line).toMatch(/page cache: (\d+) of \1 pages unchanged/)
  }, 60_000)

  it('says a warning every locale gives (an untranslated doc\'s link to no page) once', async () => {
    const doc = join(fixture.root, 'docs/anchors.md')
    await writeFile(doc, '# Anchors\n\nSee [the tides](./no-such-page.md).\n')
    try {
      const logger = memoryLogger()
      await build({ root: fixture.root, logger, write: false })
      expect(logger.warnings.filter((w) => w.includes('no-such-page'))).toEqual(['docs/anchors.md:3: link "./no-such-page.md" names no page; check the path'])
    } finally {
      await rm(doc)
    }
  }, 60_000)

  it('fails on a translation file that is not JSON, naming the file and line, and keeps the last output', async () => {
    const file = join(fixture.root, 'i18n/fr/docusaurus-theme-classic/navbar.json')
    const before = await readFile(file, 'utf8')
    await writeFile(file, '{\n  "title": { "message": "Port" },\n  "item.label.Blog": { "message": "Journal" ,, }\n}\n')
    try {
      const error = await build({ root: fixture.root, logger: memoryLogger() }).then(() => undefined, (e: unknown) => e)
      expect(formatError(error)).toMatch(/i18n\/fr\/docusaurus-theme-classic\/navbar\.json:3/)
      expect(formatError(error)).toContain('not valid JSON')
      expect(existsSync(out('fr/docs/intro/index.html'))).toBe(true)
    } finally {
      await writeFile(file, before)
    }
  }, 60_000)
})

describe('a versioned site in two locales', () => {
  let copy: Awaited<ReturnType<typeof copyFixture>>
  let versioned: BuildResult
  beforeAll(async () => {
    copy = await copyFixture('docusaurus-versions')
    const write = copy.write
    const config = join(copy.root, 'docusaurus.config.ts')
    await writeFile(config, (await readFile(config, 'utf8')).replace("  baseUrl: '/',", "  baseUrl: '/',\n  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },"))
    await write('i18n/fr/docusaurus-plugin-content-docs/version-2.0/intro.md', '# Intro\n\nCeci est le texte de la 2.0.\n')
    await write('i18n/fr/docusaurus-plugin-content-docs/current.json', '{ "version.label": { "message": "Canari" } }\n')
    await write('i18n/fr/docusaurus-plugin-content-docs/version-2.0.json', '{ "version.label": { "message": "2.0 (stable)" } }\n')
    versioned = await build({ root: copy.root, write: false, logger: memoryLogger() })
  }, 60_000)
  afterAll(() => copy.dispose())

  it('reads a version\'s translated docs from version-<name>/ and its label from version-<name>.json', () => {
    expect(text(page('fr', '/docs/intro', versioned).querySelector('main'))).toContain('Ceci est le texte de la 2.0.')
    // Not translated in that version: the original.
    expect(text(page('fr', '/docs/1.0/intro', versioned).querySelector('main'))).toContain('Lantern 1.0 lit the way with oil.')
    const items = [...page('fr', '/docs/next/intro', versioned).querySelectorAll('[data-rtk-dropdown-menu] a')].map((a) => text(a))
    expect(items).toEqual(['Canari', '2.0 (stable)', '1.0', 'Archived versions'])
    expect(text(page('fr', '/docs/next/intro', versioned).querySelector('.rtk-version-banner'))).toContain('version Canari')
  })
})

describe('a config that reads DOCUSAURUS_CURRENT_LOCALE', () => {
  it('is loaded for each locale with it naming that locale, as Docusaurus loads it for the locale it builds', async () => {
    try {
      const result = await buildEditedCopy('docusaurus-i18n', { 'docusaurus.config.js': (config) => config.replace("tagline: 'Moorings for your state',", "tagline: `Moorings (${process.env.DOCUSAURUS_CURRENT_LOCALE})`,") })
      expect(result.config.tagline).toBe('Moorings (en)')
      expect(result.locales.map((l) => [l.locale, l.config.tagline])).toEqual([
        ['en', 'Moorings (en)'],
        ['fr', 'Moorings (fr)'],
      ])
    } finally {
      delete process.env.DOCUSAURUS_CURRENT_LOCALE
    }
  }, 60_000)
})

describe("the checks of a translated site's written output", () => {
  it('say a warning of a file that every locale shows once, not once per locale', async () => {
    const copy = await copyFixture('docusaurus-i18n')
    try {
      const tides = join(copy.root, 'docs/guides/tides.mdx')
      await writeFile(tides, `${await readFile(tides, 'utf8')}\n\nSee [the missing part](/docs/intro#no-such-part).\n`)
      const logger = memoryLogger()
      await build({ root: copy.root, outDir: 'build', logger })
      expect(logger.warnings.filter((w) => w.includes('#no-such-part'))).toEqual([expect.stringMatching(/^docs\/guides\/tides\.mdx:\d+:\d+: link "\/docs\/intro#no-such-part" points to a missing anchor/)])
    } finally {
      await copy.dispose()
    }
  }, 60_000)
})
