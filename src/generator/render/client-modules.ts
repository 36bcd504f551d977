/**
 * A Docusaurus site's client modules (its config's `clientModules`, docusaurus.io/docs/advanced/client#client-modules):
 * stylesheets join the site's CSS (after its customCss), and scripts are bundled for the browser into
 * one module every page loads. A script's `onRouteUpdate` and `onRouteDidUpdate` exports are called
 * with `{ location, previousLocation }` when the page first loads and after each client-side navigation
 * (the `rtk:navigated` event of client/navigation.ts): both once the new page is in place, the cleanup
 * `onRouteUpdate` may return in between.
 */
import { createHash } from 'node:crypto'
import { isAbsolute, join, relative } from 'node:path'
import * as esbuild from 'esbuild'
import { BuildError } from '../errors'
import { isStylesheet, siteStyleImports, type StyleSettings } from '../styles/style-imports'
import { webpackAliases } from '../mdx/esbuild-aliases'
import type { ResolveAliases } from '../config/docusaurus/webpack-aliases'
import { loadStandIns, packageOf, standInFor } from '../mdx/missing-packages'

/** Marks the resolution a plugin asks esbuild for itself (so it does not ask itself again). */
const RESOLVING = Symbol('rtk-client-modules:resolving')

export interface ClientScript {
  /** The bundled module, under assets/. */
  file: { path: string; contents: Uint8Array }
  /** CSS the scripts import, to join the site's stylesheet. */
  css: string
  /** Packages they import that are not installed (each a stub: mdx/missing-packages.ts), with the file importing each. */
  missing: Array<{ name: string; importer: string }>
}

/** Stylesheets and scripts among the client modules (site-relative paths), in config order. */
export function splitClientModules(modules: readonly string[]): { styles: string[]; scripts: string[] } {
  return { styles: modules.filter(isStylesheet), scripts: modules.filter((m) => !isStylesheet(m)) }
}

/** What a client module may import from Docusaurus in the browser. */
const BROWSER_MODULES: Readonly<Record<string, string>> = {
  '@docusaurus/ExecutionEnvironment': 'export default { canUseDOM: true, canUseEventListeners: true, canUseIntersectionObserver: "IntersectionObserver" in window, canUseViewport: true }',
}

/**
 * What a client module reads of the site through `@generated/docusaurus.config` and
 * `@generated/globalData` (a plugin's client code reading its options in `themeConfig`): written into
 * the bundle as JSON, functions left out.
 */
export interface ClientSiteData {
  siteConfig: unknown
  globalData: unknown
}

