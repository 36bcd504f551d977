/**
 * The one place a Docusaurus config becomes our config: each field Docusaurus documents that we can
 * honour is mapped here, once, into a `SiteConfigInput` (which the schema then validates and fills
 * with our defaults). Whatever cannot be honoured is listed in `ignored` with what we do instead.
 * Field names and defaults follow docusaurus.io/docs/api/docusaurus-config and the classic preset.
 */
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { isAbsolute, join, relative } from 'node:path'
import type { MarkdownPreprocessor, NavbarItemInput, SiteConfigInput, SitePluginConstructor } from '../schema'
import type { ParseFrontMatterHook } from '../../content/frontmatter'
import { IgnoredParts, pluginName, runsAsPackage } from './ignored'
import { MISSING_PACKAGES, stubbedPackage, type StubbedImport } from './load-module'
import { type Plugin, unified } from 'unified'
import { GENERATED_SIDEBAR } from '../../sidebar/load'
import { PRISM_TO_SHIKI, shikiThemeFor } from './prism-themes'

type Obj = Record<string, unknown>

export interface MappedConfig {
  input: SiteConfigInput
  /** One warning per ignored plugin, theme or field. */
  ignored: IgnoredParts
}

const CLASSIC = new Set(['classic', '@docusaurus/preset-classic', 'docusaurus-preset-classic'])
/** The options only the classic preset (or one that passes them on to it) takes. */
const CLASSIC_OPTIONS = ['docs', 'blog', 'pages', 'theme'] as const

const obj = (value: unknown): Obj => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Obj) : {})
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)
const strings = (value: unknown): string[] | undefined => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : typeof value === 'string' ? [value] : undefined)
/** Docusaurus paths to static files are relative to the site (`img/logo.svg`); ours start with `/`. */
const staticPath = (value: unknown): string | undefined => {
  const path = str(value)
  return path === undefined || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(path) || path.startsWith('/') ? path : `/${path}`
}

/**
 * Maps `config` (as loaded from `file` in `root`) to our config input. `root` turns the absolute paths
 * a config gets from `require.resolve` back into site-relative ones.
 */
