/**
 * The one schema of `site.config.ts`: it gives the types (input and resolved), the defaults and
 * the error messages. Defaults are written here and nowhere else.
 * (Idea from Starlight's `StarlightConfigSchema`: a zod schema is the single source of config truth.)
 */
import { z } from 'zod'
import type { ParseFrontMatterHook } from '../content/frontmatter'

/** A Docusaurus plugin's constructor: `(context, options) => plugin` (maybe async). */
export type SitePluginConstructor = (context: Record<string, unknown>, options: unknown) => unknown

/**
 * An element put in every page (Docusaurus's HtmlTagObject): `headTags` of the config, and what plugins
 * inject. `innerHTML` is its content as HTML (a script's code).
 */
/** A Google tag or container id (`G-…`, `GTM-…`), written into the pages' scripts. */
const TagId = z.string().regex(/^[A-Za-z0-9_-]+$/, 'a Google tag id is letters, digits, - and _, e.g. "G-999X9XX9XX" or "GTM-XXXXXX"')

const HtmlTag = z
  .object({
    tagName: z.string().regex(/^[a-z][a-z0-9-]*$/, 'tagName is an element name in lower case, e.g. "link" or "meta"'),
    attributes: z.record(z.string(), z.union([z.string(), z.boolean()])).default({}),
    innerHTML: z.string().optional(),
    customElement: z.boolean().optional(),
  })
  .strict()

/** A plugin's `postBuild(props)`, as Docusaurus calls it (docusaurus.io/docs/api/plugin-methods/lifecycle-apis#postBuild). */
export type PostBuild = (props: Record<string, unknown>) => unknown

/**
 * A plugin's `allContentLoaded`, given every plugin's content by plugin name and id (Docusaurus's
 * `allContent`); resolves to what it asked for that is not built (named in a warning).
 */
export type AllContentLoaded = (allContent: Record<string, Record<string, unknown>>) => Promise<string[]>

/**
 * A route a Docusaurus plugin adds (`actions.addRoute`): `component` a module path the bundler resolves
 * (`@site/…`, `@theme/…`, an absolute path); `modules` prop name → module path (or nested objects and
 * lists of them), each prop being that module's default export; `props` given as they are.
 */
const PluginRoute = z.object({
  path: z.string(),
  component: z.string(),
  modules: z.record(z.string(), z.unknown()).default({}),
  props: z.record(z.string(), z.unknown()).default({}),
  /** The plugin that added it, as useRouteContext() names it, and `context` its route context's data. */
  plugin: z.object({ name: z.string(), id: z.string() }),
  context: z.unknown().optional(),
  /** How the config names the plugin, for messages. */
  from: z.string(),
})
export type PluginRouteConfig = z.output<typeof PluginRoute>

/** Docusaurus's `markdown.preprocessor`: a page's text (front matter included) → the text to compile. */
export type MarkdownPreprocessor = (params: { filePath: string; fileContent: string }) => string

/** Navbar item types accepted by the spec (§3). The renderer rejects any other type. */
export const NAVBAR_ITEM_TYPES = [
  'default',
  'dropdown',
  'search',
  'html',
  'doc',
  'docSidebar',
  'docsVersion',
  'docsVersionDropdown',
  'localeDropdown',
] as const

/** Docusaurus' default `exclude` of the docs plugin (files that are not pages). */
export const DEFAULT_DOCS_EXCLUDE = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**']

const position = z.enum(['left', 'right']).default('right')

/**
 * A navbar or footer item's `to`: a path of the site. Written without a leading slash (`docs/intro`) it is
 * still one from the site's root, as Docusaurus's `useBaseUrl` reads it (relative, it would lead one
 * folder deeper on every page below the root).
 */
