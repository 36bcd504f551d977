/**
 * `@docusaurus/plugin-content-docs/client`'s hooks for the doc being rendered: `useDoc()` (its metadata,
 * front matter, headings and title), `useDocsVersion()` and `useActiveDocContext()`. The doc's data comes
 * with the page's scope (render/render.ts renderDoc); outside a doc they throw as Docusaurus's do
 * outside its DocProvider.
 */
import { currentPage } from './scope'

/** A link to a neighbouring doc, as Docusaurus's metadata gives it. */
interface DocLink {
  title: string
  permalink: string
}

/** What `useDoc()` gives (Docusaurus's DocContextValue, the fields this generator knows). */
export interface DocContextValue {
  metadata: {
    id: string
    title: string
    description: string
    source: string
    sourceDirName: string
    slug: string
    permalink: string
    editUrl?: string
    lastUpdatedAt?: number
    lastUpdatedBy?: string
    tags: Array<{ label: string; permalink: string }>
    version: string
    frontMatter: Record<string, unknown>
    sidebarPosition?: number
    previous?: DocLink
    next?: DocLink
    unlisted: boolean
  }
  frontMatter: Record<string, unknown>
  toc: Array<{ value: string; id: string; level: number }>
  contentTitle: string | undefined
  assets: Record<string, never>
}

/** What `useDocsVersion()` gives: the doc's version (`current` on a site without versions). */
export interface DocsVersionValue {
  pluginId: string
  version: string
  label: string
  banner: 'unreleased' | 'unmaintained' | null
  badge: boolean
  noIndex: boolean
  className: string
  isLast: boolean
  /** Its sidebars by id, as Docusaurus's props give them (items with their hrefs, base included). */
  docsSidebars: Record<string, unknown[]>
  /** Its docs by id. */
  docs: Record<string, { id: string; title: string; description: string; sidebar?: string }>
}

function currentDoc(hook: string): { doc: DocContextValue; version: DocsVersionValue } {
  const { doc } = currentPage()
  if (!doc) throw new Error(`${hook}() is called outside a doc: it reads the doc being rendered, so only a doc (or a component a doc shows) may call it`)
  return doc()
}

/** The doc being rendered: its metadata, front matter, table of contents and title. */
export function useDoc(): DocContextValue {
  return currentDoc('useDoc').doc
}

/** The version of the doc being rendered. */
export function useDocsVersion(): DocsVersionValue {
  return currentDoc('useDocsVersion').version
}

/**
 * The active version and doc, as Docusaurus's docs navbar items read them. Any page may ask, as in
 * Docusaurus: off a doc, the version is the one whose path holds the page (if any) and there is no doc.
 */
export function useActiveDocContext(pluginId?: string): { activeVersion: DocsVersionValue | GlobalVersion | undefined; activeDoc: { id: string; path: string; sidebar?: string } | undefined; alternateDocVersions: Record<string, never> } {
  const { doc } = currentPage()
  if (!doc) return { activeVersion: useActiveVersion(pluginId), activeDoc: undefined, alternateDocVersions: {} }
  const { doc: value, version } = doc()
  return { activeVersion: version, activeDoc: { id: value.metadata.id, path: value.metadata.permalink }, alternateDocVersions: {} }
}

/** A version as `useVersions()` gives it (Docusaurus's GlobalVersion, the fields this generator knows). */
export interface GlobalVersion {
  name: string
  label: string
  isLast: boolean
  path: string
  mainDocId: string
  /** Its docs, each `{ id, path, sidebar }` (empty off a Docusaurus site, which has no global data). */
  docs: Array<{ id: string; path: string; sidebar?: string }>
  draftIds: never[]
  sidebars: Record<string, { link?: { path: string; label: string } }>
}

/**
 * `useVersions(pluginId)`: the main docs' versions in Docusaurus's order, the current docs first, then
 * versions.json's (a site without versions has one, `current`), each at its path (the version's route
 * base); another plugin's are not known to its pages here, so none.
 */
export function useVersions(pluginId: string = 'default'): GlobalVersion[] {
  if (pluginId !== 'default') return NO_VERSIONS
  const { docsVersions, docsPath, docsData } = currentPage()
  // One list per site, as Docusaurus's global data is one: `useLatestVersion()` is an element of it
  // (pnpm's versions page tells the latest from the others with `includes`). Kept by the build's own
  // objects, so the watch server's next build makes its own.
  const key = docsVersions ?? docsData
  const known = key ? byVersions.get(key) : unversioned.get(docsPath ?? '')
  if (known) return known
  const versions = docsVersions ?? (docsPath === undefined ? [] : [{ name: 'current', label: 'Next', isLast: true, path: docsPath }])
  const ordered = [...versions.filter((v) => v.name === 'current'), ...versions.filter((v) => v.name !== 'current')]
  const list = ordered.map((v) => ({ ...v, mainDocId: docsData?.[v.name]?.mainDocId ?? '', docs: docsData?.[v.name]?.docs ?? [], draftIds: [], sidebars: docsData?.[v.name]?.sidebars ?? {} }))
  if (key) byVersions.set(key, list)
  else unversioned.set(docsPath ?? '', list)
  return list
}

const NO_VERSIONS: GlobalVersion[] = []
/** The list made for each build's versions (weakly held: the watch server builds again and again). */
const byVersions = new WeakMap<object, GlobalVersion[]>()
/** The list of an unversioned site, by its docs path. */
const unversioned = new Map<string, GlobalVersion[]>()

