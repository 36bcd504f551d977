/** src/generator/check/repeated-links.ts and link-skeleton.ts: what the crawl server sends of each page. */
import { describe, expect, it } from 'vitest'
import { SentLinks } from '../../../src/generator/check/repeated-links'
import { linkSkeleton } from '../../../src/generator/check/link-skeleton'

describe('SentLinks', () => {
  it('sends each URL with the first page that links to it, and counts the later pages that do', () => {
    const sent = new SentLinks()
    const nav = '<a href="/">home</a><a href="/guide">guide</a><link rel="stylesheet" href="/assets/site.css">'
    // (The home page's own link to / goes too: the page being read is fetched already.)
    expect(sent.strip(`${nav}<a href="/one">one</a>`, 'http://site/')).toBe(`${nav.replace(' href="/"', '')}<a href="/one">one</a>`)
    // The same URLs written otherwise (relative, with a fragment, entity-escaped) are the same URLs.
    expect(sent.strip('<a href="/">home</a><a href="guide#step">guide</a><a href="/one?x=1&amp;y=2">q</a><img src="/assets/site.css">', 'http://site/two')).toBe('<a>home</a><a>guide</a><a href="/one?x=1&amp;y=2">q</a><img>')
    expect([sent.repeatsOf('http://site/guide'), sent.repeatsOf('http://site/guide#other'), sent.repeatsOf('http://site/one'), sent.repeatsOf('http://site/')]).toEqual([1, 1, 0, 2])
  })

  it("takes out a page's own # links, and leaves a page with a <base> as it is", () => {
    const sent = new SentLinks()
    expect(sent.strip('<a href="#part">part</a><a href="/x#part">x</a>', 'http://site/x')).toBe('<a>part</a><a>x</a>')
    const based = '<base href="/docs/"><a href="/x">x</a>'
    expect(sent.strip(based, 'http://site/y')).toBe(based)
  })
})

describe('linkSkeleton', () => {
  it("keeps the tags linkinator reads links from, closed, and JSON-LD whole; drops text, other tags, comments and scripts' and styles' contents", () => {
    const html = `<!doctype html><html lang="en"><head><title>a <a href="/in-title"></title><link rel="icon" href="/favicon.ico"/><style>.x{background:url(/bg.png)}</style>
<script src="/assets/app.js"></script><script>if (a<b) document.write('<a href="/in-script">')</script>
<script type="application/ld+json">{"url":"https://example.com/page"}</script></head>
<body class="b"><!-- <a href="/in-comment"> --><p title="1 > 0">Prose with <a href="/x" title="a > b">a link</a> and <img src="/i.png" alt=""> <code>&lt;a href="/not"&gt;</code></p><textarea><a href="/in-textarea"></textarea><iframe src="/frame"></iframe></body></html>`
    expect(linkSkeleton(html).split('\n')).toEqual([
      '<html lang="en"></html>',
      '<link rel="icon" href="/favicon.ico"/>',
      '<script src="/assets/app.js"></script>',
      '<script type="application/ld+json">{"url":"https://example.com/page"}</script>',
      '<body class="b"></body>',
      '<a href="/x" title="a > b"></a>',
      '<img src="/i.png" alt="">',
      '<iframe src="/frame"></iframe>',
    ])
  })
})
