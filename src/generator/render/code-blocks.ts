/**
 * The highlighted code blocks of a rendered page, as mdx/highlighter.ts writes them, for the steps that
 * read pages back and want less of them (the link crawl, the search index). Kept apart from the
 * highlighter so those steps do not load shiki.
 */

/** A block: its opening tag, its body, its end. Its text is escaped (`<` as `&lt;`), so the first `</pre>` after its start is its end. */
const CODE_BLOCK = /(<pre class="shiki[^"]*"[^>]*>)([\s\S]*?)(<\/pre>)/g

/** `html` with the body of every highlighted code block replaced by `body(it)`; the rest as it is. */
export function mapCodeBlockBodies(html: string, body: (inner: string) => string): string {
  return html.replace(CODE_BLOCK, (_, open: string, inner: string, close: string) => `${open}${body(inner)}${close}`)
}
