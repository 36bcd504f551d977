/**
 * The part of the API reference one code sample needs, chosen in the compile worker (which must not load
 * TypeScript) and carried by the sample's code job to the code worker, which links the names
 * (mdx/api-links.ts). Being part of the job, it is part of the job's cache key.
 */
import type { ApiGroup, ApiReference } from './reference'

/** The reference samples link to, with the package version the signatures come from. */
export interface ApiLinking {
  reference: ApiReference
  version: string
}

/** What a code job needs to link a sample: the reference sections of the names its code contains. */
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
 * The reference entries a sample may link: those of the names its code contains (every imported name
 * appears in the import itself), so a code job carries a few entries, not the whole reference.
 */
export function sampleApi(code: string, reference: ApiReference, version: string): SampleApi | undefined {
  if (!code.includes('@reduxjs/toolkit')) return undefined
  const words = new Set(code.match(/[A-Za-z_$][\w$]*/g))
  const targets: Partial<ApiReference> = {}
  for (const group of Object.keys(reference) as ApiGroup[]) {
    const found = [...words].filter((word) => Object.hasOwn(reference[group], word))
    if (found.length > 0) targets[group] = Object.fromEntries(found.sort().map((name) => [name, reference[group][name]!]))
  }
  return Object.keys(targets).length > 0 ? { version, targets } : undefined
}

/** `createSlice`, `query-react-createApi`: one card per entry point and name (the browser's element id is `rtk-api-` + key). */
export function cardKey(specifier: string, name: string): string {
  const entry = specifier.replace(/^@reduxjs\/toolkit\/?/, '').replace(/\//g, '-')
  return entry ? `${entry}-${name}` : name
}
