/**
 * `npm run check:samples [-- [--no-cache] <pages or folders...>]`: checks the code samples of the docs
 * (or of the pages named, or of the pages in the folders named) and prints one line per error; exits
 * with 1 when there is any. Pages and blocks unchanged since the last run are not parsed or checked
 * again (root/.cache/samples-*.json), unless --no-cache is given. Does nothing when the site turns type
 * checking off (`samples.typecheck`, see config/schema.ts).
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadConfig } from '../config/load'
import { checkSamples } from './check'
import { formatSampleError } from './report'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const args = process.argv.slice(2)
const cache = !args.includes('--no-cache')
const named = args.filter((a) => a !== '--no-cache').map((f) => resolve(process.cwd(), f))
const missing = named.filter((f) => !existsSync(f))
if (missing.length > 0) {
  console.error(`No such page or folder: ${missing.join(', ')}`)
  process.exit(2)
}
const files = named.flatMap((path) =>
  statSync(path).isDirectory()
    ? readdirSync(path, { recursive: true, encoding: 'utf8' }).filter((f) => /\.mdx?$/.test(f)).sort().map((f) => join(path, f))
    : [path],
)

// Type checking is a site setting (samples.typecheck): on for the RTK docs, off for sites whose samples
// were never written to compile.
const config = await loadConfig(root)
if (!config.samples.typecheck) {
  console.log('Code samples are not type-checked: samples.typecheck is off in site.config.ts.')
  process.exit(0)
}

const started = performance.now()
const report = await checkSamples({ root, files: named.length > 0 ? files : undefined, cache })
const seconds = ((performance.now() - started) / 1000).toFixed(1)

for (const error of report.errors) console.log(formatSampleError(error))
const count = report.errors.length
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
console.log(`Checked ${plural(report.blocks, 'code block')} on ${plural(report.pages, 'page')} in ${seconds} s: ${plural(count, 'error')}`)
process.exitCode = count > 0 ? 1 : 0
