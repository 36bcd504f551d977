/** Props shared by the page components: what the generator knows about the site and the page. */
import type { DocsGlobalData } from '../generator/render/docs-global-data'
import type { ComponentType, ReactNode } from 'react'
import type { NavbarItemInput, SiteConfig } from '../generator/config/schema'
import type { DocVersionInfo } from '../generator/content/collect'
import type { TocEntry } from '../generator/mdx/page-meta'
import type { ResolvedNavItem } from '../generator/navbar/resolve'
import type { Crumb, Sidebar, SidebarItem } from '../generator/sidebar/types'
import type { CategoryCard } from './CategoryIndex'

/** Site-wide data every page shell needs. */
export interface SiteView {
  config: SiteConfig
  navbar: ResolvedNavItem[]
  /** The docs sidebar, shown as the secondary mobile menu and on doc pages. */
  sidebar?: Sidebar
  /** URLs of the folded categories sent without their items (large sidebars; render/sidebar-parts.ts). */
  sidebarParts?: ReadonlyMap<SidebarItem, string>
  /** Every docs version, on a versioned site (the client forgets a stored version not listed; the navbar shows the page's). */
  /** The main docs' versions, newest first: name, label, whether last, and its path (the version's route base, base included). */
  docsVersions?: Array<{ name: string; label: string; isLast: boolean; path: string }>
  /** The main docs' global data by version name: its docs, main doc and sidebars (render/docs-global-data.ts), on a Docusaurus site. */
  docsData?: DocsGlobalData
  /** The blog's feeds, linked from every page's head (site paths, without the baseUrl). */
  feeds?: Array<{ type: string; href: string; title: string }>
  /**
   * Hashed asset URLs (already prefixed with baseUrl); `siteCss`: the site's own CSS (customCss, page CSS);
   * `siteScript`: its client modules' scripts.
   */
  assets: { css: string; script: string; searchChunk: string; themeInit: string; siteCss?: string; mermaid?: string; siteScript?: string }
  /** A Docusaurus site's own theme components (its src/theme/), which content renders with. */
  theme?: SiteThemeView
  /** A page answers at the site's root (its home page, or a doc there): breadcrumbs start with it, as Docusaurus's `useHomePageRoute` finds it. */
  hasHomePage?: boolean
  /** Resolves one navbar item as the config's are (a site's custom navbar components draw such items). */
  resolveNavbarItem?: (item: NavbarItemInput) => ResolvedNavItem[]
  /** The width and height attributes of the navbar's and footer's logos (generator/render/logo-boxes.ts). */
  logos?: { navbar?: LogoBox; footer?: LogoBox }
}

/** A logo's `width` and `height` attributes; an unknown one is left out (the image's own size then). */
export interface LogoBox {
  width?: number | string
  height?: number | string
}

/** What content renders with of a Docusaurus site's own theme (generator/pages/site-theme.ts). */
export interface SiteThemeView {
  /** `@theme/X` → the site's module, which shadows ours while the site's pages render. */
  modules: Readonly<Record<string, Readonly<Record<string, unknown>>>>
  /** The components MDX content gets: ours, with the site's MDXComponents over them. */
  mdxComponents: Readonly<Record<string, unknown>>
  /** Its MDXComponents draws fenced code (its own `pre` or `code`): fences compile for it (mdx/rehype-code.ts `siteFences`). */
  drawsFences?: boolean
  /** The site's `Root`, around each page's content (Docusaurus puts it around the whole app). */
  Root?: ComponentType<{ children?: ReactNode }>
  /** Changes with the theme's code: part of the render cache's key. */
  fingerprint: string
  /** The components of its `src/theme/NavbarItem/ComponentTypes`, by navbar item type (`custom-…` items are drawn with them). */
  navbarItemTypes?: Readonly<Record<string, ComponentType<Record<string, unknown>>>>
}

/** What the shell needs to know about the page being rendered. */
export interface PageInfo {
  route: string
  /** Page title without the site suffix. */
  title: string
  /** The whole `<title>`, when the page sets it rather than the shell's rule (a Docusaurus page's Layout title). */
  documentTitle?: string
  /** Extra head elements the page asked for (Docusaurus's `<Head>`). */
  head?: ReactNode[]
  description?: string
  /** schema.org data of the page (a blog post's BlogPosting), written as JSON-LD in its head. */
  structuredData?: Record<string, unknown>
  /** Frontmatter `keywords`, for <meta name="keywords">. */
  keywords?: string[]
  /** Route of the Markdown twin, for `<link rel="alternate">`. */
  markdownHref?: string
  /**
   * Kept out of search engines: an unlisted page (`true`: noindex); a doc of a version with `noIndex`
   * (`'nofollow'`: noindex, nofollow, as Docusaurus's DocVersionRoot writes it).
   */
  noindex?: boolean | 'nofollow'
  /** pagefind indexes only pages that carry a section. */
  section?: string
  /** The docs version a doc page belongs to; the client remembers it as the preferred version (spec §4). */
  docsVersion?: string
  /** The page shows the docs sidebar (then the mobile menu offers it as its secondary menu). */
  hasSidebar?: boolean
  /**
   * What of the layout frames the page: `none`, a Docusaurus site's page that renders without its Layout
   * (neither announcement bar, navbar nor footer, as Docusaurus's Layout brings them); `no-footer`, one
   * whose Layout is given `noFooter`. Absent: all of it.
   */
  frame?: 'none' | 'no-footer'
  /** The id of the sidebar a doc page shows: its navbar items of that sidebar are current (Navbar.tsx). */
  sidebarId?: string
  /** A versioned doc: its route in each other version that has it (the version dropdown leads there), by version name. */
  versionLinks?: Record<string, string>
  /** A versioned doc: the routes, in its version, of the docs the navbar's doc items name (by their ids). */
  versionDocs?: Record<string, string>
  /** Frontmatter `image`: the social card (`og:image`). */
  image?: string
  /** Docusaurus's `<html>` classes for the page's kind (render/html-class-names.ts), written on a Docusaurus site only. */
  htmlClassName?: string
}

export interface DocView {
  id: string
  title: string
  hideTitle: boolean
  file: string
  editUrl?: string
  lastUpdated?: number
  /** Frontmatter `last_update.author`. */
  lastUpdatedBy?: string
  toc: TocEntry[]
  /** Frontmatter `tags`, each linking to the page of its docs. */
  tags?: Array<{ label: string; href: string }>
  /** Its sidebar's categories down to its own item (generator/sidebar/resolve.ts); absent when no sidebar lists it or the docs hide breadcrumbs. */
  breadcrumbs?: Crumb[]
  previous?: { label: string; href: string }
  next?: { label: string; href: string }
  inSidebar: boolean
  /** Search section label (config `docs.sections`); absent for pages kept out of search. */
  section?: string
  /** Frontmatter `keywords`: names (usually API names) that search ranks this page first for. */
  keywords?: string[]
  /** Its docs version, on a versioned site: the banner and badge its page shows. */
  version?: DocVersionInfo
  /** A page a sidebar category links to: the cards of the category's items (`<DocCardList />`). */
  categoryCards?: CategoryCard[]
}
