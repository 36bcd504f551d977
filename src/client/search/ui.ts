/**
 * The search dialog (spec §1, §4, §7, §8). This chunk loads on first use (search-loader.ts); it opens a
 * modal dialog at once and loads pagefind's own script from `{base}{search.path}pagefind.js` in the
 * background (never on page load). Results come grouped by page, with per-heading sub-results whose
 * links carry the heading's #hash, and open through client-side navigation.
 *
 * States: loading (spinner after a delay), failed to load (red box + Retry), crashed (crash view with
 * crashHint), idle, results, no results. Section chips filter the results and are remembered in
 * localStorage ('canary-filter-tags', a JSON array); configured tabs narrow them further.
 */
import { crashView, loadLazy } from '../lazy'
import { navigate } from '../navigation'
import { KEYS, storage } from '../storage'
import { renderExcerpt } from './excerpt'

/** Milliseconds between the last keystroke and the search. */
export const DEBOUNCE_MS = 80
/** Pages shown per batch ("More results" adds the next batch). */
const PAGE_BATCH = 8
/** Heading sub-results shown under a page. */
const SUB_RESULTS = 3

// ---------------------------------------------------------------------------------------------------
// pagefind's browser API (the parts used here)

interface PagefindSubResult {
  title: string
  url: string
  excerpt: string
  anchor?: { element: string; id: string; text: string; location: number }
}

interface PagefindData {
  url: string
  excerpt: string
  meta: Record<string, string | undefined>
  filters: Record<string, string[] | undefined>
  sub_results?: PagefindSubResult[]
}

interface PagefindResult {
  id: string
  score: number
  data(): Promise<PagefindData>
}

interface PagefindResponse {
  results: PagefindResult[]
}

type PagefindFilters = Record<string, { any: string[] }>

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>
  init(): Promise<void>
  search(term: string, options?: { filters?: PagefindFilters }): Promise<PagefindResponse | null>
  preload(term: string, options?: { filters?: PagefindFilters }): Promise<void>
  filters(): Promise<Record<string, Record<string, number> | undefined>>
}

// ---------------------------------------------------------------------------------------------------
// Settings the server put on <html>

interface SearchTab {
  label: string
  tags: string[]
}

interface Settings {
  /** Absolute URL of pagefind.js. */
  pagefindUrl: string
  tags: string[]
  tabs: SearchTab[]
}

function json<T>(text: string | undefined, fallback: T): T {
  if (!text) return fallback
  try {
    return JSON.parse(text) as T
  } catch {
    return fallback
  }
}

function readSettings(): Settings {
  const data = document.documentElement.dataset
  const base = data.rtkBase ?? '/'
  const path = (data.rtkSearchPath ?? 'pagefind/').replace(/^\/+/, '').replace(/\/*$/, '/')
  const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [])
  const rawTabs = json<unknown>(data.rtkSearchTabs, [])
  const tabs = (Array.isArray(rawTabs) ? rawTabs : [])
    .filter((t): t is SearchTab => typeof t === 'object' && t !== null && typeof (t as SearchTab).label === 'string')
    .map((t) => ({ label: t.label, tags: strings(t.tags) }))
  return { pagefindUrl: new URL(`${base}${path}pagefind.js`, location.href).href, tags: strings(json(data.rtkSearchTags, [])), tabs }
}

// ---------------------------------------------------------------------------------------------------
// Errors and the crash hint (spec §8)

/** pagefind.js answered 404: the site was not built with an index (the watch server has none). */
export class SearchIndexMissingError extends Error {
  readonly indexMissing = true
  constructor(url: string, options?: { cause?: unknown }) {
    super(`the search index was not found: ${url} answered 404 Not Found`, options)
    this.name = 'SearchIndexMissingError'
  }
}

function isIndexMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { indexMissing?: unknown }).indexMissing === true
}

/** The fallback text under the crash view of the search widget. */
export function crashHint(error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error)).replace(/[.\s]+$/, '')
  const repo = typeof document === 'undefined' ? undefined : document.documentElement.dataset.rtkRepo
  const issue = repo ? `open an issue on the repository (${repo.replace(/\/+$/, '')}/issues)` : 'open an issue on the repository'
  const crashed = `The search widget crashed because of: ${message}.`
  if (isIndexMissing(error)) {
    return `${crashed} The search index exists only after a production build: run ./bin/build and serve build/ (./bin/serve) — the watch server has no index. Otherwise reload the page, or ${issue}.`
  }
  return `${crashed} Try reloading the page, or run a production build (./bin/build) — the watch server has no search index — or ${issue}.`
}

// ---------------------------------------------------------------------------------------------------
// Loading pagefind

