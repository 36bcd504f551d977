/**
 * A Docusaurus site's own theme (`src/theme/`, site-theme-files.ts), loaded for its content to render
 * with, as Docusaurus's theme aliases give it (docusaurus.io/docs/swizzling):
 * - `@theme/X` in docs, posts and pages is the site's X (a wrapper's `@theme-original/X` is ours);
 * - `MDXComponents`: its components join ours for every page's MDX, so `<Highlight>` needs no import;
 * - `Root` goes around each page's content (Docusaurus puts it around the whole app: context
 *   providers, which is what sites use it for, work the same).
 * The components are bundled once per build with esbuild and imported into the rendering process;
 * compiled pages reach them through the theme registry (mdx/theme-modules.ts), so a page's module
 * stays the same whatever the theme (and in the page cache).
 */
import { createHash } from 'node:crypto'
import { readFile, rm } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createElement, type ComponentType, type ReactNode } from 'react'
import { GLOBAL_COMPONENTS } from '../../components/mdx'
import type { SiteThemeView } from '../../components/types'
import type { SiteConfig } from '../config/schema'
import type { Logger } from '../log'
import { FORWARDS, sharedSiteFile, THEME_MODULES, type ThemeExports } from '../mdx/theme-modules'
import { docusaurusContentComponents, themeModules } from '../../components/docusaurus'
import { noteMissingPackages } from '../mdx/missing-packages'
import { bundlePages, bundleSkipping, describe, type BuiltPages } from './bundle-pages'
import { siteThemeFiles, THEME_DIR } from './site-theme-files'

export interface SiteTheme {
  /** What rendering reads (SiteView.theme). */
  view: SiteThemeView
  /** `@theme/X` → what the site's X exports, for the forwarding modules of compiled pages. */
  exports: Record<string, ThemeExports>
  /** Components any page may use without importing them: ours and the capitalised names of the site's MDXComponents. */
  globalComponents: ReadonlySet<string>
  /** The CSS its components import (CSS modules included). */
  css: string
  /** Images and fonts its components import, to write under assets/. */
  files: Array<{ path: string; contents: Uint8Array }>
}

/** Themes imported by this process, by the digest of their bundle: a rebuild of the same code imports nothing again. */
const imported = new Map<string, SiteTheme>()
let generation = 0

/**
 * Loads a Docusaurus site's theme components; undefined for a site of ours or without any that
 * content renders. A component that cannot be bundled or loaded is left out with a warning naming its
 * file; swizzled layout components are named in one warning.
 */
