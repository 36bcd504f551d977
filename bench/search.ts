/**
 * Search figures for the built site (./bin/build first): the index size on disk (build/pagefind, and the
 * part a reader's browser can actually fetch), and in Chromium the time from a keystroke to its results
 * being shown (debounce + pagefind + rendering, until the next frame), median over 20 queries.
 * Usage: npx tsx bench/search.ts [buildDir]
 */
import { existsSync } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { loadavg } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { startStaticServer } from '../src/server/static-server'
import { launchChromium } from '../test/support/chromium'

const buildDir = resolve(process.argv[2] ?? resolve(import.meta.dirname, '../build'))
const indexDir = join(buildDir, 'pagefind')
if (!existsSync(join(indexDir, 'pagefind.js'))) {
  console.error(`No search index in ${indexDir}: run ./bin/build first.`)
  process.exit(1)
}

const QUERIES = [
  'createSlice', 'fetchBaseQuery', 'configureStore', 'createAsyncThunk', 'createEntityAdapter',
  'createApi', 'useQuery', 'prepareHeaders', 'extraReducers', 'immer',
  'middleware', 'invalidatesTags', 'selectors', 'typescript', 'listener',
  'polling', 'pagination', 'serializable', 'combineSlices', 'cache',
]

async function files(dir: string): Promise<Array<{ path: string; bytes: number }>> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return Promise.all(
    entries.filter((e) => e.isFile()).map(async (e) => {
      const path = join(e.parentPath, e.name)
      return { path: relative(dir, path), bytes: (await stat(path)).size }
    }),
  )
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

// ---- Size on disk
const all = await files(indexDir)
const total = all.reduce((n, f) => n + f.bytes, 0)
// pagefind always writes its ready-made UIs too; our dialog never loads them.
const unusedUi = all.filter((f) => /^pagefind-(component-ui|modular-ui|ui|highlight)\./.test(f.path))
const group = (test: (p: string) => boolean) => all.filter((f) => test(f.path)).reduce((n, f) => n + f.bytes, 0)

// ---- Keystroke → results in Chromium
const server = await startStaticServer({ root: buildDir, port: 0 })
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
const browser = await launchChromium()
const load = loadavg()[0]!.toFixed(1)
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  await context.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort()))
  const page = await context.newPage()
  let transferred = 0
  page.on('requestfinished', async (request) => {
    if (!request.url().includes('/pagefind/')) return
    const sizes = await request.sizes().catch(() => undefined)
    transferred += sizes?.responseBodySize ?? 0
  })
  await page.goto(`${origin}/introduction/getting-started`)
  await page.waitForFunction(() => (window as Window & { __rtkReady?: boolean }).__rtkReady === true)

  /** Puts all but the last character in the box silently, then presses the last one and times it. */
  const timeQuery = async (query: string): Promise<number> => {
    await page.evaluate((prefix) => {
      const input = document.querySelector<HTMLInputElement>('[data-rtk-search-input]')!
      input.value = prefix
    }, query.slice(0, -1))
    // Listen first (a separate round trip), then press, then collect.
    await page.evaluate((q) => {
      const w = window as Window & { __searchTiming?: Promise<number> }
      w.__searchTiming = new Promise<number>((done) => {
        let start = 0
        document.addEventListener('keydown', () => (start = performance.now()), { capture: true, once: true })
        const list = document.querySelector<HTMLElement>('[data-rtk-search-results]')!
        const observer = new MutationObserver(() => {
          if (list.dataset.rtkQuery !== q || start === 0) return
          observer.disconnect()
          requestAnimationFrame(() => done(performance.now() - start))
        })
        observer.observe(list, { attributes: true, attributeFilter: ['data-rtk-query'] })
      })
    }, query)
    await page.keyboard.press(query.slice(-1))
    return page.evaluate(() => (window as Window & { __searchTiming?: Promise<number> }).__searchTiming!)
  }

  // Cold: click → dialog → pagefind.js, wasm and index chunks load → first results.
  const coldStart = performance.now()
  await page.click('[data-rtk-search-open]')
  await page.locator('[data-rtk-search-input]').waitFor({ state: 'visible' })
  await page.keyboard.type('store')
  await page.waitForSelector('[data-rtk-search-results][data-rtk-query="store"]', { state: 'attached' })
  const cold = performance.now() - coldStart
  const firstUse = transferred

  const times: number[] = []
  for (const query of QUERIES) {
    await page.fill('[data-rtk-search-input]', '')
    times.push(await timeQuery(query))
  }

  console.log(`Search index (${relative(process.cwd(), indexDir) || indexDir}): ${kb(total)} on disk in ${all.length} files`)
  console.log(`  index chunks ${kb(group((p) => p.startsWith('index/')))}, fragments ${kb(group((p) => p.startsWith('fragment/')))}, filters ${kb(group((p) => p.startsWith('filter/')))}, wasm ${kb(group((p) => p.startsWith('wasm.')))}, pagefind.js + worker ${kb(group((p) => /^pagefind(-worker)?\.js$/.test(p)))}`)
  console.log(`  pagefind's own UI bundles (written, never loaded): ${kb(unusedUi.reduce((n, f) => n + f.bytes, 0))}; fetchable by the dialog: ${kb(total - unusedUi.reduce((n, f) => n + f.bytes, 0))}`)
  console.log(`  fetched by the first search: ${kb(firstUse)}; after ${QUERIES.length} more queries: ${kb(transferred)}`)
  console.log(`First use (click → first results, cold): ${cold.toFixed(0)} ms`)
  console.log(`Keystroke → results shown, ${QUERIES.length} queries: median ${median(times).toFixed(0)} ms, min ${Math.min(...times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms (includes the 80 ms debounce, DEBOUNCE_MS in src/client/search/ui.ts)`)
  console.log(`  (load average ${load} at start)`)
} finally {
  await browser.close()
  server.close()
}