export function mapDocusaurusConfig(config: Obj, root: string, file: string, stubbed: readonly StubbedImport[] = []): MappedConfig {
  const ignored = new IgnoredParts(file)
  const javaScriptTabs = showsJavaScriptTabs(root, file)
  const mdx: MdxPlugins = (list, option) => mdxPlugins(list, option, ignored, { stubbed, javaScriptTabs })
  // remark-typescript-tools converts the samples of .mdx files only, unless told other extensions.
  const javaScriptTabsIn = javaScriptTabs ? (transpiledExtensions(config) ?? ['.mdx']) : false
  const sitePath = (value: unknown): string | undefined => {
    const path = str(value)
    return path === undefined ? undefined : isAbsolute(path) ? relative(root, path) : path.replace(/^\.\//, '')
  }
  const theme = obj(config.themeConfig)
  /** Presets and themes that do not run: a page's unknown component may be theirs. */
  const unbuiltThemes: string[] = []
  const classic = classicPresetOptions(config, ignored, unbuiltThemes)
  let redirects: SiteConfigInput['redirects']
  let sass: SiteConfigInput['sass']
  let gtag = classic.gtag as SiteConfigInput['gtag']
  let analytics: SiteConfigInput['analytics']
  let googleTagManager = classic.googleTagManager as SiteConfigInput['googleTagManager']
  const docsInstances: NonNullable<SiteConfigInput['docsInstances']> = []
  const blogInstances: NonNullable<SiteConfigInput['blogInstances']> = []
  // themeConfig.blog is the theme's: every blog's sidebar groups its posts by year alike.
  const groupByYear = obj(obj(theme.blog).sidebar).groupByYear !== false
  const sitePlugins: NonNullable<SiteConfigInput['sitePlugins']> = []
  const pagesInstances: Array<{ id: string; path: string; routeBasePath: string }> = []
  for (const entry of pluginEntries(config.plugins)) {
    const name = pluginName(entry) ?? 'a plugin'
    const options = obj(Array.isArray(entry) ? entry[1] : undefined)
    // The classic preset's parts listed on their own: their options are the preset's (classicPresetOptions).
    if (classicPart(entry, 'plugin')) continue
    // The site's own plugins (a function, or a file of the site) run: site-plugins.ts.
    const own = sitePlugin(entry, name, root, 'own')
    if (own !== undefined) {
      sitePlugins.push(own)
      continue
    }
    // Plugins whose work is ours take their options (analytics, Sass, redirects, more docs and blogs); any other
    // plugin package the site has installed runs (last branch); the rest are reported.
    // Umami's tracker is our analytics script (@dipakparmar/docusaurus-plugin-umami and docusaurus-plugin-umami's forks).
    if (/(^|\/)docusaurus-plugin-umami$/i.test(name)) analytics = umamiAnalytics(options, obj(theme.umami))
    // Google's tags: the preset's options or the plugins' (Shell.tsx writes them).
    else if (/^@docusaurus\/plugin-google-gtag$/.test(name)) gtag = options as SiteConfigInput['gtag']
    else if (/^@docusaurus\/plugin-google-tag-manager$/.test(name)) googleTagManager = options as SiteConfigInput['googleTagManager']
    // docusaurus-plugin-sass (and its forks): its options are sass-loader's, which styles/sass.ts applies.
    else if (/(^|[/-])plugin-sass$/.test(name)) sass = options as SiteConfigInput['sass']
    else if (/(^|\/)(plugin-)?client-redirects$/.test(name)) redirects = pick(options, ['redirects', 'createRedirects', 'fromExtensions']) as SiteConfigInput['redirects']
    else if (/(^|\/)(plugin-)?content-pages$/.test(name) && str(options.id) && options.id !== 'default') pagesInstances.push({ id: str(options.id)!, path: sitePath(options.path) ?? 'src/pages', routeBasePath: str(options.routeBasePath) ?? '/' })
    else if (/(^|\/)(plugin-)?content-blog$/.test(name) && str(options.id) && options.id !== 'default') blogInstances.push({ ...(mapBlog(options, sitePath, ignored, mdx) as object), id: str(options.id)!, sidebarGroupByYear: groupByYear } as NonNullable<SiteConfigInput['blogInstances']>[number])
    else if (/(^|\/)(plugin-)?content-docs$/.test(name) && str(options.id) && options.id !== 'default') docsInstances.push({ ...(mapDocs(options, sitePath, ignored, mdx) as object), id: str(options.id)!, editUrl: editUrlOption(options.editUrl) } as NonNullable<SiteConfigInput['docsInstances']>[number])
    // Any other plugin package the site has installed runs as the site's own plugins do.
    else {
      const installedPackage = sitePlugin(entry, name, root, 'package')
      if (installedPackage !== undefined) sitePlugins.push(installedPackage)
      else ignored.add('plugin', name)
    }
  }
  // Themes are plugins too (their components come from getThemePath): the site's own and installed packages run.
  for (const entry of pluginEntries(config.themes)) {
    const name = pluginName(entry) ?? 'a theme'
    if (classicPart(entry, 'theme')) continue
    // Its diagrams are ours (markdown.mermaid), drawn by client/mermaid.ts.
    if (/theme-mermaid$/.test(name) && obj(config.markdown).mermaid === true) continue
    const runs = sitePlugin(entry, name, root, 'own') ?? sitePlugin(entry, name, root, 'package')
    if (runs !== undefined) sitePlugins.push(runs)
    else {
      ignored.add('theme', name)
      unbuiltThemes.push(name)
    }
  }
  if (theme.algolia) ignored.field('themeConfig.algolia', 'search is ours: pagefind indexes every page at build time')
  reportUnusedFields(config, ignored)

  const i18n = obj(config.i18n)
  const defaultLocale = str(i18n.defaultLocale) ?? 'en'
  const locales = strings(i18n.locales) ?? [defaultLocale]
  const markdown = obj(config.markdown)

  const input: SiteConfigInput = {
    title: str(config.title) ?? '',
    tagline: str(config.tagline),
    url: str(config.url) ?? '',
    baseUrl: str(config.baseUrl),
    favicon: staticPath(config.favicon),
    trailingSlash: typeof config.trailingSlash === 'boolean' ? config.trailingSlash : undefined,
    i18n: {
      defaultLocale,
      locales,
      path: sitePath(i18n.path),
      localeConfigs: Object.fromEntries(
        locales.map((locale) => {
          const c = obj(obj(i18n.localeConfigs)[locale])
          return [locale, withoutUndefined({ label: str(c.label), direction: c.direction === 'rtl' || c.direction === 'ltr' ? c.direction : undefined, htmlLang: str(c.htmlLang), calendar: str(c.calendar), path: str(c.path), translate: typeof c.translate === 'boolean' ? c.translate : undefined, url: str(c.url), baseUrl: str(c.baseUrl) })]
        }),
      ),
    },
    checks: {
      brokenLinks: level(config.onBrokenLinks),
      brokenAnchors: level(config.onBrokenAnchors),
      brokenMarkdownLinks: level(obj(markdown.hooks).onBrokenMarkdownLinks ?? config.onBrokenMarkdownLinks),
      duplicateRoutes: level(config.onDuplicateRoutes),
    },
    docs: classic.docs === false ? false : { ...mapDocs(obj(classic.docs), sitePath, ignored, mdx), ...docsSidebarOptions(obj(obj(theme.docs).sidebar)) } as SiteConfigInput['docs'],
    blog: classic.blog === false ? false : { ...mapBlog(obj(classic.blog), sitePath, ignored, mdx), sidebarGroupByYear: groupByYear },
    blogInstances,
    // A string, or Docusaurus's function of the doc (called as Docusaurus calls it: render/doc-view.ts).
    editUrl: editUrlOption(obj(classic.docs).editUrl),
    markdown: {
      format: markdown.format === 'md' || markdown.format === 'detect' ? markdown.format : 'mdx',
      mermaid: markdown.mermaid === true,
      emoji: markdown.emoji !== false,
      preprocessor: typeof markdown.preprocessor === 'function' ? (markdown.preprocessor as MarkdownPreprocessor) : undefined,
      parseFrontMatter: typeof markdown.parseFrontMatter === 'function' ? (markdown.parseFrontMatter as ParseFrontMatterHook) : undefined,
      anchors: { maintainCase: obj(markdown.anchors).maintainCase === true },
      remarkRehypeOptions: plainDataOptions(markdown.remarkRehypeOptions),
    },
    customFields: obj(config.customFields),
    deploy: {
      organizationName: str(config.organizationName),
      projectName: str(config.projectName),
      deploymentBranch: str(config.deploymentBranch),
      githubHost: str(config.githubHost),
      githubPort: typeof config.githubPort === 'number' ? String(config.githubPort) : str(config.githubPort),
    },
    // What a site's plugins read in siteConfig besides what is mapped (a changelog plugin's `future.experimental_router`).
    docusaurusFields: siteFields(config),
    unbuiltThemes,
    customCss: customCssOf(classic.theme, root, sitePath, ignored),
    sass,
    gtag,
    googleTagManager,
    analytics,
    redirects,
    docsInstances,
    sitePlugins,
    // As Docusaurus inserts them: in every page's head, hrefs as written (validated by our schema).
    stylesheets: asArray(config.stylesheets) as SiteConfigInput['stylesheets'],
    scripts: asArray(config.scripts) as SiteConfigInput['scripts'],
    headTags: asArray(config.headTags) as SiteConfigInput['headTags'],
    clientModules: asArray(config.clientModules).map((p) => sitePath(p)).filter((p): p is string => p !== undefined),
    noIndex: typeof config.noIndex === 'boolean' ? config.noIndex : undefined,
    staticDirectories: config.staticDirectories === undefined ? undefined : asArray(config.staticDirectories).map((d) => sitePath(d)).filter((d): d is string => d !== undefined),
    titleDelimiter: str(config.titleDelimiter),
    pages: {
      path: sitePath(obj(classic.pages).path) ?? 'src/pages',
      api: 'docusaurus',
      instances: pagesInstances,
      ...Object.fromEntries(MDX_PLUGIN_LISTS.map((key) => [key, mdx(obj(classic.pages)[key], `pages.${key}`)])),
    },
    navbar: mapNavbar(obj(theme.navbar), ignored),
    // No themeConfig.footer, no footer: Docusaurus's Footer returns nothing (an empty one still draws its bar).
    footer: theme.footer === undefined || theme.footer === null ? { shown: false } : mapFooter(obj(theme.footer), ignored),
    announcementBar: theme.announcementBar ? (pick(obj(theme.announcementBar), ['id', 'content', 'backgroundColor', 'textColor', 'isCloseable']) as SiteConfigInput['announcementBar']) : undefined,
    colorMode: pick(obj(theme.colorMode), ['defaultMode', 'disableSwitch', 'respectPrefersColorScheme']),
    // Docusaurus's table of contents: h2 and h3 unless the site says otherwise (ours: to h4).
    toc: { minHeadingLevel: 2, maxHeadingLevel: 3, ...pick(obj(theme.tableOfContents), ['minHeadingLevel', 'maxHeadingLevel']) },
    metadata: asArray(theme.metadata).map((m) => Object.fromEntries(Object.entries(obj(m)).filter(([, v]) => typeof v === 'string'))) as Array<Record<string, string>>,
    image: staticPath(theme.image),
    code: { ...codeThemes(obj(theme.prism), ignored), javaScriptTabs: javaScriptTabsIn },
    search: {},
  }
  // themeConfig as written: it may hold anything, a cycle included (a prism theme that is its own `default`).
  return { input: { ...withoutUndefined(input), themeConfig: theme }, ignored }
}

/** JSON-like data: what can be sent to a compile worker and keys the page cache. */
function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true
  if (Array.isArray(value)) return value.every(isPlainData)
  return typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype && Object.values(value as object).every(isPlainData)
}

