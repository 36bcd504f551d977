/**
 * The theme's own words (Previous, Next, On this page…) in the locale being built: a locale's
 * `code.json` translates them under Docusaurus's ids (docusaurus-theme-translations' keys), so a
 * Docusaurus site's translations of them carry over. Without one, the English written here.
 */
import { createContext, useContext, type ReactNode } from 'react'
import { interpolate } from './docusaurus/translate'

/** Every theme string that can be translated: Docusaurus's id → our English text. */
export const THEME_MESSAGES = {
  'theme.common.skipToMainContent': 'Skip to main content',
  'theme.common.editThisPage': 'Edit this page',
  'theme.common.headingLinkTitle': 'Direct link to {heading}',
  'theme.lastUpdated.lastUpdatedAtBy': 'Last updated{atDate}{byUser}',
  'theme.lastUpdated.atDate': ' on {date}',
  'theme.lastUpdated.byUser': ' by {user}',
  'theme.docs.paginator.previous': 'Previous',
  'theme.docs.paginator.next': 'Next',
  'theme.docs.breadcrumbs.home': 'Home',
  'theme.docs.versionBadge.label': 'Version: {versionLabel}',
  // Our wording, in Docusaurus's slots: a site's translations of these (with {siteTitle}) fit them.
  'theme.docs.versions.unreleasedVersionLabel': 'You are reading the docs of version {versionLabel}, which is not released yet.',
  'theme.docs.versions.unmaintainedVersionLabel': 'You are reading the docs of version {versionLabel}, which is no longer maintained.',
  'theme.docs.versions.latestVersionSuggestionLabel': '{latestVersionLink}.',
  'theme.docs.versions.latestVersionLinkLabel': 'Read the latest version ({versionLabel})',
  'theme.TOCCollapsible.toggleButtonLabel': 'On this page',
  'theme.NotFound.title': 'Page Not Found',
  'theme.NotFound.p1': 'We could not find what you were looking for. The page may have moved, or the address may be mistyped.',
  'theme.SearchBar.label': 'Search',
  'theme.CodeBlock.copy': 'Copy',
  'theme.CodeBlock.copyButtonAriaLabel': 'Copy code to clipboard',
  'rtk.copyPage': 'Copy page',
  'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel': '← Back to main menu',
  'theme.tags.tagsPageTitle': 'Tags',
  'theme.tags.tagsPageLink': 'View all tags',
  'theme.blog.authorsList.pageTitle': 'Authors',
  'theme.blog.archive.title': 'Archive',
  // Plural forms, `|` between them, one per plural category of the locale (Docusaurus's usePluralForm).
  'theme.blog.post.plurals': 'One post|{count} posts',
  'theme.blog.tagTitle': '{nPosts} tagged with "{tagName}"',
  'theme.blog.post.readingTime.plurals': '{readingTime} min read|{readingTime} min read',
  'theme.docs.tagDocListPageTitle.nDocsTagged': '{count} doc tagged|{count} docs tagged',
  'theme.docs.tagDocListPageTitle': '{nDocsTagged} with "{tagName}"',
  'theme.blog.post.readMore': 'Read more',
  'theme.blog.post.readMoreLabel': 'Read more about {title}',
  'theme.blog.paginator.newerEntries': 'Newer entries',
  'theme.blog.paginator.olderEntries': 'Older entries',
  'theme.blog.post.paginator.newerPost': 'Newer post',
  'theme.blog.post.paginator.olderPost': 'Older post',
  // Admonition titles (Docusaurus's ids; the alias kinds' titles are ours).
  'theme.admonition.note': 'Note',
  'theme.admonition.tip': 'Tip',
  'theme.admonition.info': 'Info',
  'theme.admonition.warning': 'Warning',
  'theme.admonition.danger': 'Danger',
  'theme.admonition.caution': 'Caution',
  'rtk.admonition.secondary': 'Secondary',
  'rtk.admonition.important': 'Important',
  'rtk.admonition.success': 'Success',
  // Accessible names of the layout's landmarks and buttons.
  'theme.NavBar.navAriaLabel': 'Main',
  'theme.docs.sidebar.navAriaLabel': 'Docs sidebar',
  'theme.docs.sidebar.toggleSidebarButtonAriaLabel': 'Open navigation menu',
  'theme.docs.sidebar.closeSidebarButtonAriaLabel': 'Close navigation menu',
  'rtk.navigationMenu': 'Navigation menu',
  'theme.docs.breadcrumbs.navAriaLabel': 'Breadcrumbs',
  'theme.docs.paginator.navAriaLabel': 'Docs pages',
  'theme.blog.paginator.navAriaLabel': 'Blog list page navigation',
  'theme.blog.post.paginator.navAriaLabel': 'Blog post page navigation',
  'theme.tags.tagsListLabel': 'Tags',
  'rtk.announcement': 'Announcement',
  'theme.AnnouncementBar.closeButtonAriaLabel': 'Close announcement',
  'rtk.copyPage.more': 'More page actions',
  // The buttons of a sidebar that can be hidden (themeConfig.docs.sidebar.hideable).
  'theme.docs.sidebar.collapseButtonTitle': 'Collapse sidebar',
  'theme.docs.sidebar.collapseButtonAriaLabel': 'Collapse sidebar',
  'theme.docs.sidebar.expandButtonTitle': 'Expand sidebar',
  'theme.docs.sidebar.expandButtonAriaLabel': 'Expand sidebar',
  // The colour mode button; the browser code says the mode once it is known (client/theme.ts).
  'theme.colorToggle.ariaLabel': 'Switch between dark and light mode (currently {mode})',
  'theme.colorToggle.ariaLabel.mode.dark': 'dark mode',
  'theme.colorToggle.ariaLabel.mode.light': 'light mode',
} as const

