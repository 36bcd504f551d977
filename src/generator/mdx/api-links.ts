/**
 * Which identifiers of a code sample name a Redux Toolkit export: the names the sample imports from an
 * RTK entry point (named imports, `as` aliases followed, type-only ones too) at every place they are
 * used, except where a local declaration of the same name shadows the import. Runs in the code worker,
 * on TypeScript's parser (already loaded there to make the JavaScript versions).
 */
import type * as TS from 'typescript'
import { groupOf } from '../api/reference'
import { type ApiCard, cardKey, type SampleApi } from '../api/sample-api'
import { apiPackageCache } from '../api/package-cache'
import { exportSignature } from '../api/signatures'
import ts from '../samples/typescript'
import type { CodeLink } from './token-links'

/** An import of an RTK export: `import { createSlice as cs } from '@reduxjs/toolkit'` → local `cs`. */
export interface ApiImport {
  local: string
  /** The exported name. */
  name: string
  specifier: string
}

/** One place in the code (offsets into it) that names an imported export. */
export interface ApiUse {
  start: number
  end: number
  import: ApiImport
}

/**
 * The uses of RTK imports in `code`, in order; the import specifiers themselves count as uses. `parsed`
 * is the code already parsed with parent nodes set (the code worker has it from the JavaScript
 * conversion); without it the code is parsed here, syntax errors and all.
 */
export function findApiUses(code: string, lang: string, parsed?: TS.SourceFile): ApiUse[] {
  const kind = lang === 'tsx' ? ts.ScriptKind.TSX : lang === 'jsx' ? ts.ScriptKind.JSX : lang === 'js' ? ts.ScriptKind.JS : ts.ScriptKind.TS
  const sf = parsed ?? ts.createSourceFile(`sample.${lang}`, code, ts.ScriptTarget.Latest, true, kind)
  const imports = new Map<string, ApiImport>()
  const uses: ApiUse[] = []
  for (const statement of sf.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue
    const specifier = statement.moduleSpecifier.text
    const bindings = statement.importClause?.namedBindings
    if (groupOf(specifier) === undefined || !bindings || !ts.isNamedImports(bindings)) continue
    for (const element of bindings.elements) {
      const imported: ApiImport = { local: element.name.text, name: (element.propertyName ?? element.name).text, specifier }
      imports.set(imported.local, imported)
      if (element.propertyName) uses.push(at(element.propertyName, sf, imported))
      uses.push(at(element.name, sf, imported))
    }
  }
  if (imports.size === 0) return []

  // Only where the text spells an imported name can there be a use: find those places, then, in one
  // descent through the nodes that hold them, the identifiers there (rather than visiting every node of
  // the sample, or descending from the root once per place).
  const places = [...imports.keys()].flatMap((name) => spelledAt(code, name)).sort((a, b) => a - b)
  const references: Array<{ node: TS.Identifier; start: number; imported: ApiImport }> = []
  /** Imported names also written as a declaration's name (or a property, a label): only those can be shadowed. */
  const redeclared = new Set<string>()
  let next = 0
  const visit = (node: TS.Node): void => {
    // Names in imports are counted above (those of other packages are not uses).
    if (ts.isImportDeclaration(node)) return
    if (ts.isIdentifier(node)) {
      // The places in its range: in its leading comments, or its start.
      const start = node.getStart(sf)
      for (; next < places.length && places[next]! < node.end; next++) {
        const imported = places[next] === start ? imports.get(node.text) : undefined
        if (imported && isReference(node)) references.push({ node, start, imported })
        else if (imported) redeclared.add(node.text)
      }
      return
    }
    ts.forEachChild(node, visitChild)
  }
  const visitChild = (child: TS.Node): boolean => {
    // A place before this child is in no node (a comment, a keyword, a string's quotes…).
    while (next < places.length && places[next]! < child.pos) next++
    if (next < places.length && places[next]! < child.end) visit(child)
    // Once no place is left, the rest of the tree is not looked at.
    return next === places.length
  }
  visit(sf)
  // A name written with an escape (`\u0061`) is not found by its spelling: then any name may be declared again.
  const escaped = code.includes('\\u')
  for (const { node, start, imported } of references) {
    if (!((escaped || redeclared.has(node.text)) && isShadowed(node))) uses.push({ start, end: node.end, import: imported })
  }
  return uses.sort((a, b) => a.start - b.start)
}

/**
 * Where `name` is written as a word of its own (not inside a longer name). Searched with indexOf: a
 * regular expression made of each sample's names is compiled for that sample alone, and runs cold.
 */
function spelledAt(code: string, name: string): number[] {
  const places: number[] = []
  for (let at = code.indexOf(name); at !== -1; at = code.indexOf(name, at + 1)) {
    if (!isWordChar(code, at - 1) && !isWordChar(code, at + name.length)) places.push(at)
  }
  return places
}

function isWordChar(code: string, index: number): boolean {
  return index >= 0 && index < code.length && /[\w$]/.test(code[index]!)
}

function at(node: TS.Node, sf: TS.SourceFile, imported: ApiImport): ApiUse {
  return { start: node.getStart(sf), end: node.end, import: imported }
}

