/**
 * What we tell authors about the parts of a Docusaurus config we do not run: plugins, themes, presets
 * other than classic, and Markdown plugins. One warning per package, saying what we use instead.
 */
import { stubbedPackage } from './load-module'

/** Known packages (or name patterns) and what the generator does in their place. */
const INSTEAD: Array<[RegExp, string]> = [
  [/search|lunr|algolia|typesense|orama/i, 'search is ours: pagefind indexes every page at build time'],
  [/gtag|google-analytics|google-tag-manager|analytics|plausible|umami|matomo/i, 'no analytics script is added to the pages (install the package in the site to run it)'],
  [/ideal-image/, 'images are served as they are, one size each (its IdealImage components and the objects its loader makes of imported images are given)'],
  [/(^|\/|plugin-)pwa$|plugin-pwa/, 'no service worker is generated'],
  [/mermaid/, 'the build draws ```mermaid blocks itself when markdown.mermaid is true (else they are shown as code)'],
  [/live-codeblock/, 'live code blocks are shown as highlighted code'],
  [/plugin-sitemap/, 'sitemap.xml is written by the build itself'],
  [/plugin-content-docs/, 'only the classic preset\'s docs are built'],
  [/plugin-content-pages/, 'only the pages in src/pages are built'],
  [/^(remark|rehype)-|\/(remark|rehype)-/, 'pages compile without this Markdown plugin (install the package to run it)'],
  [/openapi|typedoc|docgen/, 'pages it would generate are not built; generate them into the docs folder instead'],
  [/^@docusaurus\/(theme-classic|theme-common)$/, 'the layout is drawn by this generator from themeConfig'],
]

/**
 * Packages whose work the generator does itself (search, sitemap, the content plugins…): never run, even
 * when installed. Other plugin packages installed in the site run (site-plugins.ts).
 */
const REPLACED = /search|lunr|algolia|typesense|orama|ideal-image|plugin-pwa|^pwa$|mermaid|live-codeblock|plugin-content-(blog|docs|pages)|plugin-sitemap|plugin-debug|client-redirects|plugin-sass|^(remark|rehype)-|\/(remark|rehype)-|openapi|typedoc|docgen|^@docusaurus\/(theme-classic|theme-common|preset-)/i

/** Whether `name` is a plugin package the generator runs when the site has it installed. */
export function runsAsPackage(name: string): boolean {
  return !REPLACED.test(name)
}

/** What to say instead of running `name`. */
export function insteadOf(name: string): string {
  return INSTEAD.find(([pattern]) => pattern.test(name))?.[1] ?? 'its package is not installed in the site (npm install it there to run it)'
}

/** A readable name for a plugin entry: a package or path string, a stub, a function's name. */
export function pluginName(entry: unknown): string | undefined {
  const value = Array.isArray(entry) ? entry[0] : entry
  if (typeof value === 'string') return value
  if (typeof value === 'function' || (value && typeof value === 'object')) {
    const stub = stubbedPackage(value)
    if (stub !== undefined) return stub
    if (typeof value === 'function' && value.name) return value.name
    return 'an inline plugin'
  }
  return undefined
}

/** Collects the ignored parts, one message per name, in the order found. */
export class IgnoredParts {
  private readonly messages = new Map<string, string>()

  constructor(private readonly file: string) {}

  /** `what` is e.g. `plugin`, `theme`, `remark plugin`; `name` the package or path. */
  add(what: string, name: string, instead = insteadOf(name)): void {
    if (!this.messages.has(name)) this.messages.set(name, `${this.file}: ${what} "${name}" is ignored: ${instead}`)
  }

  /** A config field with no counterpart, e.g. `themeConfig.algolia`. */
  field(path: string, instead: string): void {
    if (!this.messages.has(path)) this.messages.set(path, `${this.file}: ${path} is ignored: ${instead}`)
  }

  has(name: string): boolean {
    return this.messages.has(name)
  }

  list(): string[] {
    return [...this.messages.values()]
  }
}
