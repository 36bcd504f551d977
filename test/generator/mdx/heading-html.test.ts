/** A heading's TOC entry HTML, made as Docusaurus makes a TOC item's `value`. */
import type { RootContent } from 'hast'
import { describe, expect, it } from 'vitest'
import { headingHtml } from '../../../src/generator/mdx/heading-html'

const text = (value: string): RootContent => ({ type: 'text', value })
const el = (tagName: string, children: RootContent[], properties = {}): RootContent => ({ type: 'element', tagName, properties, children: children as never })
const jsx = (name: string, children: RootContent[], attributes: unknown[] = []) => ({ type: 'mdxJsxTextElement', name, attributes, children }) as unknown as RootContent

describe('headingHtml', () => {
  it('keeps code, emphasis, strong and deleted text; escapes the words', () => {
    expect(headingHtml([text('Use '), el('code', [text('a<b>')]), text(' & '), el('strong', [el('em', [text('x')])])])).toBe('Use <code>a&#x3C;b></code> &#x26; <strong><em>x</em></strong>')
  })

  it("gives a link's words, an HTML element written in JSX its name and class, a component its words", () => {
    expect(headingHtml([el('a', [text('Go '), el('code', [text('here')])], { href: '/x' })])).toBe('Go <code>here</code>')
    expect(headingHtml([text('Size'), jsx('sup', [text('2')], [{ type: 'mdxJsxAttribute', name: 'className', value: 'unit big' }])])).toBe('Size<sup class="unit big">2</sup>')
    expect(headingHtml([jsx('Badge', [text('beta')]), text(' API')])).toBe('beta API')
  })

  it('writes any other element as its text (an image as nothing)', () => {
    expect(headingHtml([el('span', [text('plain')], { className: ['x'] }), el('img', [], { src: '/a.png', alt: 'A' })])).toBe('plain')
  })
})
