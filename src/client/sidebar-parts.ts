/**
 * Folded sidebar categories sent without their items (large sidebars: src/generator/render/sidebar-parts.ts)
 * load them when the reader unfolds one, in the docs sidebar and in the mobile menu's copy of it alike.
 * A failed load leaves a Retry button in the category.
 */

const PART = 'data-rtk-sidebar-part'

export function initSidebarParts(): void {
  // `toggle` does not bubble: one listener in the capture phase serves every sidebar, swapped-in ones too.
  document.addEventListener('toggle', (event) => {
    const details = event.target
    if (details instanceof HTMLDetailsElement && details.open && details.hasAttribute(PART)) void loadPart(details)
  }, true)
  document.addEventListener('click', (event) => {
    const retry = (event.target as Element | null)?.closest?.('[data-rtk-sidebar-part-retry]')
    const details = retry?.closest('details')
    if (details?.hasAttribute(PART)) void loadPart(details)
  })
}

const loading = new WeakSet<HTMLDetailsElement>()

async function loadPart(details: HTMLDetailsElement): Promise<void> {
  const list = details.querySelector(':scope > ul')
  const url = details.getAttribute(PART)
  if (!list || !url || loading.has(details)) return
  loading.add(details)
  list.setAttribute('aria-busy', 'true')
  try {
    const response = await fetch(url, { credentials: 'same-origin' })
    if (!response.ok) throw new Error(`${url} answered ${response.status}`)
    // The site's own server-rendered HTML, from its own origin.
    list.innerHTML = await response.text()
    details.removeAttribute(PART)
  } catch (error) {
    console.warn('[rtk-docs] could not load the sidebar category', error)
    const item = document.createElement('li')
    item.className = 'rtk-sidebar__item'
    const button = document.createElement('button')
    button.type = 'button'
    button.className = 'rtk-sidebar__retry'
    button.setAttribute('data-rtk-sidebar-part-retry', '')
    button.textContent = 'Could not load this section. Retry'
    item.append(button)
    list.replaceChildren(item)
  } finally {
    list.removeAttribute('aria-busy')
    loading.delete(details)
  }
}
