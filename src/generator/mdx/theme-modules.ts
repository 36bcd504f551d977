/**
 * The Docusaurus modules a page may import (`@theme/…`, `@docusaurus/…`) and the names each exports.
 * Pages are compiled in a worker that knows only this list: each import becomes a small module that
 * forwards to the implementation registered by src/components/docusaurus.tsx in the rendering process.
 *
 * A Docusaurus site's own theme components (`src/theme/`, pages/site-theme.ts) shadow these, as
 * Docusaurus's theme aliases do: `@theme/X` forwards to the site's X while a page renders, and
 * `@theme-original/X` (or `@theme-init/X`) to ours.
 */
import { relative, sep } from 'node:path'

/** Specifier → exported names (`default` for the default export). */
export const THEME_MODULES: Readonly<Record<string, readonly string[]>> = {
  '@theme/Tabs': ['default'],
  '@theme/TabItem': ['default'],
  '@theme/CodeBlock': ['default'],
  '@theme/Admonition': ['default'],
  // Its parts, with which a site adds admonition types of its own (components/docusaurus/admonitions.tsx).
  '@theme/Admonition/Types': ['default'],
  '@theme/Admonition/Layout': ['default'],
  ...Object.fromEntries(['Note', 'Tip', 'Info', 'Warning', 'Danger', 'Caution'].map((name) => [`@theme/Admonition/Type/${name}`, ['default']])),
  ...Object.fromEntries(['Note', 'Tip', 'Info', 'Warning', 'Danger'].map((name) => [`@theme/Admonition/Icon/${name}`, ['default']])),
  '@theme/Details': ['default'],
  '@docusaurus/theme-common/Details': ['Details'],
  '@theme/MDXComponents': ['default'],
  // The parts an ejected src/theme/MDXComponents imports (Docusaurus 3's MDXComponents folder).
  '@theme/MDXComponents/A': ['default'],
  '@theme/MDXComponents/Code': ['default'],
  '@theme/MDXComponents/Pre': ['default'],
  '@theme/MDXComponents/Details': ['default'],
  '@theme/MDXComponents/Heading': ['default'],
  '@theme/MDXComponents/Ul': ['default'],
  '@theme/MDXComponents/Li': ['default'],
  '@theme/MDXComponents/Img': ['default'],
  '@theme/MDXComponents/Head': ['default'],
  '@theme/Mermaid': ['default'],
  '@theme/MDXContent': ['default'],
  // Docusaurus's navbar items, which a site's custom navbar item components build on (components/docusaurus/navbar-items.tsx).
  '@theme/NavbarItem': ['default'],
  '@theme/NavbarItem/ComponentTypes': ['default'],
  '@theme/NavbarItem/DefaultNavbarItem': ['default'],
  '@theme/NavbarItem/DropdownNavbarItem': ['default'],
  '@theme/NavbarItem/HtmlNavbarItem': ['default'],
  '@theme/NavbarItem/DocNavbarItem': ['default'],
  '@theme/NavbarItem/DocSidebarNavbarItem': ['default'],
  '@theme/NavbarItem/DocsVersionNavbarItem': ['default'],
  '@theme/NavbarItem/DocsVersionDropdownNavbarItem': ['default'],
  '@theme/NavbarItem/LocaleDropdownNavbarItem': ['default'],
  '@theme/NavbarItem/SearchNavbarItem': ['default'],
  // Docusaurus's generated modules: the site config and the plugins' data (components/docusaurus/generated.ts).
  '@generated/docusaurus.config': ['default'],
  '@generated/globalData': ['default'],
  '@docusaurus/Link': ['default'],
  '@docusaurus/useBaseUrl': ['default', 'useBaseUrlUtils'],
  '@docusaurus/useDocusaurusContext': ['default'],
  '@docusaurus/BrowserOnly': ['default'],
  '@docusaurus/Head': ['default'],
  '@docusaurus/useIsBrowser': ['default'],
  '@docusaurus/Translate': ['default', 'translate'],
  '@docusaurus/Interpolate': ['default', 'interpolate'],
  '@theme/DocCardList': ['default'],
  '@theme/DocCard': ['default'],
  '@theme/TOCInline': ['default'],
  '@theme/ThemedImage': ['default'],
  '@theme/IdealImage': ['default'],
  '@theme/IdealImageLegacy': ['default'],
  '@theme/Heading': ['default'],
  '@theme/NotFound/Content': ['default'],
  ...Object.fromEntries(['ExternalLink', 'Close', 'Menu', 'DarkMode', 'LightMode'].map((name) => [`@theme/Icon/${name}`, ['default']])),
  '@docusaurus/theme-common': ['useCurrentSidebarCategory', 'useColorMode', 'ThemeClassNames', 'useThemeConfig', 'usePluralForm', 'useWindowSize', 'PageMetadata', 'useQueryString', 'useQueryStringList', 'useQueryStringValue', 'createStorageSlot', 'useStorageSlot', 'listStorageKeys', 'usePrismTheme', 'duplicates', 'uniq', 'isRegexpStringMatch', 'useIsomorphicLayoutEffect', 'useEvent', 'usePrevious'],
  '@docusaurus/plugin-content-docs/client': ['useCurrentSidebarCategory', 'useDoc', 'useDocsVersion', 'useActiveDocContext', 'useVersions', 'useDocsPreferredVersion', 'useActiveVersion', 'useActivePlugin', 'useLatestVersion', 'useDocVersionSuggestions', 'useAllDocsData', 'useDocById', 'useDocsSidebar', 'findFirstSidebarItemLink', 'findFirstSidebarItemCategoryLink', 'filterDocCardListItems', 'isActiveSidebarItem'],
  '@docusaurus/router': ['useLocation', 'useHistory', 'Redirect', 'matchPath'],
  // What an ejected Tabs, CodeBlock or DocCard of Docusaurus 3 imports (tabs-utils.ts, code-block-utils.ts, docs-client.ts).
  '@docusaurus/theme-common/internal': ['useAnnouncementBar', 'useNavbarMobileSidebar', 'useHideableNavbar', 'useKeyboardNavigation', 'useLockBodyScroll', 'useScrollPositionBlocker', 'duplicates', 'uniq', 'usePrismTheme', 'useTabs', 'useTabsContextValue', 'useTabsContext', 'TabsContextProvider', 'sanitizeTabsChildren', 'parseCodeBlockTitle', 'containsLineNumbers', 'parseLanguage', 'parseLines', 'getPrismCssVariables', 'useCodeWordWrap', 'useDocById', 'findFirstSidebarItemLink', 'filterDocCardListItems'],
  '@docusaurus/ExecutionEnvironment': ['default'],
  '@docusaurus/isInternalUrl': ['default'],
  '@docusaurus/useGlobalData': ['default', 'usePluginData', 'useAllPluginInstancesData'],
  '@docusaurus/useBrokenLinks': ['default'],
  '@docusaurus/ErrorBoundary': ['default'],
  '@docusaurus/Noop': ['default'],
  '@docusaurus/useRouteContext': ['default'],
}

