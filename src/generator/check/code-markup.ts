/**
 * The crawl (crawl.ts) gets highlighted code blocks without their colours. A block is a `<span>` per
 * token run (highlighter.ts) and made half the bytes of our pages (4.0 of 8.1 MB): linkinator streamed
 * and parsed every one of them looking for links, of which a block holds only its linked API names
 * (token-links.ts). The crawl server sends each block as its links alone, so the same links are checked.
 */
import { mapCodeBlockBodies } from '../render/code-blocks'

const LINK_START = /<a\s[^>]*>/g

/** `html` with each highlighted code block reduced to the links in it (empty links, same targets). */
export function withoutCodeMarkup(html: string): string {
  return mapCodeBlockBodies(html, (body) => [...body.matchAll(LINK_START)].map((m) => `${m[0]}</a>`).join(''))
}
