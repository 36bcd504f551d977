/**
 * Errors from loading a compiled page module (after esbuild, which leaves packages external): a package
 * the page imports that is not installed or that throws as it loads, or code in the page's `export`s
 * (or a local file it imports) that throws. Each becomes a BuildError naming the file and line the author
 * must change, saying what to do.
 */
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { BuildError } from '../errors'
import { importPosition, type SourcePoint } from './source-position'

/** Importing a page's module failed; compile-pool.ts places the error in the page before reporting it. */
export class ModuleLoadFailure extends Error {
  constructor(
    readonly absolutePath: string,
    /** The module file that was imported (gone by the time the error is reported). */
    readonly moduleFile: string,
    override readonly cause: unknown,
  ) {
    super(`loading the compiled module of ${absolutePath} failed`)
  }
}

/**
 * Where in the module file the error was thrown (1-based line, 0-based column, as source maps count):
 * the first stack frame in that file; undefined when the page's own code is not on the stack.
 */
export function modulePosition(error: unknown, moduleFile: string): { line: number; column: number } | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : ''
  const url = pathToFileURL(moduleFile).href
  for (const frame of stack.split('\n').slice(1)) {
    const at = frame.indexOf(url)
    if (at === -1) continue
    const position = /^:(\d+):(\d+)/.exec(frame.slice(at + url.length))
    if (position) return { line: Number(position[1]), column: Number(position[2]) - 1 }
  }
  return undefined
}

/**
 * The BuildError for a page whose module failed to load. `mapped`: where the throw is in the page (or a
 * file it bundles), found through a source map; without it, a package's failure is placed at the page's
 * import of that package, anything else at the page's first line.
 */
export function pageLoadError(error: unknown, absolutePath: string, root: string, mapped?: SourcePoint): BuildError {
  const file = relative(root, absolutePath)
  const message = error instanceof Error ? error.message : String(error)
  const missing = /^Cannot find (?:package|module) '([^']+)'/.exec(message)
  if ((error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND' && missing) {
    const name = missing[1]!
    const at = importOf(absolutePath, name)
    return new BuildError(`module not found: "${name}" (imported by the page)`, {
      location: { file, line: at?.line, column: at?.column },
      hint: `install the package (npm install ${name}) or fix the import; components every page may use need no import (see CONTENT.md)`,
    })
  }
  // A package the page bundles (mapped into node_modules/) or imports (its frames on top of the stack).
  const thrower = mapped ? packageOf(mapped.file) : packageThatThrew(error)
  if (thrower) {
    const at = importOf(absolutePath, thrower.name)
    return new BuildError(`the package "${thrower.name}" threw while the page loaded it: ${message}`, {
      location: { file, line: at?.line ?? 1, column: at?.column ?? 1 },
      hint: `${thrower.name} fails as it is imported (thrown at ${relative(root, thrower.file)}); a package that needs a browser (window, document) cannot be imported by a page that is rendered on the server: import it from a component that only uses it in the browser, or use another package`,
      cause: error,
    })
  }
  return new BuildError(`the page's code threw while loading: ${message}`, {
    location: mapped ? { file: relative(root, mapped.file), line: mapped.line, column: mapped.column } : { file, line: 1, column: 1 },
    hint: mapped && mapped.file !== absolutePath
      ? `${file} imports this file, whose code throws as it loads; fix that code (the cause says what threw)`
      : 'an `export` or `import` at the top of the page throws; fix that code (the cause says what threw)',
    cause: error,
  })
}

/** The installed package whose code is on top of the stack (the path after the last node_modules/). */
function packageThatThrew(error: unknown): { name: string; file: string } | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : ''
  const top = stack.split('\n').find((line) => /^\s+at /.test(line))
  const path = top && /(?:file:\/\/)?(\/[^():]*\/node_modules\/[^():]+)(?::\d+:\d+)?\)?\s*$/.exec(top)?.[1]
  return path ? packageOf(decodeURIComponent(path)) : undefined
}

/**
 * The package a file belongs to, when it is inside node_modules/ (not a compiled page or bundle in a
 * cache folder there: `node_modules/.cache/rtk-docs/…` is ours, whatever it bundled).
 */
function packageOf(file: string): { name: string; file: string } | undefined {
  const name = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1]
  return name && !name.startsWith('.') ? { name, file } : undefined
}

function importOf(absolutePath: string, specifier: string): { line: number; column: number } | undefined {
  try {
    return importPosition(readFileSync(absolutePath, 'utf8'), specifier)
  } catch {
    return undefined
  }
}
