/**
 * The signature of a Redux Toolkit export as its installed `.d.ts` declares it, for the cards of
 * linked names in code samples (mdx/api-links.ts): first overload, type parameters kept, long types
 * shortened to `…`. Never typed by hand.
 *
 * Reads the declaration files with TypeScript's parser only (no program, no checker: a checker over
 * the package and its dependencies costs seconds): the exports of an entry point are followed through
 * `export { a as b }`, imports, `export { … } from` and `export *` into the files that declare them
 * (redux, reselect, immer…). Each file is parsed once per process, without its doc comments.
 */
import { readFileSync } from 'node:fs'
import type * as TS from 'typescript'
import ts from '../samples/typescript'

type Declaration = TS.FunctionDeclaration | TS.VariableDeclaration | TS.TypeAliasDeclaration | TS.InterfaceDeclaration | TS.ClassDeclaration | TS.EnumDeclaration

interface DeclarationFile {
  path: string
  source: TS.SourceFile
  /** Top-level declarations by name; a function's overloads in order. */
  locals: Map<string, Declaration[]>
  /** Local name → where it is imported from. */
  imports: Map<string, { module: string; name: string }>
  /** Exported name → local name (`export { a as b }`, `export declare …`). */
  exports: Map<string, string>
  /** Exported name → the module and name it is re-exported from (`export { a as b } from 'm'`). */
  reexports: Map<string, { module: string; name: string }>
  /** `export * from 'm'`. */
  stars: string[]
}

/** Longest type written out in full; longer ones are shortened (see {@link shortType}). */
const TYPE_BUDGET = 40

const files = new Map<string, DeclarationFile | undefined>()
const signatures = new Map<string, string | undefined>()

/**
 * The signature of export `name` of module `specifier` (e.g. `@reduxjs/toolkit`), shown under that
 * name; undefined when the module does not export it. Memoized for the process.
 */
export function exportSignature(specifier: string, name: string): string | undefined {
  const key = `${specifier}\0${name}`
  if (!signatures.has(key)) {
    const file = resolveModule(specifier, import.meta.filename)
    const declarations = file && findExport(file, name, 0)
    signatures.set(key, declarations && printDeclaration(declarations.file, declarations.nodes[0]!, name))
  }
  return signatures.get(key)
}

function resolveModule(specifier: string, from: string): DeclarationFile | undefined {
  const options: TS.CompilerOptions = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler }
  const path = ts.resolveModuleName(specifier, from, options, ts.sys).resolvedModule?.resolvedFileName
  return path === undefined ? undefined : parseFile(path)
}

function parseFile(path: string): DeclarationFile | undefined {
  if (files.has(path)) return files.get(path)
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch {
    files.set(path, undefined)
    return undefined
  }
  const source = ts.createSourceFile(path, text, { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone }, false)
  const file: DeclarationFile = { path, source, locals: new Map(), imports: new Map(), exports: new Map(), reexports: new Map(), stars: [] }
  const addLocal = (name: string, node: Declaration, exported: boolean) => {
    file.locals.set(name, [...(file.locals.get(name) ?? []), node])
    if (exported) file.exports.set(name, name)
  }
  for (const statement of source.statements) {
    const exported = ts.canHaveModifiers(statement) && (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const bindings = statement.importClause?.namedBindings
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) file.imports.set(element.name.text, { module: statement.moduleSpecifier.text, name: (element.propertyName ?? element.name).text })
      }
    } else if (ts.isExportDeclaration(statement)) {
      const module = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : undefined
      const clause = statement.exportClause
      if (!clause) {
        if (module) file.stars.push(module)
      } else if (ts.isNamedExports(clause)) {
        for (const element of clause.elements) {
          const local = (element.propertyName ?? element.name).text
          if (module) file.reexports.set(element.name.text, { module, name: local })
          else file.exports.set(element.name.text, local)
        }
      }
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) if (ts.isIdentifier(declaration.name)) addLocal(declaration.name.text, declaration, exported)
    } else if (ts.isFunctionDeclaration(statement) || ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) {
      if (statement.name) addLocal(statement.name.text, statement, exported)
    }
  }
  files.set(path, file)
  return file
}

/** The declarations behind export `name` of `file`, following re-exports (a few levels deep at most). */
function findExport(file: DeclarationFile, name: string, depth: number): { file: DeclarationFile; nodes: Declaration[] } | undefined {
  if (depth > 8) return undefined
  const local = file.exports.get(name)
  if (local !== undefined) return findLocal(file, local, depth)
  const reexport = file.reexports.get(name)
  if (reexport) {
    const target = resolveModule(reexport.module, file.path)
    return target && findExport(target, reexport.name, depth + 1)
  }
  for (const module of file.stars) {
    const target = resolveModule(module, file.path)
    const found = target && findExport(target, name, depth + 1)
    if (found) return found
  }
  return undefined
}

function findLocal(file: DeclarationFile, local: string, depth: number): { file: DeclarationFile; nodes: Declaration[] } | undefined {
  const nodes = file.locals.get(local)
  if (nodes) return { file, nodes }
  const imported = file.imports.get(local)
  const target = imported && resolveModule(imported.module, file.path)
  return target && imported ? findExport(target, imported.name, depth + 1) : undefined
}

