/**
 * A locale's translation files, as Docusaurus lays them out below `i18n/<locale>/` (docusaurus.io/docs/i18n/tutorial):
 * `code.json` (the `<Translate>` messages and the theme's strings), `docusaurus-theme-classic/navbar.json`
 * and `footer.json`, `docusaurus-plugin-content-docs[-<id>]/current.json` (or `version-<name>.json`;
 * sidebar labels and the version's label) and `docusaurus-plugin-content-blog/options.json`. Every file
 * maps a key to `{ "message": …, "description": … }`; a missing file translates nothing.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { BuildError } from '../errors'

/** Key → translated message. */
export type Messages = ReadonlyMap<string, string>

export const NO_MESSAGES: Messages = new Map()

/** The folder of `plugin`'s translated content and JSON (`docusaurus-plugin-content-docs`, `-docs-community`, …). */
export function pluginFolder(localeDir: string, plugin: 'docs' | 'blog' | 'pages', id?: string): string {
  return join(localeDir, `docusaurus-plugin-content-${plugin}${id === undefined || id === 'default' ? '' : `-${id}`}`)
}

/** A docs version's name in its translations (its folder, and its JSON file without `.json`): `current`, `version-1.0`. */
export function docsVersionFile(versionName: string | undefined): string {
  return versionName === undefined || versionName === 'current' ? 'current' : `version-${versionName}`
}

/** Reads one translation file (`path` relative to `root`); none there: no messages. */
export function readMessages(root: string, path: string): Messages {
  const absolute = join(root, path)
  if (!existsSync(absolute)) return NO_MESSAGES
  const text = readFileSync(absolute, 'utf8')
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    const at = Number(/position (\d+)/.exec((error as Error).message)?.[1] ?? NaN)
    const line = Number.isNaN(at) ? undefined : text.slice(0, at).split('\n').length
    throw new BuildError(`the translation file is not valid JSON: ${(error as Error).message}`, {
      location: { file: relative(root, absolute), line },
      hint: 'fix the JSON: an object of keys, each { "message": "…", "description": "…" }',
    })
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new BuildError('the translation file is not a JSON object', { location: { file: path }, hint: 'write an object of keys, each { "message": "…" }' })
  }
  const messages = new Map<string, string>()
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    // `{ message }` as Docusaurus writes it; a bare string is taken as the message too.
    const message = typeof value === 'string' ? value : (value as { message?: unknown } | null)?.message
    if (typeof message !== 'string') {
      throw new BuildError(`the translation "${key}" has no message`, { location: { file: path, line: lineOfKey(text, key) }, hint: `write it as "${key}": { "message": "…" }` })
    }
    messages.set(key, message)
  }
  return messages
}

/** `message` translated under `key`, else as it is. */
export function translated(messages: Messages, key: string, message: string): string
export function translated(messages: Messages, key: string, message: string | undefined): string | undefined
export function translated(messages: Messages, key: string, message: string | undefined): string | undefined {
  return message === undefined ? undefined : (messages.get(key) ?? message)
}

function lineOfKey(text: string, key: string): number | undefined {
  const at = text.indexOf(JSON.stringify(key))
  return at < 0 ? undefined : text.slice(0, at).split('\n').length
}
