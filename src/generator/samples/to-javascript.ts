/**
 * The JavaScript version of a TypeScript sample.
 *
 * Why sucrase and not `ts.transpileModule`: TypeScript's emitter prints a new file from the syntax tree.
 * It re-indents to 4 spaces, adds semicolons, drops blank lines (they can only be saved by marker
 * comments that its printer then moves about) and may move comments; the samples are written in the
 * docs' own style (2 spaces, no semicolons) and their layout is part of what they teach. Sucrase instead
 * deletes type syntax in place and leaves every other character, comment and line where it was. What it
 * leaves behind (empty lines, `{ a, }`, a comment that described an interface) is regular enough to tidy
 * exactly, see tidy-stripped.ts. For the few constructs sucrase rewrites into code of its own (enums,
 * namespaces with values, constructor parameter properties) TypeScript's emit is both correct and more
 * readable, so such a file goes through TypeScript instead.
 */
import { transform } from 'sucrase'
import type { ModuleDeclaration, Node, SourceFile } from 'typescript'
import { unwrapCastParentheses } from './cast-parentheses'
import { parseSample } from './syntax'
import { tidyStrippedCode } from './tidy-stripped'
import ts from './typescript'

/** The JavaScript a reader would write: types removed; comments, blank lines and layout kept;
 *  JSX left as JSX for tsx. Type-only imports/exports, interfaces, type aliases, `declare` statements
 *  disappear without leaving doubled blank lines. Throws an Error with line:column on a syntax error. */
export function toJavaScript(code: string, lang: 'ts' | 'tsx'): string {
  // TypeScript's parser first: sucrase accepts some invalid code, and its messages are less clear.
  return convertToJavaScript(parseSample(code, lang), lang).code
}

/** A JavaScript version, with its parse when the conversion made one of exactly that code. */
export interface JavaScriptVersion {
  code: string
  source?: SourceFile
}

/**
 * {@link toJavaScript} from the sample already parsed (`parseSample`), returning the parse of the
 * result too when the conversion checked it: the code worker links names in both versions of a sample
 * (mdx/api-links.ts) and a cold build would otherwise parse every sample twice more.
 */
export function convertToJavaScript(source: SourceFile, lang: 'ts' | 'tsx'): JavaScriptVersion {
  const code = source.text
  if (needsTypeScriptEmit(source)) return { code: emitWithTypeScript(code, lang) }
  const stripped = transform(code, {
    transforms: lang === 'tsx' ? ['typescript', 'jsx'] : ['typescript'],
    jsxRuntime: 'preserve',
    // Keep `?.`, `??`, class fields… exactly as written: the reader's target is modern.
    disableESTransforms: true,
  }).code
  const tidied = tidyStrippedCode(source, stripped)
  const jsLang = lang === 'tsx' ? 'jsx' : 'js'
  // The tidying only removes whitespace, lines and emptied punctuation; should it ever break the code
  // anyway, the untidied output is still correct JavaScript.
  const parsed = parseIfValid(tidied, jsLang)
  if (!parsed) return { code: stripped }
  const unwrapped = unwrapCastParentheses(source, tidied, jsLang, parsed)
  return unwrapped === tidied ? { code: tidied, source: parsed } : { code: unwrapped }
}

function parseIfValid(code: string, lang: 'js' | 'jsx'): SourceFile | undefined {
  try {
    return parseSample(code, lang)
  } catch {
    return undefined
  }
}

/** Enums, namespaces that hold values, and parameter properties: TypeScript code that has runtime code. */
function needsTypeScriptEmit(source: SourceFile): boolean {
  const visit = (node: Node): boolean => {
    if (ts.isEnumDeclaration(node) && !isAmbient(node)) return true
    if (ts.isModuleDeclaration(node) && !isAmbient(node) && holdsValues(node)) return true
    if (ts.isParameter(node) && ts.isConstructorDeclaration(node.parent) && ts.isParameterPropertyDeclaration(node, node.parent)) return true
    return ts.forEachChild(node, visit) ?? false
  }
  return visit(source)
}

/** A namespace of only types and type-only namespaces vanishes from JavaScript; sucrase handles that. */
function holdsValues(namespace: ModuleDeclaration): boolean {
  const body = namespace.body
  if (!body) return false
  if (ts.isModuleDeclaration(body)) return holdsValues(body)
  if (!ts.isModuleBlock(body)) return false
  return body.statements.some((s) => !ts.isInterfaceDeclaration(s) && !ts.isTypeAliasDeclaration(s) && !(ts.isModuleDeclaration(s) && !holdsValues(s)))
}

function isAmbient(node: Node): boolean {
  for (let current: Node | undefined = node; current; current = current.parent) {
    if (ts.canHaveModifiers(current) && ts.getModifiers(current)?.some((m) => m.kind === ts.SyntaxKind.DeclareKeyword)) return true
  }
  return false
}

function emitWithTypeScript(code: string, lang: 'ts' | 'tsx'): string {
  const output = ts.transpileModule(code, {
    fileName: `sample.${lang}`,
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, jsx: ts.JsxEmit.Preserve, verbatimModuleSyntax: false },
  }).outputText
  return output.replace(/\n+$/, '')
}
