/**
 * Highlight markers: whole-line comments `highlight-next-line`, `highlight-start` and `highlight-end`
 * that mark lines to highlight and are removed from what the reader sees.
 *
 * Which comment syntaxes count depends on the language, as in Docusaurus: a marker is only a marker
 * where it is a comment, so `# highlight-start` in a TypeScript block stays code. Languages not
 * listed accept every syntax (also as in Docusaurus), which covers yaml, sh, shell, toml and the like.
 */

export type MarkerKind = 'next-line' | 'start' | 'end'

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

const cache = new Map<string, RegExp>()

/** The regular expression matching a whole marker line in `lang` (capture 1: the marker kind). */
function markerPattern(lang: string): RegExp {
  const key = lang.toLowerCase()
  let pattern = cache.get(key)
  if (!pattern) {
    const styles = STYLES_OF_LANGUAGE[key] ?? ALL_STYLES
    const alternatives = styles.map((style) => {
      const [open, close] = STYLES[style]
      return `${open}\\s*highlight-(next-line|start|end)\\s*${close}`
    })
    pattern = new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`)
    cache.set(key, pattern)
  }
  return pattern
}

/**
 * Tells whether a line of a `lang` block is a highlight marker, and which.
 *
 * @returns the marker kind, or undefined for an ordinary line
 */
export function highlightMarker(line: string, lang: string): MarkerKind | undefined {
  const match = markerPattern(lang).exec(line)
  if (!match) return undefined
  // Only one alternative matched; its capture group holds the kind.
  return match.slice(1).find((group) => group !== undefined) as MarkerKind
}