/** `useLatestVersion(pluginId)`: the last version (the one served at the docs' own path). */
export function useLatestVersion(pluginId?: string): GlobalVersion | undefined {
  return useVersions(pluginId).find((v) => v.isLast)
}

/**
 * `useActiveVersion(pluginId)`: the version whose path holds the page being rendered, the others tried
 * before the last (its path holds theirs), as Docusaurus's getActiveVersion; undefined outside the docs.
 */
export function useActiveVersion(pluginId?: string): GlobalVersion | undefined {
  const versions = useVersions(pluginId)
  const path = pagePath()
  return [...versions.filter((v) => !v.isLast), ...versions.filter((v) => v.isLast)].find((v) => holds(v.path, path))
}

/** `useActivePlugin()`: the docs plugin whose path holds the page, with its data; undefined elsewhere. */
export function useActivePlugin(): { pluginId: string; pluginData: DocsPluginData } | undefined {
  const data = useAllDocsData().default
  return data && holds(data.path, pagePath()) ? { pluginId: 'default', pluginData: data } : undefined
}

/** `useDocVersionSuggestions()`: where a reader of an older version would go: the last version (its doc is not known here). */
export function useDocVersionSuggestions(pluginId?: string): { latestDocSuggestion: undefined; latestVersionSuggestion: GlobalVersion | undefined } {
  return { latestDocSuggestion: undefined, latestVersionSuggestion: useLatestVersion(pluginId) }
}

/** What Docusaurus's docs plugin puts in its global data, the fields this generator knows. */
interface DocsPluginData {
  path: string
  versions: GlobalVersion[]
  breadcrumbs: boolean
}

/** `useAllDocsData()`: the docs plugins' data by id (the main docs, `default`). */
export function useAllDocsData(): Record<string, DocsPluginData> {
  const { docsPath } = currentPage()
  return docsPath === undefined ? {} : { default: { path: docsPath, versions: useVersions('default'), breadcrumbs: true } }
}

/** The page being rendered, as the browser's path (baseUrl included). */
function pagePath(): string {
  const { route, siteConfig } = currentPage()
  return `${String(siteConfig.baseUrl ?? '/').replace(/\/$/, '')}${route}`
}

/** `path` is `base` or under it, segment by segment (react-router's matchPath, not exact). */
function holds(base: string, path: string): boolean {
  const trimmed = base.replace(/\/$/, '')
  return path === trimmed || path.startsWith(`${trimmed}/`) || trimmed === ''
}

/** `useDocsPreferredVersion()`: the server render knows no reader's preference (the client remembers it). */
export function useDocsPreferredVersion(_pluginId?: string): { preferredVersion: GlobalVersion | null; savePreferredVersionName: (name: string) => void } {
  return { preferredVersion: null, savePreferredVersionName: () => {} }
}

/** A sidebar item as the docs' props give it (Docusaurus's PropSidebarItem, the fields these helpers read). */
interface PropSidebarItem {
  type: string
  href?: string
  unlisted?: boolean
  linkUnlisted?: boolean
  items?: PropSidebarItem[]
}

/** The doc of the rendered doc's version with this id (undefined for none given); an id it lacks throws, as in Docusaurus. */
export function useDocById(id: string | undefined): DocsVersionValue['docs'][string] | undefined {
  const version = useDocsVersion()
  if (!id) return undefined
  const doc = version.docs[id]
  if (!doc) throw new Error(`no version doc found by id=${id}`)
  return doc
}

/** The sidebar of the rendered doc, by name, with its items; null for a doc outside any sidebar. */
export function useDocsSidebar(): { name: string; items: unknown[] } | null {
  const { doc, version } = currentDoc('useDocsSidebar')
  const name = version.docs[doc.metadata.id]?.sidebar
  const items = name === undefined ? undefined : version.docsSidebars[name]
  return name !== undefined && items !== undefined ? { name, items } : null
}

/** A category's link: its own (unless unlisted), else its first item's that has one. */
export function findFirstSidebarItemCategoryLink(item: PropSidebarItem): string | undefined {
  if (item.href && !item.linkUnlisted) return item.href
  for (const child of item.items ?? []) {
    const link = findFirstSidebarItemLink(child)
    if (link) return link
  }
  return undefined
}

/** An item's link: a listed link's href, a category's (findFirstSidebarItemCategoryLink); none for other kinds. */
export function findFirstSidebarItemLink(item: PropSidebarItem): string | undefined {
  if (item.type === 'link' && !item.unlisted) return item.href
  if (item.type === 'category') return findFirstSidebarItemCategoryLink(item)
  return undefined
}

/** The items a doc card list shows: links and categories that lead somewhere, and every other kind. */
export function filterDocCardListItems<T extends PropSidebarItem>(items: T[]): T[] {
  return items.filter((item) => (item.type === 'category' || item.type === 'link' ? Boolean(findFirstSidebarItemLink(item)) : true))
}

/** Whether an item is, or (a category) holds, the page at `activePath`. */
export function isActiveSidebarItem(item: PropSidebarItem, activePath: string): boolean {
  const same = (href: string | undefined) => href !== undefined && href.replace(/\/$/, '') === activePath.replace(/\/$/, '')
  if (item.type === 'link') return same(item.href)
  if (item.type === 'category') return same(item.href) || (item.items ?? []).some((child) => isActiveSidebarItem(child, activePath))
  return false
}
