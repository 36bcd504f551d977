/**
 * The docs sidebar scrolls (itself, never the page) so that the current page's entry and the heading of
 * its group are whole in the part of the sidebar the reader can see: below the sticky navbar and above
 * the bottom of the window (at the top of the page the sidebar starts below the announcement bar, so
 * its last rows are under the window's edge until the page scrolls).
 */

/** Room left around the revealed rows, so they do not touch the edges. */
const MARGIN = 8

export function revealCurrentSidebarItem(): void {
  const sidebar = document.querySelector<HTMLElement>('[data-rtk-sidebar]')
  const current = sidebar?.querySelector<HTMLElement>('[aria-current="page"]')
  if (!sidebar || !current) return
  const box = sidebar.getBoundingClientRect()
  const navbar = document.querySelector('[data-rtk-navbar]')?.getBoundingClientRect().bottom ?? 0
  const visibleTop = Math.max(box.top, navbar) + MARGIN
  const visibleBottom = Math.min(box.bottom, innerHeight) - MARGIN
  const item = current.getBoundingClientRect()
  const heading = current.closest('details')?.querySelector('summary')?.getBoundingClientRect()
  // The heading too, when both fit; else the item alone.
  const top = heading && item.bottom - heading.top <= visibleBottom - visibleTop ? heading.top : item.top
  if (top >= visibleTop && item.bottom <= visibleBottom) return
  // Put the pair a third of the way down the free room, as a reader would scroll to it.
  const room = visibleBottom - visibleTop - (item.bottom - top)
  sidebar.scrollTop += top - (visibleTop + Math.max(0, room / 3))
}

/**
 * A site whose config asks (Docusaurus's `themeConfig.docs.sidebar.autoCollapseCategories`, on
 * `<html data-rtk-sidebar-auto-collapse>`): opening a sidebar category folds its sibling categories.
 * `toggle` does not bubble; a capturing listener on the document sees it for every sidebar, the mobile
 * menu's copy and categories loaded later included.
 */
export function initAutoCollapse(): void {
  if (document.documentElement.dataset.rtkSidebarAutoCollapse === undefined) return
  document.addEventListener(
    'toggle',
    (event) => {
      const opened = event.target
      if (!(opened instanceof HTMLDetailsElement) || !opened.open || !opened.closest('[data-rtk-sidebar], [data-rtk-menu-sidebar]')) return
      const item = opened.parentElement
      for (const sibling of item?.parentElement?.children ?? []) {
        if (sibling === item) continue
        for (const other of sibling.querySelectorAll<HTMLDetailsElement>(':scope > details[open]')) other.open = false
      }
    },
    true,
  )
}

/** Whether the reader hid the sidebar (themeConfig.docs.sidebar.hideable); kept across client-side navigation. */
let sidebarHidden = false

/**
 * The buttons of a sidebar that can be hidden: one at its foot hides it, one in its place brings it
 * back; focus moves to the button that is left. `showSidebarState` applies the choice to a page swapped in.
 */
export function initHideableSidebar(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('[data-rtk-sidebar-hide], [data-rtk-sidebar-expand]')
    if (!button) return
    sidebarHidden = button.hasAttribute('data-rtk-sidebar-hide')
    showSidebarState()
    document.querySelector<HTMLElement>(sidebarHidden ? '[data-rtk-sidebar-expand]' : '[data-rtk-sidebar-hide]')?.focus()
  })
}

export function showSidebarState(): void {
  const expand = document.querySelector<HTMLElement>('[data-rtk-sidebar-expand]')
  if (!expand) return
  expand.hidden = !sidebarHidden
  expand.parentElement?.toggleAttribute('data-rtk-sidebar-hidden', sidebarHidden)
}
