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
  /** the line's first code was cut: it continues a cut that began on an earlier line */
  startCut: boolean
  /** the line's last code was cut: the cut may go on into the next line */
  endCut: boolean
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
  if (original === stripped) return { text: original, removed: false, startCut: false, endCut: false }
  const marked = markCuts(original, stripped)
  // Not a pure deletion (sucrase wrote code of its own): keep its text as it is.
  if (marked === undefined) return { text: stripped.trimEnd(), removed: stripped.trim() === '', startCut: false, endCut: false }

  const text = tidyAroundCuts(marked).replaceAll(CUT, '').trimEnd()
  const startCut = new RegExp(`^[ \\t]*${CUT}`).test(marked)
  const trimmed = text.trim()
  // `type X = string // note` leaves `// note` behind; the note went with the code it described.
  const leftoverComment = startCut && /^(\/\/|\/\*)/.test(trimmed) && !/^(\/\/|\/\*)/.test(original.trim())
  return {
    text,
    removed: (trimmed === '' || leftoverComment) && original.trim() !== '',
    startCut,
    endCut: new RegExp(`${CUT}[ \\t]*$`).test(marked),
  }
}

/**
 * The stripped line with a CUT mark wherever original characters are missing, or undefined when
 * the stripped line is not the original minus some characters. Matching is greedy from the left,
 * which puts each cut after the space that preceded the removed text; tidyAroundCuts expects that.
 */
function markCuts(original: string, stripped: string): string | undefined {
  let out = ''
  let j = 0
  let cutting = false
  for (const char of original) {
    if (j < stripped.length && char === stripped[j]) {
      out += char
      j++
      cutting = false
    } else if (!cutting) {
      out += CUT
      cutting = true
    }
  }
  return j === stripped.length ? out : undefined
}

/** Whitespace and punctuation fixes around CUT marks; each rule is what a person does after deleting a type. */
function tidyAroundCuts(line: string): string {
  const rules: Array<[RegExp, string]> = [
    // Two cuts with only spaces between are one cut (`f(this: Window, a: number)` → `f(a)`).
    [/\0(?:[ \t]*\0)+/g, CUT],
    // A list item cut away entirely leaves its comma: `{ a, type B }` → `{ a }`, `f(a, b as X)`, `[a, <T>]`.
    [/,[ \t]*\0[ \t]*\}/g, ` ${CUT}}`],
    [/,[ \t]*\0[ \t]*(?=[)\]])/g, CUT],
    // An import left with an empty `{ }`: `import React, { type FC } from` → `import React from`.
    [/,[ \t]*\{[ \t]*\0?[ \t]*\}/g, CUT],
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
