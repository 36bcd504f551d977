/**
 * Splits a fenced code block into the files it holds (`// file: name [noEmit]` lines) and removes
 * highlight markers, turning them into highlighted line numbers.
 */
import { highlightMarker } from './markers'
import type { CodeMeta } from './meta'

export interface SampleFile {
  /** name from `// file: app/store.ts`; undefined when the block has no `// file:` line */
  name?: string
  /** the file's code, with its `// file:` line and every highlight marker line removed */
  code: string
  /** 1-based lines of `code` to highlight (from markers, plus meta ranges for single-file blocks) */
  highlightLines: number[]
  /** false for `noEmit` files: type-checked but never shown */
  shown: boolean
  /** 1-based line inside the block where this file's first code line stands (for error reports) */
  blockLine: number
}

/** A SampleFile that also knows, for every line of `code`, the block line it came from. */
export interface MappedSampleFile extends SampleFile {
  /** `lineMap[i]` is the 1-based block line of code line `i + 1` */
  lineMap: number[]
}

const FILE_LINE = /^\s*\/\/\s*file:\s*(\S+)(\s+noEmit)?\s*$/
const SPLIT_LANGUAGES = new Set(['ts', 'tsx', 'js', 'jsx'])

interface Line {
  text: string
  blockLine: number
  highlighted: boolean
}

interface Draft {
  name?: string
  shown: boolean
  /** block line after the `// file:` line: where an empty file "stands" */
  firstLine: number
  lines: Line[]
}

/** Splits a fenced block into files (ts/tsx/js/jsx only split on `// file:`; other languages give one file)
 *  and strips highlight markers for every language: `// highlight-next-line|start|end`,
 *  `# highlight-...` (bash, yaml, sh, shell, python…), `{/* highlight-... *\/}` and `<!-- highlight-... -->`. */
export function splitSample(code: string, lang: string, meta: CodeMeta): SampleFile[] {
  return splitSampleWithLineMap(code, lang, meta).map(({ lineMap: _lineMap, ...file }) => file)
}

/**
 * Same as {@link splitSample}, keeping each file's line map so that an error in a file
 * (whose marker lines are gone) can be placed on the right line of the block.
 */
export function splitSampleWithLineMap(code: string, lang: string, meta: CodeMeta): MappedSampleFile[] {
  const splits = SPLIT_LANGUAGES.has(lang)
  const drafts: Draft[] = [{ shown: true, firstLine: 1, lines: [] }]
  let nextLine = false
  let inRange = false

  code.split(/\r?\n/).forEach((text, index) => {
    const blockLine = index + 1
    const file = splits ? FILE_LINE.exec(text) : null
    if (file) {
      drafts.push({ name: file[1], shown: !file[2], firstLine: blockLine + 1, lines: [] })
      // A highlight range does not run on into the next file.
      nextLine = inRange = false
      return
    }
    const marker = highlightMarker(text, lang)
    if (marker === 'next-line') nextLine = true
    else if (marker === 'start') inRange = true
    else if (marker === 'end') inRange = false
    else {
      drafts.at(-1)!.lines.push({ text, blockLine, highlighted: nextLine || inRange })
      nextLine = false
    }
  })

  // Text before the first `// file:` line is a file of its own only if it holds something.
  const first = drafts[0]!
  if (drafts.length > 1 && first.lines.every((l) => l.text.trim() === '')) drafts.shift()
  const files = drafts.map(finish)
  if (files.length === 1) addMetaLines(files[0]!, meta.highlightLines)
  return files
}

/** Trims blank lines around the file (those beside `// file:` lines are layout, not content). */
function finish(draft: Draft): MappedSampleFile {
  let start = 0
  let end = draft.lines.length
  while (start < end && draft.lines[start]!.text.trim() === '') start++
  while (end > start && draft.lines[end - 1]!.text.trim() === '') end--
  const lines = draft.lines.slice(start, end)
  return {
    ...(draft.name === undefined ? {} : { name: draft.name }),
    code: lines.map((l) => l.text).join('\n'),
    highlightLines: lines.flatMap((l, i) => (l.highlighted ? [i + 1] : [])),
    shown: draft.shown,
    blockLine: lines[0]?.blockLine ?? draft.firstLine,
    lineMap: lines.map((l) => l.blockLine),
  }
}

/** Meta ranges count lines as displayed, so they apply after markers are gone; lines past the end are dropped. */
function addMetaLines(file: MappedSampleFile, metaLines: number[]): void {
  const all = new Set([...file.highlightLines, ...metaLines.filter((n) => n <= file.lineMap.length)])
  file.highlightLines = [...all].sort((a, b) => a - b)
}
