/**
 * The installed declaration files of an entry point, read as text: which names it exports, and the
 * text of the statement that declares one (followed through `export { a as b }`, imports,
 * `export { … } from` and `export *` into redux, reselect, immer…). No TypeScript here: parsing the
 * package's 300 KB of declarations costs more than the whole feature may add to a build, while the
 * bundled .d.ts files keep their imports and exports in plain one-line statements that a pattern
 * reads. signatures.ts parses just the statement it is given.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

interface DeclarationFile {
  path: string
  text: string
  /** Local name → where it is imported from. */
  imports: Map<string, { module: string; name: string }>
  /** Exported name → local name, or the module and name it is re-exported from. */
  exports: Map<string, string | { module: string; name: string }>
  /** `export * from 'm'`. */
  stars: string[]
  /** Top-level declarations: name → where its first statement starts, and its keyword. */
  declared: Map<string, { index: number; keyword: string }>
}

/** A declaration statement's text and the file it is in. */
export interface FoundDeclaration {
  path: string
  /** The statement (its first overload, for a function), from its keyword to its end. */
  text: string
  /** The name it declares (the exported name may differ: `export { isFSA as isFluxStandardAction }`). */
  local: string
}

const files = new Map<string, DeclarationFile | undefined>()
const GENERATOR_DIR = import.meta.dirname

/** Every name (values and types) that `specifier` exports. */
export function exportNames(specifier: string, from = GENERATOR_DIR): Set<string> {
  const names = new Set<string>()
  const visit = (file: DeclarationFile | undefined, depth: number) => {
    if (!file || depth > 8) return
    for (const name of file.exports.keys()) names.add(name)
    for (const star of file.stars) visit(resolveFile(star, file.path), depth + 1)
  }
  visit(resolveFile(specifier, join(from, 'index.ts')), 0)
  return names
}

/** The statement declaring export `name` of `specifier`; undefined when it exports no such name. */
export function findDeclaration(specifier: string, name: string, from = GENERATOR_DIR): FoundDeclaration | undefined {
  return findExport(resolveFile(specifier, join(from, 'index.ts')), name, 0)
}

function findExport(file: DeclarationFile | undefined, name: string, depth: number): FoundDeclaration | undefined {
  if (!file || depth > 8) return undefined
  const exported = file.exports.get(name)
  if (typeof exported === 'string') {
    const text = statementText(file, exported)
    if (text) return { path: file.path, text, local: exported }
    const imported = file.imports.get(exported)
    return imported && findExport(resolveFile(imported.module, file.path), imported.name, depth + 1)
  }
  if (exported) return findExport(resolveFile(exported.module, file.path), exported.name, depth + 1)
  for (const star of file.stars) {
    const found = findExport(resolveFile(star, file.path), name, depth + 1)
    if (found) return found
  }
  return undefined
}

/** `a, type b, c as d` → [[a, a], [b, b], [c, d]] (local or imported name, then the name it takes). */
function specifiers(list: string): Array<[string, string]> {
  return list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter((part) => part !== '')
    .map((part) => {
      const [from, as] = part.split(/\s+as\s+/)
      return [from!, as ?? from!]
    })
}

function readDeclarations(path: string): DeclarationFile | undefined {
  if (files.has(path)) return files.get(path)
  const text = existsSync(path) ? readFileSync(path, 'utf8') : undefined
  const file = text === undefined ? undefined : { path, text, imports: new Map(), exports: new Map(), stars: [] as string[], declared: new Map() }
  if (file) {
    for (const m of text!.matchAll(/^(?:export\s+)?(?:declare\s+)?(?:abstract\s+)?(const|let|var|function|type|interface|class|enum)\s+([\w$]+)/gm)) {
      if (!file.declared.has(m[2]!)) file.declared.set(m[2]!, { index: m.index, keyword: m[1]! })
    }
    for (const m of text!.matchAll(/^import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/gm)) {
      for (const [name, local] of specifiers(m[1]!)) file.imports.set(local, { module: m[2]!, name })
    }
    for (const m of text!.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}(?:\s*from\s*["']([^"']+)["'])?/gm)) {
      for (const [local, name] of specifiers(m[1]!)) file.exports.set(name, m[2] ? { module: m[2], name: local } : local)
    }
    for (const m of text!.matchAll(/^export\s+(?:declare\s+)?(?:abstract\s+)?(?:const|let|var|function|type|interface|class|enum|namespace)\s+([\w$]+)/gm)) file.exports.set(m[1]!, m[1]!)
    for (const m of text!.matchAll(/^export\s+\*\s+from\s*["']([^"']+)["']/gm)) file.stars.push(m[1]!)
  }
  files.set(path, file)
  return file
}

