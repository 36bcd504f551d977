/**
 * Index: pagefind's Node API over the rendered pages (in memory: each route once, not its two files).
 * Only `data-pagefind-body` regions are indexed (DocPage puts it on the article of every doc that has a
 * search section), so navbar, sidebar, TOC and footer stay out; pages without it are skipped here too, so
 * a site where no page has a section never falls back to indexing whole pages. Each indexed page carries
 * its title (`data-pagefind-meta`) and its section (`data-pagefind-filter="section:…"`); ids on h2..h6
 * give the per-heading sub-results.
 */
import * as pagefind from 'pagefind'
import { mapCodeBlockBodies } from '../render/code-blocks'
import type { RenderedRoute } from '../render/render'

export interface IndexStats {
  pages: number
}

/** Page chrome inside the article that is not content: copy controls and tab buttons. */
export const SEARCH_EXCLUDED_SELECTORS = ['[data-rtk-js-only]', '.rtk-copy-page', '.rtk-code__copy', '.rtk-tabs__list']

/** Pages sent to pagefind before the first answer is awaited. */
const IN_FLIGHT = 8

const BODY = /<article\b[^>]*\sdata-pagefind-body[\s=>]/
const SPAN_TAG = /<\/?span\b[^>]*>/g

/** Docs and blog posts are searched; the site's other pages (home, tag and category lists) are not. */
export function isSearched(route: Pick<RenderedRoute, 'kind'>): boolean {
  return route.kind === 'doc' || route.kind === 'post'
}

/**
 * `html` with the colour spans of its code blocks taken out: the same text for pagefind to index (spans
 * are inline, they split no words), in about half the bytes to send it and parse.
 */
export function withoutCodeColours(html: string): string {
  return mapCodeBlockBodies(html, (body) => body.replace(SPAN_TAG, ''))
}

/** `language`: the pages' (a locale's `lang`), for pagefind's word stemming; one index per locale. */
export async function writeSearchIndex(routes: RenderedRoute[], outputPath: string, baseUrl: string, language = 'en'): Promise<IndexStats> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: language.toLowerCase(), excludeSelectors: SEARCH_EXCLUDED_SELECTORS })
  if (!index) throw new Error(`pagefind could not start: ${errors.join('; ')}`)
  try {
    // A window of pages in flight (pagefind answers each by its id and works while the next ones arrive),
    // not all at once: then every page's HTML copy and request was held at the same time. Indexing
    // bench/scale's 485-page output: 12.2 → 10.8 s, peak RSS 490 → 270 MB; our 71 pages: 1.47-1.57 →
    // 1.42-1.45 s (2 alternated pairs each). The index depends on the order pages reach pagefind; they
    // are sent in this array's order, and the same pages give the same index
    // (test/generator/index/search-index.test.ts).
    const indexed = routes.filter((route) => isSearched(route) && BODY.test(route.html))
    let next = 0
    const send = async (): Promise<void> => {
      while (next < indexed.length) {
        const route = indexed[next++]!
        const response = await index.addHTMLFile({ url: `${baseUrl.replace(/\/$/, '')}${route.route}`, content: withoutCodeColours(route.html) })
        if (response.errors.length > 0) throw new Error(`pagefind could not index ${route.route}: ${response.errors.join('; ')}`)
      }
    }
    await Promise.all(Array.from({ length: IN_FLIGHT }, send))
    const pages = indexed.length
    const written = await index.writeFiles({ outputPath })
    if (written.errors.length > 0) throw new Error(`pagefind could not write its index: ${written.errors.join('; ')}`)
    return { pages }
  } finally {
    await pagefind.close()
  }
}
