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

/** True while the current history entry is the one pushed by opening the menu. */
export function inMenuHistoryEntry(): boolean {
  return (history.state as { rtkMenu?: boolean } | null)?.rtkMenu === true
}

/**
 * Fills the secondary menu with a copy of the page's sidebar (the server leaves it empty): its list, or
 * a blog's lists of recent posts by year.
 */
function fillSecondary(el: HTMLElement): void {
  const slot = el.querySelector<HTMLElement>('[data-rtk-menu-sidebar]')
  const parts = document.querySelectorAll('[data-rtk-sidebar] nav > :is(ul, [role="group"])')
  if (slot && parts.length > 0 && slot.childElementCount === 0) slot.append(...[...parts].map((part) => part.cloneNode(true)))
}

/**
 * Fills a navbar dropdown's group in the mobile menu with the bar's copy of its items (the server leaves
 * it empty, as it leaves the secondary menu: a dropdown of ~230 versions was in every page twice), as
 * Navbar.tsx's MobileLink draws them: each link with the menu's classes and the bar's attributes but its
 * class and aria-label (which the menu's links do not take), and an html item as an empty entry.
 */
function fillDropdown(list: HTMLElement): void {
  const key = list.dataset.rtkMenuDropdown
  if (key === undefined || list.childElementCount > 0) return
  const items = document.querySelector(`[data-rtk-navbar] [data-rtk-dropdown-menu="${CSS.escape(key)}"]`)?.children ?? []
  list.append(
    ...[...items].map((item) => {
      const entry = document.createElement('li')
      const link = item.querySelector(':scope > a.rtk-navbar__link')
      if (link) {
        const copy = link.cloneNode(true) as HTMLAnchorElement
        copy.className = link.classList.contains('rtk-navbar__link--active') ? 'rtk-mobile-menu__link rtk-mobile-menu__link--active' : 'rtk-mobile-menu__link'
        copy.removeAttribute('aria-label')
        entry.append(copy)
      }
      return entry
    }),
  )
}

export function openMenu(): void {
  const el = menu()
  if (!el) return
  fillSecondary(el)
  el.hidden = false
  document.documentElement.classList.add('rtk-scroll-locked')
  document.querySelector('[data-rtk-menu-open]')?.setAttribute('aria-expanded', 'true')
  // An entry of its own, so that the browser's back button closes the menu instead of leaving the page.
  if (!inMenuHistoryEntry()) history.pushState({ ...history.state, rtkMenu: true }, '')
  el.querySelector<HTMLElement>('button[data-rtk-menu-close]')?.focus()
}

/**
 * Closes the menu. `leaveHistory` drops the menu's history entry too (close button, Escape, growing
 * viewport); a back navigation has already left it, and a followed link replaces it.
 */
export function closeMenu(leaveHistory = true): void {
  const el = menu()
  if (!el || el.hidden) return
  const hadFocus = el.contains(document.activeElement)
  el.hidden = true
  document.documentElement.classList.remove('rtk-scroll-locked')
  const opener = document.querySelector<HTMLElement>('[data-rtk-menu-open]')
  opener?.setAttribute('aria-expanded', 'false')
  if (hadFocus) opener?.focus({ preventScroll: true })
  if (leaveHistory && inMenuHistoryEntry()) history.back()
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
  // Filled before it is measured for the animation.
  if (opening) fillDropdown(panel)
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
      const panel = back.closest('[data-rtk-menu-panel]')
      panel?.setAttribute('data-rtk-menu-panel', 'primary')
      // The back button is hidden now: focus goes to the first item of the main menu, not to <body>.
      panel?.querySelector<HTMLElement>('[data-rtk-menu-primary] :is(a[href], button)')?.focus()
      return
    }
    const collapsible = target.closest<HTMLElement>('[data-rtk-collapsible-toggle]')
    if (collapsible) return toggleCollapsible(collapsible)
    const toggle = target.closest('[data-rtk-dropdown-toggle]')
    if (toggle) return toggleDropdown(toggle.closest('[data-rtk-dropdown]')!)
    if (!target.closest('[data-rtk-dropdown]')) closeDropdowns()
    // Following a link inside the menu closes it; client navigation replaces the menu's history entry.
    const link = target.closest<HTMLAnchorElement>('[data-rtk-mobile-menu] a[href]')
    if (link) {
      closeMenu(false)
      // A link that opens elsewhere (new tab) leaves this page where it is: drop the menu's entry.
      if (link.target && link.target !== '_self' && inMenuHistoryEntry()) history.back()
    }
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
  // Hover, delegated: the navbar is replaced by every client-side navigation.
  const hover = (event: MouseEvent, open: boolean) => {
    const dropdown = (event.target as Element).closest?.('[data-rtk-dropdown]')
    if (dropdown && !dropdown.contains(event.relatedTarget as Node | null)) toggleDropdown(dropdown, open)
  }
  document.addEventListener('mouseover', (event) => hover(event, true))
  document.addEventListener('mouseout', (event) => hover(event, false))
  // Back (or forward) out of the menu's entry: the browser has already moved, only hide.
  window.addEventListener('popstate', () => closeMenu(false))
  matchMedia(MOBILE_QUERY).addEventListener('change', (query) => {
    if (!query.matches) closeMenu()
  })
}
