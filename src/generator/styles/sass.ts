/**
 * Sass stylesheets (`.scss`, `.sass`), compiled as Docusaurus sites with docusaurus-plugin-sass get them
 * (webpack's sass-loader): with the site's own `sass` (or `sass-embedded`) package, the plugin's options
 * (`sassOptions`, `additionalData`, `implementation`) applied, `~package/…` and bare `package/…` imports
 * found in the site's node_modules. A site without the package compiles with the generator's own; one
 * whose options name a package it has not installed gets an error that says to install it.
 */
import { createRequire } from 'node:module'
import { readFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { SassOptions } from '../config/schema'
import { BuildError, formatLocation } from '../errors'
import { reportStyleWarning } from './warnings'
import { GENERATOR_ROOT } from '../render/assets'

/** The part of the sass package's JavaScript API we call (the same in `sass` and `sass-embedded`). */
interface SassApi {
  compileStringAsync(source: string, options: Record<string, unknown>): Promise<{ css: string; loadedUrls: URL[] }>
}

/** A compiled stylesheet: its CSS and every file it was made of (its partials too), for the watch server. */
export interface CompiledSass {
  css: string
  files: string[]
}

const PACKAGES = ['sass', 'sass-embedded']

/**
 * The site's Sass package: the one its options name, else `sass`, else `sass-embedded`; else, when the
 * options name none, the generator's own `sass` (a Docusaurus site builds here without npm install:
 * Capacitor's docs use Sass through a preset that brings it).
 */
async function sassOf(root: string, options: SassOptions | undefined, importer: string): Promise<SassApi> {
  const given = options?.implementation
  if (given && typeof given === 'object' && typeof (given as Partial<SassApi>).compileStringAsync === 'function') return given as SassApi
  const fromSite = createRequire(join(root, 'package.json'))
  const fromGenerator = createRequire(join(GENERATOR_ROOT, 'package.json'))
  const tries: Array<[NodeJS.Require, string]> = typeof given === 'string' ? [[fromSite, given]] : [...PACKAGES.map((name): [NodeJS.Require, string] => [fromSite, name]), [fromGenerator, 'sass']]
  for (const [require, name] of tries) {
    let path: string
    try {
      path = require.resolve(name)
    } catch {
      continue
    }
    const loaded = (await import(pathToFileURL(path).href)) as SassApi & { default?: SassApi }
    return typeof loaded.compileStringAsync === 'function' ? loaded : loaded.default!
  }
  throw new BuildError(`${relative(root, importer)} is a Sass stylesheet, and the site has no Sass compiler installed`, {
    location: { file: relative(root, importer) },
    hint: `install it in the site (npm install --save-dev ${typeof given === 'string' ? given : 'sass'}), as docusaurus-plugin-sass asks`,
  })
}

/** sass-loader's loader context, as far as a site's `additionalData` or `sassOptions` function reads it. */
function loaderContext(root: string, file: string) {
  return { resourcePath: file, rootContext: root, context: dirname(file), mode: process.env.NODE_ENV === 'production' ? 'production' : 'development' }
}

/** Compiles one `.scss`/`.sass` file; a Sass error names its file, line and column. */
export async function compileSass(root: string, file: string, options: SassOptions | undefined): Promise<CompiledSass> {
  const sass = await sassOf(root, options, file)
  const source = await readFile(file, 'utf8')
  const context = loaderContext(root, file)
  // sass-loader: a string is put before the file's text, a function returns the text to compile. The
  // lines put before it are taken off an error's line number.
  const given = options?.additionalData
  const text = typeof given === 'function' ? await given(source, context) : given ? `${given}\n${source}` : source
  const prefixLines = text.endsWith(source) ? text.slice(0, text.length - source.length).split('\n').length - 1 : 0
  const own = (typeof options?.sassOptions === 'function' ? options.sassOptions(context) : options?.sassOptions) ?? {}
  const { includePaths, loadPaths, importers, ...rest } = own as Record<string, unknown>
  const nodeModules = pathToFileURL(join(root, 'node_modules') + '/')
  try {
    const result = await sass.compileStringAsync(text, {
      ...rest,
      logger: { warn: (message: string, about: SassWarning) => report(root, file, message, about, prefixLines), debug: () => {} },
      url: pathToFileURL(file),
      syntax: file.endsWith('.sass') ? 'indented' : 'scss',
      style: 'expanded',
      // The file's folder first; then the site folder (sass-loader adds the working directory, where
      // `docusaurus build` runs: Backstage's `@use 'src/theme/variables'`), the site's paths (node-sass's
      // includePaths or Sass's loadPaths) and node_modules, as sass-loader resolves.
      loadPaths: [dirname(file), root, ...asStrings(loadPaths), ...asStrings(includePaths), join(root, 'node_modules')],
      // webpack's `~package/…` means "from node_modules".
      importers: [...(Array.isArray(importers) ? importers : []), { findFileUrl: (url: string) => (url.startsWith('~') ? new URL(url.slice(1), nodeModules) : null) }],
    })
    return { css: result.css, files: result.loadedUrls.filter((url) => url.protocol === 'file:').map((url) => fileURLToPath(url)) }
  } catch (error) {
    throw sassError(root, file, error, prefixLines)
  }
}

/** Where Sass points (a warning's or an error's span). */
interface SassSpan {
  url?: URL
  start: { line: number; column: number }
}

interface SassWarning {
  deprecation: boolean
  span?: SassSpan
}

/**
 * A span as a place in the site: the file (the stylesheet, or a partial it uses), and the line and column
 * in it, the additionalData's lines taken off (a line of 0 or less is in the additionalData itself).
 */
function placeOf(root: string, file: string, span: SassSpan | undefined, prefixLines: number): { file: string; line?: number; column?: number } {
  const at = span?.url?.protocol === 'file:' ? fileURLToPath(span.url) : file
  if (!span) return { file: relative(root, at) }
  return { file: relative(root, at), line: span.start.line + 1 - (at === file ? prefixLines : 0), column: span.start.column + 1 }
}

function report(root: string, file: string, message: string, about: SassWarning, prefixLines: number): void {
  const place = placeOf(root, file, about.span, prefixLines)
  // A deprecation's first line says what is deprecated; its page says what to write instead.
  const link = /https:\/\/sass-lang\.com\/\S+/.exec(message)?.[0]
  const first = message.split('\n')[0]!.replace(/\s*Suggestions:$/, '')
  reportStyleWarning(`${formatLocation(place)}: Sass ${about.deprecation ? 'deprecation' : 'warning'}: ${first}${link ? ` (${link})` : ''}`)
}

function asStrings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
}

/** A Sass exception as a BuildError at its place (in the file itself, or in a partial it uses). */
function sassError(root: string, file: string, error: unknown, prefixLines: number): BuildError {
  const { sassMessage, span, message } = error as { sassMessage?: string; span?: SassSpan; message?: string }
  if (sassMessage === undefined) return new BuildError(`${relative(root, file)} could not be compiled by Sass: ${message ?? String(error)}`, { location: { file: relative(root, file) }, cause: error })
  const place = placeOf(root, file, span, prefixLines)
  const inPrefix = place.line !== undefined && place.line <= 0
  return new BuildError(`Sass: ${sassMessage}`, {
    location: inPrefix ? { file: place.file } : place,
    hint: inPrefix ? 'the error is in the additionalData the config puts before each stylesheet' : 'fix the stylesheet at that place',
  })
}
