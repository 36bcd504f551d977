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

/**
 * `@docusaurus/useGlobalData`: the data Docusaurus plugins share with the client. The plugins' work is
 * done at build time here, so there is none: an empty object, as a site without plugins gets.
 */
export function useGlobalData(): Record<string, unknown> {
  return {}
}

/** `usePluginData(name, id?)`: a plugin's global data; none here (see useGlobalData). */
export function usePluginData(_name: string, _id?: string): unknown {
  return undefined
}

/** `useAllPluginInstancesData(name)`: each instance's global data; none here (see useGlobalData). */
export function useAllPluginInstancesData(_name: string): Record<string, unknown> {
  return {}
}
