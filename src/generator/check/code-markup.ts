/**
 * The crawl (crawl.ts) gets highlighted code blocks without their colours. A block is a `<span>` per
 * token run (highlighter.ts) and made half the bytes of our pages (4.0 of 8.1 MB): linkinator streamed
 * and parsed every one of them looking for links, of which a block holds only its linked API names
 * (token-links.ts). The crawl server sends each block as its links alone, so the same links are checked.
 */
import { mapCodeBlockBodies } from '../render/code-blocks'

const LINK_START = /<a\s[^>]*>/g

const HREF = /\shref="([^"]*)"/

/**
 * `html` with each highlighted code block reduced to the links in it (empty links, same targets), each
 * target once a page: a reference page's samples name `createSlice` a hundred times, and the crawl would
 * handle every one (162 linked names on /api/createSlice, 12 targets).
 */
export function withoutCodeMarkup(html: string): string {
  const seen = new Set<string>()
  return mapCodeBlockBodies(html, (body) =>
    [...body.matchAll(LINK_START)]
      .filter((m) => {
        const href = HREF.exec(m[0])?.[1]
        if (href === undefined || seen.has(href)) return false
        seen.add(href)
        return true
      })
      .map((m) => `${m[0]}</a>`)
      .join(''),
  )
}
