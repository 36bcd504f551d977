/**
 * Input that builds but is probably not what the author meant: each is a warning naming file and line
 * (and column where there is one), and the page still builds.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildSite, copyFixture, text } from '../support/site'

let disposers: Array<() => Promise<void>> = []
afterEach(async () => {
  await Promise.all(disposers.map((d) => d()))
  disposers = []
})

async function siteWith(page: string | Buffer): Promise<string> {
  const copy = await copyFixture('basic')
  disposers.push(copy.dispose)
  await writeFile(join(copy.root, 'docs/api/widget.md'), page)
  return copy.root
}

// Generous: the first build of the file starts the code worker (shiki) on a machine that may be busy.
describe('warnings for suspicious input', { timeout: 180_000 }, () => {
  it('a code block in a language the highlighter does not know: file, line, and what to write instead', async () => {
    const page = ['---', 'title: Widget', '---', '', 'Known:', '', '```js', 'const a = 1', '```', '', '```typescriptt', 'const b = 2', '```', '', '```text', 'plain on purpose', '```', '']
    const site = await buildSite(await siteWith(page.join('\n')))
    const warnings = site.warnings.filter((w) => w.includes('code block language'))
    expect(warnings).toEqual([
      'docs/api/widget.md:11: code block language "typescriptt" is not one the highlighter knows, so it is shown as plain text; use a name from https://shiki.style/languages (e.g. ts, tsx, js, bash, json, diff) or "text"',
    ])
    expect(text(site.page('/api/widget').querySelector('main'))).toContain('const b = 2')
  })

  it('a code block whose language is written in capitals (YAML, Typescript) is highlighted as its lower-case name, as Docusaurus does', async () => {
    const page = ['---', 'title: Widget', '---', '', '```YAML', 'name: widget', '```', '', '```Typescript', 'const size: number = 2', '```', '']
    const site = await buildSite(await siteWith(page.join('\n')))
    expect(site.warnings.filter((w) => w.includes('code block language'))).toEqual([])
    const blocks = [...site.page('/api/widget').querySelectorAll('main pre.shiki')]
    expect(blocks.map((pre) => text(pre))).toEqual(['name: widget', 'const size: number = 2'])
    // Tokens in colours of their own: plain text would be one run of the block's colour.
    for (const pre of blocks) expect(pre.querySelectorAll('.line span[class]').length).toBeGreaterThan(1)
  })

  it('bytes that are not UTF-8: the line and column of each bad spot', async () => {
    const page = Buffer.concat([
      Buffer.from('---\ntitle: Widget\n---\n\nFine line with é.\n'),
      Buffer.from('Bad byte: '),
      Buffer.from([0xe9]),
      Buffer.from(' here.\nAlso fine.\nTruncated: ab'),
      Buffer.from([0xe2, 0x82]),
      Buffer.from('\n'),
    ])
    const site = await buildSite(await siteWith(page))
    expect(site.warnings.filter((w) => w.includes('not valid UTF-8'))).toEqual([
      'docs/api/widget.md:6:11: the page is not valid UTF-8 here (byte 0xe9), so readers see "\uFFFD"; save the file as UTF-8',
      'docs/api/widget.md:8:14: the page is not valid UTF-8 here (byte 0xe2), so readers see "\uFFFD"; save the file as UTF-8',
    ])
  })

  it('a raw <script> in a page: kept (MDX trusts authors) but reported at its line and column', async () => {
    const page = '---\ntitle: Widget\n---\n\nIntro with `<script>` in code, which is fine.\n\n<script src="/tracker.js"></script>\n\n```html\n<script>in a code block: fine</script>\n```\n'
    const site = await buildSite(await siteWith(page))
    expect(site.warnings.filter((w) => w.includes('<script>'))).toEqual([
      'docs/api/widget.md:7:1: raw <script> in the page: it runs as written on every visit (MDX trusts authors, so it is kept); if it was meant as text, put it in a code span or code block',
    ])
    expect(site.page('/api/widget').querySelector('main script[src="/tracker.js"]')).not.toBeNull()
  })

  it('a well-formed page warns about none of these', async () => {
    const site = await buildSite(await siteWith('---\ntitle: Widget\n---\n\nText with é, 日本語 and 🚀.\n\n```bash\nnpm install\n```\n'))
    expect(site.warnings.filter((w) => /code block language|UTF-8|<script>/.test(w))).toEqual([])
  })
})
