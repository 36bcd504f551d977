/**
 * Search excerpts → DOM nodes. pagefind's excerpts are the page's plain text with the matched words
 * wrapped in `<mark>…</mark>`; the text itself is not escaped (a page that shows `<script>` in its text
 * gives `<script>` in the excerpt). So nothing here is ever parsed as HTML: the string is split on the
 * exact `<mark>` / `</mark>` tokens, those become <mark> elements, and everything else becomes text nodes.
 * Pure (takes the Document to create nodes in), so it is unit-tested in Node with a tiny DOM.
 */

/** The excerpt as nodes: text nodes and <mark> elements holding text, nothing else. */
export function excerptNodes(doc: Document, excerpt: string): Node[] {
  const nodes: Node[] = []
  let mark: HTMLElement | null = null
  for (const part of excerpt.split(/(<\/?mark>)/)) {
    if (part === '<mark>') {
      mark ??= doc.createElement('mark')
      continue
    }
    if (part === '</mark>') {
      if (mark && mark.firstChild) nodes.push(mark)
      mark = null
      continue
    }
    if (part === '') continue
    if (mark) mark.append(doc.createTextNode(part))
    else nodes.push(doc.createTextNode(part))
  }
  if (mark && mark.firstChild) nodes.push(mark) // an unclosed <mark> still only holds text
  return nodes
}

/** Replaces `target`'s children with the excerpt's nodes. */
export function renderExcerpt(target: Element, excerpt: string): void {
  target.replaceChildren(...excerptNodes(target.ownerDocument, excerpt))
}
