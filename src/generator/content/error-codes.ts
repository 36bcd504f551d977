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
import { parseExpressionAt, type Expression, type Node } from 'acorn'

/**
 * A piece of a message: plain words, a code name the message quotes in backticks, a value filled in at run
 * time, or a web address the message gives (`… instead: https://redux-toolkit.js.org/api/createReducer`).
 */
export type MessagePart = { kind: 'text' | 'code' | 'placeholder' | 'link'; text: string }

/** A web address in a message, without the punctuation that may follow it (`(…#do-not-mutate-state)`, `….`). */
const URL = /https?:\/\/[^\s()<>"']+[^\s()<>"'.,;:!?]/

export interface ErrorCode {
  code: number
  /** The message as a reader reads it: backticks dropped, each run-time value as its name. */
  message: string
  parts: MessagePart[]
}

const BUILDS = ['redux-toolkit.modern.mjs', 'query/rtk-query.modern.mjs', 'query/react/rtk-query-react.modern.mjs']

/** Every code with its message, sorted by code. `root` is where node_modules is resolved from. */
export async function readErrorCodes(root: string): Promise<ErrorCode[]> {
  const require = createRequire(join(root, 'package.json'))
  const dist = dirname(require.resolve('@reduxjs/toolkit/package.json'))
  const codes = new Map<number, ErrorCode>()
  for (const build of BUILDS) {
    const text = await readFile(join(dist, 'dist', build), 'utf8')
    for (const entry of extract(text)) if (!codes.has(entry.code)) codes.set(entry.code, entry)
  }
  return [...codes.values()].sort((a, b) => a.code - b.code)
}

/**
 * Finds `… ? formatProdErrorMessage(N) : <message>` conditionals in one module: each message is the
 * expression parsed where the conditional's `:` leaves off (parsing only those keeps this fast).
 */
export function extract(text: string): ErrorCode[] {
  return [...text.matchAll(/formatProdErrorMessage\((\d+)\)\s*:/g)].map((match) => {
    let node = parseExpressionAt(text, match.index + match[0].length, { ecmaVersion: 'latest', sourceType: 'module' })
    // `new Error(cond ? f(1) : "message", options)`: the parse runs on over the comma.
    if (node.type === 'SequenceExpression') node = node.expressions[0]!
    const parts = readable(pieces(node, text))
    return { code: Number(match[1]), message: parts.map((p) => p.text).join(''), parts }
  })
}

/** The message expression as literal text and run-time values: strings, templates and `"…" + value`. */
function pieces(node: Expression, text: string): MessagePart[] {
  if (node.type === 'Literal' && typeof node.value === 'string') return [{ kind: 'text', text: node.value }]
  if (node.type === 'TemplateLiteral') {
    return node.quasis.flatMap((q, i) => {
      const literal: MessagePart = { kind: 'text', text: q.value.cooked ?? q.value.raw }
      const value = node.expressions[i]
      return value ? [literal, { kind: 'placeholder', text: valueName(value, text) }] : [literal]
    })
  }
  if (node.type === 'BinaryExpression' && node.operator === '+' && node.left.type !== 'PrivateIdentifier') return [...pieces(node.left, text), ...pieces(node.right, text)]
  return [{ kind: 'placeholder', text: valueName(node, text) }]
}

/**
 * What a run-time value is called, for the reader: `result.path || ""` → result.path,
 * `stringify(action)` → action, `prop.toString()` → prop, `hookNames.join(", ")` → hookNames.
 */
function valueName(node: Node, text: string): string {
  const n = node as Expression
  if (n.type === 'LogicalExpression') return valueName(n.left, text)
  if (n.type === 'CallExpression') {
    if (n.callee.type === 'MemberExpression') return valueName(n.callee.object, text)
    const first = n.arguments[0]
    if (first && first.type !== 'SpreadElement') return valueName(first, text)
  }
  return text.slice(node.start, node.end)
}

/**
 * Splits `backticked` names and web addresses out of the text, collapses the source's line breaks and
 * indentation, and drops the quotes a message puts around a value ('${type}' → the value alone, marked).
 */
function readable(parts: MessagePart[]): MessagePart[] {
  const out: MessagePart[] = []
  const push = (part: MessagePart) => {
    if (part.text === '') return
    const last = out[out.length - 1]
    if (last && last.kind === part.kind && part.kind === 'text') last.text += part.text
    else out.push({ ...part })
  }
  parts.forEach((part, i) => {
    if (part.kind !== 'text') return push(part)
    let text = part.text.replace(/\s+/g, ' ')
    if (parts[i + 1]?.kind === 'placeholder') text = text.replace(/['"]$/, '')
    if (parts[i - 1]?.kind === 'placeholder') text = text.replace(/^['"]/, '')
    text.split(/`([^`]+)`/).forEach((piece, j) => {
      if (j % 2 === 1) return push({ kind: 'code', text: piece })
      piece.split(new RegExp(`(${URL.source})`)).forEach((words, k) => push({ kind: k % 2 === 1 ? 'link' : 'text', text: words }))
    })
  })
  if (out[0]?.kind === 'text') out[0].text = out[0].text.trimStart()
  const last = out[out.length - 1]
  if (last?.kind === 'text') last.text = last.text.trimEnd()
  return out
}
