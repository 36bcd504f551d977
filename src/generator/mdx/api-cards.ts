/**
 * The cards of a page's linked Redux Toolkit names (see api-links.ts), written once per page at the end
 * of its content: hidden, each the target of its links' `aria-describedby`, so screen readers announce
 * the signature and summary as the link's description; src/client/api-cards.ts shows them on hover and
 * focus. Hidden from the search index too.
 */
import type { Element } from 'hast'
import type { ApiCard } from '../api/sample-api'

/** The hidden element holding `cards` (element id → card), in id order. */
export function apiCardsElement(cards: ReadonlyMap<string, ApiCard>): Element {
  const element = (tagName: string, properties: Element['properties'], children: Element['children']): Element => ({ type: 'element', tagName, properties, children })
  return element(
    'div',
    { hidden: true, dataRtkApiCards: '', dataPagefindIgnore: '' },
    [...cards]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([id, card]) => element('span', { id }, [element('code', {}, [{ type: 'text', value: card.signature }]), ...(card.summary ? [{ type: 'text' as const, value: ` ${card.summary}` }] : [])])),
  )
}
