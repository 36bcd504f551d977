/**
 * The expensive part of code blocks: shiki highlighting (TextMate grammars on the oniguruma engine,
 * ~5 ms a block) and the TypeScript → JavaScript conversion. It runs in the code worker, for the pages
 * of every compile worker (see code-service.ts), with results looked up in the code cache first.
 */
import type { SampleApi } from '../api/sample-api'
import { CodeCache, type CodeEntry } from './code-cache'
import { ensureLanguage, getHighlighter, highlightToHtml } from './highlighter'

export interface CodeJob {
  code: string
  lang: string
  theme: string
  lines: number[]
  /** Also make the JavaScript version (ts/tsx only). */
  javascript: boolean
  /** Link the Redux Toolkit names the sample imports to these reference sections (api-links.ts). */
  api?: SampleApi
}

export type CodeResult = CodeEntry | { ok: false; message: string }

/** Opened from the disk on first use, then kept in memory across compiles (as the watch server wants). */
let cache: CodeCache | undefined

/** Highlights (and converts, when asked) one code file, or takes the result from the cache kept in `cacheDir`. */
export async function processCode(job: CodeJob, cacheDir: string): Promise<CodeResult> {
  cache ??= new CodeCache(cacheDir)
  const key = CodeCache.key(job)
  const cached = cache.get(key)
  if (cached) return cached
  const result = await run(job)
  if (result.ok) cache.set(key, result)
  return result
}

async function run(job: CodeJob): Promise<CodeResult> {
  const highlighter = await getHighlighter(job.theme)
  const lang = await ensureLanguage(highlighter, job.lang)
  const linkApi = job.api && (await import('./api-links')).apiLinks
  const linked = linkApi?.(job.code, lang, job.api!)
  const html = highlightToHtml(highlighter, job.code, lang, job.theme, job.lines, linked?.links)
  if (!job.javascript) return { ok: true, html, ...(linked && Object.keys(linked.cards).length > 0 ? { cards: linked.cards } : {}) }
  try {
    // Loaded on first need: TypeScript takes half a second to load, and a warm build never needs it.
    const { toJavaScript } = await import('../samples/to-javascript')
    const code = toJavaScript(job.code, job.lang as 'ts' | 'tsx')
    const jsLang = job.lang === 'tsx' ? 'jsx' : 'js'
    const jsLinked = linkApi?.(code, jsLang, job.api!)
    const cards = { ...linked?.cards, ...jsLinked?.cards }
    return { ok: true, html, js: { code, html: highlightToHtml(highlighter, code, jsLang, job.theme, [], jsLinked?.links) }, ...(Object.keys(cards).length > 0 ? { cards } : {}) }
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) }
  }
}
