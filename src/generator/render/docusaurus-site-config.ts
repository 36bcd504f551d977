/** The `siteConfig` Docusaurus's page APIs read (useDocusaurusContext), for its pages and docs alike. */
import { setSiteDefaults, type DocusaurusSiteConfig, type PageScope } from '../../components/docusaurus/scope'
import { htmlLang, localeDirection, localeLabel } from '../../components/locale'
import type { NavbarItemConfig, SiteConfig } from '../config/schema'
import type { SiteView } from '../../components/types'
import { withBase } from '../../components/links'

const siteConfigs = new WeakMap<SiteConfig, DocusaurusSiteConfig>()

/** The `siteConfig` Docusaurus hands to pages, rebuilt from our resolved config (once per config: every page's render reads it). */
export function docusaurusSiteConfig(config: SiteConfig): DocusaurusSiteConfig {
  let made = siteConfigs.get(config)
  if (!made) siteConfigs.set(config, (made = siteConfigOf(config)))
  return made
}

function siteConfigOf(config: SiteConfig): DocusaurusSiteConfig {
  return {
    // The fields Docusaurus's siteConfig has that are not mapped (future, markdown, presets…), then ours.
    ...config.docusaurusFields,
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    favicon: config.favicon,
    trailingSlash: config.trailingSlash,
    customFields: config.customFields,
    // The site's own fields as written; those the layout uses as this locale renders them.
    themeConfig: { ...config.themeConfig, navbar: { ...config.navbar, items: config.navbar.items.map(asWritten) }, footer: config.footer, announcementBar: config.announcementBar, colorMode: config.colorMode, image: config.image, metadata: config.metadata },
    i18n: {
      defaultLocale: config.i18n.defaultLocale,
      locales: config.i18n.locales,
      currentLocale: config.i18n.currentLocale,
      path: config.i18n.path,
      localeConfigs: Object.fromEntries(
        config.i18n.locales.map((locale) => {
          const own = config.i18n.localeConfigs[locale]
          return [locale, { label: localeLabel(config, locale), direction: localeDirection(config, locale), htmlLang: htmlLang(config, locale), calendar: own?.calendar ?? 'gregory', path: own?.path ?? locale }]
        }),
      ),
    },
  }
}

/** What a page's Docusaurus APIs read while it renders at `route` (scope.ts), and the site's own theme components. */
export function docusaurusScope(site: Pick<SiteView, 'config' | 'theme' | 'resolveNavbarItem' | 'docsVersions' | 'docsData'>, route: string): PageScope {
  const { config, theme, resolveNavbarItem, docsVersions, docsData } = site
  return { siteConfig: docusaurusSiteConfig(config), codeTranslations: config.i18n.codeTranslations, globalData: config.globalData, route, head: [], ...(theme ? { theme } : {}), ...(resolveNavbarItem ? { navbarItem: resolveNavbarItem } : {}), ...(docsVersions ? { docsVersions } : {}), ...(docsData ? { docsData } : {}), ...(config.docs === false ? {} : { docsPath: withBase(config.baseUrl, config.docs.routeBasePath) }) }
}

/** Makes `config` the site whose config and plugin data a module reads when it is imported (scope.ts setSiteDefaults). */
export function setDocusaurusSite(config: SiteConfig): void {
  setSiteDefaults({ siteConfig: docusaurusSiteConfig(config), globalData: config.globalData })
}

/** A navbar item as the site's code reads it: a custom item's fields where the site wrote them (not under `props`). */
function asWritten(item: NavbarItemConfig): Record<string, unknown> {
  if (!item.props) return item as Record<string, unknown>
  const { props, ...rest } = item
  return { ...props, ...rest }
}
