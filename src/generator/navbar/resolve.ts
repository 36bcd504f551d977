/**
 * Navbar items of the config → the links the navbar renders. Each item type of spec §3 has a rule;
 * errors carry the exact texts of spec §5/§8.
 */
import type { NavbarItemConfig, SiteConfig } from '../config/schema'
import { BuildError } from '../errors'
import { unknownDocError } from '../sidebar/resolve'
import type { Sidebar } from '../sidebar/types'
import { flattenLinks } from '../sidebar/resolve'
import { localeLabel } from '../../components/locale'

export type ResolvedNavItem =
  | {
      kind: 'link'
      label: string
      href: string
      external: boolean
      position: 'left' | 'right'
      ariaLabel?: string
      className?: string
      docId?: string
      /** A locale dropdown's entry: the page being read in this locale (the navbar makes its href per page). */
      locale?: string
      /** Active on the pages whose path matches (Docusaurus's `activeBaseRegex`) or starts with this path (`activeBasePath`). */
      activeBaseRegex?: string
      activeBasePath?: string
      /** The label as HTML (Docusaurus's `html` on a link a custom navbar item makes). */
      labelHtml?: string
      /** A doc or docSidebar item's sidebar: on a Docusaurus site the item is active on its pages (Navbar.tsx). */
      activeSidebar?: string
      /** A version dropdown's entry: its version, active on that version's pages. */
      version?: string
      /** Given as `href`, not `to`: Docusaurus never marks such a link current (its NavbarNavLink is a plain link). */
      plainHref?: true
      /** Where it opens, as the site's item says (`_self`), over our default. */
      target?: string
      /** A doc item for an unlisted doc: shown only on that doc's page, as Docusaurus's DocNavbarItem (Navbar.tsx). */
      unlisted?: true
    }
  | {
      kind: 'dropdown'
      label: string
      items: ResolvedNavItem[]
      position: 'left' | 'right'
      /** A docsVersionDropdown: every version goes in it (content/versioned-docs.ts); `page`: labelled with the page's version. */
      versions?: 'page' | 'fixed'
      /** The label as HTML, and classes of the dropdown (a custom navbar item's DropdownNavbarItem `html` and `className`). */
      labelHtml?: string
      className?: string
    }
  | { kind: 'search'; position: 'left' | 'right' }
  | { kind: 'html'; html: string; position: 'left' | 'right' }
  /** A `custom-…` item: the site's component for its type draws it (src/theme/NavbarItem/ComponentTypes), given `props`. */
  | { kind: 'custom'; type: string; props: Record<string, unknown>; position: 'left' | 'right' }

export interface NavbarContext {
  config: SiteConfig
  /** Published docs: id → route (drafts are absent, so draft doc items render nothing). */
  docs: ReadonlyMap<string, { route: string; title: string; unlisted?: boolean }>
  draftIds: ReadonlySet<string>
  sidebars: Sidebar[]
  /** The doc the version dropdown links to. */
  mainDocId?: string
  /** The site's config file, named in errors (site.config.ts, or its docusaurus.config.*). */
  configFile?: string
  /** Every docs version, newest first, for the version dropdown (a versioned site; content/versioned-docs.ts). */
  versions?: Array<{ name?: string; label: string; href: string }>
  /**
   * The other docs plugins' contexts by plugin id (Docusaurus's multi-instance docs): an item with
   * `docsPluginId` resolves against its plugin's docs and sidebars; ids of theirs carry the `<id>/` prefix.
   */
  plugins?: ReadonlyMap<string, NavbarContext>
}

/** Resolves every configured item; an item that fails names itself with its configuration. */
export function resolveNavbar(ctx: NavbarContext): ResolvedNavItem[] {
  return ctx.config.navbar.items.flatMap((item) => resolveGuarded(item, ctx))
}

/**
 * One item, as the navbar a custom component renders at build time asks for it (a Docusaurus
 * `<NavbarItem type="doc" docId="…">`): the same rules as the config's items.
 */
export function resolveNavbarItem(item: NavbarItemConfig, ctx: NavbarContext): ResolvedNavItem[] {
  return resolveGuarded(item, ctx)
}

