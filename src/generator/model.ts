/**
 * The site model: config, docs, sidebars, navbar and custom pages, assembled before anything compiles.
 * Both the build and the watch server start from it.
 */
import { join } from 'node:path'
import type { SiteConfig } from './config/schema'
import { importFresh } from './config/load'
import { collectDocs, type DocSource } from './content/collect'
import { BuildError } from './errors'
import type { Logger } from './log'
import { resolveNavbar, type ResolvedNavItem } from './navbar/resolve'
import { resolveSidebars } from './sidebar/resolve'
import type { Sidebar, SidebarsInput } from './sidebar/types'

export interface SiteModel {
  root: string
  config: SiteConfig
  docs: DocSource[]
  sidebars: Sidebar[]
  navbar: ResolvedNavItem[]
  /** Doc id → the sidebar that lists it. */
  sidebarOf: Map<string, Sidebar>
  /** The main doc (config `docs.mainDocId`, else the first doc of the first sidebar); none without docs. */
  mainDocId?: string
}

export async function loadModel(root: string, config: SiteConfig, options: { includeDrafts: boolean; logger: Logger }): Promise<SiteModel> {
  if (config.docs === false) {
    const navbar = resolveNavbar({ config, docs: new Map(), draftIds: new Set(), sidebars: [] })
    return { root, config, docs: [], sidebars: [], navbar, sidebarOf: new Map() }
  }
  const all = await collectDocs({ root, docs: config.docs, includeDrafts: true, logger: options.logger })
  const docs = options.includeDrafts ? all : all.filter((d) => !d.draft)
  const draftIds = new Set(all.filter((d) => d.draft && !options.includeDrafts).map((d) => d.id))

  const byId = new Map(
    docs.map((d) => [d.id, { id: d.id, route: d.route, title: d.frontmatter.title ?? d.id, sidebarLabel: d.frontmatter.sidebar_label ?? d.frontmatter.title ?? d.id, unlisted: d.unlisted }]),
  )
  const sidebarFile = config.docs.sidebarPath
  const input = await importFresh<SidebarsInput>(root, sidebarFile)
  // Draft docs are still valid sidebar ids; they are simply not published (Docusaurus does the same).
  const sidebars = resolveSidebars(withoutDrafts(input, draftIds), byId, sidebarFile)
  const sidebarOf = new Map<string, Sidebar>()
  for (const sidebar of sidebars) for (const id of docIds(sidebar.items)) if (!sidebarOf.has(id)) sidebarOf.set(id, sidebar)

  const mainDocId = config.docs.mainDocId ?? sidebars.flatMap((s) => docIds(s.items))[0] ?? docs[0]?.id
  if (config.docs.mainDocId !== undefined && !byId.has(config.docs.mainDocId)) {
    throw new BuildError(`docs.mainDocId "${config.docs.mainDocId}" names no doc`, { location: { file: 'site.config.ts' }, hint: `create ${join(config.docs.path, config.docs.mainDocId)}.md or change mainDocId` })
  }
  const navbar = resolveNavbar({ config, docs: byId, draftIds, sidebars, mainDocId })
  return { root, config, docs, sidebars, navbar, sidebarOf, mainDocId }
}

function withoutDrafts(input: SidebarsInput, drafts: ReadonlySet<string>): SidebarsInput {
  const keep = (items: SidebarsInput[string]): SidebarsInput[string] =>
    items
      .filter((item) => !(typeof item === 'string' ? drafts.has(item) : item.type === 'doc' && drafts.has(item.id)))
      .map((item) => (typeof item === 'object' && item.type === 'category' ? { ...item, items: keep(item.items) } : item))
  return Object.fromEntries(Object.entries(input).map(([id, items]) => [id, keep(items)]))
}

function docIds(items: Sidebar['items']): string[] {
  return items.flatMap((i) => (i.type === 'category' ? docIds(i.items) : i.docId ? [i.docId] : []))
}
