/**
 * Code on the site's own pages (the home page's sample) is highlighted by the build's code worker, the
 * one highlighter of the process (src/generator/mdx/compile-pool.ts processCodeOnWorker), exactly as a
 * docs code block is.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseHTML } from 'linkedom'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../../src/generator/config/load'
import { memoryLogger } from '../../../src/generator/log'
import { compileDirs } from '../../../src/generator/mdx/compile-docs'
import { closeCompilePool, processCodeOnWorker, saveCodeCache } from '../../../src/generator/mdx/compile-pool'
import { ensureLanguage, getHighlighter, highlightToHtml } from '../../../src/generator/mdx/highlighter'
import { collectPages } from '../../../src/generator/pages/collect'
import { GENERATOR_ROOT } from '../../../src/generator/render/assets'

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

  it('gives the home page its highlighted sample, line 8 marked', async () => {
    const config = await loadConfig(GENERATOR_ROOT)
    const logger = memoryLogger()
    const { pages } = await collectPages(GENERATOR_ROOT, compileDirs(GENERATOR_ROOT).moduleDir, config, logger)
    expect(logger.warnings).toEqual([])
    const home = pages.find((p) => p.route === '/')!
    const { document } = parseHTML((home.data as { sampleHtml: string }).sampleHtml)
    const lines = [...document.querySelectorAll('pre.shiki code > .line')]
    expect(lines[7]?.className).toBe('line rtk-hl')
    expect(lines[7]?.textContent).toContain('Immer turns this "mutation"')
    expect(document.querySelectorAll('code span[class^="rtk-t"]').length).toBeGreaterThan(20)
  })
})
