/**
 * One TypeScript program for every sample: the samples are virtual files served from memory, placed
 * in a folder inside the repository so that `@reduxjs/toolkit`, `react`… resolve from its node_modules
 * exactly as they would for a reader's project. Declaration files are parsed once per process, since
 * they are the bulk of the work and do not change while the checker runs.
 */
import { dirname, sep } from 'node:path'
import type { CompilerOptions, Program, SourceFile } from 'typescript'
import ts from './typescript'

/** Compiler options of the samples: what a reader's strict, bundler-based project would use. */
export function sampleCompilerOptions(root: string): CompilerOptions {
  const { options, errors } = ts.convertCompilerOptionsFromJson(
    {
      strict: true,
      module: 'esnext',
      moduleResolution: 'bundler',
      moduleDetection: 'force',
      target: 'es2022',
      lib: ['es2022', 'dom', 'dom.iterable'],
      jsx: 'react-jsx',
      skipLibCheck: true,
      noEmit: true,
      esModuleInterop: true,
      resolveJsonModule: true,
      isolatedModules: false,
      allowImportingTsExtensions: false,
      // Only Node's globals (`process.env.NODE_ENV` is common in samples): the repository's other @types
      // packages serve the generator and would slow every run and leak globals into the samples.
      types: ['node'],
      // js/jsx samples join the program to get TypeScript's JavaScript grammar checks (never type-checked).
      allowJs: true,
      checkJs: false,
    },
    root,
  )
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
