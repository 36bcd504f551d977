/**
 * Parsing a single sample with TypeScript's parser, which knows every syntax the samples use
 * (TS, JSX, the newest ECMAScript) and is the parser the checker reports with, so a file that
 * toJavaScript rejects is rejected with the message and position the checker would give.
 */
import type { Diagnostic, ScriptKind, SourceFile } from 'typescript'
import ts from './typescript'

export type SampleLanguage = 'ts' | 'tsx' | 'js' | 'jsx'

const SCRIPT_KIND: Record<SampleLanguage, ScriptKind> = {
  ts: ts.ScriptKind.TS,
  tsx: ts.ScriptKind.TSX,
  js: ts.ScriptKind.JS,
  jsx: ts.ScriptKind.JSX,
}

/** A syntax error at a 1-based line and column of the parsed code. */
export class SampleSyntaxError extends Error {
  constructor(
    readonly reason: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(`${line}:${column}: ${reason}`)
  }
}

/**
 * Parses code as a module.
 *
 * @throws SampleSyntaxError for the first syntax error
 */
export function parseSample(code: string, lang: SampleLanguage): SourceFile {
  const source = ts.createSourceFile(`sample.${lang}`, code, ts.ScriptTarget.Latest, true, SCRIPT_KIND[lang])
  // parseDiagnostics is internal, yet the only place the parser's errors are kept without building a program.
  const first = (source as SourceFile & { parseDiagnostics?: readonly Diagnostic[] }).parseDiagnostics?.[0]
  if (first) {
    const { line, character } = source.getLineAndCharacterOfPosition(first.start ?? 0)
    throw new SampleSyntaxError(ts.flattenDiagnosticMessageText(first.messageText, '\n'), line + 1, character + 1)
  }
  return source
}