let pagefindLoad: Promise<Pagefind> | undefined
/** Set when loading failed: typing does not retry; Retry / Try again does. */
let loadFailed = false
let attempt = 0

/** Status of pagefind.js when its import failed: the HTTP status, or undefined for a network error. */
async function probe(url: string): Promise<number | undefined> {
  try {
    return (await fetch(url, { method: 'HEAD', cache: 'no-store' })).status
  } catch {
    return undefined
  }
}

async function importPagefind(settings: Settings): Promise<Pagefind> {
  // A retry gets a fresh URL: a browser may remember a failed module fetch for the same URL.
  const url = attempt === 0 ? settings.pagefindUrl : `${settings.pagefindUrl}?retry=${attempt}`
  let module: Pagefind
  try {
    module = (await import(/* @vite-ignore */ url)) as Pagefind
  } catch (error) {
    if ((await probe(url)) === 404) throw new SearchIndexMissingError(settings.pagefindUrl, { cause: error })
    throw new Error(`The search index could not load (${settings.pagefindUrl}).`, { cause: error })
  }
  // API reference pages name their subject once, in the title; guides repeat API names many times.
  // Weighing raw term counts less (default 1.0) lets the title match win: 'createSlice' → /api/createSlice.
  await module.options({ excerptLength: 22, ranking: { termFrequency: 0.3 } })
  await module.init()
  return module
}

// ---------------------------------------------------------------------------------------------------
// The dialog

interface Row {
  url: string
  option: HTMLElement
}

interface View {
  dialog: HTMLDialogElement
  input: HTMLInputElement
  chips: HTMLElement
  tabs: HTMLElement | null
  load: HTMLElement
  status: HTMLElement
  list: HTMLElement
  more: HTMLButtonElement
}

let view: View | undefined
let settings: Settings
let returnFocus: HTMLElement | null = null
let lockedScroll = false
let selectedTags = new Set<string>()
let knownTags: string[] = []
let activeTab = 0
let rows: Row[] = []
let active = -1
let ticket = 0
let debounce: number | undefined
let current: { term: string; results: PagefindResult[]; shown: number } | undefined
let optionIds = 0

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, attrs: Record<string, string> = {}): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  node.className = className
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value)
  return node
}

function build(): View {
  const dialog = el('dialog', 'rtk-search-dialog', { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'rtk-search-label', 'data-rtk-search-dialog': '' })
  const panel = el('div', 'rtk-search-dialog__panel')
  const form = el('form', 'rtk-search-dialog__form', { role: 'search' })
  const label = el('label', 'rtk-search-dialog__label', { id: 'rtk-search-label', for: 'rtk-search-input' })
  label.textContent = 'Search the docs'
  const input = el('input', 'rtk-search-dialog__input', {
    id: 'rtk-search-input',
    type: 'search',
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': 'false',
    'aria-controls': 'rtk-search-results',
    autocomplete: 'off',
    autocapitalize: 'off',
    spellcheck: 'false',
    enterkeyhint: 'go',
    placeholder: 'Search the docs',
    'data-rtk-search-input': '',
  })
  const close = el('button', 'rtk-search-dialog__close', { type: 'button', 'aria-label': 'Close search', 'data-rtk-search-close': '' })
  close.textContent = 'Esc'
  form.append(label, input, close)
  const chips = el('div', 'rtk-search-dialog__chips', { role: 'group', 'aria-label': 'Filter by section', 'data-rtk-search-chips': '' })
  const tabs = settings.tabs.length > 0 ? el('div', 'rtk-search-dialog__tabs', { role: 'tablist', 'aria-label': 'Result groups', 'data-rtk-search-tablist': '' }) : null
  const load = el('div', 'rtk-search-dialog__load', { 'data-rtk-search-load': '' })
  const status = el('p', 'rtk-search-dialog__status', { role: 'status', 'aria-live': 'polite', 'data-rtk-search-status': '' })
  const list = el('ul', 'rtk-search-dialog__results', { id: 'rtk-search-results', role: 'listbox', 'aria-label': 'Search results', 'data-rtk-search-results': '' })
  const more = el('button', 'rtk-search-dialog__more', { type: 'button', 'data-rtk-search-more': '' })
  more.textContent = 'More results'
  more.hidden = true
  const footer = el('p', 'rtk-search-dialog__help', { 'aria-hidden': 'true' })
  footer.textContent = '↑ ↓ to move · Enter to open · Esc to close'
  panel.append(form, chips, ...(tabs ? [tabs] : []), load, status, list, more, footer)
  dialog.append(panel)
  document.body.append(dialog)

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    openActive()
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
  list.addEventListener('mousemove', (event) => {
    const option = (event.target as Element).closest?.('[role="option"]')
    const index = rows.findIndex((r) => r.option === option)
    if (index >= 0 && index !== active) setActive(index, false)
  })
  return { dialog, input, chips, tabs, load, status, list, more }
}

