/**
 * The ids of a versioned site's docs and sidebars carry their version (`version-1.0/intro`, content/
 * versioned-docs.ts) where the last version's do not: the same doc or sidebar of each version, by the id
 * without that prefix.
 */

/** An id without its version's prefix (`version-1.0/intro` → `intro`; `community/version-1.0/docs` → `community/docs`). */
export function unversionedId(id: string): string {
  return id.replace(/(^|\/)version-[^/]+\//, '$1')
}
