/**
 * src/generator/index/search-index.ts: what pagefind is given of a page with highlighted code — the same
 * text, without the colour spans (half the bytes it parsed).
 */
import { parseHTML } from 'linkedom'
import { describe, expect, it } from 'vitest'
import { withoutCodeColours } from '../../../src/generator/index/search-index'

const page = (code: string) =>
  `<html><body><article data-pagefind-body><p>Use <span class="x">configureStore</span>:</p><pre class="shiki github-dark-default" style="color:#e6edf3" tabindex="0"><code>${code}</code></pre></article></body></html>`

describe('withoutCodeColours', () => {
  it('gives pagefind the same text, with no span left in the code and every span outside it kept', () => {
    const html = page('<span class="line"><span class="rtk-t1">const</span> store = <a href="/api/configureStore" data-rtk-api="configureStore"><span class="rtk-t4">configureStore</span></a>({ reducer })</span>\n<span class="line">&lt;span&gt;not a tag&lt;/span&gt;</span>')
    const stripped = withoutCodeColours(html)
    expect(parseHTML(stripped).document.body.textContent).toBe(parseHTML(html).document.body.textContent)
    const pre = parseHTML(stripped).document.querySelector('pre')!
    expect(pre.querySelector('span')).toBeNull()
    expect(pre.textContent).toBe('const store = configureStore({ reducer })\n<span>not a tag</span>')
    expect(stripped).toContain('<span class="x">configureStore</span>')
    expect(stripped.length).toBeLessThan(html.length - 100)
  })
})
