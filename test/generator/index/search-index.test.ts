/**
 * src/generator/index/search-index.ts: what pagefind is given of a page with highlighted code — the same
 * text, without the colour spans (half the bytes it parsed) — and an index that does not depend on the
 * order pages reach pagefind (they are sent all at once).
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseHTML } from 'linkedom'
import { describe, expect, it } from 'vitest'
import { withoutCodeColours, writeSearchIndex } from '../../../src/generator/index/search-index'
import type { RenderedRoute } from '../../../src/generator/render/render'

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

describe('writeSearchIndex', () => {
  it('writes the same index every time for the same pages, although they are sent all at once', async () => {
    const doc = (route: string, title: string, text: string): RenderedRoute => ({
      route,
      kind: 'doc',
      html: `<html lang="en"><head><title>${title}</title></head><body><article data-pagefind-body><h1 data-pagefind-meta="title">${title}</h1><p>${text}</p></article></body></html>`,
    })
    const words = ['slice', 'store', 'query', 'mutation', 'cache', 'tag', 'thunk', 'selector', 'entity', 'listener']
    const routes = Array.from({ length: 40 }, (_, i) => doc(`/page-${i}`, `Page ${i} ${words[i % 10]}`, words.map((w, j) => `${w}${(i * j) % 7}`).join(' ').repeat(20)))
    const dir = await mkdtemp(join(tmpdir(), 'rtk-search-index-'))
    try {
      const files = async (out: string) => {
        const names = (await readdir(out, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(out.length)).sort()
        return Promise.all(names.map(async (name) => [name, (await readFile(join(out, name))).toString('base64')]))
      }
      expect(await writeSearchIndex(routes, join(dir, 'one'), '/')).toEqual({ pages: 40 })
      const one = await files(join(dir, 'one'))
      expect(one.length).toBeGreaterThan(40)
      for (const again of ['two', 'three']) {
        await writeSearchIndex(routes, join(dir, again), '/')
        expect(await files(join(dir, again))).toEqual(one)
      }
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, 60_000)
})
