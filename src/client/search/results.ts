/**
 * The result list, a listbox driven from the search input (aria-activedescendant): one group per page,
 * the page first and up to SUB_RESULTS headings under it, whose links carry the heading's #hash.
 */
import { el } from './element'
import { renderExcerpt } from './excerpt'
import type { PagefindData } from './pagefind'

/** Heading sub-results shown under a page. */
const SUB_RESULTS = 3

interface Row {
  url: string
  option: HTMLElement
}

let optionIds = 0

export class ResultList {
  private rows: Row[] = []
  private active = -1

  constructor(
    private readonly list: HTMLElement,
    private readonly input: HTMLInputElement,
  ) {
    list.addEventListener('mousemove', (event) => {
      const option = (event.target as Element).closest?.('[role="option"]')
      const index = this.rows.findIndex((r) => r.option === option)
      if (index >= 0 && index !== this.active) this.select(index, false)
    })
  }

  get size(): number {
    return this.rows.length
  }

  clear(): void {
    this.rows = []
    this.active = -1
    this.list.replaceChildren()
    this.input.setAttribute('aria-expanded', 'false')
    this.input.removeAttribute('aria-activedescendant')
  }

  /** Appends pages; the first batch selects its first option, later ones the first new one (scrolled to). */
  append(pages: PagefindData[]): void {
    const firstNew = this.rows.length
    for (const page of pages) this.list.append(this.group(page))
    this.input.setAttribute('aria-expanded', 'true')
    this.select(firstNew, firstNew !== 0)
  }

  /** Moves the selection by `step` (wrapping); the first move selects the first option. */
  move(step: 1 | -1): void {
    if (this.rows.length > 0) this.select(this.active < 0 ? 0 : this.active + step)
  }

  /** The selected option's URL, else the first one's. */
  activeUrl(): string | undefined {
    return (this.rows[this.active] ?? this.rows[0])?.url
  }

  private select(index: number, scroll = true): void {
    if (this.rows.length === 0) return
    this.rows[this.active]?.option.setAttribute('aria-selected', 'false')
    this.active = (index + this.rows.length) % this.rows.length
    const row = this.rows[this.active]
    row.option.setAttribute('aria-selected', 'true')
    this.input.setAttribute('aria-activedescendant', row.option.id)
    if (scroll) row.option.scrollIntoView({ block: 'nearest' })
  }

  private group(page: PagefindData): HTMLElement {
    const title = page.meta.title?.trim() || page.url
    const item = el('li', 'rtk-search-result', { role: 'presentation' })
    const options = el('ul', 'rtk-search-result__options', { role: 'group', 'aria-label': title })
    options.append(this.option(page.url, title, page.excerpt, page.filters.section?.[0], 'page'))
    const subs = (page.sub_results ?? []).filter((s) => s.url.includes('#') && s.url !== page.url).slice(0, SUB_RESULTS)
    for (const sub of subs) options.append(this.option(sub.url, sub.title.trim() || sub.anchor?.text || title, sub.excerpt, undefined, 'heading'))
    item.append(options)
    return item
  }

  private option(url: string, title: string, excerpt: string, section: string | undefined, kind: 'page' | 'heading'): HTMLElement {
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
    this.rows.push({ url, option: link })
    return li
  }
}
