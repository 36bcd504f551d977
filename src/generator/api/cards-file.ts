/**
 * The cards of every Redux Toolkit name linked in the site's code samples, in one file the browser
 * loads once (src/client/api-cards.ts) instead of in every page: a card is the same on every page, and
 * written into each page it made the HTML of a sample-heavy page some 5% larger gzip.
 */
import type { ApiCard } from './sample-api'

/** Its path in the output folder, under the base URL (src/client/api-cards.ts fetches the same). */
export const API_CARDS_FILE = 'rtk-api-cards.json'

/** Every card the compiled docs and the site's own pages recorded, by card key, in key order. */
export function collectApiCards(docs: Iterable<{ meta: { apiCards?: Record<string, ApiCard> } }>, sitePages: { apiCards: Record<string, ApiCard> }): Map<string, ApiCard> {
  const cards = new Map<string, ApiCard>()
  for (const doc of docs) for (const [key, card] of Object.entries(doc.meta.apiCards ?? {})) cards.set(key, card)
  for (const [key, card] of Object.entries(sitePages.apiCards)) cards.set(key, card)
  return new Map([...cards].sort(([a], [b]) => (a < b ? -1 : 1)))
}

/** The file, from {@link collectApiCards}; none when no name is linked (a site whose samples import no Redux Toolkit name). */
export function apiCardsFile(cards: ReadonlyMap<string, ApiCard>): Array<{ path: string; contents: string }> {
  return cards.size === 0 ? [] : [{ path: API_CARDS_FILE, contents: JSON.stringify(Object.fromEntries(cards)) }]
}
