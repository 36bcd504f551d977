/**
 * Production error codes of the installed @reduxjs/toolkit, read from its readable ESM builds, where each
 * `formatProdErrorMessage(N)` stands beside the development message it replaces:
 *   process.env.NODE_ENV === "production" ? formatProdErrorMessage(N) : "message"
 * Reading the package (not a copied list) keeps /errors right for the pinned release.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
// acorn (the parser MDX itself uses) reads the three builds in tens of milliseconds; TypeScript would
// first cost half a second to load.
import { parseExpressionAt, type Expression } from 'acorn'

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
    for (const entry of extract(text)) if (!codes.has(entry.code)) codes.set(entry.code, entry.message)
  }
  return [...codes].sort(([a], [b]) => a - b).map(([code, message]) => ({ code, message }))
}

/**
 * Finds `… ? formatProdErrorMessage(N) : <message>` conditionals in one module: each message is the
 * expression parsed where the conditional's `:` leaves off (parsing only those keeps this fast).
 */
export function extract(text: string): ErrorCode[] {
  return [...text.matchAll(/formatProdErrorMessage\((\d+)\)\s*:/g)].map((match) => {
    let message = parseExpressionAt(text, match.index + match[0].length, { ecmaVersion: 'latest', sourceType: 'module' })
    // `new Error(cond ? f(1) : "message", options)`: the parse runs on over the comma.
    if (message.type === 'SequenceExpression') message = message.expressions[0]!
    return { code: Number(match[1]), message: messageText(message, text) }
  })
}

/** A string literal's value; a template keeps its `${…}` placeholders as the reader will see them filled. */
function messageText(node: Expression, text: string): string {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value
  if (node.type === 'TemplateLiteral') {
    return node.quasis.map((q, i) => (q.value.cooked ?? q.value.raw) + (i < node.expressions.length ? `\${${text.slice(node.expressions[i]!.start, node.expressions[i]!.end)}}` : '')).join('')
  }
  return text.slice(node.start, node.end)
}