export async function loadSiteTheme(root: string, moduleDir: string, config: SiteConfig, logger: Logger): Promise<SiteTheme | undefined> {
  if (config.pages.api !== 'docusaurus') return undefined
  const { used, originals, unused: unusedFiles } = siteThemeFiles(root, config.themePaths)
  // A component's own helper modules (`CodeBlock/diagnostics`, lower-case under a component's folder) are not components.
  const unused = unusedFiles.filter((name) => !/\/[a-z][^/]*$/.test(name))
  if (unused.length > 0) {
    logger.warn(
      `${THEME_DIR}: ${unused.length === 1 ? 'a swizzled component is' : `${unused.length} swizzled components are`} not used: ${unused.join(', ')}. This generator draws the layout itself (navbar, sidebar, footer, TOC, page frames) from themeConfig; of src/theme it uses what content renders: MDXComponents, Root, Admonition (and its Types), Tabs, Details, the components the site adds, NavbarItem/ComponentTypes for custom navbar items, and NotFound (or NotFound/Content) for the not-found page`,
    )
  }
  const dir = join(root, THEME_DIR)
  // Names in lower case (`prism-wasp`, a grammar a site's prism-include-languages loads) are helpers, not
  // components: bundled when a component imports them, never loaded on their own (Docusaurus runs them
  // only when imported, and a Prism grammar fails without its global Prism).
  const names = [...used.keys()].filter((name) => !/^[a-z]/.test(name))
  if (names.length === 0) return undefined
  const entries = new Map(names.map((name, i) => [`theme${i}`, relative(dir, used.get(name)!)]))
  const outdir = join(moduleDir, `site-theme-${process.pid}-${++generation}`)
  // Components of the site's that could not be built and have one of ours: ours in their place (file → `@theme/X`).
  const oursInPlaceOf = new Map<string, string>()
  const bundle = (chosen: ReadonlyMap<string, string>, out: string) => bundlePages(root, () => dir, chosen, out, config, { theme: used, originals, shared: true, name: 'theme', oursInPlaceOf })
  try {
    let built = await bundleThemeSkipping(root, entries, outdir, bundle, used, oursInPlaceOf, logger)
    // The site's other files the theme uses (a context module Root provides) are entries too: docs and
    // pages that import them get the theme's module (their one instance) through the registry.
    const themeFiles = new Set(used.values())
    const shared = built.siteFiles.filter((file) => !themeFiles.has(file)).sort()
    if (shared.length > 0) {
      const all = new Map([...entries].filter(([entry]) => built.modules.has(entry)))
      shared.forEach((file, i) => all.set(`shared${i}`, relative(dir, file)))
      built = await bundle(all, join(outdir, 'shared'))
    }
    noteMissingPackages(built.missing)
    // `@theme/Name` for a component, `@site-file:src/…` for a shared file (the keys the registry knows them by).
    const modules = new Map<string, string>()
    for (const [entry, name] of names.map((name, i) => [`theme${i}`, name] as const)) {
      const module = built.modules.get(entry)
      if (module !== undefined) modules.set(`@theme/${name}`, module)
    }
    shared.forEach((file, i) => {
      const module = built.modules.get(`shared${i}`)
      if (module !== undefined) modules.set(sharedSiteFile(root, file), module)
    })
    const sources = await Promise.all([...modules.values()].map((path) => readFile(path, 'utf8')))
    const digest = createHash('sha256')
      .update(JSON.stringify([[...modules.keys()], sources, [...built.css.values()], built.assets.map((a) => a.path)]))
      .digest('base64url')
      .slice(0, 20)
    const known = imported.get(digest)
    if (known) return known
    const loaded: Record<string, Readonly<Record<string, unknown>>> = {}
    for (const [key, path] of modules) {
      try {
        loaded[key] = (await import(pathToFileURL(path).href)) as Record<string, unknown>
      } catch (error) {
        const file = key.startsWith('@theme/') ? relative(root, used.get(key.slice('@theme/'.length))!) : key.slice('@site-file:'.length)
        logger.warn(`${file}: theme component left out, it failed as it loaded: ${describe(error)}`)
      }
    }
    // Each component's CSS (an entry's CSS holds what it imports, shared files' included: theirs is not added again).
    const css = [...entries].map(([entry, rel]) => [rel, built.css.get(entry) ?? ''] as const).filter(([, text]) => text !== '')
    const theme = themeOf(loaded, digest, logger, css.map(([rel, text]) => `/* ${join(THEME_DIR, rel)} */\n${text}`).join('\n'), built.assets)
    imported.set(digest, theme)
    return theme
  } finally {
    await rm(outdir, { recursive: true, force: true })
  }
}

/**
 * The theme's entries bundled, leaving out the components that cannot be built, each named in a warning.
 * A component failing in its own files (an ejected Tabs importing a name of
 * `@docusaurus/theme-common/internal` this generator does not give) that is one of ours is replaced by
 * ours, and the others are bundled again with it: the site's files importing it (`./Tabs` in its
 * MDXComponents) get ours, rather than failing with it. `used` loses the replaced names.
 */
