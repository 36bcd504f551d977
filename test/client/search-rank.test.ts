/** The page a query names comes first (src/client/search/rank.ts): title, then keywords, else pagefind's order. */
import { describe, expect, it } from 'vitest'
import { names, normalise, promoteNamed } from '../../src/client/search/rank'

const page = (title: string, keywords?: string) => ({ meta: { title, keywords } })

describe('search rank', () => {
  it('compares without case, spaces or punctuation', () => {
    expect(normalise('Next.js')).toBe(normalise('nextjs'))
    expect(normalise('RTK Query Overview')).toBe(normalise('rtk query overview'))
    expect(normalise('Re-fetching')).toBe('refetching')
  })

  it('a page is named by its title or one of its keywords, not by a longer title', () => {
    expect(names('queries', page('Queries'))).toBe(true)
    expect(names('queries', page('Customizing Queries'))).toBe(false)
    expect(names('skipToken', page('Conditional Fetching', 'skipToken, skip'))).toBe(true)
    expect(names('skip', page('Conditional Fetching', 'skipToken, skip'))).toBe(true)
    expect(names('  ', page(''))).toBe(false)
  })

  it('moves named pages to the front (title before keyword) and keeps the rest in order', () => {
    const results = [page('Customizing Queries'), page('Hooks'), page('Conditional Fetching', 'queries'), page('Queries'), page('Mutations')]
    const order = promoteNamed(results, 'queries', (r) => r).map((r) => r.meta.title)
    expect(order).toEqual(['Queries', 'Conditional Fetching', 'Customizing Queries', 'Hooks', 'Mutations'])
    // Nothing named: pagefind's order stands; missing data counts as not named.
    expect(promoteNamed(results, 'polling', (r) => r)).toEqual(results)
    expect(promoteNamed(results, 'queries', () => undefined)).toEqual(results)
  })
})
