/**
 * The top bar: brand, configured items (right by default), search slot, colour switch, and the mobile
 * menu (primary: navbar items; secondary: the docs sidebar). Behaviour comes from src/client via data-rtk-*.
 */
import type { ResolvedNavItem } from '../generator/navbar/resolve'
import { CloseIcon, ExternalLinkMark, GitHubIcon, MenuIcon, MoonIcon, SearchIcon, SunIcon } from './Icons'
import { EXTERNAL_ATTRS, UNCHECKED_LINK, withBase, withBaseOnce } from './links'
import { ModeImages } from './mode-images'
import type { SiteView } from './types'
import { htmlLang, localePageUrl } from './locale'
import { useThemeMessages } from './theme-messages'
import { createContext } from 'react'
import { isActive, type NavbarPage } from './navbar-active'
import { SiteDataContext } from './site-data'
import { useClassNames } from './theme-class-names'

export function Navbar({ site, route, hasSidebar, docsVersion, sidebarId, versionLinks, versionDocs }: { site: SiteView; route: string; hasSidebar: boolean; docsVersion?: string; sidebarId?: string; versionLinks?: Record<string, string>; versionDocs?: Record<string, string> }) {
  const { config } = site
  const page: NavbarPage = { route, sidebar: sidebarId, version: docsVersion, docusaurus: config.pages.api === 'docusaurus' }
  // The version dropdown names the version of the doc being read (else the last one), as Docusaurus's does,
  // and leads to this doc in each version that has it; doc items lead to their docs in this version.
  const pageVersion = site.docsVersions?.find((v) => v.name === docsVersion)?.label
  const inVersion = (item: ResolvedNavItem): ResolvedNavItem => {
    if (item.kind === 'dropdown') return { ...item, ...(pageVersion && item.versions === 'page' ? { label: pageVersion } : {}), items: item.items.map(inVersion) }
    if (item.kind !== 'link') return item
    const href = (item.version !== undefined ? versionLinks?.[item.version] : undefined) ?? (item.docId !== undefined ? versionDocs?.[item.docId] : undefined)
    return href === undefined ? item : { ...item, href }
  }
  const versioned = pageVersion || versionLinks || versionDocs ? site.navbar.map(inVersion) : site.navbar
  // A locale dropdown's entries lead to this page in each locale, one locale alone too (Capacitor's led to `/`).
  const localized = versioned.map((item) => withLocaleLinks(item, config, route))
  const navbar = shownOn(localized, route)
  const left = navbar.filter((i) => i.position === 'left')
  const right = navbar.filter((i) => i.position === 'right')
  const hasSearch = navbar.some((i) => i.kind === 'search')
  const t = useThemeMessages()
  const cn = useClassNames()
  return (
    <>
      <header className={cn(config.navbar.style ? `rtk-navbar rtk-navbar--${config.navbar.style}` : 'rtk-navbar', 'theme-layout-navbar', 'navbar', 'navbar--fixed-top', config.navbar.style && `navbar--${config.navbar.style}`)} data-rtk-navbar data-rtk-hide-on-scroll={config.navbar.hideOnScroll ? 'true' : undefined}>
        <nav className="rtk-navbar__inner" aria-label={t('theme.NavBar.navAriaLabel')}>
          <button type="button" className="rtk-navbar__menu-button" data-rtk-menu-open aria-label={t('theme.docs.sidebar.toggleSidebarButtonAriaLabel')} aria-expanded="false" aria-controls="rtk-mobile-menu">
            <MenuIcon />
          </button>
          <a className="rtk-navbar__brand" {...brandLink(config)}>
            <Brand site={site} />
          </a>
          <div className={cn('rtk-navbar__items', 'theme-layout-navbar-left')}>
            {left.map((item, i) => (
              <NavItem key={i} item={item} base={config.baseUrl} page={page} site={site} menuKey={navbar.indexOf(item)} />
            ))}
          </div>
          <div className={cn('rtk-navbar__items rtk-navbar__items--right', 'theme-layout-navbar-right')}>
            {right.map((item, i) => (
              <NavItem key={i} item={item} base={config.baseUrl} page={page} site={site} menuKey={navbar.indexOf(item)} />
            ))}
            {config.colorMode.disableSwitch ? null : <ThemeToggle mode={config.colorMode.defaultMode} />}
            {hasSearch ? null : <SearchSlot />}
          </div>
        </nav>
      </header>
      <MobileMenu site={{ ...site, navbar }} page={page} hasSidebar={hasSidebar} />
    </>
  )
}

