/**
 * write-translations on a copy of the two-locale fixture (test/fixtures/docusaurus-i18n): the files a
 * translator starts from, brought up to date without losing what is translated, and read back by the build.
 */
import { existsSync } from 'node:fs'
import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { parseHTML } from 'linkedom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { build } from '../../../src/generator/build'
import { formatError } from '../../../src/generator/errors'
import { writeTranslations } from '../../../src/generator/i18n/write-translations'
import { memoryLogger } from '../../../src/generator/log'
import { copyFixture, text } from '../../support/site'

let fixture: Awaited<ReturnType<typeof copyFixture>>
beforeEach(async () => {
  fixture = await copyFixture('docusaurus-i18n')
})
afterEach(() => fixture.dispose())

const json = async (path: string) => JSON.parse(await readFile(join(fixture.root, path), 'utf8')) as Record<string, { message: string; description?: string }>
const messages = async (path: string) => Object.fromEntries(Object.entries(await json(path)).map(([key, value]) => [key, value.message]))

describe('write-translations', () => {
  it("writes a new locale's files: the site code's messages, the theme's words in its language, navbar, footer, sidebar and blog texts", async () => {
    await rm(join(fixture.root, 'i18n'), { recursive: true })
    const logger = memoryLogger()
    const written = await writeTranslations({ root: fixture.root, locale: 'fr', logger })
    expect(written.map((w) => w.path)).toEqual([
      'i18n/fr/code.json',
      'i18n/fr/docusaurus-theme-classic/navbar.json',
      'i18n/fr/docusaurus-theme-classic/footer.json',
      'i18n/fr/docusaurus-plugin-content-docs/current.json',
      'i18n/fr/docusaurus-plugin-content-blog/options.json',
    ])
    const code = await messages('i18n/fr/code.json')
    // The pages' own messages as written (a translator's work), the theme's already in French.
    expect(code).toMatchObject({ 'home.title': 'Home', 'home.heading': 'Safe moorings for your state', 'Read the guide to begin.': 'Read the guide to begin.', 'theme.docs.paginator.next': 'Suivant' })
    expect(await messages('i18n/fr/docusaurus-theme-classic/navbar.json')).toEqual({ title: 'Harbor', 'logo.alt': 'Harbor logo', 'item.label.Guide': 'Guide', 'item.label.Blog': 'Blog' })
    expect(await messages('i18n/fr/docusaurus-theme-classic/footer.json')).toEqual({ 'link.title.Learn': 'Learn', 'link.item.label.Getting started': 'Getting started', copyright: 'Harbor contributors' })
    expect(await json('i18n/fr/docusaurus-plugin-content-docs/current.json')).toEqual({
      'version.label': { message: 'Next', description: 'The label of the docs version current' },
      'sidebar.guide.category.Guides': { message: 'Guides', description: 'The category "Guides" in the sidebar guide' },
      'sidebar.guide.category.Guides.link.generated-index.title': { message: 'All guides', description: 'The title of the category "Guides"\'s index page in the sidebar guide' },
      'sidebar.guide.category.Guides.link.generated-index.description': { message: 'Step-by-step guides.', description: 'The description on the category "Guides"\'s index page in the sidebar guide' },
      'sidebar.guide.link.Tide tables': { message: 'Tide tables', description: 'The link "Tide tables" in the sidebar guide, to https://tides.example.org' },
    })
    expect(await messages('i18n/fr/docusaurus-plugin-content-blog/options.json')).toEqual({ title: 'Blog', description: 'Blog', 'sidebar.title': 'Recent posts' })
    expect(logger.infos).toContain('5 translations written to i18n/fr/docusaurus-plugin-content-docs/current.json')
  })

  it('keeps what is translated, adds what is new, and names the keys the site no longer uses', async () => {
    await fixture.write('src/pages/index.js', (await readFile(join(fixture.root, 'src/pages/index.js'), 'utf8')).replace('<Translate>Read the guide to begin.</Translate>', '<Translate id="home.next">Read on.</Translate>'))
    const logger = memoryLogger()
    await writeTranslations({ root: fixture.root, locale: 'fr', logger, messagePrefix: '[fr] ' })
    const code = await messages('i18n/fr/code.json')
    expect(code['home.heading']).toBe('Des amarres sûres pour votre état')
    expect(code['home.next']).toBe('[fr] Read on.')
    // Kept, and named: the removed message, and those only the docs' MDX uses (write-translations reads src/, as Docusaurus's does).
    expect(code['Read the guide to begin.']).toBe('Lisez le guide pour commencer.')
    expect(logger.warnings).toEqual(['i18n/fr/code.json: 3 translations are no longer used by the site and kept: "Read the guide to begin.", "tides.note", "tides.title" (remove them if they are not needed)'])
    expect((await messages('i18n/fr/docusaurus-theme-classic/navbar.json'))['item.label.Guide']).toBe('Guide de départ')
  })

  it('replaces the translations with the source texts with override', async () => {
    await writeTranslations({ root: fixture.root, locale: 'fr', override: true, logger: memoryLogger() })
    expect((await messages('i18n/fr/code.json'))['home.heading']).toBe('Safe moorings for your state')
    expect((await messages('i18n/fr/docusaurus-plugin-content-docs/current.json'))['sidebar.guide.category.Guides']).toBe('Guides')
  })

  it("writes the default locale's files when no locale is given, and refuses a locale the site does not have", async () => {
    const written = await writeTranslations({ root: fixture.root, logger: memoryLogger() })
    expect(written[0]).toEqual({ path: 'i18n/en/code.json', count: expect.any(Number) })
    expect((await messages('i18n/en/code.json'))['theme.docs.paginator.next']).toBe('Next')
    const error = await writeTranslations({ root: fixture.root, locale: 'de', logger: memoryLogger() }).catch((e: unknown) => e)
    expect(formatError(error)).toBe("unknown locale \"de\"\n  Fix: write the translations of one of the site's locales (i18n.locales): en, fr")
  })

  it('changes no file when one it would update is not valid JSON, naming it and its line', async () => {
    await fixture.write('i18n/fr/docusaurus-theme-classic/footer.json', '{\n  "copyright": { "message": "x" },\n}\n')
    const before = await readFile(join(fixture.root, 'i18n/fr/code.json'), 'utf8')
    const error = await writeTranslations({ root: fixture.root, locale: 'fr', logger: memoryLogger() }).catch((e: unknown) => e)
    expect(formatError(error)).toMatch(/^i18n\/fr\/docusaurus-theme-classic\/footer\.json:3: the translation file is not valid JSON/)
    expect(await readFile(join(fixture.root, 'i18n/fr/code.json'), 'utf8')).toBe(before)
  })
})

