/**
 * The search dialog (spec §1, §4, §7, §8), the chunk search-loader.ts loads on first use. It opens a
 * modal dialog at once and loads pagefind's own script in the background (never on page load); results
 * open through client-side navigation. The parts: settings.ts (what the server configured), pagefind.ts
 * (loading the index, the crash hint), filters.ts (section chips and tabs), results.ts (the listbox).
 *
 * States (data-rtk-search-state): loading (spinner after a delay), failed to load (red box + Retry),
 * crashed (crash view with crashHint), idle, results, empty.
 */
import { crashView, loadLazy } from '../lazy'
import { navigate } from '../navigation'
import { createDialog } from './dialog'
import { Filters } from './filters'
import { crashHint, importPagefind, isIndexMissing, type Pagefind, type PagefindResult } from './pagefind'
import { dataOf, ranked } from './rank'
import { ResultList } from './results'
import { readSettings, type Settings } from './settings'
import { message } from '../messages'

export { crashHint } from './pagefind'
export { effectiveSections } from './filters'

/** Milliseconds between the last keystroke and the search. */
export const DEBOUNCE_MS = 80
/** Pages shown per batch ("More results" adds the next batch). */
const PAGE_BATCH = 8

interface View {
  dialog: HTMLDialogElement
  input: HTMLInputElement
  load: HTMLElement
  status: HTMLElement
  list: HTMLElement
  more: HTMLButtonElement
  results: ResultList
  filters: Filters
}

let view: View | undefined
let settings: Settings
let returnFocus: HTMLElement | null = null
let lockedScroll = false
let ticket = 0
let debounce: number | undefined
let current: { term: string; results: PagefindResult[]; shown: number } | undefined

let pagefindLoad: Promise<Pagefind> | undefined
/** Set when loading failed: typing does not retry; Retry / Try again does. */
let loadFailed = false
let attempt = 0

function build(): View {
  const { dialog, form, input, close, chips, tablist, load, status, list, more } = createDialog(settings.tabs.length > 0)
  const v: View = {
    dialog,
    input,
    load,
    status,
    list,
    more,
    results: new ResultList(list, input),
    filters: new Filters(chips, tablist, settings.tabs, () => void runSearch(input.value)),
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const url = v.results.activeUrl()
    if (url) go(url)
  })
  close.addEventListener('click', () => hide(true))
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault()
    hide(true)
  })
  // A click on the backdrop lands on the <dialog> itself (the panel fills the visible box).
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) hide(true)
  })
  dialog.addEventListener('keydown', onKeydown)
  // Back/forward while the dialog is open: the new page shows without it.
  document.addEventListener('rtk:navigated', () => hide(false))
  input.addEventListener('input', onInput)
  more.addEventListener('click', () => void showMore())
  list.addEventListener('click', onResultClick)
  v.filters.renderTabs()
  v.filters.renderChips(settings.tags)
  return v
}

// ---------------------------------------------------------------------------------------------------
// Loading the index

function retryLoad(v: View): void {
  attempt += 1
  loadFailed = false
  pagefindLoad = undefined
  v.load.replaceChildren()
  void afterLoad(v)
}

function ready(v: View): Promise<Pagefind> {
  if (loadFailed) return Promise.reject(new Error('the search index did not load'))
  if (!pagefindLoad) {
    // Spinner after a delay, then the red box with Retry on failure, in the dialog (lazy.ts).
    const started = loadLazy(v.load, () => importPagefind(settings, attempt), () => retryLoad(v))
    pagefindLoad = started
    started.catch((error: unknown) => {
      pagefindLoad = undefined
      loadFailed = true
      // A missing index is not a passing network hiccup: show the crash view with the build hint.
      if (isIndexMissing(error)) showCrash(v, error)
    })
  }
  return pagefindLoad
}

/** Once pagefind is there: section chips from the index when none are configured, then the query. */
async function afterLoad(v: View): Promise<void> {
  let pagefind: Pagefind
  try {
    pagefind = await ready(v)
  } catch {
    return // the red box (or the crash view) is showing
  }
  try {
    if (settings.tags.length === 0 && !v.filters.hasChips) {
      v.filters.renderChips(Object.keys((await pagefind.filters()).section ?? {}).sort())
    }
    if (v.input.value.trim() !== '') await runSearch(v.input.value)
  } catch (error) {
    showCrash(v, error)
  }
}

function showCrash(v: View, error: unknown): void {
  console.error('[rtk-docs] the search widget crashed', error)
  v.results.clear()
  v.more.hidden = true
  v.status.textContent = ''
  v.load.replaceChildren(crashView(error, () => retryLoad(v), crashHint(error)))
}

// ---------------------------------------------------------------------------------------------------
// Searching

