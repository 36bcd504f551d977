/**
 * `npm run check:samples [-- <pages...>]`: checks the code samples of the docs (or of the pages named)
 * and prints one line per error; exits with 1 when there is any.
 */
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { checkSamples } from './check'
import { formatSampleError } from './report'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const files = process.argv.slice(2).map((f) => resolve(process.cwd(), f))

const started = performance.now()
const report = await checkSamples({ root, files: files.length > 0 ? files : undefined })
const seconds = ((performance.now() - started) / 1000).toFixed(1)

for (const error of report.errors) console.log(formatSampleError(error))
const count = report.errors.length
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
console.log(`Checked ${plural(report.blocks, 'code block')} on ${plural(report.pages, 'page')} in ${seconds} s: ${plural(count, 'error')}`)
process.exitCode = count > 0 ? 1 : 0
