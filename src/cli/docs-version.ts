/**
 * `./bin/docs-version VERSION`: freezes the current docs as a version, as Docusaurus's `docs:version`
 * (`docs:version:<plugin id>` for another docs plugin) does (src/generator/content/docs-version.ts).
 */
import { commandLine, siteRoot } from './args'
import { loadConfig } from '../generator/config/load'
import { createDocsVersion } from '../generator/content/docs-version'
import { formatError } from '../generator/errors'
import { memoryLogger } from '../generator/log'

const COMMAND = './bin/docs-version'
const { values, positionals } = commandLine(
  COMMAND,
  `[--root DIR] [--plugin-id ID] [--overwrite] VERSION
  VERSION          the version's name, e.g. 2.0
  --root DIR       the site: a folder with site.config.ts or docusaurus.config.* (default: here)
  --plugin-id ID   the docs plugin to version (default: the main docs)
  --overwrite      make an existing version again from the current docs`,
  { root: { type: 'string' }, 'plugin-id': { type: 'string' }, overwrite: { type: 'boolean' } },
  { positionals: true },
)
const root = siteRoot(COMMAND, values.root ?? '.')
if (positionals.length !== 1) {
  process.stderr.write(`${COMMAND}: give one version name, e.g. ${COMMAND} 2.0${positionals.length > 1 ? ` (got ${positionals.length}: ${positionals.join(' ')})` : ''}\n`)
  process.exit(1)
}
// The site's config and sidebar file run from its own folder, as they do in a build.
process.chdir(root)
const [version] = positionals as [string]
try {
  // What the config says of plugins that do not run here concerns a build, not this command.
  const config = await loadConfig(root, memoryLogger(), { runPlugins: false })
  const created = await createDocsVersion(version, { root, config, pluginId: values['plugin-id'], overwrite: values.overwrite })
  process.stdout.write(`Version ${version} created:\n${created.written.map((path) => `- ${path}`).join('\n')}\n`)
  for (const locale of created.skippedLocales) process.stdout.write(`(${locale} has no translated docs: its version ${version} has none)\n`)
  if (created.missingPackages.length > 0) process.stderr.write(`warning: the sidebar file imports packages that are not installed (${created.missingPackages.join(', ')}): check the version's sidebars file\n`)
} catch (error) {
  process.stderr.write(`\nThe version was not created.\n\n${formatError(error)}\n`)
  process.exitCode = 1
}
