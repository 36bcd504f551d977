/**
 * `./bin/write-translations`: writes (or brings up to date) a locale's translation files, as
 * `docusaurus write-translations` does (src/generator/i18n/write-translations.ts).
 */
import { commandArgs, siteRoot } from './args'
import { formatError } from '../generator/errors'
import { writeTranslations } from '../generator/i18n/write-translations'

const values = commandArgs(
  './bin/write-translations',
  `[--root DIR] [--locale LOCALE] [--override] [--messagePrefix TEXT]
  --root DIR             the site: a folder with site.config.ts or docusaurus.config.* (default: here)
  --locale LOCALE        the locale whose files to write (default: the site's default locale)
  --override             replace the messages already translated with the source's
  --messagePrefix TEXT   put TEXT before every message written anew (to spot what is not translated yet)`,
  { root: { type: 'string' }, locale: { type: 'string' }, override: { type: 'boolean' }, messagePrefix: { type: 'string' } },
)
const root = siteRoot('./bin/write-translations', values.root ?? '.')
// The site's config and plugins run from its own folder, as they do in a build.
process.chdir(root)
try {
  const written = await writeTranslations({ root, locale: values.locale, override: values.override, messagePrefix: values.messagePrefix })
  if (written.length === 0) process.stdout.write('Nothing to translate: no file written.\n')
} catch (error) {
  process.stderr.write(`\nWriting the translations failed; no file was changed.\n\n${formatError(error)}\n`)
  process.exitCode = 1
}