/** False where the identifier is a property, a member, a label or a declaration's own name. */
function isReference(node: TS.Identifier): boolean {
  const parent = node.parent
  if ((ts.isPropertyAccessExpression(parent) || ts.isQualifiedName(parent)) && node !== (ts.isPropertyAccessExpression(parent) ? parent.expression : parent.left)) return false
  if (ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent) || ts.isPropertyDeclaration(parent) || ts.isMethodDeclaration(parent) || ts.isMethodSignature(parent) || ts.isGetAccessor(parent) || ts.isSetAccessor(parent) || ts.isEnumMember(parent)) {
    return parent.name !== node
  }
  if (ts.isBindingElement(parent) && parent.propertyName === node) return false
  if (ts.isJsxAttribute(parent) || ts.isLabeledStatement(parent) || ts.isBreakOrContinueStatement(parent)) return false
  if (ts.isExportSpecifier(parent) && parent.name === node && parent.propertyName !== undefined) return false
  return !isDeclarationName(node)
}

function isDeclarationName(node: TS.Identifier): boolean {
  const parent = node.parent as TS.Node & { name?: TS.Node }
  return parent.name === node && (ts.isVariableDeclaration(parent) || ts.isParameter(parent) || ts.isBindingElement(parent) || ts.isFunctionLike(parent) || ts.isClassLike(parent) || ts.isTypeAliasDeclaration(parent) || ts.isInterfaceDeclaration(parent) || ts.isEnumDeclaration(parent) || ts.isTypeParameterDeclaration(parent) || ts.isModuleDeclaration(parent))
}

/** True when a scope between the identifier and the module declares a name like it. */
function isShadowed(node: TS.Identifier): boolean {
  for (let scope: TS.Node | undefined = node.parent; scope && !ts.isSourceFile(scope); scope = scope.parent) {
    if (declares(scope, node.text)) return true
  }
  return false
}

/** Does `scope` itself (a block, a function, a class, a catch clause, a loop) declare `name`? */
function declares(scope: TS.Node, name: string): boolean {
  const named = (n: TS.Node | undefined): boolean => n !== undefined && bindsName(n, name)
  if (ts.isFunctionLike(scope)) {
    if (scope.parameters.some((p) => named(p.name)) || (scope.typeParameters ?? []).some((t) => t.name.text === name)) return true
    // A function expression's own name is visible inside it only.
    if ((ts.isFunctionExpression(scope) || ts.isClassExpression(scope)) && scope.name?.text === name) return true
  }
  if ((ts.isClassLike(scope) || ts.isInterfaceDeclaration(scope) || ts.isTypeAliasDeclaration(scope)) && (scope.typeParameters ?? []).some((t) => t.name.text === name)) return true
  if (ts.isCatchClause(scope)) return named(scope.variableDeclaration?.name)
  if ((ts.isForStatement(scope) || ts.isForOfStatement(scope) || ts.isForInStatement(scope)) && scope.initializer && ts.isVariableDeclarationList(scope.initializer)) {
    if (scope.initializer.declarations.some((d) => named(d.name))) return true
  }
  // A function's body is a block, met on the way up like any other.
  const block = ts.isBlock(scope) || ts.isModuleBlock(scope) || ts.isCaseClause(scope) || ts.isDefaultClause(scope)
  return block && scope.statements.some((statement) => statementDeclares(statement, name))
}

function statementDeclares(statement: TS.Statement, name: string): boolean {
  if (ts.isVariableStatement(statement)) return statement.declarationList.declarations.some((d) => bindsName(d.name, name))
  if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement) || ts.isEnumDeclaration(statement)) {
    return statement.name?.text === name
  }
  return false
}

/** Does a binding name (identifier or destructuring pattern) bind `name`? */
function bindsName(node: TS.Node, name: string): boolean {
  if (ts.isIdentifier(node)) return node.text === name
  if (ts.isObjectBindingPattern(node) || ts.isArrayBindingPattern(node)) {
    return node.elements.some((element) => !ts.isOmittedExpression(element) && bindsName(element.name, name))
  }
  return false
}

/**
 * The links of a sample (for the highlighter) and their cards, by card key. A name links only when its
 * reference section is known and the package declares it. `parsed`: as for {@link findApiUses}.
 */
export function apiLinks(code: string, lang: string, api: SampleApi, parsed?: TS.SourceFile): { links: CodeLink[]; cards: Record<string, ApiCard> } {
  const links: CodeLink[] = []
  const cards: Record<string, ApiCard> = {}
  // Each import's link is worked out once, however often the sample uses it.
  const linkOf = new Map<ApiImport, Omit<CodeLink, 'start' | 'end'> | undefined>()
  for (const use of findApiUses(code, lang, parsed)) {
    if (!linkOf.has(use.import)) linkOf.set(use.import, importLink(use.import, api, cards))
    const link = linkOf.get(use.import)
    if (link) links.push({ start: use.start, end: use.end, ...link })
  }
  return { links, cards }
}

/** Where an import links, its card added to `cards`; undefined when it has no reference section or no declaration. */
function importLink({ name, specifier }: ApiImport, api: SampleApi, cards: Record<string, ApiCard>): Omit<CodeLink, 'start' | 'end'> | undefined {
  const target = api.targets[groupOf(specifier)!]?.[name]
  const key = cardKey(specifier, name)
  // An earlier build's signature saves reading the declarations (the package's version is the file's).
  const signature = target && (apiPackageCache().knownSignature(key) ?? exportSignature(specifier, name))
  if (!target || !signature) return undefined
  cards[key] = { signature, summary: target.summary }
  return { href: target.href, card: key }
}
