/**
 * Remembers what a TextMate grammar made of each line, so a line met again in the same grammar state
 * costs a map lookup instead of a second run of the Oniguruma scanners.
 *
 * Samples repeat themselves: the JavaScript version of a TypeScript sample is the same text with the
 * types taken out, and most of its lines are byte for byte the TypeScript's (issue 24 measured 3.4 s of
 * the code worker's 10 s on highlighting them from scratch); imports and closing braces recur across all
 * samples. A grammar's output for a line depends only on the line's text and the rule stack it starts in
 * (vscode-textmate tokenizes line by line from the previous line's stack, as VS Code's incremental
 * tokenizer relies on), so the memo is keyed on both. The stack is compared by every field that steers the
 * next line, which is stricter than vscode-textmate's own `StateStack.equals` (that one skips
 * `beginRuleCapturedEOL` and the name scopes): a hit gives what a fresh run would.
 */

/** The parts of vscode-textmate's StateStack the key reads (shiki does not export the class). */
interface RuleStack {
  parent: RuleStack | null
  ruleId: number
  endRule: string | null
  beginRuleCapturedEOL: boolean
  nameScopesList: ScopeList | null
  contentNameScopesList: ScopeList | null
}
interface ScopeList {
  parent: ScopeList | null
  scopePath: ScopePath
  tokenAttributes: number
}
interface ScopePath {
  parent: ScopePath | null
  scopeName: string
}
interface LineResult {
  tokens: Uint32Array
  ruleStack: unknown
  stoppedEarly: boolean
}
/** A loaded grammar as shiki's tokenizer calls it (`highlighter.getLanguage(lang)`). */
export interface LineGrammar {
  tokenizeLine2(line: string, state: unknown, timeLimit?: number): LineResult
}

/** Past this many lines per grammar the memo starts over: the watch server must not grow without end. */
const MAX_LINES = 100_000

const memoized = new WeakSet<LineGrammar>()
const ids = new Map<string, number>()
const idOf = new WeakMap<object, number>()

/** Makes `grammar` remember its lines (once per grammar; later calls do nothing). */
export function memoizeLines(grammar: LineGrammar): void {
  if (memoized.has(grammar)) return
  memoized.add(grammar)
  const tokenize = grammar.tokenizeLine2.bind(grammar)
  let lines = new Map<string, LineResult>()
  grammar.tokenizeLine2 = (line, state, timeLimit) => {
    const key = `${stackId(state as RuleStack | null)}\n${line}`
    const known = lines.get(key)
    if (known) return known
    const result = tokenize(line, state, timeLimit)
    // A line cut short by a time limit is not what the grammar makes of it: never remembered.
    if (!result.stoppedEarly) {
      if (lines.size >= MAX_LINES) lines = new Map()
      lines.set(key, result)
    }
    return result
  }
}

/** One small number per distinct stack, frame by frame from the root (the same stack met twice gets the same number). */
function stackId(stack: RuleStack | null): number {
  if (!stack) return 0
  return cached(stack, () => `s${stackId(stack.parent)},${stack.ruleId},${stack.beginRuleCapturedEOL ? 1 : 0},${scopesId(stack.nameScopesList)},${scopesId(stack.contentNameScopesList)},${stack.endRule ?? ''}`)
}

function scopesId(scopes: ScopeList | null): number {
  if (!scopes) return 0
  return cached(scopes, () => `a${scopesId(scopes.parent)},${pathId(scopes.scopePath)},${scopes.tokenAttributes}`)
}

function pathId(path: ScopePath | null): number {
  if (!path) return 0
  return cached(path, () => `p${pathId(path.parent)},${path.scopeName}`)
}

/** The number of the object's description, made once per object (stacks are immutable) and shared by equal descriptions. */
function cached(object: object, describe: () => string): number {
  let id = idOf.get(object)
  if (id === undefined) {
    const description = describe()
    id = ids.get(description)
    if (id === undefined) {
      id = ids.size + 1
      ids.set(description, id)
    }
    idOf.set(object, id)
  }
  return id
}
