/**
 * Loads the site's config and validates it against the one schema: our `site.config.ts`, or else a
 * Docusaurus site's `docusaurus.config.*`, mapped into ours (see ./docusaurus/).
 */
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import * as esbuild from 'esbuild'
import { BuildError } from '../errors'
import { esbuildFailure } from '../esbuild-failure'
import { consoleLogger, memoryLogger, type Logger } from '../log'
import { DOCUSAURUS_CONFIG_FILES, loadDocusaurusConfig } from './docusaurus/load'
import { applySitePlugins } from './docusaurus/site-plugins'
import { postcssConfigPlugins } from '../styles/postcss'
import { SiteConfigSchema, type SiteConfig } from './schema'

export const CONFIG_FILE = 'site.config.ts'

/** Validates a config object; throws a BuildError listing every problem with its path. */
export function validateConfig(input: unknown, file = CONFIG_FILE): SiteConfig {
  const result = SiteConfigSchema.safeParse(input)
  if (result.success) return result.data
  const problems = result.error.issues.flatMap(specific).map((issue) => {
    const path = issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)'
    return `  - ${path}: ${issue.message}`
  })
  throw new BuildError(`invalid site configuration:\n${problems.join('\n')}`, {
    location: { file },
    hint: `correct the fields listed above in ${file} (see src/generator/config/schema.ts for every field and its default)`,
  })
}

/**
 * Imports a TypeScript module afresh (no module cache), so the watch server sees edits. esbuild bundles
 * the file with its local imports into one ES module (packages stay imports, resolved from the site),
 * which is written next to the site's caches, imported once and removed. (tsx's `tsImport` did this
 * before; it starts a loader-hooks thread that every later import of the build then passes through.)
 */
export async function importFresh<T>(root: string, file: string): Promise<T> {
  const path = join(root, file)
  if (!existsSync(path)) throw new BuildError(`${file} not found`, { location: { file }, hint: `create ${file} at the site root` })
  const code = await bundleModule(root, file)
  // Inside the site, so its packages resolve from its node_modules as they would from the file itself.
  const dir = join(root, '.cache', 'rtk-docs')
  const out = join(dir, `${basename(file).replace(/\.[^.]+$/, '')}-${process.pid}-${++freshImports}.mjs`)
  try {
    await mkdir(dir, { recursive: true })
    await writeFile(out, code)
    const imported = (await import(pathToFileURL(out).href)) as { default?: T | { default?: T } }
    const mod = { default: unwrapDefault(imported.default) }
    if (mod.default === undefined) throw new BuildError(`${file} has no default export`, { location: { file }, hint: 'add `export default …`' })
    return mod.default
  } catch (error) {
    if (error instanceof BuildError) throw error
    throw new BuildError(`${file} could not be loaded`, { location: { file }, cause: error, hint: 'the cause above says what failed in its code' })
  } finally {
    await rm(out, { force: true })
  }
}

let freshImports = 0

async function bundleModule(root: string, file: string): Promise<string> {
  const url = pathToFileURL(join(root, file)).href
  try {
    const result = await esbuild.build({
      entryPoints: [join(root, file)],
      absWorkingDir: root,
      bundle: true,
      packages: 'external',
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'silent',
      // The module runs from another folder: it still sees its own place.
      define: { 'import.meta.url': JSON.stringify(url), 'import.meta.dirname': JSON.stringify(dirname(join(root, file))), 'import.meta.filename': JSON.stringify(join(root, file)) },
    })
    return result.outputFiles[0]!.text
  } catch (error) {
    throw esbuildFailure(error, { message: (text) => `${file} could not be compiled: ${text}`, fallback: { file }, hint: 'fix the syntax error at that position' })
  }
}

/** The config file of the site in `root`: site.config.ts, else the first docusaurus.config.* there. */
export function configFileOf(root: string): string {
  if (existsSync(join(root, CONFIG_FILE))) return CONFIG_FILE
  return DOCUSAURUS_CONFIG_FILES.find((f) => existsSync(join(root, f))) ?? CONFIG_FILE
}

/**
 * Why `root` has no config, and what to do: a Docusaurus 1 site (there or in a usual site folder below
 * it, as `website/` of a v1 repository), or a site one folder down.
 */
function noConfigError(root: string): BuildError {
  for (const folder of ['', ...SITE_FOLDERS]) {
    const dir = join(root, folder)
    if (existsSync(join(dir, 'siteConfig.js'))) {
      return new BuildError(`${dir} is a Docusaurus 1 site (siteConfig.js), which cannot be built as it is`, {
        location: { file: join(folder, 'siteConfig.js') },
        hint: 'migrate it to Docusaurus 2 or later first (npx @docusaurus/migrate migrate <v1 folder> <new folder>), then build the folder holding docusaurus.config.js',
      })
    }
    if (folder && [CONFIG_FILE, ...DOCUSAURUS_CONFIG_FILES].some((f) => existsSync(join(dir, f)))) {
      return new BuildError(`no ${CONFIG_FILE} or docusaurus.config.{ts,js,mjs} in ${root}`, { hint: `the site is in ${folder}/: pass --root ${dir}` })
    }
  }
  return new BuildError(`no ${CONFIG_FILE} or docusaurus.config.{ts,js,mjs} in ${root}`, {
    hint: 'run from the site folder, or pass it with --root (a Docusaurus site: the folder holding docusaurus.config.*)',
  })
}