/** remark-rehype's options a config gives, its functions left out (reportUnusedFields names them). */
function plainDataOptions(value: unknown): NonNullable<SiteConfigInput['markdown']>['remarkRehypeOptions'] {
  const kept = Object.entries(obj(value)).filter(([, inner]) => isPlainData(inner))
  return kept.length > 0 ? (Object.fromEntries(kept) as NonNullable<SiteConfigInput['markdown']>['remarkRehypeOptions']) : undefined
}

/**
 * Config fields Docusaurus documents that change what a site shows and that we do not honour, each with
 * what happens instead (fields only for Docusaurus's own tooling, such as `future`, `organizationName` or
 * `webpack`, say nothing).
 */
function reportUnusedFields(config: Obj, ignored: IgnoredParts): void {
  const markdown = obj(config.markdown)
  const unused: Array<[present: boolean, path: string, instead: string]> = [
    ...Object.entries(obj(markdown.remarkRehypeOptions))
      .filter(([, value]) => !isPlainData(value))
      .map(([key]): [boolean, string, string] => [true, `markdown.remarkRehypeOptions.${key}`, 'only plain data (text, numbers, lists, objects) reaches the compile here; remark-rehype runs with its own default for it']),
    [typeof config.ssrTemplate === 'string', 'ssrTemplate', 'pages are rendered in our own HTML shell; headTags, scripts and stylesheets add to its head'],
  ]
  for (const [present, path, instead] of unused) if (present) ignored.field(path, instead)
}

/**
 * A plugin of the site's own: an inline function (not a missing package's stub), or the path of a file of
 * the site (`./src/plugins/fonts`, or absolute from `require.resolve`), site-relative; undefined for a package.
 */
function localPlugin(value: unknown, root: string): string | SitePluginConstructor | undefined {
  if (typeof value === 'function') return stubbedPackage(value) === undefined ? (value as SitePluginConstructor) : undefined
  if (typeof value !== 'string' || !(value.startsWith('.') || isAbsolute(value))) return undefined
  const path = relative(root, isAbsolute(value) ? value : join(root, value))
  return path.split(/[\\/]/).includes('node_modules') ? undefined : path
}

/**
 * A plugins or themes entry as a plugin that runs (site-plugins.ts): `own`, the site's (a function, or
 * a file of the site); `package`, a plugin package installed in the site whose work is not ours.
 * Undefined when it is not that kind.
 */
function sitePlugin(entry: unknown, name: string, root: string, kind: 'own' | 'package'): NonNullable<SiteConfigInput['sitePlugins']>[number] | undefined {
  const [given, options] = Array.isArray(entry) ? [entry[0], entry[1]] : [entry, undefined]
  if (kind === 'own') {
    const own = localPlugin(given, root)
    // A file given by require.resolve is named as the site's path, as the author wrote it (`./webpack.plugin.js`).
    return own === undefined ? undefined : { name: isAbsolute(name) ? relative(root, name) : name, plugin: own, options }
  }
  return typeof given === 'string' && runsAsPackage(name) && installed(name, root) ? { name, plugin: name, package: true, options } : undefined
}

