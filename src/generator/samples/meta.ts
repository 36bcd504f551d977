/**
 * The fence meta string: what follows the language on the opening line of a code block,
 * e.g. ```` ```ts title="app/store.ts" {3,5-7} showLineNumbers ````.
 * Same words as Docusaurus, so pages written for either site mean the same thing here.
 */

export interface CodeMeta {
  /** from title="..." (or title='...') */
  title?: string
  /** 1-based line numbers from `{1,4-6}` ranges, referring to the lines as displayed */
  highlightLines: number[]
  showLineNumbers: boolean
  /** `showLineNumbers=5`: the number of the first line (Docusaurus's); absent: 1 */
  firstLineNumber?: number
  /** `no-transpile`: not type-checked, no JavaScript version */
  noTranspile: boolean
}

const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/
const RANGES = /(?:^|\s)\{([\d\s,-]*)\}(?=\s|$)/
const SHOW_LINE_NUMBERS = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/
const NO_TRANSPILE = /(?:^|\s)no-transpile(?=\s|$)/

/**
 * Reads the fence meta string of a code block.
 *
 * @param meta - everything after the language on the opening fence line (null/undefined when none)
 * @returns the title, highlighted line numbers (sorted, unique), and the two flags
 */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  let rest = meta ?? ''
  const title = TITLE.exec(rest)
  // The title is cut out before looking for flags and ranges, so `title="no-transpile {1}"` stays a title.
  if (title) rest = rest.slice(0, title.index) + ' ' + rest.slice(title.index + title[0].length)
  const ranges = RANGES.exec(rest)
  const numbers = SHOW_LINE_NUMBERS.exec(rest)
  return {
    title: title ? (title[1] ?? title[2]) : undefined,
    highlightLines: ranges ? parseLineRanges(ranges[1] ?? '') : [],
    showLineNumbers: numbers !== null,
    ...(numbers?.[1] !== undefined ? { firstLineNumber: Number(numbers[1]) } : {}),
    noTranspile: NO_TRANSPILE.test(rest),
  }
}

/**
 * Expands `1,4-6` to `[1, 4, 5, 6]`. Parts that are not a number or a range are ignored;
 * a reversed range (`6-4`) counts as written forwards.
 */
export function parseLineRanges(ranges: string): number[] {
  const lines = new Set<number>()
  for (const part of ranges.split(',')) {
    const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part)
    if (!match) continue
    const a = Number(match[1])
    const b = match[2] === undefined ? a : Number(match[2])
    for (let line = Math.min(a, b); line <= Math.max(a, b); line++) if (line > 0) lines.add(line)
  }
  return [...lines].sort((x, y) => x - y)
}
