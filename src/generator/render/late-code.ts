/**
 * Code known only once a page renders: `<CodeBlock language="js">{source}</CodeBlock>` where `source`
 * is a raw-loader import (`!!raw-loader!./example.js`) or a computed string. Code written in the page
 * is highlighted as it compiles (remark-theme-code-block.ts); this code is written plain by
 * `@theme/CodeBlock` with a marker (LATE_CODE), and highlighted here once every page is rendered, on
 * the code worker (its results kept in the main thread's code cache), as Docusaurus highlights every
 * code block in the browser.
 */
import type { CodeJob, CodeResult } from '../mdx/code-jobs'
import type { RenderedRoute } from './render'

/** The attribute that marks such a block's `<pre>`; its value is the block's language. */
export const LATE_CODE = 'data-rtk-late-code'

/** The attribute that carries its highlighted lines (1-based, comma-separated), when it has some. */
const LATE_LINES = 'data-rtk-late-lines'

/** The plain `<pre>` written for `code` in `lang`: highlighted by {@link highlightLateCode}, `lines` marked. */
export function lateCodeHtml(code: string, lang: string, lines: readonly number[] = []): string {
  const marked = lines.length > 0 ? ` ${LATE_LINES}="${lines.join(',')}"` : ''
  return `<pre class="shiki" ${LATE_CODE}="${escapeHtml(lang)}"${marked}><code>${escapeHtml(code)}</code></pre>`
}

const MARKERS = new RegExp(` (?:${LATE_CODE}|${LATE_LINES})="[^"]*"`, 'g')
const LATE_BLOCK = new RegExp(`<pre class="shiki" ${LATE_CODE}="([^"]*)"(?: ${LATE_LINES}="([\\d,]*)")?><code>([\\s\\S]*?)</code></pre>`, 'g')

/**
 * The routes with every marked block highlighted in `theme` (a code theme id, code-themes.ts) by
 * `highlight` (the build's: compile-pool.ts's processCodeOnWorker). A block the highlighter refuses
 * stays plain. Routes without one are returned as they are.
 */
export async function highlightLateCode(routes: RenderedRoute[], theme: string, highlight: (job: CodeJob) => Promise<CodeResult>): Promise<RenderedRoute[]> {
  return Promise.all(
    routes.map(async (route) => {
      if (!route.html.includes(LATE_CODE)) return route
      const blocks = [...route.html.matchAll(LATE_BLOCK)]
      const highlighted = await Promise.all(
        blocks.map(async ([whole, lang, lines, code]) => {
          const job: CodeJob = { code: unescapeHtml(code!), lang: unescapeHtml(lang!), theme, lines: lines ? lines.split(',').map(Number) : [], javascript: false }
          const result = await highlight(job)
          return result.ok ? result.html : whole!.replace(MARKERS, '')
        }),
      )
      let i = 0
      return { ...route, html: route.html.replace(LATE_BLOCK, () => highlighted[i++]!) }
    }),
  )
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** Text as React writes it into HTML, read back (its `&`, `<`, `>`, quotes and apostrophes). */
export function unescapeHtml(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&')
}
