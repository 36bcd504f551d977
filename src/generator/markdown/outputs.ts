/** Markdown twins of the docs and llms.txt (issue 13). */
import type { OutputFile } from '../write/write'

export function markdownOutputs(..._args: unknown[]): OutputFile[] {
  return []
}