/**
 * One item of the bar. `site`: for a custom item, whose component the site's theme gives. `menuKey`: a
 * dropdown's position among the navbar's items, by which the mobile menu finds its items (MobileDropdown).
 */
export function NavItem({ item, base, page, site, menuKey }: { item: NavbarEntry; base: string; page: NavbarPage; site?: SiteView; menuKey?: number }) {
  switch (item.kind) {
    case 'link': {
      const active = !item.external && item.locale === undefined && isActive(item, page, base)
      const isGitHub = showsGitHubIcon(item, page)
      return (
        <a
          className={`rtk-navbar__link${isGitHub ? ' rtk-navbar__link--icon' : ''}${active ? ' rtk-navbar__link--active' : ''}${item.className ? ` ${item.className}` : ''}`}
          href={linkHref(item, base)}
          lang={item.lang}
          aria-current={active ? 'page' : item.current ? 'true' : undefined}
          // The GitHub link shows only its icon: its label stays its name.
          aria-label={item.ariaLabel ?? (isGitHub ? item.label : undefined)}
          {...opensIn(item)}
        >
          {isGitHub ? <GitHubIcon /> : <Label item={item} />}
          {/* As Docusaurus's: a labelled link to another site says so (one drawn by its class shows its own mark). */}
          {showsExternalMark(item) && !isGitHub ? <ExternalLinkMark /> : null}
        </a>
      )
    }
    case 'dropdown':
      return (
        <div className={`rtk-dropdown${item.className ? ` ${item.className}` : ''}`} data-rtk-dropdown>
          <button type="button" className="rtk-navbar__link rtk-dropdown__toggle" aria-haspopup="true" aria-expanded="false" data-rtk-dropdown-toggle>
            <Label item={item} />
          </button>
          <ul className="rtk-dropdown__menu" data-rtk-dropdown-menu={menuKey ?? true}>
            {item.items.map((child, i) => (
              <li key={i}>
                <NavItem item={child} base={base} page={page} site={site} />
              </li>
            ))}
          </ul>
        </div>
      )
    case 'search':
      return <SearchSlot />
    case 'html':
      return <div className="rtk-navbar__html" dangerouslySetInnerHTML={{ __html: item.html }} />
    case 'custom':
      return site ? <CustomNavItem item={item} site={site} page={page} mobile={false} /> : null
  }
}

/** Our GitHub icon in place of a link's label, where a Docusaurus site's item shows nothing of its own (its label, or its class's icon: `header-github-link`). */
function showsGitHubIcon(item: Extract<NavbarEntry, { kind: 'link' }>, page: NavbarPage): boolean {
  return item.external && /github\.com/.test(item.href) && (!page.docusaurus || (item.label === '' && !item.className))
}

/** An item's label: its text, or the HTML a custom item gave it (Docusaurus's `html`, written by the site owner). */
function Label({ item }: { item: { label: string; labelHtml?: string } }) {
  return item.labelHtml !== undefined ? <span dangerouslySetInnerHTML={{ __html: item.labelHtml }} /> : <>{item.label}</>
}

/**
 * A `custom-…` item: the component the site's `src/theme/NavbarItem/ComponentTypes` names for its type,
 * with the item's fields, `position` and `mobile` as props (as Docusaurus renders it, once in the bar and
 * once in the mobile menu). The Docusaurus APIs it calls read the page being rendered.
 */
