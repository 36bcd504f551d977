/**
 * Which section of the reference documents each Redux Toolkit export, read from the docs' Markdown
 * before anything is compiled: code samples link every imported RTK name there (mdx/api-links.ts), and
 * the export coverage test (test/docs/exports.test.ts) checks that every runtime export has one.
 *
 * A name's section, best first: the page named after it (`/api/createSlice`), a heading that is the
 * name (`### nanoid`, `## \`isAllOf\``), a heading that names it in code, then the section whose prose or
 * samples name it in code. Heading ids are made as rehype-slug makes them (github-slugger, per page),
 * or taken from an explicit `{#id}`.
 */
import GithubSlugger from 'github-slugger'
import { apiPackageCache } from './package-cache'

/** The package's entry points, in two groups, each documented in its own part of the docs. */
export const API_GROUPS = [
  { group: 'toolkit', entries: ['@reduxjs/toolkit', '@reduxjs/toolkit/react'], folder: 'api/' },
  { group: 'query', entries: ['@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react'], folder: 'rtk-query/' },
] as const

export type ApiGroup = (typeof API_GROUPS)[number]['group']

/** The group an import specifier belongs to; undefined for anything not an RTK entry point. */
export function groupOf(specifier: string): ApiGroup | undefined {
  return API_GROUPS.find((g) => (g.entries as readonly string[]).includes(specifier))?.group
}

/** Where a name is documented, and the first sentence there (plain text) for its card. */
export interface ApiTarget {
  href: string
  summary: string
}

/** Per group, name → its section. Plain data: it travels to the compile workers. */
export type ApiReference = Record<ApiGroup, Record<string, ApiTarget>>

/** A docs page as the reference reads it. */
export interface ReferencePage {
  /** Page id relative to the docs folder, e.g. `api/createSlice`. */
  id: string
  route: string
  source: string
}

interface Candidate {
  rank: number
  section: Section
  /** The page's own route (for a page named after the export) or the section's link. */
  href: string
  /** Its card's summary, worked out for the winners only: the section's first sentence, the sentence naming it, or none. */
  summary: 'first' | 'naming' | 'none'
}

const IDENT = /^[A-Za-z_$][\w$]*$/
/** Rank of a match: lower is better. The api/ subfolder of a group (rtk-query/api/) wins ties. */
const PAGE = 0
const HEADING = 1
const HEADING_CODE = 2
const PROSE = 3
const SAMPLE = 4

/**
 * Builds the reference of the names the entry points export (values and types, read from the
 * installed .d.ts files) from the pages of both groups; other pages are ignored.
 */
