/** The local files pages show or link to (see mdx/remark-local-assets.ts), read for the write step. */
import { readFile } from 'node:fs/promises'
import type { CompiledPage } from '../mdx/compile-pool'
import type { OutputFile } from './write'

/** One output file per distinct asset of the compiled pages. */
export async function localAssetFiles(pages: Iterable<CompiledPage>): Promise<OutputFile[]> {
  const wanted = new Map<string, string>()
  for (const page of pages) for (const [source, output] of page.meta.assets ?? []) wanted.set(output, source)
  return Promise.all([...wanted].map(async ([path, source]) => ({ path, contents: new Uint8Array(await readFile(source)) })))
}
