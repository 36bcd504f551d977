/**
 * Write: the in-memory site to a staging folder (never the live output), refusing any path that would
 * land outside it. Publishing swaps the staging folder in only after every step has passed.
 */
import { copyFile, cp, link, mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { BuildError } from '../errors'

export interface OutputFile {
  /** Path relative to the output folder, with forward slashes. */
  path: string
  contents: string | Uint8Array
}

/** Resolves `path` inside `dir`, or throws: no route or asset may write outside the output folder. */
export function safeJoin(dir: string, path: string): string {
  const target = resolve(dir, path)
  if (target !== resolve(dir) && !target.startsWith(resolve(dir) + sep)) {
    throw new BuildError(`refusing to write "${path}": it resolves outside the output folder ${dir}`, {
      hint: 'check the page slug or route; output paths must stay inside build/',
    })
  }
  return target
}

/**
 * Writes every file (and copies the `staticDirs` first, so generated files win on a clash; the first
 * folder holding a path wins over the later ones, copied before it), into each of the `staticInto`
 * subfolders (a translated site's locales).
 */
export async function writeOutput(dir: string, files: OutputFile[], staticDirs: readonly string[] = [], staticInto: string[] = ['']): Promise<void> {
  await rm(dir, { recursive: true, force: true })
  await mkdir(dir, { recursive: true })
  for (const staticDir of [...staticDirs].reverse()) {
    if (existsSync(staticDir)) for (const into of staticInto) await cp(staticDir, safeJoin(dir, into), { recursive: true, dereference: true })
  }
  const dirs = new Set(files.map((f) => dirname(safeJoin(dir, f.path))))
  await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })))
  // Files with the same contents (a route's `x.html` and `x/index.html`) are written once and the others
  // hard-linked to it: half the HTML to encode and write. Where a link is refused (a file system without
  // them, a static file already there), a copy.
  const firstOf = new Map<string | Uint8Array, string>()
  const linked: Array<[from: string, to: string]> = []
  for (const f of files) {
    const target = safeJoin(dir, f.path)
    const first = firstOf.get(f.contents)
    if (first === undefined) firstOf.set(f.contents, target)
    else linked.push([first, target])
  }
  await Promise.all([...firstOf].map(([contents, path]) => writeFile(path, contents)))
  await Promise.all(linked.map(([from, to]) => link(from, to).catch(() => copyFile(from, to))))
}

/** The folder a build stages into: a sibling of the output, so the final rename stays on one disk. */
export function stagingDir(outDir: string): string {
  return join(dirname(outDir), `.${relative(dirname(outDir), outDir)}-staging-${process.pid}`)
}

/** Replaces `outDir` with `staging` (old output removed only once the new one is in place). */
export async function publish(staging: string, outDir: string): Promise<void> {
  const old = `${staging}-old`
  if (existsSync(outDir)) await rename(outDir, old)
  await rename(staging, outDir)
  await rm(old, { recursive: true, force: true })
}
