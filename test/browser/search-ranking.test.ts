/**
 * Search ranks the page a query names first (issue 25): for each query a Redux Toolkit user types, the
 * page whose title or API name is the query is the first result in the search dialog, over the real
 * build's index (build/, or SEARCH_BUILD_DIR: `./bin/build` first). Pages that only mention the name
 * (guides, migration notes, codemods) come after it.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveBuild, type ServedBuild } from '../support/served-build'

/** Query → the page that should come first. */
export const EXPECTED_FIRST: Array<[string, string]> = [
  // Redux Toolkit API names: the reference page.
  ['configureStore', '/api/configureStore'],
  ['createSlice', '/api/createSlice'],
  ['createAction', '/api/createAction'],
  ['createReducer', '/api/createReducer'],
  ['createAsyncThunk', '/api/createAsyncThunk'],
  ['createEntityAdapter', '/api/createEntityAdapter'],
  ['createSelector', '/api/createSelector'],
  ['createListenerMiddleware', '/api/createListenerMiddleware'],
  ['createDynamicMiddleware', '/api/createDynamicMiddleware'],
  ['combineSlices', '/api/combineSlices'],
  ['getDefaultMiddleware', '/api/getDefaultMiddleware'],
  ['getDefaultEnhancers', '/api/getDefaultEnhancers'],
  ['autoBatchEnhancer', '/api/autoBatchEnhancer'],
  ['immutability middleware', '/api/immutabilityMiddleware'],
  ['serializability middleware', '/api/serializabilityMiddleware'],
  ['action creator middleware', '/api/actionCreatorMiddleware'],
  ['matching utilities', '/api/matching-utilities'],
  ['codemods', '/api/codemods'],
  // RTK Query API names.
  ['createApi', '/rtk-query/api/createApi'],
  ['fetchBaseQuery', '/rtk-query/api/fetchBaseQuery'],
  ['setupListeners', '/rtk-query/api/setupListeners'],
  ['ApiProvider', '/rtk-query/api/ApiProvider'],
  ['skipToken', '/rtk-query/usage/conditional-fetching'],
  // Topics: the guide of that title.
  ['queries', '/rtk-query/usage/queries'],
  ['mutations', '/rtk-query/usage/mutations'],
  ['polling', '/rtk-query/usage/polling'],
  ['pagination', '/rtk-query/usage/pagination'],
  ['infinite queries', '/rtk-query/usage/infinite-queries'],
  ['prefetching', '/rtk-query/usage/prefetching'],
  ['conditional fetching', '/rtk-query/usage/conditional-fetching'],
  ['automated re-fetching', '/rtk-query/usage/automated-refetching'],
  ['cache behavior', '/rtk-query/usage/cache-behavior'],
  ['manual cache updates', '/rtk-query/usage/manual-cache-updates'],
  ['error handling', '/rtk-query/usage/error-handling'],
  ['streaming updates', '/rtk-query/usage/streaming-updates'],
  ['code generation', '/rtk-query/usage/code-generation'],
  ['server side rendering', '/rtk-query/usage/server-side-rendering'],
  ['customizing queries', '/rtk-query/usage/customizing-queries'],
  ['usage without react hooks', '/rtk-query/usage/usage-without-react-hooks'],
  ['migrating to rtk query', '/rtk-query/usage/migrating-to-rtk-query'],
  ['comparison with other tools', '/rtk-query/comparison'],
  ['RTK Query overview', '/rtk-query/overview'],
  ['quick start', '/tutorials/quick-start'],
  ['getting started', '/introduction/getting-started'],
  ['usage guide', '/usage/usage-guide'],
  ['immer', '/usage/immer-reducers'],
  ['next.js', '/usage/nextjs'],
  ['migrating to RTK 2.0', '/usage/migrating-rtk-2'],
  ['migrating to modern redux', '/usage/migrating-to-modern-redux'],
]

let site: ServedBuild
let page: Page

beforeAll(async () => {
  site = await serveBuild('SEARCH_BUILD_DIR', 'pagefind/pagefind.js')
  ;({ page } = await site.open('/'))
  await page.click('[data-rtk-search-open]')
  await page.locator('[data-rtk-search-input]').waitFor({ state: 'visible' })
})
afterAll(async () => {
  await site?.closeContexts()
  await site?.close()
})

/** The first page the dialog lists for `query`, as a reader types it. */
async function firstResult(query: string): Promise<string | null> {
  await page.fill('[data-rtk-search-input]', query)
  await page.waitForSelector(`[data-rtk-search-results][data-rtk-query="${query}"]`, { state: 'attached' })
  return page.getAttribute('.rtk-search-result__option--page a', 'href')
}

describe('search ranking', () => {
  it(`lists the page a query names first, for ${EXPECTED_FIRST.length} queries`, async () => {
    expect(EXPECTED_FIRST.length).toBeGreaterThanOrEqual(30)
    const wrong: string[] = []
    for (const [query, expected] of EXPECTED_FIRST) {
      const first = await firstResult(query)
      if (first !== expected) wrong.push(`"${query}": ${first} first, expected ${expected}`)
    }
    expect(wrong).toEqual([])
  })
})
