/** `@docusaurus/useDocusaurusContext`: the site config (and i18n) as Docusaurus hands it to pages. */
import { currentPage } from './scope'

export default function useDocusaurusContext() {
  const { siteConfig, codeTranslations } = currentPage()
  return {
    siteConfig,
    siteMetadata: { docusaurusVersion: '3', pluginVersions: {} },
    globalData: {},
    i18n: siteConfig.i18n,
    codeTranslations,
  }
}
