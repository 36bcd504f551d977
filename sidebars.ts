import type { SidebarsInput } from './src/generator/sidebar/types'

/**
 * The docs sidebar, in reading order: a newcomer's path first, then the reference.
 * Items are doc ids (`<folder>/<id>`), `{ type: 'doc' | 'link' | 'category' }` objects.
 * Pages left out (rtk-query/internal/*) are still built, with no sidebar.
 */
const sidebars: SidebarsInput = {
  docs: [
    {
      type: 'category',
      label: 'Introduction',
      items: ['introduction/getting-started', 'introduction/why-rtk-is-redux-today'],
    },
    {
      type: 'category',
      label: 'Tutorials',
      items: ['tutorials/overview', 'tutorials/quick-start', 'tutorials/typescript', 'tutorials/rtk-query'],
    },
    {
      type: 'category',
      label: 'Using Redux Toolkit',
      items: [
        'usage/usage-guide',
        'usage/usage-with-typescript',
        'usage/immer-reducers',
        'usage/nextjs',
        'usage/migrating-to-modern-redux',
        'usage/migrating-rtk-2',
      ],
    },
    {
      type: 'category',
      label: 'API Reference',
      // Two categories carry this label: each has its own key in the translation files.
      key: 'rtk-api-reference',
      items: [
        {
          type: 'category',
          label: 'Store Setup',
          items: [
            'api/configureStore',
            'api/getDefaultMiddleware',
            'api/getDefaultEnhancers',
            'api/immutabilityMiddleware',
            'api/serializabilityMiddleware',
            'api/actionCreatorMiddleware',
            'api/createListenerMiddleware',
            'api/createDynamicMiddleware',
            'api/autoBatchEnhancer',
          ],
        },
        {
          type: 'category',
          label: 'Reducers and Actions',
          items: [
            'api/createReducer',
            'api/createAction',
            'api/createSlice',
            'api/createAsyncThunk',
            'api/createEntityAdapter',
            'api/combineSlices',
          ],
        },
        {
          type: 'category',
          label: 'Utilities',
          items: ['api/createSelector', 'api/matching-utilities', 'api/other-exports', 'api/codemods'],
        },
      ],
    },
    {
      type: 'category',
      label: 'RTK Query',
      items: [
        'rtk-query/overview',
        'rtk-query/comparison',
        'rtk-query/usage-with-typescript',
        {
          type: 'category',
          label: 'Using RTK Query',
          items: [
            'rtk-query/usage/queries',
            'rtk-query/usage/mutations',
            'rtk-query/usage/automated-refetching',
            'rtk-query/usage/cache-behavior',
            'rtk-query/usage/conditional-fetching',
            'rtk-query/usage/error-handling',
            'rtk-query/usage/pagination',
            'rtk-query/usage/infinite-queries',
            'rtk-query/usage/polling',
            'rtk-query/usage/prefetching',
            'rtk-query/usage/manual-cache-updates',
            'rtk-query/usage/customizing-queries',
            'rtk-query/usage/customizing-create-api',
            'rtk-query/usage/code-splitting',
            'rtk-query/usage/code-generation',
            'rtk-query/usage/streaming-updates',
            'rtk-query/usage/persistence-and-rehydration',
            'rtk-query/usage/server-side-rendering',
            'rtk-query/usage/usage-without-react-hooks',
            'rtk-query/usage/migrating-to-rtk-query',
            'rtk-query/usage/examples',
          ],
        },
        {
          type: 'category',
          label: 'API Reference',
          key: 'rtk-query-api-reference',
          items: [
            'rtk-query/api/createApi',
            'rtk-query/api/fetchBaseQuery',
            'rtk-query/api/ApiProvider',
            'rtk-query/api/setupListeners',
            {
              type: 'category',
              label: 'Generated API Slices',
              items: [
                'rtk-query/api/created-api/overview',
                'rtk-query/api/created-api/redux-integration',
                'rtk-query/api/created-api/endpoints',
                'rtk-query/api/created-api/code-splitting',
                'rtk-query/api/created-api/api-slice-utils',
                'rtk-query/api/created-api/hooks',
              ],
            },
          ],
        },
      ],
    },
  ],
}

export default sidebars
