/**
 * Which comments of a TypeScript file belong in its JavaScript version. Sucrase removes a comment
 * whenever it stands between two removed tokens, which also takes free-standing comments that merely
 * sit between two type declarations; and it keeps a comment directly above a removed declaration,
 * which then describes nothing. Here the rule is the reader's: a comment goes with the declaration
 * it stands directly above (no blank line between), and stays otherwise.
 */
import type { CommentRange, Node, NodeArray, SourceFile, Statement } from 'typescript'
import type { TidiedLine } from './tidy-line'
import ts from './typescript'

/**
 * Puts back the comment lines sucrase removed that stand between statements (not inside a removed
 * interface or type literal, whose comments go with it).
 */
export function restoreFreeComments(source: SourceFile, lines: TidiedLine[]): void {
  const text = source.text
  const originals = text.split('\n')
  const offsets = lineOffsets(text)
  const restore = (comment: CommentRange) => {
    for (let line = lineAt(offsets, comment.pos); line < lines.length && offsets[line]! < comment.end; line++) {
      const first = offsets[line]! + (originals[line]!.length - originals[line]!.trimStart().length)
      // Only lines that start inside the comment: a line with code before it was not only comment.
      if (first >= comment.pos && first < comment.end && lines[line]!.removed) lines[line] = { text: originals[line]!.trimEnd(), removed: false }
    }
  }
  const visit = (node: Node): void => {
    const statements = (node as { statements?: NodeArray<Statement> }).statements
    const positions = [...(statements ?? []).map((s) => s.pos), ...(ts.isSourceFile(node) ? [node.endOfFileToken.pos] : [])]
    for (const pos of positions) for (const comment of ts.getLeadingCommentRanges(text, pos) ?? []) restore(comment)
    ts.forEachChild(node, visit)
  }
  visit(source)
}

/**
 * A comment directly above a removed declaration (`// The slice's state` over an interface)
 * talked about that declaration: it goes too. "Directly above" means only comments and line breaks,
 * no blank line, stand between the comment and the declaration; TypeScript's scanner tells comments
 * from code, so a `*` or `//` inside a string or a template is never mistaken for one.
 */
export function dropOrphanedComments(original: string, lines: TidiedLine[]): void {
  const offsets = lineOffsets(original)
  for (let i = 1; i < lines.length; i++) {
    if (!lines[i]!.removed || lines[i - 1]!.removed) continue
    let top = i
    for (let j = i - 1; j >= 0 && lines[j]!.text.trim() !== ''; j--) {
      // From the line break before line j: TypeScript collects a leading comment only after a line break.
      if (onlyCommentsBetween(original, j === 0 ? 0 : offsets[j]! - 1, offsets[i]!)) top = j
    }
    for (let j = top; j < i; j++) lines[j]!.removed = true
  }
}

/**
 * `// @ts-expect-error` and `// @ts-ignore` speak to TypeScript about the line below; in JavaScript they
 * tell the reader nothing, so a line that is only such a comment goes (as remark-typescript-tools'
 * transpiled samples drop them on Docusaurus sites). Found as comments by TypeScript's scanner, so such
 * text inside a string or a template stays.
 */
export function dropTypeCheckDirectives(source: SourceFile, lines: TidiedLine[]): void {
  const text = source.text
  const offsets = lineOffsets(text)
  const seen = new Set<number>()
  const visit = (node: Node): void => {
    for (const comment of ts.getLeadingCommentRanges(text, node.pos) ?? []) {
      if (seen.has(comment.pos)) continue
      seen.add(comment.pos)
      if (comment.kind !== ts.SyntaxKind.SingleLineCommentTrivia || !/^\/\/\s*@ts-(?:expect-error|ignore)\b/.test(text.slice(comment.pos, comment.end))) continue
      const line = lineAt(offsets, comment.pos)
      if (text.slice(offsets[line]!, comment.pos).trim() === '' && lines[line]) lines[line].removed = true
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
}

/** True when [from, to) holds one or more comments and otherwise only whitespace without a blank line. */
function onlyCommentsBetween(text: string, from: number, to: number): boolean {
  const comments = ts.getLeadingCommentRanges(text, from) ?? []
  const last = comments.at(-1)
  if (!last || last.end > to || text.slice(from, comments[0]!.pos).trim() !== '') return false
  return text.slice(last.end, to).trim() === '' && !/\n[ \t]*\r?\n/.test(text.slice(from, to))
}

function lineOffsets(text: string): number[] {
  const offsets = [0]
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) offsets.push(i + 1)
  return offsets
}

/** The 0-based line holding a position. */
function lineAt(offsets: number[], pos: number): number {
  let line = 0
  while (line + 1 < offsets.length && offsets[line + 1]! <= pos) line++
  return line
}
