/** The site's own pages, with the page API its config names: ours (load.ts) or Docusaurus's (docusaurus.ts). */
import { type ApiCard, type ApiLinking, LINKED_LANGUAGES, sampleApi } from '../api/sample-api'
import type { SiteConfig } from '../config/schema'
import type { Logger } from '../log'
import { compileDirs } from '../mdx/compile-docs'
import { processCodeOnWorker } from '../mdx/compile-pool'
import { loadCustomPages, type CustomPage } from './load'
import type { SiteTheme } from './site-theme'
import { codeThemeId } from '../mdx/code-themes'

export interface SitePages {
  pages: CustomPage[]
  /** CSS the pages import (Docusaurus pages only). */
  css: string
  /** Files the pages import (images, fonts), to write under assets/. */
  files: Array<{ path: string; contents: Uint8Array }>
  /** The cards of the Redux Toolkit names linked in the pages' code, by card key (for api/cards-file.ts). */
  apiCards: Record<string, ApiCard>
}

/**
 * Loads the site's pages. `api`: what their code samples link to, as the docs' samples do (see
 * sampleLinking in mdx/compile-docs.ts); undefined for no links. `theme`: a Docusaurus site's own theme
 * components (pages/site-theme.ts), which its pages import.
 */
export async function collectPages(root: string, moduleDir: string, config: SiteConfig, logger: Logger, api: ApiLinking | undefined, theme?: SiteTheme): Promise<SitePages> {
  // Loaded only for a Docusaurus site: MDX, remark and rehype take ~0.2 s to load, which our pages never
  // need. Those pages highlight no code (their Markdown and <CodeBlock> show it plain): nothing links.
  if (config.pages.api === 'docusaurus') {
    const { loadDocusaurusPages } = await import('./docusaurus')
    return { ...(await loadDocusaurusPages(root, moduleDir, config, logger, theme?.exports)), apiCards: {} }
  }
  const apiCards: Record<string, ApiCard> = {}
  // A page's code is highlighted as a docs code block without title or JavaScript version, on the code worker.
  const highlight = async (code: string, lang: string, lines: number[] = []): Promise<string> => {
    const linked = api && LINKED_LANGUAGES.has(lang) ? sampleApi(code, api.reference, api.version) : undefined
    const result = await processCodeOnWorker({ code, lang, theme: codeThemeId(config.code), lines, javascript: false, api: linked }, compileDirs(root).cacheDir)
    if (!result.ok) throw new Error(`highlighting a ${lang} block failed: ${result.message}`)
    Object.assign(apiCards, result.cards)
    return result.html
  }
  return { pages: await loadCustomPages(root, moduleDir, { root, config, highlight }), css: '', files: [], apiCards }
}