function CustomNavItem({ item, site, page, mobile }: { item: Extract<NavbarEntry, { kind: 'custom' }>; site: SiteView; page: NavbarPage; mobile: boolean }) {
  const Component = site.theme?.navbarItemTypes?.[item.type]
  if (!Component) return null
  const { config } = site
  return (
    <SiteDataContext.Provider value={{ title: config.title, tagline: config.tagline, url: config.url, baseUrl: config.baseUrl }}>
      <NavbarPageContext.Provider value={page}>
        <Component {...item.props} position={item.position} mobile={mobile} />
      </NavbarPageContext.Provider>
    </SiteDataContext.Provider>
  )
}

/** The page the navbar is drawn for, for the navbar items a site's custom component draws (docusaurus/navbar-items.tsx). */
export const NavbarPageContext = createContext<NavbarPage | undefined>(undefined)

/** The colour mode button, labelled with the default mode until the browser code knows the reader's (client/theme.ts). */
function ThemeToggle({ mode }: { mode: 'light' | 'dark' }) {
  const t = useThemeMessages()
  const label = t('theme.colorToggle.ariaLabel', { mode: t(`theme.colorToggle.ariaLabel.mode.${mode}`) })
  return (
    <button type="button" className="rtk-theme-toggle" data-rtk-theme-toggle aria-label={label} title={label}>
      <span className="rtk-theme-toggle__light"><SunIcon /></span>
      <span className="rtk-theme-toggle__dark"><MoonIcon /></span>
    </button>
  )
}

/** Where the search box mounts; it loads on first use (issue: search). */
function SearchSlot() {
  const t = useThemeMessages()
  return (
    <div className="rtk-search" data-rtk-search>
      {/* No aria-label: the visible word "Search" is the name (WCAG 2.5.3); the key hint is visual only. */}
      <button type="button" className="rtk-search__button" data-rtk-search-open aria-keyshortcuts="Control+K Meta+K /">
        <SearchIcon />
        <span className="rtk-search__placeholder">{t('theme.SearchBar.label')}</span>
        <kbd className="rtk-search__kbd" aria-hidden="true">Ctrl K</kbd>
      </button>
    </div>
  )
}

/** Where the brand leads: the logo's `href` (the base added to a site path) and `target`, else home, as Docusaurus's Logo. */
function brandLink(config: SiteView['config']): { href: string; target?: string } {
  const logo = config.navbar.logo
  return { href: withBaseOnce(config.baseUrl, logo?.href ?? '/'), ...(logo?.target ? { target: logo.target } : {}) }
}

/** The logo (one per colour mode with `srcDark`) and the title beside it, when there is one. */
function Brand({ site }: { site: SiteView }) {
  const { config } = site
  const logo = config.navbar.logo
  const title = config.navbar.title ?? config.title
  return (
    <>
      {logo ? <ModeImages src={withBase(config.baseUrl, logo.src)} srcDark={logo.srcDark && withBase(config.baseUrl, logo.srcDark)} alt={logo.alt} width={site.logos?.navbar?.width} height={site.logos?.navbar?.height ?? 32} /> : null}
      {/* No title and a logo without alt text: the home link still needs a name for screen readers. */}
      {title ? <span className="rtk-navbar__title">{title}</span> : logo?.alt ? null : <span className="rtk-sr-only">{config.title}</span>}
    </>
  )
}

/**
 * The slide-out menu. On a page with the docs sidebar its secondary menu is that sidebar: src/client/menu.ts
 * copies it in on first opening, so that every page does not carry the same few hundred links twice (as it
 * copies in a navbar dropdown's items: MobileDropdown).
 */
