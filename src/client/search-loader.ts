/**
 * The search box loads on first use (spec §4), never on page load: its code is a separate chunk, and
 * pagefind's own script loads from {base}/pagefind/pagefind.js after it. Hovering or focusing the search
 * button starts loading the chunk early (skipped on saveData/2g, as prefetch is).
 *
 * Nothing the reader types while the chunk loads is lost: opening focuses a hidden stand-in input at once
 * (in the same event, so phones raise their keyboard), keys land there, and its text becomes the query
 * when the dialog opens. Escape while loading gives up opening.
 */
import { crashView, loadLazy } from './lazy'
import { shouldSkipPrefetch } from './prefetch'
import { message } from './messages'

type SearchModule = typeof import('./search/ui')

/** The chunk's import, started by a hover, a focus or an opening; dropped when it fails. */
let chunk: Promise<SearchModule> | undefined
/** Failed imports so far: each later one asks for a fresh URL (see importChunk). */
let failures = 0
/** Loading for an opening: the spinner and the red box of lazy.ts in the search slot. */
let loaded: Promise<SearchModule> | undefined
/** The chunk once it is in: opening then needs no stand-in. */
let ready: SearchModule | undefined
/** The stand-in input while the chunk loads; undefined when no opening is pending. */
let pending: { proxy: HTMLInputElement; opener: HTMLElement | null } | undefined

function slot(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-rtk-search]')
}

/**
 * Imports the search chunk. Browsers remember a failed module fetch for the rest of the page's life
 * (the module map keeps the failure), so importing the same URL again fails without a request: a retry
 * asks for the chunk's URL (data-rtk-search-chunk, written by the build) with a query of its own.
 */
function importChunk(): Promise<SearchModule> {
  if (chunk) return chunk
  const url = document.documentElement.dataset.rtkSearchChunk
  chunk = (failures > 0 && url ? (import(/* @vite-ignore */ `${url}?retry=${failures}`) as Promise<SearchModule>) : import('./search/ui')).then(
    (module) => (ready = module),
    (error: unknown) => {
      chunk = undefined
      failures++
      throw error
    },
  )
  return chunk
}

function load(el: HTMLElement): Promise<SearchModule> {
  loaded ??= loadLazy(el, importChunk, () => {
    loaded = undefined
    void openSearch()
  })
  loaded.catch(() => (loaded = undefined))
  return loaded
}

/** Starts loading the chunk, silently, without opening anything (hover or focus on the search button). */
function preload(): void {
  if (!chunk && !shouldSkipPrefetch()) importChunk().catch(() => {}) // an opening shows the failure and retries
}

/** Focuses a stand-in input so that keys typed before the dialog exists are kept. */
function catchKeys(el: HTMLElement): void {
  if (pending) return
  const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null
  const proxy = document.createElement('input')
  proxy.type = 'search'
  proxy.className = 'rtk-search__proxy'
  proxy.setAttribute('aria-label', message('theme.SearchModal.placeholder'))
  proxy.setAttribute('autocomplete', 'off')
  proxy.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    release()
    opener?.focus()
  })
  el.append(proxy)
  proxy.focus({ preventScroll: true })
  pending = { proxy, opener }
}

/** Drops the stand-in; returns what was typed into it. */
function release(): string | undefined {
  const caught = pending
  pending = undefined
  caught?.proxy.remove()
  return caught?.proxy.value
}

/** Opens the search dialog, loading it first if needed. */
export async function openSearch(): Promise<void> {
  const el = slot()
  if (!el) return
  if (ready) return show(el, ready, '', null)
  catchKeys(el)
  const opener = pending?.opener ?? null
  let search: SearchModule
  try {
    search = await load(el)
  } catch (error) {
    release()
    console.error('[rtk-docs] the search box could not load', error)
    return
  }
  const typed = release()
  if (typed === undefined) return // the reader pressed Escape while it loaded
  await show(el, search, typed, opener)
}

async function show(el: HTMLElement, search: SearchModule, typed: string, opener: HTMLElement | null): Promise<void> {
  try {
    await search.open(typed, opener)
  } catch (error) {
    console.error('[rtk-docs] the search widget crashed', error)
    el.querySelector('.rtk-crash')?.remove()
    el.append(crashView(error, () => {
      el.querySelector('.rtk-crash')?.remove()
      void openSearch()
    }, search.crashHint(error)))
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
  const onButton = (event: Event) => {
    if ((event.target as Element).closest?.('[data-rtk-search-open]')) preload()
  }
  document.addEventListener('mouseover', onButton, { passive: true })
  document.addEventListener('focusin', onButton)
}
