/**
 * Navbar hide-on-scroll (spec §4, when configured): hides when scrolling down past the navbar's
 * height, shows on scroll up, always visible near the top; a jump to a hash hides it.
 */
export function initHideOnScroll(): void {
  let last = scrollY
  const navbar = () => document.querySelector<HTMLElement>('[data-rtk-navbar][data-rtk-hide-on-scroll]')
  const setHidden = (hidden: boolean) => navbar()?.classList.toggle('rtk-navbar--hidden', hidden)
  window.addEventListener('scroll', () => {
    const el = navbar()
    if (!el) return
    const y = scrollY
    if (y < el.offsetHeight) setHidden(false)
    else if (y > last) setHidden(true)
    else if (y < last) setHidden(false)
    last = y
  }, { passive: true })
  window.addEventListener('hashchange', () => {
    // The scroll event of the jump comes first; hide after it so the target heading is not covered.
    requestAnimationFrame(() => setHidden(scrollY >= (navbar()?.offsetHeight ?? 0)))
  })
}