async function bundleThemeSkipping(
  root: string,
  entries: ReadonlyMap<string, string>,
  outdir: string,
  bundle: (entries: ReadonlyMap<string, string>, outdir: string) => Promise<BuiltPages>,
  used: Map<string, string>,
  oursInPlaceOf: Map<string, string>,
  logger: Logger,
): Promise<BuiltPages> {
  const failed = new Map<string, unknown>()
  const built = await bundleSkipping(entries, outdir, bundle, (rel, error) => failed.set(rel, error))
  const nameOf = new Map([...used].map(([name, file]) => [relative(join(root, THEME_DIR), file), name]))
  const replaceable = [...failed].filter(([rel, error]) => THEME_MODULES[`@theme/${nameOf.get(rel)}`] !== undefined && failsInOwnFiles(rel, error))
  const leftOut = (rel: string, error: unknown, more = '') => logger.warn(`${join(THEME_DIR, rel)}: theme component left out, it could not be built: ${describe(error)}${more}`)
  if (replaceable.length === 0) {
    for (const [rel, error] of failed) leftOut(rel, error)
    return built
  }
  for (const [rel, error] of replaceable) {
    const name = nameOf.get(rel)!
    leftOut(rel, error, `; this generator's ${name} is used in its place`)
    oursInPlaceOf.set(used.get(name)!, `@theme/${name}`)
    used.delete(name)
  }
  // Those that failed with it (importing it) may build now.
  const rest = new Map([...entries].filter(([, rel]) => !replaceable.some(([r]) => r === rel)))
  return bundleSkipping(rest, join(outdir, 'again'), bundle, leftOut)
}

/** Whether a component's build errors are in its own files (`src/theme/Tabs/…`), not in a component it imports. */
function failsInOwnFiles(rel: string, error: unknown): boolean {
  const own = join(THEME_DIR, rel.includes('/') ? rel.slice(0, rel.lastIndexOf('/') + 1) : rel)
  const errors = (error as { errors?: Array<{ location?: { file: string } | null }> }).errors ?? []
  return errors.length > 0 && errors.every((e) => e.location?.file !== undefined && (own.endsWith('/') ? e.location.file.startsWith(own) : e.location.file === own))
}

/** Strings, numbers, booleans: written into a forwarding module as they are (mdx/theme-modules.ts). */
const isValue = (value: unknown) => value === null || (typeof value !== 'object' && typeof value !== 'function')

/** The view rendering reads and the names the compile needs, from the site's loaded modules. */
function themeOf(modules: SiteThemeView['modules'], fingerprint: string, logger: Logger, css: string, files: SiteTheme['files']): SiteTheme {
  const Root = modules['@theme/Root']?.default
  const exports = Object.fromEntries(
    Object.entries(modules).map(([specifier, module]) => {
      const names = Object.keys(module).sort()
      return [
        specifier,
        {
          names,
          objects: names.filter((name) => module[name] !== null && typeof module[name] === 'object'),
          values: Object.fromEntries(names.filter((name) => isValue(module[name])).map((name) => [name, module[name] as string | number | boolean | null])),
        },
      ]
    }),
  )
  const components = contentComponents(modules, logger)
  const navbarItemTypes = modules['@theme/NavbarItem/ComponentTypes']?.default
  return {
    view: {
      modules,
      mdxComponents: components,
      ...(components.pre !== undefined || components.code !== undefined ? { drawsFences: true } : {}),
      Root: typeof Root === 'function' ? (Root as ComponentType<{ children?: ReactNode }>) : undefined,
      fingerprint,
      ...(navbarItemTypes !== null && typeof navbarItemTypes === 'object' ? { navbarItemTypes: navbarItemTypes as SiteThemeView['navbarItemTypes'] } : {}),
    },
    exports,
    globalComponents: new Set([...GLOBAL_COMPONENTS, ...Object.keys(components).filter((name) => /^[A-Z]/.test(name))]),
    css,
    files,
  }
}

