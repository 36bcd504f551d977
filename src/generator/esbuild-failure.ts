/**
 * A failed esbuild build (config files, src/pages) as a BuildError placed at its first message:
 * esbuild's columns count from 0, the `file:line:col` authors open counts from 1.
 */
import type * as esbuild from 'esbuild'
import { BuildError, type SourceLocation } from './errors'

export function esbuildFailure(error: unknown, options: { message: (text: string) => string; fallback: SourceLocation; hint: string }): BuildError {
  const first = (error as { errors?: esbuild.Message[] }).errors?.[0]
  const at = first?.location
  return new BuildError(options.message(first?.text ?? String(error)), {
    location: at ? { file: at.file, line: at.line, column: at.column + 1 } : options.fallback,
    hint: options.hint,
  })
}
