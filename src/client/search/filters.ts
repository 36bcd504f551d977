/**
 * Narrowing the results: section chips (remembered in localStorage under 'canary-filter-tags', a JSON
 * array; spec §9) and the configured tabs, each tab a set of sections.
 */
import { KEYS, storage } from '../storage'
import { el } from './element'
import type { PagefindFilters } from './pagefind'
import { json, type SearchTab } from './settings'

/** Sections to search: the active tab's sections, narrowed by the selected chips; undefined = all. */
export function effectiveSections(tabTags: string[], chips: string[]): string[] | undefined {
  if (tabTags.length === 0) return chips.length > 0 ? chips : undefined
  if (chips.length === 0) return tabTags
  return tabTags.filter((t) => chips.includes(t))
}

function readTags(): Set<string> {
  const saved = json<unknown>(storage.get(KEYS.searchTags) ?? undefined, [])
  return new Set(Array.isArray(saved) ? saved.filter((t): t is string => typeof t === 'string') : [])
}

/** The chips and tabs of one dialog; `onChange` runs the search again. */
export class Filters {
  private selected = readTags()
  private known: string[] = []
  private activeTab = 0

  constructor(
    private readonly chips: HTMLElement,
    private readonly tablist: HTMLElement | null,
    private readonly tabs: SearchTab[],
    private readonly onChange: () => void,
  ) {}

  /** True once chips exist (configured or read from the index). */
  get hasChips(): boolean {
    return this.known.length > 0
  }

  renderChips(tags: string[]): void {
    this.known = tags
    this.chips.replaceChildren(...tags.map((tag) => this.chip(tag)))
    this.chips.hidden = tags.length === 0
  }

  private chip(tag: string): HTMLElement {
    const chip = el('button', 'rtk-search-dialog__chip', { type: 'button', 'aria-pressed': String(this.selected.has(tag)), 'data-rtk-search-tag': tag })
    chip.textContent = tag
    chip.addEventListener('click', () => {
      if (this.selected.has(tag)) this.selected.delete(tag)
      else this.selected.add(tag)
      chip.setAttribute('aria-pressed', String(this.selected.has(tag)))
      storage.set(KEYS.searchTags, JSON.stringify([...this.selected]))
      this.onChange()
    })
    return chip
  }

  renderTabs(): void {
    if (!this.tablist) return
    const buttons = this.tabs.map((tab, i) => {
      const selected = i === this.activeTab
      const button = el('button', 'rtk-search-dialog__tab', { type: 'button', role: 'tab', 'aria-selected': String(selected), tabindex: selected ? '0' : '-1', 'aria-controls': 'rtk-search-results' })
      button.textContent = tab.label
      button.addEventListener('click', () => this.selectTab(i))
      button.addEventListener('keydown', (event) => {
        const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
        if (step === 0) return
        event.preventDefault()
        event.stopPropagation()
        this.selectTab((i + step + this.tabs.length) % this.tabs.length)
        ;(this.tablist?.children[this.activeTab] as HTMLElement | undefined)?.focus()
      })
      return button
    })
    this.tablist.replaceChildren(...buttons)
  }

  private selectTab(index: number): void {
    this.activeTab = index
    this.renderTabs()
    this.onChange()
  }

  /** pagefind's filter for the current choice; `{ section: { any: [] } }` means nothing can match. */
  current(): PagefindFilters | undefined {
    const chips = [...this.selected].filter((t) => this.known.length === 0 || this.known.includes(t))
    const sections = effectiveSections(this.tabs[this.activeTab]?.tags ?? [], chips)
    return sections === undefined ? undefined : { section: { any: sections } }
  }
}
