/**
 * Source rewrites applied before MDX parses a page, each keeping every line in place so that
 * error positions still point at the author's file. Both follow Docusaurus' mdx-loader, so that
 * Docusaurus content builds here unchanged:
 * - `:::tip Title` becomes `:::tip[Title]` (remark-directive only reads bracketed labels), in a
 *   blockquote too (`> :::tip Title`);
 * - `## Heading {#id}` escapes the braces, which MDX would otherwise parse as a JS expression;
 * - `<!-- comments -->` become MDX comments (MDX files only);
 * - a ```` ```mdx-code-block ```` fence is unwrapped: its content is the page's MDX (MDX files only; the
 *   escape hatch Docusaurus documents for MDX that Markdown tools and translators should leave alone).
 * A code fence closes at a fence of its own character at least as long (CommonMark), so a ```` ````md ````
 * block may show ```` ``` ```` lines.
 */

/** A line's blockquote markers (`> > `): an admonition or heading inside a quote is read the same. */
const QUOTED = String.raw`(?:[ \t]*>)*[ \t]*`
const ADMONITION_TITLE = new RegExp(String.raw`^(${QUOTED}:{3,}[a-zA-Z]+)[ \t]+(?!\[|\{)(\S.*?)\s*$`)
const HEADING_ID = new RegExp(String.raw`^(${QUOTED}#{1,6}\s.*?)\{#([^}\s]+)\}\s*$`)
const FENCE = new RegExp(String.raw`^${QUOTED}(\`{3,}|~{3,})(.*)$`)

/** An open code fence: its characters, and whether it is an unwrapped `mdx-code-block`. */
interface OpenFence {
  marker: string
  unwrap: boolean
}

/** Config `markdown.format`: every page MDX, every page CommonMark, or by extension. */
export type MarkdownFormat = 'mdx' | 'md' | 'detect'

/** Whether a file is parsed as CommonMark under a `markdown.format`. */
export function isCommonMark(path: string, format: MarkdownFormat = 'mdx'): boolean {
  return format === 'md' || (format === 'detect' && path.endsWith('.md'))
}

/**
 * Rewrites a page's source before it is parsed; `format` is how it will be parsed (`md`: CommonMark,
 * which reads HTML comments itself).
 */
export function preprocessMdx(source: string, format: 'mdx' | 'md' = 'mdx'): string {
  // Open fences, innermost last: an unwrapped mdx-code-block may hold code fences of its own.
  const fences: OpenFence[] = []
  let inComment = false
  return source
    .split('\n')
    .map((line) => {
      const fence = fences.at(-1)
      if (inComment || (format === 'mdx' && (fence === undefined || fence.unwrap) && line.includes('<!--'))) {
        const wasOpen = inComment
        const converted = convertComments(line, inComment)
        inComment = converted.open
        // Lines inside a comment are its text: no fence or heading rules apply to them.
        if (wasOpen || converted.line !== line) return converted.line
      }
      const fenceMatch = FENCE.exec(line)
      if (fenceMatch && fence !== undefined && closes(fence.marker, fenceMatch[1]!, fenceMatch[2]!)) {
        fences.pop()
        return fence.unwrap ? '' : line
      }
      if (fenceMatch && (fence === undefined || fence.unwrap)) {
        const opened = { marker: fenceMatch[1]!, unwrap: format === 'mdx' && fence === undefined && fenceMatch[2]!.trim() === 'mdx-code-block' }
        fences.push(opened)
        return opened.unwrap ? '' : line
      }
      // An unwrapped block's content is the page's own MDX: the rules below apply to it.
      if (fence !== undefined && !fence.unwrap) return line
      const admonition = ADMONITION_TITLE.exec(line)
      if (admonition) return `${admonition[1]}[${admonition[2]}]`
      const heading = HEADING_ID.exec(line)
      if (heading) return `${heading[1]}\\{#${heading[2]}\\}`
      return line
    })
    .join('\n')
}

/** Whether a fence line (`marker`, then `rest`) closes a block opened with `open`: same character, at least as long, nothing after. */
function closes(open: string, marker: string, rest: string): boolean {
  return marker[0] === open[0] && marker.length >= open.length && rest.trim() === ''
}

/**
 * HTML comments, which MDX cannot parse, become MDX comments (`<!-- x -->` → `{/* x *\/}`), as
 * Docusaurus accepts them; comments inside inline code are text and stay. `open`: the line starts, or
 * ends, inside a comment.
 */
function convertComments(line: string, open: boolean): { line: string; open: boolean } {
  let out = ''
  let i = 0
  while (i < line.length) {
    if (open) {
      const end = line.indexOf('-->', i)
      const body = line.slice(i, end < 0 ? undefined : end).replace(/\*\//g, '*\\/')
      if (end < 0) return { line: out + body, open: true }
      out += `${body}*/}`
      i = end + 3
      open = false
      continue
    }
    if (line[i] === '`') {
      const run = /^`+/.exec(line.slice(i))![0]
      const close = line.indexOf(run, i + run.length)
      if (close >= 0) {
        out += line.slice(i, close + run.length)
        i = close + run.length
        continue
      }
    }
    if (line.startsWith('<!--', i)) {
      out += '{/*'
      i += 4
      open = true
      continue
    }
    out += line[i]
    i++
  }
  return { line: out, open }
}
