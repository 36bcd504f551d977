/**
 * The route progress bar (spec §2): no spinner; it appears only if loading takes longer than 200 ms
 * after the path changes, and completes when the new page is in.
 */
export const PROGRESS_DELAY_MS = 200

let timer: number | undefined

function bar(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-rtk-progress]')
}

export function startProgress(): void {
  window.clearTimeout(timer)
  timer = window.setTimeout(() => {
    const el = bar()
    if (!el) return
    el.dataset.state = 'loading'
  }, PROGRESS_DELAY_MS)
}

export function doneProgress(): void {
  window.clearTimeout(timer)
  const el = bar()
  if (!el || el.dataset.state !== 'loading') return
  el.dataset.state = 'done'
  window.setTimeout(() => {
    if (el.dataset.state === 'done') delete el.dataset.state
  }, 300)
}
