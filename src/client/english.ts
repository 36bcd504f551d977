/**
 * The browser code's words in English, by id (Docusaurus's where it has one): data alone, no DOM, so the
 * generator reads them too (the theme words `write-translations` puts in code.json).
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
