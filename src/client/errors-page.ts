/**
 * /errors?code=N: shows the full message of production error N above the table (the table itself is
 * server-rendered from the installed package, so it reads fine without JavaScript).
 */
export function showErrorCode(root: ParentNode): void {
  const target = root.querySelector<HTMLElement>('[data-rtk-error-detail]')
  if (!target) return
  const code = new URLSearchParams(location.search).get('code')
  if (code === null) return
  const row = root.querySelector<HTMLElement>(`[data-rtk-error-code="${CSS.escape(code)}"]`)
  const heading = document.createElement('h2')
  const message = document.createElement('p')
  if (row) {
    heading.textContent = `Error ${code}`
    message.textContent = row.dataset.rtkErrorMessage ?? ''
    row.classList.add('rtk-errors__row--current')
  } else {
    heading.textContent = `Unknown error code ${code}`
    message.textContent = 'This release of Redux Toolkit has no error with that code. The table below lists every code it has.'
  }
  target.replaceChildren(heading, message)
  target.hidden = false
}
