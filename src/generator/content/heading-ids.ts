/**
 * Writes out the ids of a page's headings (`## Setup` → `## Setup {#setup}`), for `./bin/write-heading-ids`,
 * as `docusaurus write-heading-ids` does: a written id stays when the heading's text is edited or
 * translated, so links to it keep working.
 *
 * The ids written are the ones the page is shown with today. The page is parsed as the build parses it
 * (so code blocks, front matter and JSX are never mistaken for headings) and each heading's id is made as
 * rehype-slug makes it at build time: github-slugger over the heading's text as a reader sees it (a
 * link, inline code or emphasis counts by its text), every heading of the page in order, the h1 too, a
 * heading that has an id of its own left out. Docusaurus's command slugs the raw line instead
 * (`## _Hi_` became `_hi_`, where the page showed `hi`) and skips the h1 (`# Intro` then `## Intro`
 * became `intro`, where the page showed `intro-1`).
 *
 * Only headings of levels 2 to 6 written with `#` at the start of a line get an id written, as in
 * Docusaurus; `rewriteHeadingIds` then reads the page again and refuses a rewrite that would change
 * the id of any heading (one in a quote or a list, say, whose id counts on those before it).
 */
import { createProcessor } from '@mdx-js/mdx'
import GithubSlugger from 'github-slugger'
import type { Heading, Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import remarkDirective from 'remark-directive'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import { visit } from 'unist-util-visit'
import '../mdx/micromark-edit-map'
import { preprocessMdx } from '../mdx/preprocess'
import { explicitId } from '../mdx/remark-page-meta'

/** The options of `./bin/write-heading-ids` (Docusaurus's names). */
export interface HeadingIdOptions {
  /** Keep the text's case in the ids made (`markdown.anchors.maintainCase`). */
  maintainCase?: boolean
  /** Make every id again from its heading's text, replacing the ids already written. */
  overwrite?: boolean
  /** `classic`: `{#id}`; `mdx-comment`: `{/* #id *\/}`, which is valid MDX (Docusaurus 3.10's form). */
  syntax?: 'classic' | 'mdx-comment'
  /** Write the ids already written again in `syntax`, keeping them. */
  migrate?: boolean
}

/** A heading's id as the page shows it, and the line it starts on. */
export interface HeadingId {
  line: number
  depth: number
  id: string
  /** Written in the page (`{#id}`), rather than made from the text. */
  written: boolean
}

/** Why a page was left as it is: it does not parse, or the rewrite would change a heading's id. */
export class HeadingIdsRefused extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message)
  }
}

/** An id written at the end of a heading's line, in either syntax (escaped `\{#id}` too, as MDX 2 wants it). */
const WRITTEN_ID = /[ \t]*(?:\\?\{#[^}\s]+\}|\{\/\*\s*#[^\s*]+\s*\*\/\})[ \t]*$/
/** A heading written with `#` at the start of its line, levels 2 to 6 (an ATX heading, CommonMark §4.2). */
const LINE_HEADING = /^#{2,6}(?:[ \t]|$)/

const processors = { mdx: createProcessor({ remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective] }), md: createProcessor({ format: 'md', remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective] }) }

/**
 * The id of every heading of `source`, in page order, as the build makes them.
 *
 * @param format - `md` for a page read as CommonMark (`markdown.format`), else MDX
 * @param ignoreWritten - make every id from its text, as if none were written (what `overwrite` writes)
 * @throws HeadingIdsRefused when the page does not parse
 */
export function headingIds(source: string, { format = 'mdx', maintainCase = false, ignoreWritten = false }: { format?: 'mdx' | 'md'; maintainCase?: boolean; ignoreWritten?: boolean } = {}): HeadingId[] {
  let tree: Root
  try {
    tree = processors[format].parse(preprocessMdx(source, format))
  } catch (error) {
    const { place, reason = String(error) } = error as { place?: { line?: number; start?: { line?: number } }; reason?: string }
    // An unclosed JSX tag is told with no place, its position written in the text: `(3:1-3:9)`.
    const written = /\((\d+):\d+(?:-\d+:\d+)?\)\s*$/.exec(reason)?.[1]
    throw new HeadingIdsRefused(`the page does not parse: ${reason}`, place?.line ?? place?.start?.line ?? Number(written ?? 0))
  }
  const slugger = new GithubSlugger()
  const ids: HeadingId[] = []
  visit(tree, 'heading', (heading: Heading) => {
    const written = explicitId(heading)
    const line = heading.position?.start.line ?? 0
    // rehype-slug's reading of an element's text (hast-util-to-string): an image's alt and raw HTML add nothing.
    const text = () => toString(heading, { includeImageAlt: false, includeHtml: false })
    if (written !== undefined && !ignoreWritten) ids.push({ line, depth: heading.depth, id: written, written: true })
    else ids.push({ line, depth: heading.depth, id: slugger.slug(text(), maintainCase), written: false })
  })
  return ids
}

/**
 * `source` with the id of each heading of levels 2 to 6 written at the end of its line, keeping the ids
 * already written (unless `overwrite`, or `migrate` to another syntax). Line endings are kept.
 *
 * @throws HeadingIdsRefused when the page does not parse, or when the rewrite would change a heading's id
 */
export function rewriteHeadingIds(source: string, options: HeadingIdOptions & { format?: 'mdx' | 'md' } = {}): string {
  const { format = 'mdx', maintainCase = false, overwrite = false, migrate = false, syntax = 'classic' } = options
  const shown = headingIds(source, { format, maintainCase })
  const wanted = overwrite ? headingIds(source, { format, maintainCase, ignoreWritten: true }) : shown
  const lines = source.split('\n')
  for (const [index, heading] of wanted.entries()) {
    const text = lines[heading.line - 1]
    if (text === undefined || heading.depth < 2 || !LINE_HEADING.test(text)) continue
    if (shown[index]!.written && !overwrite && !migrate) continue
    const eol = text.endsWith('\r') ? '\r' : ''
    const content = text.slice(0, text.length - eol.length).replace(WRITTEN_ID, '').trimEnd()
    lines[heading.line - 1] = `${content} ${syntax === 'mdx-comment' ? `{/* #${heading.id} */}` : `{#${heading.id}}`}${eol}`
  }
  const rewritten = lines.join('\n')
  if (rewritten === source) return source
  // Read back: every heading must show the id it was meant to (the ids of headings left unwritten count
  // on the others, and a line the parser reads differently from how it was written would show here).
  const after = headingIds(rewritten, { format, maintainCase })
  const moved = wanted.findIndex((heading, index) => after[index]?.id !== heading.id)
  if (after.length !== wanted.length || moved !== -1) {
    const heading = wanted[moved === -1 ? 0 : moved]!
    throw new HeadingIdsRefused(`writing the ids would change this heading's id from #${heading.id} to #${after[moved]?.id ?? '(none)'}; write its id by hand (## Text {#${heading.id}})`, heading.line)
  }
  return rewritten
}
