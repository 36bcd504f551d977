/**
 * What the installed Redux Toolkit declares, kept between builds in the generator's own cache folder
 * (node_modules/.cache/rtk-docs/, beside the generator's bundle): each entry point's export names, and
 * the signature of every name a build has linked. These are facts of the installed packages, not of any
 * site: written under the lock file and the sources that read them, they hold until an `npm install` or
 * an edit of those sources, so a cold build of a site (its own cache deleted) still finds them. Reading
 * the declarations again cost every cold build ~60 ms: the .d.ts files read and scanned, and each linked
 * statement parsed with TypeScript.
 *
 * The main thread reads the file for the export names (reference.ts) and writes it once the build has
 * its cards (build.ts); the code worker reads it for the signatures (mdx/api-links.ts). A name not in
 * the file is read from the declarations as before, so a missing, stale or damaged file only costs time.
 */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { cacheKey, KeyedFile } from '../cache/keyed-file'
import { exportNames } from './declarations'
import type { ApiCard } from './sample-api'

/** The generator's own folder (three up from src/generator/api/), whose node_modules holds the package. */
const GENERATOR_ROOT = resolve(import.meta.dirname, '../../..')
const FILE = join(GENERATOR_ROOT, 'node_modules/.cache/rtk-docs/api-package.json')
/** The sources whose rules shape what the file holds: how exports are found and signatures printed. */
const READERS = ['declarations.ts', 'signatures.ts'].map((name) => join(import.meta.dirname, name))

/** Entries: `exports:<entry point>` → its names; `signature:<card key>` → the signature on that card. */
type Entry = string | string[]

export class ApiPackageCache {
  private constructor(private readonly file: KeyedFile<Entry>) {}

  /** The file at `path` (the generator's, by default), read at once: both threads need it before their first answer. */
  static open(path = FILE): ApiPackageCache {
    return new ApiPackageCache(KeyedFile.openSync<Entry>(path, stamp()))
  }

  /** {@link exportNames} of `entry`, from the file when it has them (else they are saved with the build's cards). */
  declaredNames(entry: string): Set<string> {
    const known = this.file.get(`exports:${entry}`)
    if (Array.isArray(known)) return new Set(known)
    const names = exportNames(entry)
    this.file.set(`exports:${entry}`, [...names].sort())
    return names
  }

  /** The signature a card with key `key` (sample-api.ts `cardKey`) showed in an earlier build; undefined when none did. */
  knownSignature(key: string): string | undefined {
    const known = this.file.get(`signature:${key}`)
    return typeof known === 'string' ? known : undefined
  }

  /** Adds the signatures of a build's cards, and writes the file if anything in it is new. */
  async save(cards: Iterable<[string, ApiCard]>): Promise<void> {
    for (const [key, card] of cards) if (this.knownSignature(key) !== card.signature) this.file.set(`signature:${key}`, card.signature)
    if (this.file.changed) await this.file.save()
  }
}

/** The lock file (it pins @reduxjs/toolkit and the packages its declarations re-export) and the readers' sources. */
function stamp(): string {
  const read = (path: string) => {
    try {
      return readFileSync(path)
    } catch {
      return ''
    }
  }
  return cacheKey(read(join(GENERATOR_ROOT, 'package-lock.json')), ...READERS.map(read))
}

let shared: ApiPackageCache | undefined

/** The process's one {@link ApiPackageCache} of the generator's file, opened on first use. */
export function apiPackageCache(): ApiPackageCache {
  shared ??= ApiPackageCache.open()
  return shared
}
