/**
 * Our translations of the theme's words (src/generator/i18n/theme-translations/*.json): each file has
 * every id of the theme (server and browser words), the same placeholders as the English, one plural
 * form per plural category of its language; a locale finds its file by language, script or region.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ENGLISH as CLIENT_ENGLISH } from '../../../src/client/messages'
import { THEME_MESSAGES } from '../../../src/components/theme-messages'
import { fileFor, themeTranslations } from '../../../src/generator/i18n/theme-translations'

const DIR = join(import.meta.dirname, '../../../src/generator/i18n/theme-translations')
const ENGLISH: Record<string, string> = { ...THEME_MESSAGES, ...CLIENT_ENGLISH }
const files = readdirSync(DIR).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -'.json'.length))
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
const isPlural = (id: string) => id.endsWith('.plurals') || id === 'theme.docs.tagDocListPageTitle.nDocsTagged'

describe('the translation files', () => {
  it('cover twenty languages', () => {
    expect(files.sort()).toEqual(['ar', 'de', 'es', 'fa', 'fr', 'he', 'id', 'it', 'ja', 'ko', 'nl', 'pl', 'pt-BR', 'ru', 'sv', 'tr', 'uk', 'vi', 'zh-Hans', 'zh-Hant'])
  })

  for (const locale of files) {
    it(`${locale}: every id, its placeholders, one form per plural category`, () => {
      const messages = JSON.parse(readFileSync(join(DIR, `${locale}.json`), 'utf8')) as Record<string, string>
      expect(Object.keys(messages).sort()).toEqual(Object.keys(ENGLISH).sort())
      const own = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[]
      const categories = ['zero', 'one', 'two', 'few', 'many', 'other'].filter((c) => own.includes(c))
      for (const [id, text] of Object.entries(messages)) {
        expect(text.trim(), id).not.toBe('')
        if (!isPlural(id)) {
          expect([id, placeholders(text)]).toEqual([id, placeholders(ENGLISH[id]!)])
          continue
        }
        const forms = text.split('|')
        expect([id, forms.length]).toEqual([id, categories.length])
        // Every form names what the English's last form names (a language may spell out "one post" in words).
        const wanted = placeholders(ENGLISH[id]!.split('|').at(-1)!)
        forms.forEach((form, i) => {
          if (!(id === 'theme.blog.post.plurals' && categories[i] === 'one')) expect([id, categories[i], placeholders(form)]).toEqual([id, categories[i], wanted])
        })
      }
    })
  }
})

describe('finding a locale its file', () => {
  it('by the tag, its script (Chinese), its region or language, or another region of the language', () => {
    expect(['fr', 'fr-CA', 'zh-CN', 'zh-TW', 'zh-Hant-HK', 'zh', 'pt', 'pt-BR', 'pt-PT', 'de-AT', 'en', 'en-GB'].map(fileFor)).toEqual(['fr', 'fr', 'zh-Hans', 'zh-Hant', 'zh-Hant', 'zh-Hans', 'pt-BR', 'pt-BR', 'pt-BR', 'de', undefined, undefined])
  })

  it('gives nothing for English or a tag that is not one', () => {
    expect(themeTranslations('en')).toEqual({})
    expect(themeTranslations('not a tag!')).toEqual({})
    expect(themeTranslations('fr')['theme.common.editThisPage']).toBe('Modifier cette page')
  })
})
