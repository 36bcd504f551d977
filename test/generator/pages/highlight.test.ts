/**
 * Code on the site's own pages (the home page's sample) is highlighted by the build's code worker, the
 * one highlighter of the process (src/generator/mdx/compile-pool.ts processCodeOnWorker), exactly as a
 * docs code block is: its Redux Toolkit names link to the docs' reference, their cards in the site's
 * cards file.
 */
import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseHTML } from 'linkedom'
import { afterAll, describe, expect, it } from 'vitest'
import { API_CARDS_FILE } from '../../../src/generator/api/cards-file'
import { apiReference } from '../../../src/generator/api/reference'
import { toolkitVersion } from '../../../src/generator/api/version'
import { loadConfig } from '../../../src/generator/config/load'
import { memoryLogger } from '../../../src/generator/log'
import { compileDirs } from '../../../src/generator/mdx/compile-docs'
import { closeCompilePool, processCodeOnWorker, saveCodeCache } from '../../../src/generator/mdx/compile-pool'
import { ensureLanguage, getHighlighter, highlightToHtml } from '../../../src/generator/mdx/highlighter'
import { loadModel } from '../../../src/generator/model'
import { collectPages } from '../../../src/generator/pages/collect'
import { GENERATOR_ROOT } from '../../../src/generator/render/assets'
import { buildSite, copyFixture } from '../../support/site'

const THEME = 'github-dark-default'
const CODE = "import { createSlice } from '@reduxjs/toolkit'\n\nconst n: number = 1 // one\n"

afterAll(() => closeCompilePool())

describe('code highlighted for the main thread', () => {
  it('comes from the code worker, the same HTML as a highlighter in this thread makes', async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'rtk-highlight-'))
    try {
      const result = await processCodeOnWorker({ code: CODE, lang: 'ts', theme: THEME, lines: [3], javascript: false }, cacheDir)
      const highlighter = await getHighlighter(THEME)
      expect(result).toEqual({ ok: true, html: highlightToHtml(highlighter, CODE, await ensureLanguage(highlighter, 'ts'), THEME, [3]) })
      // A stopped code worker is started again for the next block.
      await closeCompilePool()
      const again = await processCodeOnWorker({ code: 'const again = 2', lang: 'js', theme: THEME, lines: [], javascript: false }, cacheDir)
      expect(again.ok && parseHTML(again.html).document.querySelector('code')?.textContent).toBe('const again = 2')
      // Asked again, the main thread answers from its own small cache (the very same result, no worker
      // round trip), which the build saves apart from the docs' code cache.
      expect(await processCodeOnWorker({ code: CODE, lang: 'ts', theme: THEME, lines: [3], javascript: false }, cacheDir)).toBe(result)
      await saveCodeCache(cacheDir)
      const saved = JSON.parse(await readFile(join(cacheDir, 'code-cache-main.json'), 'utf8')) as { entries: unknown[] }
      expect(saved.entries).toHaveLength(2)
    } finally {
      await rm(cacheDir, { recursive: true, force: true })
    }
  })

  it('gives the home page its highlighted sample, line 8 marked, its RTK names linked to the reference', async () => {
    const config = await loadConfig(GENERATOR_ROOT)
    const logger = memoryLogger()
    const model = await loadModel(GENERATOR_ROOT, config, { includeDrafts: false, logger })
    const api = { reference: apiReference(model.docs), version: toolkitVersion() }
    const { pages, apiCards } = await collectPages(GENERATOR_ROOT, compileDirs(GENERATOR_ROOT).moduleDir, config, logger, api)
    expect(logger.warnings).toEqual([])
    const home = pages.find((p) => p.route === '/')!
    const { document } = parseHTML((home.data as { sampleHtml: string }).sampleHtml)
    const lines = [...document.querySelectorAll('pre.shiki code > .line')]
    expect(lines[7]?.className).toBe('line rtk-hl')
    expect(lines[7]?.textContent).toContain('Immer turns this "mutation"')
    expect(document.querySelectorAll('code span[class^="rtk-t"]').length).toBeGreaterThan(20)
    const links = [...document.querySelectorAll('a[data-rtk-api]')].map((a) => `${a.textContent} ${a.getAttribute('href')}`)
    expect(links).toEqual(['configureStore /api/configureStore', 'createSlice /api/createSlice', 'createSlice /api/createSlice', 'configureStore /api/configureStore'])
    expect(Object.keys(apiCards)).toEqual(['configureStore', 'createSlice'])
    expect(apiCards.createSlice?.signature).toMatch(/^const createSlice: </)
  })
})

describe("a site's own page with a code sample", () => {
  it('links its RTK names to the sections of the docs that document them, and puts their cards in the cards file', async () => {
    const copy = await copyFixture('basic')
    try {
      // The fixture's docs document createSlice (a heading that is the name) but no sample of theirs imports it.
      await appendFile(join(copy.root, 'docs/api/widget.md'), '\n## createSlice\n\nMakes a slice of state.\n')
      await writeFile(
        join(copy.root, 'src/pages/index.tsx'),
        `const SAMPLE = "import { createSlice } from '@reduxjs/toolkit'\\n\\nexport const slice = createSlice({ name: 'a', initialState: 0, reducers: {} })"
export const title = 'Home'
export async function loadData({ highlight }: { highlight(code: string, lang: string): Promise<string> }) {
  return { html: await highlight(SAMPLE, 'ts') }
}
export default function Home({ data }: { data: { html: string } }) {
  return <div className="rtk-code" dangerouslySetInnerHTML={{ __html: data.html }} />
}
`,
      )
      const site = await buildSite(copy.root)
      const links = [...site.page('/').querySelectorAll('.rtk-code pre a[data-rtk-api]')].map((a) => `${a.textContent} ${a.getAttribute('href')} ${a.getAttribute('data-rtk-api')}`)
      expect(links).toEqual(['createSlice /api/widget#createslice createSlice', 'createSlice /api/widget#createslice createSlice'])
      const cards = JSON.parse(String(site.files.find((f) => f.path === API_CARDS_FILE)?.contents)) as Record<string, { signature: string; summary: string }>
      expect(Object.keys(cards)).toEqual(['createSlice'])
      expect(cards.createSlice).toEqual({ signature: expect.stringMatching(/^const createSlice: </), summary: 'Makes a slice of state.' })
    } finally {
      await copy.dispose()
    }
  })
})

describe('a docs sample with linked names', () => {
  it('links them in the page, while the Markdown twin and llms-full.txt keep the code as written', async () => {
    const copy = await copyFixture('basic')
    try {
      const sample = "import { createSlice as makeSlice } from '@reduxjs/toolkit'\n\nexport const counter = makeSlice({ name: 'counter', initialState: 0, reducers: {} })"
      await appendFile(join(copy.root, 'docs/api/widget.md'), `\n## createSlice\n\nMakes a slice of state.\n\n\`\`\`ts\n${sample}\n\`\`\`\n`)
      const site = await buildSite(copy.root)
      const linked = [...site.page('/api/widget').querySelectorAll('pre a[data-rtk-api]')].map((a) => `${a.textContent} ${a.getAttribute('href')}`)
      expect(linked).toContain('makeSlice /api/widget#createslice')
      for (const path of ['api/widget.md', 'llms-full.txt']) {
        const text = String(site.files.find((f) => f.path === path)?.contents)
        expect(text).toContain(`\`\`\`ts\n${sample}\n\`\`\``)
        expect(text).not.toMatch(/\[(createSlice|makeSlice)\]|data-rtk-api/)
      }
    } finally {
      await copy.dispose()
    }
  })
})
