/** `./bin/build`: runs the pipeline and prints what each step took, or the error and how to fix it. */
import { build } from '../generator/build'
import { commandArgs, siteRoot } from './args'
import { formatError } from '../generator/errors'
import { consoleLogger } from '../generator/log'
import { warnOfSiteRejections } from '../generator/render/site-code-frames'

const values = commandArgs(
  './bin/build',
  `[--root DIR] [--out DIR] [--locale LOCALE] [--quiet]
  --root DIR        the site to build: a folder with site.config.ts or docusaurus.config.* (default: here)
  --out DIR         where the pages go, inside the site (default: build/); --out-dir, Docusaurus's name, too
  --locale LOCALE   build that locale alone, at the site's baseUrl
  --quiet           print nothing but errors`,
  { out: { type: 'string' }, 'out-dir': { type: 'string' }, root: { type: 'string' }, locale: { type: 'string' }, quiet: { type: 'boolean' } },
)
const start = performance.now()
const root = siteRoot('./bin/build', values.root ?? '.')
// The site's code runs from its own folder, as `docusaurus build` runs it: a config or plugin that reads
// `./data.json`, Tailwind looking for tailwind.config.js and its content globs.
process.chdir(root)
warnOfSiteRejections((message) => consoleLogger.warn(message))
try {
  const result = await build({ root, outDir: values.out ?? values['out-dir'], locale: values.locale, releaseWorkers: true })
  if (!values.quiet) {
    const steps = result.timings.map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`).join(', ')
    const routes = result.locales.flatMap((l) => l.routes)
    const redirects = routes.filter((r) => r.kind === 'redirect').length
    const locales = result.locales.length > 1 ? ` in ${result.locales.length} locales (${result.locales.map((l) => l.locale).join(', ')})` : ''
    process.stdout.write(`Built ${routes.length - redirects} pages${redirects > 0 ? ` (and ${redirects} redirects)` : ''}${locales} into ${result.outDir} in ${((performance.now() - start) / 1000).toFixed(2)} s (${steps})\n`)
  }
} catch (error) {
  // Exits once the error is written: work the failure left running (other pages' compiles, workers,
  // a site's plugin) has nothing left to give, and must not keep the process (and its memory) alive.
  process.stderr.write(`\nBuild failed; the previous output was left as it was.\n\n${formatError(error)}\n`, () => process.exit(1))
}
