/**
 * The search excerpt sanitiser (src/client/search/excerpt.ts): pagefind excerpts are raw page text with
 * <mark> around matches, so page text that looks like HTML must come out as text, never as markup.
 */
import { parseHTML } from 'linkedom'
import { describe, expect, it } from 'vitest'
import { excerptNodes, renderExcerpt } from '../../src/client/search/excerpt'

function render(excerpt: string) {
  const { document } = parseHTML('<!DOCTYPE html><html><body><p id="out"></p></body></html>')
  const out = document.getElementById('out')!
  renderExcerpt(out, excerpt)
  return { document, out }
}

describe('search excerpts', () => {
  it('turns <mark> into highlight elements and keeps the rest as text', () => {
    const { out } = render('Use <mark>createSlice</mark> to write <mark>reducers</mark>.')
    expect(out.textContent).toBe('Use createSlice to write reducers.')
    expect([...out.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['createSlice', 'reducers'])
    expect(out.children.length).toBe(2)
  })

  it('shows page text that contains HTML as that text, never as elements', () => {
    // What pagefind gives for the page text `Render <img src=x onerror=alert(1)> and <script>…` (it escapes < and >).
    const { out } = render('Render &lt;img src=x onerror=alert(1)&gt; and &lt;script&gt;alert(2)&lt;/script&gt; with <mark>props</mark> &lt;mark&gt; AT&amp;T')
    expect([...out.querySelectorAll('*')].map((e) => e.tagName.toLowerCase())).toEqual(['mark'])
    expect(out.textContent).toBe('Render <img src=x onerror=alert(1)> and <script>alert(2)</script> with props <mark> AT&amp;T')
    // Serialised, the markup-looking text is escaped again.
    expect(out.innerHTML).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(out.innerHTML).toContain('&lt;script&gt;')
  })

  it('keeps unescaped HTML in an excerpt as text too', () => {
    const text = 'Render <img src=x onerror=alert(1)> and <script>alert(2)</script> <b>bold</b>'
    const { out } = render(text)
    expect(out.querySelector('*')).toBeNull()
    expect(out.textContent).toBe(text)
  })

  it('allows no attributes or other tags inside a mark', () => {
    const { out } = render('<mark><a href="javascript:alert(1)">x</a></mark> <mark class="evil">y</mark>')
    expect(out.querySelector('a')).toBeNull()
    const marks = [...out.querySelectorAll('mark')]
    expect(marks.map((m) => m.textContent)).toEqual(['<a href="javascript:alert(1)">x</a>'])
    expect(marks.every((m) => m.attributes.length === 0)).toBe(true)
    expect(out.textContent).toContain('<mark class="evil">y')
  })

  it('copes with stray and unclosed marks', () => {
    const { document } = parseHTML('<html><body></body></html>')
    expect(excerptNodes(document, '</mark>a<mark><mark>b').map((n) => n.nodeName)).toEqual(['#text', 'MARK'])
    expect(excerptNodes(document, '')).toEqual([])
    expect(excerptNodes(document, '<mark></mark>')).toEqual([])
  })
})
