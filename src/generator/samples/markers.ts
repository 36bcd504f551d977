/**
 * Magic comments: whole-line comments that mark lines of a code block and are removed from what the
 * reader sees. By default the highlight markers `highlight-next-line`, `highlight-start` and
 * `highlight-end`; a Docusaurus site may list its own (`themeConfig.prism.magicComments`), each giving
 * the lines it marks a class of its own (`// error-next-line` → `code-block-error-line`).
 *
 * Which comment syntaxes count depends on the language, as in Docusaurus: a marker is only a marker
 * where it is a comment, so `# highlight-start` in a TypeScript block stays code. Languages not
 * listed accept every syntax (also as in Docusaurus), which covers yaml, sh, shell, toml and the like.
 */

/** One kind of magic comment, as Docusaurus's `prism.magicComments` lists them. */
export interface MagicComment {
  /** The class of the lines it marks. */
  className: string
  /** The comment that marks the next line. */
  line?: string
  /** The comments that open and close a range of marked lines. */
  block?: { start: string; end: string }
}

/** The class of highlighted lines, as Docusaurus names it (drawn with our own highlight). */
export const HIGHLIGHT_CLASS = 'theme-code-block-highlighted-line'

/** Docusaurus's default list: the highlight markers alone. */
export const DEFAULT_MAGIC_COMMENTS: readonly MagicComment[] = [{ className: HIGHLIGHT_CLASS, line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }]

/** What a marker line does, and to which class. */
export interface Marker {
  kind: 'next-line' | 'start' | 'end'
  className: string
}

type CommentStyle = 'line' | 'block' | 'jsx' | 'hash' | 'html'

/** Opening and closing of each comment syntax, as regular-expression sources. */
const STYLES: Record<CommentStyle, [string, string]> = {
  line: ['//', ''],
  block: ['/\\*', '\\*/'],
  jsx: ['\\{\\s*/\\*', '\\*/\\s*\\}'],
  hash: ['#', ''],
  html: ['<!--', '-->'],
}

const ALL_STYLES = Object.keys(STYLES) as CommentStyle[]

const STYLES_OF_LANGUAGE: Record<string, CommentStyle[]> = {
  js: ['line', 'block'],
  javascript: ['line', 'block'],
  ts: ['line', 'block'],
  typescript: ['line', 'block'],
  jsx: ['line', 'block', 'jsx'],
  tsx: ['line', 'block', 'jsx'],
  html: ['line', 'block', 'html'],
  bash: ['hash'],
  python: ['hash'],
  py: ['hash'],
  // Markdown: HTML comments in text, `#` in front matter, `{/* */}` in MDX.
  md: ['html', 'jsx', 'hash'],
  markdown: ['html', 'jsx', 'hash'],
  mdx: ['html', 'jsx', 'hash'],
}

/** Per list of magic comments (a site has one), per language: the pattern of a marker line. */
const patterns = new WeakMap<readonly MagicComment[], Map<string, { pattern: RegExp; markers: Map<string, Marker> }>>()

/**
 * The regular expression matching a whole marker line in `lang` (capture 1: the comment's text), and
 * what each comment's text does. The texts are regular-expression sources, as Docusaurus reads them.
 */
function markerPattern(lang: string, comments: readonly MagicComment[]): { pattern: RegExp; markers: Map<string, Marker> } {
  let byLanguage = patterns.get(comments)
  if (!byLanguage) patterns.set(comments, (byLanguage = new Map()))
  const key = lang.toLowerCase()
  let found = byLanguage.get(key)
  if (!found) {
    const markers = new Map<string, Marker>()
    for (const { className, line, block } of comments) {
      if (line) markers.set(line, { kind: 'next-line', className })
      if (block) markers.set(block.start, { kind: 'start', className }).set(block.end, { kind: 'end', className })
    }
    const texts = [...markers.keys()].join('|')
    const alternatives = (STYLES_OF_LANGUAGE[key] ?? ALL_STYLES).map((style) => `${STYLES[style][0]}\\s*(${texts})\\s*${STYLES[style][1]}`)
    found = { pattern: markers.size === 0 ? /$^/ : new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`), markers }
    byLanguage.set(key, found)
  }
  return found
}

/**
 * Tells whether a line of a `lang` block is a magic comment of `comments`, and which.
 *
 * @returns what the marker does, or undefined for an ordinary line
 */
export function magicMarker(line: string, lang: string, comments: readonly MagicComment[] = DEFAULT_MAGIC_COMMENTS): Marker | undefined {
  const { pattern, markers } = markerPattern(lang, comments)
  const match = pattern.exec(line)
  if (!match) return undefined
  // Only one alternative matched; its capture group holds the comment's text.
  const text = match.slice(1).find((group) => group !== undefined)!
  return markers.get(text) ?? [...markers].find(([source]) => new RegExp(`^(?:${source})$`).test(text))?.[1]
}
