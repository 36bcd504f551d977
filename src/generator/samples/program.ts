/**
 * One TypeScript program for every sample: the samples are virtual files served from memory, placed
 * in a folder inside the repository so that `@reduxjs/toolkit`, `react`… resolve from its node_modules
 * exactly as they would for a reader's project. Declaration files are parsed once per process, since
 * they are the bulk of the work and do not change while the checker runs.
 */
import { dirname, sep } from 'node:path'
import type { CompilerOptions, Program, SourceFile } from 'typescript'
import { SAMPLE_COMPILER_OPTIONS } from './compiler-options'
import ts from './typescript'

/** The samples' compiler options (compiler-options.ts) in the form the compiler API takes. */
export function sampleCompilerOptions(root: string): CompilerOptions {
  const { options, errors } = ts.convertCompilerOptionsFromJson(SAMPLE_COMPILER_OPTIONS, root)
  if (errors.length > 0) throw new Error(ts.flattenDiagnosticMessageText(errors[0]!.messageText, '\n'))
  return options
}

const declarationCache = new Map<string, SourceFile>()

/**
 * Creates the program.
 *
 * @param root - the repository root (module resolution and `@types` start from here)
 * @param files - virtual files by absolute path; they shadow the disk
 * @param rootNames - the virtual files to check (others, e.g. JSON, are only served when imported)
 */
export function createSampleProgram(root: string, files: ReadonlyMap<string, string>, rootNames: string[]): Program {
  const options = sampleCompilerOptions(root)
  const directories = virtualDirectories(root, files.keys())
  const host = ts.createCompilerHost(options)

  host.getCurrentDirectory = () => root
  host.fileExists = (path) => files.has(path) || ts.sys.fileExists(path)
  host.readFile = (path) => files.get(path) ?? ts.sys.readFile(path)
  host.directoryExists = (path) => directories.has(path) || ts.sys.directoryExists(path)
  host.realpath = (path) => (files.has(path) || directories.has(path) ? path : (ts.sys.realpath?.(path) ?? path))
  host.getSourceFile = (path, languageVersion, onError) => {
    const text = files.get(path)
    if (text !== undefined) return ts.createSourceFile(path, text, languageVersion)
    const key = `${path}\0${typeof languageVersion === 'object' ? languageVersion.languageVersion : languageVersion}`
    let file = declarationCache.get(key)
    if (!file) {
      const content = ts.sys.readFile(path)
      if (content === undefined) {
        onError?.(`cannot read ${path}`)
        return undefined
      }
      file = ts.createSourceFile(path, content, languageVersion)
      // Only declaration files are kept: they are immutable in practice, unlike the repository's own sources.
      if (path.endsWith('.d.ts') || path.endsWith('.d.mts') || path.endsWith('.d.cts')) declarationCache.set(key, file)
    }
    return file
  }
  return ts.createProgram({ rootNames, options, host })
}

/** The folders below root that exist only because virtual files are in them, so resolution can walk through. */
function virtualDirectories(root: string, paths: Iterable<string>): Set<string> {
  const directories = new Set<string>()
  for (const path of paths) {
    for (let dir = dirname(path); dir.startsWith(root + sep) && !directories.has(dir); dir = dirname(dir)) directories.add(dir)
  }
  return directories
}
