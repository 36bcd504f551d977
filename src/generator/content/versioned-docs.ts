/**
 * A versioned site's docs as one model (content/versions.ts says which versions there are): each
 * version is loaded as unversioned docs are, from its folder, sidebar file and route base (model.ts's
 * loader, passed in), then the others join the last version's model.
 */
import type { DocsConfig, SiteConfig } from '../config/schema'
import type { SiteModel } from '../model'
import type { Sidebar, SidebarItem } from '../sidebar/types'
import type { DocsVersion } from './versions'

/**
 * Every version's docs, as one model: each version is read as the docs are (its folder, sidebar file
 * and route base), then the others join the last one's. Their doc and sidebar ids take a
 * `version-<name>/` prefix (ids repeat across versions, routes do not), their docs say which version
 * they are, and the navbar's version dropdown lists them all.
 */
export async function loadVersionedDocs(config: SiteConfig, versions: DocsVersion[], loadVersion: (config: SiteConfig) => Promise<SiteModel>): Promise<SiteModel> {
  const docsConfig = config.docs as DocsConfig
  const models = await Promise.all(
    versions.map((v) => {
      const docs = { ...docsConfig, path: v.docsPath, routeBasePath: v.routeBasePath, sidebarPath: v.sidebarPath, version: { name: v.name, label: v.label, isLast: v.isLast, path: v.routeBasePath } }
      return loadVersion({ ...config, docs })
    }),
  )
  const [last, ...others] = models as [SiteModel, ...SiteModel[]]
  const lastDocs = new Map(last.docs.map((d) => [d.id, d.route]))
  const lastMain = last.docs.find((d) => d.id === last.mainDocId)?.route ?? versions[0]!.routeBasePath
  models.forEach((model, i) => {
    const version = versions[i]!
    for (const doc of model.docs) doc.version = { name: version.name, label: version.label, banner: version.banner, badge: version.badge, ...(version.noIndex ? { noIndex: true } : {}), isLast: version.isLast, routeBasePath: version.routeBasePath, latest: { href: lastDocs.get(doc.id) ?? lastMain, label: versions[0]!.label } }
  })
  const sidebarOf = new Map(last.sidebarOf)
  others.forEach((model, i) => {
    for (const [id, sidebar] of prefixModelIds(model, `version-${versions[i + 1]!.name}/`)) sidebarOf.set(id, sidebar)
  })
  const main = (model: SiteModel, v: DocsVersion) => model.docs.find((d) => d.id === (model === last ? model.mainDocId : `version-${v.name}/${model.mainDocId}`))?.route ?? v.routeBasePath
  // The navbar's dropdown lists versions newest first, as Docusaurus does: the current one, then versions.json's order.
  const order = (name: string) => (name === 'current' ? -1 : versions.findIndex((v) => v.name === name))
  const dropdown = models.map((model, i) => ({ name: versions[i]!.name, label: versions[i]!.label, href: main(model, versions[i]!) })).sort((a, b) => order(a.name) - order(b.name))
  return {
    ...last,
    docs: models.flatMap((m) => m.docs),
    sidebars: models.flatMap((m) => m.sidebars),
    sidebarOf,
    categoryPages: models.flatMap((m) => m.categoryPages),
    tags: models.flatMap((m) => m.tags),
    docsTranslationSources: models.flatMap((m) => m.docsTranslationSources),
    // Each version keeps its own folders: `config.docs.path` above is the last version's alone.
    docsContentPaths: models.flatMap((m) => m.docsContentPaths),
    navContext: { ...last.navContext!, versions: dropdown.map(({ name, label, href }) => ({ name, label, href })) },
    versions: versions.map((v, i) => ({ name: v.name, label: v.label, isLast: v.isLast, mainRoute: main(models[i]!, v), routeBasePath: v.routeBasePath })),
  }
}

/**
 * Puts `prefix` before the ids of a model's docs and sidebars (in place: category pages hold the
 * sidebar items themselves), so that they do not clash with another model's; returns its sidebarOf
 * under the new ids.
 */
export function prefixModelIds(model: SiteModel, prefix: string): Map<string, Sidebar> {
  for (const doc of model.docs) doc.id = `${prefix}${doc.id}`
  for (const sidebar of model.sidebars) {
    sidebar.id = `${prefix}${sidebar.id}`
    prefixDocIds(sidebar.items, prefix)
  }
  for (const page of model.categoryPages) page.sidebarId = `${prefix}${page.sidebarId}`
  return new Map([...model.sidebarOf].map(([id, sidebar]) => [`${prefix}${id}`, sidebar]))
}

function prefixDocIds(items: SidebarItem[], prefix: string): void {
  for (const item of items) {
    if (item.type === 'html') continue
    if (item.docId !== undefined) item.docId = `${prefix}${item.docId}`
    if (item.type === 'category') prefixDocIds(item.items, prefix)
  }
}
