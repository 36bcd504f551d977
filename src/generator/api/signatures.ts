/**
 * The signature of a Redux Toolkit export as its installed `.d.ts` declares it, for the cards of
 * linked names in code samples (mdx/api-links.ts): first overload, type parameters kept, long types
 * shortened to `…`. Never typed by hand.
 *
 * declarations.ts finds the text of the declaring statement; only that statement is parsed here, with
 * TypeScript's parser (no program, no checker: over the package and its dependencies they cost seconds).
 */
import type * as TS from 'typescript'
import ts from '../samples/typescript'
import { findDeclaration } from './declarations'

type Declaration = TS.FunctionDeclaration | TS.VariableDeclaration | TS.TypeAliasDeclaration | TS.InterfaceDeclaration | TS.ClassDeclaration | TS.EnumDeclaration

/** Longest type written out in full; longer ones are shortened (see {@link shortType}). */
const TYPE_BUDGET = 40

const signatures = new Map<string, string | undefined>()

/**
 * The signature of export `name` of module `specifier` (e.g. `@reduxjs/toolkit`), shown under that
 * name; undefined when the module does not export it. Memoized for the process.
 */
export function exportSignature(specifier: string, name: string): string | undefined {
  const key = `${specifier}\0${name}`
  if (!signatures.has(key)) {
    const found = findDeclaration(specifier, name)
    const source = found && ts.createSourceFile(found.path, found.text, { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone }, false)
    const statement = source?.statements[0]
    const node = statement && ts.isVariableStatement(statement) ? statement.declarationList.declarations[0] : statement
    const known = node && (ts.isFunctionDeclaration(node) || ts.isVariableDeclaration(node) || ts.isTypeAliasDeclaration(node) || ts.isInterfaceDeclaration(node) || ts.isClassDeclaration(node) || ts.isEnumDeclaration(node))
    signatures.set(key, known ? printDeclaration({ source: source! }, node, name) : undefined)
  }
  return signatures.get(key)
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
