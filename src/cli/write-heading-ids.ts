/**
 * `./bin/write-heading-ids`: writes the ids of the headings into the site's Markdown files, as
 * `docusaurus write-heading-ids` does (src/generator/content/write-heading-ids.ts).
 */
import { commandLine, givenPath, siteRoot } from './args'
import { formatError } from '../generator/errors'
import { writeHeadingIds } from '../generator/content/write-heading-ids'
import { memoryLogger } from '../generator/log'

const COMMAND = './bin/write-heading-ids'
const { values, positionals } = commandLine(
  COMMAND,
  `[--root DIR] [--maintain-case] [--overwrite] [--syntax classic|mdx-comment] [--migrate] [FILE…]
  --root DIR          the site: a folder with site.config.ts or docusaurus.config.* (default: here)
  --maintain-case     keep the headings' case in the ids made (default: the site's markdown.anchors.maintainCase)
  --overwrite         make every id again from its heading's text, replacing the ids already written
  --syntax SYNTAX     classic: ## Text {#id} (default); mdx-comment: ## Text {/* #id */}, valid MDX
  --migrate           write the ids already written again in --syntax, keeping them
  FILE…               only these Markdown files (default: every .md and .mdx file of the site's docs, blogs and pages)`,
  { root: { type: 'string' }, 'maintain-case': { type: 'boolean' }, overwrite: { type: 'boolean' }, syntax: { type: 'string' }, migrate: { type: 'boolean' } },
  { positionals: true },
)
if (values.syntax !== undefined && values.syntax !== 'classic' && values.syntax !== 'mdx-comment') {
  process.stderr.write(`${COMMAND}: --syntax ${values.syntax}: give classic or mdx-comment\n`)
  process.exit(1)
}
const root = siteRoot(COMMAND, values.root ?? '.')
// The site's config and plugins run from its own folder, as they do in a build.
process.chdir(root)
try {
  const result = await writeHeadingIds({
    root,
    // What the config says of plugins and themes that do not run here concerns a build, not this command.
    logger: memoryLogger(),
    files: positionals.map(givenPath),
    maintainCase: values['maintain-case'],
    overwrite: values.overwrite,
    syntax: values.syntax as 'classic' | 'mdx-comment' | undefined,
    migrate: values.migrate,
  })
  if (result.written.length > 0) process.stdout.write(`Heading ids written into ${result.written.length} of ${result.read} Markdown files:\n${result.written.map((f) => `- ${f}`).join('\n')}\n`)
  else process.stdout.write(`Nothing to write: the headings of all ${result.read} Markdown files have their ids.\n`)
  for (const { file, line, message } of result.refused) process.stderr.write(`${file}${line ? `:${line}` : ''}: left as it is: ${message}\n`)
  if (result.refused.length > 0) process.exitCode = 1
} catch (error) {
  process.stderr.write(`\nWriting the heading ids failed.\n\n${formatError(error)}\n`)
  process.exitCode = 1
}
