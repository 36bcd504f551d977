/**
 * `write-translations`: the JSON files a locale is translated with, written (or brought up to date) as
 * `docusaurus write-translations` writes them (docusaurus.io/docs/cli#docusaurus-write-translations-sitedir),
 * so a translator has every string to translate and the build reads them back (translation-files.ts):
 * - `code.json`: the theme's words (in the locale's language where we have them, theme-translations.ts)
 *   and the site code's `<Translate>`/`translate()` messages (code-messages.ts);
 * - `docusaurus-theme-classic/navbar.json` and `footer.json`: the navbar's and footer's texts;
 * - `docusaurus-plugin-content-docs[-<id>]/current.json` (`version-<name>.json`): each docs version's
 *   label and its sidebars' labels;
 * - `docusaurus-plugin-content-blog/options.json` (another blog's `docusaurus-plugin-content-blog-<id>/`): the
 *   blog's title, description and sidebar title.
 * A file that exists keeps its translations (`override` replaces them with the source's) and its keys
 * no longer found, which are named; a new message gets `messagePrefix` before it. Empty files are not written.
 */
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, posix, resolve } from 'node:path'
import fg from 'fast-glob'
import { ENGLISH } from '../../client/english'
import { htmlLang } from '../../components/locale'
import { THEME_MESSAGES } from '../../components/theme-messages'
import { loadConfig } from '../config/load'
import type { SiteConfig } from '../config/schema'
import { BuildError } from '../errors'
import { consoleLogger, type Logger } from '../log'
import { loadModel, type DocsTranslationSource } from '../model'
import { codeMessages } from './code-messages'
import { sidebarMessages, type TranslationMessage } from './sidebar-translations'
import { themeTranslations } from './theme-translations'
import { blogPlugins } from '../blog/blog-plugins'
import { docsVersionFile, pluginFolder, readMessages } from './translation-files'

export interface WriteTranslationsOptions {
  /** The site's folder. */
  root: string
  /** The locale to write for (default: the site's default locale). */
  locale?: string
  /** Replace the messages already in the files with the source's (default: keep them). */
  override?: boolean
  /** Put before every message written anew (to see what is not yet translated), e.g. `(fr) `. */
  messagePrefix?: string
  logger?: Logger
}

/** A file written: its path from the site's folder, and how many messages it holds. */
export interface WrittenTranslations {
  path: string
  count: number
}

type Content = Record<string, TranslationMessage>

/** A translation file's path below a locale's folder, and its entries in order (keys may repeat). */
interface TranslationFile {
  path: string
  entries: Array<[key: string, TranslationMessage]>
}

export async function writeTranslations(options: WriteTranslationsOptions): Promise<WrittenTranslations[]> {
  const root = resolve(options.root)
  const logger = options.logger ?? consoleLogger
  const config = await loadConfig(root, logger)
  const locale = options.locale ?? config.i18n.defaultLocale
  if (!config.i18n.locales.includes(locale)) {
    throw new BuildError(`unknown locale "${locale}"`, { hint: `write the translations of one of the site's locales (i18n.locales): ${config.i18n.locales.join(', ')}` })
  }
  const folder = posix.join(config.i18n.path, config.i18n.localeConfigs[locale]?.path ?? locale)
  // Every file is made before any is written: a file that cannot be read changes none.
  const planned = (await translationFiles(root, config, locale, logger)).map((file) => {
    const path = posix.join(folder, file.path)
    return { path, content: merged(root, path, file.entries, options, logger) }
  })
  const written: WrittenTranslations[] = []
  for (const { path, content } of planned) {
    if (Object.keys(content).length === 0) continue
    await mkdir(dirname(join(root, path)), { recursive: true })
    await writeFile(join(root, path), `${JSON.stringify(content, null, 2)}\n`)
    written.push({ path, count: Object.keys(content).length })
    logger.info(`${Object.keys(content).length} translation${Object.keys(content).length === 1 ? '' : 's'} written to ${path}`)
  }
  return written
}

/** Every file's entries for `locale`, from the site's sources as written (no locale's translations applied). */
export async function translationFiles(root: string, config: SiteConfig, locale: string, logger: Logger): Promise<TranslationFile[]> {
  // The sources as the default locale has them: its own translation folder (if any) is not laid over them.
  const current = config.i18n.currentLocale ?? config.i18n.defaultLocale
  const source: SiteConfig = { ...config, i18n: { ...config.i18n, localeConfigs: { ...config.i18n.localeConfigs, [current]: { calendar: 'gregory', ...config.i18n.localeConfigs[current], translate: false } } } }
  const model = await loadModel(root, source, { includeDrafts: true, logger })
  const docsFiles = model.docsTranslationSources.map(docsFile)
  for (const file of docsFiles) refuseRepeatedKeys(file, model.sidebarFile ?? 'the sidebar file')
  return [
    { path: 'code.json', entries: [...themeEntries(config, locale), ...(await siteCodeEntries(root, logger))] },
    { path: 'docusaurus-theme-classic/navbar.json', entries: navbarEntries(config) },
    { path: 'docusaurus-theme-classic/footer.json', entries: footerEntries(config) },
    ...docsFiles,
    ...blogPlugins(config).map(({ id, options }) => ({ path: posix.join(pluginFolder('', 'blog', id), 'options.json'), entries: blogEntries(options) })),
  ]
}

/** A docs version's file: its label, then its sidebars' labels. */
function docsFile({ pluginId, versionName, versionLabel, sidebars }: DocsTranslationSource): TranslationFile {
  return {
    path: posix.join(pluginFolder('', 'docs', pluginId), `${docsVersionFile(versionName)}.json`),
    entries: [['version.label', { message: versionLabel, description: `The label of the docs version ${versionName ?? 'current'}` }], ...[...sidebars].flatMap(([id, items]) => sidebarMessages(id, items))],
  }
}

