/**
 * The Docusaurus page APIs we provide, by import specifier: each is a small module re-exporting one of
 * the components in this folder (or of ../mdx.tsx) under the export names Docusaurus gives it.
 * Exported as source text, for the page bundler to serve as virtual modules.
 */
import { join } from 'node:path'

const here = (file: string) => JSON.stringify(join(import.meta.dirname, file))
const reexport = (file: string, name: string, extra = '') => `export { ${name} as default${extra} } from ${here(file)}`

export const PAGE_API_MODULES: Readonly<Record<string, string>> = {
  '@theme/Layout': reexport('Layout.tsx', 'default'),
  '@theme/Heading': reexport('Heading.tsx', 'default'),
  '@theme/CodeBlock': reexport('content.tsx', 'CodeBlock'),
  '@theme/Details': reexport('content.tsx', 'Details'),
  '@theme/Admonition': reexport('../mdx.tsx', 'Admonition'),
  '@theme/Tabs': reexport('../mdx.tsx', 'Tabs'),
  '@theme/TabItem': reexport('../mdx.tsx', 'TabItem'),
  '@docusaurus/Head': reexport('Head.tsx', 'default'),
  '@docusaurus/Link': reexport('Link.tsx', 'default'),
  '@docusaurus/useBaseUrl': reexport('useBaseUrl.ts', 'default', ', useBaseUrlUtils'),
  '@docusaurus/useDocusaurusContext': reexport('useDocusaurusContext.ts', 'default'),
  '@docusaurus/BrowserOnly': reexport('browser.tsx', 'BrowserOnly'),
  '@docusaurus/useIsBrowser': reexport('browser.tsx', 'useIsBrowser'),
  '@docusaurus/ExecutionEnvironment': reexport('browser.tsx', 'ExecutionEnvironment'),
  '@docusaurus/Translate': reexport('browser.tsx', 'Translate', ', translate'),
  '@docusaurus/router': `export { useLocation, useHistory } from ${here('browser.tsx')}`,
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
}