export function apiReference(pages: readonly ReferencePage[], { keepScans = false }: { keepScans?: boolean } = {}): ApiReference {
  const reference = { toolkit: {}, query: {} } as ApiReference
  for (const { group, folder, entries } of API_GROUPS) {
    const exported = new Set(entries.flatMap((entry) => [...apiPackageCache().declaredNames(entry)]))
    const best = new Map<string, Candidate>()
    // Most names a page mentions are not exports: no candidate is made for those.
    const offer: Offer = (name, rank, section, href, summary) => {
      const known = best.get(name)
      if (exported.has(name) && (!known || rank < known.rank)) best.set(name, { rank, section, href, summary })
    }
    // Pages of the group's api/ subfolder first, so they win ties; then by id, in code-unit order (the
    // same on every machine, where localeCompare follows the locale, and costs ~15 ms to set up).
    const order = (p: ReferencePage) => (p.id.startsWith(`${folder}api/`) || folder === 'api/' ? 0 : 1)
    const inGroup = pages.filter((p) => p.id.startsWith(folder)).sort((a, b) => order(a) - order(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    for (const page of inGroup) scan(page, offer, keepScans)
    const sorted = [...best].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    reference[group] = Object.fromEntries(sorted.map(([name, candidate]) => [name, { href: candidate.href, summary: summaryOf(name, candidate) }]))
  }
  return reference
}

function summaryOf(name: string, { summary, section }: Candidate): string {
  if (summary === 'none') return ''
  // The watch server replays the sections of unchanged pages (scan): their summaries are kept with them,
  // ~5 ms of every save otherwise.
  let known = summaries.get(section)
  if (!known) summaries.set(section, (known = new Map()))
  const key = summary === 'first' ? '' : name
  let text = known.get(key)
  if (text === undefined) known.set(key, (text = summary === 'first' ? firstSentence(linesOf(section)) : sentenceNaming(section, name)))
  return text
}

const summaries = new WeakMap<Section, Map<string, string>>()

/** One section of a page: its heading (none before the first), its prose and its fences. */
interface Section {
  id: string | undefined
  title: string
  /** The text between its fences, each piece as written. */
  prose: string[]
  fences: string[]
  /** Its prose's lines, once asked for (a summary needs them; most sections give none). */
  lines?: string[]
  /** Its prose paragraphs, once asked for. */
  paragraphs?: string[]
}

function linesOf(section: Section): string[] {
  return (section.lines ??= section.prose.flatMap((text) => text.split('\n')))
}

type Offer = (name: string, rank: number, section: Section, href: string, summary: Candidate['summary']) => void

/**
 * The last scan of each page, by id, kept when asked (`keepScans`): the watch server builds the reference
 * again on every save, and only the saved page needs scanning again (a scan of every page costs more than
 * the whole save-to-reload budget). A build scans each page once and keeps nothing.
 */
const scans = new Map<string, { route: string; source: string; offers: Array<Parameters<Offer>> }>()

function scan(page: ReferencePage, offer: Offer, keep: boolean): void {
  // A build offers as it scans; the watch server records the offers, to replay them while the page is unchanged.
  if (!keep) return scanPage(page, offer)
  const known = scans.get(page.id)
  let offers = known && known.source === page.source && known.route === page.route ? known.offers : undefined
  if (!offers) {
    const recorded: Array<Parameters<Offer>> = []
    scanPage(page, (...args) => void recorded.push(args))
    scans.set(page.id, { route: page.route, source: page.source, offers: (offers = recorded) })
  }
  for (const args of offers) offer(...args)
}

function scanPage(page: ReferencePage, offer: Offer): void {
  const sections = splitSections(page.source)
  const pageName = page.id.split('/').at(-1)!
  if (IDENT.test(pageName)) offer(pageName, PAGE, sections[0]!, page.route, 'first')
  for (const section of sections) {
    const href = section.id === undefined ? page.route : `${page.route}#${section.id}`
    const title = plainText(section.title).replace(/\(\)$/, '')
    if (IDENT.test(title)) offer(title, HEADING, section, href, 'first')
    for (const name of [...codeNames(section.title), ...title.split(/[^\w$]+/)]) offer(name, HEADING_CODE, section, href, 'first')
    // Named in passing: the sentence that names it says more than the section's first one.
    for (const name of codeNames(section.prose.join('\n'))) offer(name, PROSE, section, href, 'naming')
    for (const fence of section.fences) for (const name of sampleImports(fence)) offer(name, SAMPLE, section, href, 'none')
  }
}

const HEADING_LINE = /^(#{2,6})\s+(.*?)\s*$/
const EXPLICIT_ID = /\s*\\?\{#([^}\s]+?)\\?\}\s*$/
const FENCE_MARKER = /^\s*(`{3,}|~{3,})/
/**
 * The lines that may open or close a fence or be a heading (a superset of those FENCE_MARKER and
 * HEADING_LINE match): found by one search over the page, so the prose in between is never looked at
 * line by line. The reference is built on the main thread before anything compiles; this keeps it cheap.
 */
const SPECIAL_LINE = /^[^\S\n]*(?:`{3,}|~{3,})[^\n]*|^#{2,6}[^\S\n][^\n]*/gm

function splitSections(source: string): Section[] {
  const slugger = new GithubSlugger()
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '')
  const sections: Section[] = [{ id: undefined, title: '', prose: [], fences: [] }]
  let fence: { marker: string; start: number } | undefined
  /** Where the lines not yet given to a section start (past the end: there are none). */
  let rest = 0
  const prose = (section: Section, end: number) => {
    if (end > rest) section.prose.push(body.slice(rest, end - 1))
  }
  for (const match of body.matchAll(SPECIAL_LINE)) {
    const line = match[0]
    const start = match.index
    const current = sections.at(-1)!
    const marker = FENCE_MARKER.exec(line)?.[1]
    if (fence) {
      if (marker && marker[0] === fence.marker[0] && marker.length >= fence.marker.length && line.trim() === marker) {
        current.fences.push(start > fence.start ? body.slice(fence.start, start - 1) : '')
        fence = undefined
        rest = start + line.length + 1
      }
      continue
    }
    const heading = marker ? undefined : HEADING_LINE.exec(line)
    if (!marker && !heading) continue
    prose(current, start)
    rest = start + line.length + 1
    if (marker) {
      fence = { marker, start: rest }
      continue
    }
    const explicit = EXPLICIT_ID.exec(heading![2]!)
    const title = heading![2]!.replace(EXPLICIT_ID, '')
    sections.push({ id: explicit ? explicit[1] : slugger.slug(plainText(title)), title, prose: [], fences: [] })
  }
  // The lines after the last fence or heading (an unclosed fence's lines belong to no section).
  if (!fence && rest <= body.length) sections.at(-1)!.prose.push(body.slice(rest))
  return sections
}

/** Markdown inline text as it reads: code spans, links and emphasis reduced to their text. */
function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`+([^`]*)`+/g, '$1')
    .replace(/(\*\*|__|\*|_)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Names written in code form: `name`, `name()`, `name<T>`, `name(options)`. */
function codeNames(markdown: string): string[] {
  return [...markdown.matchAll(/`([A-Za-z_$][\w$]*)(?:[(<][^`]*)?`/g)].map((m) => m[1]!)
}

/** Names a sample imports from an RTK entry point. */
function sampleImports(code: string): string[] {
  const names: string[] = []
  if (!code.includes('@reduxjs/toolkit')) return names
  for (const m of code.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"](@reduxjs\/toolkit[^'"]*)['"]/g)) {
    if (groupOf(m[2]!) === undefined) continue
    for (const part of m[1]!.split(',')) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!
      if (IDENT.test(name)) names.push(name)
    }
  }
  return names
}

