/**
 * Cards for the Redux Toolkit names linked in code samples: hovering or focusing such a link shows its
 * signature and summary next to it. The server writes each card once per page, hidden, inside
 * `[data-rtk-api-cards]`, as the target of the links' `aria-describedby` (so screen readers already
 * announce it); this module only shows a visual copy (aria-hidden) in one floating element. Without
 * JavaScript the names are plain links.
 *
 * The card follows WCAG 1.4.13 (content on hover or focus): Escape dismisses it, the pointer may move
 * onto it, and it stays until the pointer or focus leaves.
 */

/** Delay before a hovered name shows its card (a pointer passing over code should not flash cards). */
const SHOW_DELAY_MS = 200
/** Delay before the card goes once the pointer leaves: time to move onto the card. */
const HIDE_DELAY_MS = 150

let card: HTMLElement | undefined
let current: HTMLAnchorElement | undefined
let timer: number | undefined

/** The linked name an event happened on, if any (a link described by an element of the cards list). */
function linkAt(target: EventTarget | null): HTMLAnchorElement | undefined {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>('a[aria-describedby]') : null
  const id = link?.getAttribute('aria-describedby')
  return link && id && document.getElementById(id)?.parentElement?.hasAttribute('data-rtk-api-cards') ? link : undefined
}

function later(run: () => void, ms: number): void {
  window.clearTimeout(timer)
  timer = window.setTimeout(run, ms)
}

function show(link: HTMLAnchorElement): void {
  window.clearTimeout(timer)
  const source = document.getElementById(link.getAttribute('aria-describedby')!)
  if (!source) return
  if (!card?.isConnected) {
    card = document.createElement('div')
    card.className = 'rtk-api-card'
    card.setAttribute('aria-hidden', 'true')
    card.dataset.rtkApiCard = ''
    card.addEventListener('pointerenter', () => window.clearTimeout(timer))
    card.addEventListener('pointerleave', () => later(hide, HIDE_DELAY_MS))
    document.body.append(card)
  }
  current = link
  card.replaceChildren(...[...source.childNodes].map((node) => node.cloneNode(true)))
  card.hidden = false
  place(card, link.getBoundingClientRect())
}

/** Below the name, or above it when there is no room below; never past the viewport's sides. */
function place(element: HTMLElement, anchor: DOMRect): void {
  const { width, height } = element.getBoundingClientRect()
  const below = anchor.bottom + 6 + height <= window.innerHeight
  element.style.top = `${Math.max(4, below ? anchor.bottom + 6 : anchor.top - 6 - height)}px`
  element.style.left = `${Math.max(8, Math.min(anchor.left, window.innerWidth - width - 8))}px`
}

function hide(): void {
  window.clearTimeout(timer)
  if (card) card.hidden = true
  current = undefined
}

/** Listens on the document, so pages swapped in by client-side navigation need nothing more. */
export function initApiCards(): void {
  document.addEventListener('pointerover', (event) => {
    const link = linkAt(event.target)
    if (link && event.pointerType !== 'touch' && link !== current) later(() => show(link), SHOW_DELAY_MS)
    else if (link === current) window.clearTimeout(timer)
  })
  document.addEventListener('pointerout', (event) => {
    if (linkAt(event.target) && !linkAt(event.relatedTarget)) later(hide, HIDE_DELAY_MS)
  })
  document.addEventListener('focusin', (event) => {
    const link = linkAt(event.target)
    if (link) show(link)
    else if (current) hide()
  })
  document.addEventListener('focusout', (event) => {
    if (linkAt(event.target) && !linkAt(event.relatedTarget)) hide()
  })
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && current && !card?.hidden) hide()
  })
  // A fixed card would float away from its name.
  window.addEventListener('scroll', () => current && hide(), { passive: true, capture: true })
}
