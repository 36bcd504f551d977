/**
 * What Docusaurus's docs plugin puts in its global data for each version of the main docs (its
 * globalData.ts toGlobalDataVersion): the version's docs (`{ id, path, sidebar }`), its main doc, and its
 * sidebars with the link each leads to, which `useAllDocsData()`, `useVersions()` and the like give a
 * site's components (Wasp's hidden list of docs for LLMs read them). Ids as Docusaurus keys them, without
 * our version prefix; paths with the base URL.
 */
import { withBase } from '../../components/links'
import type { DocSource } from '../content/collect'
import { docIdPrefix } from '../content/version-ids'
import type { SiteModel } from '../model'
import { docIds } from '../sidebar/doc-ids'

/** One version's data, by the version's name (`current` for unversioned docs). */
export type DocsGlobalData = Record<string, { mainDocId: string; docs: Array<{ id: string; path: string; sidebar?: string }>; sidebars: Record<string, { link?: { path: string; label: string } }> }>

export function docsGlobalData(model: SiteModel): DocsGlobalData {
  const base = model.config.baseUrl
  const byVersion = new Map<string, DocSource[]>()
  for (const doc of model.docs) {
    if (doc.plugin !== undefined) continue
    const name = doc.version?.name ?? 'current'
    const docs = byVersion.get(name)
    if (docs) docs.push(doc)
    else byVersion.set(name, [doc])
  }
  const byId = new Map(model.docs.map((d) => [d.id, d]))
  const data: DocsGlobalData = {}
  for (const [name, docs] of byVersion) {
    const prefix = docIdPrefix(docs[0]!)
    const local = (id: string) => (id.startsWith(prefix) ? id.slice(prefix.length) : id)
    const sidebars: DocsGlobalData[string]['sidebars'] = {}
    for (const sidebar of new Set(docs.map((d) => model.sidebarOf.get(d.id)).filter((s) => s !== undefined))) {
      const first = byId.get(docIds(sidebar.items)[0] ?? '')
      sidebars[local(sidebar.id)] = first ? { link: { path: withBase(base, first.route), label: first.frontmatter.sidebar_label ?? first.frontmatter.title ?? first.contentTitle ?? local(first.id) } } : {}
    }
    const main = model.mainDocId === undefined ? undefined : docs.find((d) => local(d.id) === local(model.mainDocId!))
    data[name] = {
      mainDocId: local((main ?? docs[0]!).id),
      docs: docs.map((d) => {
        const sidebar = model.sidebarOf.get(d.id)
        return { id: local(d.id), path: withBase(base, d.route), ...(sidebar ? { sidebar: local(sidebar.id) } : {}) }
      }),
      sidebars,
    }
  }
  return data
}