// ---------------------------------------------------------------------------------------------------
// Filters: section chips (remembered) and tabs

function readTags(): Set<string> {
  const saved = json<unknown>(storage.get(KEYS.searchTags) ?? undefined, [])
  return new Set(Array.isArray(saved) ? saved.filter((t): t is string => typeof t === 'string') : [])
}

function saveTags(): void {
  storage.set(KEYS.searchTags, JSON.stringify([...selectedTags]))
}

function renderChips(v: View, tags: string[]): void {
  knownTags = tags
  v.chips.replaceChildren(
    ...tags.map((tag) => {
      const chip = el('button', 'rtk-search-dialog__chip', { type: 'button', 'aria-pressed': String(selectedTags.has(tag)), 'data-rtk-search-tag': tag })
      chip.textContent = tag
      chip.addEventListener('click', () => {
        if (selectedTags.has(tag)) selectedTags.delete(tag)
        else selectedTags.add(tag)
        chip.setAttribute('aria-pressed', String(selectedTags.has(tag)))
        saveTags()
        void runSearch(v.input.value)
      })
      return chip
    }),
  )
  v.chips.hidden = tags.length === 0
}

function renderTabs(v: View): void {
  if (!v.tabs) return
  const tabs = settings.tabs.map((tab, i) => {
    const button = el('button', 'rtk-search-dialog__tab', { type: 'button', role: 'tab', 'aria-selected': String(i === activeTab), tabindex: i === activeTab ? '0' : '-1', 'aria-controls': 'rtk-search-results' })
    button.textContent = tab.label
    button.addEventListener('click', () => selectTab(v, i))
    button.addEventListener('keydown', (event) => {
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
      if (step === 0) return
      event.preventDefault()
      event.stopPropagation()
      selectTab(v, (i + step + settings.tabs.length) % settings.tabs.length)
      ;(v.tabs?.children[activeTab] as HTMLElement | undefined)?.focus()
    })
    return button
  })
  v.tabs.replaceChildren(...tabs)
}

function selectTab(v: View, index: number): void {
  activeTab = index
  renderTabs(v)
  void runSearch(v.input.value)
}

/** Sections to search: the active tab's sections, narrowed by the selected chips; undefined = all. */
export function effectiveSections(tabTags: string[], chips: string[]): string[] | undefined {
  if (tabTags.length === 0) return chips.length > 0 ? chips : undefined
  if (chips.length === 0) return tabTags
  return tabTags.filter((t) => chips.includes(t))
}

function currentFilters(): PagefindFilters | undefined {
  const chips = [...selectedTags].filter((t) => knownTags.length === 0 || knownTags.includes(t))
  const sections = effectiveSections(settings.tabs[activeTab]?.tags ?? [], chips)
  return sections === undefined ? undefined : { section: { any: sections } }
}

// ---------------------------------------------------------------------------------------------------
// Searching and showing results

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
    const started = loadLazy(v.load, () => importPagefind(settings), () => retryLoad(v))
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
    if (settings.tags.length === 0 && knownTags.length === 0) {
      const sections = Object.keys((await pagefind.filters()).section ?? {}).sort()
      renderChips(v, sections)
    }
    if (v.input.value.trim() !== '') await runSearch(v.input.value)
  } catch (error) {
    showCrash(v, error)
  }
}

function showCrash(v: View, error: unknown): void {
  console.error('[rtk-docs] the search widget crashed', error)
  clearResults(v)
  v.status.textContent = ''
  v.load.replaceChildren(crashView(error, () => retryLoad(v), crashHint(error)))
}

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
  pagefindLoad?.then((p) => p.preload(term, { filters: currentFilters() })).catch(() => {})
  debounce = window.setTimeout(() => void runSearch(term), DEBOUNCE_MS)
}

