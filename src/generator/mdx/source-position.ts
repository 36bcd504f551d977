/**
 * Source positions for compile errors. esbuild reports an MDX page's errors in three coordinate
 * systems, and an author can act only on the first: positions in the page itself (MDX syntax errors
 * that carry a place), positions only written into the message text (`Expected a closing tag for
 * `<div>` (8:1-8:6)`, with the location left at line 0), and positions in the JavaScript that MDX
 * compiled the page to (an import that does not resolve, a name declared twice), which are off by
 * however much the page's frontmatter and prose moved things. This maps each back to `line:column` of
 * the page, through the source map @mdx-js/esbuild appends to every module it compiles.
 */
import { isAbsolute, join } from 'node:path'
import type * as esbuild from 'esbuild'

/** 1-based line and column in a file (absolute path). */
export interface SourcePoint {
  file: string
  line: number
  column: number
}

/**
 * Wraps the MDX plugin so that the JavaScript it compiles each page to is kept (path → code), for
 * `locateMessage` to read the source map of when esbuild reports an error in that code.
 */
export function keepCompiledCode(plugin: esbuild.Plugin, into: Map<string, string>): esbuild.Plugin {
  return {
    name: plugin.name,
    setup(build) {
      return plugin.setup({
        ...build,
        onLoad(options, callback) {
          build.onLoad(options, async (args) => {
            const result = await callback(args)
            if (typeof result?.contents === 'string') into.set(args.path, result.contents)
            return result
          })
        },
      })
    },
  }
}

/** Where in the author's file an esbuild message points; undefined when it names no position. */
export function locateMessage(message: esbuild.Message, root: string, compiled: ReadonlyMap<string, string>): SourcePoint | undefined {
  const loc = message.location
  if (!loc) return undefined
  const file = isAbsolute(loc.file) ? loc.file : join(root, loc.file)
  // A place in the page itself: the MDX plugin (and our own remark plugins) put it in the location.
  if (message.pluginName === MDX_PLUGIN && loc.line > 0) return { file, line: loc.line, column: loc.column + 1 }
  // A place only in the text: mdast-util-mdx-jsx writes `(8:1-8:6)` for a tag that is never closed.
  const written = /\((\d+):(\d+)(?:-\d+:\d+)?\)\s*$/m.exec(message.text)
  if (written) return { file, line: Number(written[1]), column: Number(written[2]) }
  if (loc.line <= 0) return undefined
  // A place in the compiled module (esbuild's own errors, and another plugin's about an import it
  // resolves, such as a stylesheet not found): back through its source map.
  const code = compiled.get(file)
  const original = code === undefined ? undefined : originalPosition(code, loc.line, loc.column)
  if (original) return { file, line: original.line, column: original.column }
  // Another plugin's place in a file that is no compiled page (a component's module): as it says.
  return message.pluginName !== '' ? { file, line: loc.line, column: loc.column + 1 } : undefined
}

/** The name @mdx-js/esbuild gives its plugin, whose messages carry places in the page itself. */
const MDX_PLUGIN = '@mdx-js/esbuild'

/**
 * Maps a generated position (1-based line, 0-based column) through the module's inline source map;
 * `source` is the map's name for the file the position is in (a path relative to the module).
 */
export function originalPosition(code: string, line: number, column: number): { line: number; column: number; source?: string } | undefined {
  const inline = /\/\/# sourceMappingURL=data:application\/json;(?:charset=utf-8;)?base64,([A-Za-z0-9+/=]+)\s*$/.exec(code)
  if (!inline) return undefined
  const map = JSON.parse(Buffer.from(inline[1]!, 'base64').toString('utf8')) as { mappings?: string; sources?: string[] }
  const lines = (map.mappings ?? '').split(';')
  // Source index, line and column are deltas across the whole mapping string: walk every line up to `line`.
  let sourceIndex = 0
  let sourceLine = 0
  let sourceColumn = 0
  let best: { line: number; column: number; source?: string } | undefined
  for (let index = 0; index < line && index < lines.length; index++) {
    let generatedColumn = 0
    for (const segment of lines[index]!.split(',')) {
      if (segment === '') continue
      const fields = decodeVlq(segment)
      generatedColumn += fields[0] ?? 0
      if (fields.length < 4) continue
      sourceIndex += fields[1]!
      sourceLine += fields[2]!
      sourceColumn += fields[3]!
      // On the error's line: the last segment starting at or before the column (else the line's first).
      if (index === line - 1 && (generatedColumn <= column || best === undefined)) {
        best = { line: sourceLine + 1, column: sourceColumn + 1, source: map.sources?.[sourceIndex] }
      }
    }
  }
  return best
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** One source-map segment: base64 VLQ numbers, 5 bits each, continuation bit 32, sign in the lowest bit. */
function decodeVlq(segment: string): number[] {
  const values: number[] = []
  let value = 0
  let shift = 0
  for (const char of segment) {
    const digit = BASE64.indexOf(char)
    value += (digit & 31) << shift
    if (digit & 32) shift += 5
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1)
      value = 0
      shift = 0
    }
  }
  return values
}

/**
 * Where a page imports `specifier` (1-based), for errors that know only the name: the first line
 * outside code fences that quotes it (or, for a package, a path inside it).
 */
export function importPosition(source: string, specifier: string): { line: number; column: number } | undefined {
  const quoted = new RegExp(`(['"])${specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(/[^'"]*)?\\1`)
  let fence: string | undefined
  const lines = source.split('\n')
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!
    const marker = /^\s*(```|~~~)/.exec(line)?.[1]
    if (marker) fence = fence === undefined ? marker : line.trim().startsWith(fence) ? undefined : fence
    if (fence !== undefined || marker) continue
    const match = quoted.exec(line)
    if (match) return { line: index + 1, column: match.index + 1 }
  }
  return undefined
}
