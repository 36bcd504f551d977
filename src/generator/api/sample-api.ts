/**
 * The part of the API reference one code sample needs, chosen where its code job is made (a compile lane
 * for the docs, the main thread for the site's own pages; neither loads TypeScript) and carried by the
 * job to the code worker, which links the names (mdx/api-links.ts). Being part of the job, it is part of
 * the job's cache key.
 */
import { type ApiGroup, type ApiReference, groupOf } from './reference'

/** The reference samples link to, with the package version the signatures come from. */
export interface ApiLinking {
  reference: ApiReference
  version: string
}

/** The languages of the code samples that link: TypeScript and JavaScript, with JSX or without. */
export const LINKED_LANGUAGES: ReadonlySet<string> = new Set(['ts', 'tsx', 'js', 'jsx'])

/** What a code job needs to link a sample: the reference sections of the names it imports. */
export interface SampleApi {
  /** The installed @reduxjs/toolkit version: the signatures (and so the cached results) depend on it. */
  version: string
  targets: Partial<ApiReference>
}

/** A linked name's card: its signature and the first sentence of its reference section. */
export interface ApiCard {
  signature: string
  summary: string
}

/**
 * An RTK entry point written as a string, and the `{ … } from` before it when there is one: the named
 * imports of `import { a, b as c } from '@reduxjs/toolkit'`, `import type { … }` and `import X, { … }`,
 * over as many lines as they take.
 */
const RTK_SPECIFIER = /(?:\{([^{}]*)\}\s*from\s*)?(['"])(@reduxjs\/toolkit[^'"]*)\2/g
const WORD = /[A-Za-z_$][\w$]*/g

/**
 * The reference entries a sample may link: those of the names it imports from an RTK entry point, so a
 * code job carries a few entries, not the whole reference. Only those can link (mdx/api-links.ts); any
 * word between the braces counts (an alias, a word of a comment), which can only add an entry. Where an
 * entry point is written in a way this does not read (a comment between `}` and `from`), every word of
 * the code counts, in both groups: more entries than needed, never fewer.
 */
export function sampleApi(code: string, reference: ApiReference, version: string): SampleApi | undefined {
  if (!code.includes('@reduxjs/toolkit')) return undefined
  const imported: Record<ApiGroup, Set<string>> = { toolkit: new Set(), query: new Set() }
  for (const [, names, , specifier] of code.matchAll(RTK_SPECIFIER)) {
    const group = groupOf(specifier!)
    if (group === undefined) continue
    if (names === undefined) return pick(reference, version, () => new Set(code.match(WORD)))
    for (const word of names.match(WORD) ?? []) imported[group].add(word)
  }
  return pick(reference, version, (group) => imported[group])
}

/** The entries of `reference` for the words of each group, in name order; undefined when there are none. */
function pick(reference: ApiReference, version: string, words: (group: ApiGroup) => ReadonlySet<string>): SampleApi | undefined {
  const targets: Partial<ApiReference> = {}
  for (const group of Object.keys(reference) as ApiGroup[]) {
    const found = [...words(group)].filter((word) => Object.hasOwn(reference[group], word))
    if (found.length > 0) targets[group] = Object.fromEntries(found.sort().map((name) => [name, reference[group][name]!]))
  }
  return Object.keys(targets).length > 0 ? { version, targets } : undefined
}

/** `createSlice`, `query-react-createApi`: one card per entry point and name (the browser's element id is `rtk-api-` + key). */
export function cardKey(specifier: string, name: string): string {
  const entry = specifier.replace(/^@reduxjs\/toolkit\/?/, '').replace(/\//g, '-')
  return entry ? `${entry}-${name}` : name
}
