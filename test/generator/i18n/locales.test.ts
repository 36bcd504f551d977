/**
 * The pure parts of i18n: which locales a build renders and where, where a docs plugin's translations
 * are (versions and other plugins included), the default labels and directions, the sidebar's keys, and
 * <Translate>'s lookup and interpolation.
 */
import { join } from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { htmlLang, localeDirection, localeLabel, localePageUrl } from '../../../src/components/locale'
import Translate, { interpolate, translate } from '../../../src/components/docusaurus/translate'
import { withPageScope } from '../../../src/components/docusaurus/scope'
import { validateConfig } from '../../../src/generator/config/load'
import { docsTranslations, localeBuilds } from '../../../src/generator/i18n/locales'
import { translateSidebar } from '../../../src/generator/i18n/sidebar-translations'
import { pluralMessage } from '../../../src/components/theme-messages'
import { FIXTURES } from '../../support/site'

const ROOT = join(FIXTURES, 'docusaurus-i18n')
const config = validateConfig({ title: 'T', url: 'https://t.example', baseUrl: '/base/', i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'ar'] } })

describe('locales', () => {
  it('puts the default locale at the base URL and the others below it, or one alone at the base URL', () => {
    expect(localeBuilds(ROOT, config).map((l) => [l.locale, l.dir, l.config.baseUrl])).toEqual([['en', '', '/base/'], ['fr', 'fr', '/base/fr/'], ['ar', 'ar', '/base/ar/']])
    expect(localeBuilds(ROOT, config, 'fr').map((l) => [l.locale, l.dir, l.config.baseUrl, l.config.i18n.currentLocale])).toEqual([['fr', '', '/base/', 'fr']])
    const fr = localeBuilds(ROOT, config, 'fr')[0]!.config
    expect(localePageUrl(fr, 'ar', '/docs/x')).toBe('/base/ar/docs/x')
    expect(localePageUrl(fr, 'en', '/')).toBe('/base/')
    expect(fr.i18n.codeTranslations['home.title']).toBe('Accueil')
  })

  it('finds a docs plugin\'s translations: current docs, a version, another plugin', () => {
    const fr = localeBuilds(ROOT, config, 'fr')[0]!.config
    expect(docsTranslations(ROOT, fr, undefined, 'current')?.content).toBe('i18n/fr/docusaurus-plugin-content-docs/current')
    expect(docsTranslations(ROOT, fr, undefined, '1.0')?.content).toBe('i18n/fr/docusaurus-plugin-content-docs/version-1.0')
    expect(docsTranslations(ROOT, fr, 'community', undefined)?.content).toBe('i18n/fr/docusaurus-plugin-content-docs-community/current')
    expect(docsTranslations(ROOT, fr, undefined, 'current')?.messages.get('version.label')).toBe('Prochaine')
    // A locale without a translations folder has none.
    expect(docsTranslations(ROOT, localeBuilds(ROOT, config, 'ar')[0]!.config, undefined, 'current')).toBeUndefined()
  })

  it('labels and orients a locale as its language does unless the config says', () => {
    expect([localeLabel(config, 'fr'), localeLabel(config, 'ar'), localeLabel(config, 'en')]).toEqual(['Français', 'العربية', 'English'])
    expect([localeDirection(config, 'ar'), localeDirection(config, 'fr')]).toEqual(['rtl', 'ltr'])
    const custom = validateConfig({ title: 'T', url: 'https://t.example', i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { label: 'FR', htmlLang: 'fr-CA', direction: 'rtl' } } } })
    expect([localeLabel(custom, 'fr'), htmlLang(custom, 'fr'), localeDirection(custom, 'fr')]).toEqual(['FR', 'fr-CA', 'rtl'])
  })

  it('honours a locale\'s own baseUrl, url and translate: false', () => {
    const own = validateConfig({ title: 'T', url: 'https://t.example', baseUrl: '/base/', i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'de'], localeConfigs: { fr: { baseUrl: 'base/francais', translate: false }, de: { url: 'https://de.t.example', baseUrl: '/base/de/' } } } })
    const builds = localeBuilds(ROOT, own)
    expect(builds.map((l) => [l.locale, l.dir, l.config.baseUrl, l.config.url])).toEqual([
      ['en', '', '/base/', 'https://t.example'],
      ['fr', 'francais', '/base/francais/', 'https://t.example'],
      ['de', 'de', '/base/de/', 'https://de.t.example'],
    ])
    // translate: false reads nothing of i18n/fr; the theme's words are still in French (ours, not the site's).
    expect(builds[1]!.config.i18n.codeTranslations['theme.common.editThisPage']).toBe('Modifier cette page')
    expect(Object.keys(builds[1]!.config.i18n.codeTranslations).every((id) => /^(theme|rtk)\./.test(id))).toBe(true)
    // A locale on another host is linked to by its whole URL.
    expect(localePageUrl(builds[0]!.config, 'de', '/docs/x')).toBe('https://de.t.example/base/de/docs/x')
    expect(localePageUrl(builds[0]!.config, 'fr', '/docs/x')).toBe('/base/francais/docs/x')
    const clash = validateConfig({ title: 'T', url: 'https://t.example', i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { url: 'https://fr.t.example', baseUrl: '/' } } } })
    expect(() => localeBuilds(ROOT, clash)).toThrow(/the locales en and fr would both be built into the output folder/)
    expect(localeBuilds(ROOT, clash, 'fr').map((l) => [l.dir, l.config.baseUrl, l.config.url])).toEqual([['', '/', 'https://fr.t.example']])
  })

  it('refuses locales that leave out the default one', () => {
    expect(() => validateConfig({ title: 'T', url: 'https://t.example', i18n: { defaultLocale: 'en', locales: ['fr'] } })).toThrow(/i18n\.locales: i18n\.locales must include i18n\.defaultLocale/)
  })
})

