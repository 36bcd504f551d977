/**
 * Errors an author can act on: each names the source file (and line/column when known) and says how to
 * fix it. The build prints `format(error)` and stops; the previous output stays untouched.
 */

export interface SourceLocation {
  /** Path relative to the site root, e.g. `docs/api/createSlice.mdx`. */
  file: string
  line?: number
  column?: number
}

/** An error caused by the site's input (content, config, sidebar), not by the generator itself. */
export class BuildError extends Error {
  readonly location?: SourceLocation
  readonly hint?: string

  constructor(message: string, options: { location?: SourceLocation; hint?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause })
    this.name = 'BuildError'
    this.location = options.location
    this.hint = options.hint
  }
}

/** `file:line:column` as editors and terminals link it. */
export function formatLocation(loc: SourceLocation): string {
  return [loc.file, loc.line, loc.line !== undefined ? loc.column : undefined].filter((p) => p !== undefined).join(':')
}

/** Every message in an error's `cause` chain, outermost first (the spec asks for causes to be listed). */
export function errorChain(error: unknown): string[] {
  const messages: string[] = []
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current !== undefined && current !== null && !seen.has(current)) {
    seen.add(current)
    messages.push(current instanceof Error ? current.message : String(current))
    current = current instanceof Error ? current.cause : undefined
  }
  return messages
}

/** The text printed for a failed build: location, message, causes and hint. */
export function formatError(error: unknown): string {
  const lines: string[] = []
  if (error instanceof BuildError && error.location) lines.push(`${formatLocation(error.location)}: ${error.message}`)
  else lines.push(error instanceof Error ? error.message : String(error))
  for (const cause of errorChain(error).slice(1)) lines.push(`  Cause: ${cause}`)
  if (error instanceof BuildError && error.hint) lines.push(`  Fix: ${error.hint}`)
  return lines.join('\n')
}

/** An error as plain data, to cross from a worker thread (structured clone keeps only message and stack). */
export interface TransferableError {
  name: string
  message: string
  stack?: string
  location?: SourceLocation
  hint?: string
  cause?: TransferableError
}

export function toTransferable(error: unknown, depth = 0): TransferableError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) }
  const cause = error.cause !== undefined && depth < 10 ? toTransferable(error.cause, depth + 1) : undefined
  const extra = error instanceof BuildError ? { location: error.location, hint: error.hint } : {}
  return { name: error.name, message: error.message, stack: error.stack, cause, ...extra }
}

/** The error back from its plain data: a BuildError stays a BuildError, with its whole cause chain. */
export function fromTransferable(data: TransferableError): Error {
  const cause = data.cause ? fromTransferable(data.cause) : undefined
  const error = data.name === 'BuildError' ? new BuildError(data.message, { location: data.location, hint: data.hint, cause }) : new Error(data.message, { cause })
  if (data.name !== 'BuildError') error.name = data.name
  if (data.stack) error.stack = data.stack
  return error
}
