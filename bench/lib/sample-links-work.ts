/**
 * The work the links in code samples add to a cold build, done alone in a fresh process, for
 * bench/api-links: a whole build moves by ±1 s of CPU on a loaded machine, this by much less.
 * `--links on`: the reference read from the docs (the main thread's share, api/reference.ts), then for
 * every shown sample file what the code worker does (code-jobs.ts): parse, convert to JavaScript, link
 * the names of both versions with their cards (signatures from the .d.ts). `--links off`: the same
 * without the reference and the links. Highlighting, the same either way, is left out.
 * Prints one JSON line: the CPU ms of that work (TypeScript and the modules already loaded).
 * Usage: node --import tsx bench/lib/sample-links-work.ts --links on|off
 */
import { parseArgs } from 'node:util'
import { apiReference } from '../../src/generator/api/reference'
import { sampleApi } from '../../src/generator/api/sample-api'
import { toolkitVersion } from '../../src/generator/api/version'
import { loadConfig } from '../../src/generator/config/load'
import type { Logger } from '../../src/generator/log'
import { apiLinks } from '../../src/generator/mdx/api-links'
import { loadModel } from '../../src/generator/model'
import { extractCodeBlocks } from '../../src/generator/samples/extract'
import { parseCodeMeta } from '../../src/generator/samples/meta'
import { splitSample } from '../../src/generator/samples/split'
import { parseSample } from '../../src/generator/samples/syntax'
import { convertToJavaScript } from '../../src/generator/samples/to-javascript'
import { REPO_ROOT } from './report'

const { values } = parseArgs({ options: { links: { type: 'string', default: 'on' } } })
const logger: Logger = { debug() {}, info() {}, warn() {} }
const model = await loadModel(REPO_ROOT, await loadConfig(REPO_ROOT, logger), { includeDrafts: false, logger })
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

const start = process.cpuUsage()
const api = values.links === 'on' ? { reference: apiReference(model.docs), version: toolkitVersion() } : undefined
let links = 0
for (const { code, lang, typed } of files) {
  const sample = api && sampleApi(code, api.reference, api.version)
  try {
    if (!typed) {
      if (sample) links += apiLinks(code, lang, sample).links.length
      continue
    }
    const tsLang = lang as 'ts' | 'tsx'
    const source = parseSample(code, tsLang)
    const js = convertToJavaScript(source, tsLang)
    if (sample) links += apiLinks(code, lang, sample, source).links.length + apiLinks(js.code, lang === 'tsx' ? 'jsx' : 'js', sample, js.source).links.length
  } catch {
    // Not valid TypeScript: the build shows it as written, without a JavaScript version (linked alone).
    if (sample) links += apiLinks(code, lang, sample).links.length
  }
}
const used = process.cpuUsage(start)
process.stdout.write(`${JSON.stringify({ cpuMs: (used.user + used.system) / 1000, files: files.length, links })}\n`)
