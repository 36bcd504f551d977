/**
 * The Docusaurus modules a page may import (`@theme/…`, `@docusaurus/…`) and the names each exports.
 * Pages are compiled in a worker that knows only this list: each import becomes a small module that
 * forwards to the implementation registered by src/components/docusaurus.tsx in the rendering process.
 */

/** Specifier → exported names (`default` for the default export). */
export const THEME_MODULES: Readonly<Record<string, readonly string[]>> = {
  '@theme/Tabs': ['default'],
  '@theme/TabItem': ['default'],
  '@theme/CodeBlock': ['default'],
  '@theme/Admonition': ['default'],
  '@theme/Details': ['default'],
  '@theme/MDXComponents': ['default'],
  '@docusaurus/Link': ['default'],
  '@docusaurus/useBaseUrl': ['default', 'useBaseUrlUtils'],
  '@docusaurus/useDocusaurusContext': ['default'],
  '@docusaurus/BrowserOnly': ['default'],
  '@docusaurus/Head': ['default'],
  '@docusaurus/useIsBrowser': ['default'],
  '@docusaurus/Translate': ['default', 'translate'],
  '@docusaurus/Interpolate': ['default', 'interpolate'],
  '@theme/DocCardList': ['default'],
  '@theme/TOCInline': ['default'],
  '@theme/ThemedImage': ['default'],
  '@docusaurus/theme-common': ['useCurrentSidebarCategory', 'useColorMode'],
  '@docusaurus/plugin-content-docs/client': ['useCurrentSidebarCategory'],
}

/** Where the rendering process registers the implementations (a global: compiled pages import no generator file). */
export const THEME_REGISTRY = 'rtk-docs.theme-modules'
/** Where it registers the components every page and partial gets (MDX's provider, see esbuild-site-imports.ts). */
export const COMPONENTS_REGISTRY = 'rtk-docs.mdx-components'

/** The source of the forwarding module for one specifier. */
export function themeModuleSource(specifier: string): string {
  const names = THEME_MODULES[specifier] ?? []
  const lookup = `const m = () => globalThis[Symbol.for(${JSON.stringify(THEME_REGISTRY)})][${JSON.stringify(specifier)}]`
  // Functions forward their calls, so components and hooks alike run the registered implementation.
  const exports = names.map((name) => {
    const value = `function (...args) { const v = m()[${JSON.stringify(name)}]; return typeof v === 'function' ? v.apply(this, args) : v }`
    return name === 'default' ? `export default ${value}` : `export const ${name} = ${value}`
  })
  // @theme/MDXComponents is an object, not a function: export it as one (read when the page renders).
  if (specifier === '@theme/MDXComponents') return `${lookup}\nexport default new Proxy({}, { get: (_, key) => m().default[key], ownKeys: () => Reflect.ownKeys(m().default), getOwnPropertyDescriptor: (_, key) => ({ value: m().default[key], enumerable: true, configurable: true }) })`
  return [lookup, ...exports].join('\n')
}

/** MDX's provider module: every page and imported partial gets the site's components from it. */
export function providerSource(): string {
  return `export function useMDXComponents(components) { return { ...globalThis[Symbol.for(${JSON.stringify(COMPONENTS_REGISTRY)})], ...components } }`
}
