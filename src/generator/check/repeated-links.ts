/**
 * The crawl (crawl.ts) meets each URL once. A site repeats most of its links on every page: the navbar,
 * the footer, the sidebar, the stylesheet and script, each page's own `#` links. linkinator checks a URL
 * once, but handles every later sight of it by queueing a task that searches all of its results
 * (`results.find` in its index.js, with a URL mapped per result): a site of N pages that each repeat ~N
 * links makes the crawl grow as N³. pnpm.io, 2,236 pages in 13 locales, spent 112 s of a 149 s build in
 * the check. So the crawl server sends each URL with the first page that links to it, and the later
 * pages with that link's `href` (or `src`) taken out: every URL is still checked, once, and the pages
 * that repeated it are counted, so a broken link is reported with how many more pages have it.
 */

/** An `href` or `src` attribute as our pages (and React) write them: double-quoted, entity-escaped. */
const LINK_ATTRIBUTE = /\s(href|src)="([^"]*)"/g

/** What the crawl has sent: each URL (without its fragment) and the later pages that linked to it too. */
export class SentLinks {
  private readonly first = new Set<string>()
  private readonly repeats = new Map<string, number>()

  /**
   * `html`, the page at `pageUrl` (absolute), with the links to URLs sent before taken out. A page with a
   * `<base>` goes as it is: its relative links resolve against another URL.
   */
  strip(html: string, pageUrl: string): string {
    if (/<base\s/i.test(html)) return html
    // The page itself is fetched: its own `#part` links name a URL already checked.
    this.first.add(withoutFragment(pageUrl))
    return html.replace(LINK_ATTRIBUTE, (attribute, _name: string, value: string) => {
      const url = resolve(value.replace(/&amp;/g, '&'), pageUrl)
      if (url === undefined) return attribute
      if (!this.first.has(url)) {
        this.first.add(url)
        return attribute
      }
      this.repeats.set(url, (this.repeats.get(url) ?? 0) + 1)
      return ''
    })
  }

  /** How many pages after the first linked to `url` (absolute, fragment ignored). */
  repeatsOf(url: string): number {
    return this.repeats.get(withoutFragment(url)) ?? 0
  }
}

function resolve(href: string, base: string): string | undefined {
  try {
    return withoutFragment(new URL(href, base).href)
  } catch {
    return undefined
  }
}

function withoutFragment(url: string): string {
  const hash = url.indexOf('#')
  return hash === -1 ? url : url.slice(0, hash)
}
