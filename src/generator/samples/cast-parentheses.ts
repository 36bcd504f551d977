/**
 * `(error as FetchBaseQueryError).status` loses its cast in JavaScript, and the parentheses that only
 * held the cast should go too: `error.status`, as a person writing JavaScript would have it.
 */
import type { Expression, Node, SourceFile } from 'typescript'
import { parseSample } from './syntax'
import ts from './typescript'

/**
 * Removes, from the JavaScript, the parentheses that wrapped a cast in the TypeScript, where the
 * expression inside is a plain name, member access or call (so the parentheses change nothing).
 * Parentheses are matched by the text they enclose, which the type stripping left as it was.
 *
 * @param typescript - the parsed TypeScript the JavaScript was made from
 * @param javascript - the JavaScript, already valid
 * @param parsed - the JavaScript parsed already, if it was
 */
export function unwrapCastParentheses(typescript: SourceFile, javascript: string, lang: 'js' | 'jsx', parsed?: SourceFile): string {
  const casts = new Map<string, number>()
  visit(typescript, (node) => {
    if (!ts.isParenthesizedExpression(node)) return
    const inner = node.expression
    if ((ts.isAsExpression(inner) || ts.isSatisfiesExpression(inner) || ts.isTypeAssertionExpression(inner)) && isPlainChain(inner.expression)) {
      const text = inner.expression.getText(typescript)
      casts.set(text, (casts.get(text) ?? 0) + 1)
    }
  })
  if (casts.size === 0) return javascript

  const removals: number[] = []
  const output = parsed ?? parseSample(javascript, lang)
  visit(output, (node) => {
    if (!ts.isParenthesizedExpression(node) || !isPlainChain(node.expression)) return
    const text = node.expression.getText(output)
    const left = casts.get(text) ?? 0
    if (left === 0) return
    casts.set(text, left - 1)
    removals.push(node.getStart(output), node.getEnd() - 1)
  })
  // From the end, so earlier positions stay valid.
  return removals
    .sort((a, b) => b - a)
    .reduce((text, at) => text.slice(0, at) + text.slice(at + 1), javascript)
}

/**
 * A name, `this`, or a chain of member accesses and calls on one: nothing binds tighter, so
 * parentheses around it never matter. Optional chains are left alone: `(a?.b).c` is not `a?.b.c`.
 */
function isPlainChain(node: Expression): boolean {
  if (ts.isIdentifier(node) || node.kind === ts.SyntaxKind.ThisKeyword) return true
  if (ts.isOptionalChain(node)) return false
  if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node) || ts.isCallExpression(node)) return isPlainChain(node.expression)
  return false
}

function visit(node: Node, callback: (node: Node) => void): void {
  callback(node)
  ts.forEachChild(node, (child) => visit(child, callback))
}