/** The theme's words, in `locale`'s language where we have it translated, else English. */
function themeEntries(config: SiteConfig, locale: string): Array<[string, TranslationMessage]> {
  const ours = themeTranslations(htmlLang(config, locale))
  const english: Record<string, string> = { ...THEME_MESSAGES, ...ENGLISH }
  return Object.entries(english).map(([id, message]) => [id, { message: ours[id] ?? message, description: `The theme's text "${message}"` }])
}

/** The messages of the site's code in src/ (pages, components, theme), files in name order. */
async function siteCodeEntries(root: string, logger: Logger): Promise<Array<[string, TranslationMessage]>> {
  const files = (await fg('src/**/*.{js,jsx,ts,tsx}', { cwd: root, ignore: ['**/node_modules/**', '**/*.d.ts'] })).sort()
  const entries: Array<[string, TranslationMessage]> = []
  for (const file of files) {
    const { messages, warnings } = codeMessages(file, await readFile(join(root, file), 'utf8'))
    entries.push(...messages)
    for (const warning of warnings) logger.warn(warning)
  }
  return entries
}

function navbarEntries({ navbar }: SiteConfig): Array<[string, TranslationMessage]> {
  const items = navbar.items.flatMap((item) => [item, ...(item.items ?? [])])
  return [
    ...(navbar.title ? [['title', { message: navbar.title, description: 'The navbar\'s title' }] as [string, TranslationMessage]] : []),
    ...(navbar.logo?.alt ? [['logo.alt', { message: navbar.logo.alt, description: 'The navbar logo\'s text for screen readers' }] as [string, TranslationMessage]] : []),
    ...items.flatMap((item): Array<[string, TranslationMessage]> => (item.label === undefined ? [] : [[`item.label.${item.label}`, { message: item.label, description: `The navbar item "${item.label}"` }]])),
  ]
}

function footerEntries({ footer }: SiteConfig): Array<[string, TranslationMessage]> {
  const link = (item: { label: string; href?: string; to?: string }): [string, TranslationMessage] => [`link.item.label.${item.label}`, { message: item.label, description: `The footer link "${item.label}", to ${item.href ?? item.to ?? ''}` }]
  return [
    ...footer.links.flatMap((entry): Array<[string, TranslationMessage]> => {
      if ('items' in entry) return [[`link.title.${entry.title}`, { message: entry.title, description: `The title of the footer column "${entry.title}"` }], ...entry.items.flatMap((item) => ('html' in item ? [] : [link(item)]))]
      return 'html' in entry ? [] : [link(entry)]
    }),
    ...(footer.copyright ? [['copyright', { message: footer.copyright, description: 'The footer\'s copyright line' }] as [string, TranslationMessage]] : []),
    ...(footer.logo?.alt ? [['logo.alt', { message: footer.logo.alt, description: 'The footer logo\'s text for screen readers' }] as [string, TranslationMessage]] : []),
  ]
}

function blogEntries(blog: Exclude<SiteConfig['blog'], false>): Array<[string, TranslationMessage]> {
  return [
    ['title', { message: blog.blogTitle, description: 'The blog\'s title, for search engines' }],
    ['description', { message: blog.blogDescription, description: 'The blog\'s description, for search engines' }],
    ['sidebar.title', { message: blog.blogSidebarTitle, description: 'The title above the blog\'s list of recent posts' }],
  ]
}

/**
 * Two sidebar items whose labels make one key would share one translation: refused, as Docusaurus 3.9
 * refuses them, naming the key; the fix is a `key` on one of them.
 */
function refuseRepeatedKeys(file: TranslationFile, sidebarFile: string): void {
  const seen = new Map<string, number>()
  for (const [key] of file.entries) seen.set(key, (seen.get(key) ?? 0) + 1)
  const repeated = [...seen].filter(([, count]) => count > 1).map(([key]) => key)
  if (repeated.length === 0) return
  throw new BuildError(`sidebar items share a translation key: ${repeated.map((k) => `"${k}"`).join(', ')}`, {
    location: { file: sidebarFile },
    hint: 'give the items their own translation key: a `key` (e.g. key: \'guides-overview\') on all but one of them in the sidebar file',
  })
}

/** The file's new content: what it holds kept (unless `override`), the source's entries added. */
function merged(root: string, path: string, entries: Array<[string, TranslationMessage]>, options: WriteTranslationsOptions, logger: Logger): Content {
  const existing = readExisting(root, path)
  const result: Content = { ...existing }
  const found = new Set<string>()
  for (const [key, { message, description }] of entries) {
    found.add(key)
    const kept = options.override ? undefined : existing[key]?.message
    result[key] = { message: kept ?? `${options.messagePrefix ?? ''}${message}`, ...(description ? { description } : {}) }
  }
  const unknown = Object.keys(existing).filter((key) => !found.has(key))
  if (unknown.length > 0) logger.warn(`${path}: ${unknown.length} translation${unknown.length === 1 ? ' is' : 's are'} no longer used by the site and kept: ${unknown.map((k) => `"${k}"`).join(', ')} (remove them if they are not needed)`)
  return result
}

/** A translation file as it is (validated as the build reads it); none: empty. */
function readExisting(root: string, path: string): Content {
  if (!existsSync(join(root, path))) return {}
  readMessages(root, path)
  const data = JSON.parse(readFileSync(join(root, path), 'utf8')) as Record<string, TranslationMessage | string>
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, typeof value === 'string' ? { message: value } : value]))
}
