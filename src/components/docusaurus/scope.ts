/**
 * What a Docusaurus page's APIs read and record while it renders: the site (for useBaseUrl,
 * useDocusaurusContext), and what Layout and Head collect (title, description, head tags) for the shell.
 *
 * Why a global and not a React context: every page is bundled on its own, with its own copy of these
 * modules, so a context object would differ between the page and the renderer. The render is
 * synchronous (renderToStaticMarkup), so one scope set around it is exact. Keyed by a registered symbol.
 */
import type { DocsGlobalData } from '../../generator/render/docs-global-data'
import type { ReactNode } from 'react'
import type { NavbarItemInput } from '../../generator/config/schema'
import type { ResolvedNavItem } from '../../generator/navbar/resolve'
import type { CategoryCard } from '../CategoryIndex'
import type { SiteThemeView } from '../types'
import type { DocContextValue, DocsVersionValue } from './docs-client'

/** The Docusaurus `siteConfig` subset pages read, built from our resolved config. */
export interface DocusaurusSiteConfig {
  /** The config's other fields (`future`, `markdown`, `presets`…), as written over Docusaurus's defaults. */
  [field: string]: unknown
  title: string
  tagline: string
  url: string
  baseUrl: string
  favicon?: string
  trailingSlash?: boolean
  customFields: Record<string, unknown>
  themeConfig: Record<string, unknown>
  i18n: { defaultLocale: string; locales: string[]; currentLocale: string; path: string; localeConfigs: Record<string, { label: string; direction: 'ltr' | 'rtl'; htmlLang: string; calendar: string; path: string }> }
}

export interface PageScope {
  siteConfig: DocusaurusSiteConfig
  /** The current locale's `code.json` messages, by id (`<Translate>`, `translate()`). */
  codeTranslations: Readonly<Record<string, string>>
  route: string
  /** Recorded by Layout: the page's title, which the document's title is made of ("Title | Site"). */
  title?: string
  /** Recorded by a `<title>` in Head: the document's whole title, as written (it wins over Layout's, as in Docusaurus). */
  documentTitle?: string
  description?: string
  /**
   * Recorded by Layout when the page renders inside it: Docusaurus's Layout is what brings the navbar,
   * announcement bar and footer (`noFooter` leaves the footer out), so a page without it has none.
   */
  layout?: { noFooter: boolean }
  /** Elements given to Head, rendered into the document's head. */
  head: ReactNode[]
  /** What the site's plugins share with its components, by plugin name and id (`useGlobalData`). */
  globalData: Readonly<Record<string, Readonly<Record<string, unknown>>>>
  /**
   * A doc's page: what `useDoc()`, `useDocsVersion()` and `useActiveDocContext()` give (docs-client.ts),
   * made when a component asks (most docs never do).
   */
  doc?: () => { doc: DocContextValue; version: DocsVersionValue }
  /** A category's page: the cards of the category's items (`<DocCardList />`, `useCurrentSidebarCategory`). */
  docCards?: CategoryCard[]
  /** A Docusaurus site's own theme components, which shadow ours (`@theme/X`) while its pages render. */
  theme?: SiteThemeView
  /**
   * Resolves a navbar item that names docs (`doc`, `docSidebar`, version and locale dropdowns) as the
   * config's items resolve, for the navbar items a site's custom component draws (navbar-items.tsx).
   */
  navbarItem?: (item: NavbarItemInput) => ResolvedNavItem[]
  /** The main docs' versions, newest first (`useVersions()`); absent on a site without versions. */
  docsVersions?: ReadonlyArray<{ name: string; label: string; isLast: boolean; path: string }>
  /** The main docs' global data by version name (render/docs-global-data.ts): what `useVersions()` lists of each. */
  docsData?: DocsGlobalData
  /** The main docs' path (base included; their last version's on a versioned site); absent without docs. */
  docsPath?: string
  /** A plugin's route: its plugin and route context data (`useRouteContext()`). */
  routeContext?: { plugin: { name: string; id: string }; data?: Record<string, unknown> }
}

const KEY = Symbol.for('rtk-docs.docusaurus-page-scope')
type ScopeHolder = { [KEY]?: PageScope }

/** Runs `render` with `scope` as the current page. */
export function withPageScope<T>(scope: PageScope, render: () => T): T {
  const holder = globalThis as ScopeHolder
  const previous = holder[KEY]
  holder[KEY] = scope
  try {
    return render()
  } finally {
    holder[KEY] = previous
  }
}

export function currentPage(): PageScope {
  const scope = (globalThis as ScopeHolder)[KEY]
  if (!scope) throw new Error('a Docusaurus page API (@docusaurus/*, @theme/*) was used outside the render of a page')
  return scope
}

/** Records the page's title and description where a component gives them (Layout's props, PageMetadata). */
export function setPageMetadata({ title, description }: { title?: string; description?: string }): void {
  const page = currentPage()
  if (title !== undefined) page.title = title
  if (description !== undefined) page.description = description
}

/** Records that the page renders inside Layout, and whether Layout was asked for no footer. */
export function setPageLayout(noFooter: boolean): void {
  const page = currentPage()
  page.layout = { noFooter: noFooter || page.layout?.noFooter === true }
}

/** The site theme of the page rendering now, if any (read by the theme registry, src/components/docusaurus.tsx). */
export function currentTheme(): SiteThemeView | undefined {
  return (globalThis as ScopeHolder)[KEY]?.theme
}

const SITE_KEY = Symbol.for('rtk-docs.docusaurus-site-defaults')
type SiteHolder = { [SITE_KEY]?: Pick<PageScope, 'siteConfig' | 'globalData'> }

/**
 * The site a build is making (its locale's config and its plugins' data), for what a module reads when
 * it is imported rather than while a page renders: `@generated/docusaurus.config` read at a module's top.
 */
export function setSiteDefaults(site: Pick<PageScope, 'siteConfig' | 'globalData'>): void {
  ;(globalThis as SiteHolder)[SITE_KEY] = site
}

/** The site of the page rendering now, else the site being built (setSiteDefaults): its config and plugin data. */
export function siteNow(): Pick<PageScope, 'siteConfig' | 'globalData'> {
  return (globalThis as ScopeHolder)[KEY] ?? (globalThis as SiteHolder)[SITE_KEY] ?? currentPage()
}
