/**
 * `@docusaurus/theme-common/internal`'s code block helpers, on which a site's ejected CodeBlock builds:
 * the title and line numbers its meta string asks for, the language of its class name, the lines to mark
 * (a `{1,3-4}` range in the meta string, else magic comments, which are taken out of the code), the
 * Prism theme's colours as CSS variables, and word wrapping (the browser's: off as the page is rendered).
 * The same rules as Docusaurus's codeBlockUtils; the comment styles read are the common ones (`//`,
 * `/* *\/`, `{/* *\/}`, `#`, `<!-- -->`) whatever the language.
 */

/** A kind of magic comment: the class its lines get, and the comments that mark them. */
export interface MagicCommentConfig {
  className: string
  line?: string
  block?: { start: string; end: string }
}

/** Lines to mark, 0-based, with their classes. */
export type CodeBlockLineClassNames = Record<number, string[]>

const TITLE = /title=(["'])(.*?)\1/
const RANGE = /\{([\d,-]+)\}/
/** Comment openings and closings (regular expression sources) a magic comment may be written in. */
const COMMENTS: ReadonlyArray<readonly [string, string]> = [
  ['\\/\\/', ''],
  ['\\/\\*', '\\*\\/'],
  ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
  ['#', ''],
  ['<!--', '-->'],
]

/** The `title="…"` of a meta string, else ''. */
export function parseCodeBlockTitle(metastring?: string): string {
  return metastring?.match(TITLE)?.[2] ?? ''
}

/** Whether the meta string asks for line numbers. */
export function containsLineNumbers(metastring?: string): boolean {
  return Boolean(metastring?.includes('showLineNumbers'))
}

/** The language of a `language-x` class name. */
export function parseLanguage(className: string): string | undefined {
  return className
    .split(' ')
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length)
}

/** `1,3-5` → [1, 3, 4, 5] (parse-numeric-range's common forms). */
function numbers(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const [from, to] = part.split('-').map((n) => Number.parseInt(n, 10))
    if (from === undefined || Number.isNaN(from)) return []
    if (to === undefined || Number.isNaN(to)) return [from]
    return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i)
  })
}

/**
 * The code without its magic comments, and the lines to mark: a range in the meta string (`{2,4-5}`,
 * 1-based, the first kind's class, the code left as it is), else the magic comments' lines.
 */
export function parseLines(content: string, { metastring, language, magicComments }: { metastring?: string; language?: string; magicComments: MagicCommentConfig[] }): { code: string; lineClassNames: CodeBlockLineClassNames } {
  const code = content.replace(/\n$/, '')
  const lineClassNames: CodeBlockLineClassNames = {}
  const range = metastring?.match(RANGE)?.[1]
  if (range !== undefined) {
    if (magicComments.length === 0) throw new Error(`A highlight range has been given in code block's metastring (\`\`\` ${metastring}), but no magic comment config is available. Docusaurus applies the first magic comment entry's className for metastring ranges.`)
    for (const n of numbers(range)) if (n > 0) lineClassNames[n - 1] = [magicComments[0]!.className]
    return { code, lineClassNames }
  }
  if (language === undefined || magicComments.length === 0) return { code, lineClassNames }
  const directives = magicComments.flatMap((d) => [d.line, d.block?.start, d.block?.end]).filter((d): d is string => d !== undefined)
  const escaped = directives.map((d) => d.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')
  const directive = new RegExp(`^\\s*(?:${COMMENTS.map(([start, end]) => `(?:${start}\\s*(${escaped})\\s*${end})`).join('|')})\\s*$`)
  const lines = code.split('\n')
  const starts = new Map<string, number>()
  const marked = new Map<string, number[]>()
  const mark = (className: string, line: number) => marked.set(className, [...(marked.get(className) ?? []), line])
  for (let n = 0; n < lines.length; ) {
    const found = lines[n]!.match(directive)?.slice(1).find((d) => d !== undefined)
    if (found === undefined) {
      n += 1
      continue
    }
    for (const kind of magicComments) {
      if (kind.line === found) mark(kind.className, n)
      else if (kind.block?.start === found) starts.set(kind.className, n)
      else if (kind.block?.end === found) for (let line = starts.get(kind.className) ?? 0; line < n; line += 1) mark(kind.className, line)
    }
    lines.splice(n, 1)
  }
  for (const [className, marks] of marked) for (const line of marks) (lineClassNames[line] ??= []).push(className)
  return { code: lines.join('\n'), lineClassNames }
}

/** A Prism theme's plain colours as the CSS variables Docusaurus's code blocks read. */
export function getPrismCssVariables(prismTheme: { plain?: Record<string, unknown> }): Record<string, string> {
  const names: Record<string, string> = { color: '--prism-color', backgroundColor: '--prism-background-color' }
  return Object.fromEntries(Object.entries(prismTheme.plain ?? {}).flatMap(([key, value]) => (names[key] && typeof value === 'string' ? [[names[key]!, value]] : [])))
}

/** Word wrapping of a code block: the browser's to turn on, so off as the page is rendered. */
export function useCodeWordWrap(): { codeBlockRef: { current: null }; isEnabled: boolean; isCodeScrollable: boolean; toggle: () => void } {
  return { codeBlockRef: { current: null }, isEnabled: false, isCodeScrollable: false, toggle: () => {} }
}
