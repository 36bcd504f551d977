/**
 * The version of everything the generator is made of: its sources and the installed packages (the lock
 * file). Caches whose entries any part of the generator may shape (compiled pages, the API reference)
 * are written under it, so an upgrade or an edit of the generator starts them over.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cacheKey } from './keyed-file'

const GENERATOR_SRC = join(import.meta.dirname, '..')
const LOCKFILE = join(import.meta.dirname, '../../../package-lock.json')

let version: string | undefined

/** A hash of src/generator/ and package-lock.json, made once per process. */
export function generatorVersion(): string {
  if (version) return version
  const files = readdirSync(GENERATOR_SRC, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(ts|mjs)$/.test(f)).sort()
  version = cacheKey(...files.flatMap((file) => [file, readFileSync(join(GENERATOR_SRC, file))]), existsSync(LOCKFILE) ? readFileSync(LOCKFILE) : '')
  return version
}