/** Where repositories keep their site, looked in when the folder given has none. */
const SITE_FOLDERS = ['website', 'site', 'docs']

/**
 * Reads and validates the site's config; warnings (ignored Docusaurus plugins…) go to `logger`. A
 * Docusaurus site's own plugins run (their tags and client modules join the config) unless `runPlugins`
 * is false: a compile worker, which only needs the Markdown options, or a server reading the base URL.
 */
export async function loadConfig(root: string, logger: Logger = consoleLogger, { runPlugins = true }: { runPlugins?: boolean } = {}): Promise<SiteConfig> {
  const file = configFileOf(root)
  if (!existsSync(join(root, file))) throw noConfigError(root)
  if (file === CONFIG_FILE) return withPostcssConfig(root, validateConfig(await importFresh<unknown>(root, CONFIG_FILE)), runPlugins)
  await setCurrentLocale(root, file)
  const config = validateConfig(await loadDocusaurusConfig(root, file, logger), file)
  return withPostcssConfig(root, runPlugins ? await applySitePlugins(root, config, file, logger) : config, runPlugins)
}

/**
 * Docusaurus loads a site's config with DOCUSAURUS_CURRENT_LOCALE naming the locale being built, which a
 * config may read (`onBrokenLinks: process.env.DOCUSAURUS_CURRENT_LOCALE === 'en' ? 'throw' : 'warn'`,
 * a translated tagline). The build's first load reads the default locale's, which a first load (the
 * config naming it) gives; each other locale's is loaded again with its own (localeConfigs). Only for
 * a config that mentions the variable.
 */
async function setCurrentLocale(root: string, file: string): Promise<void> {
  if (process.env.DOCUSAURUS_CURRENT_LOCALE !== undefined || !configReadsLocale(root)) return
  const first = validateConfig(await loadDocusaurusConfig(root, file, memoryLogger()), file)
  process.env.DOCUSAURUS_CURRENT_LOCALE = first.i18n.defaultLocale
}

/** Whether the site is a Docusaurus site whose config reads DOCUSAURUS_CURRENT_LOCALE. */
function configReadsLocale(root: string): boolean {
  const file = configFileOf(root)
  return file !== CONFIG_FILE && existsSync(join(root, file)) && readFileSync(join(root, file), 'utf8').includes('DOCUSAURUS_CURRENT_LOCALE')
}

/**
 * The config of each of `locales` (the default one's is `config`, already loaded) as Docusaurus loads
 * it to build that locale: with DOCUSAURUS_CURRENT_LOCALE naming it (docusaurus.io's translated tagline
 * and footnote label, its per-locale onBrokenLinks). Empty for a config that does not read the variable,
 * which is the same in every locale. The loads' warnings were said by the first.
 */
export async function localeConfigs(root: string, config: SiteConfig, locales: readonly string[]): Promise<Map<string, SiteConfig>> {
  const configs = new Map<string, SiteConfig>()
  if (!configReadsLocale(root)) return configs
  const before = process.env.DOCUSAURUS_CURRENT_LOCALE
  try {
    // One after the other: the variable is the process's.
    for (const locale of locales) {
      if (locale === config.i18n.defaultLocale) continue
      process.env.DOCUSAURUS_CURRENT_LOCALE = locale
      configs.set(locale, await loadConfig(root, memoryLogger()))
    }
  } finally {
    if (before === undefined) delete process.env.DOCUSAURUS_CURRENT_LOCALE
    else process.env.DOCUSAURUS_CURRENT_LOCALE = before
  }
  return configs
}

/** The plugins of the site's postcss.config.* join the config's (as postcss-loader reads that file); not in workers, which compile no stylesheet. */
async function withPostcssConfig(root: string, config: SiteConfig, load: boolean): Promise<SiteConfig> {
  const plugins = load ? await postcssConfigPlugins(root) : []
  return plugins.length === 0 ? config : { ...config, postcssPlugins: [...config.postcssPlugins, ...plugins] }
}


function unwrapDefault<T>(value: T | { default?: T } | undefined): T | undefined {
  if (value && typeof value === 'object' && 'default' in value && Object.keys(value).every((k) => k === 'default' || k === '__esModule')) {
    return (value as { default?: T }).default
  }
  return value as T | undefined
}

type Issue = { path: PropertyKey[]; message: string; code?: string; errors?: Issue[][] }

/**
 * A field that takes one of several shapes (`docs: false | { … }`) fails as a whole ("Invalid input");
 * the shape the author meant is the one that got furthest, and its own problems say what to fix.
 */
function specific(issue: Issue): Issue[] {
  if (issue.code !== 'invalid_union' || !issue.errors?.length) return [issue]
  const depth = (branch: Issue[]) => Math.max(...branch.map((i) => i.path.length))
  const furthest = issue.errors.reduce((best, branch) => (depth(branch) > depth(best) ? branch : best))
  if (depth(furthest) === 0) return [issue]
  return furthest.flatMap((inner) => specific({ ...inner, path: [...issue.path, ...inner.path] }))
}
