/**
 * Errors from loading a compiled page module (after esbuild, which leaves packages external): a package
 * the page imports that is not installed, or code in the page's `export`s that throws as it loads.
 * Both become BuildErrors naming the page, at the import's line when there is one, saying what to do.
 */
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { BuildError } from '../errors'
import { importPosition } from './source-position'

export function pageLoadError(error: unknown, absolutePath: string, root: string): BuildError {
  const file = relative(root, absolutePath)
  const message = error instanceof Error ? error.message : String(error)
  const missing = /^Cannot find (?:package|module) '([^']+)'/.exec(message)
  if ((error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND' && missing) {
    const name = missing[1]!
    const source = readSource(absolutePath)
    const at = source === undefined ? undefined : importPosition(source, name)
    return new BuildError(`module not found: "${name}" (imported by the page)`, {
      location: { file, line: at?.line, column: at?.column },
      hint: `install the package (npm install ${name}) or fix the import; components every page may use need no import (see CONTENT.md)`,
    })
  }
  return new BuildError(`the page's code threw while loading: ${message}`, {
    location: { file, line: 1, column: 1 },
    hint: 'an `export` or `import` at the top of the page throws; fix that code (the cause says what threw)',
    cause: error,
  })
}

function readSource(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return undefined
  }
}
