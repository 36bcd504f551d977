/**
 * pagefind's browser API (the parts the dialog uses), loading it from `{base}{search.path}pagefind.js`,
 * and what a failed load means for the reader (spec §8: the crash hint).
 */
import type { Settings } from './settings'

export interface PagefindSubResult {
  title: string
  url: string
  excerpt: string
  anchor?: { element: string; id: string; text: string; location: number }
}

export interface PagefindData {
  url: string
  excerpt: string
  meta: Record<string, string | undefined>
  filters: Record<string, string[] | undefined>
  sub_results?: PagefindSubResult[]
}

export interface PagefindResult {
  id: string
  score: number
  data(): Promise<PagefindData>
}

export interface PagefindResponse {
  results: PagefindResult[]
}

export type PagefindFilters = Record<string, { any: string[] }>

export interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>
  init(): Promise<void>
  search(term: string, options?: { filters?: PagefindFilters }): Promise<PagefindResponse | null>
  preload(term: string, options?: { filters?: PagefindFilters }): Promise<void>
  filters(): Promise<Record<string, Record<string, number> | undefined>>
}

/**
 * How pagefind weighs a match (https://pagefind.app/docs/ranking/). API reference pages name their
 * subject once, in the title; guides repeat API names many times, so raw term counts weigh less than
 * pagefind's default (1.0) and the title's weight (set at index time) decides.
 */
export const RANKING = { termFrequency: 0.3 }

/** pagefind.js answered 404: the site was not built with an index (the watch server has none). */
export class SearchIndexMissingError extends Error {
  readonly indexMissing = true
  constructor(url: string, options?: { cause?: unknown }) {
    super(`the search index was not found: ${url} answered 404 Not Found`, options)
    this.name = 'SearchIndexMissingError'
  }
}

export function isIndexMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { indexMissing?: unknown }).indexMissing === true
}

/** The fallback text under the crash view of the search widget. */
export function crashHint(error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error)).replace(/[.\s]+$/, '')
  const repo = typeof document === 'undefined' ? undefined : document.documentElement.dataset.rtkRepo
  const issue = repo ? `open an issue on the repository (${repo.replace(/\/+$/, '')}/issues)` : 'open an issue on the repository'
  const crashed = `The search widget crashed because of: ${message}.`
  if (isIndexMissing(error)) {
    return `${crashed} The search index exists only after a production build: run ./bin/build and serve build/ (./bin/serve) — the watch server has no index. Otherwise reload the page, or ${issue}.`
  }
  return `${crashed} Try reloading the page, or run a production build (./bin/build) — the watch server has no search index — or ${issue}.`
}

/** Status of pagefind.js when its import failed: the HTTP status, or undefined for a network error. */
async function probe(url: string): Promise<number | undefined> {
  try {
    return (await fetch(url, { method: 'HEAD', cache: 'no-store' })).status
  } catch {
    return undefined
  }
}

/** Imports and starts pagefind; `attempt` > 0 (a retry) gets a fresh URL, as a browser may remember a failed module fetch. */
export async function importPagefind(settings: Settings, attempt: number): Promise<Pagefind> {
  const url = attempt === 0 ? settings.pagefindUrl : `${settings.pagefindUrl}?retry=${attempt}`
  let module: Pagefind
  try {
    module = (await import(/* @vite-ignore */ url)) as Pagefind
  } catch (error) {
    if ((await probe(url)) === 404) throw new SearchIndexMissingError(settings.pagefindUrl, { cause: error })
    throw new Error(`The search index could not load (${settings.pagefindUrl}).`, { cause: error })
  }
  // The index's URLs already start with the site's base (search-index.ts); pagefind would put the folder
  // it loads from (`/fr/`, `/repo/`) before them again.
  await module.options({ baseUrl: '/', excerptLength: 22, ranking: RANKING })
  await module.init()
  return module
}
