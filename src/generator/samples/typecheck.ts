/**
 * Runs the one TypeScript program over the virtual files and turns each diagnostic into a finding
 * placed on the line of its block (marker lines and `// file:` lines, gone from the virtual file,
 * are counted back in).
 */
import type { Diagnostic, SourceFile } from 'typescript'
import type { CodeBlock } from './extract'
import { createSampleProgram } from './program'
import ts from './typescript'
import type { VirtualFile } from './virtual-files'

/** A problem inside a block, independent of where the block stands on its page. */
export interface Finding {
  /** 1-based, counted from the block's first code line */
  lineInBlock: number
  /** 1-based, within the code line as the block holds it (without the page's indentation) */
  columnInBlock: number
  message: string
}

/**
 * Checks every virtual file: ts files for syntax and types, js files for syntax (TypeScript's
 * JavaScript grammar, which also rejects type annotations in a .js file).
 *
 * @param root - repository root
 * @returns the findings of each block that has any
 * @throws Error when the program itself is misconfigured (a problem no page can fix)
 */
export function typeCheck(root: string, files: readonly VirtualFile[]): Map<CodeBlock, Finding[]> {
  const findings = new Map<CodeBlock, Finding[]>()
  if (files.length === 0) return findings
  const texts = new Map(files.map((f) => [f.path, f.file.code]))
  const checked = files.filter((f) => f.check !== 'data')
  const program = createSampleProgram(root, texts, checked.map((f) => f.path))

  const setup = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()][0]
  if (setup) throw new Error(`the sample checker's TypeScript setup is broken: ${flatten(setup)}`)

  for (const virtual of checked) {
    const source = program.getSourceFile(virtual.path)
    if (!source) continue
    const diagnostics =
      virtual.check === 'ts'
        ? [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]
        : program.getSyntacticDiagnostics(source)
    for (const diagnostic of diagnostics) {
      const list = findings.get(virtual.block) ?? []
      list.push(findingOf(virtual, source, diagnostic))
      findings.set(virtual.block, list)
    }
  }
  return findings
}

function findingOf(virtual: VirtualFile, source: SourceFile, diagnostic: Diagnostic): Finding {
  const { line, character } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0)
  return {
    lineInBlock: virtual.file.lineMap[line] ?? virtual.file.blockLine,
    columnInBlock: character + 1,
    message: flatten(diagnostic),
  }
}

function flatten(diagnostic: Diagnostic): string {
  return ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')
}
