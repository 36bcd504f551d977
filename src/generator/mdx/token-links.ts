/**
 * Links inside highlighted code: shiki's tokens cut at the edges of each linked range, so the
 * highlighter can write a linked name as `<a>` (in the colour its token had) while the tokens around
 * it merge as before. Plain data in, plain data out: no TypeScript, no DOM.
 */
import type { ThemedToken } from 'shiki'

/** A range of the code (offsets into it) to write as a link, with the key of its card. */
export interface CodeLink {
  start: number
  end: number
  href: string
  card: string
}

/** A token, with the link it belongs to (if any). */
export type LinkedToken = ThemedToken & { link?: CodeLink }

/**
 * Cuts the lines of a block, one call per line in order: each line's tokens cut where a link starts or
 * ends, each piece tagged with its link. `links` are in code order (api-links.ts gives them so) and none
 * spans lines, so each line looks only at its own: a block's links are walked once, not once a line.
 */
export function lineCutter(links: readonly CodeLink[]): (tokens: readonly ThemedToken[]) => LinkedToken[] {
  let next = 0
  return (tokens) => {
    if (links.length === 0 || tokens.length === 0) return tokens as LinkedToken[]
    const last = tokens.at(-1)!
    const end = last.offset + last.content.length
    while (next < links.length && links[next]!.end <= tokens[0]!.offset) next++
    let stop = next
    while (stop < links.length && links[stop]!.start < end) stop++
    return stop === next ? (tokens as LinkedToken[]) : linkTokens(tokens, links.slice(next, stop))
  }
}

/** `tokens` (one line) cut where each of `links` (those in the line) starts or ends. */
function linkTokens(tokens: readonly ThemedToken[], links: readonly CodeLink[]): LinkedToken[] {
  const out: LinkedToken[] = []
  for (const token of tokens) {
    const end = token.offset + token.content.length
    let at = token.offset
    for (const link of links) {
      if (link.end <= at || link.start >= end) continue
      if (link.start > at) out.push(piece(token, at, link.start))
      out.push({ ...piece(token, at > link.start ? at : link.start, Math.min(end, link.end)), link })
      at = Math.min(end, link.end)
    }
    if (at < end) out.push(piece(token, at, end))
  }
  return out
}

function piece(token: ThemedToken, start: number, end: number): LinkedToken {
  return { ...token, offset: start, content: token.content.slice(start - token.offset, end - token.offset) }
}

/**
 * The opening tag of a link (its text, coloured or not, follows; the stylesheet keeps the colour).
 * `data-rtk-api` names its card, which src/client/api-cards.ts makes the link's description.
 */
export function linkOpenTag(link: CodeLink): string {
  return `<a href="${escapeAttribute(link.href)}" data-rtk-api="${escapeAttribute(link.card)}">`
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}
