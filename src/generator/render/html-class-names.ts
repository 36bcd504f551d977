/**
 * The class names Docusaurus's classic theme puts on `<html>` for each kind of page (its
 * HtmlClassNameProvider layers: the plugin, the docs version, the page kind, the doc's id), which a
 * site's CSS reads (`.docs-doc-id-intro h1`, `html.plugin-id-community .navbar`, `.blog-wrapper
 * .main-wrapper`). Only a Docusaurus site's pages carry them (components/theme-class-names.ts says why).
 */
import { unversionedId } from '../content/version-ids'

/** The docs plugin's classes: `plugin-docs`, its id, its version (unversioned docs are `current`). */
function docsPlugin(plugin: string | undefined, version: string | undefined): string {
  return `docs-wrapper plugin-docs plugin-id-${plugin ?? 'default'} docs-version-${version ?? 'current'}`
}

const BLOG_PAGE = {
  list: 'blog-list-page',
  post: 'blog-post-page',
  tags: 'blog-tags-list-page',
  tag: 'blog-tags-post-list-page',
  authors: 'blog-authors-list-page',
  author: 'blog-authors-posts-page',
  archive: undefined,
} as const

export const htmlClassNames = {
  /** A doc: its plugin and version, `docs-doc-page`, and `docs-doc-id-<id>` (the id without its version). */
  doc: (doc: { id: string; plugin?: string; version?: { name: string } }): string =>
    `${docsPlugin(doc.plugin, doc.version?.name)} docs-doc-page docs-doc-id-${unversionedId(doc.id)}`,
  /** A category's generated index: a page of the docs, with no class of its own. */
  categoryIndex: (plugin?: string, version?: string): string => `${docsPlugin(plugin, version)} docs-doc-page`,
  /** The docs' tags page (`list`) or one tag's page. */
  docsTags: (kind: 'list' | 'tag', plugin?: string, version?: string): string =>
    `${docsPlugin(plugin, version)} ${kind === 'list' ? 'docs-tags-list-page' : 'docs-tags-doc-list-page'}`,
  /** A page of the blog; the archive has only the plugin's classes. */
  blog: (kind: keyof typeof BLOG_PAGE, plugin = 'default'): string => {
    const page = BLOG_PAGE[kind]
    return `${page ? `blog-wrapper ${page} ` : ''}plugin-blog plugin-id-${plugin}`
  },
  /** A page of `src/pages`: a Markdown page is also `mdx-page`, in `mdx-wrapper` or its front matter's `wrapperClassName`. */
  page: (markdown: boolean, wrapperClassName?: string): string =>
    markdown ? `${wrapperClassName ?? 'mdx-wrapper'} mdx-page plugin-pages plugin-id-default` : 'plugin-pages plugin-id-default',
  /** The not-found page, which no plugin makes. */
  notFound: 'plugin-native plugin-id-default',
}
