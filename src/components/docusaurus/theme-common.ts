/**
 * What components import from `@docusaurus/theme-common` besides the doc hooks (doc-theme.tsx): the
 * class names Docusaurus's layout carries, the theme config, plural forms, the window size. On the
 * server they answer as Docusaurus's own server render does.
 */
import { selectPluralForm } from '../theme-messages'
import { currentPage, setPageMetadata } from './scope'

const level = (prefix: string) => (n: number) => `${prefix}-${n}`

/**
 * `ThemeClassNames`: the class names Docusaurus's layout elements carry, for components that put them on
 * their own elements (our layout uses its own `rtk-` classes).
 */
export const ThemeClassNames = {
  page: {
    blogListPage: 'blog-list-page',
    blogPostPage: 'blog-post-page',
    blogTagsListPage: 'blog-tags-list-page',
    blogTagPostListPage: 'blog-tags-post-list-page',
    blogAuthorsListPage: 'blog-authors-list-page',
    blogAuthorsPostsPage: 'blog-authors-posts-page',
    docsDocPage: 'docs-doc-page',
    docsTagsListPage: 'docs-tags-list-page',
    docsTagDocListPage: 'docs-tags-doc-list-page',
    mdxPage: 'mdx-page',
  },
  wrapper: { main: 'main-wrapper', blogPages: 'blog-wrapper', docsPages: 'docs-wrapper', docPages: 'docs-wrapper', mdxPages: 'mdx-wrapper' },
  common: {
    editThisPage: 'theme-edit-this-page',
    lastUpdated: 'theme-last-updated',
    backToTopButton: 'theme-back-to-top-button',
    codeBlock: 'theme-code-block',
    admonition: 'theme-admonition',
    unlistedBanner: 'theme-unlisted-banner',
    draftBanner: 'theme-draft-banner',
    admonitionType: (type: string) => `theme-admonition-${type}`,
  },
  announcementBar: { container: 'theme-announcement-bar' },
  layout: {
    navbar: { container: 'theme-layout-navbar', containerLeft: 'theme-layout-navbar-left', containerRight: 'theme-layout-navbar-right', mobileSidebar: { container: 'theme-layout-navbar-sidebar', panel: 'theme-layout-navbar-sidebar-panel' } },
    main: { container: 'theme-layout-main' },
    footer: { container: 'theme-layout-footer', column: 'theme-layout-footer-column' },
  },
  docs: {
    docVersionBanner: 'theme-doc-version-banner',
    docVersionBadge: 'theme-doc-version-badge',
    docBreadcrumbs: 'theme-doc-breadcrumbs',
    docMarkdown: 'theme-doc-markdown',
    docTocMobile: 'theme-doc-toc-mobile',
    docTocDesktop: 'theme-doc-toc-desktop',
    docFooter: 'theme-doc-footer',
    docFooterTagsRow: 'theme-doc-footer-tags-row',
    docFooterEditMetaRow: 'theme-doc-footer-edit-meta-row',
    docSidebarContainer: 'theme-doc-sidebar-container',
    docSidebarMenu: 'theme-doc-sidebar-menu',
    docSidebarItemCategory: 'theme-doc-sidebar-item-category',
    docSidebarItemLink: 'theme-doc-sidebar-item-link',
    docSidebarItemCategoryLevel: level('theme-doc-sidebar-item-category-level'),
    docSidebarItemLinkLevel: level('theme-doc-sidebar-item-link-level'),
  },
  blog: { blogFooterTagsRow: 'theme-blog-footer-tags-row', blogFooterEditMetaRow: 'theme-blog-footer-edit-meta-row' },
} as const

/** `<PageMetadata title description />`: the page's title and description, as Layout's props set them. */
export function PageMetadata({ title, description }: { title?: string; description?: string; keywords?: string | string[]; image?: string; children?: unknown }): null {
  setPageMetadata({ title, description })
  return null
}

/** `useThemeConfig()`: the site's themeConfig, as the page's APIs see it. */
export function useThemeConfig(): Record<string, unknown> {
  return currentPage().siteConfig.themeConfig
}

/** `usePluralForm()`: `selectMessage(count, 'One doc|{count} docs')` picks the form of the current locale's plural rules. */
export function usePluralForm(): { selectMessage: (count: number, message: string) => string } {
  const locale = currentPage().siteConfig.i18n.currentLocale
  return { selectMessage: (count, message) => selectPluralForm(message, count, locale) }
}

/** `useWindowSize()`: on the server there is no window: `'ssr'`, as Docusaurus's server render answers. */
export function useWindowSize(): 'desktop' | 'mobile' | 'ssr' {
  return 'ssr'
}

/** `useQueryStringValue(key)`: the server render has no address query: null. */
export function useQueryStringValue(_key: string): string | null {
  return null
}

