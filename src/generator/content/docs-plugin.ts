/**
 * Which docs plugin's options apply to a doc. A Docusaurus site may run several docs plugins
 * (config `docsInstances`, e.g. one per library of a multi-library site), each with its own Markdown
 * plugins, "Edit this page" links, last-update and breadcrumb options: Docusaurus gives each plugin
 * instance its own, so a doc is built with those of the plugin that collected it, never the main docs'.
 */
import type { DocsConfig, DocsEditUrl, SiteConfig } from '../config/schema'
import type { DocSource } from './collect'

/** A docs plugin's options, with where its "Edit this page" links lead. */
export type DocsPluginOptions = DocsConfig & { editUrl?: string | DocsEditUrl }

/** The options of the docs plugin `doc` belongs to (its `plugin` id, else the main docs); undefined on a site without docs. */
export function docsPluginOf(config: SiteConfig, doc: Pick<DocSource, 'plugin'>): DocsPluginOptions | undefined {
  if (doc.plugin !== undefined) {
    const instance = config.docsInstances.find((d) => d.id === doc.plugin)
    if (instance) return instance
  }
  return config.docs === false ? undefined : { ...config.docs, editUrl: config.editUrl }
}

/** Every docs plugin of the site: the main docs first, then the others by id (none when docs are off). */
export function docsPlugins(config: SiteConfig): Array<{ id: string | undefined; options: DocsPluginOptions }> {
  const main = config.docs === false ? [] : [{ id: undefined, options: { ...config.docs, editUrl: config.editUrl } }]
  return [...main, ...config.docsInstances.map((options) => ({ id: options.id, options }))]
}
