/**
 * Splits a fenced code block into the files it holds (`// file: name [noEmit]` lines) and removes
 * magic comments (markers.ts), turning them into highlighted line numbers and the classes of other lines.
 */
import { DEFAULT_MAGIC_COMMENTS, HIGHLIGHT_CLASS, magicMarker, type MagicComment } from './markers'
import type { CodeMeta } from './meta'

export interface SampleFile {
  /** name from `// file: app/store.ts`; undefined when the block has no `// file:` line */
  name?: string
  /** the file's code, with its `// file:` line and every highlight marker line removed */
  code: string
  /** 1-based lines of `code` to highlight (from markers, plus meta ranges for single-file blocks) */
  highlightLines: number[]
  /** 1-based lines marked by a site's own magic comments, with their classes (space-separated); absent: none */
  lineClasses?: Array<[line: number, classes: string]>
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
  /** The magic comments' classes marking it. */
  classes: ReadonlySet<string>
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
export function splitSample(code: string, lang: string, meta: CodeMeta, comments: readonly MagicComment[] = DEFAULT_MAGIC_COMMENTS): SampleFile[] {
  return splitSampleWithLineMap(code, lang, meta, comments).map(({ lineMap: _lineMap, ...file }) => file)
}

/**
 * Same as {@link splitSample}, keeping each file's line map so that an error in a file
 * (whose marker lines are gone) can be placed on the right line of the block.
 */
export function splitSampleWithLineMap(code: string, lang: string, meta: CodeMeta, comments: readonly MagicComment[] = DEFAULT_MAGIC_COMMENTS): MappedSampleFile[] {
  const splits = SPLIT_LANGUAGES.has(lang)
  const drafts: Draft[] = [{ shown: true, firstLine: 1, lines: [] }]
  /** Classes for the next line, and those of the ranges open. */
  let next = new Set<string>()
  const open = new Set<string>()

  code.split(/\r?\n/).forEach((text, index) => {
    const blockLine = index + 1
    const file = splits ? FILE_LINE.exec(text) : null
    if (file) {
      drafts.push({ name: file[1], shown: !file[2], firstLine: blockLine + 1, lines: [] })
      // A highlight range does not run on into the next file.
      next = new Set()
      open.clear()
      return
    }
    const marker = magicMarker(text, lang, comments)
    if (marker?.kind === 'next-line') next.add(marker.className)
    else if (marker?.kind === 'start') open.add(marker.className)
    else if (marker?.kind === 'end') open.delete(marker.className)
    else {
      drafts.at(-1)!.lines.push({ text, blockLine, classes: next.size === 0 && open.size === 0 ? NONE : new Set([...next, ...open]) })
      next = new Set()
    }
  })

  // Text before the first `// file:` line is a file of its own only if it holds something.
  const first = drafts[0]!
  if (drafts.length > 1 && first.lines.every((l) => l.text.trim() === '')) drafts.shift()
  const files = drafts.map(finish)
  // Docusaurus gives a `{1,3-4}` range the first magic comment's class (the highlight, by default).
  if (files.length === 1) addMetaLines(files[0]!, meta.highlightLines, comments[0]?.className ?? HIGHLIGHT_CLASS)
  return files
}

const NONE: ReadonlySet<string> = new Set()

/** Trims blank lines around the file (those beside `// file:` lines are layout, not content). */
function finish(draft: Draft): MappedSampleFile {
  let start = 0
  let end = draft.lines.length
  while (start < end && draft.lines[start]!.text.trim() === '') start++
  while (end > start && draft.lines[end - 1]!.text.trim() === '') end--
  const lines = draft.lines.slice(start, end)
  const others = lines.flatMap((l, i): Array<[number, string]> => {
    const classes = [...l.classes].filter((c) => c !== HIGHLIGHT_CLASS)
    return classes.length > 0 ? [[i + 1, classes.join(' ')]] : []
  })
  return {
    ...(draft.name === undefined ? {} : { name: draft.name }),
    code: lines.map((l) => l.text).join('\n'),
    highlightLines: lines.flatMap((l, i) => (l.classes.has(HIGHLIGHT_CLASS) ? [i + 1] : [])),
    ...(others.length > 0 ? { lineClasses: others } : {}),
    shown: draft.shown,
    blockLine: lines[0]?.blockLine ?? draft.firstLine,
    lineMap: lines.map((l) => l.blockLine),
  }
}

/**
 * Meta ranges count lines as displayed, so they apply after markers are gone; lines past the end are
 * dropped. They take `className`: the highlight, or a site's first magic comment's class.
 */
function addMetaLines(file: MappedSampleFile, metaLines: number[], className: string): void {
  const lines = metaLines.filter((n) => n <= file.lineMap.length)
  if (className === HIGHLIGHT_CLASS) {
    file.highlightLines = [...new Set([...file.highlightLines, ...lines])].sort((a, b) => a - b)
    return
  }
  const classes = new Map(file.lineClasses)
  for (const line of lines) classes.set(line, [...new Set([...(classes.get(line)?.split(' ') ?? []), className])].join(' '))
  if (classes.size > 0) file.lineClasses = [...classes].sort(([a], [b]) => a - b)
}
