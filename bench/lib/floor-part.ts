/**
 * One piece of a cold build's work, done alone in this fresh process with nothing cached, for
 * bench/floor: what that piece costs at the least, whatever the pipeline around it does.
 *   parse      every doc parsed to its Markdown tree (MDX, front matter, GFM, directives: the build's syntax)
 *   compile    every doc compiled to JavaScript by @mdx-js/mdx with that syntax and no plugin of ours
 *   code       every code sample of the docs highlighted, and converted to JavaScript where the build
 *              does it, by the build's own code job (code-jobs.ts: shiki, line memo, TypeScript, sucrase)
 *   index      pagefind over the HTML pages of a built site (--site)
 *   check      linkinator's crawl of a built site (--site), as the build's check step runs it
 * Prints one JSON line: { part, items, ms } (ms: wall time of the work in this process). The driver
 * measures the CPU time of the process tree (pagefind runs in a process of its own), once as it is and
 * once with --prepare-only (everything but the work), and takes the difference.
 * Usage: node src/cli/launch.mjs bench/lib/floor-part.ts PART [--root DIR (default: the working folder)] [--site DIR (default: ROOT/build)] [--prepare-only]
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { crawlOutput } from '../../src/generator/check/crawl'
import { loadConfig } from '../../src/generator/config/load'
import { writeSearchIndex } from '../../src/generator/index/search-index'
import type { Logger } from '../../src/generator/log'
import { loadModel } from '../../src/generator/model'

const { values, positionals } = parseArgs({ allowPositionals: true, options: { root: { type: 'string', default: process.cwd() }, site: { type: 'string' }, 'prepare-only': { type: 'boolean', default: false } } })
// Given, not derived from this file's place: bundled by launch.mjs, the module runs from node_modules/.cache.
const REPO_ROOT = resolve(values.root!)
const SITE = resolve(REPO_ROOT, values.site ?? 'build')
const part = positionals[0]
const logger: Logger = { debug() {}, info() {}, warn() {} }

async function docs(): Promise<Array<{ file: string; source: string }>> {
  const model = await loadModel(REPO_ROOT, await loadConfig(REPO_ROOT, logger), { includeDrafts: false, logger })
  return model.docs.map((d) => ({ file: d.file, source: d.source }))
}

async function htmlPages(site: string): Promise<Array<{ route: string; html: string }>> {
  const files = (await readdir(site, { recursive: true, encoding: 'utf8' })).filter((f) => f.endsWith('.html') && !f.endsWith('/index.html') && !f.startsWith('pagefind'))
  return Promise.all(files.map(async (f) => ({ route: `/${f.replace(/\.html$/, '').replace(/^index$/, '')}`, html: await readFile(join(site, f), 'utf8') })))
}

/** The work of `part`; returns how many items it handled. Inputs are read before the clock starts. */
async function prepare(): Promise<() => Promise<number>> {
  switch (part) {
    case 'parse':
    case 'compile': {
      const pages = await docs()
      const { compile, createProcessor } = await import('@mdx-js/mdx')
      const { preprocessMdx } = await import('../../src/generator/mdx/preprocess')
      const remarkPlugins = [(await import('remark-frontmatter')).default, (await import('remark-gfm')).default, (await import('remark-directive')).default]
      if (part === 'parse') {
        const processor = createProcessor({ format: 'mdx', remarkPlugins })
        return async () => pages.map((p) => processor.parse(preprocessMdx(p.source))).length
      }
      return async () => (await Promise.all(pages.map((p) => compile(preprocessMdx(p.source), { remarkPlugins, jsxImportSource: 'react' })))).length
    }
    case 'code': {
      const pages = await docs()
      const { extractCodeBlocks } = await import('../../src/generator/samples/extract')
      const { parseCodeMeta } = await import('../../src/generator/samples/meta')
      const { splitSample } = await import('../../src/generator/samples/split')
      const { processCode } = await import('../../src/generator/mdx/code-jobs')
      const config = await loadConfig(REPO_ROOT, logger)
      const jobs = pages.flatMap((p) =>
        extractCodeBlocks(p.source).flatMap((block) => {
          const meta = parseCodeMeta(block.meta ?? undefined)
          const javascript = (block.lang === 'ts' || block.lang === 'tsx') && !meta.noTranspile
          return splitSample(block.code, block.lang, meta).filter((f) => f.shown).map((f) => ({ code: f.code, lang: block.lang, theme: config.code.theme, lines: [], javascript }))
        }),
      )
      // An empty cache folder: every job is done, none is looked up.
      const cacheDir = await mkdtemp(join(tmpdir(), 'rtk-floor-'))
      return async () => {
        for (const job of jobs) await processCode(job, cacheDir)
        await rm(cacheDir, { recursive: true, force: true })
        return jobs.length
      }
    }
    case 'index': {
      const pages = await htmlPages(SITE)
      const out = await mkdtemp(join(tmpdir(), 'rtk-floor-index-'))
      return async () => {
        await writeSearchIndex(pages.map((p) => ({ ...p, kind: 'doc' }) as never), out, '/')
        await rm(out, { recursive: true, force: true })
        return pages.length
      }
    }
    case 'check':
      return async () => {
        const broken = await crawlOutput(SITE)
        if (broken.length > 0) throw new Error(`the crawl of ${relative(REPO_ROOT, SITE)} found broken links:\n${broken.join('\n')}`)
        return (await htmlPages(SITE)).length
      }
    default:
      throw new Error(`unknown part ${part}: parse, compile, code, index or check`)
  }
}

const work = await prepare()
const start = performance.now()
const items = values['prepare-only'] ? 0 : await work()
process.stdout.write(`${JSON.stringify({ part, items, ms: performance.now() - start })}\n`)
process.exit(0)