async function runSearch(term: string): Promise<void> {
  const v = view!
  const mine = ++ticket
  window.clearTimeout(debounce)
  const query = term.trim()
  if (query === '') {
    showIdle(v)
    return
  }
  let pagefind: Pagefind
  try {
    pagefind = await ready(v)
  } catch {
    return
  }
  try {
    const filters = currentFilters()
    const response = filters && filters.section!.any.length === 0 ? { results: [] } : await pagefind.search(query, { filters })
    if (mine !== ticket || response === null) return // a newer search or pagefind's own debounce won
    current = { term: query, results: response.results, shown: 0 }
    v.load.querySelector('.rtk-crash')?.remove() // a search that works again clears an earlier crash
    clearResults(v)
    if (response.results.length === 0) {
      v.status.textContent = `No results for "${query}"`
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
  clearResults(v)
  v.status.textContent = ''
  v.dialog.dataset.rtkSearchState = 'idle'
  delete v.list.dataset.rtkQuery
}

function clearResults(v: View): void {
  rows = []
  active = -1
  v.list.replaceChildren()
  v.more.hidden = true
  v.input.setAttribute('aria-expanded', 'false')
  v.input.removeAttribute('aria-activedescendant')
}

/** Renders the next batch of pages of the current results. */
async function showMore(mine = ticket): Promise<void> {
  const v = view!
  const shown = current
  if (!shown) return
  const batch = shown.results.slice(shown.shown, shown.shown + PAGE_BATCH)
  const data = await Promise.all(batch.map((r) => r.data()))
  if (mine !== ticket || shown !== current) return
  const firstNew = rows.length
  for (const page of data) v.list.append(group(page))
  shown.shown += batch.length
  const total = shown.results.length
  v.more.hidden = shown.shown >= total
  v.status.textContent = `${total} ${total === 1 ? 'page' : 'pages'} found for "${shown.term}"`
  v.dialog.dataset.rtkSearchState = 'results'
  v.list.dataset.rtkQuery = shown.term
  v.input.setAttribute('aria-expanded', 'true')
  setActive(firstNew === 0 ? 0 : firstNew, firstNew !== 0)
}

function group(page: PagefindData): HTMLElement {
  const title = page.meta.title?.trim() || page.url
  const item = el('li', 'rtk-search-result', { role: 'presentation' })
  const options = el('ul', 'rtk-search-result__options', { role: 'group', 'aria-label': title })
  const section = page.filters.section?.[0]
  options.append(option(page.url, title, page.excerpt, section, 'page'))
  const subs = (page.sub_results ?? []).filter((s) => s.url.includes('#') && s.url !== page.url).slice(0, SUB_RESULTS)
  for (const sub of subs) options.append(option(sub.url, sub.title.trim() || sub.anchor?.text || title, sub.excerpt, undefined, 'heading'))
  item.append(options)
  return item
}

function option(url: string, title: string, excerpt: string, section: string | undefined, kind: 'page' | 'heading'): HTMLElement {
  // The link is the option itself (an option must not hold a focusable element); it keeps its href, so
  // middle-click and Ctrl/Cmd+click still open a new tab.
  const li = el('li', `rtk-search-result__option rtk-search-result__option--${kind}`, { role: 'presentation' })
  const link = el('a', 'rtk-search-result__link', { href: url, tabindex: '-1', role: 'option', id: `rtk-search-option-${++optionIds}`, 'aria-selected': 'false' })
  const head = el('span', 'rtk-search-result__head')
  const name = el('span', 'rtk-search-result__title')
  name.textContent = title
  head.append(name)
  if (section) {
    const tag = el('span', 'rtk-search-result__section')
    tag.textContent = section
    head.append(tag)
  }
  const text = el('span', 'rtk-search-result__excerpt')
  renderExcerpt(text, excerpt)
  link.append(head, text)
  li.append(link)
  rows.push({ url, option: link })
  return li
}

function setActive(index: number, scroll = true): void {
  const v = view!
  if (rows.length === 0) return
  rows[active]?.option.setAttribute('aria-selected', 'false')
  active = (index + rows.length) % rows.length
  const row = rows[active]
  row.option.setAttribute('aria-selected', 'true')
  v.input.setAttribute('aria-activedescendant', row.option.id)
  if (scroll) row.option.scrollIntoView({ block: 'nearest' })
}

function onKeydown(event: KeyboardEvent): void {
  if (event.key === 'Escape') {
    event.preventDefault()
    hide(true)
    return
  }
  const fromInput = event.target === view?.input
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    if (!fromInput && !(event.target as Element).closest('[role="listbox"]')) return
    event.preventDefault()
    if (rows.length === 0) return
    setActive(active < 0 ? 0 : active + (event.key === 'ArrowDown' ? 1 : -1))
  }
}

function openActive(): void {
  const row = rows[active] ?? rows[0]
  if (row) go(row.url)
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

/** Opens the dialog (idempotent) and starts loading pagefind in the background. */
export async function open(): Promise<void> {
  if (!view) {
    settings = readSettings()
    selectedTags = readTags()
    view = build()
    renderTabs(view)
    renderChips(view, settings.tags)
  }
  const v = view
  if (!v.dialog.open) {
    returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null
    v.dialog.showModal()
    lockedScroll = !document.documentElement.classList.contains('rtk-scroll-locked')
    if (lockedScroll) document.documentElement.classList.add('rtk-scroll-locked')
  }
  v.input.focus()
  v.input.select()
  await afterLoad(v)
}