/** Bundles the scripts among the client modules; undefined when there are none. */
export async function bundleClientScripts(root: string, scripts: readonly string[], configFile: string, styles: StyleSettings & { resolveAliases?: ResolveAliases } = { postcssPlugins: [] }, site: ClientSiteData = { siteConfig: {}, globalData: {} }): Promise<ClientScript | undefined> {
  if (scripts.length === 0) return undefined
  // The site's data is written only into a bundle whose modules import it.
  const modules: Record<string, () => string> = {
    ...Object.fromEntries(Object.entries(BROWSER_MODULES).map(([name, source]) => [name, () => source])),
    '@generated/docusaurus.config': () => `export default ${JSON.stringify(acyclic(site.siteConfig))}`,
    '@generated/globalData': () => `export default ${JSON.stringify(acyclic(site.globalData))}`,
  }
  const entry = [
    ...scripts.map((path, i) => `import * as m${i} from ${JSON.stringify(join(root, path))}`),
    `const modules = [${scripts.map((_, i) => `m${i}`).join(', ')}]`,
    'const at = (href) => { const u = new URL(href, location.href); return { pathname: u.pathname, search: u.search, hash: u.hash } }',
    'let previous = null',
    'function update(href) {',
    '  const args = { location: at(href), previousLocation: previous }',
    '  const after = modules.map((m) => typeof m.onRouteUpdate === "function" ? m.onRouteUpdate(args) : undefined)',
    '  for (const done of after) if (typeof done === "function") done()',
    '  for (const m of modules) if (typeof m.onRouteDidUpdate === "function") m.onRouteDidUpdate(args)',
    '  previous = args.location',
    '}',
    'update(location.href)',
    'document.addEventListener("rtk:navigated", (event) => update(event.detail.url))',
  ].join('\n')
  const missing: ClientScript['missing'] = []
  let result: esbuild.BuildResult<{ write: false }>
  try {
    result = await esbuild.build({
      stdin: { contents: entry, resolveDir: root, sourcefile: 'client-modules.js', loader: 'js' },
      absWorkingDir: root,
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2020',
      minify: true,
      write: false,
      outdir: join(root, 'assets'),
      loader: { '.js': 'jsx' },
      jsx: 'automatic',
      logLevel: 'silent',
      plugins: [
        ...(webpackAliases(styles.resolveAliases)),
        siteStyleImports(root, styles, (specifier, importer) => missing.push({ name: packageOf(specifier), importer: relative(root, importer) })),
        {
          name: 'rtk-client-module-apis',
          setup(build: esbuild.PluginBuild) {
            build.onResolve({ filter: /^@(docusaurus|generated)\// }, (args: esbuild.OnResolveArgs) =>
              modules[args.path] === undefined ? { errors: [{ text: `${args.path} is not available to client modules here (only ${Object.keys(modules).join(', ')})` }] } : { path: args.path, namespace: 'rtk-client-api' },
            )
            build.onLoad({ filter: /.*/, namespace: 'rtk-client-api' }, (args: esbuild.OnLoadArgs) => ({ contents: modules[args.path]!(), loader: 'js' }))
            // A package the site has not installed (it builds without npm install): clsx falls back to ours,
            // any other is a stub doing nothing, named (a client module's `import confetti from 'x'`).
            build.onResolve({ filter: /^[^./]/ }, async (args: esbuild.OnResolveArgs) => {
              if (args.pluginData === RESOLVING || isAbsolute(args.path)) return undefined
              const found = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: RESOLVING })
              return found.errors.length === 0 ? found : standInFor(args.path, (name) => missing.push({ name, importer: relative(root, args.importer) }), args.kind)
            })
            loadStandIns(build, root)
          },
        },
      ],
    })
  } catch (error) {
    const first = (error as { errors?: esbuild.Message[] }).errors?.[0]
    if (first?.detail instanceof BuildError) throw first.detail
    throw new BuildError(`a client module could not be bundled: ${first?.text ?? String(error)}`, {
      location: first?.location ? { file: first.location.file === 'client-modules.js' ? configFile : first.location.file, line: first.location.line, column: first.location.column + 1 } : { file: configFile },
      hint: 'fix the module, or remove it from clientModules in the config',
    })
  }
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'))!
  const css = result.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? ''
  const hash = createHash('sha1').update(js.contents).digest('base64url').slice(0, 10)
  return { file: { path: `assets/client-modules-${hash}.js`, contents: js.contents }, css, missing }
}

/** Why the client module at `path` (site-relative) cannot be bundled for the browser; undefined when it can. */
export async function clientModuleProblem(root: string, path: string): Promise<string | undefined> {
  if (splitClientModules([path]).styles.length > 0) return undefined
  try {
    await bundleClientScripts(root, [path], path)
    return undefined
  } catch (error) {
    return error instanceof BuildError ? error.message.replace(/^a client module could not be bundled: /, '') : String(error)
  }
}

/** `value` as JSON can hold it: a reference back to an object it is inside of is left out (JSON.stringify would throw). */
function acyclic(value: unknown, inside: readonly object[] = []): unknown {
  if (!value || typeof value !== 'object') return value
  if (inside.includes(value)) return undefined
  const within = [...inside, value]
  if (Array.isArray(value)) return value.map((item) => acyclic(item, within) ?? null)
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, acyclic(item, within)]))
}
