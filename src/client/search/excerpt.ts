/**
 * Search excerpts → DOM nodes. pagefind builds an excerpt from the page's plain text: it replaces `<` and
 * `>` with `&lt;` and `&gt;` (only those two; `&` stays as it is) and wraps the matched words in
 * `<mark>…</mark>`. Nothing here is ever parsed as HTML: the string is split on the exact `<mark>` /
 * `</mark>` tokens, those become <mark> elements, and everything else becomes text nodes, with pagefind's
 * two escapes undone — so page text that shows HTML reads as that HTML, as text, and can never inject
 * markup (even if a future pagefind stopped escaping). Pure (takes the Document to create nodes in), so
 * it is unit-tested in Node with a tiny DOM.
 */

/** Undoes pagefind's escaping of the excerpt text (it escapes `<` and `>` only). */
function unescape(text: string): string {
  return text.replace(/&(lt|gt);/g, (_, name: string) => (name === 'lt' ? '<' : '>'))
}

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
    const text = doc.createTextNode(unescape(part))
    if (mark) mark.append(text)
    else nodes.push(text)
  }
  if (mark && mark.firstChild) nodes.push(mark) // an unclosed <mark> still only holds text
  return nodes
}

/** Replaces `target`'s children with the excerpt's nodes. */
export function renderExcerpt(target: Element, excerpt: string): void {
  target.replaceChildren(...excerptNodes(target.ownerDocument, excerpt))
}
