/**
 * The route-pattern cache of src/client/routes.ts (spec §9: at most 10000 entries, oldest dropped
 * first) and the canonical routes it caches (spec §2: `/x.html` and `/x/index.html` name `/x`).
 * Pure functions: they run in Node (the module reads the document only inside isPageUrl).
 */
import { describe, expect, it } from 'vitest'
import { canonicalRoute, ROUTE_CACHE_LIMIT, routeCacheSize } from '../../src/client/routes'

describe('canonicalRoute', () => {
  it('drops .html, /index.html and trailing slashes', () => {
    expect(canonicalRoute('/')).toBe('/')
    expect(canonicalRoute('/index.html')).toBe('/')
    expect(canonicalRoute('/api/createSlice')).toBe('/api/createSlice')
    expect(canonicalRoute('/api/createSlice/')).toBe('/api/createSlice')
    expect(canonicalRoute('/api/createSlice.html')).toBe('/api/createSlice')
    expect(canonicalRoute('/api/createSlice/index.html')).toBe('/api/createSlice')
    expect(canonicalRoute('/rtk-query/api/created-api/overview//')).toBe('/rtk-query/api/created-api/overview')
  })

  it('answers from the cache the same as computed', () => {
    const first = canonicalRoute('/usage/usage-guide/index.html')
    const size = routeCacheSize()
    expect(canonicalRoute('/usage/usage-guide/index.html')).toBe(first)
    expect(routeCacheSize()).toBe(size)
  })
})

describe('the route cache', () => {
  it('holds at most 10000 entries, dropping the oldest first', () => {
    expect(ROUTE_CACHE_LIMIT).toBe(10000)
    for (let i = 0; i < ROUTE_CACHE_LIMIT + 2500; i++) canonicalRoute(`/bulk/page-${i}.html`)
    expect(routeCacheSize()).toBe(ROUTE_CACHE_LIMIT)
    // Still correct for entries both evicted and kept, and never over the bound.
    expect(canonicalRoute('/bulk/page-0.html')).toBe('/bulk/page-0')
    expect(canonicalRoute(`/bulk/page-${ROUTE_CACHE_LIMIT + 2499}.html`)).toBe(`/bulk/page-${ROUTE_CACHE_LIMIT + 2499}`)
    expect(routeCacheSize()).toBe(ROUTE_CACHE_LIMIT)
  })
})
