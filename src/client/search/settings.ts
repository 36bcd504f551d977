/** The search settings the server put on <html> (data-rtk-base, data-rtk-search-path, -tags, -tabs). */

export interface SearchTab {
  label: string
  tags: string[]
}

export interface Settings {
  /** Absolute URL of pagefind.js. */
  pagefindUrl: string
  tags: string[]
  tabs: SearchTab[]
}

/** Parses JSON from an attribute or storage; anything unreadable gives `fallback`. */
export function json<T>(text: string | undefined, fallback: T): T {
  if (!text) return fallback
  try {
    return JSON.parse(text) as T
  } catch {
    return fallback
  }
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [])

export function readSettings(): Settings {
  const data = document.documentElement.dataset
  const base = data.rtkBase ?? '/'
  const path = (data.rtkSearchPath ?? 'pagefind/').replace(/^\/+/, '').replace(/\/*$/, '/')
  const rawTabs = json<unknown>(data.rtkSearchTabs, [])
  const tabs = (Array.isArray(rawTabs) ? rawTabs : [])
    .filter((t): t is SearchTab => typeof t === 'object' && t !== null && typeof (t as SearchTab).label === 'string')
    .map((t) => ({ label: t.label, tags: strings(t.tags) }))
  return { pagefindUrl: new URL(`${base}${path}pagefind.js`, location.href).href, tags: strings(json(data.rtkSearchTags, [])), tabs }
}