function resolveGuarded(item: NavbarItemConfig, ctx: NavbarContext): ResolvedNavItem[] {
  try {
    return resolveItem(item, ctx)
  } catch (error) {
    throw new BuildError(`A theme navbar item failed to render.\nPlease double-check the following navbar item (navbar.items) of your site config:\n${JSON.stringify(item, null, 2)}`, {
      location: { file: ctx.configFile ?? 'site.config.ts' },
      cause: error,
    })
  }
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:\/\//i

function resolveItem(item: NavbarItemConfig, root: NavbarContext): ResolvedNavItem[] {
  const plugin = item.docsPluginId ?? 'default'
  const ctx = plugin === 'default' ? root : root.plugins?.get(plugin)
  if (!ctx) throw new Error(`docsPluginId "${plugin}" names no docs plugin; the docs plugins are: ${['default', ...(root.plugins?.keys() ?? [])].join(', ')}`)
  const position = item.position ?? 'right'
  const label = item.label ?? ''
  const labelHtml = item.html !== undefined ? { labelHtml: item.html } : {}
  // `pathname:///x`: the site's path /x, left to the browser, as Docusaurus's Link treats it (a new tab, as
  // any link its router does not take, unless the item names its target).
  const link = (written: string, docId?: string): ResolvedNavItem[] => [
    { kind: 'link', label, href: written.replace(/^pathname:\/\//, ''), external: EXTERNAL.test(written), position, ...(item.target ? { target: item.target } : {}), ariaLabel: item['aria-label'], className: item.className, docId, ...(item.activeBaseRegex ? { activeBaseRegex: item.activeBaseRegex } : {}), ...(item.activeBasePath ? { activeBasePath: item.activeBasePath } : {}), ...labelHtml },
  ]
  const docsEnabled = ctx.config.docs !== false
  const requireDocs = () => {
    if (!docsEnabled) throw new Error(`The navbar item of type "${item.type}" needs the docs plugin, but the docs plugin is not enabled (docs: false in ${root.configFile ?? 'site.config.ts'}).`)
  }

  switch (item.type) {
    case 'default': {
      const href = item.to ?? item.href
      if (href === undefined) throw new Error('a default navbar item needs `to` (a route of this site) or `href` (a URL)')
      return item.to === undefined ? link(href).map((l) => ({ ...l, plainHref: true as const })) : link(href)
    }
    case 'dropdown':
      return [{ kind: 'dropdown', label, position, ...(item.className ? { className: item.className } : {}), ...labelHtml, items: (item.items ?? []).flatMap((child) => resolveGuarded(child, root)) }]
    case 'search':
      return [{ kind: 'search', position }]
    case 'html':
      return [{ kind: 'html', html: item.value ?? '', position }]
    case 'doc': {
      requireDocs()
      const id = item.docId ?? ''
      if (ctx.draftIds.has(id)) return [] // spec §5: a doc item for a draft renders nothing
      const doc = ctx.docs.get(id)
      if (!doc) throw unknownDocError(id, [...ctx.docs.keys()], root.configFile ?? 'site.config.ts', 'a navbar item of type "doc"')
      const sidebar = ctx.sidebars.find((s) => flattenLinks(s.items).some((l) => l.docId === id))
      return [{ ...link(doc.route, plugin === 'default' ? id : `${plugin}/${id}`)[0]!, label: item.label ?? doc.title, ...(sidebar ? { activeSidebar: sidebar.id } : {}), ...(doc.unlisted ? { unlisted: true } : {}) } as ResolvedNavItem]
    }
    case 'docSidebar': {
      requireDocs()
      const sidebar = ctx.sidebars.find((s) => s.id === item.sidebarId)
      if (!sidebar) {
        throw new Error(`the navbar item refers to sidebar "${item.sidebarId}", which does not exist.\nAvailable sidebar ids:\n${ctx.sidebars.map((s) => `  - ${s.id}`).join('\n')}`)
      }
      const first = flattenLinks(sidebar.items)[0]
      if (!first) throw new Error(`sidebar "${sidebar.id}" has no doc to link to: a sidebar navbar item needs at least one doc in that sidebar`)
      return [{ ...link(first.href, first.docId)[0]!, activeSidebar: sidebar.id } as ResolvedNavItem]
    }
    case 'docsVersion': {
      requireDocs()
      const docs = ctx.config.docs as Exclude<SiteConfig['docs'], false>
      return [{ ...link(item.to ?? docs.version.path)[0]!, label: item.label ?? docs.version.label } as ResolvedNavItem]
    }
    case 'docsVersionDropdown': {
      requireDocs()
      const docs = ctx.config.docs as Exclude<SiteConfig['docs'], false>
      const main = ctx.mainDocId === undefined ? undefined : ctx.docs.get(ctx.mainDocId)
      const versions = ctx.versions ?? [{ label: docs.version.label, href: main?.route ?? docs.version.path }]
      const items: ResolvedNavItem[] = versions.map((v) => ({ kind: 'link', label: v.label, href: v.href, external: false, position, version: v.name ?? docs.version.name }))
      // Its className is kept, as Docusaurus's DocsVersionDropdownNavbarItem passes it on (Wasp hides the dropdown off the docs by it).
      return [{ kind: 'dropdown', label: item.label ?? docs.version.label, position, versions: item.label === undefined ? 'page' : 'fixed', ...(item.className ? { className: item.className } : {}), items: withAround(item, items, root) }]
    }
    case 'localeDropdown': {
      // Labelled with the locale being read; each entry leads to the same page in its locale.
      const { config } = ctx
      return [{
        kind: 'dropdown',
        label: item.label ?? localeLabel(config, config.i18n.currentLocale),
        position,
        ...(item.className ? { className: item.className } : {}),
        items: withAround(item, config.i18n.locales.map((locale) => ({ kind: 'link', label: localeLabel(config, locale), href: '/', external: false, position, locale })), root),
      }]
    }
    default:
      if (item.type?.startsWith('custom-')) return [{ kind: 'custom', type: item.type, props: item.props ?? {}, position }]
      throw new Error(`No NavbarItem component found for type "${item.type}".`)
  }
}

/** A version or locale dropdown's own items with the config's `dropdownItemsBefore` and `dropdownItemsAfter` around them. */
function withAround(item: NavbarItemConfig, own: ResolvedNavItem[], ctx: NavbarContext): ResolvedNavItem[] {
  const resolved = (items: NavbarItemConfig[] | undefined) => (items ?? []).flatMap((child) => resolveGuarded(child, ctx))
  return [...resolved(item.dropdownItemsBefore), ...own, ...resolved(item.dropdownItemsAfter)]
}