/** `useQueryString(key)`: no value on the server (''), and a setter that does nothing there. */
export function useQueryString(_key: string): [string, (value: string | null) => void] {
  return ['', () => {}]
}

/** `useQueryStringList(key)`: no values on the server, and a setter that does nothing there. */
export function useQueryStringList(_key: string): [string[], (values: string[]) => void] {
  return [[], () => {}]
}

/*
 * `@docusaurus/theme-common/internal`: the layout's state hooks, which a site's own components also call
 * (Reanimated's home page reads useAnnouncementBar). On the server they answer with the first render's
 * state: nothing is open, hidden or scrolled yet.
 */

/** `useAnnouncementBar()`: shown when the site has one (the reader has not closed it yet). */
export function useAnnouncementBar(): { isActive: boolean; close: () => void } {
  return { isActive: Boolean(useThemeConfig().announcementBar), close: () => {} }
}

/** `useNavbarMobileSidebar()`: the mobile menu, closed. */
export function useNavbarMobileSidebar(): { disabled: boolean; shouldRender: boolean; toggle: () => void; shown: boolean } {
  return { disabled: false, shouldRender: false, toggle: () => {}, shown: false }
}

/** `useHideableNavbar()`: the navbar, shown. */
export function useHideableNavbar(): { navbarRef: (node: unknown) => void; isNavbarVisible: boolean } {
  return { navbarRef: () => {}, isNavbarVisible: true }
}

/** `useKeyboardNavigation()` and `useLockBodyScroll()`: browser behaviour, none on the server. */
export function useKeyboardNavigation(): void {}
export function useLockBodyScroll(): void {}

/*
 * The rest of theme-common's public API that sites' own components call (Docusaurus 3's
 * packages/docusaurus-theme-common/src/index.ts), and the internal helpers its own Tabs build on. On the
 * server they answer as its server render does: storage is empty, effects do not run.
 */

/** A `localStorage` entry by key, as `createStorageSlot(key)` gives it: nothing is stored on the server. */
export interface StorageSlot {
  get: () => string | null
  set: (value: string) => void
  del: () => void
  listen: (onChange: (event: unknown) => void) => () => void
}

/** `createStorageSlot(key)`: an entry that is empty on the server, its writes going nowhere. */
export function createStorageSlot(_key: string, _options?: { persistence?: 'localStorage' | 'sessionStorage' | 'none' }): StorageSlot {
  return { get: () => null, set: () => {}, del: () => {}, listen: () => () => {} }
}

/** `useStorageSlot(key)`: `[null, {set, del}]`, as the server snapshot of Docusaurus's hook. */
export function useStorageSlot(key: string | null, options?: { persistence?: 'localStorage' | 'sessionStorage' | 'none' }): [string | null, Pick<StorageSlot, 'set' | 'del'>] {
  const slot = createStorageSlot(key ?? '', options)
  return [slot.get(), { set: slot.set, del: slot.del }]
}

/** `listStorageKeys()`: no keys on the server. */
export function listStorageKeys(): string[] {
  return []
}

/** `usePrismTheme()`: the prism theme of the default colour mode (the server renders that mode). */
export function usePrismTheme(): unknown {
  const prism = useThemeConfig().prism as { theme?: unknown } | undefined
  return prism?.theme ?? { plain: {}, styles: [] }
}

/** `duplicates(list, same?)`: the items an earlier item equals, as Docusaurus's jsUtils finds them. */
export function duplicates<T>(list: readonly T[], same: (a: T, b: T) => boolean = (a, b) => a === b): T[] {
  return list.filter((item, index) => list.findIndex((other) => same(item, other)) !== index)
}

/** `uniq(list)`: each item once, in order. */
export function uniq<T>(list: readonly T[]): T[] {
  return [...new Set(list)]
}

/** `isRegexpStringMatch(pattern, value)`: whether the pattern (a string, case-insensitive) matches; none never does. */
export function isRegexpStringMatch(pattern: string | undefined, value: string): boolean {
  return pattern === undefined ? false : new RegExp(pattern, 'gi').test(value)
}

/** `useIsomorphicLayoutEffect`: an effect, which the server never runs. */
export function useIsomorphicLayoutEffect(_effect: () => unknown, _deps?: readonly unknown[]): void {}

/** `useEvent(callback)`: the callback itself (its identity matters only across browser renders). */
export function useEvent<T extends (...args: never[]) => unknown>(callback: T): T {
  return callback
}

/** `usePrevious(value)`: the first render has no previous value. */
export function usePrevious<T>(_value: T): T | undefined {
  return undefined
}

/** `useScrollPositionBlocker()`: keeps a clicked tab in view in the browser; nothing to keep on the server. */
export function useScrollPositionBlocker(): { blockElementScrollPositionUntilNextRender: (element: unknown) => void } {
  return { blockElementScrollPositionUntilNextRender: () => {} }
}
