/**
 * Presets the site writes itself: a file of its own (`presets: [['./my-preset', {…}]]`, remotion.dev's
 * `./shiki`) or a function in the config. Docusaurus runs every preset as `preset(context, options)` and
 * loads the `{ plugins, themes }` it returns before the config's own (its docs, "Using plugins" >
 * "Presets", and server/plugins/presets.ts). Those are run here, before the config is mapped, so what
 * they return is read as if the config listed it. Presets of packages stay as map.ts reads them: the
 * classic preset, and those that pass their options on to it.
 */
import { existsSync, statSync } from 'node:fs'
import { isAbsolute, join, relative } from 'node:path'
import { BuildError } from '../../errors'
import { evaluateSiteModule } from './load-module'

type Obj = Record<string, unknown>
type Preset = (context: Obj, options: Obj) => unknown

/** The config with its own presets run: their plugins and themes first, the presets themselves gone. */
export async function withSitePresets(config: Obj, root: string, configFile: string): Promise<Obj> {
  const entries = Array.isArray(config.presets) ? config.presets : []
  const plugins: unknown[] = []
  const themes: unknown[] = []
  const kept: unknown[] = []
  for (const entry of entries) {
    const [given, options] = Array.isArray(entry) ? [entry[0], entry[1]] : [entry, undefined]
    // A path of the site's own (a package's, even one require.resolve made absolute, stays map.ts's to read).
    const isFile = typeof given === 'string' && (/^\.\.?\//.test(given) || isAbsolute(given)) && !/[\\/]node_modules[\\/]/.test(given)
    if (!isFile && typeof given !== 'function') {
      kept.push(entry)
      continue
    }
    const name = typeof given === 'string' ? given : given.name || 'an inline preset'
    const preset = typeof given === 'function' ? (given as Preset) : await presetFromFile(root, given as string, configFile)
    let made: unknown
    try {
      made = await preset(presetContext(config, root), (options ?? {}) as Obj)
    } catch (error) {
      throw new BuildError(`${configFile}: preset "${name}" threw while it ran`, { location: { file: join(root, configFile) }, cause: error, hint: 'the cause above says what failed in the preset' })
    }
    const { plugins: itsPlugins, themes: itsThemes } = (made ?? {}) as { plugins?: unknown; themes?: unknown }
    if (Array.isArray(itsPlugins)) plugins.push(...itsPlugins)
    if (Array.isArray(itsThemes)) themes.push(...itsThemes)
  }
  if (kept.length === entries.length) return config
  const listed = (value: unknown) => (Array.isArray(value) ? value : [])
  return { ...config, presets: kept, plugins: [...plugins, ...listed(config.plugins)], themes: [...themes, ...listed(config.themes)] }
}

/** What Docusaurus gives a preset: the site's folder and config (as written: ours is not resolved yet). */
function presetContext(config: Obj, root: string): Obj {
  const i18n = (config.i18n ?? { defaultLocale: 'en', locales: ['en'] }) as { defaultLocale?: string }
  return { siteDir: root, siteConfig: config, baseUrl: config.baseUrl ?? '/', outDir: join(root, 'build'), generatedFilesDir: join(root, '.docusaurus'), i18n: { ...i18n, currentLocale: i18n.defaultLocale ?? 'en' } }
}

/** The preset function a file of the site exports (`./shiki` is shiki.js, shiki.ts or shiki/index.js). */
async function presetFromFile(root: string, path: string, configFile: string): Promise<Preset> {
  const base = isAbsolute(path) ? relative(root, path) : path
  const candidates = [base, ...['.js', '.mjs', '.cjs', '.ts', '.mts', '.cts'].flatMap((ext) => [`${base}${ext}`, join(base, `index${ext}`)])]
  const file = candidates.find((candidate) => existsSync(join(root, candidate)) && statSync(join(root, candidate)).isFile())
  if (file === undefined) throw new BuildError(`${configFile}: preset "${path}" names no file of the site`, { location: { file: join(root, configFile) }, hint: `create ${path}.js (or .ts), or fix the path: it is relative to the site folder` })
  const { exports } = await evaluateSiteModule(root, file, 'fix the syntax error in the preset')
  const preset = exports && typeof exports === 'object' && typeof (exports as { default?: unknown }).default === 'function' ? (exports as { default: unknown }).default : exports
  if (typeof preset !== 'function') throw new BuildError(`preset "${path}" of ${configFile} exports no function`, { location: { file: join(root, file) }, hint: 'a preset is a function: module.exports = function preset(context, options) { return { plugins: […], themes: […] } }' })
  return preset as Preset
}
