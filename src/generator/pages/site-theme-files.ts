/**
 * A Docusaurus site's own theme components: the files of its `src/theme/` folder, each named as
 * `@theme/<name>` imports it (`src/theme/Highlight.js` and `src/theme/Highlight/index.tsx` are both
 * `Highlight`), as Docusaurus's theme aliases resolve them (docusaurus.io/docs/advanced/client#theme-aliases).
 *
 * This generator draws the layout itself (navbar, sidebar, footer, TOC, blog and docs page frames) from
 * the config, so the components of Docusaurus's layout that a site swizzled are not used; the ones
 * content renders (MDXComponents, Root, Admonition, Tabs…) and those the site adds are.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fg from 'fast-glob'
import { THEME_MODULES } from '../mdx/theme-modules'

export const THEME_DIR = 'src/theme'

/** Docusaurus theme-classic's layout components (the first part of a name: `DocItem/Footer` is DocItem's). */
const LAYOUT = new Set([
  'AnnouncementBar', 'BackToTopButton', 'Blog', 'BlogArchivePage', 'BlogAuthorsListPage', 'BlogAuthorsPostsPage', 'BlogLayout', 'BlogListPage',
  'BlogListPaginator', 'BlogPostItem', 'BlogPostItems', 'BlogPostPage', 'BlogPostPaginator', 'BlogSidebar', 'BlogTagsListPage', 'BlogTagsPostsPage',
  'ColorModeToggle', 'ContentVisibility', 'DocBreadcrumbs', 'DocCategoryGeneratedIndexPage', 'DocItem', 'DocPage', 'DocPaginator', 'DocRoot',
  'DocSidebar', 'DocSidebarItem', 'DocSidebarItems', 'DocTagDocListPage', 'DocTagsListPage', 'DocVersionBadge', 'DocVersionBanner', 'DocVersionRoot',
  'DocsRoot', 'EditMetaRow', 'EditThisPage', 'ErrorPageContent', 'Footer', 'LastUpdated', 'Layout', 'Logo', 'MDXContent', 'MDXPage', 'Navbar',
  'NavbarItem', 'NotFound', 'PaginatorNavLink', 'SearchBar', 'SearchMetadata', 'SearchPage', 'SearchTranslations', 'SiteMetadata', 'SkipToContent',
  'TOC', 'TOCCollapsible', 'TOCItems', 'Tag', 'TagsListByLetter', 'TagsListInline', 'ThemedComponent', 'Unlisted', 'prism-include-languages',
])

/**
 * Parts a site's own version of is used: its navbar item types draw its `custom-…` navbar items; its
 * admonition types, kinds, layout and icons draw its admonitions (components/docusaurus/admonitions.tsx);
 * its NotFound (or NotFound/Content, in our layout) is the not-found page (render/site.ts).
 */
const PARTS_USED = /^(NotFound(\/Content)?|NavbarItem\/ComponentTypes|Admonition\/(Types|Layout|Type\/\w+|Icon\/\w+))$/

/**
 * Content components whose parts we do not split out: a site's `CodeBlock/Line` changes nothing here
 * (the whole `CodeBlock` does); of Admonition's, those PARTS_USED names are used.
 */
const WHOLE_ONLY = new Set(['Admonition', 'CodeBlock', 'Tabs', 'TabItem', 'Details', 'Heading', 'Mermaid', 'TOCInline', 'DocCardList', 'DocCard', 'ThemedImage'])

export interface SiteThemeFiles {
  /** Name → absolute file, for the components used: bundled, and what `@theme/<name>` resolves to. */
  used: Map<string, string>
  /** Name → a theme package's file the site's own component of that name wraps (`@theme-original/<name>`). */
  originals: Map<string, string>
  /** Names of swizzled layout components (and parts), which this generator draws itself. */
  unused: string[]
}

const NONE: SiteThemeFiles = { used: new Map(), originals: new Map(), unused: [] }

/**
 * Whether the site has theme components: a src/theme folder, or plugins' theme folders (`themePaths`;
 * cheap: the theme's loader and its packages load only then).
 */
export function hasSiteTheme(root: string, themePaths: readonly string[] = []): boolean {
  return existsSync(join(root, THEME_DIR)) || themePaths.length > 0
}

/**
 * The site's theme components, sorted by name; none without a src/theme folder or plugin theme folders.
 * A plugin's (`themePaths`, its `getThemePath()`) adds the components it names that neither the site nor
 * this generator has (`ApiItem`, a card of its own): ours stand for Docusaurus's, on which a theme
 * package's versions of them build.
 */
export function siteThemeFiles(root: string, themePaths: readonly string[] = []): SiteThemeFiles {
  if (!hasSiteTheme(root, themePaths)) return NONE
  const byName = componentFiles(join(root, THEME_DIR))
  const originals = new Map<string, string>()
  for (const dir of themePaths) {
    for (const [name, file] of componentFiles(dir)) {
      const [first] = name.split('/')
      if (LAYOUT.has(first!) || WHOLE_ONLY.has(first!) || THEME_MODULES[`@theme/${name}`] !== undefined) continue
      // The site's own X shadows the package's, which its wrapper reaches as @theme-original/X.
      if (byName.has(name)) originals.set(name, originals.get(name) ?? file)
      else byName.set(name, file)
    }
  }
  const used = new Map<string, string>()
  const unused: string[] = []
  for (const [name, file] of [...byName].sort(([a], [b]) => a.localeCompare(b))) {
    const [first] = name.split('/')
    if (!PARTS_USED.test(name) && (LAYOUT.has(first!) || (name.includes('/') && WHOLE_ONLY.has(first!)))) unused.push(name)
    else used.set(name, file)
  }
  return { used, originals, unused }
}

/** The components of a theme folder by name (`X.js` and `X/index.js` are both `X`); none when it does not exist. */
function componentFiles(dir: string): Map<string, string> {
  const byName = new Map<string, string>()
  if (!existsSync(dir)) return byName
  const files = fg.sync('**/*.{js,jsx,ts,tsx}', { cwd: dir, ignore: ['**/*.d.ts', '**/*.test.*', '**/__tests__/**'] }).sort()
  for (const file of files) {
    const name = file.replace(/\.(jsx?|tsx?)$/, '').replace(/\/index$/, '')
    // `X.js` beside `X/index.js`: the file named X wins, as module resolution picks it first.
    if (!byName.has(name) || !/\/index\.[jt]sx?$/.test(file)) byName.set(name, join(dir, file))
  }
  return byName
}
