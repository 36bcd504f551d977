/**
 * The site's routes as Docusaurus hands them to a plugin's postBuild (`props.routes`, `RouteConfig[]` of
 * @docusaurus/types): each docs plugin one route at its base path, with a route per version and, inside it,
 * one per doc (`exact`, `metadata.sourceFilePath`); the blog's and the pages plugin's routes each a route
 * of its own. Every top-level route names its plugin (`plugin: { name, id }`), and each version route
 * has its `props.version` (the version and its docs' ids, titles, descriptions), as llms.txt plugins look
 * the docs up (tRPC's site). The components are Docusaurus's theme names, for plugins that read them;
 * nothing here is rendered from them.
 */
import type { SiteConfig } from '../config/schema'
import type { DocSource } from '../content/collect'
import { docsPluginOf } from '../content/docs-plugin'
import { normalizeRoute } from '../content/routes'
import { withBase } from '../../components/links'
import type { RenderedRoute } from '../render/render'

/** A route as Docusaurus's postBuild receives it (the fields plugins read). */
export interface PostBuildRoute {
  path: string
  component: string
  exact?: boolean
  routes?: PostBuildRoute[]
  metadata?: { sourceFilePath?: string }
  plugin?: { name: string; id: string }
  /** A version route's `props.version` (Docusaurus's PropVersionMetadata, its `docs` by id). */
  props?: { version: VersionProp }
}

interface VersionProp {
  pluginId: string
  version: string
  label: string
  isLast: boolean
  docs: Record<string, { id: string; title: string; description: string }>
}

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs'

/**
 * The routes of one locale's output: its docs (from `docs`), posts and pages (from `rendered`);
 * `describe(route)`: a doc's description (front matter, else its first paragraph).
 */
export function postBuildRoutes(config: SiteConfig, docs: readonly DocSource[], rendered: readonly RenderedRoute[], describe: (route: string) => string | undefined = () => undefined): PostBuildRoute[] {
  const path = (route: string) => withBase(config.baseUrl, route)
  const routes: PostBuildRoute[] = []
  // Docs, by plugin, then by version (an unversioned plugin has one, at its base).
  for (const [id, pluginDocs] of groupBy(docs, (doc) => doc.plugin ?? 'default')) {
    const base = path(normalizeRoute(docsPluginOf(config, pluginDocs[0]!)?.routeBasePath ?? '/'))
    const byVersion = groupBy(pluginDocs, (doc) => (doc.version ? path(doc.version.routeBasePath) : base))
    const versions = [...byVersion].map(([versionBase, versionDocs]): PostBuildRoute => ({
      path: versionBase,
      component: '@theme/DocVersionRoot',
      exact: false,
      props: { version: versionProp(id, versionDocs, describe) },
      routes: [{ path: versionBase, component: '@theme/DocRoot', exact: false, routes: versionDocs.map((doc) => ({ path: path(doc.route), component: '@theme/DocItem', exact: true, metadata: { sourceFilePath: doc.file } })) }],
    }))
    routes.push({ path: base, component: '@theme/DocsRoot', exact: false, routes: versions, plugin: { name: DOCS_PLUGIN, id } })
  }
  const docFiles = new Set(docs.map((d) => d.file))
  for (const route of rendered) {
    if (route.kind === 'post') routes.push({ path: path(route.route), component: '@theme/BlogPostPage', exact: true, ...(route.file ? { metadata: { sourceFilePath: route.file } } : {}), plugin: { name: 'docusaurus-plugin-content-blog', id: route.plugin ?? 'default' } })
    else if (route.kind === 'page' && route.file !== undefined && !docFiles.has(route.file)) {
      routes.push({ path: path(route.route), component: route.file, exact: true, metadata: { sourceFilePath: route.file }, plugin: { name: 'docusaurus-plugin-content-pages', id: 'default' } })
    }
  }
  return routes
}

/**
 * What a version route's props say of the version and its docs (title: front matter, first heading, file
 * name; description: front matter, else the first paragraph, else '', as Docusaurus's doc metadata).
 */
function versionProp(pluginId: string, docs: readonly DocSource[], describe: (route: string) => string | undefined): VersionProp {
  const version = docs[0]!.version
  const entries = docs.map((doc) => [doc.id, { id: doc.id, title: doc.frontmatter.title ?? doc.contentTitle ?? doc.id.split('/').at(-1)!, description: describe(doc.route) ?? '' }] as const)
  return { pluginId, version: version?.name ?? 'current', label: version?.label ?? 'Next', isLast: version?.isLast ?? true, docs: Object.fromEntries(entries) }
}

/** `items` grouped by `key`, in the order the keys first come. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const group = groups.get(key(item))
    if (group) group.push(item)
    else groups.set(key(item), [item])
  }
  return groups
}
