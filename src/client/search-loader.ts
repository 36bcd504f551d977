/**
 * The search box loads on first use (focus, click, Ctrl/Cmd+K or '/'), never on page load (spec §4).
 * Its code is a separate chunk; pagefind's own script loads from {base}/pagefind/pagefind.js after it.
 */
import { crashView, loadLazy } from './lazy'

type SearchModule = typeof import('./search/ui')

let loaded: Promise<SearchModule> | undefined

function slot(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-rtk-search]')
}

/** Opens the search dialog, loading it first if needed. */
export async function openSearch(): Promise<void> {
  const el = slot()
  if (!el) return
  try {
    loaded ??= loadLazy(el, () => import('./search/ui'), () => {
      loaded = undefined
      void openSearch()
    })
    const search = await loaded
    try {
      await search.open()
    } catch (error) {
      console.error('[rtk-docs] the search widget crashed', error)
      el.querySelector('.rtk-crash')?.remove()
      el.append(crashView(error, () => {
        el.querySelector('.rtk-crash')?.remove()
        void openSearch()
      }, search.crashHint(error)))
    }
  } catch (error) {
    loaded = undefined
    console.error('[rtk-docs] the search box could not load', error)
  }
}

function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null
  return !!el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName))
}

export function initSearch(): void {
  document.addEventListener('click', (event) => {
    if ((event.target as Element).closest('[data-rtk-search-open]')) void openSearch()
  })
  document.addEventListener('keydown', (event) => {
    const shortcut = (event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey)
    if (shortcut || (event.key === '/' && !typing(event.target) && !event.ctrlKey && !event.metaKey && !event.altKey)) {
      event.preventDefault()
      void openSearch()
    }
  })
}
