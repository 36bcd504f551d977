/**
 * Colour mode (spec §4): light or dark; the switch toggles and stores the choice under 'theme';
 * clearing it falls back to the system preference (when respected), else the default. Changes in
 * another tab apply here too. While printing, nothing changes.
 */
import { KEYS, storage } from './storage'
import { message } from './messages'

type Mode = 'light' | 'dark'
const html = document.documentElement
const darkQuery = matchMedia('(prefers-color-scheme: dark)')

function fallbackMode(): Mode {
  if (html.dataset.rtkRespectPrefers === 'true' && darkQuery.matches) return 'dark'
  return html.dataset.rtkDefaultTheme === 'dark' ? 'dark' : 'light'
}

function storedMode(): Mode | undefined {
  const value = storage.get(KEYS.theme)
  return value === 'dark' || value === 'light' ? value : undefined
}

function apply(mode: Mode): void {
  html.dataset.theme = mode
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-rtk-theme-toggle]')) {
    const label = message('theme.colorToggle.ariaLabel', { mode: message(`theme.colorToggle.ariaLabel.mode.${mode}`) })
    button.setAttribute('aria-label', label)
    button.title = label
  }
}

/** Sets the mode and remembers it. */
export function setMode(mode: Mode): void {
  storage.set(KEYS.theme, mode)
  apply(mode)
}

/** Forgets the choice: the system preference or the default applies again. */
export function clearMode(): void {
  storage.remove(KEYS.theme)
  apply(fallbackMode())
}

export function initTheme(): void {
  apply(storedMode() ?? fallbackMode())
  document.addEventListener('click', (event) => {
    if ((event.target as Element).closest?.('[data-rtk-theme-toggle]')) setMode(html.dataset.theme === 'dark' ? 'light' : 'dark')
  })
  // Another tab changed (or cleared) the choice.
  window.addEventListener('storage', (event) => {
    if (event.key === KEYS.theme || event.key === null) apply(storedMode() ?? fallbackMode())
  })
  // Printing can flip the media query on some systems; the page keeps its mode while printing and
  // catches up with the system once printing ends.
  const printQuery = matchMedia('print')
  const followSystem = () => {
    if (!storedMode() && !printQuery.matches) apply(fallbackMode())
  }
  darkQuery.addEventListener('change', followSystem)
  printQuery.addEventListener('change', followSystem)
  // Client navigation brings a new navbar, whose switch still carries the server-rendered label.
  document.addEventListener('rtk:navigated', () => apply(html.dataset.theme === 'dark' ? 'dark' : 'light'))
}