/** Whether the site can import the package `name` (from its own node_modules, or a folder above). */
function installed(name: string, root: string): boolean {
  try {
    createRequire(join(root, 'package.json')).resolve(name)
    return true
  } catch {
    return false
  }
}

/**
 * An Umami plugin's options as our analytics script: @dipakparmar/docusaurus-plugin-umami's
 * (`websiteID`, `analyticsDomain`, `scriptName`, `data…`, with its defaults), or, for the plugins that
 * read `themeConfig.umami`, its `websiteid` and `src`.
 */
function umamiAnalytics(options: Obj, themed: Obj): SiteConfigInput['analytics'] {
  const flag = (value: unknown) => (typeof value === 'boolean' ? value : undefined)
  if (str(options.analyticsDomain) !== undefined) {
    return withoutUndefined({
      src: `https://${str(options.analyticsDomain)}/${str(options.scriptName) ?? 'script.js'}`,
      websiteId: str(options.websiteID) ?? '',
      autoTrack: flag(options.dataAutoTrack) ?? true,
      doNotTrack: flag(options.dataDoNotTrack) ?? false,
      hostUrl: str(options.dataHostURL),
      cache: flag(options.dataCache) ?? false,
      domains: str(options.dataDomains),
      excludeSearch: flag(options.dataExcludeSearch) ?? false,
      excludeHash: flag(options.dataExcludeHash) ?? false,
      tag: str(options.dataTag),
    }) as SiteConfigInput['analytics']
  }
  // These plugins write only the id and the source; the tracker's own defaults apply (no do-not-track).
  return { src: str(themed.src) ?? '', websiteId: str(themed.websiteid) ?? str(themed.websiteId) ?? '', doNotTrack: false }
}

/** themeConfig.docs.sidebar: a sidebar readers can hide, categories that fold their siblings. */
function docsSidebarOptions(sidebar: Obj): { hideableSidebar: boolean; autoCollapseCategories: boolean } {
  return { hideableSidebar: sidebar.hideable === true, autoCollapseCategories: sidebar.autoCollapseCategories === true }
}

/** A part of the classic preset: its docs, blog and pages plugins (their default instance) and its theme. */
type ClassicPart = 'docs' | 'blog' | 'pages' | 'theme'

/**
 * The part of the classic preset a plugin or theme entry is, when it is one listed on its own: the
 * preset is only those plugins bundled (docusaurus.io/docs/using-plugins#docusauruspreset-classic), and a
 * site may list them itself (`plugins: [['@docusaurus/plugin-content-docs', { routeBasePath: '/' }]]`,
 * `themes: [['@docusaurus/theme-classic', { customCss }]]`), with the options the preset would pass.
 * A docs or blog plugin with an id of its own is another instance, not the preset's.
 */
function classicPart(entry: unknown, kind: 'plugin' | 'theme'): ClassicPart | undefined {
  const name = pluginName(entry) ?? ''
  if (kind === 'theme') return /(^|\/)@docusaurus\/theme-classic(\/|$)/.test(name) ? 'theme' : undefined
  const part = /(^|\/)@docusaurus\/plugin-content-(docs|blog|pages)(\/|$)/.exec(name)?.[2] as ClassicPart | undefined
  const id = obj(Array.isArray(entry) ? entry[1] : undefined).id
  return part && (id === undefined || id === 'default') ? part : undefined
}

/**
 * The classic preset's options, other presets reported as ignored, with the parts the site lists on their
 * own taking their options. Without the preset, a part that is not listed is not there (no blog unless
 * its plugin is listed); a config that lists none of them is read as the preset with its defaults.
 */
function classicPresetOptions(config: Obj, ignored: IgnoredParts, unbuilt: string[]): Obj {
  let options: Obj = {}
  let preset = false
  const others: Array<[name: string, options: Obj]> = []
  for (const entry of pluginEntries(config.presets)) {
    const name = pluginName(entry) ?? 'a preset'
    if (CLASSIC.has(name)) {
      options = obj(Array.isArray(entry) ? entry[1] : undefined)
      preset = true
    } else others.push([name, obj(Array.isArray(entry) ? entry[1] : undefined)])
  }
  // A preset wrapping the classic one (Meta's docusaurus-plugin-internaldocs-fb/docusaurus-preset "passes
  // through all options to preset-classic") is given the classic preset's options: read them as such.
  const wrapper = preset ? undefined : others.find(([, given]) => CLASSIC_OPTIONS.some((key) => key in given))
  for (const other of others) if (other !== wrapper) ignored.add('preset', other[0])
  unbuilt.push(...others.map(([name]) => name))
  if (wrapper) {
    options = wrapper[1]
    preset = true
    ignored.add('preset', wrapper[0], `its options (${CLASSIC_OPTIONS.filter((key) => key in wrapper[1]).join(', ')}) are read as the classic preset's, which such presets pass them on to; what else it adds is not run`)
  }
  const listed: Partial<Record<ClassicPart, Obj>> = {}
  for (const entry of pluginEntries(config.plugins)) {
    const part = classicPart(entry, 'plugin')
    if (part) listed[part] = obj(Array.isArray(entry) ? entry[1] : undefined)
  }
  for (const entry of pluginEntries(config.themes)) if (classicPart(entry, 'theme')) listed.theme = obj(Array.isArray(entry) ? entry[1] : undefined)
  if (Object.keys(listed).length > 0) {
    options = { ...options, ...listed }
    if (!preset) for (const part of ['docs', 'blog'] as const) if (!listed[part]) options[part] = false
  }
  if (options.debug === true) ignored.field('presets classic.debug', "the debug pages (/__docusaurus/debug: the site's config, routes and plugin content) are not made; the built pages are the site")
  if (options.googleAnalytics) ignored.field('presets classic.googleAnalytics', 'Universal Analytics stopped on July 1, 2023 (Docusaurus deprecates this plugin): give your Google Analytics 4 id as gtag.trackingID instead')
  return options
}

