/**
 * `./bin/docs-version 2.0`: freezes the docs as a version, as Docusaurus's `docs:version` command does:
 * the docs folder copied to `versioned_docs/version-2.0/`, each translated locale's current docs to its
 * `version-2.0/` folder (and its `current.json` to `version-2.0.json`), the sidebars as the sidebar file
 * gives them to `versioned_sidebars/version-2.0-sidebars.json`, and the version put first in
 * versions.json. Another docs plugin's files carry its id (`community_versions.json`, …). `overwrite`
 * makes an existing version again from the current docs.
 */
import { existsSync } from 'node:fs'
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, posix } from 'node:path'
import type { DocsConfig, SiteConfig } from '../config/schema'
import { BuildError } from '../errors'
import { pluginFolder } from '../i18n/translation-files'
import { readSidebarsFile } from '../sidebar/load'
import { versionSources } from './versions'

export interface DocsVersionOptions {
  root: string
  config: SiteConfig
  /** The docs plugin (`docsInstances` id); the main docs when absent. */
  pluginId?: string
  /** Make an existing version again. */
  overwrite?: boolean
}

export interface CreatedVersion {
  /** Files and folders written, relative to the site. */
  written: string[]
  /** Locales whose translated docs were missing (their version has none). */
  skippedLocales: string[]
  /** Packages the sidebar file imports that are not installed: what it made of them may be missing. */
  missingPackages: string[]
}

/**
 * A version name Docusaurus accepts (it becomes a folder name and a path of the site); throws saying why
 * not. The same rules as Docusaurus's validateVersionName.
 */
export function checkVersionName(name: string): void {
  const problem = !name.trim()
    ? 'is empty'
    : /[/\\]/.test(name)
      ? 'has a slash (/) or backslash (\\)'
      : name.length > 32
        ? 'is longer than 32 characters'
        : // eslint-disable-next-line no-control-regex
          /[<>:"|?*\x00-\x1F]/.test(name)
          ? 'has a character a file name cannot have (< > : " | ? * or a control character)'
          : /^\.\.?$/.test(name)
            ? 'is "." or ".."'
            : name === 'current'
              ? 'is taken: "current" names the docs folder itself (the unreleased docs)'
              : undefined
  if (problem) throw new BuildError(`the version name "${name}" ${problem}`, { hint: 'name the version as its release is named, e.g. 2.0 or v2.0.1' })
}

/** Creates version `name` of the docs plugin `pluginId`. */
export async function createDocsVersion(name: string, options: DocsVersionOptions): Promise<CreatedVersion> {
  const { root, config, pluginId, overwrite = false } = options
  checkVersionName(name)
  const docs = docsOf(config, pluginId)
  const sources = versionSources(pluginId)
  const versions = await readVersions(root, sources.file)
  const exists = versions.includes(name)
  if (exists && !overwrite) throw new BuildError(`version ${name} already exists (${sources.file})`, { hint: 'give a new version name, or --overwrite to make it again from the current docs' })

  const docsDir = join(root, docs.path)
  if (!existsSync(docsDir) || (await readdir(docsDir)).length === 0) throw new BuildError(`there are no docs to version in ${docs.path}`, { hint: 'write the docs first (the docs folder is what the version copies)' })
  // Read before anything is written: a sidebar file that fails leaves the site as it was.
  const sidebars = await readSidebarsFile(root, docs)

  const written: string[] = []
  const skippedLocales: string[] = []
  const copy = async (from: string, to: string) => {
    await rm(join(root, to), { recursive: true, force: true })
    await mkdir(dirname(join(root, to)), { recursive: true })
    await cp(join(root, from), join(root, to), { recursive: true })
    written.push(to)
  }
  await copy(docs.path, `${sources.docsDir}/version-${name}`)
  for (const locale of config.i18n.locales.filter((l) => l !== config.i18n.defaultLocale)) {
    const localeDir = posix.join(config.i18n.path, config.i18n.localeConfigs[locale]?.path ?? locale)
    const plugin = pluginFolder(localeDir, 'docs', pluginId)
    const current = join(plugin, 'current')
    if (!existsSync(join(root, current)) || (await readdir(join(root, current))).length === 0) {
      skippedLocales.push(locale)
      continue
    }
    await copy(current, join(plugin, `version-${name}`))
    if (existsSync(join(root, plugin, 'current.json'))) await copy(join(plugin, 'current.json'), join(plugin, `version-${name}.json`))
  }

  const sidebarsFile = `${sources.sidebarsDir}/version-${name}-sidebars.json`
  await rm(join(root, sidebarsFile), { force: true })
  // No sidebars (sidebarPath: false, or an empty file): no file, as Docusaurus writes none.
  if (sidebars.exports && typeof sidebars.exports === 'object' && Object.keys(sidebars.exports).length > 0) {
    await mkdir(join(root, sources.sidebarsDir), { recursive: true })
    await writeFile(join(root, sidebarsFile), `${JSON.stringify(sidebars.exports, null, 2)}\n`)
    written.push(sidebarsFile)
  }
  if (!exists) {
    await writeFile(join(root, sources.file), `${JSON.stringify([name, ...versions], null, 2)}\n`)
    written.push(sources.file)
  }
  return { written, skippedLocales, missingPackages: sidebars.missingPackages }
}

function docsOf(config: SiteConfig, pluginId: string | undefined): DocsConfig {
  if (pluginId === undefined || pluginId === 'default') {
    if (config.docs === false) throw new BuildError('the site has no docs to version (docs: false)', { hint: 'give --plugin-id of the docs plugin to version' })
    return config.docs
  }
  const instance = config.docsInstances.find((d) => d.id === pluginId)
  if (!instance) throw new BuildError(`there is no docs plugin "${pluginId}"`, { hint: `the docs plugins are: ${['default', ...config.docsInstances.map((d) => d.id)].join(', ')}` })
  return instance
}

async function readVersions(root: string, file: string): Promise<string[]> {
  if (!existsSync(join(root, file))) return []
  let names: unknown
  try {
    names = JSON.parse(await readFile(join(root, file), 'utf8'))
  } catch (error) {
    throw new BuildError(`${file} is not valid JSON`, { location: { file }, cause: error, hint: 'write the released versions as a JSON array, newest first: ["2.0", "1.0"]' })
  }
  if (!Array.isArray(names) || names.some((n) => typeof n !== 'string')) throw new BuildError(`${file} must be a JSON array of version names`, { location: { file }, hint: 'write the released versions newest first: ["2.0", "1.0"]' })
  return names as string[]
}
