/**
 * `./bin/docusaurus <command> [siteDir] [options]`: runs the generator's command that stands for
 * Docusaurus's (src/cli/docusaurus-args.ts), so a site's scripts keep their words.
 */
import { spawnSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { docusaurusInvocation } from './docusaurus-args'

const invocation = docusaurusInvocation(process.argv.slice(2))
if ('error' in invocation) {
  process.stderr.write(`./bin/docusaurus: ${invocation.error}\n`)
  process.exit(1)
}
for (const note of invocation.notes) process.stderr.write(`note: ${note}\n`)
const bin = resolve(import.meta.dirname, '../../bin')
for (const { script, args } of invocation.run) {
  // Each script finds the author's folder in RTK_DOCS_CWD (set by bin/lib/ensure-deps.sh for this process).
  const { status, signal } = spawnSync(join(bin, script), args, { stdio: 'inherit' })
  if (status !== 0) process.exit(status ?? (signal ? 1 : 0))
}
