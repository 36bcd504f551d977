/** The `siteConfig` Docusaurus's page APIs read (useDocusaurusContext), for its pages and docs alike. */
import type { DocusaurusSiteConfig } from '../../components/docusaurus/scope'
import type { SiteConfig } from '../config/schema'

/** The `siteConfig` Docusaurus hands to pages, rebuilt from our resolved config. */
export function docusaurusSiteConfig(config: SiteConfig): DocusaurusSiteConfig {
  return {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    favicon: config.favicon,
    trailingSlash: config.trailingSlash,
    customFields: config.customFields,
    themeConfig: { navbar: config.navbar, footer: config.footer, announcementBar: config.announcementBar, colorMode: config.colorMode, image: config.image, metadata: config.metadata },
    i18n: { defaultLocale: config.i18n.defaultLocale, locales: config.i18n.locales, currentLocale: config.i18n.defaultLocale },
  }
}
