/** The home page: what Redux Toolkit is, where to start, and a taste of the code. */
import type { CustomPageProps, PageDataContext } from '../generator/pages/load'

export const title = 'Redux Toolkit'
export const description =
  'Redux Toolkit is the official, opinionated toolset for Redux: store setup, slices with Immer-powered reducers, async thunks and RTK Query for data fetching.'

const FEATURES = [
  {
    title: 'Simple',
    text: 'configureStore sets up a store with good defaults in one call; createSlice writes the action types, action creators and reducer for you.',
  },
  {
    title: 'Opinionated',
    text: 'Thunks, the DevTools extension and checks for accidental mutation and non-serializable values are on out of the box, so the common path is the safe one.',
  },
  {
    title: 'Powerful',
    text: 'Immer lets reducers use "mutating" syntax while staying immutable; createEntityAdapter and createSelector keep normalized data and derived values fast.',
  },
  {
    title: 'Data fetching built in',
    text: 'RTK Query fetches, caches and invalidates server data with generated React hooks, without hand-written thunks or loading flags.',
  },
]

const SAMPLE = `import { configureStore, createSlice } from '@reduxjs/toolkit'

const counterSlice = createSlice({
  name: 'counter',
  initialState: { value: 0 },
  reducers: {
    incremented(state) {
      // Immer turns this "mutation" into a safe immutable update
      state.value += 1
    },
  },
})

export const { incremented } = counterSlice.actions

export const store = configureStore({ reducer: { counter: counterSlice.reducer } })

store.dispatch(incremented())
console.log(store.getState().counter.value) // 1`

/** Highlights the sample at build time with the same highlighter and theme as the docs. */
export async function loadData({ highlight }: PageDataContext): Promise<{ sampleHtml: string }> {
  return { sampleHtml: await highlight(SAMPLE, 'ts', [8]) }
}

export default function Home({ baseUrl, data }: CustomPageProps<{ sampleHtml: string }>) {
  return (
    <>
      <header className="rtk-hero">
        <h1>Redux Toolkit</h1>
        <p>The official, opinionated, batteries-included toolset for efficient Redux development</p>
        <a className="rtk-button" href={`${baseUrl}introduction/getting-started`}>
          Get Started
        </a>
        <a className="rtk-button rtk-button--secondary" href={`${baseUrl}rtk-query/overview`}>
          Explore RTK Query
        </a>
      </header>
      <section className="rtk-section" aria-labelledby="rtk-features-title">
        <h2 id="rtk-features-title">Why Redux Toolkit</h2>
        <div className="rtk-features">
          {FEATURES.map((feature) => (
            <div className="rtk-feature" key={feature.title}>
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </div>
          ))}
        </div>
      </section>
      <section className="rtk-section" aria-labelledby="rtk-sample-title">
        <h2 id="rtk-sample-title">A store and a slice in a few lines</h2>
        <div className="rtk-code">
          <div className="rtk-code__title">store.ts</div>
          <div className="rtk-code__body">
            <div dangerouslySetInnerHTML={{ __html: data.sampleHtml }} />
          </div>
        </div>
        <p>
          Next: the <a href={`${baseUrl}tutorials/quick-start`}>Quick Start tutorial</a> builds this counter into a React app, and the{' '}
          <a href={`${baseUrl}tutorials/rtk-query`}>RTK Query tutorial</a> adds data fetching.
        </p>
      </section>
    </>
  )
}
