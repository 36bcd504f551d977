/**
 * A Docusaurus site's own plugins (config `sitePlugins`: inline functions, files of the site, and plugin
 * packages installed in it, which config/docusaurus/map.ts names), run as
 * Docusaurus runs them (docusaurus.io/docs/api/plugin-methods): the constructor is called with the site's
 * context and the plugin's options, then the lifecycle methods whose results this generator can use:
 * `loadContent` (its content is what the others are given), `contentLoaded` (its `setGlobalData` is what
 * `useGlobalData`/`usePluginData` read; the routes it adds with the data it creates are built as pages,
 * pages/plugin-routes.ts), `postBuild` (run by build.ts before the output is published), `injectHtmlTags` (head, pre-body
 * and post-body tags, objects or HTML strings), `configurePostCss` (the PostCSS plugins it adds, e.g.
 * Tailwind), `getClientModules` and `getThemePath` (its components join the theme's). What they return
 * joins the config's `headTags`, `preBodyTags`, `postBodyTags`, `postcssPlugins`, `clientModules`,
 * `themePaths` and `globalData`; what is left
 * unrun is named in one warning per plugin, and a plugin that throws is left out with a warning naming it.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, isAbsolute, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { fromHtml } from 'hast-util-from-html'
import { find, html } from 'property-information'
import type { Logger } from '../../log'
import { docusaurusSiteConfig } from '../../render/docusaurus-site-config'
import { clientModuleProblem } from '../../render/client-modules'
import type { PluginRouteConfig, PostBuild, SiteConfig, SitePluginConstructor } from '../schema'
import { evaluateSiteModule, stubbedPackage } from './load-module'
import { aliasesOf, baseWebpackConfig, WEBPACK_UTILS } from './webpack-aliases'

type HtmlTag = SiteConfig['headTags'][number]
type Plugin = Record<string, unknown>

/** Lifecycle methods this generator does not run, and what happens instead. */
const NOT_RUN: Array<[method: string, instead: string]> = [
  ['getTypeScriptThemePath', "its theme components are not used (the site's src/theme is)"],
]