function MobileMenu({ site, page, hasSidebar }: { site: SiteView; page: NavbarPage; hasSidebar: boolean }) {
  const { config, navbar } = site
  const items = navbar.filter((i) => i.kind === 'link' || i.kind === 'dropdown' || i.kind === 'custom')
  const showSecondary = hasSidebar
  const t = useThemeMessages()
  const cn = useClassNames()
  return (
    <div className={cn('rtk-mobile-menu', 'theme-layout-navbar-sidebar')} id="rtk-mobile-menu" data-rtk-mobile-menu hidden>
      <div className="rtk-mobile-menu__backdrop" data-rtk-menu-close />
      <div className={cn('rtk-mobile-menu__panel', 'theme-layout-navbar-sidebar-panel')} role="dialog" aria-modal="true" aria-label={t('rtk.navigationMenu')} data-rtk-menu-panel={showSecondary ? 'secondary' : 'primary'}>
        <div className="rtk-mobile-menu__header">
          <a className="rtk-navbar__brand" {...brandLink(config)}>
            <Brand site={site} />
          </a>
          {config.colorMode.disableSwitch ? null : <ThemeToggle mode={config.colorMode.defaultMode} />}
          <button type="button" className="rtk-mobile-menu__close" data-rtk-menu-close aria-label={t('theme.docs.sidebar.closeSidebarButtonAriaLabel')}>
            <CloseIcon />
          </button>
        </div>
        <div className="rtk-mobile-menu__primary" data-rtk-menu-primary>
          <ul>
            {items.map((item, i) =>
              // A custom item's component gives its own list items (Docusaurus's navbar items do, in the mobile menu).
              item.kind === 'custom' ? (
                <CustomNavItem key={i} item={item} site={site} page={page} mobile />
              ) : (
                <li key={i}>{item.kind === 'dropdown' ? <MobileDropdown item={item} id={`rtk-mobile-dropdown-${i}`} base={config.baseUrl} page={page} menuKey={navbar.indexOf(item)} /> : <MobileLink item={item} base={config.baseUrl} page={page} />}</li>
              ),
            )}
          </ul>
        </div>
        {showSecondary ? (
          <div className="rtk-mobile-menu__secondary" data-rtk-menu-secondary>
            <button type="button" className="rtk-mobile-menu__back" data-rtk-menu-back>
              {t('theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel')}
            </button>
            <nav aria-label={t('theme.docs.sidebar.navAriaLabel')} data-rtk-menu-sidebar />
          </div>
        ) : null}
      </div>
    </div>
  )
}

/** A main-menu link; the current section is marked as the desktop navbar marks it. */
export function MobileLink({ item, base, page }: { item: NavbarEntry; base: string; page: NavbarPage }) {
  if (item.kind !== 'link') return null
  const active = !item.external && item.locale === undefined && isActive(item, page, base)
  return (
    <a
      className={`rtk-mobile-menu__link${active ? ' rtk-mobile-menu__link--active' : ''}`}
      href={linkHref(item, base)}
      lang={item.lang}
      aria-current={active ? 'page' : item.current ? 'true' : undefined}
      {...opensIn(item)}
    >
      <Label item={item} />
      {showsExternalMark(item) ? <ExternalLinkMark /> : null}
    </a>
  )
}

/**
 * A navbar dropdown in the mobile menu: a collapsible group, closed until tapped (animated by
 * src/client/menu.ts). Given the `menuKey` of the bar's copy, its list is left empty: src/client/menu.ts
 * fills it from the bar's items on first opening, so that every page does not carry them twice (pptr.dev's
 * ~230 archived versions). Only where the bar's items give the menu's: links drawn with their label, and
 * html items (which the menu leaves empty); a dropdown of any other item (a custom one, the GitHub icon
 * standing for a label) is drawn here, as a site's custom component's is (docusaurus/navbar-items.tsx).
 */
