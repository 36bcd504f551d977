/**
 * The version of everything the generator is made of: its sources and the installed packages (the lock
 * file). Caches whose entries any part of the generator may shape (compiled pages, the API reference)
 * are written under it, so an upgrade or an edit of the generator starts them over.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cacheKey } from './keyed-file'

const GENERATOR_SRC = join(import.meta.dirname, '..')
const COMPONENTS_SRC = join(import.meta.dirname, '../../components')
const LOCKFILE = join(import.meta.dirname, '../../../package-lock.json')

let version: string | undefined
let rendering: string | undefined

/** A hash of src/generator/ (its code and data files) and package-lock.json, made once per process. */
export function generatorVersion(): string {
  version ??= cacheKey(...sources(GENERATOR_SRC, /\.(ts|mjs|json)$/), existsSync(LOCKFILE) ? readFileSync(LOCKFILE) : '')
  return version
}

/**
 * {@link generatorVersion} and src/components/ too: for caches of rendered HTML, which the components
 * shape (compiled pages only import them, so their cache need not start over when a component changes).
 */
export function renderingVersion(): string {
  rendering ??= cacheKey(generatorVersion(), ...sources(COMPONENTS_SRC, /\.(ts|tsx)$/))
  return rendering
}

/** Name and contents of every file under `dir` whose name matches, in a stable order. */
function sources(dir: string, names: RegExp): Array<string | Buffer> {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => names.test(f)).sort()
  return files.flatMap((file) => [file, readFileSync(join(dir, file))])
}
