/**
 * /errors?code=N: shows the full message of production error N above the table (the table itself is
 * server-rendered from the installed package, so it reads fine without JavaScript). Runs again when a
 * query-only navigation changes the code.
 */
export function showErrorCode(root: ParentNode): void {
  const target = root.querySelector<HTMLElement>('[data-rtk-error-detail]')
  if (!target) return
  const code = new URLSearchParams(location.search).get('code')
  // A query-only navigation keeps this page: forget the previous code's mark first.
  for (const marked of root.querySelectorAll('.rtk-errors__row--current')) marked.classList.remove('rtk-errors__row--current')
  if (code === null) {
    target.hidden = true
    return
  }
  const row = root.querySelector<HTMLElement>(`[data-rtk-error-code="${CSS.escape(code)}"]`)
  const heading = document.createElement('h2')
  const message = document.createElement('p')
  if (row) {
    heading.textContent = `Error ${code}`
    // The rendered message, with its marked names and values.
    const cell = row.querySelector('[data-rtk-error-message]')
    if (cell) message.append(...[...cell.childNodes].map((node) => node.cloneNode(true)))
    row.classList.add('rtk-errors__row--current')
  } else {
    heading.textContent = `Unknown error code ${code}`
    message.textContent = 'This release of Redux Toolkit has no error with that code. The table below lists every code it has.'
  }
  target.replaceChildren(heading, message)
  target.hidden = false
}