export type ThemeMessageId = keyof typeof THEME_MESSAGES

/** The current locale's `code.json` messages (the shell provides them around every page). */
export const ThemeMessagesContext = createContext<Readonly<Record<string, string>>>({})

/** `id` in the locale being rendered, its `{placeholders}` filled from `values`. */
export function themeMessage(messages: Readonly<Record<string, string>>, id: ThemeMessageId, values: Readonly<Record<string, string>> = {}): string {
  return String(interpolate(messages[id] ?? THEME_MESSAGES[id], values))
}

/** The translator for components below the shell: `t('theme.docs.paginator.next')`. */
export function useThemeMessages(): (id: ThemeMessageId, values?: Readonly<Record<string, string>>) => string {
  const messages = useContext(ThemeMessagesContext)
  return (id, values) => themeMessage(messages, id, values)
}

const PLURAL_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other']

/**
 * A message of plural forms (`One post|{count} posts`) for `count` in `locale`: the form of the count's
 * plural category, the forms in the order of the locale's categories (zero, one, two, few, many, other),
 * as Docusaurus's usePluralForm picks it; fewer forms than categories: the last for the later ones.
 */
export function pluralMessage(messages: Readonly<Record<string, string>>, id: ThemeMessageId, count: number, locale: string, values: Readonly<Record<string, string>> = {}): string {
  return String(interpolate(selectPluralForm(messages[id] ?? THEME_MESSAGES[id], count, locale), { count: String(count), ...values }))
}

/** The form of `message` (forms split by `|`) for `count` in `locale` (see pluralMessage); placeholders left as they are. */
export function selectPluralForm(message: string, count: number, locale: string): string {
  const forms = message.split('|')
  let rules: Intl.PluralRules
  try {
    rules = new Intl.PluralRules(locale)
  } catch {
    rules = new Intl.PluralRules('en')
  }
  const categories = PLURAL_ORDER.filter((c) => rules.resolvedOptions().pluralCategories.includes(c as Intl.LDMLPluralRule))
  const index = Math.max(0, categories.indexOf(rules.select(count)))
  return forms[Math.min(index, forms.length - 1)]!
}

/** The same for a message whose values are elements (a link, a <strong>): the parts as React nodes. */
export function useThemeMessageNodes(): (id: ThemeMessageId, values: Readonly<Record<string, ReactNode>>) => ReactNode {
  const messages = useContext(ThemeMessagesContext)
  return (id, values) => interpolate(messages[id] ?? THEME_MESSAGES[id], values)
}

/** Ids of the words the browser code shows (src/client/messages.ts), which the server hands it on <html>. */
const CLIENT_MESSAGES = /^(theme\.SearchModal\.|theme\.CodeBlock\.|theme\.colorToggle\.|rtk\.)/

/** The locale's translations of the browser code's words, as `data-rtk-messages` carries them; undefined: none. */
export function clientMessages(messages: Readonly<Record<string, string>>): string | undefined {
  const entries = Object.entries(messages).filter(([id]) => CLIENT_MESSAGES.test(id))
  return entries.length === 0 ? undefined : JSON.stringify(Object.fromEntries(entries))
}