describe('sidebar items with one label', () => {
  const sidebar = (keys: boolean) => `module.exports = {
  guide: [
    'intro',
    { type: 'category', label: 'Guides', ${keys ? "key: 'harbor-guides', " : ''}items: ['guides/mooring'] },
    { type: 'category', label: 'Guides', ${keys ? "key: 'tide-guides', " : ''}items: ['guides/tides'] },
  ],
}
`

  it('are refused by write-translations, naming the key and the fix: a key on each', async () => {
    await fixture.write('sidebars.js', sidebar(false))
    const error = await writeTranslations({ root: fixture.root, locale: 'fr', logger: memoryLogger() }).catch((e: unknown) => e)
    expect(formatError(error)).toBe(
      'sidebars.js: sidebar items share a translation key: "sidebar.guide.category.Guides"\n' +
        "  Fix: give the items their own translation key: a `key` (e.g. key: 'guides-overview') on all but one of them in the sidebar file",
    )
    expect(existsSync(join(fixture.root, 'i18n/fr/docusaurus-theme-classic/navbar.json'))).toBe(true)
  })

  it('get a translation each under their key, which the build reads', async () => {
    await fixture.write('sidebars.js', sidebar(true))
    await writeTranslations({ root: fixture.root, locale: 'fr', logger: memoryLogger() })
    const current = await json('i18n/fr/docusaurus-plugin-content-docs/current.json')
    // The old category's translation is kept (and named as unused), the two new keys added.
    expect(Object.keys(current).filter((k) => k.includes('category') && !k.includes('.link.'))).toEqual(['sidebar.guide.category.Guides', 'sidebar.guide.category.harbor-guides', 'sidebar.guide.category.tide-guides'])
    await fixture.write('i18n/fr/docusaurus-plugin-content-docs/current.json', JSON.stringify({ ...current, 'sidebar.guide.category.harbor-guides': { message: 'Amarrage' }, 'sidebar.guide.category.tide-guides': { message: 'Marées' } }))
    const result = await build({ root: fixture.root, write: false, logger: memoryLogger() })
    const fr = result.locales.find((l) => l.locale === 'fr')!.routes.find((r) => r.route === '/docs/intro')!
    expect([...parseHTML(fr.html).document.querySelectorAll('.rtk-sidebar .rtk-sidebar__category')].map(text)).toEqual(['Amarrage', 'Marées'])
  }, 60_000)
})
