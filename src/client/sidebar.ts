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
