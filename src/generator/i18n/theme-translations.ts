/**
 * Our translations of the theme's words (theme-translations/<locale>.json: the ids of
 * components/theme-messages.ts and client/messages.ts), written here for the languages sites are most
 * often translated into. As Docusaurus's theme-translations package does for its theme, they are a
 * locale's defaults: its code.json overrides any of them.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const DIR = join(import.meta.dirname, 'theme-translations')

let available: ReadonlySet<string> | undefined
const loaded = new Map<string, Readonly<Record<string, string>>>()

/**
 * The theme's words for `locale` (a BCP 47 tag: the locale's `htmlLang`, e.g. `fr`, `pt-BR`, `zh-CN`);
 * empty for a language we have none for (English: the theme's own words).
 */
export function themeTranslations(locale: string): Readonly<Record<string, string>> {
  const file = fileFor(locale)
  if (file === undefined) return {}
  let messages = loaded.get(file)
  if (!messages) loaded.set(file, (messages = JSON.parse(readFileSync(join(DIR, `${file}.json`), 'utf8')) as Record<string, string>))
  return messages
}

/** The file for a tag: itself, its language with script or region (`zh-CN` → `zh-Hans`), the language, another region of it. */
export function fileFor(locale: string): string | undefined {
  available ??= new Set(readdirSync(DIR).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -'.json'.length)))
  let tag: Intl.Locale
  try {
    tag = new Intl.Locale(locale)
  } catch {
    return undefined
  }
  const full = tag.maximize()
  const candidates = [locale, `${full.language}-${full.script}`, `${full.language}-${full.region}`, full.language]
  const found = candidates.find((c) => available!.has(c))
  return found ?? [...available].sort().find((name) => name.startsWith(`${full.language}-`))
}