function onInput(): void {
  const v = view!
  const term = v.input.value
  window.clearTimeout(debounce)
  if (term.trim() === '') {
    ticket += 1
    showIdle(v)
    return
  }
  // Fetch the index chunks for the words while the debounce runs.
  pagefindLoad?.then((p) => p.preload(term, { filters: v.filters.current() })).catch(() => {})
  debounce = window.setTimeout(() => void runSearch(term), DEBOUNCE_MS)
}

async function runSearch(term: string): Promise<void> {
  const v = view!
  const mine = ++ticket
  window.clearTimeout(debounce)
  const query = term.trim()
  if (query === '') return showIdle(v)
  let pagefind: Pagefind
  try {
    pagefind = await ready(v)
  } catch {
    return
  }
  try {
    const filters = v.filters.current()
    const response = filters && filters.section!.any.length === 0 ? { results: [] } : await pagefind.search(query, { filters })
    if (mine !== ticket || response === null) return // a newer search or pagefind's own debounce won
    const results = await ranked(response.results, query)
    if (mine !== ticket) return
    current = { term: query, results, shown: 0 }
    v.load.querySelector('.rtk-crash')?.remove() // a search that works again clears an earlier crash
    v.results.clear()
    v.more.hidden = true
    if (response.results.length === 0) {
      v.status.textContent = `${message('theme.SearchModal.noResultsScreen.noResultsText')} "${query}"`
      v.dialog.dataset.rtkSearchState = 'empty'
      v.list.dataset.rtkQuery = query
      return
    }
    await showMore(mine)
  } catch (error) {
    if (mine === ticket) showCrash(v, error)
  }
}

function showIdle(v: View): void {
  current = undefined
  v.results.clear()
  v.more.hidden = true
  v.status.textContent = ''
  v.dialog.dataset.rtkSearchState = 'idle'
  delete v.list.dataset.rtkQuery
}

/** Renders the next batch of pages of the current results. */
async function showMore(mine = ticket): Promise<void> {
  const v = view!
  const shown = current
  if (!shown) return
  const batch = shown.results.slice(shown.shown, shown.shown + PAGE_BATCH)
  const data = await Promise.all(batch.map(dataOf))
  if (mine !== ticket || shown !== current) return
  v.results.append(data)
  shown.shown += batch.length
  const total = shown.results.length
  v.more.hidden = shown.shown >= total
  v.status.textContent = `${total} ${total === 1 ? 'page' : 'pages'} found for "${shown.term}"`
  v.dialog.dataset.rtkSearchState = 'results'
  v.list.dataset.rtkQuery = shown.term
}

// ---------------------------------------------------------------------------------------------------
// Keyboard and opening a result

function onKeydown(event: KeyboardEvent): void {
  if (event.key === 'Escape') {
    event.preventDefault()
    hide(true)
    return
  }
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    if (event.target !== view?.input && !(event.target as Element).closest('[role="listbox"]')) return
    event.preventDefault()
    view?.results.move(event.key === 'ArrowDown' ? 1 : -1)
  }
}

function onResultClick(event: MouseEvent): void {
  const link = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null
  if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  event.preventDefault()
  go(link.getAttribute('href')!)
}

/** Opens a result: same page → jump to the heading; another page → client-side navigation. */
function go(href: string): void {
  const url = new URL(href, location.href)
  hide(false)
  if (url.pathname === location.pathname && url.search === location.search) {
    if (url.hash && url.hash !== location.hash) location.hash = url.hash
    else (url.hash ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null)?.scrollIntoView()
    return
  }
  void navigate(url)
}

// ---------------------------------------------------------------------------------------------------
// Open and close

function hide(restoreFocus: boolean): void {
  const v = view
  if (!v || !v.dialog.open) return
  window.clearTimeout(debounce)
  v.dialog.close()
  if (lockedScroll) document.documentElement.classList.remove('rtk-scroll-locked')
  lockedScroll = false
  // Focus goes back to where it was (or the search button, if navigation replaced it); after opening a
  // result, navigation moves focus to the new content itself.
  if (restoreFocus) (returnFocus?.isConnected ? returnFocus : document.querySelector<HTMLElement>('[data-rtk-search-open]'))?.focus()
  returnFocus = null
}

/**
 * Opens the dialog (idempotent) and starts loading pagefind in the background. `typed` is what the
 * reader typed while this chunk loaded (search-loader.ts keeps it): it becomes the query, caret at its
 * end; without it, the last query is kept and selected.
 */
export async function open(typed = '', opener: HTMLElement | null = null): Promise<void> {
  if (!view) {
    settings = readSettings()
    view = build()
  }
  const v = view
  if (!v.dialog.open) {
    returnFocus = opener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null)
    v.dialog.showModal()
    lockedScroll = !document.documentElement.classList.contains('rtk-scroll-locked')
    if (lockedScroll) document.documentElement.classList.add('rtk-scroll-locked')
  }
  v.input.focus()
  if (typed === '') v.input.select()
  else {
    v.input.value = typed
    v.input.setSelectionRange(typed.length, typed.length)
    onInput()
  }
  await afterLoad(v)
}
