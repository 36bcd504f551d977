/**
 * Facts the MDX plugins learn about each page, kept beside the compiled module (esbuild compiles all
 * pages in one call, so the plugins report through this store, keyed by absolute source path).
 */

/** One entry of a page's table of contents. */
export interface TocEntry {
  id: string
  /** The heading's words (search, twins, titles). */
  text: string
  /** The heading's inline HTML as the TOC shows it: Docusaurus's TOC `value` (heading-html.ts). */
  html: string
  level: number
}

export interface PageMeta {
  toc: TocEntry[]
  h1?: string
  firstParagraph?: string
  /** Every Markdown link with its position, for the link checks. */
  links: Array<{ url: string; line: number; column: number }>
  /** Every element id on the page (headings and explicit ids), for anchor checks. */
  ids: string[]
  /** The page's Markdown twin, without its title (see markdown/twin.ts). */
  markdown?: string
  /** Code-cache keys of the page's blocks: a build that takes the page from the page cache keeps them. */
  codeKeys: string[]
  /** Local files the page shows or links to (its partials' included): absolute source path, output path. */
  assets?: Array<[source: string, output: string]>
  /** Where the page shows an imported Markdown partial: the length of `toc` there, and the partial's path (rehype-toc.ts). */
  partials?: Array<[tocIndex: number, path: string]>
  /**
   * The site's own files the page's module is made of besides the page (partials, components, data,
   * raw-loader imports), site-relative: the watch server compiles the page again when one is saved.
   */
  imports?: string[]
  /** Stylesheets its module imports (a component's CSS module, Sass…), site-relative: they join the site stylesheet. */
  styles?: string[]
  /** Front matter fields the site's Markdown plugins set or changed in `file.data.frontMatter` (front-matter-data.ts). */
  frontMatter?: Record<string, unknown>
  /** The cards of the Redux Toolkit names its samples link, by card key (see api/cards-file.ts). */
  apiCards?: Record<string, import('../api/sample-api').ApiCard>
}

export class PageMetaStore {
  private readonly pages = new Map<string, PageMeta>()

  /** Starts (or restarts, on recompile) the record of one page. */
  start(path: string): PageMeta {
    const meta: PageMeta = { toc: [], links: [], ids: [], codeKeys: [] }
    this.pages.set(path, meta)
    return meta
  }

  get(path: string): PageMeta | undefined {
    return this.pages.get(path)
  }
}
