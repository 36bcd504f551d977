/** Compiles the docs of a site model (all of them, or the few an edit touched), keyed by route. */
import { join } from 'node:path'
import { apiReference, type ReferencePage } from '../api/reference'
import { cachedApiReference } from '../api/reference-cache'
import type { ApiLinking } from '../api/sample-api'
import { toolkitVersion } from '../api/version'
import { GLOBAL_COMPONENTS } from '../../components/mdx'
import { META_PRESET_COMPONENTS } from '../../components/docusaurus/meta-preset'
import type { DocSource } from '../content/collect'
import { onceEach, type Logger } from '../log'
import { siteOrigin } from '../markdown/outputs'
import type { SiteModel } from '../model'
import { GENERATOR_ROOT } from '../render/assets'
import { compilePages, type CompiledPage, type PageGroup } from './compile-pool'
import { isUnresolvedLinkWarning } from './link-warnings'
import { BuildError } from '../errors'
import { configFileOf } from '../config/load'
import type { SiteConfig } from '../config/schema'
import { rememberSassOptions, userPluginsRef, userPreprocessorRef } from './user-plugins'
import { ADMONITION_KINDS } from './remark-directives'
import { codeThemeId } from './code-themes'
import { allPosts, blogPlugins, siteBlogs } from '../blog/blog-plugins'
import { usesIdealImage } from './imported-assets'

export interface CompileDirs {
  /** Where compiled modules are written to be imported. */
  moduleDir: string
  /** Where the code cache is kept. */
  cacheDir: string
}

/**
 * Modules go inside the generator's node_modules, so `react` resolves from there; the code cache
 * belongs to the site (its .cache/ folder), so one site's builds never evict another's entries.
 */
export function compileDirs(root: string): CompileDirs {
  return { moduleDir: join(GENERATOR_ROOT, 'node_modules', '.cache', 'rtk-docs'), cacheDir: join(root, '.cache', 'rtk-docs') }
}

/**
 * The API reference every code sample links to, read from all the docs (a sample links to sections of
 * other pages): the docs' samples (compileDocs) and the site's own pages' (pages/collect.ts) link the
 * same way. A build takes it from the disk cache when no page changed; the watch server (`watching`)
 * keeps each page's scan in memory, so a save scans only the saved page again.
 * None (undefined) unless the config's `code.apiLinks` asks for them; RTK_DOCS_SAMPLE_LINKS=off builds
 * without them, for bench/api-links to weigh what they cost.
 */
export async function sampleLinking(config: Pick<SiteConfig, 'code'>, docs: readonly ReferencePage[], cacheDir: string, { watching = false }: { watching?: boolean } = {}): Promise<ApiLinking | undefined> {
  if (!config.code.apiLinks || process.env.RTK_DOCS_SAMPLE_LINKS === 'off') return undefined
  return { reference: watching ? apiReference(docs, { keepScans: true }) : await cachedApiReference(docs, cacheDir), version: toolkitVersion() }
}

/**
 * `api`: what the samples link to (sampleLinking), undefined for no links.
 * `releaseWorkers` stops the compile workers once they are done (see CompileOptions).
 * `twins: false` skips the Markdown twins (the watch server makes a twin only when one is asked for,
 * which keeps a save-to-reload cycle short).
 */