const resolved = new Map<string, DeclarationFile | undefined>()

/** The declaration file a module specifier names, seen from file `from` (Node's types resolution, simplified). */
function resolveFile(specifier: string, from: string): DeclarationFile | undefined {
  const key = `${specifier}\0${dirname(from)}`
  if (!resolved.has(key)) resolved.set(key, resolveUncached(specifier, from))
  return resolved.get(key)
}

function resolveUncached(specifier: string, from: string): DeclarationFile | undefined {
  if (specifier.startsWith('.')) {
    const base = join(dirname(from), specifier).replace(/\.(m?js|d\.m?ts)$/, '')
    return readDeclarations([`${base}.d.ts`, `${base}.d.mts`, join(base, 'index.d.ts')].find((p) => existsSync(p)) ?? `${base}.d.ts`)
  }
  const parts = specifier.split('/')
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!
  const subpath = ['.', ...parts.slice(specifier.startsWith('@') ? 2 : 1)].join('/')
  for (let dir = dirname(from); ; dir = dirname(dir)) {
    const pkgDir = join(dir, 'node_modules', name)
    if (existsSync(join(pkgDir, 'package.json'))) {
      const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as { types?: string; typings?: string; exports?: Record<string, unknown> }
      const target = typesOf(pkg.exports?.[subpath]) ?? (subpath === '.' ? (pkg.types ?? pkg.typings) : undefined)
      return target ? readDeclarations(join(pkgDir, target)) : undefined
    }
    if (dirname(dir) === dir) return undefined
  }
}

/** The `types` path of an export map entry: its own, or the first found under `import`, `default`… */
function typesOf(entry: unknown): string | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined
  const record = entry as Record<string, unknown>
  if (typeof record.types === 'string') return record.types
  for (const key of ['import', 'default', 'require', 'module']) {
    const found = typesOf(record[key])
    if (found) return found
  }
  return undefined
}

/**
 * The text of the top-level statement declaring `name`, up to its `;` (or the `}` closing an enum),
 * skipping strings and comments; the first one for an overloaded function. An interface or a class
 * ends at its body, written `{}`: its card shows its head only (signatures.ts), and its members (some
 * interfaces run to 15,000 characters of doc comments) would cost most of the parsing.
 */
function statementText(file: DeclarationFile, name: string): string | undefined {
  const start = file.declared.get(name)
  if (!start) return undefined
  const text = file.text
  const block = start.keyword === 'enum'
  const headOnly = start.keyword === 'interface' || start.keyword === 'class'
  let depth = 0
  for (let i = start.index; i < text.length; i++) {
    const c = text[i]!
    if (c === '"' || c === "'" || c === '`') {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++
    } else if (c === '/' && text[i + 1] === '/') i = text.indexOf('\n', i) === -1 ? text.length : text.indexOf('\n', i)
    else if (c === '/' && text[i + 1] === '*') i = text.indexOf('*/', i + 2) + 1
    else if (c === '{' && depth === 0 && headOnly) return `${text.slice(start.index, i)}{}`
    else if (c === '(' || c === '[' || c === '{' || c === '<') depth++
    else if (c === ')' || c === ']' || c === '}' || (c === '>' && text[i - 1] !== '=')) {
      depth--
      if (depth === 0 && c === '}' && block) return text.slice(start.index, i + 1)
    } else if (c === ';' && depth === 0) return text.slice(start.index, i + 1)
  }
  return undefined
}