/** A docs plugin's `editUrl`: a URL or Docusaurus's function of the doc. */
function editUrlOption(value: unknown): SiteConfigInput['editUrl'] {
  return typeof value === 'function' ? (value as SiteConfigInput['editUrl']) : str(value)
}

function mapDocs(docs: Obj, sitePath: (v: unknown) => string | undefined, ignored: IgnoredParts, mdx: MdxPlugins): SiteConfigInput['docs'] {
  const plugins = Object.fromEntries(MDX_PLUGIN_LISTS.map((key) => [key, mdx(docs[key], `docs.${key}`)]))
  const routeBasePath = str(docs.routeBasePath) ?? 'docs'
  for (const key of ['docRootComponent', 'docVersionRootComponent', 'docItemComponent', 'docTagDocListComponent', 'docTagsListComponent', 'docCategoryGeneratedIndexComponent']) {
    if (docs[key] !== undefined) ignored.field(`docs.${key}`, "docs pages are drawn by this generator's layout")
  }
  return {
    path: sitePath(docs.path) ?? 'docs',
    routeBasePath: `/${routeBasePath.replace(/^\/+/, '')}`,
    // Docusaurus: no sidebarPath is a sidebar generated from the folder (not a sidebars file found at the root), false none.
    sidebarPath: docs.sidebarPath === false ? false : docs.sidebarPath === undefined ? GENERATED_SIDEBAR : sitePath(docs.sidebarPath),
    // Docusaurus' defaults: categories fold, and start folded.
    sidebarCollapsible: docs.sidebarCollapsible !== false,
    sidebarCollapsed: docs.sidebarCollapsed !== false,
    include: strings(docs.include),
    exclude: strings(docs.exclude),
    showLastUpdateTime: docs.showLastUpdateTime === true,
    showLastUpdateAuthor: docs.showLastUpdateAuthor === true,
    breadcrumbs: docs.breadcrumbs !== false,
    sidebarItemsGenerator: typeof docs.sidebarItemsGenerator === 'function' ? docs.sidebarItemsGenerator : undefined,
    numberPrefixParser: docs.numberPrefixParser === false || typeof docs.numberPrefixParser === 'function' ? docs.numberPrefixParser : undefined,
    admonitions: docs.admonitions === false ? false : docs.admonitions && typeof docs.admonitions === 'object' ? pick(obj(docs.admonitions), ['keywords', 'extendDefaults']) : undefined,
    editLocalizedFiles: docs.editLocalizedFiles === true,
    tags: docs.tags === false || docs.tags === null ? false : str(docs.tags),
    onInlineTags: str(docs.onInlineTags),
    ...pick(docs, ['lastVersion', 'includeCurrentVersion', 'onlyIncludeVersions', 'disableVersioning', 'versions']),
    ...plugins,
  } as SiteConfigInput['docs']
}

/** A blog plugin's options (the classic preset's blog, on unless `blog: false`, or another by id): the options our blog has, the others said ignored. */
function mapBlog(blog: Obj, sitePath: (v: unknown) => string | undefined, ignored: IgnoredParts, mdx: MdxPlugins): SiteConfigInput['blog'] {
  const routeBasePath = str(blog.routeBasePath) ?? 'blog'
  const feed = obj(blog.feedOptions)
  for (const key of ['truncateMarker', 'blogListComponent', 'blogPostComponent'] as const) if (blog[key] !== undefined) ignored.field(`blog.${key}`, 'the blog uses its built-in behaviour')
  return {
    processBlogPosts: typeof blog.processBlogPosts === 'function' ? blog.processBlogPosts : undefined,
    readingTime: typeof blog.readingTime === 'function' ? blog.readingTime : undefined,
    ...pick(blog, ['include', 'exclude', 'blogTitle', 'blogDescription', 'blogSidebarTitle', 'blogSidebarCount', 'postsPerPage', 'showReadingTime', 'sortPosts', 'authorsMapPath', 'onInlineTags', 'onInlineAuthors', 'onUntruncatedBlogPosts', 'editLocalizedFiles']),
    path: sitePath(blog.path) ?? 'blog',
    routeBasePath: `/${routeBasePath.replace(/^\/+/, '')}`,
    tags: blog.tags === false || blog.tags === null ? false : str(blog.tags),
    editUrl: typeof blog.editUrl === 'string' || typeof blog.editUrl === 'function' ? (blog.editUrl as string) : undefined,
    feedOptions: pick(feed, ['type', 'title', 'description', 'copyright', 'language', 'limit', 'xslt']),
    ...Object.fromEntries(MDX_PLUGIN_LISTS.map((key) => [key, mdx(blog[key], `blog.${key}`)])),
  } as SiteConfigInput['blog']
}

const MDX_PLUGIN_LISTS = ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins'] as const

/**
 * A plugin given as its module (`require()` of an ES module package gives `{ default: plugin }`) is its
 * default export, as Docusaurus's loader (jiti) takes it; `[module, options]` likewise.
 */
function withDefaultExport(entry: unknown): unknown {
  const unwrap = (value: unknown) => (value !== null && typeof value === 'object' && typeof (value as { default?: unknown }).default === 'function' ? (value as { default: unknown }).default : value)
  return Array.isArray(entry) ? [unwrap(entry[0]), ...entry.slice(1)] : unwrap(entry)
}

