/**
 * What `useDocsVersion()` gives of a doc's version besides its name and label: every doc of the version by
 * id (`{ id, title, description, sidebar }`) and its sidebars, as Docusaurus's plugin-content-docs makes
 * them (props.ts toVersionMetadataProp). Home Assistant's quality-scale components read rule titles from
 * `useDocsVersion().docs[id]`. Made once per version of a model, and only for a page that asks.
 */
import { withBase } from '../../components/links'
import type { DocSource } from '../content/collect'
import { docIdPrefix } from '../content/version-ids'
import type { SiteModel } from '../model'
import type { SidebarItem } from '../sidebar/types'

/** A version's docs and sidebars, in Docusaurus's shapes (hrefs with the base). */
export interface VersionData {
  docs: Record<string, { id: string; title: string; description: string; sidebar?: string }>
  docsSidebars: Record<string, unknown[]>
}

const made = new WeakMap<SiteModel, Map<string, VersionData>>()

/** The data of `source`'s version (of its docs plugin); `describe(route)` gives a doc's description. */
export function versionDataOf(model: SiteModel, source: DocSource, describe: (route: string) => string | undefined): VersionData {
  const key = `${source.plugin ?? ''}\u0000${source.version?.name ?? ''}`
  let versions = made.get(model)
  if (!versions) made.set(model, (versions = new Map()))
  let data = versions.get(key)
  if (!data) versions.set(key, (data = versionData(model, source, describe)))
  return data
}

function versionData(model: SiteModel, source: DocSource, describe: (route: string) => string | undefined): VersionData {
  const base = model.config.baseUrl
  // Ids within the version, as Docusaurus keys them: without our plugin and version prefix.
  const prefix = docIdPrefix(source)
  const local = (id: string) => (id.startsWith(prefix) ? id.slice(prefix.length) : id)
  const same = model.docs.filter((d) => d.plugin === source.plugin && d.version?.name === source.version?.name)
  const sidebars = new Map(same.flatMap((d) => { const sidebar = model.sidebarOf.get(d.id); return sidebar ? [[sidebar.id, sidebar] as const] : [] }))
  const docs: VersionData['docs'] = {}
  for (const doc of same) {
    const sidebar = model.sidebarOf.get(doc.id)
    docs[local(doc.id)] = { id: local(doc.id), title: doc.frontmatter.title ?? doc.contentTitle ?? local(doc.id).split('/').at(-1)!, description: describe(doc.route) ?? '', ...(sidebar ? { sidebar: local(sidebar.id) } : {}) }
  }
  const prop = (items: SidebarItem[]): unknown[] =>
    items.map((item) => {
      if (item.type === 'html') return { type: 'html', value: item.value }
      if (item.type === 'link') return { type: 'link', label: item.label, href: withBase(base, item.href), ...(item.docId ? { docId: local(item.docId) } : {}), unlisted: item.unlisted }
      return { type: 'category', label: item.label, collapsed: item.collapsed, collapsible: item.collapsible ?? true, ...(item.href ? { href: withBase(base, item.href) } : {}), items: prop(item.items) }
    })
  return { docs, docsSidebars: Object.fromEntries([...sidebars.values()].map((sidebar) => [local(sidebar.id), prop(sidebar.items)])) }
}
