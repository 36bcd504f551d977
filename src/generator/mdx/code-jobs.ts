/**
 * The expensive part of code blocks: shiki highlighting (TextMate grammars on the oniguruma engine,
 * ~5 ms a block) and the TypeScript → JavaScript conversion. It runs in the code worker, for the pages
 * of every compile worker (see code-service.ts), with results looked up in the code cache first.
 */
import type { SourceFile } from 'typescript'
import type { ApiCard, SampleApi } from '../api/sample-api'
import type { JavaScriptVersion } from '../samples/to-javascript'
import type { KeyedFile } from '../cache/keyed-file'
import { codeKey, openCodeCache, type CodeEntry } from './code-cache'
import { ensureLanguage, getHighlighter, highlightToHtml, highlightToHtmlDual } from './highlighter'
import { splitThemeId } from './code-themes'
import { javaScriptLines } from '../samples/line-map'
import type { CodeLink } from './token-links'

export interface CodeJob {
  code: string
  lang: string
  /** The code themes (code-themes.ts: one, or a light and a dark one). */
  theme: string
  lines: number[]
  /** Lines a site's own magic comments mark, with their classes; absent: none (samples/split.ts). */
  lineClasses?: Array<[number, string]>
  /** Also make the JavaScript version (ts/tsx only). */
  javascript: boolean
  /** Link the Redux Toolkit names the sample imports to these reference sections (api-links.ts). */
  api?: SampleApi
}

export type CodeResult = CodeEntry | { ok: false; message: string }

/** Opened from the disk on first use, then kept in memory across compiles (as the watch server wants). */
let cache: KeyedFile<CodeEntry> | undefined

/** Highlights (and converts, when asked) one code file, or takes the result from the cache kept in `cacheDir`. */
export async function processCode(job: CodeJob, cacheDir: string): Promise<CodeResult> {
  cache ??= openCodeCache(cacheDir)
  const key = codeKey(job)
  const cached = cache.get(key)
  if (cached) return cached
  const result = await run(job)
  if (result.ok) cache.set(key, result)
  return result
}

async function run(job: CodeJob): Promise<CodeResult> {
  const themes = splitThemeId(job.theme)
  const highlighter = await getHighlighter(themes.theme)
  const lang = await ensureLanguage(highlighter, job.lang)
  // A second theme for dark mode has a highlighter of its own (its memo of lines holds its colours).
  const night = themes.dark === undefined ? undefined : await getHighlighter(themes.dark)
  if (night) await ensureLanguage(night, job.lang)
  const paint = (code: string, lines: readonly number[], links?: readonly CodeLink[], lineClasses?: ReadonlyArray<[number, string]>) =>
    night ? highlightToHtmlDual(highlighter, night, code, lang, { theme: themes.theme, dark: themes.dark! }, lines, links, lineClasses) : highlightToHtml(highlighter, code, lang, themes.theme, lines, links, lineClasses)
  const linkApi = job.api && (await import('./api-links')).apiLinks
  if (!job.javascript) {
    const linked = linkApi?.(job.code, lang, job.api!)
    return { ok: true, html: paint(job.code, job.lines, linked?.links, job.lineClasses), ...withCards(linked?.cards) }
  }
  let source: SourceFile
  let js: JavaScriptVersion
  try {
    // Loaded on first need: TypeScript takes half a second to load, and a warm build never needs it.
    const { convertToJavaScript } = await import('../samples/to-javascript')
    const { parseSample } = await import('../samples/syntax')
    // One parse of the sample serves the conversion and the links, and the conversion's check of its
    // output serves the links of the JavaScript version: parsing was most of what the links cost.
    source = parseSample(job.code, job.lang as 'ts' | 'tsx')
    js = convertToJavaScript(source, job.lang as 'ts' | 'tsx')
  } catch (error) {
    return failed(error)
  }
  const linked = linkApi?.(job.code, lang, job.api!, source)
  const html = paint(job.code, job.lines, linked?.links, job.lineClasses)
  try {
    const jsLang = job.lang === 'tsx' ? 'jsx' : 'js'
    const jsLinked = linkApi?.(js.code, jsLang, job.api!, js.source)
    // Highlighted with the TypeScript grammar it came from: JavaScript is TypeScript without types, the
    // colours are the same (test/generator/mdx/line-memo.test.ts compares them on every docs sample), and
    // the lines it shares with the TypeScript come from the grammar's memo (line-memo.ts), not a second scan.
    // The lines the author marked, where they are in the JavaScript (a line the conversion removed is not).
    const moved = job.lines.length > 0 || job.lineClasses?.length ? javaScriptLines(job.code, js.code) : undefined
    const jsLines = moved ? job.lines.flatMap((line) => moved.get(line) ?? []) : []
    const jsClasses = moved && job.lineClasses ? job.lineClasses.flatMap(([line, name]): Array<[number, string]> => (moved.has(line) ? [[moved.get(line)!, name]] : [])) : undefined
    const jsHtml = paint(js.code, jsLines, jsLinked?.links, jsClasses)
    return { ok: true, html, js: { code: js.code, html: jsHtml }, ...withCards({ ...linked?.cards, ...jsLinked?.cards }) }
  } catch (error) {
    return failed(error)
  }
}

/** A sample without a JavaScript version: rehype-code.ts warns, and shows the TypeScript alone. */
function failed(error: unknown): CodeResult {
  return { ok: false, message: error instanceof Error ? error.message : String(error) }
}

/** The `cards` field of a result: left out when no name was linked. */
function withCards(cards: Record<string, ApiCard> | undefined): { cards?: Record<string, ApiCard> } {
  return cards && Object.keys(cards).length > 0 ? { cards } : {}
}
