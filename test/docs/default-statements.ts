/**
 * Collects every statement of an option's default value from a docs page, so that a test can compare
 * what different pages say about the same option. The page is parsed the way the build parses it
 * (MDX with front matter, GFM tables and directives), so tables, admonitions and code blocks are told
 * apart and every line number is the author's.
 *
 * Recognised forms (the option name must be unambiguous, otherwise the statement is skipped):
 * - prose: "`name` defaults to `v`", "`name` (default `v`)", "the default `name: v`";
 * - a sentence without a subject ("Defaults to `v`.", "It defaults to `v`.", "`boolean`, default `v`.")
 *   under a heading that names the option (`### keepUnusedDataFor`);
 * - a value list or table under such a heading: "- `true` (default): …", "| `'delayed'` (default) | …";
 * - option tables: a "Default" column, or a cell reading "default `v`" / "(default `v`)", with the
 *   option's name in code in the row's first cell;
 * - signature comments in code blocks: `name?: T // default: v`, `// name defaults to v`.
 */
import { createProcessor } from '@mdx-js/mdx'
import type { Nodes, PhrasingContent, Root, RootContent, Table } from 'mdast'
import { toString } from 'mdast-util-to-string'
import remarkDirective from 'remark-directive'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import { preprocessMdx } from '../../src/generator/mdx/preprocess'

export interface DefaultStatement {
  /** the option's name, e.g. `keepUnusedDataFor` */
  option: string
  /** the stated default as written (code spans keep their backticks) */
  value: string
  /**
   * The value compared across pages: the leading code span (`` `0` (off) `` → `0`), a bare literal
   * (`true`, `60`, `'api'`), `undefined` for "none"/"not set", or "the api setting" / "the endpoint setting"
   * for an option that inherits another level's value, normalized by {@link normalizeValue};
   * null for a description ("exponential backoff", "global `fetch`"), which is recorded but not compared.
   */
  comparable: string | null
  file: string
  line: number
  /** the nearest heading above the statement, to tell options of the same name apart */
  heading: string
}

const NAME = '[A-Za-z_$][\\w$]*'
const CODE_OR_WORDS = "(`[^`]+`|'[^']*'|\"[^\"]*\"|[^.,;:()`]+)"
const SUBJECT_DEFAULT = new RegExp('`(' + NAME + ')`(?: option| parameter| argument| prop| field)?,?(?: which)? defaults to ' + CODE_OR_WORDS, 'g')
const SUBJECT_PAREN = new RegExp('`(' + NAME + ')` \\((?:option, |optional, )?default:? ' + CODE_OR_WORDS + '\\)', 'g')
const DEFAULT_ASSIGNMENT = new RegExp('\\bdefault `(' + NAME + ')\\s*:\\s*([^`]+)`', 'g')
const NO_SUBJECT = new RegExp('^(?:It |This option )?[Dd]efaults to ' + CODE_OR_WORDS)
const TYPE_THEN_DEFAULT = new RegExp('^`[^`]+`, default ' + CODE_OR_WORDS)
const VALUE_MARKED_DEFAULT = /^(`[^`]+`) \((?:the )?default\)/
const CELL_DEFAULT = /(?:^|\(|, |\. )[Dd]efault:? (`[^`]+`)/
const CODE_MEMBER_DEFAULT = new RegExp('^\\s*(?:readonly )?(' + NAME + ')\\??\\s*:[^/]*//\\s*default:?\\s+(.+)$')
const CODE_COMMENT_DEFAULT = new RegExp('//\\s*(' + NAME + ') defaults to (.+)$')
// A heading that is just an option's name: in code, or a lower-case identifier ("Options" is not one).
const HEADING_NAME = new RegExp('^(?:' + NAME + '\\.)*(' + NAME + ')(?:\\(\\))?$')
const NONE = new Set(['none', 'not set', 'unset', 'no default', '—', '–', '-', 'undefined'])
const LITERAL = /^(?:true|false|null|undefined|-?\d+(?:\.\d+)?)$/
// "API setting (`false`)", "API-level setting", "the endpoint's setting, else `true`": inherited from another level
const INHERITED = /^(?:the )?(api|endpoint)(?:-level|'s)? setting\b/
const CODE_LANGS = new Set(['ts', 'tsx', 'js', 'jsx', 'typescript', 'javascript'])

const processor = createProcessor({ remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective] })