const SitePath = z.string().transform((to) => (/^([a-z][a-z\d+.-]*:|\/|#|\?)/i.test(to) ? to : `/${to.replace(/^\.\//, '')}`))

/** A logo's width or height attribute: pixels, or a CSS length Docusaurus passes through (`'120px'`). */
const LogoLength = z.union([z.number().positive(), z.string()])

/** A navbar item. `type` stays a free string here so that the navbar step can report an unknown type
 * with the exact message authors know from Docusaurus. */
const NavbarItem: z.ZodType<NavbarItemInput> = z.lazy(() =>
  z
    .object({
      type: z.string().default('default'),
      label: z.string().optional(),
      to: SitePath.optional(),
      href: z.string().optional(),
      /** Where the link opens (`_self`, `_blank`): Docusaurus's `target`, over our default (a new tab for another site). */
      target: z.string().optional(),
      position,
      docId: z.string().optional(),
      sidebarId: z.string().optional(),
      /** The docs plugin a doc, docSidebar or version item is about (Docusaurus's multi-instance docs). */
      docsPluginId: z.string().optional(),
      value: z.string().optional(),
      className: z.string().optional(),
      'aria-label': z.string().optional(),
      items: z.array(NavbarItem).optional(),
      /** A version or locale dropdown's items before and after its own (Docusaurus's `dropdownItemsBefore`/`-After`: an "All versions" link). */
      dropdownItemsBefore: z.array(NavbarItem).optional(),
      dropdownItemsAfter: z.array(NavbarItem).optional(),
      /** Active when the page's path matches this pattern (Docusaurus's `activeBaseRegex`), or starts with this path (`activeBasePath`). */
      activeBaseRegex: z.string().optional(),
      activeBasePath: z.string().optional(),
      /** The label as HTML, in place of `label` (Docusaurus's `html` on a link or dropdown item: an icon beside the text). */
      html: z.string().optional(),
      /**
       * A `custom-…` item's fields as the site wrote them: the props of the component its
       * `src/theme/NavbarItem/ComponentTypes` names for the type (Docusaurus's custom navbar items).
       */
      props: z.record(z.string(), z.unknown()).optional(),
    })
    .strict(),
)

/** Input shape of a navbar item (before defaults). */
export interface NavbarItemInput {
  type?: string
  label?: string
  to?: string
  href?: string
  target?: string
  position?: 'left' | 'right'
  docId?: string
  sidebarId?: string
  docsPluginId?: string
  value?: string
  className?: string
  'aria-label'?: string
  html?: string
  items?: NavbarItemInput[]
  dropdownItemsBefore?: NavbarItemInput[]
  dropdownItemsAfter?: NavbarItemInput[]
  activeBaseRegex?: string
  activeBasePath?: string
  props?: Record<string, unknown>
}

/** What a check does with a problem it finds (Docusaurus's `onBrokenLinks` levels; `log` prints it as information). */
const ReportLevel = z.enum(['ignore', 'log', 'warn', 'throw'])
export type ReportLevel = z.output<typeof ReportLevel>

/**
 * A remark or rehype plugin as unified takes it (and Docusaurus's `remarkPlugins` list): the plugin
 * function, or `[plugin, options]`. `false`/`null` entries are skipped, as Docusaurus skips them.
 */
export type MdxPluginEntry = MdxPlugin | [MdxPlugin, unknown?] | false | null
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- unified plugins take any `this` and options
export type MdxPlugin = (this: any, ...options: any[]) => unknown
const MdxPluginEntry = z.custom<MdxPluginEntry>(
  (v) => v === false || v === null || typeof v === 'function' || (Array.isArray(v) && v.length >= 1 && v.length <= 2 && typeof v[0] === 'function'),
  'a plugin is a function (imported from its package) or [plugin, options]',
)
const MdxPluginList = z.array(MdxPluginEntry).default([])

/** Docusaurus's `editUrl` function for docs: where "Edit this page" leads for one doc. */
export type DocsEditUrl = (doc: { version: string; versionDocsDirPath: string; docPath: string; permalink: string; locale: string }) => string | undefined
/** Docusaurus's `editUrl` function for blog posts. */
export type BlogEditUrl = (post: { blogDirPath: string; blogPath: string; permalink: string; locale: string }) => string | undefined
const DocsEditUrlOption = z.union([z.url(), z.custom<DocsEditUrl>((v) => typeof v === 'function', 'editUrl is a URL or a function returning one')])

const FooterLink = z
  .object({
    label: z.string(),
    to: SitePath.optional(),
    href: z.string().optional(),
    /**
     * The link's other attributes, as Docusaurus's footer puts an item's other fields on its link
     * (`rel: 'me'` for a Mastodon profile, `className`, `aria-label`): ours where they say nothing.
     */
    attributes: z.record(z.string(), z.string()).optional(),
  })
  .strict()
/** A footer item given as HTML (Docusaurus's `{ html }`): trusted markup written by the site owner, as announcementBar's. */
const FooterHtml = z.object({ html: z.string() }).strict()
const FooterColumn = z.object({ title: z.string(), items: z.array(z.union([FooterLink, FooterHtml])) }).strict()

/** The blog plugin's options (Docusaurus's `@docusaurus/plugin-content-blog`), of `blog` and of each `blogInstances` entry. */
const BlogOptions = z
  .object({
    /** Folder of the posts, relative to the site root. */
    path: z.string().default('blog'),
    routeBasePath: z.string().default('/blog'),
    include: z.array(z.string()).default(['**/*.{md,mdx}']),
    exclude: z.array(z.string()).default(DEFAULT_DOCS_EXCLUDE),
    /** Title and description of the list pages (and the feeds). */
    blogTitle: z.string().default('Blog'),
    blogDescription: z.string().default('Blog'),
    /** The sidebar of recent posts beside every blog page: its title and how many (0: none). */
    blogSidebarTitle: z.string().default('Recent posts'),
    /** The sidebar's posts under a heading per year (Docusaurus's `themeConfig.blog.sidebar.groupByYear`). */
    sidebarGroupByYear: z.boolean().default(true),
    /** The posts' own Markdown plugins, placed as the docs' are (Docusaurus's blog options). */
    remarkPlugins: MdxPluginList,
    beforeDefaultRemarkPlugins: MdxPluginList,
    rehypePlugins: MdxPluginList,
    beforeDefaultRehypePlugins: MdxPluginList,
    blogSidebarCount: z.union([z.number().int().min(0), z.literal('ALL')]).default(5),
    postsPerPage: z.union([z.number().int().min(1), z.literal('ALL')]).default(10),
    showReadingTime: z.boolean().default(true),
    /**
     * The minutes a post takes to read (Docusaurus's `readingTime`): called with `{ content, frontMatter,
     * locale, defaultReadingTime }` for every post; undefined from it: none shown.
     */
    readingTime: z.custom<(args: Record<string, unknown>) => unknown>((v) => typeof v === 'function', 'readingTime is a function of { content, frontMatter, locale, defaultReadingTime }').optional(),
    /**
     * Docusaurus's `processBlogPosts`: given `{ blogPosts }` (each `{ id, metadata, content }`), returns the
     * posts to keep, in their order (a title it changed is used), or nothing to keep them all.
     */
    processBlogPosts: z.custom<(args: { blogPosts: unknown[] }) => unknown>((v) => typeof v === 'function', 'processBlogPosts is a function of { blogPosts }').optional(),
    /** Newest first (Docusaurus's default) or oldest first. */
    sortPosts: z.enum(['descending', 'ascending']).default('descending'),
    /** The authors file, relative to `path`: keys a post's `authors` may name. */
    authorsMapPath: z.string().default('authors.yml'),
    /** The tags file, relative to `path` (as docs' `tags`); absent: `tags.yml` if it exists. */
    tags: z.union([z.string(), z.literal(false), z.null()]).optional(),
    onInlineTags: ReportLevel.default('warn'),
    onInlineAuthors: ReportLevel.default('warn'),
    /** A post without a truncate marker shows whole in the lists. */
    onUntruncatedBlogPosts: ReportLevel.default('warn'),
    /** A translated post's "Edit this page" leads to its translation; default: to the original. */
    editLocalizedFiles: z.boolean().default(false),
    /** Base of "Edit this page" links, the post's path (from the site root) appended; or a function of the post. */
    editUrl: z.union([z.string(), z.custom<BlogEditUrl>((v) => typeof v === 'function', 'editUrl is a URL or a function returning one')]).optional(),
    feedOptions: z
      .object({
        /** Which feeds to write beside the list: rss.xml, atom.xml, feed.json. */
        type: z.union([z.enum(['rss', 'atom', 'json', 'all']), z.array(z.enum(['rss', 'atom', 'json'])), z.null()]).default(['rss', 'atom']),
        title: z.string().optional(),
        description: z.string().optional(),
        copyright: z.string().default(''),
        language: z.string().optional(),
        /** The newest posts a feed carries (false: all). */
        limit: z.union([z.number().int().min(1), z.literal(false), z.null()]).default(20),
        /**
         * A stylesheet that shows the RSS and Atom feeds as a page in a browser (Docusaurus's `xslt`): true
         * for ours; per feed, true or the site's own `.xsl` file (relative to the blog folder).
         */
        xslt: z.union([z.boolean(), z.object({ rss: z.union([z.string(), z.boolean()]).optional(), atom: z.union([z.string(), z.boolean()]).optional(), css: z.string().optional() }).loose()]).default(false),
      })
      .loose()
      .prefault({}),
  })
  .strict()

/** The docs plugin's options (Docusaurus's `@docusaurus/plugin-content-docs`), of `docs` and of each `docsInstances` entry. */
const DocsOptions = z
  .object({
    /** Folder holding the docs, relative to the site root. */
    path: z.string().default('docs'),
    /**
     * Globs (relative to `path`) of the files that are pages, as Docusaurus' docs plugin `include`.
     * The RTK site lists its folders here; other sites take every Markdown file.
     */
    include: z.array(z.string()).default(['**/*.{md,mdx}']),
    /**
     * Globs (relative to `path`) left out, as Docusaurus' docs plugin `exclude`; the default is
     * Docusaurus' own: `_`-prefixed files and folders (partials), `__tests__`, `*.test.*`.
     */
    exclude: z.array(z.string()).default(DEFAULT_DOCS_EXCLUDE),
    /** Route prefix of the docs. */
    routeBasePath: z.string().default('/'),
    /**
     * The sidebar file, relative to the site root (Docusaurus' `sidebarPath`). Absent: the first of
     * `sidebars.{ts,js,mjs,cjs,json}` at the root, else one sidebar generated from the docs folder
     * (`{ type: 'autogenerated', dirName: '.' }`, as Docusaurus does). `false`: no sidebar. `'generated'`:
     * the generated one even when a sidebars file is at the root (a Docusaurus config that names no file).
     */
    sidebarPath: z.union([z.string(), z.literal(false)]).optional(),
    /** Whether sidebar categories can fold, unless a category says (Docusaurus' `sidebarCollapsible`). */
    sidebarCollapsible: z.boolean().default(true),
    /**
     * Whether sidebar categories start folded, unless a category says; the one holding the page being
     * read is always open. Default open (spec §2, the RTK site); a Docusaurus site gets Docusaurus'
     * default, folded (config/docusaurus/map.ts).
     */
    sidebarCollapsed: z.boolean().default(false),
    /**
     * The tags file, relative to the docs folder (Docusaurus' docs option `tags`): the tags docs
     * may use, with label, permalink and description. Absent: `tags.yml` when it exists; `false`
     * (or `null`): none.
     */
    tags: z.union([z.string(), z.literal(false), z.null()]).optional(),
    /** What a doc's tag that is not in the tags file does (Docusaurus' `onInlineTags`); nothing without a tags file. */
    onInlineTags: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn'),
    /**
     * Docs versions (Docusaurus's): with a `versions.json` at the site root, each version it names
     * is built from `versioned_docs/version-<name>/` (content/versions.ts). `lastVersion` is served
     * at `routeBasePath` (default: the newest released); `versions` sets a version's label, path,
     * banner, badge and noIndex (its pages kept out of search engines and the sitemap); `current` is the docs folder.
     */
    lastVersion: z.string().optional(),
    includeCurrentVersion: z.boolean().default(true),
    onlyIncludeVersions: z.array(z.string()).optional(),
    disableVersioning: z.boolean().default(false),
    versions: z
      .record(
        z.string(),
        z.object({ label: z.string().optional(), path: z.string().optional(), banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(), badge: z.boolean().optional(), noIndex: z.boolean().optional() }).loose(),
      )
      .default({}),
    /** The version data of spec §3 (one version today). */
    version: z
      .object({
        name: z.string().default('current'),
        label: z.string().default('Next'),
        isLast: z.boolean().default(true),
        path: z.string().default('/'),
      })
      .prefault({}),
    /** The doc the docs version links to (and `/` shows when the site has no home page). Default: the first doc of the first sidebar. */
    mainDocId: z.string().optional(),
    /** Show each doc's last git commit date under it. */
    showLastUpdateTime: z.boolean().default(true),
    /** Show the author of each doc's last git commit under it (Docusaurus's `showLastUpdateAuthor`). */
    showLastUpdateAuthor: z.boolean().default(false),
    /**
     * Makes the items of each autogenerated sidebar item (Docusaurus's `sidebarItemsGenerator`): given
     * Docusaurus's arguments, `defaultSidebarItemsGenerator` among them (sidebar/items-generator.ts).
     */
    sidebarItemsGenerator: z.custom<(args: Record<string, unknown>) => unknown>((v) => typeof v === 'function', 'sidebarItemsGenerator is a function of the autogenerated item and the docs').optional(),
    /**
     * How file and folder names lose their number prefix (`01-setup.md` → `setup`, position 1), as
     * Docusaurus's `numberPrefixParser`: `false` keeps names whole; a function of the name returns
     * `{ filename, numberPrefix }`.
     */
    numberPrefixParser: z.union([z.literal(false), z.custom<(filename: string) => { filename: string; numberPrefix?: number }>((v) => typeof v === 'function', 'numberPrefixParser is false or a function of a file name')]).optional(),
    /** A button hides the docs sidebar, another brings it back (Docusaurus's `themeConfig.docs.sidebar.hideable`). */
    hideableSidebar: z.boolean().default(false),
    /** Opening a sidebar category folds its sibling categories (Docusaurus's `themeConfig.docs.sidebar.autoCollapseCategories`). */
    autoCollapseCategories: z.boolean().default(false),
    /** Breadcrumbs above each doc (Docusaurus's `breadcrumbs`). */
    breadcrumbs: z.boolean().default(true),
    /**
     * Which `:::` blocks are admonitions (Docusaurus's `admonitions`): `true` Docusaurus's kinds, `false`
     * none, or `keywords` of the site's own (shown with the info look, titled with their name), with
     * Docusaurus's kinds too unless `extendDefaults` is false.
     */
    admonitions: z.union([z.boolean(), z.object({ keywords: z.array(z.string()).default([]), extendDefaults: z.boolean().default(true) }).strict()]).default(true),
    /** A translated doc's "Edit this page" leads to its translation (Docusaurus's `editLocalizedFiles`); default: to the original. */
    editLocalizedFiles: z.boolean().default(false),
    /**
     * Search filter / section label for each top-level docs folder; a folder not named here stays out
     * of the search index. Empty (the default): every doc is indexed, in one section, "Docs".
     */
    sections: z.record(z.string(), z.string()).default({}),
    /**
     * The site's remark plugins, run after the built-in ones (GFM, directives, admonitions, links,
     * images) as Docusaurus's docs option `remarkPlugins` runs them; see mdx/user-plugins.ts.
     */
    remarkPlugins: MdxPluginList,
    /** Remark plugins run before the built-in ones (Docusaurus's `beforeDefaultRemarkPlugins`). */
    beforeDefaultRemarkPlugins: MdxPluginList,
    /** The site's rehype plugins, run once headings have their ids, before code is highlighted. */
    rehypePlugins: MdxPluginList,
    /** Rehype plugins run before those of `rehypePlugins` (Docusaurus's `beforeDefaultRehypePlugins`). */
    beforeDefaultRehypePlugins: MdxPluginList,
  })
  .strict()

export const SiteConfigSchema = z
  .object({
    /** Site title: navbar brand, `<title>` suffix, home hero. */
    title: z.string().min(1),
    /** One-line summary under the title on the home page. */
    tagline: z.string().default(''),
    /** Production origin, no trailing slash (used for canonical URLs, sitemap, Markdown twins). */
    url: z.url().transform((u) => u.replace(/\/+$/, '')),
    /** Path the site is served under; starts and ends with '/'. */
    baseUrl: z
      .string()
      .default('/')
      .refine((b) => b.startsWith('/') && b.endsWith('/'), 'baseUrl must start and end with "/", e.g. "/" or "/docs/"'),
    /** Separator between page title and site title in `<title>`. */
    titleDelimiter: z.string().default('|'),
    /** Version of the site shown in the generator meta tag. */
    siteVersion: z.string().default('3.6.3'),
    /** The tab icon, a path below baseUrl (e.g. `/img/favicon.ico`); absent: no icon link, as Docusaurus does. */
    favicon: z.string().optional(),
    /** Canonical URLs and the sitemap end routes with `/` (true) or not (false or unset). */
    trailingSlash: z.boolean().optional(),
    /** Social card image (`og:image`), a path below baseUrl or a URL. */
    image: z.string().optional(),
    /** Extra `<meta>` tags on every page, e.g. `{ name: 'keywords', content: 'redux' }`. */
    metadata: z.array(z.record(z.string(), z.string())).default([]),
    /** What the site documents, a paragraph of llms.txt under the tagline (for language models reading the site). */
    llmsDescription: z.string().optional(),
    /** Values the site's own pages read (Docusaurus's `customFields`, via `useDocusaurusContext()`). */
    customFields: z.record(z.string(), z.unknown()).default({}),
    /**
     * Where `./bin/deploy` publishes the build: a branch of a GitHub repository, as `docusaurus deploy`
     * takes it from Docusaurus's `organizationName`, `projectName`, `deploymentBranch`, `githubHost` and
     * `githubPort` (the environment's ORGANIZATION_NAME, PROJECT_NAME, DEPLOYMENT_BRANCH, GITHUB_HOST and
     * GITHUB_PORT come first).
     */
    deploy: z
      .object({
        /** The GitHub user or organization that owns the deployment repository. */
        organizationName: z.string().optional(),
        /** The deployment repository's name (`<org>.github.io` for an organization's own pages). */
        projectName: z.string().optional(),
        /** The branch the build is pushed to; `gh-pages` unless the project is `<org>.github.io`, which must name it. */
        deploymentBranch: z.string().optional(),
        /** A GitHub Enterprise host instead of github.com. */
        githubHost: z.string().optional(),
        /** The GitHub Enterprise host's port. */
        githubPort: z.string().optional(),
      })
      .strict()
      .default({}),
    /**
     * A Docusaurus site's `themeConfig` as written, for what its components, plugins and client modules
     * read there (`siteConfig.themeConfig.zoom`…); the layout reads its own fields (navbar, footer…) as mapped.
     */
    themeConfig: z.record(z.string(), z.unknown()).default({}),
    /**
     * A Docusaurus site's other top-level fields as written (`future`, `markdown`, `presets`, `plugins`,
     * `onBrokenLinks`…), which its plugins and components read in `siteConfig`; the build reads its own mapping.
     */
    docusaurusFields: z.record(z.string(), z.unknown()).default({}),
    /**
     * A Docusaurus site's presets and themes that do not run here (not installed, or ours stand for them):
     * the components their theme gives every page are unknown here, so a page using one is told of them.
     */
    unbuiltThemes: z.array(z.string()).default([]),
    /** Stylesheets of the site (paths from the site root) added after ours on every page. */
    customCss: z.array(z.string()).default([]),
    /**
     * How `.scss` and `.sass` stylesheets compile (docusaurus-plugin-sass's options, which it hands to
     * webpack's sass-loader): `sassOptions` (Sass's own options, e.g. `loadPaths`, or node-sass's
     * `includePaths`; or a function of the loader context returning them), `additionalData` (Sass put
     * before every stylesheet, e.g. `@use "vars" as *;`, or a function of its text and the loader context),
     * `implementation` (`'sass'`, `'sass-embedded'` or the package itself). The compiler is the site's own
     * `sass` package (styles/sass.ts).
     */
    sass: z
      .looseObject({
        sassOptions: z.union([z.record(z.string(), z.unknown()), z.custom<(context: SassLoaderContext) => Record<string, unknown>>((v) => typeof v === 'function')]).optional(),
        additionalData: z.union([z.string(), z.custom<(content: string, context: SassLoaderContext) => string | Promise<string>>((v) => typeof v === 'function')]).optional(),
        implementation: z.unknown().optional(),
      })
      .optional(),
    /**
     * Stylesheets linked from every page's `<head>` as they are, after ours (Docusaurus's `stylesheets`):
     * a URL, or the `<link>`'s attributes with `href`. E.g. KaTeX's CSS for pages that use rehype-katex.
     */
    stylesheets: z.array(z.union([z.string().transform((href) => ({ href })), z.looseObject({ href: z.string() })])).default([]),
    /** Scripts added to every page's `<head>` (Docusaurus's `scripts`): a URL, or the `<script>`'s attributes with `src`. */
    scripts: z.array(z.union([z.string().transform((src) => ({ src })), z.looseObject({ src: z.string() })])).default([]),
    /**
     * Other elements put in every page's `<head>` (Docusaurus's `headTags`), e.g.
     * `{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://example.com' } }`.
     */
    headTags: z.array(HtmlTag).default([]),
    /** Elements put at the start and at the end of every page's `<body>` (what a site's plugins inject: `injectHtmlTags`). */
    preBodyTags: z.array(HtmlTag).default([]),
    postBodyTags: z.array(HtmlTag).default([]),
    /**
     * A Docusaurus site's own plugins (inline functions, or files of the site), run as the build starts
     * (config/docusaurus/site-plugins.ts): the tags they inject and the client modules they name join
     * the config's. `plugin` is the constructor or its file (site-relative), or with `package` the name of
     * a plugin package installed in the site; `options` its second argument.
     */
    /**
     * Data a Docusaurus site's plugins share with its components (their `setGlobalData`), by plugin name
     * and id: what `useGlobalData()` and `usePluginData(name, id)` read. Filled as the plugins run.
     */
    globalData: z.record(z.string(), z.record(z.string(), z.unknown())).default({}),
    /**
     * Pages a Docusaurus site's plugins add (`addRoute` in `contentLoaded`), built as the site's own pages
     * are (pages/plugin-routes.ts). Filled as the plugins run; none by default.
     */
    pluginRoutes: z.array(PluginRoute).default([]),
    /**
     * What the site's plugins stored with `createData`, by the path it returned (a route's `modules` name
     * those paths): kept in memory, never written to the site. Filled as the plugins run.
     */
    pluginData: z.record(z.string(), z.string()).default({}),
    /**
     * The site's plugins' `postBuild` methods, run once a build's pages are written and checked, before
     * they replace the output folder (build.ts). Filled as the plugins run.
     */
    postBuild: z.array(z.object({ plugin: z.string(), run: z.custom<PostBuild>((v) => typeof v === 'function') })).default([]),
    /**
     * The site's plugins' `allContentLoaded` methods, run once the docs and the blog are read (model.ts),
     * with the plugins' content and the blog's: what they set with `setGlobalData` and the routes they add
     * are the site's, as `contentLoaded`'s are. Filled as the plugins run.
     */
    allContentLoaded: z.array(z.object({ plugin: z.string(), run: z.custom<AllContentLoaded>((v) => typeof v === 'function') })).default([]),
    /**
     * Folders of theme components the site's plugins and themes provide (their `getThemePath()`),
     * absolute, in config order: `@theme/X` is the site's src/theme/X, else the first of these that has X
     * (pages/site-theme-files.ts). Filled as the plugins run.
     */
    themePaths: z.array(z.string()).default([]),
    /**
     * Import aliases of the site's code and docs, as its plugins give them to webpack (their
     * configureWebpack's `resolve.alias`), applied as webpack applies them: alias → targets (a path or
     * package, or false for an empty module), in order (config/docusaurus/webpack-aliases.ts).
     */
    resolveAliases: z.array(z.tuple([z.string(), z.array(z.union([z.string(), z.literal(false)]))])).default([]),
    /**
     * PostCSS plugins every stylesheet of the site goes through (styles/postcss.ts): what a Docusaurus
     * site's plugins add in `configurePostCss` (Tailwind, typically) and what its `postcss.config.*` names.
     * Filled as the config loads; none by default.
     */
    postcssPlugins: z.array(z.unknown()).default([]),
    sitePlugins: z.array(z.object({ name: z.string(), plugin: z.union([z.string(), z.custom<SitePluginConstructor>((v) => typeof v === 'function', 'a plugin is a function or the path of its file')]), options: z.unknown().optional(), package: z.boolean().optional() }).strict()).default([]),
    /**
     * Modules every page loads in the browser (Docusaurus's `clientModules`), paths from the site root:
     * stylesheets join the site's CSS; scripts run on load, their `onRouteUpdate`/`onRouteDidUpdate`
     * exports after every page change (render/client-modules.ts).
     */
    clientModules: z.array(z.string()).default([]),
    /**
     * Folders copied to the output as they are (Docusaurus's `staticDirectories`), from the site root; where
     * two hold the same path, the first listed wins.
     */
    staticDirectories: z.array(z.string()).default(['static']),
    /** Every page tells search engines not to index it or follow its links (Docusaurus's `noIndex`), and no sitemap is written. */
    noIndex: z.boolean().default(false),
    /**
     * Pages at old addresses that send readers to the new ones (Docusaurus's client-redirects plugin):
     * `redirects` (`from`, one or several, to `to`, an existing page or a URL), `createRedirects` (asked
     * for each page's path, answers the old paths that lead to it), `fromExtensions` (`htm`: /x.htm → /x).
     */
    redirects: z
      .object({
        redirects: z.array(z.object({ from: z.union([z.string(), z.array(z.string())]), to: z.string() }).strict()).default([]),
        createRedirects: z.custom<(existingPath: string) => string | string[] | undefined>((v) => typeof v === 'function', 'createRedirects is a function of a page\'s path').optional(),
        fromExtensions: z.array(z.string()).default([]),
      })
      .strict()
      .prefault({}),
    /** How the build reacts to each kind of problem the checks find. */
    checks: z
      .object({
        /** A link to a route that does not exist. */
        brokenLinks: ReportLevel.default('throw'),
        /** A link to a missing `#anchor` on an existing page. */
        brokenAnchors: ReportLevel.default('warn'),
        /** A relative `.md` link that names no doc. */
        brokenMarkdownLinks: ReportLevel.default('warn'),
        /** Two docs on the same route (the first is kept). */
        duplicateRoutes: ReportLevel.default('warn'),
      })
      .strict()
      .prefault({}),
    /**
     * The site's own pages (`src/pages/`). `rtk`: `*.tsx` modules with our page API (`CustomPageProps`);
     * `docusaurus`: every `.js/.jsx/.ts/.tsx/.md/.mdx` file under `path`, using Docusaurus's page APIs.
     */
    pages: z
      .object({
        path: z.string().default('src/pages'),
        api: z.enum(['rtk', 'docusaurus']).default('rtk'),
        /**
         * More pages plugins (Docusaurus's `@docusaurus/plugin-content-pages` with an `id`), `docusaurus`
         * pages only: each folder's pages served under its route base, as the first folder's are at `/`.
         */
        instances: z.array(z.object({ id: z.string(), path: z.string(), routeBasePath: z.string().default('/') }).strict()).default([]),
        /** Markdown plugins of the `docusaurus` pages' `.md`/`.mdx` files, placed as in `docs` (Docusaurus's pages options). */
        remarkPlugins: MdxPluginList,
        beforeDefaultRemarkPlugins: MdxPluginList,
        rehypePlugins: MdxPluginList,
        beforeDefaultRehypePlugins: MdxPluginList,
      })
      .strict()
      .prefault({}),
    /** Repository the "Edit this page" links and the GitHub navbar link point to. */
    repoUrl: z.url().optional(),
    /**
     * Base of "Edit this page" links, the doc's source path (from the site root) appended; or, as in
     * Docusaurus, a function of the doc that returns its link (undefined: none).
     */
    editUrl: DocsEditUrlOption.optional(),
    /**
     * Locales (Docusaurus's i18n): the default locale is built at baseUrl, each other one at
     * `baseUrl + <locale>/` from the same sources with its translations (`<path>/<locale>/…`) laid over
     * them (i18n/locales.ts).
     */
    i18n: z
      .object({
        defaultLocale: z.string().default('en'),
        locales: z.array(z.string().regex(/^[\w-]+$/, 'a locale is letters, digits, - or _ (such as fr or pt-BR)')).default(['en']),
        /** Folder of the translations, relative to the site root. */
        path: z.string().default('i18n'),
        localeConfigs: z
          .record(
            z.string(),
            z.object({
              /** Default: the language's name for itself ("Français"). */
              label: z.string().optional(),
              /** Default: the language's own direction (rtl for Arabic, Hebrew, Persian…). */
              direction: z.enum(['ltr', 'rtl']).optional(),
              htmlLang: z.string().optional(),
              calendar: z.string().default('gregory'),
              /** The locale's folder below `i18n.path` (default: the locale). */
              path: z.string().optional(),
              /** Read the locale's translations (default: when its folder exists). */
              translate: z.boolean().optional(),
              /** The locale's own site URL (another domain); default the site's `url`. */
              url: z.url().optional(),
              /** The locale's base path (default: the site's baseUrl, and `<locale>/` below it for other locales). */
              baseUrl: z.string().optional(),
            }),
          )
          .default({ en: { label: 'English', direction: 'ltr', calendar: 'gregory' } }),
        /** Set by the build for each locale (i18n/locales.ts), not by authors: the locale it renders (default: the default locale), */
        currentLocale: z.string().optional(),
        /** its `code.json` messages (`<Translate>` and the theme's strings), */
        codeTranslations: z.record(z.string(), z.string()).default({}),
        /** and every locale's baseUrl and URL, for the links between them (hreflang, the locale dropdown). */
        localeBaseUrls: z.record(z.string(), z.string()).default({}),
        localeUrls: z.record(z.string(), z.string()).default({}),
      })
      .refine((i) => i.locales.includes(i.defaultLocale), { message: 'i18n.locales must include i18n.defaultLocale', path: ['locales'] })
      .transform((i) => ({ ...i, currentLocale: i.currentLocale ?? i.defaultLocale }))
      .prefault({}),
    docs: z.union([z.literal(false), DocsOptions]).prefault({}),
    /**
     * More docs plugins beside `docs` (Docusaurus's multi-instance docs: `plugins:
     * [['@docusaurus/plugin-content-docs', { id: 'community', … }]]`), each with its `id`, folder and
     * route base (and versions: content/versions.ts); navbar items name theirs with `docsPluginId`.
     */
    docsInstances: z
      .array(
        DocsOptions.extend({
          id: z.string().regex(/^[\w-]+$/, 'a docs plugin id is letters, digits, - or _'),
          /** This plugin's "Edit this page" links, as the top-level `editUrl` is the main docs' (none when absent, as in Docusaurus). */
          editUrl: DocsEditUrlOption.optional(),
        }),
      )
      .default([]),
    /**
     * The blog (Docusaurus's blog plugin, its defaults): posts from `path`, listed at `routeBasePath` with
     * tags, authors, an archive and feeds. `false` (the default here; a Docusaurus site gets its preset's
     * blog unless it says `blog: false`): none. A folder with no posts makes no blog pages.
     */
    blog: z.union([z.literal(false), BlogOptions]).default(false),
    /**
     * More blog plugins beside `blog` (Docusaurus's multiple blogs: `plugins:
     * [['@docusaurus/plugin-content-blog', { id: 'learn', path: 'learn', routeBasePath: 'learn' }]]`),
     * each with its `id` and its own options; each is built as `blog` is (blog/blog-plugins.ts).
     */
    blogInstances: z
      .array(BlogOptions.extend({ id: z.string().regex(/^[\w-]+$/, 'a blog plugin id is letters, digits, - or _') }))
      .default([]),
    markdown: z
      .object({
        /**
         * How pages are parsed, as Docusaurus' `markdown.format`: `mdx` (every page is MDX, the default),
         * `md` (every page is CommonMark: no JSX, no imports), `detect` (`.md` is CommonMark, `.mdx` is MDX).
         */
        format: z.enum(['mdx', 'md', 'detect']).default('mdx'),
        /** ```mermaid blocks are diagrams (Docusaurus's `markdown.mermaid`), drawn in the browser; off: code. */
        mermaid: z.boolean().default(false),
        /** Emoji shortcodes in text (`:tada:`) become the emoji (🎉), as Docusaurus's `markdown.emoji` (on by default); off: left as written. */
        emoji: z.boolean().default(true),
        /**
         * Options of remark-rehype for every page (Docusaurus's `markdown.remarkRehypeOptions`), such as
         * `footnoteLabel`: plain data (text, numbers, lists, objects), which the compile workers receive.
         */
        remarkRehypeOptions: z.record(z.string(), z.json()).optional(),
        /**
         * Changes each page's text before it is compiled (Docusaurus's `markdown.preprocessor`): called
         * with `{ filePath, fileContent }` for every Markdown file compiled (docs, posts, pages, partials),
         * front matter included, it returns the text to compile. Titles and front matter are read from
         * the file as written, as in Docusaurus.
         */
        preprocessor: z.custom<MarkdownPreprocessor>((v) => typeof v === 'function', 'markdown.preprocessor is a function of { filePath, fileContent } returning the text to compile').optional(),
        /**
         * Reads each page's front matter (Docusaurus's `markdown.parseFrontMatter`): called with
         * `{ filePath, fileContent, defaultParseFrontMatter }`, it returns `{ frontMatter, content }`.
         */
        parseFrontMatter: z.custom<ParseFrontMatterHook>((v) => typeof v === 'function', 'markdown.parseFrontMatter is an async function of { filePath, fileContent, defaultParseFrontMatter }').optional(),
        anchors: z
          .object({
            /** Heading ids keep the heading's case (`## Hello World` → `#Hello-World`), as Docusaurus's `markdown.anchors.maintainCase`. */
            maintainCase: z.boolean().default(false),
          })
          .strict()
          .prefault({}),
      })
      .strict()
      .prefault({}),
    samples: z
      .object({
        /**
         * Type-check the TypeScript code blocks (`npm run check:samples`) against the installed packages.
         * On for the RTK docs, whose samples are written to compile; off by default, since another
         * site's samples are often fragments. Either way a block that cannot be converted to JavaScript
         * only loses its JavaScript tab and is reported as a warning.
         */
        typecheck: z.boolean().default(false),
      })
      .strict()
      .prefault({}),
    navbar: z
      .object({
        /** Shown beside the logo; by default the site's title (a Docusaurus site shows its navbar.title only). */
        title: z.string().optional(),
        /**
         * `width`: the image's attribute; it is 32px high (the bar's logo height, which Infima's CSS gives it
         * whatever its `height`), as wide as its proportions make it. `srcDark`: the image in dark mode.
         * `href` (default `/`) and `target`: where the brand leads, as Docusaurus's Logo links it.
         */
        logo: z.object({ src: z.string(), srcDark: z.string().optional(), alt: z.string().default(''), href: z.string().optional(), target: z.string().optional(), width: LogoLength.optional(), height: LogoLength.optional() }).optional(),
        hideOnScroll: z.boolean().default(false),
        /** A navbar that keeps one look in both colour modes (Docusaurus's `style`): `dark`, or `primary` (the brand colour). */
        style: z.enum(['dark', 'primary']).optional(),
        items: z.array(NavbarItem).default([]),
      })
      .strict()
      .prefault({}),
    footer: z
      .object({
        /** false: no footer at all (a Docusaurus site whose themeConfig has no footer, as its Footer renders nothing then). */
        shown: z.boolean().default(true),
        style: z.enum(['light', 'dark']).default('dark'),
        links: z.union([z.array(FooterColumn), z.array(z.union([FooterLink, FooterHtml]))]).default([]),
        /** `width`/`height`: the image's attributes; by default its own size, at most 30rem wide. `srcDark`: the image in dark mode. */
        logo: z.object({ src: z.string(), srcDark: z.string().optional(), alt: z.string().default(''), href: z.string().optional(), width: LogoLength.optional(), height: LogoLength.optional() }).optional(),
        /** The line under the footer, as HTML (trusted, written by the site owner, as Docusaurus renders it). */
        copyright: z.string().optional(),
      })
      .strict()
      .prefault({}),
    announcementBar: z
      .object({
        id: z.string().default('announcement-bar'),
        /** Trusted HTML written by the site owner. */
        content: z.string(),
        backgroundColor: z.string().default('#fff'),
        textColor: z.string().default('#000'),
        isCloseable: z.boolean().default(true),
      })
      .strict()
      .optional(),
    /**
     * Google's global site tag, gtag.js (Docusaurus's plugin-google-gtag, or its preset's `gtag`): every
     * page loads it, and a page reached by client-side navigation is sent as a page view. Not in the
     * watch server (a preview is not a visit).
     */
    gtag: z
      .object({
        trackingID: z.union([TagId, z.array(TagId).min(1)]).transform((id) => (Array.isArray(id) ? id : [id])),
        anonymizeIP: z.boolean().default(false),
      })
      .strict()
      .optional(),
    /** Google Tag Manager (Docusaurus's plugin-google-tag-manager, or its preset's `googleTagManager`); not in the watch server. */
    googleTagManager: z.object({ containerId: TagId }).strict().optional(),
    /**
     * Privacy-respecting analytics script (script.js, Umami's tracker); nothing is loaded when absent. A
     * Docusaurus site's Umami plugin maps here. The optional fields are the tracker's own `data-` settings.
     */
    analytics: z
      .object({
        src: z.url(),
        websiteId: z.string(),
        autoTrack: z.boolean().default(true),
        doNotTrack: z.boolean().default(true),
        /** Where the tracker sends its data, when not to the script's own host. */
        hostUrl: z.string().optional(),
        /** Cache some data in session storage. */
        cache: z.boolean().optional(),
        /** Track only on these domains (comma-separated). */
        domains: z.string().optional(),
        /** Leave the query, or the hash, out of the addresses it records. */
        excludeSearch: z.boolean().optional(),
        excludeHash: z.boolean().optional(),
        /** A tag the events are recorded under. */
        tag: z.string().optional(),
      })
      .strict()
      .optional(),
    code: z
      .object({
        /** Shiki theme of code blocks; the default is a dark theme in both colour modes. */
        theme: z.string().default('github-dark-default'),
        /** Another shiki theme for code blocks in dark mode (a Docusaurus site's `prism.darkTheme`); absent: `theme` in both. */
        darkTheme: z.string().optional(),
        /** The language of a code block that names none (Docusaurus's `prism.defaultLanguage`); absent: plain text. */
        defaultLanguage: z.string().optional(),
        /**
         * TypeScript blocks also shown in JavaScript, in tabs (converted at build time): `true` on every
         * page, or on the pages whose file ends with one of the extensions listed (`['.mdx']`). On a
         * Docusaurus site, only when it shows samples so with remark-typescript-tools, on the files that
         * plugin converts (config/docusaurus/map.ts).
         */
        javaScriptTabs: z.union([z.boolean(), z.array(z.string().regex(/^\./, 'a file extension starting with a dot, such as ".mdx"'))]).default(true),
        /**
         * Redux Toolkit names in code samples link to the section of the site's API reference that documents
         * them, with a card of their signature (issue 23): for a site that is Redux Toolkit's documentation
         * (its `api/` and `rtk-query/` folders are the reference). Off by default: on any other site an
         * imported `configureStore` is not documented by its pages.
         */
        apiLinks: z.boolean().default(false),
        /**
         * The comments that mark lines of code blocks (Docusaurus's `prism.magicComments`): each gives the
         * lines it marks its `className`, the site's stylesheet styling them; `theme-code-block-highlighted-line`
         * is the highlight. Its comments are `line` (marks the next line) and `block` (`start` … `end`), as
         * regular-expression sources. Absent: the highlight markers `highlight-next-line`, `highlight-start`, `highlight-end`.
         */
        magicComments: z
          .array(z.object({ className: z.string().min(1), line: z.string().min(1).optional(), block: z.object({ start: z.string().min(1), end: z.string().min(1) }).optional() }).strict())
          .optional(),
      })
      .prefault({}),
    colorMode: z
      .object({
        defaultMode: z.enum(['light', 'dark']).default('light'),
        respectPrefersColorScheme: z.boolean().default(true),
        disableSwitch: z.boolean().default(false),
      })
      .prefault({}),
    toc: z
      .object({
        minHeadingLevel: z.number().int().min(2).max(6).default(2),
        maxHeadingLevel: z.number().int().min(2).max(6).default(4),
      })
      .refine((t) => t.minHeadingLevel <= t.maxHeadingLevel, 'toc.minHeadingLevel must not exceed maxHeadingLevel')
      .prefault({}),
    search: z
      .object({
        /** Where pagefind's files are served, below baseUrl. */
        path: z.string().default('pagefind/'),
        /** Section filters offered in the search box (empty: every section). */
        tags: z.array(z.string()).default([]),
        /** Result tabs: a label and the sections it shows. */
        tabs: z.array(z.object({ label: z.string(), tags: z.array(z.string()) })).default([]),
      })
      .prefault({}),
  })
  .strict()

/** What authors write in `site.config.ts`. */
export type SiteConfigInput = z.input<typeof SiteConfigSchema>
/** The validated config with every default filled in. */
export type SiteConfig = z.output<typeof SiteConfigSchema>
/** Options of Sass stylesheets (the config's `sass`). */
export type SassOptions = NonNullable<SiteConfig['sass']>
/** What sass-loader tells a site's `additionalData` and `sassOptions` functions about the stylesheet. */
export interface SassLoaderContext {
  resourcePath: string
  rootContext: string
  context: string
  mode: string
}
export type DocsConfig = Exclude<SiteConfig['docs'], false>
export type BlogConfig = Exclude<SiteConfig['blog'], false>
/** A blog plugin of `blogInstances`: the blog's options and its plugin id. */
export type BlogInstanceConfig = SiteConfig['blogInstances'][number]
export type NavbarItemConfig = z.output<typeof NavbarItem>
