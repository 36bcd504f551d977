/**
 * The locales a build renders, as Docusaurus builds them (docusaurus.io/docs/i18n/introduction): the
 * default locale at the site's baseUrl, every other one at `<baseUrl><locale>/` into `<outDir>/<locale>/`,
 * each a whole site of its own, from the same sources with the locale's translations laid over them.
 * Building one locale alone (`--locale fr`) puts it at the site's baseUrl, as `docusaurus build --locale fr` does.
 */
import { existsSync } from 'node:fs'
import { join, posix } from 'node:path'
import type { SiteConfig } from '../config/schema'
import { BuildError } from '../errors'
import { localizedConfig } from './localized-config'
import { themeTranslations } from './theme-translations'
import { htmlLang } from '../../components/locale'
import { docsVersionFile, NO_MESSAGES, pluginFolder, readMessages, type Messages } from './translation-files'

export interface LocaleBuild {
  locale: string
  /** Its folder below the output folder: '' for the default locale (or a locale built alone). */
  dir: string
  /**
   * The config as this locale renders it: its baseUrl, current locale and `code.json` messages, the
   * navbar, footer and blog translated.
   */
  config: SiteConfig
}

/**
 * The locales to build: all of them (the default first), or `only` one. An unknown `only` names the
 * locales there are. `loadedFor`: a locale's own load of the config, where it differs by locale.
 */
export function localeBuilds(root: string, config: SiteConfig, only?: string, loadedFor: ReadonlyMap<string, SiteConfig> = new Map()): LocaleBuild[] {
  const { defaultLocale, locales } = config.i18n
  if (only !== undefined && !locales.includes(only)) {
    throw new BuildError(`unknown locale "${only}"`, { hint: `build one of the site's locales (i18n.locales): ${locales.join(', ')}` })
  }
  const chosen = only !== undefined ? [only] : [defaultLocale, ...locales.filter((l) => l !== defaultLocale)]
  // Where each locale is served (the alternates every page links to), as Docusaurus places them: its
  // configured URL and base path, else the site's, with `<locale>/` below it for other locales.
  const own = (locale: string) => config.i18n.localeConfigs[locale]
  const baseUrlOf = (locale: string) => normalizeBase(own(locale)?.baseUrl) ?? (locale === defaultLocale ? config.baseUrl : `${config.baseUrl}${locale}/`)
  const localeBaseUrls = Object.fromEntries(locales.map((l) => [l, baseUrlOf(l)]))
  const localeUrls = Object.fromEntries(locales.map((l) => [l, (own(l)?.url ?? config.url).replace(/\/$/, '')]))
  const builds = chosen.map((locale) => {
    // Built alone (`--locale`), a locale is at the site's base path unless it names its own.
    const baseUrl = only !== undefined ? (normalizeBase(own(locale)?.baseUrl) ?? config.baseUrl) : baseUrlOf(locale)
    const i18n = { ...config.i18n, currentLocale: locale, localeBaseUrls, localeUrls }
    const folder = translationsFolder(root, { i18n })
    const messages = folder === undefined ? NO_MESSAGES : readMessages(root, posix.join(folder, 'code.json'))
    // The theme's words in the locale's language (ours, theme-translations.ts), under the site's own.
    const codeTranslations = { ...themeTranslations(htmlLang(config, locale)), ...Object.fromEntries(messages) }
    // A locale's own load of a config that reads DOCUSAURUS_CURRENT_LOCALE (config/load.ts localeConfigs).
    const base = { ...(loadedFor.get(locale) ?? config), url: localeUrls[locale]!, i18n: { ...i18n, codeTranslations }, baseUrl }
    return { locale, dir: outputDir(config.baseUrl, baseUrl, locale), config: localizedConfig(root, base, folder) }
  })
  const taken = new Map<string, string>()
  for (const build of builds) {
    const other = taken.get(build.dir)
    if (other !== undefined) throw new BuildError(`the locales ${other} and ${build.locale} would both be built into ${build.dir === '' ? 'the output folder' : `${build.dir}/`}`, { hint: 'give each locale its own baseUrl below the site\'s (i18n.localeConfigs), or build them one at a time with --locale' })
    taken.set(build.dir, build.locale)
  }
  return builds
}

/**
 * The current locale's translations folder (`i18n/fr`), relative to root; undefined when it has none
 * (or its config says `translate: false`).
 */
export function translationsFolder(root: string, config: Pick<SiteConfig, 'i18n'>): string | undefined {
  const { i18n } = config
  const own = i18n.localeConfigs[i18n.currentLocale]
  if (own?.translate === false) return undefined
  const folder = posix.join(i18n.path, own?.path ?? i18n.currentLocale)
  return existsSync(join(root, folder)) ? folder : undefined
}

/** A configured base path as `/x/`; undefined when none is configured. */
function normalizeBase(baseUrl: string | undefined): string | undefined {
  return baseUrl === undefined ? undefined : `/${baseUrl.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/')
}

/** A locale's folder in the output: its base path below the site's ('' at the site's own). */
function outputDir(siteBase: string, localeBase: string, locale: string): string {
  if (!localeBase.startsWith(siteBase)) {
    throw new BuildError(`the locale ${locale}'s baseUrl ${localeBase} is not below the site's ${siteBase}`, { hint: 'build that locale alone (--locale), for its own host, or give it a baseUrl below the site\'s' })
  }
  return localeBase.slice(siteBase.length).replace(/\/$/, '')
}

/**
 * Where a docs plugin's translations for the current locale are: the translated pages' folder and its
 * JSON (`…-docs/current` and `…-docs/current.json`; `version-1.0` for a version). Undefined: none.
 */
export function docsTranslations(root: string, config: SiteConfig, pluginId: string | undefined, versionName: string | undefined): { content: string; messages: Messages } | undefined {
  const folder = translationsFolder(root, config)
  if (folder === undefined) return undefined
  const name = docsVersionFile(versionName)
  const plugin = pluginFolder(folder, 'docs', pluginId)
  return { content: posix.join(plugin, name), messages: readMessages(root, posix.join(plugin, `${name}.json`)) }
}
