/**
 * The crawl (crawl.ts) sees each docs sidebar once. The sidebar is the same list of links on every page
 * it is shown on, and linkinator meets a link it has already checked by queueing a task that searches all
 * of its results (`results.find` in its index.js): N pages that each repeat a sidebar of ~N links make the
 * crawl grow as N³. In bench/scale's 486-page site that was 108 s of a 170 s build. Since every link is
 * checked once per URL in any case, the crawl server sends each distinct sidebar with the first page that
 * has it and the later pages without it: the same links are checked, each once.
 */

/** The sidebar as Sidebar.tsx renders it (the `data-rtk-sidebar` hook the client's sidebar.ts finds it by). */
const SIDEBAR = /<aside class="rtk-sidebar" data-rtk-sidebar="true">[\s\S]*?<\/aside>/
const HREF = /\shref="([^"]*)"/g
/** An href that names the same URL from any page: site-absolute, a fragment only, or with a scheme. */
const SAME_FROM_ANY_PAGE = /^(?:\/|#|[a-z][a-z\d+.-]*:)/i

/**
 * `html` without its sidebar when a page sent before had one with the same links; `seen` holds the
 * sidebars sent so far (their links, in order) and gains this page's.
 */
export function withoutRepeatedSidebar(html: string, seen: Set<string>): string {
  const block = SIDEBAR.exec(html)
  // No sidebar, or one that holds an aside of its own (raw HTML in an item): the page goes as it is.
  if (!block || block[0].indexOf('<aside', 1) !== -1) return html
  const hrefs = [...block[0].matchAll(HREF)].map((m) => m[1]!)
  // A relative link names another URL on every page: such a sidebar is checked on every page.
  if (hrefs.some((href) => !SAME_FROM_ANY_PAGE.test(href))) return html
  const key = hrefs.join('\n')
  if (!seen.has(key)) {
    seen.add(key)
    return html
  }
  return html.slice(0, block.index) + html.slice(block.index + block[0].length)
}
