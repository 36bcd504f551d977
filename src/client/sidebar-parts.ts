/**
 * Folded sidebar categories sent without their items (large sidebars: src/generator/render/sidebar-parts.ts)
 * load them when the reader unfolds one, in the docs sidebar and in the mobile menu's copy of it alike.
 * Pointing at a folded category starts the load (as pointing at a link prefetches its page, and skipped
 * where prefetching is), so the items are usually there when it unfolds. A failed load leaves a Retry
 * button in the category.
 */
import { shouldSkipPrefetch } from './prefetch'
import { message } from './messages'

const PART = 'data-rtk-sidebar-part'

/** Parts asked for, by URL; a failed one is forgotten, so Retry asks again. */
const requests = new Map<string, Promise<string>>()

function request(url: string): Promise<string> {
  let pending = requests.get(url)
  if (!pending) {
    pending = fetch(url, { credentials: 'same-origin' }).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`)
      return response.text()
    })
    pending.catch(() => requests.delete(url))
    requests.set(url, pending)
  }
  return pending
}

export function initSidebarParts(): void {
  // `toggle` does not bubble: one listener in the capture phase serves every sidebar, swapped-in ones too.
  document.addEventListener('toggle', (event) => {
    const details = event.target
    if (details instanceof HTMLDetailsElement && details.open && details.hasAttribute(PART)) void loadPart(details)
  }, true)
  document.addEventListener('click', (event) => {
    const retry = (event.target as Element | null)?.closest?.('[data-rtk-sidebar-part-retry]')
    const details = retry?.closest('details')
    if (details?.hasAttribute(PART)) void loadPart(details)
  })
  document.addEventListener('mouseover', (event) => {
    const url = (event.target as Element | null)?.closest?.('summary')?.parentElement?.getAttribute(PART)
    if (url && !shouldSkipPrefetch()) request(url).catch(() => {})
  }, { passive: true })
}

const loading = new WeakSet<HTMLDetailsElement>()

async function loadPart(details: HTMLDetailsElement): Promise<void> {
  const list = details.querySelector(':scope > ul')
  const url = details.getAttribute(PART)
  if (!list || !url || loading.has(details)) return
  loading.add(details)
  list.setAttribute('aria-busy', 'true')
  try {
    // The site's own server-rendered HTML, from its own origin.
    list.innerHTML = await request(url)
    details.removeAttribute(PART)
  } catch (error) {
    console.warn('[rtk-docs] could not load the sidebar category', error)
    const item = document.createElement('li')
    item.className = 'rtk-sidebar__item'
    const button = document.createElement('button')
    button.type = 'button'
    button.className = 'rtk-sidebar__link rtk-sidebar__retry'
    button.setAttribute('data-rtk-sidebar-part-retry', '')
    button.textContent = message('rtk.sidebar.retry')
    item.append(button)
    list.replaceChildren(item)
  } finally {
    list.removeAttribute('aria-busy')
    loading.delete(details)
  }
}