describe('sidebar translations', () => {
  it('translates categories, links and labelled docs by Docusaurus\'s keys, keeping the generated index\'s path', () => {
    const messages = new Map([
      ['sidebar.docs.category.Guides', 'Guides FR'],
      ['sidebar.docs.category.Guides.link.generated-index.title', 'Tous'],
      ['sidebar.docs.link.Site', 'Site FR'],
      ['sidebar.docs.doc.Start here', 'Commencer'],
    ])
    const items = translateSidebar('docs', [
      { type: 'category', label: 'Guides', path: 'p', link: { type: 'generated-index', title: 'All' }, items: [{ type: 'doc', id: 'a', label: 'Start here', ref: false, path: 'p' }, { type: 'doc', id: 'b', ref: false, path: 'p' }] },
      { type: 'link', href: 'https://x.example', label: 'Site' },
    ], messages)
    expect(items).toEqual([
      { type: 'category', label: 'Guides FR', path: 'p', link: { type: 'generated-index', slug: '/category/guides', title: 'Tous', description: undefined }, items: [{ type: 'doc', id: 'a', label: 'Commencer', ref: false, path: 'p' }, { type: 'doc', id: 'b', ref: false, path: 'p' }] },
      { type: 'link', href: 'https://x.example', label: 'Site FR' },
    ])
  })
})

describe('<Translate> and translate()', () => {
  const scope = (codeTranslations: Record<string, string>) => ({ siteConfig: {} as never, codeTranslations, globalData: {}, route: '/', head: [] })
  it('looks a message up by its id, else by itself, and fills its values', () => {
    const html = withPageScope(scope({ greet: 'Bonjour {name} !', 'Plain text': 'Texte' }), () =>
      renderToStaticMarkup(createElement('p', null, createElement(Translate, { id: 'greet', values: { name: createElement('b', null, 'Ada') } }, 'Hello {name}!'), ' ', createElement(Translate, null, 'Plain text'), ' ', createElement(Translate, { id: 'missing' }, 'Kept {x}'))),
    )
    expect(html).toBe('<p>Bonjour <b>Ada</b> ! Texte Kept {x}</p>')
    expect(withPageScope(scope({ n: '{count} pages' }), () => translate({ id: 'n', message: '{count} pages' }, { count: 3 }))).toBe('3 pages')
    expect(interpolate('{a} and {b}', { a: 'x' })).toBe('x and {b}')
  })
})

describe('plural forms', () => {
  it('picks the form of the count\'s plural category, in the order of the locale\'s categories', () => {
    const messages = { 'theme.blog.post.plurals': 'jeden wpis|{count} wpisy|{count} wpisów|{count} wpisu' }
    // Polish: one, few, many, other.
    expect([1, 3, 5, 22, 1.5].map((n) => pluralMessage(messages, 'theme.blog.post.plurals', n, 'pl'))).toEqual(['jeden wpis', '3 wpisy', '5 wpisów', '22 wpisy', '1.5 wpisu'])
    // Fewer forms than categories (French has one, many, other): the last serves the rest.
    const french = { 'theme.blog.post.plurals': 'Un article|{count} articles' }
    expect([1, 2, 1000000].map((n) => pluralMessage(french, 'theme.blog.post.plurals', n, 'fr'))).toEqual(['Un article', '2 articles', '1000000 articles'])
    expect(pluralMessage({}, 'theme.blog.post.plurals', 2, 'en')).toBe('2 posts')
  })
})
