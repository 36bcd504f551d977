/**
 * Lazy parts (spec §2/§4/§8): while a part loads, an animated spinner appears after a delay; a load
 * failure shows the error text in a red box with Retry; a part that throws while running shows
 * 'This page crashed.' with 'Try again' and the error messages with their causes.
 */
import { message } from './messages'
export const SPINNER_DELAY_MS = 200

function causes(error: unknown): string[] {
  const list: string[] = []
  let current: unknown = error
  while (current !== undefined && current !== null && list.length < 10) {
    list.push(current instanceof Error ? current.message : String(current))
    current = current instanceof Error ? current.cause : undefined
  }
  return list
}

function box(className: string, title: string, messages: string[], action: string, onAction: () => void, extra?: string): HTMLElement {
  const el = document.createElement('div')
  el.className = className
  el.setAttribute('role', 'alert')
  const heading = document.createElement('p')
  heading.className = `${className}__title`
  heading.textContent = title
  el.append(heading)
  messages.forEach((message, i) => {
    const p = document.createElement('p')
    p.className = `${className}__message`
    p.textContent = i === 0 ? message : `Cause: ${message}`
    el.append(p)
  })
  if (extra) {
    const p = document.createElement('p')
    p.className = `${className}__hint`
    p.textContent = extra
    el.append(p)
  }
  const button = document.createElement('button')
  button.type = 'button'
  button.className = `${className}__button`
  button.textContent = action
  button.addEventListener('click', onAction)
  el.append(button)
  return el
}

/** The crash view of spec §8. */
export function crashView(error: unknown, onRetry: () => void, hint?: string): HTMLElement {
  return box('rtk-crash', 'This page crashed.', causes(error), 'Try again', onRetry, hint)
}

/**
 * Loads a part into `slot`: spinner after SPINNER_DELAY_MS, red box with Retry on failure (Retry calls
 * `retry`, which starts over). Resolves with the module once loaded; rejects after showing the box.
 */
export async function loadLazy<T>(slot: HTMLElement, load: () => Promise<T>, retry: () => void): Promise<T> {
  slot.querySelector('.rtk-load-error')?.remove()
  const spinner = document.createElement('span')
  spinner.className = 'rtk-spinner'
  spinner.setAttribute('role', 'status')
  spinner.setAttribute('aria-label', message('rtk.loading'))
  const timer = window.setTimeout(() => slot.append(spinner), SPINNER_DELAY_MS)
  try {
    return await load()
  } catch (error) {
    slot.append(box('rtk-load-error', error instanceof Error ? error.message : String(error), [], 'Retry', retry))
    throw error
  } finally {
    window.clearTimeout(timer)
    spinner.remove()
  }
}
