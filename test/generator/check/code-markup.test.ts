/**
 * src/generator/check/code-markup.ts: what the crawl gets of a highlighted code block — its links, and
 * nothing of its colours; the rest of the page as it is.
 */
import { describe, expect, it } from 'vitest'
import { withoutCodeMarkup } from '../../../src/generator/check/code-markup'

const block = (body: string) => `<pre class="shiki github-dark-default" style="color:#e6edf3" tabindex="0"><code>${body}</code></pre>`

describe('withoutCodeMarkup', () => {
  it('keeps each linked name of a block as an empty link to the same place, and drops the colour spans', () => {
    const html = `<p>before <a href="/x">x</a></p>${block('<span class="line"><span class="rtk-t1">const</span> s = <a href="/api/createSlice#parameters" data-rtk-api="rtk:createSlice"><span class="rtk-t4">createSlice</span></a>()</span>')}<p>after</p>`
    expect(withoutCodeMarkup(html)).toBe(`<p>before <a href="/x">x</a></p><pre class="shiki github-dark-default" style="color:#e6edf3" tabindex="0"><a href="/api/createSlice#parameters" data-rtk-api="rtk:createSlice"></a></pre><p>after</p>`)
  })

  it('ends each block at its own end: escaped markup in the code is text, and the next block is handled on its own', () => {
    const html = `${block('&lt;/pre&gt; &lt;a href="/no"&gt;')}<a href="/between">between</a>${block('<a href="/api/b">b</a>')}`
    expect(withoutCodeMarkup(html)).toBe(`<pre class="shiki github-dark-default" style="color:#e6edf3" tabindex="0"></pre><a href="/between">between</a><pre class="shiki github-dark-default" style="color:#e6edf3" tabindex="0"><a href="/api/b"></a></pre>`)
  })

  it('keeps each target once a page, across its blocks, and drops links without one', () => {
    const link = (href: string) => `<a href="${href}" data-rtk-api="x"><span>n</span></a>`
    const html = `${block(`${link('/api/a')} ${link('/api/b')} ${link('/api/a')} <a name="top">t</a>`)}${block(`${link('/api/b')} ${link('/api/c#x')}`)}`
    const empty = (href: string) => `<a href="${href}" data-rtk-api="x"></a>`
    const pre = '<pre class="shiki github-dark-default" style="color:#e6edf3" tabindex="0">'
    expect(withoutCodeMarkup(html)).toBe(`${pre}${empty('/api/a')}${empty('/api/b')}</pre>${pre}${empty('/api/c#x')}</pre>`)
  })

  it('leaves a page without highlighted code, and a plain <pre>, as they are', () => {
    const html = '<pre><code><span>plain</span></code></pre><p>text</p>'
    expect(withoutCodeMarkup(html)).toBe(html)
  })
})
