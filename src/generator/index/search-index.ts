/**
 * Index: pagefind's Node API over the rendered pages (in memory: each route once, not its two files).
 * Only `data-pagefind-body` regions are indexed, so navbar, sidebar, TOC and footer stay out.
 */
import * as pagefind from 'pagefind'
import type { RenderedRoute } from '../render/render'

export interface IndexStats {
  pages: number
}

export async function writeSearchIndex(routes: RenderedRoute[], outputPath: string, baseUrl: string): Promise<IndexStats> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' })
  if (!index) throw new Error(`pagefind could not start: ${errors.join('; ')}`)
  try {
    let pages = 0
    for (const route of routes) {
      if (route.kind !== 'doc') continue
      const response = await index.addHTMLFile({ url: `${baseUrl.replace(/\/$/, '')}${route.route}`, content: route.html })
      if (response.errors.length > 0) throw new Error(`pagefind could not index ${route.route}: ${response.errors.join('; ')}`)
      pages += 1
    }
    const written = await index.writeFiles({ outputPath })
    if (written.errors.length > 0) throw new Error(`pagefind could not write its index: ${written.errors.join('; ')}`)
    return { pages }
  } finally {
    await pagefind.close()
  }
}
