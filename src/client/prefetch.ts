/**
 * Prefetch (spec §2): internal links load their page on hover or touch (kept in memory for the click),
 * and prefetch it when they scroll into view (<link rel=prefetch>, or a credentialed XMLHttpRequest
 * where rel=prefetch is unsupported). Both are skipped on 2g and data-saver connections.
 */
import { forEachWhenIdle, whenIdle } from './idle'
import { canonicalRoute, isPageUrl } from './routes'

interface NetworkInformation {
  saveData?: boolean
  effectiveType?: string
}

const pages = new Map<string, Promise<string>>()
const prefetched = new Set<string>()

/** Reader asked to save data, or the connection is too slow for speculative loads. */
export function shouldSkipPrefetch(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection
  return connection?.saveData === true || /2g/.test(connection?.effectiveType ?? '')
}

/** The HTML of a page: from the hover cache if loaded, else fetched now. Rejects on HTTP errors. */
export function loadPage(url: URL): Promise<string> {
  const key = canonicalRoute(url.pathname)
  const cached = pages.get(key)
  if (cached) return cached
  const request = fetch(url.pathname, { credentials: 'same-origin' }).then((response) => {
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('text/html')) {
      throw new Error(`${url.pathname} answered ${response.status}`)
    }
    return response.text()
  })
  pages.set(key, request)
  // A failed load must not poison later attempts.
  request.catch(() => pages.delete(key))
  return request
}

function linkUrl(target: EventTarget | null): URL | undefined {
  const anchor = (target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined
  const url = new URL(anchor.href, location.href)
  return isPageUrl(url) && url.pathname !== location.pathname ? url : undefined
}

function prefetchLink(url: URL): void {
  const key = canonicalRoute(url.pathname)
  if (prefetched.has(key) || pages.has(key)) return
  prefetched.add(key)
  const link = document.createElement('link')
  if (link.relList?.supports?.('prefetch')) {
    link.rel = 'prefetch'
    link.href = url.pathname
    document.head.append(link)
  } else {
    const xhr = new XMLHttpRequest()
    xhr.open('GET', url.pathname, true)
    xhr.withCredentials = true
    xhr.send()
  }
}

let observer: IntersectionObserver | undefined
/** Counts the pages given to observeLinks: idle work for a page swapped out since stops. */
let generation = 0

/**
 * Watches the content links of `root` (article and previous/next) to prefetch them when visible.
 * Each call is for a new page, so the links of the page it replaced are let go. Observing hundreds of
 * links is work the page's load does not need: it starts in idle time (idle.ts).
 */
export function observeLinks(root: ParentNode): void {
  observer?.disconnect()
  const mine = ++generation
  if (shouldSkipPrefetch() || !('IntersectionObserver' in window)) return
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      observer!.unobserve(entry.target)
      const url = linkUrl(entry.target)
      if (url) prefetchLink(url)
    }
  })
  const live = () => mine === generation
  whenIdle(() => {
    if (live()) forEachWhenIdle(root.querySelectorAll('.rtk-markdown a[href], .rtk-pagination a[href]'), (anchor) => observer!.observe(anchor), live)
  })
}

export function initPrefetch(): void {
  const preload = (event: Event) => {
    if (shouldSkipPrefetch()) return
    const url = linkUrl(event.target)
    if (url) void loadPage(url).catch(() => {})
  }
  document.addEventListener('mouseover', preload, { passive: true })
  document.addEventListener('touchstart', preload, { passive: true })
}
