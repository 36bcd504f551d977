/** `@docusaurus/useDocusaurusContext`: the site config (and i18n) as Docusaurus hands it to pages. */
import { currentPage } from './scope'

/** What the site's `siteMetadata` says of the versions (Docusaurus's major; no plugin packages of its own here). */
export const SITE_METADATA = { docusaurusVersion: '3', pluginVersions: {} } as const

export default function useDocusaurusContext() {
  const { siteConfig, codeTranslations, globalData } = currentPage()
  return {
    siteConfig,
    siteMetadata: SITE_METADATA,
    globalData,
    i18n: siteConfig.i18n,
    codeTranslations,
  }
}

/**
 * `@docusaurus/useGlobalData`: the data plugins share with components, by plugin name and id. Here the
 * site's own plugins' (their `setGlobalData`, config/docusaurus/site-plugins.ts); Docusaurus's own
 * plugins' work is this generator's, so theirs is not there.
 */
export function useGlobalData(): Readonly<Record<string, Readonly<Record<string, unknown>>>> {
  return currentPage().globalData
}

/** `usePluginData(name, id = 'default')`: one plugin instance's global data. */
export function usePluginData(name: string, id = 'default'): unknown {
  return currentPage().globalData[name]?.[id]
}

/** `useAllPluginInstancesData(name)`: each instance's global data, by id. */
export function useAllPluginInstancesData(name: string): Readonly<Record<string, unknown>> {
  return currentPage().globalData[name] ?? {}
}