export async function compileDocs(
  model: SiteModel,
  dirs: CompileDirs,
  siteLogger: Logger,
  { api, only = model.docs, twins = true, releaseWorkers = false }: { api: ApiLinking | undefined; only?: Array<Pick<DocSource, 'file' | 'route' | 'source'>>; twins?: boolean; releaseWorkers?: boolean },
): Promise<Map<string, CompiledPage>> {
  // Unresolved .md links are reported at the site's level (Docusaurus's onBrokenMarkdownLinks).
  const level = model.config.checks.brokenMarkdownLinks
  const unresolved: string[] = []
  // A component the docs of several versions import is warned of once (Reanimated's examples).
  const once = onceEach(siteLogger)
  const logger: Logger = level === 'warn' ? once : { ...once, warn: (m) => (isUnresolvedLinkWarning(m) ? unresolved.push(m) : once.warn(m)) }
  // Blog posts compile with the docs (links between them resolve both ways; the blog's own Markdown plugins
  // run on them: compile-pool.ts); the watch server passes `only`.
  const posts = only === model.docs ? allPosts(model) : []
  const routes = new Map([...model.docs, ...allPosts(model)].flatMap((d) => [[join(model.root, d.file), d.route], ...(d.alias === undefined ? [] : [[join(model.root, d.alias), d.route] as const])]))
  const { currentLocale, defaultLocale } = model.config.i18n
  // The docs compile on this thread too: their Sass modules compile with the config already loaded.
  rememberSassOptions(model.root, configFileOf(model.root), model.config.sass)
  const configFile = configFileOf(model.root)
  const plugins = model.config.docs === false ? undefined : userPluginsRef(model.root, model.config.docs, configFile)
  const admonitions = admonitionKinds(model.config.docs)
  // Each blog's folders: its posts' and its current locale's translated posts'.
  const blogs = siteBlogs(model)
  const dirsOf = blogPlugins(model.config).map(({ id, options }) => {
    const translated = blogs.find((blog) => blog.pluginId === id)?.translationsPath
    return { options, dirs: [options.path, ...(translated ? [translated] : [])].map((dir) => join(model.root, dir)) }
  })
  const blogDirs = dirsOf.flatMap((blog) => blog.dirs)
  // Posts compile with their blog's Markdown plugins, another docs plugin's docs with its own (Docusaurus's plugins each have theirs).
  const groups: PageGroup[] = [
    ...dirsOf.map(({ options, dirs }) => ({ includes: (path: string) => dirs.some((dir) => path.startsWith(`${dir}/`)), plugins: userPluginsRef(model.root, options, configFile), admonitions })),
    ...model.config.docsInstances.map((instance) => {
      const files = new Set(model.docs.filter((d) => d.plugin === instance.id).flatMap((d) => [join(model.root, d.file), ...(d.alias === undefined ? [] : [join(model.root, d.alias)])]))
      return { includes: (path: string) => files.has(path), plugins: userPluginsRef(model.root, instance, configFile), admonitions: admonitionKinds(instance) }
    }),
  ]
  const compiled = await compilePages(
    [...only, ...posts].map((d) => ({ absolutePath: join(model.root, d.file), source: d.source, frontMatter: 'frontmatter' in d ? (d.frontmatter as Record<string, unknown>) : undefined })),
    { root: model.root, ...dirs, codeTheme: codeThemeId(model.config.code), globalComponents: withPresetComponents(model.theme?.globalComponents ?? GLOBAL_COMPONENTS, model.config.pages.api === 'docusaurus'), siteTheme: model.theme?.exports, routes, twinOrigin: twins ? siteOrigin(model.config.url, model.config.baseUrl) : undefined,
      markdownFormat: model.config.markdown.format, baseUrl: model.config.baseUrl, docsDir: model.config.docs === false ? undefined : join(model.root, model.config.docs.path), docsFolders: model.docsContentPaths.map((folders) => folders.map((dir) => join(model.root, dir))), releaseWorkers, api, plugins, groups, blogDirs, mermaid: model.config.markdown.mermaid, emoji: model.config.markdown.emoji, preprocessor: userPreprocessorRef(model.root, model.config.markdown, configFile), maintainCase: model.config.markdown.anchors.maintainCase, magicComments: model.config.code.magicComments, remarkRehypeOptions: model.config.markdown.remarkRehypeOptions, defaultLanguage: model.config.code.defaultLanguage, admonitions, resolveAliases: model.config.resolveAliases, javaScriptTabs: model.config.code.javaScriptTabs, siteFences: model.theme?.view.drawsFences, docusaurus: model.config.pages.api === 'docusaurus', trailingSlash: model.config.trailingSlash, unbuiltThemes: model.config.unbuiltThemes, idealImage: usesIdealImage(model.config.docusaurusFields), staticDirectories: model.config.staticDirectories, logger,
      locale: currentLocale === defaultLocale ? undefined : currentLocale },
  )
  if (level === 'throw' && unresolved.length > 0) {
    throw new BuildError(`${unresolved.length} Markdown link${unresolved.length === 1 ? '' : 's'} name no page:\n${unresolved.map((u) => `  - ${u}`).join('\n')}`, {
      hint: 'correct the relative .md paths (checks.brokenMarkdownLinks is "throw")',
    })
  }
  if (level === 'log') for (const message of unresolved) siteLogger.info(message)
  return new Map([...only, ...posts].map((d) => [d.route, compiled.get(join(model.root, d.file))!]))
}

/** The `:::` names that are admonitions, as the docs option `admonitions` says (undefined: Docusaurus's own). */
function admonitionKinds(docs: SiteModel['config']['docs'] | SiteModel['config']['docsInstances'][number]): string[] | undefined {
  if (docs === false || docs.admonitions === true) return undefined
  if (docs.admonitions === false) return []
  return [...(docs.admonitions.extendDefaults ? ADMONITION_KINDS : []), ...docs.admonitions.keywords]
}

/** The stylesheets the compiled pages' modules import (meta.styles), each once, in page order. */
export function docsStyles(pages: Iterable<Pick<CompiledPage, 'meta'>>): string[] {
  const styles = new Set<string>()
  for (const page of pages) for (const style of page.meta.styles ?? []) styles.add(style)
  return [...styles]
}

/**
 * A Docusaurus site's pages may use Meta's preset's `FbInternalOnly` and `OssOnly` without importing them,
 * as that preset's sites do (components/docusaurus/meta-preset.tsx): the preset is not run here, and such
 * a site may name it in a way the config does not show (Relay's `require.resolve` of it, a helper).
 */
function withPresetComponents(globals: ReadonlySet<string>, docusaurus: boolean): ReadonlySet<string> {
  return docusaurus ? new Set([...globals, ...META_PRESET_COMPONENTS]) : globals
}