/**
 * A docs or pages option's remark or rehype plugins, run as Docusaurus runs them: each a function or
 * `[function, options]`. A plugin whose package is not installed (a stub) is left out and said so.
 */
/** A Markdown plugin list of the config (`list`, named `option`), as it runs here. */
type MdxPlugins = (list: unknown, option: string) => unknown[]

/**
 * The plugins of a remark or rehype list that run here. Left out, each named once: a stub (its package is
 * not installed), a name or other non-function; remark-typescript-tools' `transpileCodeblocks` where our
 * JavaScript tabs stand for it (it would make a second pair of tabs); and, when the config's files import
 * packages that are not installed, a plugin of the site that fails as it starts (its attacher throws on a
 * stub, as Redux's copy of remark-typescript-tools' linkDocblocks did): Docusaurus would run it with
 * those packages, so installing them is what to do.
 */
function mdxPlugins(list: unknown, option: string, ignored: IgnoredParts, site: { stubbed: readonly StubbedImport[]; javaScriptTabs: boolean }): unknown[] {
  const what = option.toLowerCase().includes('rehype') ? 'rehype plugin' : 'remark plugin'
  return asArray(list).map(withDefaultExport).filter((entry) => {
    const plugin = Array.isArray(entry) ? entry[0] : entry
    if (typeof plugin === 'function' && stubbedPackage(plugin) === undefined) {
      if (site.javaScriptTabs && plugin.name === 'transpileCodeblocks') {
        ignored.add(what, plugin.name, "this generator's JavaScript tabs stand for it: every shown TypeScript sample gets its JavaScript version")
        return false
      }
      const failure = site.stubbed.length > 0 ? startFailure(plugin as Plugin, Array.isArray(entry) ? entry[1] : undefined) : undefined
      const missing = [...new Set(site.stubbed.map((s) => s.name))]
      if (failure === undefined) {
        // It may yet fail on a stub as it runs: it is left out then, with a warning (mdx/user-plugins.ts).
        if (missing.length > 0) Object.defineProperty(plugin, MISSING_PACKAGES, { value: missing, configurable: true })
        return true
      }
      ignored.add(what, plugin.name || 'an inline plugin', `it failed as it started (${failure}) while packages the config's files import are not installed here (${missing.join(', ')}): npm install them in the site to run it`)
      return false
    }
    if (entry === false || entry === null || entry === undefined) return false
    const name = pluginName(entry) ?? 'a plugin'
    ignored.add(
      what,
      name,
      typeof plugin === 'function'
        ? 'its package is not installed here, so pages compile without it (npm install it to run it)'
        : typeof plugin === 'string'
          ? `${option} takes the plugin itself (imported from its package), not its name`
          : `${option} takes a plugin function (or [function, options]); this entry is ${plugin === null ? 'null' : typeof plugin} without a function as its default export`,
    )
    return false
  })
}

