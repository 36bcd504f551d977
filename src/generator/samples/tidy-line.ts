/**
 * Tidies one line from which type syntax was cut out. Sucrase removes types in place and leaves the
 * spaces around them (`foo(a , b)`, `import { a, } from`); this puts back what a person would have typed.
 * It only ever removes whitespace, or a comma (or brace pair) left empty by the cut, so it cannot change
 * what the code means.
 */

/** How a line came out of the type stripping. */
export interface TidiedLine {
  text: string
  /** the line held code and nothing of it is left (a comment that trailed removed code does not count) */
  removed: boolean
  /** the text cut from the start of the line (after its indentation), if any */
  startCut?: string
  /** the text cut from the end of the line, if any */
  endCut?: string
}

/** Marks where something was cut; never part of source text. */
const CUT = '\u0000'

/**
 * Compares a line with its stripped version and tidies the stripped one.
 *
 * @param original - the TypeScript line
 * @param stripped - the same line after type stripping (same line number)
 */
export function tidyLine(original: string, stripped: string): TidiedLine {
  if (original === stripped) return { text: original, removed: false }
  const marked = markCuts(original, stripped)
  // Not a pure deletion (sucrase wrote code of its own): keep its text as it is.
  if (marked === undefined) return { text: stripped.trimEnd(), removed: stripped.trim() === '' && original.trim() !== '' }

  const text = tidyAroundCuts(marked.text).replaceAll(CUT, '').trimEnd()
  const startCut = /^[ \t]*\0/.test(marked.text) ? marked.cuts[0]!.trim() : undefined
  const endCut = /\0[ \t]*$/.test(marked.text) ? marked.cuts.at(-1)!.trim() : undefined
  const trimmed = text.trim()
  // `type X = string // note` leaves `// note` behind; the note went with the code it described.
  const leftoverComment = startCut !== undefined && /^(\/\/|\/\*)/.test(trimmed) && !/^(\/\/|\/\*)/.test(original.trim())
  return { text, removed: (trimmed === '' || leftoverComment) && original.trim() !== '', startCut, endCut }
}

/**
 * The stripped line with a CUT mark wherever original characters are missing, and the texts cut;
 * undefined when the stripped line is not the original minus some characters.
 *
 * Several alignments are usually possible (`x: T = 1` → `x = 1` could have lost `: T` or `: T `…).
 * The one chosen has the fewest cuts, and among those, cuts that begin on code rather than on a space,
 * which is how the type was written: after the space that precedes it. tidyAroundCuts relies on that.
 */
function markCuts(original: string, stripped: string): { text: string; cuts: string[] } | undefined {
  const n = original.length
  const m = stripped.length
  const width = m + 1
  // keep[i*width+j] / cut[i*width+j]: least cost to align original[0, i) with stripped[0, j),
  // ending with a kept or a cut character. Opening a cut costs 2, or 3 when it opens on whitespace.
  const keep = new Float64Array((n + 1) * width).fill(Infinity)
  const cut = new Float64Array((n + 1) * width).fill(Infinity)
  keep[0] = 0
  for (let i = 1; i <= n; i++) {
    const char = original[i - 1]!
    const open = /\s/.test(char) ? 3 : 2
    for (let j = 0; j <= m; j++) {
      const at = i * width + j
      const above = (i - 1) * width + j
      cut[at] = Math.min(keep[above]! + open, cut[above]!)
      if (j > 0 && char === stripped[j - 1]) keep[at] = Math.min(keep[above - 1]!, cut[above - 1]!)
    }
  }
  const end = n * width + m
  if (!Number.isFinite(Math.min(keep[end]!, cut[end]!))) return undefined

  // Walk back from the end through the states the optimum came from.
  const kept: boolean[] = []
  let inCut = cut[end]! < keep[end]!
  for (let i = n, j = m; i > 0; i--) {
    kept[i - 1] = !inCut
    if (inCut) {
      const above = (i - 1) * width + j
      inCut = cut[above]! <= keep[above]! + (/\s/.test(original[i - 1]!) ? 3 : 2)
    } else {
      j--
      const diagonal = (i - 1) * width + j
      inCut = cut[diagonal]! < keep[diagonal]!
    }
  }

  let text = ''
  const cuts: string[] = []
  kept.forEach((isKept, i) => {
    const char = original[i]!
    if (isKept) text += char
    else if (i > 0 && !kept[i - 1]) cuts.push(`${cuts.pop()}${char}`)
    else {
      text += CUT
      cuts.push(char)
    }
  })
  return { text, cuts }
}

/** Whitespace and punctuation fixes around CUT marks; each rule is what a person does after deleting a type. */
function tidyAroundCuts(line: string): string {
  const rules: Array<[RegExp, string]> = [
    // A list item cut away entirely leaves its comma: `{ a, type B }` → `{ a }`, `f(a, b as X)`, `[a, <T>]`.
    [/,[ \t]*\0[ \t]*\}/g, ` ${CUT}}`],
    [/,[ \t]*\0[ \t]*(?=[)\]])/g, CUT],
    // An import left with an empty `{ }`: `import React, { type FC } from` → `import React from`.
    [/^(\s*import\b.*?),[ \t]*\{[ \t]*\0[ \t]*\}/, `$1${CUT}`],
    // Spaces before a closing mark or the end of the line: `foo(a as any, b)` → `foo(a, b)`.
    [/[ \t]+\0(?=[ \t]*(?:[)\],;]|$))/g, CUT],
    [/\0[ \t]+(?=[)\],;]|$)/g, CUT],
    // Spaces after an opening mark or the indentation: `constructor(public a)`, `  private x = 1`.
    [/(^[ \t]*|[([{])\0[ \t]+/g, `$1${CUT}`],
    // Spaces on both sides of a cut: keep one (`{ private x = 1 }` → `{ x = 1 }`).
    [/[ \t]+\0[ \t]+/g, ` ${CUT}`],
  ]
  return rules.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), line)
}