/** Exports that are objects, not functions (forwarded as a live view of the registered one). */
const OBJECT_EXPORTS: Readonly<Record<string, readonly string[]>> = {
  '@theme/MDXComponents': ['default'],
  '@theme/NavbarItem/ComponentTypes': ['default'],
  '@theme/Admonition/Types': ['default'],
  '@generated/docusaurus.config': ['default'],
  '@generated/globalData': ['default'],
  '@docusaurus/theme-common': ['ThemeClassNames'],
  '@docusaurus/ExecutionEnvironment': ['default'],
}

/**
 * Where the rendering process registers the implementations (a global: compiled pages import no
 * generator file). Looked up there, a specifier gives the site's own component while a page of a site
 * that has one renders, else ours.
 */
export const THEME_REGISTRY = 'rtk-docs.theme-modules'
/** Ours alone, for `@theme-original/…` and `@theme-init/…`. */
export const THEME_ORIGINALS = 'rtk-docs.theme-originals'
/** The property (a registered symbol) a forwarding function names its specifier by. */
export const FORWARDS = 'rtk-docs.forwards'
/** Where it registers the components every page and partial gets (MDX's provider, see esbuild-site-imports.ts). */
export const COMPONENTS_REGISTRY = 'rtk-docs.mdx-components'

/**
 * The registry's key of a site file its theme holds (`@site-file:src/components/x.js`): docs and pages
 * importing it get the theme's module, so a context Root provides is the one they read (pages/site-theme.ts).
 */
