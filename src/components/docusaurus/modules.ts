/**
 * The Docusaurus APIs a site's own pages import, by specifier. The ones docs use too (Link, useBaseUrl,
 * Tabs, CodeBlock…) forward to src/components/docusaurus.tsx like a doc's imports do
 * (mdx/theme-modules.ts); the ones only pages need, or need differently (Layout and Head record the
 * title and head tags; useDocusaurusContext gives the whole siteConfig), are this folder's, bundled
 * into each page. Served to the page bundler as source text.
 */
import { join } from 'node:path'
import { THEME_MODULES, themeModuleSource } from '../../generator/mdx/theme-modules'
import { META_HELPER_MODULES, META_HELPERS_SOURCE } from './meta-preset'

const here = (file: string) => JSON.stringify(join(import.meta.dirname, file))

const PAGE_MODULES: Readonly<Record<string, string>> = {
  '@theme/Layout': `export { default } from ${here('Layout.tsx')}`,
  '@docusaurus/Head': `export { default } from ${here('Head.tsx')}`,
  '@docusaurus/useDocusaurusContext': `export { default } from ${here('useDocusaurusContext.ts')}`,
}

/** Every specifier a page may import → its module source. */
export const PAGE_API_MODULES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.keys(THEME_MODULES).map((specifier) => [specifier, themeModuleSource(specifier)])),
  ...PAGE_MODULES,
}

/** Small packages nearly every Docusaurus site imports, for sites whose node_modules are not installed. */
export const FALLBACK_PACKAGES: Readonly<Record<string, string>> = {
  clsx: `export function clsx(...args) {
    const out = []
    for (const a of args) {
      if (!a) continue
      if (typeof a === 'string' || typeof a === 'number') out.push(a)
      else if (Array.isArray(a)) { const inner = clsx(...a); if (inner) out.push(inner) }
      else if (typeof a === 'object') for (const [k, v] of Object.entries(a)) if (v) out.push(k)
    }
    return out.join(' ')
  }
  export default clsx`,
  // The package clsx replaced, with the same call (`classNames('a', { b: true })`).
  classnames: `export { default } from 'clsx'`,
  // Meta's preset's config helpers, as its public build answers (meta-preset.tsx).
  ...Object.fromEntries(META_HELPER_MODULES.map((specifier) => [specifier, META_HELPERS_SOURCE])),
}