/** The MDX keys a swizzled component serves (Docusaurus's MDXComponents imports it for them). */
const SWIZZLED_KEYS: Readonly<Record<string, readonly string[]>> = {
  '@theme/Admonition': ['Admonition', 'admonition'],
  '@theme/Tabs': ['Tabs'],
  '@theme/TabItem': ['TabItem'],
  '@theme/Details': ['Details', 'details'],
  '@theme/Mermaid': ['mermaid'],
  '@theme/MDXComponents/A': ['a'],
  '@theme/MDXComponents/Code': ['code'],
  '@theme/MDXComponents/Pre': ['pre'],
  '@theme/MDXComponents/Ul': ['ul'],
  '@theme/MDXComponents/Li': ['li'],
  '@theme/MDXComponents/Img': ['img'],
  '@theme/MDXComponents/Details': ['Details', 'details'],
  '@theme/MDXComponents/Head': ['head'],
}

/**
 * The components MDX content renders with on a site with its own theme: ours (as a Docusaurus site without
 * one gets them); each swizzled component
 * for the keys it serves (a site's Admonition for every `:::note`); then what the site's MDXComponents
 * adds or replaces. Its entries that are ours (spread from `@theme-original/MDXComponents`, or imported
 * from `@theme/…` without a swizzle) leave ours in place: an ejected MDXComponents changes only what it
 * changes. A replaced `admonition` is used for `:::` blocks, as Docusaurus does.
 */
export function contentComponents(modules: SiteThemeView['modules'], logger: Logger): Record<string, unknown> {
  // What a Docusaurus site's content gets without a theme of its own (`<details>` is Docusaurus's Details there too).
  const components: Record<string, unknown> = { ...docusaurusContentComponents }
  for (const [specifier, keys] of Object.entries(SWIZZLED_KEYS)) {
    const own = modules[specifier]?.default
    if (own !== undefined) for (const key of keys) components[key] = own
  }
  // Admonition types of the site's own (or its version of a kind): `:::` blocks go through the types, as Docusaurus's do.
  if (modules['@theme/Admonition'] === undefined && Object.keys(modules).some((specifier) => /^@theme\/Admonition\/(Types|Type\/)/.test(specifier))) {
    components.Admonition = components.admonition = themeModules['@theme/Admonition']!.default
  }
  const heading = modules['@theme/MDXComponents/Heading']?.default as ComponentType<Record<string, unknown>> | undefined
  if (heading) for (const as of ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']) components[as] = (props: Record<string, unknown>) => createElement(heading, { ...props, as })

  const siteMdx = modules['@theme/MDXComponents']?.default
  if (siteMdx === undefined) return components
  if (siteMdx === null || typeof siteMdx !== 'object') {
    logger.warn(`${THEME_DIR}/MDXComponents: its default export is not an object of components, so it is not used`)
    return components
  }
  const original = themeModules['@theme/MDXComponents']!.default as Record<string, unknown>
  for (const [key, value] of Object.entries(siteMdx)) {
    const forwardsTo = typeof value === 'function' ? (value as unknown as Record<symbol, unknown>)[Symbol.for(FORWARDS)] : undefined
    const forwarded = forwardsTo !== undefined
    if (value === original[key] || (forwarded && key in components)) continue
    // Our MDXCode or MDXPre listed by an ejected MDXComponents (a module the site has not swizzled) leaves
    // fences ours: only a `pre` or `code` of the site's own draws them (see drawsFences).
    if ((key === 'pre' || key === 'code') && forwarded && modules[String(forwardsTo)] === undefined) continue
    components[key] = value
    if (key === 'admonition') components.Admonition = value
  }
  // A site that draws fences (its own `pre` or `code`) gets them as Docusaurus's MDX gives them: a `pre`
  // (Docusaurus's MDXPre, a fragment, unless the site's) holding a `code` that MDXCode draws as a block.
  if (components.pre !== undefined || components.code !== undefined) {
    components.pre ??= themeModules['@theme/MDXComponents/Pre']!.default
    components.code ??= themeModules['@theme/MDXComponents/Code']!.default
  }
  return components
}
