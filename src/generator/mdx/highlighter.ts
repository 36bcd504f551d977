/**
 * Shiki, created once per process and shared by every page; languages load on first use.
 */
import { bundledLanguages, createHighlighter, type Highlighter } from 'shiki'

const PRELOADED = ['ts', 'tsx', 'js', 'jsx', 'json', 'bash', 'diff', 'yaml']
const cache = new Map<string, Promise<Highlighter>>()

/** The highlighter for a theme (themes are validated by shiki: an unknown name throws). */
export function getHighlighter(theme: string): Promise<Highlighter> {
  let highlighter = cache.get(theme)
  if (!highlighter) {
    highlighter = createHighlighter({ themes: [theme], langs: PRELOADED })
    cache.set(theme, highlighter)
  }
  return highlighter
}

/** Loads `lang` if shiki knows it; returns the language to highlight with ('text' when unknown). */
export async function ensureLanguage(highlighter: Highlighter, lang: string): Promise<string> {
  if (lang === '' || lang === 'text' || lang === 'txt') return 'text'
  if (highlighter.getLoadedLanguages().includes(lang)) return lang
  if (lang in bundledLanguages) {
    await highlighter.loadLanguage(lang as keyof typeof bundledLanguages)
    return lang
  }
  return 'text'
}

/** Highlighted HTML (`<pre class="shiki">…`) with `rtk-hl` on the given 1-based lines. */
export function highlightToHtml(highlighter: Highlighter, code: string, lang: string, theme: string, lines: readonly number[]): string {
  const marked = new Set(lines)
  return highlighter.codeToHtml(code, {
    lang,
    theme,
    transformers: [
      {
        line(node, line) {
          if (marked.has(line)) this.addClassToHast(node, 'rtk-hl')
        },
      },
    ],
  })
}