/** What a plugin's attacher throws when unified starts it (as each page's compile would), or undefined. */
function startFailure(plugin: Plugin, options: unknown): string | undefined {
  try {
    const processor = unified() as unknown as { use: (plugin: Plugin, ...options: unknown[]) => { freeze: () => unknown } }
    processor.use(plugin, ...(options === undefined ? [] : [options])).freeze()
    return undefined
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

const NAV_KEYS = ['type', 'label', 'to', 'href', 'target', 'position', 'docId', 'sidebarId', 'docsPluginId', 'value', 'className', 'aria-label', 'activeBaseRegex', 'activeBasePath'] as const
const SUPPORTED_TYPES = new Set(['default', 'dropdown', 'search', 'html', 'doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown', 'localeDropdown'])

function mapNavItem(item: Obj, ignored: IgnoredParts): NavbarItemInput[] {
  // An item with `items` and no type (or type 'default') is a dropdown (theme-classic's NavbarItem getComponentType).
  const written = str(item.type)
  const type = (written === undefined || written === 'default') && item.items !== undefined ? 'dropdown' : (written ?? 'default')
  // A custom item (`custom-…`) is drawn by the component the site's NavbarItem/ComponentTypes names for it, with its fields as props.
  if (type.startsWith('custom-')) {
    const { type: _type, position, ...props } = item
    return [{ type, position: position === 'right' ? 'right' : 'left', props }]
  }
  if (!SUPPORTED_TYPES.has(type)) {
    ignored.field(`themeConfig.navbar item of type "${type}"`, 'it is left out of the navbar')
    return []
  }
  const mapped = pick(item, NAV_KEYS) as NavbarItemInput
  if (written !== undefined || type !== 'default') mapped.type = type as NavbarItemInput['type']
  // Docusaurus puts an item without a position on the left (ours default to the right).
  mapped.position ??= 'left'
  // A label given as HTML (`html: '<i class="icon"></i> Docs'` on a link or dropdown) is drawn as that
  // HTML, as Docusaurus's NavbarNavLink draws it; its text is the label wherever text is wanted.
  if (typeof item.html === 'string' && type !== 'html') {
    mapped.html = item.html
    mapped.label ??= item.html.replace(/<[^>]*>/g, '').trim()
  }
  if (Array.isArray(item.items)) mapped.items = navItems(item.items, ignored)
  for (const key of ['dropdownItemsBefore', 'dropdownItemsAfter'] as const) {
    if (Array.isArray(item[key]) && (item[key] as unknown[]).length > 0) mapped[key] = navItems(item[key], ignored)
  }
  return [mapped]
}

function mapNavbar(navbar: Obj, ignored: IgnoredParts): SiteConfigInput['navbar'] {
  const logo = obj(navbar.logo)
  return {
    // Docusaurus's navbar shows its own title only, never the site's: none is none.
    title: str(navbar.title) ?? '',
    logo: logo.src ? { src: staticPath(logo.src)!, ...darkLogo(logo), alt: str(logo.alt) ?? '', ...withoutUndefined({ href: str(logo.href), target: str(logo.target) }), ...logoSize(logo) } : undefined,
    hideOnScroll: navbar.hideOnScroll === true,
    style: navbar.style === 'dark' || navbar.style === 'primary' ? navbar.style : undefined,
    items: navItems(navbar.items, ignored),
  }
}

/**
 * A list of navbar items. One that is no item object is left out, named: most often what a package that
 * is not installed returns (a stub: Relay's `fbContent({ … })` of internaldocs-fb).
 */
function navItems(list: unknown, ignored: IgnoredParts): NavbarItemInput[] {
  return asArray(list).flatMap((item) => {
    if (item && typeof item === 'object' && !Array.isArray(item)) return mapNavItem(item as Obj, ignored)
    const stub = typeof item === 'function' ? stubbedPackage(item) : undefined
    if (stub !== undefined) ignored.field(`a themeConfig.navbar item made with "${stub}"`, `the package is not installed here, so the item is left out (npm install ${stub} in the site to have it)`)
    else ignored.field(`a themeConfig.navbar item written as ${item === null ? 'null' : Array.isArray(item) ? 'a list' : typeof item}`, 'an item is an object ({ label, to } and the like): it is left out')
    return []
  })
}

function mapFooterLink(link: Obj, ignored: IgnoredParts): Array<{ label: string; to?: string; href?: string; attributes?: Record<string, string> } | { html: string }> {
  if (typeof link.html === 'string') return [{ html: link.html }]
  if (typeof link.label !== 'string') {
    ignored.field('themeConfig.footer item without a label', 'it is left out of the footer; give it a label and a to or href, or html')
    return []
  }
  // Its other fields go on the link as attributes (Docusaurus's FooterLinkItem spreads them onto its Link).
  const attributes = Object.fromEntries(Object.entries(link).filter(([key, value]) => !FOOTER_LINK_FIELDS.has(key) && !/^on[A-Z]/.test(key) && typeof value === 'string').map(([key, value]) => [key === 'className' ? 'class' : key, value as string]))
  return [{ ...(pick(link, ['label', 'to', 'href']) as { label: string; to?: string; href?: string }), ...(Object.keys(attributes).length > 0 ? { attributes } : {}) }]
}

/** A logo's `srcDark`, the image Docusaurus's ThemedImage shows in dark mode. */
function darkLogo(logo: Obj): { srcDark?: string } {
  const dark = str(logo.srcDark)
  return dark ? { srcDark: staticPath(dark)! } : {}
}

/** A logo's `width` and `height` (Docusaurus passes them to its img as they are). */
function logoSize(logo: Obj): { width?: number | string; height?: number | string } {
  const length = (value: unknown) => ((typeof value === 'number' && value > 0) || (typeof value === 'string' && value !== '') ? value : undefined)
  const width = length(logo.width)
  const height = length(logo.height)
  return { ...(width === undefined ? {} : { width }), ...(height === undefined ? {} : { height }) }
}

/** What a footer link's fields mean to the footer itself; the others are its link's attributes. */
const FOOTER_LINK_FIELDS = new Set(['label', 'to', 'href', 'html', 'prependBaseUrlToHref', 'items', 'title', 'style'])

function mapFooter(footer: Obj, ignored: IgnoredParts): SiteConfigInput['footer'] {
  const links = asArray(footer.links).map(obj)
  const columns = links.length > 0 && links.every((l) => Array.isArray(l.items))
  const logo = obj(footer.logo)
  return {
    // Docusaurus's footer is light unless the site says dark (its Footer adds `footer--dark` only then).
    style: footer.style === 'dark' ? 'dark' : 'light',
    links: columns
      ? links.map((c) => ({ title: str(c.title) ?? '', items: asArray(c.items).flatMap((l) => mapFooterLink(obj(l), ignored)) }))
      : links.flatMap((l) => mapFooterLink(l, ignored)),
    logo: logo.src ? { src: staticPath(logo.src)!, ...darkLogo(logo), alt: str(logo.alt) ?? '', href: str(logo.href), ...logoSize(logo) } : undefined,
    copyright: str(footer.copyright),
  }
}

/** Our one code theme from prism's `theme` (its `darkTheme` has no counterpart: one theme serves both modes). */
/** `prism.theme` and `prism.darkTheme` as the nearest shiki themes (prism-themes.ts); the dark one for dark mode. */
function codeThemes(prism: Obj, ignored: IgnoredParts): NonNullable<SiteConfigInput['code']> {
  if (prism.additionalLanguages) ignored.field('themeConfig.prism.additionalLanguages', 'shiki loads every language it knows by itself')
  const mapped = (field: 'theme' | 'darkTheme') => {
    if (prism[field] === undefined) return undefined
    const found = shikiThemeFor(prism[field])
    if (found.shiki === undefined) ignored.field(`themeConfig.prism.${field}`, `it is ${found.problem}; code blocks use the ${field === 'theme' ? "default theme (prism-react-renderer's palenight, as Docusaurus's)" : 'light theme in dark mode too'}`)
    else if (found.overridesLeftOut) ignored.field(`themeConfig.prism.${field}'s own colouring (plain, styles)`, `it changes a theme of prism-react-renderer's, whose shiki counterpart (${found.shiki}) code blocks use as it is`)
    return found.shiki
  }
  // As Docusaurus (theme-classic's options): palenight unless the site says otherwise, and the light
  // theme in dark mode too when no dark one is given.
  const theme = mapped('theme') ?? PRISM_TO_SHIKI.palenight
  const darkTheme = mapped('darkTheme')
  // The site's magic comments mark lines as Docusaurus's do (samples/markers.ts); the schema checks their shape.
  const magicComments = Array.isArray(prism.magicComments) ? (prism.magicComments as NonNullable<SiteConfigInput['code']>['magicComments']) : undefined
  return { theme, darkTheme, magicComments, defaultLanguage: str(prism.defaultLanguage) }
}

/**
 * Whether the site shows its TypeScript samples in JavaScript too, in tabs: it uses remark-typescript-tools
 * (its transpileCodeblocks makes them; redux-toolkit.js.org runs it in CI alone, as it is slow), which our
 * conversion stands for, fast. Other Docusaurus sites show a TypeScript block as written.
 */
function showsJavaScriptTabs(root: string, file: string): boolean {
  const read = (path: string) => {
    try {
      return readFileSync(path, 'utf8')
    } catch {
      return ''
    }
  }
  return /transpileCodeblocks|remark-typescript-tools/.test(read(isAbsolute(file) ? file : join(root, file)) + read(join(root, 'package.json')))
}

/**
 * The `fileExtensions` option of the config's remark-typescript-tools `transpileCodeblocks` entry
 * (`[transpileCodeblocks, { fileExtensions: ['.md', '.mdx'] }]`, anywhere in the presets' and plugins'
 * options); undefined when no entry sets it (the plugin's default is `['.mdx']`).
 */
function transpiledExtensions(config: Obj): string[] | undefined {
  const seen = new Set<unknown>()
  const find = (value: unknown): string[] | undefined => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return undefined
    seen.add(value)
    if (Array.isArray(value) && typeof value[0] === 'function' && (value[0] as { name?: string }).name === 'transpileCodeblocks') {
      const extensions = obj(value[1]).fileExtensions
      if (Array.isArray(extensions) && extensions.every((e) => typeof e === 'string')) return extensions as string[]
    }
    for (const child of Object.values(value)) {
      const found = find(child)
      if (found) return found
    }
    return undefined
  }
  return find(config.presets) ?? find(config.plugins)
}

function level(value: unknown): 'ignore' | 'log' | 'warn' | 'throw' | undefined {
  return value === 'ignore' || value === 'log' || value === 'warn' || value === 'throw' ? value : undefined
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

/** A plugins, themes or presets list without its `false`, `null` and `undefined` entries, which Docusaurus skips (`cond && ['plugin', {…}]`). */
function pluginEntries(value: unknown): unknown[] {
  return asArray(value).filter((entry) => entry !== false && entry !== null && entry !== undefined)
}

/** The given fields as they are: their values are the schema's to check (it names a wrong one). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function pick<K extends string>(source: Obj, keys: readonly K[]): Partial<Record<K, any>> {
  return Object.fromEntries(keys.filter((k) => source[k] !== undefined).map((k) => [k, source[k]])) as Partial<Record<K, any>>
}

/** Drops undefined fields, so the schema's defaults apply to what the Docusaurus config leaves out. */
function withoutUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutUndefined) as T
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined).map(([k, v]) => [k, withoutUndefined(v)])) as T
}