/** One line of TypeScript declaring `name` as `node` does (bundler renames like `Slice$1` undone). */
export function printDeclaration(file: { source: TS.SourceFile }, node: Declaration, name: string): string {
  const sf = file.source
  const text = (n: TS.Node) => n.getText(sf).replace(/\s+/g, ' ')
  const type = (n: TS.TypeNode | undefined) => (n ? shortType(n, sf, TYPE_BUDGET) : 'unknown')
  const generics = (params: TS.NodeArray<TS.TypeParameterDeclaration> | undefined) =>
    params && params.length > 0
      ? `<${params.map((p) => `${p.name.text}${p.constraint ? ` extends ${shortType(p.constraint, sf, 20)}` : ''}${p.default ? ` = ${shortType(p.default, sf, 16)}` : ''}`).join(', ')}>`
      : ''
  let line: string
  if (ts.isFunctionDeclaration(node)) {
    line = `function ${name}${generics(node.typeParameters)}(${parameters(node.parameters, sf)}): ${type(node.type)}`
  } else if (ts.isVariableDeclaration(node)) {
    const value = node.initializer && !node.type ? ` = ${shortType(node.initializer, sf, TYPE_BUDGET)}` : ''
    line = value ? `const ${name}${value}` : `const ${name}: ${node.type && ts.isFunctionTypeNode(node.type) ? functionType(node.type, sf, generics) : type(node.type)}`
  } else if (ts.isTypeAliasDeclaration(node)) {
    line = `type ${name}${generics(node.typeParameters)} = ${shortType(node.type, sf, 2 * TYPE_BUDGET)}`
  } else if (ts.isInterfaceDeclaration(node) || ts.isClassDeclaration(node)) {
    const heritage = (node.heritageClauses ?? []).map((h) => ` ${h.token === ts.SyntaxKind.ExtendsKeyword ? 'extends' : 'implements'} ${h.types.map((t) => shortType(t, sf, 32)).join(', ')}`).join('')
    line = `${ts.isClassDeclaration(node) ? 'class' : 'interface'} ${name}${generics(node.typeParameters)}${heritage} { … }`
  } else {
    const members = node.members.map((m) => text(m.name))
    line = `enum ${name} { ${members.slice(0, 4).join(', ')}${members.length > 4 ? ', …' : ''} }`
  }
  return line.replace(/\$\d+\b/g, '')
}

function functionType(node: TS.FunctionTypeNode, sf: TS.SourceFile, generics: (p: TS.NodeArray<TS.TypeParameterDeclaration> | undefined) => string): string {
  return `${generics(node.typeParameters)}(${parameters(node.parameters, sf)}) => ${shortType(node.type, sf, TYPE_BUDGET)}`
}

function parameters(params: TS.NodeArray<TS.ParameterDeclaration>, sf: TS.SourceFile): string {
  return params
    .map((p) => `${p.dotDotDotToken ? '...' : ''}${ts.isIdentifier(p.name) ? p.name.text : 'options'}${p.questionToken ? '?' : ''}${p.type ? `: ${shortType(p.type, sf, TYPE_BUDGET)}` : ''}`)
    .join(', ')
}

/**
 * A type as written, or shortened to fit `budget` characters: `Name<…>`, `{ … }`, `(…) => R`,
 * the first members of a union then `| …`, or `…`.
 */
export function shortType(node: TS.Node, sf: TS.SourceFile, budget: number): string {
  const full = node.getText(sf).replace(/\s+/g, ' ')
  if (full.length <= budget) return full
  if (ts.isTypeReferenceNode(node) || ts.isExpressionWithTypeArguments(node) || ts.isImportTypeNode(node)) {
    const name = ts.isTypeReferenceNode(node) ? node.typeName.getText(sf) : ts.isImportTypeNode(node) ? (node.qualifier?.getText(sf) ?? 'import(…)') : node.expression.getText(sf)
    return node.typeArguments ? `${name}<…>` : name
  }
  if (ts.isTypePredicateNode(node)) return `${node.parameterName.getText(sf)} is ${node.type ? shortType(node.type, sf, budget - 12) : '…'}`
  if (ts.isTypeLiteralNode(node) || ts.isMappedTypeNode(node)) return '{ … }'
  if (ts.isFunctionTypeNode(node)) return `(…) => ${shortType(node.type, sf, Math.max(12, budget - 10))}`
  if (ts.isArrayTypeNode(node)) return `${shortType(node.elementType, sf, budget - 2)}[]`
  if (ts.isUnionTypeNode(node) || ts.isIntersectionTypeNode(node)) {
    const separator = ts.isUnionTypeNode(node) ? ' | ' : ' & '
    const parts: string[] = []
    for (const member of node.types) {
      const part = shortType(member, sf, budget)
      if (parts.join(separator).length + part.length > budget) break
      parts.push(part)
    }
    return [...parts, '…'].join(separator)
  }
  return '…'
}
