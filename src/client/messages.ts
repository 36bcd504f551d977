/**
 * The words the browser code shows (the search dialog, copy buttons), in the page's locale: the server
 * puts the locale's translations of them (its code.json, under Docusaurus's ids where Docusaurus has one)
 * on <html data-rtk-messages>; an id without one is the English written here.
 */
export const ENGLISH = {
  'theme.SearchModal.placeholder': 'Search the docs',
  'theme.SearchModal.searchBox.cancelButtonText': 'Close search',
  'theme.SearchModal.noResultsScreen.noResultsText': 'No results for',
  'theme.CodeBlock.copied': 'Copied',
  'rtk.search.filterLabel': 'Filter by section',
  'rtk.search.tabsLabel': 'Result groups',
  'rtk.search.resultsLabel': 'Search results',
  'rtk.search.moreResults': 'More results',
  'rtk.search.help': '↑ ↓ to move · Enter to open · Esc to close',
  'rtk.copy.failed': 'Copy failed',
  'rtk.copyPage.copied': 'Copied the page as Markdown',
  'theme.colorToggle.ariaLabel': 'Switch between dark and light mode (currently {mode})',
  'theme.colorToggle.ariaLabel.mode.dark': 'dark mode',
  'theme.colorToggle.ariaLabel.mode.light': 'light mode',
  'rtk.loading': 'Loading',
  'rtk.sidebar.retry': 'Could not load this section. Retry',
  'rtk.mermaid.label': 'Diagram: {title}',
} as const

export type ClientMessageId = keyof typeof ENGLISH

let translations: Record<string, string> | undefined

/** `id` in the page's locale, its `{name}` placeholders filled from `values`. */
export function message(id: ClientMessageId, values: Readonly<Record<string, string>> = {}): string {
  translations ??= parse(document.documentElement.dataset.rtkMessages)
  return (translations[id] ?? ENGLISH[id]).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

function parse(json: string | undefined): Record<string, string> {
  try {
    return json ? (JSON.parse(json) as Record<string, string>) : {}
  } catch {
    return {}
  }
}
