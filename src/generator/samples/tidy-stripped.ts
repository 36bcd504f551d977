/**
 * Tidies a whole file after type stripping. Sucrase keeps every line where it was, so line n of the
 * output is line n of the TypeScript; that makes each removal visible, and lets this module drop what
 * the removal made pointless: empty lines where declarations stood, comments that described them
 * (tidy-comments.ts), the blank line that separated them, and the line break inside a cut that
 * spanned lines; and the `// @ts-expect-error` lines, which speak only to TypeScript.
 */
import type { SourceFile } from 'typescript'
import { dropOrphanedComments, dropTypeCheckDirectives, restoreFreeComments } from './tidy-comments'
import { tidyLine, type TidiedLine } from './tidy-line'

/**
 * Tidies the result of stripping types from a TypeScript file.
 *
 * @param source - the parsed TypeScript
 * @param stripped - the same code with types removed in place (same number of lines)
 */
export function tidyStrippedCode(source: SourceFile, stripped: string): string {
  const before = source.text.split('\n')
  const after = stripped.split('\n')
  // Without the one-to-one line correspondence nothing below is safe; fall back to the plain output.
  if (before.length !== after.length) return stripped

  const lines = before.map((line, i) => tidyLine(line, after[i]!))
  restoreFreeComments(source, lines)
  dropOrphanedComments(source.text, lines)
  dropTypeCheckDirectives(source, lines)
  joinCutsAcrossLines(lines)
  return collapseBlankLines(lines)
}

const isBlank = (line: TidiedLine) => !line.removed && line.text.trim() === ''

/**
 * A cut that runs from the end of one line to the start of a later one joins what is left of the
 * two lines: `createAsyncThunk<\n  Returned,\n  Arg\n>('x', …)` becomes `createAsyncThunk('x', …)`.
 * A cut spans lines when it ends in an opening bracket and the later one starts with a closing one;
 * two unrelated cuts (`x = y as T` then `private z = 1`) never do.
 */
function joinCutsAcrossLines(lines: TidiedLine[]): void {
  for (let i = 0; i < lines.length; i++) {
    const first = lines[i]!
    if (first.removed || !/[<{([]$/.test(first.endCut ?? '')) continue
    let j = i + 1
    while (j < lines.length && lines[j]!.removed) j++
    const last = lines[j]
    if (!last || !/^[>})\]]/.test(last.startCut ?? '')) continue
    const head = first.text.trimEnd()
    const tail = last.text.trimStart()
    // `createAsyncThunk` + `('x')` touch; `const f` + `= async () =>` keep the space a person would type.
    const touching = /[([]$/.test(head) || /^[()[\],;.?:]/.test(tail)
    first.text = touching ? head + tail : `${head} ${tail}`
    first.endCut = last.endCut
    last.removed = true
    i-- // look at the joined line again: its new end may be cut too
  }
}

/**
 * Leaves out removed lines, and the blank lines their removal made redundant: at the start, at the
 * end, or next to another blank line. Blank lines the author wrote between kept lines stay.
 */
function collapseBlankLines(lines: TidiedLine[]): string {
  const out: string[] = []
  let afterRemoval = false
  for (const line of lines) {
    if (line.removed) {
      afterRemoval = true
      continue
    }
    const redundant = isBlank(line) && afterRemoval && (out.length === 0 || out.at(-1)!.trim() === '')
    if (redundant) continue
    out.push(line.text)
    afterRemoval = false
  }
  if (afterRemoval) while (out.length > 0 && out.at(-1)!.trim() === '') out.pop()
  return out.join('\n')
}