export function MobileDropdown({ item, id, base, page, menuKey }: { item: Extract<NavbarEntry, { kind: 'dropdown' }>; id: string; base: string; page: NavbarPage; menuKey?: number }) {
  const fromBar = menuKey !== undefined && item.items.every((child) => child.kind === 'html' || (child.kind === 'link' && !showsGitHubIcon(child, page)))
  return (
    <>
      <button type="button" className="rtk-mobile-menu__link rtk-mobile-menu__group" aria-expanded="false" aria-controls={id} data-rtk-collapsible-toggle>
        <Label item={item} />
      </button>
      {fromBar ? (
        <ul className="rtk-mobile-menu__sublist" id={id} hidden data-rtk-menu-dropdown={menuKey} />
      ) : (
        <ul className="rtk-mobile-menu__sublist" id={id} hidden>
          {item.items.map((child, i) => (
            <li key={i}>
              <MobileLink item={child} base={base} page={page} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

/** A navbar item as a page shows it: a locale's entry knows its language and whether it is the one being read. */
/**
 * A labelled link to another site written as `href` shows the external mark, as Docusaurus's NavbarNavLink
 * marks only those (`to: 'https://…'` opens in a new tab, unmarked: DocSearch's "Sign up"); a label given
 * as HTML is drawn as written, unmarked, as there.
 */
function showsExternalMark(item: Extract<NavbarEntry, { kind: 'link' }>): boolean {
  return item.external && item.label !== '' && item.plainHref === true && item.labelHtml === undefined
}

export type NavbarEntry = ResolvedNavItem extends infer I ? (I extends { kind: 'link' } ? I & { lang?: string; current?: boolean } : I extends { kind: 'dropdown' } ? Omit<I, 'items'> & { items: NavbarEntry[] } : I) : never

/** A locale dropdown's entries made this page's: each leads to the page in its locale (a full path, base included). */
function withLocaleLinks(item: ResolvedNavItem, config: SiteView['config'], route: string): NavbarEntry {
  if (item.kind !== 'dropdown' || !item.items.some((i) => i.kind === 'link' && i.locale !== undefined)) return item
  return {
    ...item,
    items: item.items.map((i) => (i.kind === 'link' && i.locale !== undefined ? { ...i, href: localePageUrl(config, i.locale, route), lang: htmlLang(config, i.locale), current: i.locale === config.i18n.currentLocale } : i)),
  }
}

/** The items a page shows: a doc item for an unlisted doc only on that doc's page (Docusaurus's DocNavbarItem). */
function shownOn(items: NavbarEntry[], route: string): NavbarEntry[] {
  const shown: NavbarEntry[] = []
  for (const item of items) {
    if (item.kind === 'link' && item.unlisted && item.href !== route) continue
    shown.push(item.kind === 'dropdown' ? { ...item, items: shownOn(item.items, route) } : item)
  }
  return shown
}

/**
 * Where a link opens: another site's in a new tab (spec §2), unless the item names its target. A
 * `pathname:///x` item (external, with the site's path) is left to the browser and to no link check, and
 * so is a locale dropdown's entry, as Docusaurus writes those (`pathname://`): a build of one locale
 * (`--locale fr`) does not have the others.
 */
function opensIn(item: Extract<NavbarEntry, { kind: 'link' }>): { target?: string; rel?: string; [UNCHECKED_LINK]?: string } {
  const unchecked = (item.external && item.href.startsWith('/')) || item.locale !== undefined ? { [UNCHECKED_LINK]: '' } : {}
  if (item.target !== undefined) return { target: item.target, ...(item.target === '_blank' ? { rel: EXTERNAL_ATTRS.rel } : {}), ...unchecked }
  return item.external ? { ...EXTERNAL_ATTRS, ...unchecked } : unchecked
}

/** A link's href: a site path under the base URL; a locale entry's path already has its locale's base. */
function linkHref(item: Extract<NavbarEntry, { kind: 'link' }>, base: string): string {
  return item.locale !== undefined ? item.href : withBase(base, item.href)
}
