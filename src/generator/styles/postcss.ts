/**
 * PostCSS over a site's stylesheets, as Docusaurus's postcss-loader runs it: with the plugins the site's
 * own plugins add in `configurePostCss` (how Docusaurus sites add Tailwind) and those its
 * `postcss.config.{js,cjs,mjs,ts}` names, through the site's own `postcss` package (else this generator's). Each stylesheet is
 * processed as it is loaded (styles/style-imports.ts), before esbuild bundles it. Tailwind finds its
 * config and content from the working folder: the CLI runs in the site's folder, as Docusaurus does.
 */
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { BuildError, formatLocation } from '../errors'
import { evaluateSiteModule } from '../config/docusaurus/load-module'
import { reportStyleWarning } from './warnings'

const CONFIG_FILES = ['postcss.config.js', 'postcss.config.cjs', 'postcss.config.mjs', 'postcss.config.ts']

/** The plugins `postcss.config.*` names: an array of plugins, or `{ name: options }` of packages the site has. */
export async function postcssConfigPlugins(root: string): Promise<unknown[]> {
  const file = CONFIG_FILES.find((name) => existsSync(join(root, name)))
  if (file === undefined) return []
  const { exports } = await evaluateSiteModule(root, file, 'fix the syntax error in the PostCSS config')
  const config = (typeof exports === 'function' ? await (exports as (ctx: unknown) => unknown)({ env: process.env.NODE_ENV }) : exports) as { plugins?: unknown } | undefined
  const plugins = config?.plugins
  if (Array.isArray(plugins)) return plugins.filter(Boolean)
  if (!plugins || typeof plugins !== 'object') return []
  const require = createRequire(join(root, 'package.json'))
  return Object.entries(plugins as Record<string, unknown>).flatMap(([name, options]) => {
    if (options === false) return []
    let plugin: unknown
    try {
      plugin = require(name)
    } catch {
      throw new BuildError(`${file} names the PostCSS plugin "${name}", which is not installed in the site`, { location: { file }, hint: `install it there (npm install --save-dev ${name}), or take it out of the config` })
    }
    const create = ((plugin as { default?: unknown }).default ?? plugin) as (options?: unknown) => unknown
    return [options && typeof options === 'object' && Object.keys(options).length > 0 ? create(options) : create()]
  })
}

interface Postcss {
  (plugins: unknown[]): { process(css: string, options: { from: string; to?: string }): PromiseLike<{ css: string; warnings(): Array<{ text: string; line?: number; column?: number; plugin?: string }> }> }
}

/**
 * The site's postcss, else this generator's: Docusaurus brings postcss with its core, so a site that adds
 * PostCSS plugins (Tailwind's) seldom installs postcss itself.
 */
async function postcssOf(root: string): Promise<Postcss> {
  const site = siteResolve(root, 'postcss')
  const loaded = (await (site === undefined ? import('postcss') : import(pathToFileURL(site).href))) as Postcss & { default?: Postcss }
  return loaded.default ?? loaded
}

/** Where the site's own copy of `name` is; undefined when it has none. */
function siteResolve(root: string, name: string): string | undefined {
  try {
    return createRequire(join(root, 'package.json')).resolve(name)
  } catch {
    return undefined
  }
}

/** Runs `plugins` over one stylesheet's CSS; a syntax error or a plugin's error names the file and line. */
export async function runPostcss(root: string, file: string, css: string, plugins: readonly unknown[]): Promise<string> {
  const postcss = await postcssOf(root)
  try {
    const result = await postcss([...plugins]).process(css, { from: file, to: file })
    for (const warning of result.warnings()) {
      reportStyleWarning(`${formatLocation({ file: relative(root, file), line: warning.line, column: warning.column })}: PostCSS${warning.plugin ? ` (${warning.plugin})` : ''}: ${warning.text}`)
    }
    return result.css
  } catch (error) {
    const { reason, line, column, file: at, plugin } = error as { reason?: string; line?: number; column?: number; file?: string; plugin?: string; message?: string }
    // A CssSyntaxError's `reason` is its message without the place (given as the location).
    throw new BuildError(`PostCSS${plugin ? ` (${plugin})` : ''}: ${reason ?? (error as Error).message ?? String(error)}`, {
      location: { file: relative(root, at ?? file), line, column },
      hint: plugin ? `fix the stylesheet at that place, or the options of ${plugin}` : 'fix the stylesheet at that place',
      ...(reason === undefined ? { cause: error } : {}),
    })
  }
}