/** The config with what the site's plugins inject and name; `configFile` is named in warnings. */
export async function applySitePlugins(root: string, config: SiteConfig, configFile: string, logger: Logger): Promise<SiteConfig> {
  if (config.sitePlugins.length === 0) return config
  const added = { headTags: [] as HtmlTag[], preBodyTags: [] as HtmlTag[], postBodyTags: [] as HtmlTag[], clientModules: [] as string[], postcssPlugins: [] as unknown[] }
  const globalData: Record<string, Record<string, unknown>> = { ...config.globalData }
  const routes: PluginRouteConfig[] = [...config.pluginRoutes]
  const pluginData: Record<string, string> = { ...config.pluginData }
  const postBuild: SiteConfig['postBuild'] = [...config.postBuild]
  const allContentLoaded: SiteConfig['allContentLoaded'] = [...config.allContentLoaded]
  // Each plugin's content by plugin name and id, for the allContentLoaded of any of them (Docusaurus's allContent).
  const contents: Record<string, Record<string, unknown>> = {}
  const themePaths = [...config.themePaths]
  const resolveAliases = [...config.resolveAliases]
  const siteConfig = docusaurusSiteConfig(config)
  const context = { siteDir: root, siteConfig, baseUrl: config.baseUrl, outDir: join(root, 'build'), generatedFilesDir: join(root, '.docusaurus'), localizationDir: join(root, config.i18n.path, config.i18n.currentLocale), i18n: siteConfig.i18n }
  for (const { name, plugin: given, options: written, package: fromPackage } of config.sitePlugins) {
    // A function's plugin is named by the `name` it returns, as Docusaurus names it (babeljs.io's webpack.plugin.js).
    let said = `${configFile}: plugin "${name}"`
    try {
      // `dir`: the plugin module's folder, against which its relative paths resolve (Docusaurus's plugin.path; the site's for a function).
      const { constructor, options, dir: pluginDir } = typeof given === 'function' ? { constructor: given, options: written, dir: root } : fromPackage ? await pluginFromPackage(root, given, written) : { ...(await pluginFromFile(root, given)), options: written }
      const plugin = (await constructor(context, options ?? {})) as Plugin | undefined
      if (!plugin || typeof plugin !== 'object') continue
      if (typeof given === 'function' && typeof plugin.name === 'string' && plugin.name !== '') said = `${configFile}: plugin "${plugin.name}"`
      const content = typeof plugin.loadContent === 'function' ? await (plugin.loadContent as () => unknown)() : undefined
      const id = typeof (options as { id?: unknown } | undefined)?.id === 'string' ? (options as { id: string }).id : 'default'
      const pluginName = typeof plugin.name === 'string' ? plugin.name : name
      ;(contents[pluginName] ??= {})[id] = content
      /** What contentLoaded and allContentLoaded may do; what they ask for that is not built goes to `unbuilt`. */
      const actionsFor = (unbuilt: string[]) => ({
        setGlobalData: (data: unknown) => void ((globalData[pluginName] ??= {})[id] = data),
        addRoute: (route: unknown) => {
          const added = pluginRoute(route, { name: pluginName, id }, name, config.baseUrl)
          if (typeof added === 'string') unbuilt.push(added)
          else routes.push(added)
        },
        // Where Docusaurus would write it; kept in memory (the routes' modules name the path).
        createData: async (file: string, data: unknown) => {
          const path = join(context.generatedFilesDir, pluginName, id, file)
          pluginData[path] = typeof data === 'string' ? data : JSON.stringify(data)
          return path
        },
      })
      const unbuilt: string[] = []
      if (typeof plugin.contentLoaded === 'function') await (plugin.contentLoaded as (args: unknown) => unknown)({ content, actions: actionsFor(unbuilt) })
      // Run once the docs and the blog are read (model.ts): their content is part of what it is given.
      if (typeof plugin.allContentLoaded === 'function') {
        allContentLoaded.push({
          plugin: name,
          run: async (generated) => {
            const later: string[] = []
            await (plugin.allContentLoaded as (args: unknown) => unknown)({ allContent: { ...contents, ...generated }, actions: actionsFor(later) })
            return later
          },
        })
      }
      // Its theme components, which `@theme/X` reaches unless the site's src/theme has X; a relative path is
      // the plugin's own folder's, as Docusaurus resolves it (Apify's local theme gives '../src/theme').
      if (typeof plugin.getThemePath === 'function') {
        const dir = (await (plugin.getThemePath as () => unknown)()) as unknown
        if (typeof dir === 'string') themePaths.push(resolve(pluginDir, dir))
      }
      // Its import aliases apply to the site's code and docs; what else it gives webpack means nothing here.
      if (typeof plugin.configureWebpack === 'function') {
        // Docusaurus merges what it returns into the config it was given, which it may also have changed in place.
        const given = baseWebpackConfig(root)
        const returned = await (plugin.configureWebpack as (config: unknown, isServer: boolean, utils: unknown, content: unknown) => unknown)(given, false, WEBPACK_UTILS, content)
        const { aliases, others } = aliasesOf(returned)
        resolveAliases.push(...aliasesOf({ resolve: given.resolve }).aliases, ...aliases)
        if (others.length > 0) unbuilt.push(`what its configureWebpack sets besides resolve.alias (${others.join(', ')}: there is no webpack here)`)
      }
      if (typeof plugin.postBuild === 'function') postBuild.push({ plugin: name, run: (props) => (plugin.postBuild as PostBuild)({ ...props, content }) })
      if (typeof plugin.injectHtmlTags === 'function') {
        const tags = ((await (plugin.injectHtmlTags as (args: { content: unknown }) => unknown)({ content })) ?? {}) as Record<'headTags' | 'preBodyTags' | 'postBodyTags', unknown>
        for (const slot of ['headTags', 'preBodyTags', 'postBodyTags'] as const) added[slot].push(...asTags(tags[slot]))
      }
      // PostCSS options as Docusaurus hands them over; a plugin pushes its own (or returns new options).
      if (typeof plugin.configurePostCss === 'function') {
        const given = { ident: 'postcss', plugins: [] as unknown[] }
        const result = ((await (plugin.configurePostCss as (options: typeof given) => unknown)(given)) ?? given) as { plugins?: unknown }
        // A plugin from a package the site has not installed is a stub (load-module.ts): it would run as a
        // PostCSS plugin that does nothing, leaving its directives (`@tailwind`) in the stylesheet unsaid.
        for (const postcssPlugin of Array.isArray(result.plugins) ? result.plugins.filter(Boolean) : []) {
          const stubbed = stubbedPackage(postcssPlugin)
          if (stubbed === undefined) added.postcssPlugins.push(postcssPlugin)
          else unbuilt.push(`its PostCSS plugin from ${stubbed} (not installed in the site: the stylesheets are used without it)`)
        }
      }
      if (typeof plugin.getClientModules === 'function') {
        const base = typeof given === 'string' && !fromPackage ? dirname(join(root, given)) : root
        for (const module of ((await (plugin.getClientModules as () => unknown)()) as unknown[] | undefined) ?? []) {
          if (typeof module !== 'string') continue
          const path = relative(root, isAbsolute(module) ? module : join(base, module))
          // A package's browser code may need what only Docusaurus's client has: it is left out, said once,
          // instead of failing the build (the site's own modules fail it, naming the line to fix).
          const problem = fromPackage ? await clientModuleProblem(root, path) : undefined
          if (problem === undefined) added.clientModules.push(path)
          else unbuilt.push(`its client module ${path} (${problem})`)
        }
      }
      const unrun = NOT_RUN.filter(([method]) => typeof plugin[method] === 'function').map(([method, instead]) => `its ${method} (${instead})`)
      if (unrun.length > 0 || unbuilt.length > 0) logger.warn(`${said} runs without ${[...unrun, ...unbuilt].join(', ')}`)
    } catch (error) {
      logger.warn(`${said} is left out: it failed as it ran: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  return {
    ...config,
    headTags: [...config.headTags, ...added.headTags],
    preBodyTags: [...config.preBodyTags, ...added.preBodyTags],
    postBodyTags: [...config.postBodyTags, ...added.postBodyTags],
    clientModules: [...config.clientModules, ...added.clientModules],
    postcssPlugins: [...config.postcssPlugins, ...added.postcssPlugins],
    globalData,
    pluginRoutes: routes,
    pluginData,
    postBuild,
    allContentLoaded,
    themePaths,
    resolveAliases,
  }
}

/**
 * What `addRoute(route)` was given, checked: a route to build, or what is left out and why. A path
 * holding the base URL (plugins write `normalizeUrl([baseUrl, 'friends'])`) is taken without it.
 */
function pluginRoute(route: unknown, plugin: { name: string; id: string }, from: string, baseUrl: string): PluginRouteConfig | string {
  const given = (route ?? {}) as { path?: unknown; component?: unknown; modules?: unknown; props?: unknown; context?: unknown; routes?: unknown }
  if (typeof given.path !== 'string' || typeof given.component !== 'string') {
    const missing = [typeof given.path !== 'string' ? 'no path' : `the path ${given.path}`, typeof given.component !== 'string' ? 'no component' : `the component ${given.component}`]
    return `the route it adds with ${missing.join(' and ')} (addRoute needs both as text)`
  }
  if (Array.isArray(given.routes) && given.routes.length > 0) return `the route ${given.path} it adds (nested routes are not built here)`
  const record = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {})
  const underBase = given.path.startsWith(baseUrl) ? `/${given.path.slice(baseUrl.length)}` : given.path
  const absolute = underBase.startsWith('/') ? underBase : `/${underBase}`
  const path = absolute.length > 1 ? absolute.replace(/\/+$/, '') : '/'
  return { path, component: given.component, modules: record(given.modules), props: record(given.props), plugin, context: given.context, from }
}

/**
 * A plugin package installed in the site, loaded as Node loads it (CommonJS or ES module), and its
 * options as Docusaurus normalizes them: through the package's `validateOptions` with a Joi-style
 * `validate(schema, options)`, `id` kept apart (Docusaurus adds it to every plugin's schema).
 */
async function pluginFromPackage(root: string, name: string, written: unknown): Promise<{ constructor: SitePluginConstructor; options: unknown; dir: string }> {
  const path = createRequire(join(root, 'package.json')).resolve(name)
  const loaded = await importPackage(root, path)
  const module = (typeof loaded.default === 'object' && loaded.default !== null ? loaded.default : loaded) as Record<string, unknown>
  const constructor = [loaded.default, module.default, module].find((c): c is SitePluginConstructor => typeof c === 'function')
  if (constructor === undefined) throw new Error(`the package exports no plugin function`)
  const validateOptions = [loaded.validateOptions, module.validateOptions].find((v): v is (args: unknown) => unknown => typeof v === 'function')
  if (validateOptions === undefined) return { constructor, options: written, dir: dirname(path) }
  const { id, ...options } = (written && typeof written === 'object' ? written : {}) as Record<string, unknown>
  const validate = (schema: { validate?: (value: unknown, options?: unknown) => { value?: unknown; error?: unknown } }, value: unknown) => {
    if (typeof schema?.validate !== 'function') return value
    const result = schema.validate(value, { convert: false })
    if (result.error) throw result.error
    return result.value
  }
  const normalized = (await validateOptions({ validate, options })) as Record<string, unknown>
  return { constructor, options: { ...normalized, id: id ?? 'default' }, dir: dirname(path) }
}

/**
 * A plugin package's module, as Node loads it; one that mixes the two module systems (ES module syntax
 * in a CommonJS package, using `__dirname`, as tsc often publishes them) is bundled and run as CommonJS,
 * as Docusaurus's loader (jiti) takes either. Node would load its syntax as an ES module, where
 * `__dirname` then fails when the plugin calls it.
 */
async function importPackage(root: string, path: string): Promise<Record<string, unknown>> {
  if (mixesModuleSystems(path)) return (await evaluateSiteModule(root, relative(root, path), 'the plugin package could not be compiled', { namespace: true })).exports as Record<string, unknown>
  return (await import(pathToFileURL(path).href)) as Record<string, unknown>
}

/** Whether a `.js` file of a CommonJS package (its package.json says no `"type": "module"`) is written with `import`/`export`. */
function mixesModuleSystems(path: string): boolean {
  if (!path.endsWith('.js')) return false
  let dir = dirname(path)
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir)
  const type = existsSync(join(dir, 'package.json')) ? (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { type?: string }).type : undefined
  return type !== 'module' && /^\s*(import\s[\w{*]|export\s)/m.test(readFileSync(path, 'utf8'))
}

/** The constructor a plugin file exports (`./src/plugins/fonts` may name a file or a folder's index). */
async function pluginFromFile(root: string, path: string): Promise<{ constructor: SitePluginConstructor; dir: string }> {
  const candidates = [path, ...['.js', '.mjs', '.cjs', '.ts', '.mts', '.cts'].flatMap((ext) => [`${path}${ext}`, join(path, `index${ext}`)])]
  const file = candidates.find((candidate) => existsSync(join(root, candidate)) && statSync(join(root, candidate)).isFile())
  if (file === undefined) throw new Error(`no file ${path} (or ${path}.js, ${path}/index.js) in the site`)
  const { exports } = await evaluateSiteModule(root, file, 'fix the syntax error in the plugin')
  if (typeof exports !== 'function') throw new Error(`${file} exports no plugin function (export default function plugin(context, options) { … })`)
  return { constructor: exports as SitePluginConstructor, dir: dirname(join(root, file)) }
}

/** What injectHtmlTags gives for one place (a tag, an HTML string, or a list of them) as tag objects. */
function asTags(value: unknown): HtmlTag[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]
  return list.flatMap((item): HtmlTag[] => {
    if (typeof item === 'string') return htmlTags(item)
    if (!item || typeof item !== 'object' || typeof (item as HtmlTag).tagName !== 'string') return []
    const { tagName, attributes, innerHTML } = item as { tagName: string; attributes?: Record<string, unknown>; innerHTML?: unknown }
    return [{ tagName: tagName.toLowerCase(), attributes: attributeValues(attributes ?? {}), ...(typeof innerHTML === 'string' ? { innerHTML } : {}) }]
  })
}

/** The elements of an HTML string, each with its attributes (HTML names) and its content as HTML. */
function htmlTags(source: string): HtmlTag[] {
  return fromHtml(source, { fragment: true }).children.flatMap((node): HtmlTag[] => {
    if (node.type !== 'element') return []
    const attributes = Object.fromEntries(Object.entries(node.properties).map(([property, value]) => [find(html, property).attribute, Array.isArray(value) ? value.join(' ') : value === true ? true : String(value)]))
    const start = node.children[0]?.position?.start.offset
    const end = node.children.at(-1)?.position?.end.offset
    const inner = start !== undefined && end !== undefined ? source.slice(start, end) : undefined
    return [{ tagName: node.tagName, attributes: attributeValues(attributes), ...(inner ? { innerHTML: inner } : {}) }]
  })
}

/** Attribute values as the config holds them: text, or true for a bare attribute (false and null left out). */
function attributeValues(attributes: Record<string, unknown>): Record<string, string | boolean> {
  return Object.fromEntries(Object.entries(attributes).flatMap(([name, value]): Array<[string, string | boolean]> => (value === false || value === null || value === undefined ? [] : [[name, value === true ? true : String(value)]])))
}
