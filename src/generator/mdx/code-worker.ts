/**
 * Worker thread for the expensive part of code blocks: shiki highlighting (TextMate grammars on the
 * oniguruma engine, ~5 ms a block) and the TypeScript → JavaScript conversion. Running them on every
 * core while esbuild parses MDX on the main thread roughly halves compile time on a 2-core machine.
 */
import { parentPort } from 'node:worker_threads'
import { toJavaScript } from '../samples/to-javascript'
import { ensureLanguage, getHighlighter, highlightToHtml } from './highlighter'

export interface CodeJob {
  id: number
  code: string
  lang: string
  theme: string
  lines: number[]
  /** Also make the JavaScript version (ts/tsx only). */
  javascript: boolean
}

export type CodeResult =
  | { id: number; ok: true; html: string; js?: { code: string; html: string } }
  | { id: number; ok: false; message: string; stack?: string }

async function run(job: CodeJob): Promise<CodeResult> {
  const highlighter = await getHighlighter(job.theme)
  const lang = await ensureLanguage(highlighter, job.lang)
  const html = highlightToHtml(highlighter, job.code, lang, job.theme, job.lines)
  if (!job.javascript) return { id: job.id, ok: true, html }
  try {
    const code = toJavaScript(job.code, job.lang as 'ts' | 'tsx')
    const jsLang = job.lang === 'tsx' ? 'jsx' : 'js'
    return { id: job.id, ok: true, html, js: { code, html: highlightToHtml(highlighter, code, jsLang, job.theme, []) } }
  } catch (error) {
    return { id: job.id, ok: false, message: error instanceof Error ? error.message : String(error) }
  }
}

parentPort?.on('message', (job: CodeJob) => {
  run(job).then(
    (result) => parentPort!.postMessage(result),
    (error: unknown) => parentPort!.postMessage({ id: job.id, ok: false, message: error instanceof Error ? error.message : String(error) } satisfies CodeResult),
  )
})
