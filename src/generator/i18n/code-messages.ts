/**
 * The messages a site's code marks for translation, as `docusaurus write-translations` finds them in
 * `src/`: `<Translate id="…" description="…">Message</Translate>` and `translate({ id, message,
 * description })`, where `Translate`/`translate` are imported from `@docusaurus/Translate` (under any
 * local name). The key is the id, else the message. Only static text can be extracted: anything else
 * is reported with its file and line, and left out.
 */
import type * as TS from 'typescript'
import ts from '../samples/typescript'
import type { TranslationMessage } from './sidebar-translations'

export interface CodeMessages {
  messages: Array<[key: string, TranslationMessage]>
  /** `file:line: what cannot be extracted`, for the author. */
  warnings: string[]
}

/** The messages of one source file (`file`, as named in warnings; its extension picks the parser's dialect). */
export function codeMessages(file: string, text: string): CodeMessages {
  // A file that never imports the module has nothing to extract (most of a site's code).
  if (!text.includes('@docusaurus/Translate')) return { messages: [], warnings: [] }
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file))
  const names = importedNames(source)
  const messages: CodeMessages['messages'] = []
  const warnings: string[] = []
  const warn = (node: TS.Node, what: string) => warnings.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}: ${what}`)
  const add = (node: TS.Node, message: string | undefined, id: string | undefined, description: string | undefined) => {
    if (message === undefined && id === undefined) return warn(node, 'a message without text or id is left out')
    messages.push([id ?? message!, { message: message ?? id!, ...(description ? { description } : {}) }])
  }
  const visit = (node: TS.Node): void => {
    if ((ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node)) && names.component !== undefined) {
      const opening = ts.isJsxElement(node) ? node.openingElement : node
      if (opening.tagName.getText(source) === names.component) {
        const attribute = (name: string) => jsxAttribute(opening, name)
        const id = attribute('id')
        const description = attribute('description')
        const message = ts.isJsxElement(node) ? jsxText(node) : undefined
        if (id === null || description === null || message === null) warn(node, '<Translate> is left out: its id, description and text must be written as plain text, not computed')
        else add(node, message, id, description)
      }
    }
    if (ts.isCallExpression(node) && names.function !== undefined && ts.isIdentifier(node.expression) && node.expression.text === names.function) {
      const fields = node.arguments[0] && ts.isObjectLiteralExpression(node.arguments[0]) ? objectFields(node.arguments[0]) : null
      if (fields === null) warn(node, 'translate() is left out: its first argument must be an object of plain text ({ message, id, description })')
      else add(node, fields.message, fields.id, fields.description)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return { messages, warnings }
}

function scriptKind(file: string): TS.ScriptKind {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX
  if (file.endsWith('.ts')) return ts.ScriptKind.TS
  return ts.ScriptKind.JSX
}

/** The local names of `@docusaurus/Translate`'s default export (the component) and its `translate`. */
function importedNames(source: TS.SourceFile): { component?: string; function?: string } {
  const names: { component?: string; function?: string } = {}
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || statement.moduleSpecifier.text !== '@docusaurus/Translate') continue
    const clause = statement.importClause
    if (clause?.name) names.component = clause.name.text
    if (clause?.namedBindings && ts.isNamedImports(clause.namedBindings)) {
      for (const element of clause.namedBindings.elements) if ((element.propertyName ?? element.name).text === 'translate') names.function = element.name.text
    }
  }
  return names
}

/** An attribute's text: undefined when absent, null when it is not plain text. */
function jsxAttribute(opening: TS.JsxOpeningLikeElement, name: string): string | undefined | null {
  const attribute = opening.attributes.properties.find((p): p is TS.JsxAttribute => ts.isJsxAttribute(p) && p.name.getText() === name)
  if (attribute === undefined) return undefined
  const value = attribute.initializer
  if (value === undefined) return null
  if (ts.isStringLiteral(value)) return value.text
  return ts.isJsxExpression(value) && value.expression ? staticText(value.expression) : null
}

/**
 * The element's one child as text (whitespace runs made one space, as JSX shows them): a text, or an
 * expression of plain text; null for anything else.
 */
function jsxText(element: TS.JsxElement): string | undefined | null {
  const children = element.children.filter((child) => !(ts.isJsxText(child) && child.containsOnlyTriviaWhiteSpaces))
  if (children.length === 0) return undefined
  if (children.length > 1) return null
  const [child] = children as [TS.JsxChild]
  if (ts.isJsxText(child)) return child.text.trim().replace(/\s+/g, ' ')
  return ts.isJsxExpression(child) && child.expression ? staticText(child.expression) : null
}

/** `message`, `id` and `description` of an object literal, each plain text or absent; null when one is computed. */
function objectFields(object: TS.ObjectLiteralExpression): { message?: string; id?: string; description?: string } | null {
  const fields: Record<string, string> = {}
  for (const property of object.properties) {
    if (!ts.isPropertyAssignment(property)) return null
    const name = ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : undefined
    if (name === undefined || !['message', 'id', 'description'].includes(name)) continue
    const value = staticText(property.initializer)
    if (value === null) return null
    fields[name] = value
  }
  return fields
}

/** A string literal, a template without substitutions, or a `+` of them; null for anything else. */
function staticText(node: TS.Expression): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isParenthesizedExpression(node)) return staticText(node.expression)
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = staticText(node.left)
    const right = staticText(node.right)
    return left === null || right === null ? null : left + right
  }
  return null
}
