/**
 * Mobile navigation (spec §4, 996 px and below): open/close, page scroll locked while open, closed by a
 * back navigation and when the viewport grows past 996 px; the secondary menu (docs sidebar) has
 * '← Back to main menu'. Dropdowns: open on hover or Enter, close on outside click, touch or focus.
 */
export const MOBILE_QUERY = '(max-width: 996px)'

function menu(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-rtk-mobile-menu]')
}

export function isMenuOpen(): boolean {
  return menu()?.hidden === false
}

export function openMenu(): void {
  const el = menu()
  if (!el) return
  el.hidden = false
  document.documentElement.classList.add('rtk-scroll-locked')
  document.querySelector('[data-rtk-menu-open]')?.setAttribute('aria-expanded', 'true')
  el.querySelector<HTMLElement>('[data-rtk-menu-close]:not([aria-hidden])')?.focus()
}

export function closeMenu(): void {
  const el = menu()
  if (!el || el.hidden) return
  el.hidden = true
  document.documentElement.classList.remove('rtk-scroll-locked')
  const opener = document.querySelector<HTMLElement>('[data-rtk-menu-open]')
  opener?.setAttribute('aria-expanded', 'false')
}

function closeDropdowns(except?: Element): void {
  for (const dropdown of document.querySelectorAll('[data-rtk-dropdown].is-open')) {
    if (dropdown === except) continue
    dropdown.classList.remove('is-open')
    dropdown.querySelector('[data-rtk-dropdown-toggle]')?.setAttribute('aria-expanded', 'false')
  }
}

function toggleDropdown(dropdown: Element, open = !dropdown.classList.contains('is-open')): void {
  closeDropdowns(dropdown)
  dropdown.classList.toggle('is-open', open)
  dropdown.querySelector('[data-rtk-dropdown-toggle]')?.setAttribute('aria-expanded', String(open))
}

/**
 * Collapse animation length from the content height (after Docusaurus' getAutoHeightDuration),
 * 1 ms when the reader prefers reduced motion (spec §9).
 */
export function collapseDuration(height: number, reducedMotion: boolean): number {
  if (reducedMotion) return 1
  const constant = height / 36
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10)
}

function toggleCollapsible(button: HTMLElement): void {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
  if (!panel) return
  const opening = button.getAttribute('aria-expanded') !== 'true'
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches
  panel.hidden = false
  const height = panel.scrollHeight
  const duration = collapseDuration(height, reduced)
  const animation = panel.animate({ height: opening ? ['0px', `${height}px`] : [`${height}px`, '0px'], overflow: ['hidden', 'hidden'] }, { duration, easing: 'ease-in-out' })
  button.setAttribute('aria-expanded', String(opening))
  animation.onfinish = () => {
    panel.hidden = !opening
  }
}

export function initMenu(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element
    if (target.closest('[data-rtk-menu-open]')) return openMenu()
    if (target.closest('[data-rtk-menu-close]')) return closeMenu()
    const back = target.closest('[data-rtk-menu-back]')
    if (back) {
      back.closest('[data-rtk-menu-panel]')?.setAttribute('data-rtk-menu-panel', 'primary')
      return
    }
    const collapsible = target.closest<HTMLElement>('[data-rtk-collapsible-toggle]')
    if (collapsible) return toggleCollapsible(collapsible)
    const toggle = target.closest('[data-rtk-dropdown-toggle]')
    if (toggle) return toggleDropdown(toggle.closest('[data-rtk-dropdown]')!)
    if (!target.closest('[data-rtk-dropdown]')) closeDropdowns()
    // Following a link inside the menu closes it.
    if (target.closest('[data-rtk-mobile-menu] a[href]')) closeMenu()
  })
  document.addEventListener('touchstart', (event) => {
    if (!(event.target as Element).closest('[data-rtk-dropdown]')) closeDropdowns()
  }, { passive: true })
  document.addEventListener('focusin', (event) => {
    if (!(event.target as Element).closest('[data-rtk-dropdown]')) closeDropdowns()
  })
  document.addEventListener('keydown', (event) => {
    const toggle = (event.target as Element).closest?.('[data-rtk-dropdown-toggle]')
    if (toggle && event.key === 'Enter') {
      event.preventDefault()
      toggleDropdown(toggle.closest('[data-rtk-dropdown]')!, true)
    }
    if (event.key === 'Escape') {
      closeDropdowns()
      closeMenu()
    }
  })
  for (const dropdown of document.querySelectorAll('[data-rtk-dropdown]')) {
    dropdown.addEventListener('mouseenter', () => toggleDropdown(dropdown, true))
    dropdown.addEventListener('mouseleave', () => toggleDropdown(dropdown, false))
  }
  window.addEventListener('popstate', closeMenu)
  matchMedia(MOBILE_QUERY).addEventListener('change', (query) => {
    if (!query.matches) closeMenu()
  })
}
