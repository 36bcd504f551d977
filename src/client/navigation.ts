/**
 * Client-side navigation: same-origin page links swap the page parts (content, navbar state, mobile
 * menu, title, head meta) without a full reload. History works both ways; a new route scrolls to its
 * hash target or the top, a query-only change neither scrolls nor reloads the page, back/forward puts
 * the reader back where they were (scroll-position.ts); a failed load falls back to a full browser load
 * (spec §2). Focus moves to the new content for keyboard and screen-reader users.
 */
import { inMenuHistoryEntry } from './menu'
import { doneProgress, startProgress } from './progress'
import { loadPage } from './prefetch'
import { isPageUrl } from './routes'
import { capture, restore, reveal, type Position } from './scroll-position'

/** Called after each swap with the new page root, to enhance it like the first page. */
type Enhance = (root: ParentNode) => void

const SWAPPED = ['[data-rtk-page]', '[data-rtk-navbar]', '[data-rtk-mobile-menu]']
/** The head elements that belong to a page, swapped on navigation; `[data-rtk-head]`: what its own `<Head>` gave. */
const HEAD_META = ['meta[name="description"]', 'meta[name="keywords"]', 'link[rel="canonical"]', 'meta[property^="og:"]', 'link[rel="alternate"]', 'meta[name="robots"]', '[data-rtk-head]']

/** What this module keeps in history.state: the entry's key and its last saved position. */
interface EntryState {
  rtkKey?: string
  rtkPosition?: Position
}

let enhance: Enhance = () => {}
let current = new URL(location.href)
let pending = 0
/** The key of the history entry on screen. */
let currentKey = ''
/** Positions of entries left in this document; history.state keeps a copy for reloads (saved on scroll). */
const positions = new Map<string, Position>()

const newKey = () => Math.random().toString(36).slice(2)
const entryState = (): EntryState => (history.state ?? {}) as EntryState

/** Records where the reader is on the entry being left. */
function leave(): void {
  positions.set(currentKey, capture())
}

export function initNavigation(onPage: Enhance): void {
  enhance = onPage
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual'
  currentKey = entryState().rtkKey ?? newKey()
  history.replaceState({ ...history.state, rtkKey: currentKey }, '')
  document.addEventListener('click', onClick)
  window.addEventListener('popstate', () => {
    const target = new URL(location.href)
    const key = entryState().rtkKey ?? newKey()
    if (target.pathname === current.pathname && target.search === current.search) {
      current = target // hash-only history step (or the mobile menu's entry): the browser scrolls by itself
      currentKey = key
      return
    }
    leave()
    const position = positions.get(key) ?? entryState().rtkPosition
    currentKey = key
    void navigate(target, 'pop', position)
  })
  let saveTimer: number | undefined
  window.addEventListener('scroll', () => {
    window.clearTimeout(saveTimer)
    saveTimer = window.setTimeout(() => history.replaceState({ ...history.state, rtkPosition: capture() }, ''), 100)
  }, { passive: true })
}

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const anchor = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return
  const url = new URL(anchor.href, location.href)
  if (!isPageUrl(url)) return
  // Same page, only a hash: leave it to the browser (it scrolls and records history itself).
  if (url.pathname === location.pathname && url.search === location.search && url.hash !== '') return
  event.preventDefault()
  void navigate(url, 'push')
}

/** Records `url` in history for a followed link. */
function record(url: URL): void {
  if (url.href === location.href) return
  leave()
  if (inMenuHistoryEntry()) {
    // A link followed from the mobile menu: the menu's entry becomes the new page's.
    currentKey = newKey()
    history.replaceState({ rtkKey: currentKey }, '', url.href)
    return
  }
  history.replaceState({ ...history.state, rtkPosition: positions.get(currentKey) }, '')
  currentKey = newKey()
  history.pushState({ rtkKey: currentKey }, '', url.href)
}

/**
 * Loads `url` and swaps it in; `mode` says how history records it, `position` is where a back/forward
 * step puts the reader. Exported for the search box.
 */
