/**
 * Tabs: clicking (or arrow keys) selects a panel. Groups with a name (the TypeScript/JavaScript code
 * tabs are the group `code-language`; Docusaurus' `groupId` names others) stay in sync across the page,
 * are remembered in localStorage and follow changes made in other tabs of the browser. A group with a
 * query parameter (Docusaurus's `queryString`) is selected by the URL (`?os=mac`), before what is
 * remembered, and writes the reader's choice into it.
 */
import { KEYS, storage } from './storage'

function select(group: Element, value: string): boolean {
  const tab = group.querySelector<HTMLElement>(`:scope > .rtk-tabs__list > [data-rtk-tab="${CSS.escape(value)}"]`)
  if (!tab) return false
  for (const t of group.querySelectorAll<HTMLElement>(':scope > .rtk-tabs__list > [data-rtk-tab]')) {
    const on = t === tab
    t.setAttribute('aria-selected', String(on))
    t.tabIndex = on ? 0 : -1
  }
  for (const panel of group.querySelectorAll<HTMLElement>(':scope > [data-rtk-tab-panel]')) panel.hidden = panel.dataset.rtkTabPanel !== value
  return true
}

/** Selects `value` in every group called `name` on the page. */
export function selectInGroup(name: string, value: string, root: ParentNode = document): void {
  for (const group of root.querySelectorAll(`[data-rtk-tabs="${CSS.escape(name)}"]`)) select(group, value)
}

/** Applies remembered choices to the tabs under `root`, then those the URL's query names. */
export function restoreTabs(root: ParentNode): void {
  const names = new Set([...root.querySelectorAll<HTMLElement>('[data-rtk-tabs]')].map((g) => g.dataset.rtkTabs ?? '').filter(Boolean))
  for (const name of names) {
    const value = storage.get(KEYS.tabGroup(name))
    if (value) selectInGroup(name, value, root)
  }
  const query = new URLSearchParams(location.search)
  for (const group of root.querySelectorAll<HTMLElement>('[data-rtk-tabs-query]')) {
    const value = query.get(group.dataset.rtkTabsQuery!)
    if (value === null) continue
    if (group.dataset.rtkTabs) selectInGroup(group.dataset.rtkTabs, value, root)
    else select(group, value)
  }
}

/** Writes `value` into the URL's query under the group's parameter, keeping the rest of the URL. */
function rememberInQuery(group: HTMLElement, value: string): void {
  const key = group.dataset.rtkTabsQuery
  if (!key) return
  const url = new URL(location.href)
  url.searchParams.set(key, value)
  history.replaceState(history.state, '', url)
}

/**
 * A tab of a site's own Tabs component, drawn with Docusaurus's markup (an ejected Tabs: a
 * `[role=tablist]` of `[role=tab]`s, and its `[role=tabpanel]`s in the same `.tabs-container`): selected by
 * its place among the tabs, as that component selects it once hydrated.
 */
function selectSiteTab(tab: HTMLElement): void {
  const list = tab.closest<HTMLElement>('[role="tablist"]')
  const own = list?.closest<HTMLElement>('.tabs-container') ?? null
  const container = own ?? list?.parentElement
  if (!list || !container) return
  const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')].filter((t) => t.closest('[role="tablist"]') === list)
  // Its own panels, not those of tabs inside them.
  const panels = [...container.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((p) => p.closest('.tabs-container') === own)
  const index = tabs.indexOf(tab)
  tabs.forEach((t, i) => {
    t.setAttribute('aria-selected', String(i === index))
    t.tabIndex = i === index ? 0 : -1
    t.classList.toggle('tabs__item--active', i === index)
  })
  panels.forEach((panel, i) => (panel.hidden = i !== index))
}

export function initTabs(): void {
  document.addEventListener('click', (event) => {
    const siteTab = (event.target as Element).closest<HTMLElement>('[role="tab"]:not([data-rtk-tab])')
    if (siteTab) return void selectSiteTab(siteTab)
    const tab = (event.target as Element).closest<HTMLElement>('[data-rtk-tab]')
    if (!tab) return
    const group = tab.closest<HTMLElement>('[data-rtk-tabs]')!
    const value = tab.dataset.rtkTab!
    const name = group.dataset.rtkTabs
    rememberInQuery(group, value)
    if (!name) return void select(group, value)
    // Keep the clicked tab where it is on screen while other groups above it change height.
    const before = tab.getBoundingClientRect().top
    selectInGroup(name, value)
    storage.set(KEYS.tabGroup(name), value)
    window.scrollBy(0, tab.getBoundingClientRect().top - before)
  })
  document.addEventListener('keydown', (event) => {
    const tab = (event.target as Element).closest?.<HTMLElement>('[data-rtk-tab]')
    if (!tab || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return
    const tabs = [...tab.parentElement!.querySelectorAll<HTMLElement>('[data-rtk-tab]')]
    const next = tabs[(tabs.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length]!
    next.focus()
    next.click()
  })
  window.addEventListener('storage', (event) => {
    if (event.key?.startsWith('rtk-tabs-') && event.newValue) selectInGroup(event.key.slice('rtk-tabs-'.length), event.newValue)
  })
}
