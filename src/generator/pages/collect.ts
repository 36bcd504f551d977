/** The site's own pages, with the page API its config names: ours (load.ts) or Docusaurus's (docusaurus.ts). */
import type { SiteConfig } from '../config/schema'
import type { Logger } from '../log'
import { compileDirs } from '../mdx/compile-docs'
import { processCodeOnWorker } from '../mdx/compile-pool'
import { loadCustomPages, type CustomPage } from './load'

export interface SitePages {
  pages: CustomPage[]
  /** CSS the pages import (Docusaurus pages only). */
  css: string
  /** Files the pages import (images, fonts), to write under assets/. */
  files: Array<{ path: string; contents: Uint8Array }>
}

export async function collectPages(root: string, moduleDir: string, config: SiteConfig, logger: Logger): Promise<SitePages> {
  // Loaded only for a Docusaurus site: MDX, remark and rehype take ~0.2 s to load, which our pages never need.
  if (config.pages.api === 'docusaurus') return (await import('./docusaurus')).loadDocusaurusPages(root, moduleDir, config, logger)
  return { pages: await loadCustomPages(root, moduleDir, { root, config, highlight: (code, lang, lines) => highlight(root, config, code, lang, lines) }), css: '', files: [] }
}

/** A page's code highlighted on the code worker, as a docs code block without title or JavaScript version. */
async function highlight(root: string, config: SiteConfig, code: string, lang: string, lines: number[] = []): Promise<string> {
  const result = await processCodeOnWorker({ code, lang, theme: config.code.theme, lines, javascript: false }, compileDirs(root).cacheDir)
  if (!result.ok) throw new Error(`highlighting a ${lang} block failed: ${result.message}`)
  return result.html
}
