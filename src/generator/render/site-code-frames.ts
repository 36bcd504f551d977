/**
 * Where in the author's own code a render error was thrown, when that code is a Docusaurus site's
 * theme components or pages (pages/docusaurus.ts bundles them with an inline source map, imports the
 * bundle and deletes its files): the frames of an error's stack name bundle files, which this maps back
 * to the site's source files through the bundles' maps, kept here.
 */
import { isAbsolute, relative, resolve, dirname, sep } from 'node:path'
import { originalPosition } from '../mdx/source-position'

export interface StackFrame {
  name?: string
  path: string
  line: number
  column: number
}

/** The frames of an error's stack that run code of ours or the site's (packages left out, bundled site code kept). */
export function stackFrames(error: unknown): StackFrame[] {
  const stack = error instanceof Error ? (error.stack ?? '') : ''
  return [...stack.matchAll(/^\s*at (?:(\S+) \()?(?:file:\/\/)?(\/[^():\s]+):(\d+):(\d+)\)?$/gm)]
    .map((m) => ({ name: m[1], path: m[2]!, line: Number(m[3]), column: Number(m[4]) }))
    .filter((f) => !f.path.includes(`${sep}node_modules${sep}`) || f.path.includes(`${sep}.cache${sep}`))
}

/** Bundle file → its code and the site root, by bundle (a site's theme, its pages): the latest of each. */
const bundles = new Map<string, Map<string, { code: string; root: string }>>()

/** Keeps the code of a bundle's files (`files`: path → code) under `name`, replacing the last bundle of that name. */
export function rememberBundle(name: string, root: string, files: ReadonlyMap<string, string>): void {
  bundles.set(name, new Map([...files].map(([path, code]) => [path, { code, root }])))
}

/**
 * The site file, line and column of the first frame in the site's code (not a package), if any: a
 * frame in a bundle mapped back through its source map, or one Node already names the source of (when
 * it runs with source maps on).
 */
export function siteCodeFrame(error: unknown): { file: string; line: number; column: number } | undefined {
  const roots = new Set([...bundles.values()].flatMap((files) => [...files.values()].map((f) => f.root)))
  for (const frame of stackFrames(error)) {
    const bundle = [...bundles.values()].map((files) => files.get(frame.path)).find((b) => b !== undefined)
    let place: { source: string; root: string; line: number; column: number } | undefined
    if (bundle) {
      const original = originalPosition(bundle.code, frame.line, frame.column - 1)
      if (original?.source) place = { source: isAbsolute(original.source) ? original.source : resolve(dirname(frame.path), original.source), root: bundle.root, line: original.line, column: original.column }
    } else {
      const root = [...roots].find((r) => frame.path.startsWith(`${r}${sep}`))
      if (root) place = { source: frame.path, root, line: frame.line, column: frame.column }
    }
    if (!place) return undefined
    const file = relative(place.root, place.source)
    // Code of a package bundled in: not the author's line.
    if (file.split(sep).includes('node_modules')) continue
    return { file: file.split(sep).join('/'), line: place.line, column: place.column }
  }
  return undefined
}

/**
 * Keeps a promise the site's own code leaves rejected (a lazy import inside BrowserOnly whose module
 * reads `document` as it loads: babeljs.io's REPL) from ending the process: it is named in a warning at
 * its place in the site's code. A rejection from anywhere else still ends the process, as Node's default.
 */
export function warnOfSiteRejections(warn: (message: string) => void): void {
  process.on('unhandledRejection', (reason) => {
    const at = siteCodeFrame(reason)
    if (at === undefined) throw reason
    const message = reason instanceof Error ? reason.message : String(reason)
    warn(`${at.file}:${at.line}:${at.column}: the site's code failed after it ran, and what it was doing is left undone: ${message} (it runs on the server here, where browser APIs such as document are not)`)
  })
}
