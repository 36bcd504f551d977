/** The search dialog's markup (behaviour: ui.ts): a combobox input over a listbox of results. */
import { message } from '../messages'
import { el } from './element'

/** Builds the dialog and appends it to <body>; `withTabs` adds the tab list of configured tabs. */
export function createDialog(withTabs: boolean) {
  const dialog = el('dialog', 'rtk-search-dialog', { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'rtk-search-label', 'data-rtk-search-dialog': '' })
  const panel = el('div', 'rtk-search-dialog__panel')
  const form = el('form', 'rtk-search-dialog__form', { role: 'search' })
  const label = el('label', 'rtk-sr-only', { id: 'rtk-search-label', for: 'rtk-search-input' })
  label.textContent = message('theme.SearchModal.placeholder')
  const input = el('input', 'rtk-search-dialog__input', {
    id: 'rtk-search-input',
    type: 'search',
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': 'false',
    'aria-controls': 'rtk-search-results',
    autocomplete: 'off',
    autocapitalize: 'off',
    spellcheck: 'false',
    enterkeyhint: 'go',
    placeholder: message('theme.SearchModal.placeholder'),
    'data-rtk-search-input': '',
  })
  const close = el('button', 'rtk-search-dialog__close', { type: 'button', 'aria-label': message('theme.SearchModal.searchBox.cancelButtonText'), 'data-rtk-search-close': '' })
  close.textContent = 'Esc'
  form.append(label, input, close)
  const chips = el('div', 'rtk-search-dialog__chips', { role: 'group', 'aria-label': message('rtk.search.filterLabel'), 'data-rtk-search-chips': '' })
  const tablist = withTabs ? el('div', 'rtk-search-dialog__tabs', { role: 'tablist', 'aria-label': message('rtk.search.tabsLabel'), 'data-rtk-search-tablist': '' }) : null
  const load = el('div', 'rtk-search-dialog__load', { 'data-rtk-search-load': '' })
  const status = el('p', 'rtk-search-dialog__status', { role: 'status', 'aria-live': 'polite', 'data-rtk-search-status': '' })
  const list = el('ul', 'rtk-search-dialog__results', { id: 'rtk-search-results', role: 'listbox', 'aria-label': message('rtk.search.resultsLabel'), 'data-rtk-search-results': '' })
  const more = el('button', 'rtk-search-dialog__more', { type: 'button', 'data-rtk-search-more': '' })
  more.textContent = message('rtk.search.moreResults')
  more.hidden = true
  const footer = el('p', 'rtk-search-dialog__help', { 'aria-hidden': 'true' })
  footer.textContent = message('rtk.search.help')
  panel.append(form, chips, ...(tablist ? [tablist] : []), load, status, list, more, footer)
  dialog.append(panel)
  document.body.append(dialog)

  return { dialog, form, input, close, chips, tablist, load, status, list, more }
}
