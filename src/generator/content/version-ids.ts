/**
 * The ids of a versioned site's docs and sidebars carry their version (`version-1.0/intro`, content/
 * versioned-docs.ts) where the last version's do not: the same doc or sidebar of each version, by the id
 * without that prefix.
 */

/** An id without its version's prefix (`version-1.0/intro` → `intro`; `community/version-1.0/docs` → `community/docs`). */
export function unversionedId(id: string): string {
  return id.replace(/(^|\/)version-[^/]+\//, '$1')
}

/**
 * What the ids of a doc's plugin and version start with: another docs plugin's id and a version other than
 * the last one's (`community/version-1.0/`, model.ts and versioned-docs.ts); '' for the main docs' last
 * version. Front matter and Docusaurus's own APIs name the docs of one plugin and version without it.
 */
export function docIdPrefix(doc: { plugin?: string; version?: { name: string; isLast: boolean } }): string {
  return `${doc.plugin !== undefined ? `${doc.plugin}/` : ''}${doc.version && !doc.version.isLast ? `version-${doc.version.name}/` : ''}`
}
