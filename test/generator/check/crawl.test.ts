/**
 * Pass 2 of the link check (src/generator/check/crawl.ts), on a link worker: linkinator over a written
 * site served with production routing. What an author sees: each broken link once, named with the
 * page that has it; links that a static host answers (`/x` by x.html) are not reported.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { crawlAnswers } from '../../../src/generator/check/crawl'
import { crawlOutputOffThread } from '../../../src/generator/check/crawl-off-thread'
import { SentLinks } from '../../../src/generator/check/repeated-links'

let out: string
/** A highlighted sample as highlighter.ts writes it, with two linked API names (one broken). */
const CODE_BLOCK =
  '<pre class="shiki github-dark-default" style="background-color:#0d1117;color:#e6edf3" tabindex="0"><code><span class="line"><span class="rtk-t1">import</span> { <a href="/api/thing#part" data-rtk-api="t"><span class="rtk-t2">thing</span></a>, <a href="/api/unknown-export" data-rtk-api="u">unknown</a> }</span>\n<span class="line">&lt;/pre&gt; <span class="rtk-t3">&lt;a href="/not-a-link"&gt;</span></span></code></pre>'
const page = (body: string) => `<!doctype html><html><head><title>t</title><link rel="stylesheet" href="/assets/site.css"></head><body>${body}</body></html>`

beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'rtk-crawl-'))
  const files: Record<string, string> = {
    'index.html': page('<a href="/guide">guide</a> <a href="/api/thing#part">thing</a> <a href="https://example.com/">away</a>' + CODE_BLOCK),
    // Every route is written twice, as the build does.
    // A relative link resolves against the page's URL as a browser's does: from /guide, `api/thing` is /api/thing.
    'guide.html': page('<a href="/">home</a> <a href="/gone">gone</a> <a href="api/thing">relative</a> <a href="#top">top</a>'),
    'guide/index.html': page('<a href="/">home</a> <a href="/gone">gone</a> <a href="api/thing">relative</a> <a href="#top">top</a>'),
    'api/thing.html': page('<h2 id="part">Part</h2><img src="/img/missing.png" alt="">'),
    'api/thing/index.html': page('<h2 id="part">Part</h2><img src="/img/missing.png" alt="">'),
    'assets/site.css': 'body{}',
    '404.html': page('not found'),
  }
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(out, path)), { recursive: true })
    await writeFile(join(out, path), text)
  }
})

afterAll(async () => {
  await rm(out, { recursive: true, force: true })
})

describe('crawl on the link worker', () => {
  it('reports each broken link with the page it is on, and nothing a static host would answer', async () => {
    const broken = await crawlOutputOffThread(out)
    expect(broken.sort()).toEqual(['/: broken link /api/unknown-export (status 404)', '/api/thing: broken link /img/missing.png (status 404)', '/guide: broken link /gone (status 404)'].sort())
  })

  it('finds the same with a proxy in the environment: the crawl never leaves the process', async () => {
    // linkinator sends its requests through HTTPS_PROXY when it is set; nothing listens on port 9.
    const saved = process.env.HTTPS_PROXY
    process.env.HTTPS_PROXY = 'http://127.0.0.1:9'
    try {
      const broken = await crawlOutputOffThread(out)
      expect(broken.sort()).toEqual(['/: broken link /api/unknown-export (status 404)', '/api/thing: broken link /img/missing.png (status 404)', '/guide: broken link /gone (status 404)'].sort())
    } finally {
      if (saved === undefined) delete process.env.HTTPS_PROXY
      else process.env.HTTPS_PROXY = saved
    }
  })

  it('reports a missing home page as a broken link of the site', async () => {
    await expect(crawlOutputOffThread(join(out, 'no-such-folder'))).resolves.toEqual(['/: broken link / (status 404)'])
  })
})