export async function navigate(url: URL, mode: 'push' | 'pop' = 'push', position?: Position): Promise<void> {
  const ticket = ++pending
  const pathChanged = url.pathname !== current.pathname
  if (!pathChanged) return stay(url, mode, position)
  startProgress()
  try {
    const html = await loadPage(url)
    if (ticket !== pending) return // a newer navigation won
    const next = new DOMParser().parseFromString(html, 'text/html')
    // Not one of the site's pages (a redirect, the refresh page at / of a site without a home page), or
    // a page of another locale (its own site: language, search index, navbar): the browser loads it.
    // So is a page framed otherwise (a Docusaurus page without Layout has no navbar or footer to swap).
    if (!next.querySelector('[data-rtk-page]') || next.documentElement.dataset.rtkLocale !== document.documentElement.dataset.rtkLocale || frameOf(next) !== frameOf(document)) return location.assign(url.href)
    if (mode === 'push') record(url)
    swap(next)
    current = new URL(location.href)
    scrollAfter(url, position)
    focusContent()
    document.dispatchEvent(new CustomEvent('rtk:navigated', { detail: { url: url.href } }))
  } catch (error) {
    if (ticket !== pending) return
    console.error('[rtk-docs] client navigation failed; loading the page fully.', error)
    location.assign(url.href)
  } finally {
    if (ticket === pending) doneProgress()
  }
}

/** Which parts of the layout frame a page: its navbar and footer, there or not. */
function frameOf(page: Document): string {
  return `${page.querySelector('[data-rtk-navbar]') ? 'navbar' : ''} ${page.querySelector('.rtk-footer') ? 'footer' : ''}`
}

function swap(next: Document): void {
  document.title = next.title
  for (const selector of HEAD_META) document.head.querySelectorAll(selector).forEach((el) => el.remove())
  for (const selector of HEAD_META) next.head.querySelectorAll(selector).forEach((el) => document.head.append(document.importNode(el, true)))
  const html = document.documentElement
  const route = next.documentElement.dataset.rtkRoute
  if (route) html.dataset.rtkRoute = route
  // The page's classes on <html> (a Docusaurus site's `docs-doc-page`, `blog-wrapper`) are the next page's;
  // the client's own state classes (rtk-) stay.
  const pageClasses = [...next.documentElement.classList]
  const ownClasses = [...html.classList].filter((name) => name.startsWith('rtk-'))
  if (pageClasses.length > 0 || html.classList.length !== ownClasses.length) html.className = [...ownClasses, ...pageClasses].join(' ')
  // And on <body> (a page's <Head><body className="homepage" /></Head>).
  const bodyClasses = [...next.body.classList]
  const ownBodyClasses = [...document.body.classList].filter((name) => name.startsWith('rtk-'))
  if (bodyClasses.length > 0 || document.body.classList.length !== ownBodyClasses.length) document.body.className = [...ownBodyClasses, ...bodyClasses].join(' ')
  // Only doc pages carry a docs version; a custom page in between must not keep the last one.
  const version = next.documentElement.dataset.rtkDocsVersion
  if (version) html.dataset.rtkDocsVersion = version
  else delete html.dataset.rtkDocsVersion
  for (const selector of SWAPPED) {
    const incoming = next.querySelector(selector)
    const existing = document.querySelector(selector)
    if (incoming && existing) existing.replaceWith(document.importNode(incoming, true))
  }
  enhance(document.querySelector('[data-rtk-page]') ?? document)
}

/**
 * The same page with another query (or the same address again): the page stays as it is, nothing
 * scrolls (spec §2); the parts that read the query (enhance) run again. Back/forward restores.
 */
function stay(url: URL, mode: 'push' | 'pop', position: Position | undefined): void {
  if (mode === 'push') record(url)
  current = new URL(location.href)
  const y = scrollY
  enhance(document.querySelector('[data-rtk-page]') ?? document)
  const target = hashTarget(url)
  if (position) restore(position)
  else if (target) reveal(target)
  // What enhance adds above the view (the /errors?code= message) must not move it: the browser's
  // scroll anchoring would follow the content, but the spec keeps the offset.
  else window.scrollTo(0, y)
  document.dispatchEvent(new CustomEvent('rtk:navigated', { detail: { url: url.href } }))
}

function hashTarget(url: URL): Element | null {
  return url.hash ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null
}

function scrollAfter(url: URL, position: Position | undefined): void {
  if (position) return restore(position)
  const target = hashTarget(url)
  if (target) reveal(target)
  else window.scrollTo(0, 0)
}

function focusContent(): void {
  const main = document.getElementById('rtk-main')
  main?.focus({ preventScroll: true })
}
