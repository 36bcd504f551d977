/**
 * The work the links in code samples add to a cold build, timed call by call in a fresh process, for
 * bench/api-links: a whole build's CPU time moves by ±1 s from run to run on this machine, and the
 * difference of two whole processes (one with the links, one without) by ±0.5 s, which hides a cost
 * of a few hundred ms. Here only the feature's own calls are on the clock, each as a build makes it:
 *
 * - reference: the API reference read from every doc, cache key and cache file included
 *   (api/reference-cache.ts, into an empty temporary folder: a cold build's), with the entry points'
 *   export names (from api/package-cache.ts's file when bench/api-links leaves it in place);
 * - entries: the reference entries each sample's code job carries (api/sample-api.ts);
 * - names: the linked names of each shown sample, its TypeScript and its JavaScript version, with their
 *   cards and signatures (mdx/api-links.ts, on the syntax tree the JavaScript conversion made, as the
 *   code worker does; a signature comes from api/package-cache.ts's file when it is there);
 * - tokens: the highlighter's tokens cut at each link, and each link's tag (mdx/token-links.ts);
 * - cards file: every card in one file (api/cards-file.ts).
 *
 * What the build does either way (parsing, converting, highlighting) runs off the clock. Each call is
 * timed with performance.now(): the process runs them on its one thread, so that is their CPU time
 * plus any garbage collection they cause on it.
 * Prints one JSON line: ms per part and in all, the samples and the links made.
 * Usage: node --import tsx bench/lib/sample-links-work.ts
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { apiCardsFile, collectApiCards } from '../../src/generator/api/cards-file'
import { cachedApiReference } from '../../src/generator/api/reference-cache'
import { type ApiCard, sampleApi } from '../../src/generator/api/sample-api'
import { toolkitVersion } from '../../src/generator/api/version'
import { generatorVersion } from '../../src/generator/cache/generator-version'
import { loadConfig } from '../../src/generator/config/load'
import type { Logger } from '../../src/generator/log'
import { apiLinks } from '../../src/generator/mdx/api-links'
import { ensureLanguage, getHighlighter } from '../../src/generator/mdx/highlighter'
import { type CodeLink, lineCutter, linkOpenTag } from '../../src/generator/mdx/token-links'
import { loadModel } from '../../src/generator/model'
import { extractCodeBlocks } from '../../src/generator/samples/extract'
import { parseCodeMeta } from '../../src/generator/samples/meta'
import { splitSample } from '../../src/generator/samples/split'
import { parseSample } from '../../src/generator/samples/syntax'
import { convertToJavaScript } from '../../src/generator/samples/to-javascript'
import { REPO_ROOT } from './report'

const logger: Logger = { debug() {}, info() {}, warn() {} }
const config = await loadConfig(REPO_ROOT, logger)
const model = await loadModel(REPO_ROOT, config, { includeDrafts: false, logger })
const LINKED = new Set(['ts', 'tsx', 'js', 'jsx'])
const files = model.docs.flatMap((doc) =>
  extractCodeBlocks(doc.source)
    .filter((block) => LINKED.has(block.lang))
    .flatMap((block) => {
      const meta = parseCodeMeta(block.meta ?? undefined)
      const typed = (block.lang === 'ts' || block.lang === 'tsx') && !meta.noTranspile
      return splitSample(block.code, block.lang, meta).filter((f) => f.shown).map((f) => ({ code: f.code, lang: block.lang, typed }))
    }),
)
const highlighter = await getHighlighter(config.code.theme)

type Part = 'reference' | 'entries' | 'names' | 'tokens' | 'cards file'
const spent: Record<Part, number> = { reference: 0, entries: 0, names: 0, tokens: 0, 'cards file': 0 }
async function timed<T>(part: Part, work: () => T | Promise<T>): Promise<T> {
  const start = performance.now()
  try {
    return await work()
  } finally {
    spent[part] += performance.now() - start
  }
}
const timedSync = <T>(part: Part, work: () => T): T => {
  const start = performance.now()
  try {
    return work()
  } finally {
    spent[part] += performance.now() - start
  }
}

// Made by every build whatever it links (the page cache is written under it), so off the clock here.
generatorVersion()
const cacheDir = await mkdtemp(join(tmpdir(), 'rtk-links-work-'))
const reference = await timed('reference', () => cachedApiReference(model.docs, cacheDir))
await rm(cacheDir, { recursive: true, force: true })
const version = toolkitVersion()
const cards: Array<{ meta: { apiCards?: Record<string, ApiCard> } }> = []
let links = 0

/** A version of a sample (its code in the language shown) with its links: the highlighter cuts its tokens at them. */
async function cutTokens(code: string, lang: string, made: CodeLink[]): Promise<void> {
  if (made.length === 0) return
  const shown = await ensureLanguage(highlighter, lang)
  const lines = highlighter.codeToTokensBase(code, { lang: shown as never, theme: highlighter.getLoadedThemes()[0] as never, tokenizeTimeLimit: 0 })
  timedSync('tokens', () => {
    const cut = lineCutter(made)
    for (const line of lines) cut(line)
    for (const link of made) linkOpenTag(link)
  })
}

for (const { code, lang, typed } of files) {
  const sample = timedSync('entries', () => sampleApi(code, reference, version))
  if (!sample) continue
  const versions: Array<{ code: string; lang: string; made: ReturnType<typeof apiLinks> }> = []
  try {
    if (!typed) throw new Error('plain JavaScript')
    const tsLang = lang as 'ts' | 'tsx'
    const source = parseSample(code, tsLang)
    const js = convertToJavaScript(source, tsLang)
    const jsLang = lang === 'tsx' ? 'jsx' : 'js'
    versions.push({ code, lang, made: timedSync('names', () => apiLinks(code, lang, sample, source)) })
    versions.push({ code: js.code, lang: jsLang, made: timedSync('names', () => apiLinks(js.code, jsLang, sample, js.source)) })
  } catch {
    // Plain JavaScript, or TypeScript that does not parse (shown as written, linked alone).
    versions.push({ code, lang, made: timedSync('names', () => apiLinks(code, lang, sample)) })
  }
  for (const { code: shownCode, lang: shownLang, made } of versions) {
    links += made.links.length
    cards.push({ meta: { apiCards: made.cards } })
    await cutTokens(shownCode, shownLang, made.links)
  }
}
timedSync('cards file', () => apiCardsFile(collectApiCards(cards, { apiCards: {} })))

const total = Object.values(spent).reduce((a, b) => a + b, 0)
process.stdout.write(`${JSON.stringify({ totalMs: total, parts: spent, files: files.length, links })}\n`)
