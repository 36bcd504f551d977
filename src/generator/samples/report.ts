/**
 * What the checker reports, and the one-line form an author reads:
 * `docs/api/createSlice.mdx:120:14 (block at line 112, line 9 of the block): Property 'x' does not exist …`
 * (`path:line:column` first, so editors and terminals turn it into a link).
 */
import type { CodeBlock } from './extract'

export interface SampleError {
  /** repository-relative page path */
  file: string
  /** page line of the block's opening fence (0 for a page that could not be parsed at all) */
  blockLine: number
  /** page line of the error */
  line: number
  /** 1-based page column of the error */
  column: number
  /** line of the error counted from the block's first code line (0 when not inside a block) */
  lineInBlock: number
  /** the TypeScript (or MDX) message, chained messages on following lines */
  message: string
}

export interface SampleReport {
  pages: number
  /** code blocks checked (type-checked ts/tsx, syntax-checked js/jsx) */
  blocks: number
  errors: SampleError[]
}

/**
 * Builds the error for a position inside a code block.
 *
 * @param file - repository-relative page path
 * @param lineInBlock - 1-based line counted from the block's first code line
 * @param columnInBlock - 1-based column within that code line (container indentation not included)
 */
export function blockError(file: string, block: CodeBlock, lineInBlock: number, columnInBlock: number, message: string): SampleError {
  return {
    file,
    blockLine: block.fenceLine,
    line: block.fenceLine + lineInBlock,
    // Code inside a list item or a quote is indented on the page; the author's column includes that.
    column: columnInBlock + (block.columnOffsets[lineInBlock - 1] ?? 0),
    lineInBlock,
    message,
  }
}

/**
 * The human-readable line for an error; continuation lines of a chained message are indented.
 */
export function formatSampleError(error: SampleError): string {
  const where = `${error.file}:${error.line}:${error.column}`
  const context = error.lineInBlock > 0 ? ` (block at line ${error.blockLine}, line ${error.lineInBlock} of the block)` : ''
  return `${where}${context}: ${error.message.replace(/\n/g, '\n    ')}`
}

/** Orders errors as a reader goes through the pages: by file, then line, then column. */
export function compareSampleErrors(a: SampleError, b: SampleError): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column
}