describe('a not-found page with relative links', () => {
  it('is not crawled where a link is broken: the crawl ends, the link reported once', async () => {
    const site = await mkdtemp(join(tmpdir(), 'rtk-crawl-404-'))
    try {
      // Relative links (a navbar's `to: 'guide'` written as it is) would lead one folder deeper on every
      // 404 answer if the crawler followed the not-found page's links there.
      const nav = '<a href="guide">guide</a> <a href="docs/intro">intro</a>'
      const files: Record<string, string> = { 'index.html': page(nav), 'guide.html': page('<a href="/">home</a>'), '404.html': page(nav), 'assets/site.css': 'body{}' }
      for (const [path, text] of Object.entries(files)) {
        await mkdir(dirname(join(site, path)), { recursive: true })
        await writeFile(join(site, path), text)
      }
      await expect(crawlOutputOffThread(site)).resolves.toEqual(['/: broken link /docs/intro (status 404)'])
    } finally {
      await rm(site, { recursive: true, force: true })
    }
  }, 30_000)
})

describe('links repeated on every page (a sidebar)', () => {
  it('has its broken link reported once, and the links of every page are still checked', async () => {
    const site = await mkdtemp(join(tmpdir(), 'rtk-crawl-sidebar-'))
    try {
      const aside = `<aside class="rtk-sidebar" data-rtk-sidebar="true"><nav aria-label="Docs sidebar"><ul>${['/', '/one', '/two', '/three', '/not-written'].map((href) => `<li><a href="${href}">x</a></li>`).join('')}</ul></nav></aside>`
      const files: Record<string, string> = {
        'index.html': page(`${aside}<p>home</p>`),
        'one.html': page(`${aside}<a href="/gone-from-one">x</a>`),
        'two.html': page(`${aside}<a href="/gone-from-two">x</a>`),
        'three.html': page(`${aside}<p>three</p>`),
        '404.html': page('not found'),
        'assets/site.css': 'body{}',
      }
      for (const [path, text] of Object.entries(files)) {
        await mkdir(dirname(join(site, path)), { recursive: true })
        await writeFile(join(site, path), text)
      }
      const broken = await crawlOutputOffThread(site)
      // Reported once, at the first page the crawl read with it, saying how many more have it.
      expect(broken.filter((b) => b.includes('/not-written'))).toEqual([expect.stringMatching(/^\/(one|two|three)?: broken link \/not-written \(status 404; 3 other pages link to it too\)$/)])
      expect(broken.filter((b) => !b.includes('/not-written')).sort()).toEqual(['/one: broken link /gone-from-one (status 404)', '/two: broken link /gone-from-two (status 404)'])
    } finally {
      await rm(site, { recursive: true, force: true })
    }
  })
})

describe("the crawl's answers", () => {
  it("count a page's links as sent only when the crawler reads it (GET): after a HEAD of a page, another page still carries the same links", async () => {
    const answer = crawlAnswers(out, '/', new SentLinks())
    const head = await answer({ method: 'HEAD', path: '/guide' })
    expect([head.status, head.headers['content-type'], head.body]).toEqual([200, 'text/html; charset=utf-8', undefined])
    // guide/index.html has the same links as guide.html: none was sent by the HEAD.
    const get = await answer({ method: 'GET', path: '/guide/' })
    expect(get.body).toContain('href="/gone"')
    // Read once, the links are not sent again (repeated-links.ts).
    expect((await answer({ method: 'GET', path: '/guide.html' })).body).not.toContain('href="/gone"')
  })

  it('answer a file with its type and no body, a missing one with 404, and a path outside the base URL with 404', async () => {
    const answer = crawlAnswers(out, '/', new SentLinks())
    expect(await answer({ method: 'GET', path: '/assets/site.css' })).toEqual({ status: 200, headers: { 'content-type': expect.stringContaining('text/css') } })
    expect((await answer({ method: 'GET', path: '/nothing-here' })).status).toBe(404)
    expect((await crawlAnswers(out, '/repo/', new SentLinks())({ method: 'GET', path: '/guide' })).status).toBe(404)
    expect((await crawlAnswers(out, '/repo/', new SentLinks())({ method: 'GET', path: '/repo/guide' })).status).toBe(200)
  })
})

