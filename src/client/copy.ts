/**
 * Copy buttons: a code block's text, and the whole page as Markdown ('Copy page', fetched from the
 * page's .md twin only when asked). Each says when copying failed.
 */
import { message } from './messages'

/** How long a copy button shows its result. */
const FLASH_MS = 2000
const timers = new WeakMap<HTMLElement, number>()

/** Says `text` to screen-reader users through the page's polite live region (Shell.tsx). */
function announce(text: string): void {
  const region = document.querySelector('[data-rtk-announce]')
  if (!region) return
  // Emptied first, so the same words twice in a row are read twice.
  region.textContent = ''
  window.setTimeout(() => (region.textContent = text), 50)
}

/**
 * Shows the result on the button for a moment, in its text and its accessible name (which otherwise
 * keeps saying "Copy code to clipboard"), and announces it.
 */
function flash(el: HTMLElement, text: string): void {
  const original = el.dataset.rtkLabel ?? el.textContent ?? ''
  const originalName = el.dataset.rtkName ?? el.getAttribute('aria-label') ?? ''
  el.dataset.rtkLabel = original
  el.dataset.rtkName = originalName
  el.textContent = text
  el.setAttribute('aria-label', text)
  announce(text)
  window.clearTimeout(timers.get(el))
  timers.set(el, window.setTimeout(() => {
    el.textContent = original
    el.setAttribute('aria-label', originalName)
    const region = document.querySelector('[data-rtk-announce]')
    if (region?.textContent === text) region.textContent = ''
  }, FLASH_MS))
}

async function copyMarkdown(container: HTMLElement): Promise<void> {
  const status = container.querySelector<HTMLElement>('[data-rtk-copy-page-status]')
  const href = container.dataset.rtkCopyPage!
  const text = fetch(href).then((r) => {
    if (!r.ok) throw new Error(`${href} answered ${r.status}`)
    return r.text()
  })
  try {
    // A ClipboardItem holding a promise keeps the click's user activation while the Markdown loads.
    if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) })])
    } else {
      await navigator.clipboard.writeText(await text)
    }
    if (status) status.textContent = message('rtk.copyPage.copied')
  } catch (error) {
    if (status) status.textContent = `Copying failed: ${error instanceof Error ? error.message : String(error)}`
  }
}

export function initCopy(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element
    const codeButton = target.closest<HTMLElement>('[data-rtk-copy-code]')
    if (codeButton) {
      const code = codeButton.closest('[data-rtk-code]')?.querySelector('pre')?.innerText ?? ''
      navigator.clipboard.writeText(code.replace(/\n$/, '')).then(
        () => flash(codeButton, message('theme.CodeBlock.copied')),
        () => flash(codeButton, message('rtk.copy.failed')),
      )
      return
    }
    const pageButton = target.closest<HTMLElement>('[data-rtk-copy-page-button]')
    if (pageButton) void copyMarkdown(pageButton.closest<HTMLElement>('[data-rtk-copy-page]')!)
  })
}