/**
 * The config's top-level fields a plugin or component may read in `siteConfig`, as written, over
 * Docusaurus's defaults for the ones it always has (`future`, `markdown`, `presets`, `plugins`, `themes`).
 */
function siteFields(config: Obj): Record<string, unknown> {
  const { title: _t, tagline: _g, url: _u, baseUrl: _b, favicon: _f, trailingSlash: _s, customFields: _c, themeConfig: _h, i18n: _i, ...rest } = config
  const future = obj(config.future)
  return {
    presets: [],
    plugins: [],
    themes: [],
    scripts: [],
    stylesheets: [],
    headTags: [],
    clientModules: [],
    staticDirectories: ['static'],
    titleDelimiter: '|',
    noIndex: false,
    onBrokenLinks: 'throw',
    onBrokenAnchors: 'warn',
    onDuplicateRoutes: 'warn',
    baseUrlIssueBanner: true,
    ...rest,
    future: { experimental_router: 'browser', ...future, experimental_faster: obj(future.experimental_faster), experimental_storage: { type: 'localStorage', namespace: false, ...obj(future.experimental_storage) }, v4: future.v4 === true ? { removeLegacyPostBuildHeadAttribute: true, useCssCascadeLayers: true } : obj(future.v4) },
    markdown: { format: 'mdx', mermaid: false, emoji: true, mdx1Compat: { comments: true, admonitions: true, headingIds: true }, anchors: { maintainCase: false }, ...obj(config.markdown) },
  }
}

/**
 * The classic theme's `customCss`, site-relative. An entry that `require.resolve` made of a package the
 * site has not installed comes back as the bare request (load-module.ts), `react-tweet/theme.css`: it is
 * left out, named with what to install, as a plugin that is not installed is. A site file that is missing
 * still fails the build where the stylesheet is bundled, as it does in Docusaurus.
 */
function customCssOf(theme: unknown, root: string, sitePath: (value: unknown) => string | undefined, ignored: IgnoredParts): string[] {
  return (strings(obj(theme).customCss) ?? []).flatMap((entry) => {
    const path = sitePath(entry)!
    const pkg = /^(@[\w.-]+\/)?[\w.-]+(?=\/)/.exec(path)?.[0]
    const bare = !isAbsolute(entry) && !entry.startsWith('.') && pkg !== undefined && !pkg.startsWith('.')
    if (!bare || existsSync(join(root, path)) || existsSync(join(root, pkg))) return [path]
    ignored.add('stylesheet', entry, `the package "${pkg}" is not installed (npm install ${pkg} in the site to use it)`)
    return []
  })
}
