/**
 * Tidies a whole file after type stripping. Sucrase keeps every line where it was, so line n of the
 * output is line n of the TypeScript; that makes each removal visible, and lets this module drop what
 * the removal made pointless: empty lines where declarations stood, comments that described them,
 * the blank line that separated them, and the line break inside a cut that spanned lines.
 */
import { tidyLine, type TidiedLine } from './tidy-line'

/**
 * Tidies the result of stripping types from `original`.
 *
 * @param original - the TypeScript source
 * @param stripped - the same source with types removed in place (same number of lines)
 */
export function tidyStrippedCode(original: string, stripped: string): string {
  const before = original.split('\n')
  const after = stripped.split('\n')
  // Without the one-to-one line correspondence nothing below is safe; fall back to the plain output.
  if (before.length !== after.length) return stripped

  const lines = before.map((line, i) => tidyLine(line, after[i]!))
  dropOrphanedComments(lines)
  joinCutsAcrossLines(lines)
  return collapseBlankLines(lines)
}

const isBlank = (line: TidiedLine) => !line.removed && line.text.trim() === ''

/**
 * A comment directly above a removed declaration (`// The slice's state` over an interface)
 * talked about that declaration: it goes too.
 */
function dropOrphanedComments(lines: TidiedLine[]): void {
  for (let i = 1; i < lines.length; i++) {
    if (!lines[i]!.removed || lines[i - 1]!.removed) continue
    let top = i
    for (let j = i - 1; j >= 0; j--) {
      const text = lines[j]!.text.trim()
      if (text.startsWith('//')) top = j
      else if (text.endsWith('*/')) {
        // Walk up to the line that opens the block comment.
        while (j > 0 && !lines[j]!.text.trim().startsWith('/*')) j--
        if (!lines[j]!.text.trim().startsWith('/*')) break
        top = j
      } else break
    }
    for (let j = top; j < i; j++) lines[j]!.removed = true
  }
}

/**
 * A cut that runs from the end of one line to the start of a later one (multi-line type arguments,
 * `createAsyncThunk<\n  Returned,\n  Arg\n>('x', …)`) joins what is left of the two lines.
 */
function joinCutsAcrossLines(lines: TidiedLine[]): void {
  for (let i = 0; i < lines.length; i++) {
    const first = lines[i]!
    if (first.removed || !first.endCut) continue
    let j = i + 1
    while (j < lines.length && lines[j]!.removed) j++
    const last = lines[j]
    if (!last || !last.startCut || j === i + 1 && !last.startCut) continue
    first.text = first.text.trimEnd() + last.text.trimStart()
    first.endCut = last.endCut
    last.removed = true
    i = j - 1
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