/** Lower case, without backticks, quotes, trailing punctuation or repeated spaces. */
export function normalizeValue(value: string): string {
  return value
    .replace(/`/g, '')
    .trim()
    .replace(/[.,;:]+$/, '')
    .replace(/^(['"])(.*)\1$/, '$2')
    .replace(/\s+/g, ' ')
    .toLowerCase()
}

/** The value compared across pages, or null for a description (see {@link DefaultStatement.comparable}). */
export function comparableValue(value: string): string | null {
  const text = value.trim()
  const inherited = INHERITED.exec(normalizeValue(text))
  if (inherited) return `the ${inherited[1]} setting`
  const code = /^`([^`]+)`/.exec(text)
  if (code) return normalizeValue(code[1]!)
  const normalized = normalizeValue(text)
  if (NONE.has(normalized)) return 'undefined'
  if (LITERAL.test(normalized) || /^['"]/.test(text)) return normalized
  return null
}

/** Inline content as Markdown-like text: code spans keep their backticks, links keep only their text. */
function inline(nodes: readonly PhrasingContent[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return node.value
      if (node.type === 'inlineCode') return '`' + node.value + '`'
      if (node.type === 'break') return ' '
      if ('children' in node) return inline(node.children as PhrasingContent[])
      return ''
    })
    .join('')
}

/** Splits at sentence ends; the offset of each sentence is kept for its line number. */
function sentences(text: string): { text: string; offset: number }[] {
  const result: { text: string; offset: number }[] = []
  const end = /[.!?](?=\s+[A-Z`*(])/g
  let start = 0
  for (let m = end.exec(text); m; m = end.exec(text)) {
    result.push({ text: text.slice(start, m.index + 1).trim(), offset: start })
    start = m.index + 1
  }
  result.push({ text: text.slice(start).trim(), offset: start })
  return result
}

/**
 * Lists the default-value statements of one page.
 *
 * @param file - the page's path, reported with each statement
 * @param source - the page's Markdown/MDX text
 */
export function collectDefaults(file: string, source: string): DefaultStatement[] {
  const tree: Root = processor.parse(preprocessMdx(source))
  const found: DefaultStatement[] = []
  let heading = ''
  // The option a section documents, when its heading is just a name (`### keepUnusedDataFor`).
  let subject: string | undefined

  const add = (option: string | undefined, value: string, line: number) => {
    if (option && value.trim() && !/\brequired\b/i.test(value)) found.push({ option, value: value.trim(), comparable: comparableValue(value), file, line, heading })
  }

  const prose = (text: string, line: number, allowSubjectless: boolean) => {
    for (const sentence of sentences(text)) {
      const at = line + (text.slice(0, sentence.offset).match(/\n/g)?.length ?? 0)
      for (const m of sentence.text.matchAll(SUBJECT_DEFAULT)) add(m[1], m[2]!, at)
      for (const m of sentence.text.matchAll(SUBJECT_PAREN)) add(m[1], m[2]!, at)
      for (const m of sentence.text.matchAll(DEFAULT_ASSIGNMENT)) add(m[1], m[2]!, at)
      if (!allowSubjectless) continue
      const own = NO_SUBJECT.exec(sentence.text) ?? TYPE_THEN_DEFAULT.exec(sentence.text)
      if (own) add(subject, own[1]!, at)
    }
  }

  const table = (node: Table) => {
    const [head, ...rows] = node.children
    const headers = head?.children.map((cell) => inline(cell.children).trim().toLowerCase()) ?? []
    const defaultColumn = headers.findIndex((h) => h === 'default' || h === 'default value')
    for (const row of rows) {
      const cells = row.children.map((cell) => inline(cell.children).trim())
      const line = row.position?.start.line ?? 0
      const first = cells[0] ?? ''
      const name = new RegExp('^`(' + NAME + ')\\??`').exec(first)?.[1]
      const marked = VALUE_MARKED_DEFAULT.exec(first)
      if (marked) add(subject, marked[1]!, line)
      if (!name) continue
      if (defaultColumn > 0) {
        const value = cells[defaultColumn] ?? ''
        if (value && !/^[—–-]$/.test(value)) add(name, value, line)
      }
      cells.slice(1).forEach((cell, i) => {
        if (i + 1 === defaultColumn) return
        const m = CELL_DEFAULT.exec(cell)
        if (m) add(name, m[1]!, line)
      })
    }
  }

  const code = (value: string, firstLine: number) => {
    value.split('\n').forEach((text, i) => {
      const m = CODE_MEMBER_DEFAULT.exec(text) ?? CODE_COMMENT_DEFAULT.exec(text)
      if (m) add(m[1], m[2]!.replace(/\s*\/\/.*$/, ''), firstLine + 1 + i)
    })
  }

  const visit = (node: Nodes, inList: boolean) => {
    switch (node.type) {
      case 'heading': {
        heading = toString(node).trim()
        const named = node.children.some((child) => child.type === 'inlineCode') || /^[a-z]/.test(heading)
        subject = named ? HEADING_NAME.exec(heading)?.[1] : undefined
        return
      }
      case 'paragraph': {
        const text = inline(node.children)
        const line = node.position?.start.line ?? 0
        const marked = inList ? VALUE_MARKED_DEFAULT.exec(text) : null
        if (marked) add(subject, marked[1]!, line)
        prose(text, line, true)
        return
      }
      case 'table':
        return table(node)
      case 'code':
        if (node.lang && CODE_LANGS.has(node.lang)) code(node.value, node.position?.start.line ?? 0)
        return
      default:
        if ('children' in node) for (const child of node.children as RootContent[]) visit(child, inList || node.type === 'listItem')
    }
  }

  visit(tree, false)
  return found
}

/** Tells apart options that share a name: the first rule whose pattern matches `<file> <heading>` names the scope. */
export type SharedNames = Record<string, { scope: string; where: RegExp }[]>

export interface Contradiction {
  /** the option, with its scope when it shares its name with another API's option */
  key: string
  statements: DefaultStatement[]
}

/** The key statements are grouped by: the option's name, qualified by its scope for shared names. */
export function keyOf(statement: DefaultStatement, shared: SharedNames): string {
  const rule = shared[statement.option]?.find(({ where }) => where.test(`${statement.file} ${statement.heading}`))
  return rule ? `${statement.option} (${rule.scope})` : statement.option
}

/** Every option (by key) whose comparable statements state more than one default. */
export function findContradictions(statements: readonly DefaultStatement[], shared: SharedNames = {}): Contradiction[] {
  const byKey = new Map<string, DefaultStatement[]>()
  for (const statement of statements) {
    if (statement.comparable === null) continue
    const key = keyOf(statement, shared)
    byKey.set(key, [...(byKey.get(key) ?? []), statement])
  }
  return [...byKey]
    .filter(([, list]) => new Set(list.map((s) => s.comparable)).size > 1)
    .map(([key, list]) => ({ key, statements: list }))
}

/** One contradiction as the author needs it: every statement with its page, line and wording. */
export function describeContradiction({ key, statements }: Contradiction): string {
  const lines = statements.map((s) => `  ${s.file}:${s.line}  ${s.value}   (under "${s.heading}")`)
  return `\`${key}\` has different defaults:\n${lines.join('\n')}`
}
