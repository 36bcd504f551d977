/**
 * The page a query names comes first (issue 25): pagefind ranks by weighted word matches, so a guide
 * that repeats "createSlice" fifty times can outrank the createSlice reference, and "queries" found
 * "Customizing Queries" first. After pagefind's ranking, a page whose title, or one of whose frontmatter
 * `keywords` (API names, e.g. skipToken on Conditional Fetching), equals the query moves to the front;
 * the rest keep pagefind's order.
 */
import type { PagefindData, PagefindResult } from './pagefind'

/** How many of pagefind's top results are checked for a page the query names. */
export const NAMED_WINDOW = 12

/** Case, spaces and punctuation do not count: "next.js" names "Next.js", "rtk query overview" names "RTK Query Overview". */
export function normalise(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')
}

/** True when `query` is the page's title or one of its keywords. */
export function names(query: string, page: Pick<PagefindData, 'meta'>): boolean {
  const wanted = normalise(query)
  if (wanted === '') return false
  const candidates = [page.meta.title ?? '', ...(page.meta.keywords ?? '').split(',')]
  return candidates.some((c) => normalise(c) === wanted)
}

/** `items` with those that `query` names first (title matches before keyword matches), otherwise in order. */
export function promoteNamed<T>(items: T[], query: string, data: (item: T) => Pick<PagefindData, 'meta'> | undefined): T[] {
  const rank = (item: T) => {
    const page = data(item)
    if (!page || !names(query, page)) return 2
    return normalise(page.meta.title ?? '') === normalise(query) ? 0 : 1
  }
  return items.map((item, i) => ({ item, i, r: rank(item) })).sort((a, b) => a.r - b.r || a.i - b.i).map((x) => x.item)
}

/** Each result's data, fetched once (ranking reads the first few, showing reads them again). */
const loadedData = new WeakMap<PagefindResult, Promise<PagefindData>>()

export function dataOf(result: PagefindResult): Promise<PagefindData> {
  let data = loadedData.get(result)
  if (!data) loadedData.set(result, (data = result.data()))
  return data
}

/** pagefind's results with the pages the query names (rank.ts) moved to the front. */
export async function ranked(results: PagefindResult[], query: string): Promise<PagefindResult[]> {
  const head = results.slice(0, NAMED_WINDOW)
  const data = new Map(await Promise.all(head.map(async (r) => [r, await dataOf(r)] as const)))
  return [...promoteNamed(head, query, (r) => data.get(r)), ...results.slice(NAMED_WINDOW)]
}
