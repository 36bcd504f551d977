/**
 * The docs' tags file (Docusaurus 3.4+, `tags.yml` in the docs folder, or the docs option `tags`): the
 * tags authors may use, each with its label, its page's permalink and a description. A doc's tag that is
 * a key of the file is that tag; any other is an inline tag, reported as `onInlineTags` says.
 * Normalised as Docusaurus normalises it: label defaults to the key capitalised, permalink to
 * `/<key in kebab case>`; two tags with one permalink are an error.
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { parse } from 'yaml'
import { z } from 'zod'
import { configFileOf } from '../config/load'
import { BuildError } from '../errors'

export interface FileTag {
  label: string
  /** Relative to the tags index route (`/advanced`). */
  permalink: string
  description?: string
}

/** Tag key → tag. */
export type TagsFile = ReadonlyMap<string, FileTag>

const DEFAULT_FILE = 'tags.yml'

const TagsFileSchema = z.record(z.string(), z.object({ label: z.string(), description: z.string(), permalink: z.string() }).partial().strict().nullable())

/**
 * The tags file of the docs in `docsPath` (relative to `root`): `option` names it relative to the docs
 * folder; `false` or `null` means none; undefined means `tags.yml` when it exists.
 */
export async function loadTagsFile(root: string, docsPath: string, option: string | false | null | undefined): Promise<TagsFile | undefined> {
  if (option === false || option === null) return undefined
  const path = join(root, docsPath, option ?? DEFAULT_FILE)
  const file = relative(root, path)
  if (!existsSync(path)) {
    if (option === undefined) return undefined
    throw new BuildError(`the tags file ${file} does not exist`, { location: { file: configFileOf(root) }, hint: `create ${file}, or correct docs.tags (it is relative to the docs folder)` })
  }
  const text = await readFile(path, 'utf8')
  if (text.trim() === '') return new Map()
  let data: unknown
  try {
    data = parse(text)
  } catch (error) {
    const line = (error as { linePos?: Array<{ line: number; col: number }> }).linePos?.[0]
    throw new BuildError(`the tags file is not valid YAML: ${(error as Error).message.split('\n')[0]}`, { location: { file, line: line?.line, column: line?.col }, hint: 'fix the YAML: one key per tag, each with optional label, description and permalink' })
  }
  const checked = TagsFileSchema.safeParse(data)
  if (!checked.success) {
    const issue = checked.error.issues[0]!
    throw new BuildError(`the tags file has ${issue.path.length > 0 ? `a wrong entry at ${issue.path.join('.')}` : 'the wrong shape'}: ${issue.message}`, {
      location: { file },
      hint: 'each key is a tag, its value empty or { label, description, permalink } (strings)',
    })
  }
  const tags = new Map<string, FileTag>()
  for (const [key, tag] of Object.entries(checked.data)) {
    tags.set(key, { label: tag?.label || capitalize(key), permalink: tag?.permalink || `/${kebabCase(key)}`, ...(tag?.description ? { description: tag.description } : {}) })
  }
  const seen = new Map<string, string>()
  for (const [key, tag] of tags) {
    const other = seen.get(tag.permalink)
    if (other !== undefined) throw new BuildError(`the tags "${other}" and "${key}" have the same permalink ${tag.permalink}`, { location: { file }, hint: 'give one of them another permalink' })
    seen.set(tag.permalink, key)
  }
  return tags
}

/** `lodash.capitalize`: the first letter upper case, the rest lower case. */
function capitalize(key: string): string {
  return key.charAt(0).toUpperCase() + key.slice(1).toLowerCase()
}

/** `lodash.kebabCase` for tag keys: words (camelCase humps, letters, digits) joined by `-`, lower case. */
function kebabCase(key: string): string {
  return (key.match(/[A-Z]{2,}(?=[A-Z][a-z]+|\b|[^a-zA-Z])|[A-Z]?[a-z]+|[A-Z]+|\d+|[^\x00-\x7F]+/g) ?? []).map((w) => w.toLowerCase()).join('-')
}
