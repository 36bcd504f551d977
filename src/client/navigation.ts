/**
 * Client-side navigation: same-origin page links swap the page parts (content, navbar state, mobile
 * menu, title, head meta) without a full reload. History works both ways; a new route scrolls to its
 * hash target or the top, a query-only change does not scroll; a failed load falls back to a full
 * browser load (spec §2). Focus moves to the new content for keyboard and screen-reader users.
 */
import { inMenuHistoryEntry } from './menu'
import { doneProgress, startProgress } from './progress'
import { loadPage } from './prefetch'
import { isPageUrl } from './routes'

/** Called after each swap with the new page root, to enhance it like the first page. */
type Enhance = (root: ParentNode) => void

const SWAPPED = ['[data-rtk-page]', '[data-rtk-navbar]', '[data-rtk-mobile-menu]']
const HEAD_META = ['meta[name="description"]', 'link[rel="canonical"]', 'meta[property^="og:"]', 'link[rel="alternate"]', 'meta[name="robots"]']

let enhance: Enhance = () => {}
let current = new URL(location.href)
let pending = 0

export function initNavigation(onPage: Enhance): void {
  enhance = onPage
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual'
  history.replaceState({ ...history.state, rtkScroll: scrollY }, '')
  document.addEventListener('click', onClick)
  window.addEventListener('popstate', (event) => {
    const target = new URL(location.href)
    if (target.pathname === current.pathname && target.search === current.search) {
      current = target // hash-only history step: the browser scrolls by itself
      return
    }
    void navigate(target, 'pop', (event.state as { rtkScroll?: number } | null)?.rtkScroll)
  })
  let saveTimer: number | undefined
  window.addEventListener('scroll', () => {
    window.clearTimeout(saveTimer)
    saveTimer = window.setTimeout(() => history.replaceState({ ...history.state, rtkScroll: scrollY }, ''), 100)
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

/** Loads `url` and swaps it in; `mode` says how history records it. Exported for the search box. */
export async function navigate(url: URL, mode: 'push' | 'pop' = 'push', restoreScroll?: number): Promise<void> {
  const ticket = ++pending
  const pathChanged = url.pathname !== current.pathname
  if (pathChanged) startProgress()
  try {
    const html = await loadPage(url)
    if (ticket !== pending) return // a newer navigation won
    const next = new DOMParser().parseFromString(html, 'text/html')
    if (mode === 'push') {
      if (url.href === location.href || inMenuHistoryEntry()) {
        // The same address again, or a link followed from the mobile menu: its entry becomes the page's.
        history.replaceState({ rtkScroll: 0 }, '', url.href)
      } else {
        history.replaceState({ ...history.state, rtkScroll: scrollY }, '')
        history.pushState({ rtkScroll: 0 }, '', url.href)
      }
    }
    swap(next)
    current = new URL(location.href)
    scrollAfter(url, pathChanged, restoreScroll)
    if (pathChanged) focusContent()
    document.dispatchEvent(new CustomEvent('rtk:navigated', { detail: { url: url.href } }))
  } catch (error) {
    if (ticket !== pending) return
    console.error('[rtk-docs] client navigation failed; loading the page fully.', error)
    location.assign(url.href)
  } finally {
    if (ticket === pending) doneProgress()
  }
}

function swap(next: Document): void {
  document.title = next.title
  for (const selector of HEAD_META) document.head.querySelectorAll(selector).forEach((el) => el.remove())
  for (const selector of HEAD_META) next.head.querySelectorAll(selector).forEach((el) => document.head.append(document.importNode(el, true)))
  const html = document.documentElement
  const route = next.documentElement.dataset.rtkRoute
  if (route) html.dataset.rtkRoute = route
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

function scrollAfter(url: URL, pathChanged: boolean, restore: number | undefined): void {
  if (restore !== undefined) {
    window.scrollTo(0, restore)
    return
  }
  const target = url.hash ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null
  if (target) target.scrollIntoView()
  else if (pathChanged) window.scrollTo(0, 0)
}

function focusContent(): void {
  const main = document.getElementById('rtk-main')
  main?.focus({ preventScroll: true })
}
