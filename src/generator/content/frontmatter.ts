/**
 * Frontmatter: the YAML block between `---` lines at the top of a page. Parsed with `yaml` so errors
 * carry line and column; known keys are type-checked with the messages authors need.
 */
import { z } from 'zod'
import { isMap, isNode, LineCounter, parseDocument, type Document, type YAMLError } from 'yaml'
import { BuildError } from '../errors'

/** The keys of CONTENT.md; unknown keys are kept and ignored (Docusaurus pages carry many). */
const FrontmatterSchema = z
  .object({
    id: z.string().optional(),
    title: z.string().optional(),
    sidebar_label: z.string().optional(),
    description: z.string().optional(),
    hide_title: z.boolean().optional(),
    slug: z.string().optional(),
    draft: z.boolean().optional(),
    unlisted: z.boolean().optional(),
    toc_min_heading_level: z.number().int().min(2).max(6).optional(),
    toc_max_heading_level: z.number().int().min(2).max(6).optional(),
  })
  .loose()

export type Frontmatter = z.output<typeof FrontmatterSchema>

export interface SplitSource {
  frontmatter: Frontmatter
  /** 1-based line where the body starts (after the closing `---`). */
  bodyLine: number
}

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/

/**
 * Where to point for a YAML error. yaml notices an unclosed quote or bracket only where the value ends
 * (often at the next key); the author needs the key whose value was left open, so such an error found
 * past that key's line points at the key. Every other error is already at its real position.
 */
function errorOffset(doc: Document, error: YAMLError, lines: LineCounter): number {
  const offset = error.pos[0]
  const unclosed = error.code === 'MISSING_CHAR' || /^Flow (sequence|mapping)/.test(error.message)
  if (!unclosed || !isMap(doc.contents)) return offset
  const start = (node: unknown) => (isNode(node) ? node.range?.[0] : undefined)
  const end = (node: unknown) => (isNode(node) ? node.range?.[2] : undefined)
  const open = doc.contents.items.findLast((pair) => (start(pair.key) ?? offset) < offset && offset <= (end(pair.value) ?? -1))
  const key = start(open?.key)
  return key !== undefined && lines.linePos(key).line < lines.linePos(offset).line ? key : offset
}

/** Parses a page's frontmatter; `file` is the repo-relative path used in error messages. */
export function parseFrontmatter(source: string, file: string): SplitSource {
  const match = FENCE.exec(source)
  if (!match) return { frontmatter: {}, bodyLine: 1 }
  const yamlText = match[1] ?? ''
  const lineCounter = new LineCounter()
  const doc = parseDocument(yamlText, { prettyErrors: false, lineCounter })
  const yamlError = doc.errors[0]
  if (yamlError) {
    // Offsets are into the block, which starts on line 2 of the file; yaml's positions are 1-based.
    const pos = lineCounter.linePos(errorOffset(doc, yamlError, lineCounter))
    throw new BuildError(`malformed frontmatter: ${yamlError.message.split('\n')[0]}`, {
      location: { file, line: pos.line + 1, column: pos.col },
      hint: 'fix the YAML between the `---` lines at the top of the page (quote values that contain ": " or "#")',
    })
  }
  const data: unknown = doc.toJS() ?? {}
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new BuildError('frontmatter must be a YAML mapping of `key: value` lines', {
      location: { file, line: 2, column: 1 },
      hint: 'write one `key: value` per line between the `---` lines (see the frontmatter table in CONTENT.md)',
    })
  }
  const result = FrontmatterSchema.safeParse(data)
  if (!result.success) {
    const issue = result.error.issues[0]!
    const key = String(issue.path[0] ?? '')
    const lineIndex = yamlText.split(/\r?\n/).findIndex((l) => l.startsWith(`${key}:`))
    throw new BuildError(`frontmatter key "${key}": ${issue.message}`, {
      location: { file, line: lineIndex >= 0 ? lineIndex + 2 : 2, column: 1 },
      hint: `give "${key}" a value of the expected type (see the frontmatter table in CONTENT.md)`,
    })
  }
  const bodyLine = match[0].split('\n').length - (match[0].endsWith('\n') ? 1 : 0) + 1
  return { frontmatter: result.data, bodyLine }
}