export function sharedSiteFile(root: string, path: string): string {
  return `@site-file:${relative(root, path).split(sep).join('/')}`
}

/** `@theme-original/X` and `@theme-init/X` → `@theme/X`; undefined for any other specifier. */
export function originalOf(specifier: string): string | undefined {
  const match = /^@theme-(?:original|init)\/(.+)$/.exec(specifier)
  return match ? `@theme/${match[1]}` : undefined
}

/** What a theme module exports: its names, and which of them are objects rather than functions. */
export interface ThemeExports {
  names: readonly string[]
  /** Exports that are objects (a components map), forwarded as a live view of the registered one. */
  objects?: readonly string[]
  /** Exports that are plain values (a string, a number…), by name: written into the module as they are. */
  values?: Readonly<Record<string, string | number | boolean | null | undefined>>
}

/**
 * The source of the forwarding module for one specifier. `exports`: what it exports, when the site's
 * own component gives it (else our list's); `original`: forward to ours even where the site has its own.
 */
export function themeModuleSource(specifier: string, { exports = ours(specifier), original = false }: { exports?: ThemeExports; original?: boolean } = {}): string {
  const registry = JSON.stringify(original ? THEME_ORIGINALS : THEME_REGISTRY)
  const lookup = `const m = () => globalThis[Symbol.for(${registry})][${JSON.stringify(specifier)}] ?? {}`
  const objects = new Set(exports.objects)
  const lines = exports.names.map((name) => {
    const key = JSON.stringify(name)
    if (exports.values && name in exports.values) {
      const value = exports.values[name] === undefined ? 'undefined' : JSON.stringify(exports.values[name])
      return name === 'default' ? `export default ${value}` : `export const ${safeName(name)} = ${value}`
    }
    // An object (@theme/MDXComponents) is read when the page renders, through a view of the registered one.
    const value = objects.has(name)
      ? `new Proxy({}, { get: (_, k) => m()[${key}]?.[k], has: (_, k) => k in (m()[${key}] ?? {}), ownKeys: () => Reflect.ownKeys(m()[${key}] ?? {}), getOwnPropertyDescriptor: (_, k) => k in (m()[${key}] ?? {}) ? { value: m()[${key}][k], enumerable: true, configurable: true } : undefined })`
      : // Functions forward their calls, so components and hooks alike run the registered implementation.
        // Marked with what it forwards to, so a site's MDXComponents that lists ours is told from one that replaces them.
        `Object.assign(function (...args) { const v = m()[${key}]; return typeof v === 'function' ? v.apply(this, args) : v }, { [Symbol.for(${JSON.stringify(FORWARDS)})]: ${JSON.stringify(specifier)} })`
    return name === 'default' ? `export default ${value}` : `export const ${safeName(name)} = ${value}`
  })
  return [lookup, ...lines].join('\n')
}

function ours(specifier: string): ThemeExports {
  return { names: THEME_MODULES[specifier] ?? [], objects: OBJECT_EXPORTS[specifier] ?? [] }
}

function safeName(name: string): string {
  if (!/^[A-Za-z_$][\w$]*$/.test(name)) throw new Error(`a theme module export named "${name}" cannot be forwarded`)
  return name
}

/** MDX's provider module: every page and imported partial gets the site's components from it. */
export function providerSource(): string {
  return `export function useMDXComponents(components) { return { ...globalThis[Symbol.for(${JSON.stringify(COMPONENTS_REGISTRY)})], ...components } }`
}