/** Longest summary; a longer sentence is cut at a word and ends in `…`. */
const SUMMARY_MAX = 130

/** The first sentence of a section's first paragraph, as plain text. */
export function firstSentence(lines: readonly string[]): string {
  const paragraph = paragraphs(lines)[0]
  return paragraph ? clip(sentences(paragraph)[0]!) : ''
}

/** The first sentence of a section that names `name` in code, as plain text. */
function sentenceNaming(section: Section, name: string): string {
  const lines = linesOf(section)
  const pattern = new RegExp('`' + name.replace(/\$/g, '\\$') + '(?![\\w$])')
  for (const paragraph of (section.paragraphs ??= paragraphs(lines))) {
    const sentence = sentences(paragraph).find((s) => pattern.test(s))
    if (sentence) return clip(sentence)
  }
  // Named in a table row or a list item: the row's other cells, or the item.
  const line = lines.find((l) => pattern.test(l))?.trim()
  if (line?.startsWith('|')) return clip(line.split('|').map((c) => c.trim()).filter((c) => c !== '' && !pattern.test(c)).join(' — '))
  return line && /^([-*+]|\d+\.)\s/.test(line) ? clip(sentences(line.replace(/^([-*+]|\d+\.)\s+/, ''))[0]!) : ''
}

/** The prose paragraphs of a section (not lists, tables, admonition fences, JSX or ESM lines). */
function paragraphs(lines: readonly string[]): string[] {
  const found: string[] = []
  let current: string[] = []
  for (const line of [...lines, '']) {
    const text = line.trim()
    if (text !== '' && !/^(:::|<|\||>|import\s|export\s|[-*+]\s|\d+\.\s)/.test(text)) current.push(text)
    else if (current.length > 0) {
      found.push(current.join(' '))
      current = []
    }
  }
  return found
}

/** A paragraph's sentences, still in Markdown: one ends at . ! or ? before a space and a capital or code. */
function sentences(paragraph: string): string[] {
  return paragraph.split(/(?<=[.!?])\s+(?=[A-Z(`"“[*])/)
}

function clip(markdown: string): string {
  const sentence = plainText(markdown)
  return sentence.length > SUMMARY_MAX ? `${sentence.slice(0, SUMMARY_MAX - 2).replace(/\s+\S*$/, '')} …` : sentence
}
