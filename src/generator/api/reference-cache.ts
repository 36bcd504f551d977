/**
 * The API reference (reference.ts) kept in the site's cache folder between builds: scanning every page
 * for the sections that document each export costs ~0.15 s, and a build whose pages are unchanged would
 * find the same answer. Keyed by every page's id, route and text and the installed @reduxjs/toolkit;
 * written under the generator's version (the rules that pick a section are in its sources).
 */
import { join } from 'node:path'
import { generatorVersion } from '../cache/generator-version'
import { cacheKey, KeyedFile } from '../cache/keyed-file'
import { apiReference, type ApiReference, type ReferencePage } from './reference'
import { toolkitVersion } from './version'

const FILE = 'api-reference.json'

/** {@link apiReference} of `pages`, from `cacheDir` when it was made from the same pages; one entry is kept. */
export async function cachedApiReference(pages: readonly ReferencePage[], cacheDir: string): Promise<ApiReference> {
  const path = join(cacheDir, FILE)
  const key = cacheKey(toolkitVersion(), ...pages.flatMap((page) => [page.id, page.route, page.source]))
  const known = (await KeyedFile.open<ApiReference>(path, generatorVersion())).get(key)
  if (known) return known
  const reference = apiReference(pages)
  const file = KeyedFile.empty<ApiReference>(path, generatorVersion())
  file.set(key, reference)
  await file.save()
  return reference
}
