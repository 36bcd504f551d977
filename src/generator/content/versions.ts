/**
 * Docs versions as Docusaurus's docs plugin reads them: `versions.json` at the site root names the
 * released versions, newest first; each has its docs in `versioned_docs/version-<name>/` and its sidebar
 * in `versioned_sidebars/version-<name>-sidebars.json`; the docs folder is the unreleased "current"
 * version; another docs plugin's carry its id in front (`community_versions.json`, `community_versioned_docs/`,
 * `community_versioned_sidebars/`). The last version (`lastVersion`, default the newest released) is served at the docs' base
 * path, the others under their own (`/docs/next`, `/docs/1.0`), with a banner saying which they are.
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { DocsConfig } from '../config/schema'
import { BuildError } from '../errors'
import { normalizeRoute } from './routes'

/** What the reader is told about a version other than the last. */
export type VersionBanner = 'none' | 'unreleased' | 'unmaintained'

export interface DocsVersion {
  /** `current`, or the name in versions.json (`1.0`). */
  name: string
  label: string
  /** Route prefix of its docs (`/docs`, `/docs/next`, `/docs/1.0`). */
  routeBasePath: string
  /** Its docs folder and sidebar file, relative to the site root. */
  docsPath: string
  sidebarPath: string | false | undefined
  isLast: boolean
  banner: VersionBanner
  /** Show "Version: <label>" on its pages (when the site has more than one version). */
  badge: boolean
  /** Its pages ask search engines not to index or follow them, and the sitemap leaves them out (Docusaurus's version `noIndex`). */
  noIndex: boolean
}

export const VERSIONS_FILE = 'versions.json'

/** Where a docs plugin's versions are, relative to the site root (Docusaurus's names; `id` of a plugin other than the default). */
export function versionSources(id?: string): { file: string; docsDir: string; sidebarsDir: string } {
  const prefix = id === undefined || id === 'default' ? '' : `${id}_`
  return { file: `${prefix}${VERSIONS_FILE}`, docsDir: `${prefix}versioned_docs`, sidebarsDir: `${prefix}versioned_sidebars` }
}

/**
 * The site's versions, the last one first; none when the site has no versions.json (or disables
 * versioning): its docs are then one unversioned set, as before.
 */
export async function docsVersions(root: string, docs: DocsConfig, pluginId?: string): Promise<DocsVersion[]> {
  const sources = versionSources(pluginId)
  const { file } = sources
  if (docs.disableVersioning || !existsSync(join(root, file))) return []
  const listed = await readVersionNames(root, sources)
  const names = listed.filter((name) => name !== 'current')
  // versions.json may place "current" itself (Docusaurus adds it first only when the file does not name it).
  const all = listed.includes('current') ? listed : [...(docs.includeCurrentVersion ? ['current'] : []), ...names]
  const included = docs.onlyIncludeVersions ? all.filter((name) => docs.onlyIncludeVersions!.includes(name)) : all
  for (const name of [...(docs.onlyIncludeVersions ?? []), ...(docs.lastVersion ? [docs.lastVersion] : []), ...Object.keys(docs.versions)]) {
    if (!all.includes(name)) throw new BuildError(`docs version "${name}" does not exist`, { location: { file }, hint: `the versions are: ${all.join(', ')} (${file} lists the released ones; "current" is the docs folder)` })
  }
  if (included.length === 0) throw new BuildError('no docs version is left to build', { location: { file }, hint: 'include at least one version (onlyIncludeVersions, includeCurrentVersion)' })
  const last = docs.lastVersion ?? names[0] ?? 'current'
  if (!included.includes(last)) throw new BuildError(`the last docs version "${last}" is not among those built`, { location: { file }, hint: 'include it in onlyIncludeVersions, or set lastVersion to one that is' })
  const order = all
  const versions = included.map((name): DocsVersion => {
    const options = docs.versions[name] ?? {}
    const isLast = name === last
    const current = name === 'current'
    const path = options.path ?? (isLast ? '' : current ? 'next' : name)
    // Newer than the last: unreleased; older: unmaintained (as Docusaurus decides, by versions.json's order).
    const banner = options.banner ?? (isLast ? 'none' : order.indexOf(name) < order.indexOf(last) ? 'unreleased' : 'unmaintained')
    return {
      name,
      label: options.label ?? (current ? 'Next' : name),
      routeBasePath: normalizeRoute(`${docs.routeBasePath}/${path}`),
      docsPath: current ? docs.path : `${sources.docsDir}/version-${name}`,
      // A version without its sidebar file has no sidebar (Docusaurus reads a missing file as none).
      sidebarPath: current ? docs.sidebarPath : existsSync(join(root, `${sources.sidebarsDir}/version-${name}-sidebars.json`)) ? `${sources.sidebarsDir}/version-${name}-sidebars.json` : false,
      isLast,
      banner,
      badge: options.badge ?? included.length > 1,
      noIndex: options.noIndex ?? false,
    }
  })
  return [...versions.filter((v) => v.isLast), ...versions.filter((v) => !v.isLast)]
}

async function readVersionNames(root: string, { file, docsDir }: ReturnType<typeof versionSources>): Promise<string[]> {
  let names: unknown
  try {
    names = JSON.parse(await readFile(join(root, file), 'utf8'))
  } catch (error) {
    throw new BuildError(`${file} is not valid JSON: ${(error as Error).message}`, { location: { file }, hint: 'write the released versions as a JSON array of strings, newest first: ["2.0", "1.0"]' })
  }
  if (!Array.isArray(names) || names.some((n) => typeof n !== 'string' || n === '' || /[\\/]|^\.\.?$/.test(n))) {
    throw new BuildError(`${file} must be an array of version names`, { location: { file }, hint: 'write the released versions as a JSON array of strings, newest first: ["2.0", "1.0"] (no slashes)' })
  }
  // "current" is the docs folder, named to place it among the versions.
  for (const name of (names as string[]).filter((n) => n !== 'current')) {
    if (!existsSync(join(root, `${docsDir}/version-${name}`))) throw new BuildError(`version "${name}" has no docs folder ${docsDir}/version-${name}`, { location: { file }, hint: `create the folder (./bin/docs-version ${name} does, as docusaurus docs:version does), or remove the version from ${file}` })
  }
  return names as string[]
}
