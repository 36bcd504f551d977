/**
 * Cards for the Redux Toolkit names linked in code samples (`a[data-rtk-api]`, written by the
 * highlighter): hovering or focusing such a link shows the export's signature and summary next to it.
 *
 * The cards of the whole site are one file (`rtk-api-cards.json`, api/cards-file.ts), loaded once when a
 * page has linked names. Each card then becomes a hidden element that the links name in
 * `aria-describedby`, so screen readers announce it as the link's description; the floating card is a
 * visual copy (aria-hidden). Without JavaScript the names are plain links.
 *
 * None of it runs while the page loads (a long reference page has hundreds of linked names): the file
 * loads and the links get their descriptions in idle time (idle.ts), or at once for a link the reader
 * hovers or focuses first.
 *
 * The card follows WCAG 1.4.13 (content on hover or focus): Escape dismisses it, the pointer may move
 * onto it, and it stays until the pointer or focus leaves.
 */
import { forEachWhenIdle, whenIdle } from './idle'

/** Same name as API_CARDS_FILE in src/generator/api/cards-file.ts. */
const CARDS_FILE = 'rtk-api-cards.json'
/** Delay before a hovered name shows its card (a pointer passing over code should not flash cards). */
const SHOW_DELAY_MS = 200
/** Delay before the card goes once the pointer leaves: time to move onto the card. */
const HIDE_DELAY_MS = 150

type Cards = Record<string, { signature: string; summary: string }>

let cards: Promise<Cards> | undefined
let card: HTMLElement | undefined
let current: HTMLAnchorElement | undefined
let timer: number | undefined

function loadCards(): Promise<Cards> {
  const base = document.documentElement.dataset.rtkBase ?? '/'
  cards ??= fetch(`${base}${CARDS_FILE}`)
    .then((response) => (response.ok ? (response.json() as Promise<Cards>) : {}))
    .catch(() => ({}))
  return cards
}

/** The hidden element holding the card of `key` (made on first need), which links are described by. */
function description(key: string, all: Cards): HTMLElement | undefined {
  const id = `rtk-api-${key}`
  const existing = document.getElementById(id)
  if (existing || !all[key]) return existing ?? undefined
  let list = document.querySelector<HTMLElement>('[data-rtk-api-cards]')
  if (!list) {
    list = document.createElement('div')
    list.hidden = true
    list.dataset.rtkApiCards = ''
    document.body.append(list)
  }
  const element = document.createElement('span')
  const signature = document.createElement('code')
  element.id = id
  signature.textContent = all[key].signature
  element.append(signature, all[key].summary ? ` ${all[key].summary}` : '')
  list.append(element)
  return element
}

/** Names the card of `link` as its description, once the card exists. */
function describe(link: HTMLAnchorElement, all: Cards): void {
  if (description(link.dataset.rtkApi!, all)) link.setAttribute('aria-describedby', `rtk-api-${link.dataset.rtkApi}`)
}

/** Counts the pages given to describeApiLinks: idle work for a page swapped out since stops. */
let generation = 0

/** Gives the linked names of `root` their descriptions, in idle time (the cards file loads then too). */
export function describeApiLinks(root: ParentNode): void {
  const mine = ++generation
  const live = () => mine === generation
  whenIdle(() => {
    if (!live()) return
    const links = root.querySelectorAll<HTMLAnchorElement>('a[data-rtk-api]')
    if (links.length === 0) return
    void loadCards().then((all) => forEachWhenIdle(links, (link) => describe(link, all), live))
  })
}

function linkAt(target: EventTarget | null): HTMLAnchorElement | undefined {
  return (target instanceof Element ? target.closest<HTMLAnchorElement>('a[data-rtk-api]') : null) ?? undefined
}

function later(run: () => void, ms: number): void {
  window.clearTimeout(timer)
  timer = window.setTimeout(run, ms)
}

async function show(link: HTMLAnchorElement): Promise<void> {
  window.clearTimeout(timer)
  current = link
  const all = await loadCards()
  const source = description(link.dataset.rtkApi!, all)
  // The reader got here before the idle pass: this link's description is needed now.
  describe(link, all)
  if (!source || current !== link) return
  if (!card?.isConnected) {
    card = document.createElement('div')
    card.className = 'rtk-api-card'
    card.setAttribute('aria-hidden', 'true')
    card.dataset.rtkApiCard = ''
    card.addEventListener('pointerenter', () => window.clearTimeout(timer))
    card.addEventListener('pointerleave', () => later(hide, HIDE_DELAY_MS))
    document.body.append(card)
  }
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
    if (link === current) window.clearTimeout(timer)
    else if (link && event.pointerType !== 'touch') later(() => void show(link), SHOW_DELAY_MS)
  })
  document.addEventListener('pointerout', (event) => {
    if (linkAt(event.target) && !linkAt(event.relatedTarget)) later(hide, HIDE_DELAY_MS)
  })
  document.addEventListener('focusin', (event) => {
    const link = linkAt(event.target)
    if (link) void show(link)
    else if (current) hide()
  })
  document.addEventListener('focusout', (event) => {
    if (linkAt(event.target) && !linkAt(event.relatedTarget)) hide()
  })
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && current) hide()
  })
  // A fixed card would float away from its name.
  window.addEventListener('scroll', () => current && hide(), { passive: true, capture: true })
}
