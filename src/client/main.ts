/**
 * The browser bundle: brings the server-rendered HTML to life. Every behaviour finds its elements by
 * data-rtk-* hooks; `enhance` runs for the first page and again for every page swapped in by navigation.
 */
import { describeApiLinks, initApiCards } from './api-cards'
import { initCopy } from './copy'
import { showErrorCode } from './errors-page'
import { initHideOnScroll } from './hide-on-scroll'
import { crashView } from './lazy'
import { initMenu } from './menu'
import { initNavigation } from './navigation'
import { initPrefetch, observeLinks } from './prefetch'
import { initSearch } from './search-loader'
import { initAutoCollapse, initHideableSidebar, revealCurrentSidebarItem, showSidebarState } from './sidebar'
import { initSidebarParts } from './sidebar-parts'
import { initAnnouncement, rememberDocsVersion } from './site-state'
import { initTabs, restoreTabs } from './tabs'
import { initTheme } from './theme'

/**
 * An href that stays on this origin (pages have no <base>): a fragment, a query, a path (not `//host` or
 * `/\\host`), or a relative path whose first segment has no scheme colon. Tabs and newlines, which the
 * URL parser drops, send an href to the full check.
 */
const LOCAL_HREF = /^(?:[#?]|\/(?![/\\])|[^:/?#\\\t\n\r]+(?:[/?#]|$))(?!.*[\t\n\r])/

/**
 * Links that leave the page's tab never hand over an opener or referrer (spec §2). The renderer writes
 * these attributes already; this catches raw HTML in pages. Resolving every link's origin was a long
 * task at load on a long page (hundreds of links), so plainly local hrefs are passed over first.
 */
function secureLinks(root: ParentNode): void {
  for (const anchor of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (!anchor.target && LOCAL_HREF.test(anchor.getAttribute('href')!.trim())) continue
    const external = anchor.origin !== location.origin && /^https?:$/.test(anchor.protocol)
    if (external && !anchor.target) anchor.target = '_blank'
    if (anchor.target && anchor.target !== '_self') anchor.rel = 'noopener noreferrer'
  }
}

function enhance(root: ParentNode): void {
  try {
    secureLinks(root)
    restoreTabs(root)
    showErrorCode(root)
    describeApiLinks(root)
    observeLinks(root)
    rememberDocsVersion()
    showSidebarState()
    revealCurrentSidebarItem()
    // Diagrams are rare: their code is a chunk of its own, loaded by the pages that have one.
    if (root.querySelector('[data-rtk-mermaid]')) void import('./mermaid').then((m) => m.drawDiagrams(root))
  } catch (error) {
    console.error('[rtk-docs] enhancing the page failed', error)
    const main = document.getElementById('rtk-main')
    main?.replaceChildren(crashView(error, () => location.reload()))
  }
}

initTheme()
initAnnouncement()
initMenu()
initHideOnScroll()
initTabs()
initCopy()
initApiCards()
initSearch()
initPrefetch()
initSidebarParts()
initAutoCollapse()
initHideableSidebar()
initNavigation(enhance)
enhance(document)
;(window as Window & { __rtkReady?: boolean }).__rtkReady = true
