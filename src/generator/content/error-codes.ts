/**
 * Production error codes of the installed @reduxjs/toolkit, read from its readable ESM builds, where each
 * `formatProdErrorMessage(N)` stands beside the development message it replaces:
 *   process.env.NODE_ENV === "production" ? formatProdErrorMessage(N) : "message"
 * Reading the package (not a copied list) keeps /errors right for the pinned release.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
// Loaded with require: imported as an ES module, TypeScript's 9 MB file is first scanned for exports (~1 s).
import type { Expression, Node, SourceFile } from 'typescript'
import ts from '../samples/typescript'

export interface ErrorCode {
  code: number
  message: string
}

const BUILDS = ['redux-toolkit.modern.mjs', 'query/rtk-query.modern.mjs', 'query/react/rtk-query-react.modern.mjs']

/** Every code with its message, sorted by code. `root` is where node_modules is resolved from. */
export async function readErrorCodes(root: string): Promise<ErrorCode[]> {
  const require = createRequire(join(root, 'package.json'))
  const dist = dirname(require.resolve('@reduxjs/toolkit/package.json'))
  const codes = new Map<number, string>()
  for (const build of BUILDS) {
    const text = await readFile(join(dist, 'dist', build), 'utf8')
    for (const entry of extract(text, build)) if (!codes.has(entry.code)) codes.set(entry.code, entry.message)
  }
  return [...codes].sort(([a], [b]) => a - b).map(([code, message]) => ({ code, message }))
}

/** Finds `… ? formatProdErrorMessage(N) : <message>` conditionals in one module. */
export function extract(text: string, name: string): ErrorCode[] {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS)
  const found: ErrorCode[] = []
  const visit = (node: Node): void => {
    if (ts.isConditionalExpression(node)) {
      const call = node.whenTrue
      if (ts.isCallExpression(call) && ts.isIdentifier(call.expression) && call.expression.text === 'formatProdErrorMessage') {
        const arg = call.arguments[0]
        if (arg && ts.isNumericLiteral(arg)) found.push({ code: Number(arg.text), message: messageText(node.whenFalse, source) })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** A string literal's value; a template keeps its `${…}` placeholders as the reader will see them filled. */
function messageText(node: Expression, source: SourceFile): string {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => `\${${span.expression.getText(source)}}${span.literal.text}`).join('')
  }
  return node.getText(source)
}
