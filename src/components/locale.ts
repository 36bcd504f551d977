/**
 * What a page says of its locale and of the others (i18n): its `lang` and direction, each locale's
 * label, and the same page's address in another locale. Defaults as Docusaurus's
 * (getDefaultLocaleConfig): the language's name for itself, its own writing direction, the locale as `lang`.
 */
import type { SiteView } from './types'
import { withBase } from './links'

type I18nConfig = Pick<SiteView['config'], 'i18n'>

/** The label of `locale`: its config's, else the language's name for itself ("Français"). */
export function localeLabel(config: I18nConfig, locale: string): string {
  const label = config.i18n.localeConfigs[locale]?.label
  if (label !== undefined) return label
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)
  } catch {
    return locale
  }
}

/** The `lang` of `locale`'s pages (its config's `htmlLang`, else the locale). */
export function htmlLang(config: I18nConfig, locale: string): string {
  return config.i18n.localeConfigs[locale]?.htmlLang ?? locale
}

/** The writing direction of `locale`: its config's, else the one its language is written in. */
export function localeDirection(config: I18nConfig, locale: string): 'ltr' | 'rtl' {
  const configured = config.i18n.localeConfigs[locale]?.direction
  if (configured !== undefined) return configured
  try {
    const info = new Intl.Locale(locale) as Intl.Locale & { textInfo?: { direction?: string }; getTextInfo?: () => { direction?: string } }
    return (info.getTextInfo?.() ?? info.textInfo)?.direction === 'rtl' ? 'rtl' : 'ltr'
  } catch {
    return 'ltr'
  }
}

/**
 * The address of `route` in `locale` (`/docs/intro` → `/fr/docs/intro`), with the site's trailing-slash
 * rule: a path, or a whole URL for a locale served from another host (its `url`), or when `absolute`.
 */
export function localePageUrl(config: Pick<SiteView['config'], 'i18n' | 'baseUrl' | 'trailingSlash' | 'url'>, locale: string, route: string, absolute = false): string {
  const base = withBase(config.i18n.localeBaseUrls[locale] ?? config.baseUrl, route)
  const path = config.trailingSlash && !base.endsWith('/') ? `${base}/` : base
  const origin = config.i18n.localeUrls[locale] ?? config.url
  return absolute || origin !== config.url ? `${origin}${path}` : path
}

/** How the locale being rendered writes dates: its `lang` and configured calendar. */
export function dateLocale(config: I18nConfig): { locale: string; calendar: string } {
  const { currentLocale, localeConfigs } = config.i18n
  return { locale: htmlLang(config, currentLocale), calendar: localeConfigs[currentLocale]?.calendar ?? 'gregory' }
}

/** A date as `locale` writes it ("5 mars 2024"), in its calendar, in UTC so a build gives the same text everywhere. */
export function formatDay({ locale, calendar }: { locale: string; calendar: string }, time: number, options: Intl.DateTimeFormatOptions): string {
  const key = `${locale}|${calendar}|${JSON.stringify(options)}`
  let format = dayFormats.get(key)
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC', calendar })
    } catch {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC', calendar: 'gregory' })
    }
    dayFormats.set(key, format)
  }
  return format.format(new Date(time))
}

/** Made once per locale, calendar and style: making one took ~0.3 ms, on every page that shows a date. */
const dayFormats = new Map<string, Intl.DateTimeFormat>()
