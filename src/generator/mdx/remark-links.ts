/**
 * Links between docs, resolved at build time as Docusaurus resolves them:
 * - a file path (`../api/createSlice.md#parameters`, or `/api/createSlice.md` from the docs folder) becomes
 *   the target's route, tried relative to the page, then to the folders of the page's own docs version
 *   (of its own docs plugin), then to the site folder; one that names no page stays as written and is
 *   reported as a warning;
 * - a relative route (`./createAsyncThunk`, `../api/fetchBaseQuery`) becomes absolute, resolved against
 *   the page's route as a browser at that route would (so it works at `/x` and `/x/` alike; at `/x/`
 *   where the site's `trailingSlash` serves pages there);
 * - `pathname:///file.pdf` becomes `/file.pdf`, otherwise untouched; URLs with a scheme stay as they are.
 */
import { dirname, resolve } from 'node:path'
import type { Root } from 'mdast'
import type { Plugin } from 'unified'
import { visit } from 'unist-util-visit'
import { PATHNAME_LINK, UNCHECKED_LINK } from '../../components/links'

export interface LinkOptions {
  /** Absolute source path → route, for every page of the site. */
  routeOfFile: (absolutePath: string) => string | undefined
  /** Reports an unresolved `.md` link: page file, line, link. */
  warn: (file: string, line: number, url: string) => void
  /**
   * Each docs version's absolute content folders, in order of look-up (its translations', then its own):
   * a page's `.md` paths are looked up in those of the version holding the page.
   */
  docsFolders?: readonly string[][]
  /** Absolute docs folder, where the `.md` paths of a page in no docs version (a blog post) are looked up. */
  docsDir?: string
  /** Absolute site folder, the last place `.md` paths are looked up. */
  siteDir?: string
  /** Config `trailingSlash`: pages are served at `/x/`, which a relative route is resolved against. */
  trailingSlash?: boolean
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i

export const remarkLinks: Plugin<[LinkOptions], Root> = (options) => (tree, file) => {
  const page = String(file.path)
  visit(tree, (node) => {
    if (node.type !== 'link' && node.type !== 'definition') return
    const url = node.url
    if (PATHNAME_LINK.test(url)) {
      node.url = url.replace(PATHNAME_LINK, '')
      // Left to the browser, and to no link check, as Docusaurus leaves it (its escape from the router).
      // (A reference's definition is marked too, for the page's link record: remark-page-meta.ts.)
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, [UNCHECKED_LINK]: '' } }
      return
    }
    if (EXTERNAL.test(url) || url.startsWith('#') || url === '') return
    // `b.md?tab=js#usage`: the file, then its query and hash, put back on its route (as Docusaurus's resolveMarkdownLinks does).
    const [, path = '', search = '', hash] = /^([^?#]*)(\?[^#]*)?(?:#(.*))?$/.exec(url) ?? []
    if (url.startsWith('/') && !/\.mdx?$/.test(path)) return
    if (!/\.mdx?$/.test(path)) {
      const route = options.routeOfFile(page)
      // A relative route: only for pages (a partial's route is its importer's), and not for files (`./img.png`).
      if (route !== undefined && !/\.[a-z0-9]+$/i.test(path.split('?')[0]!)) {
        const target = new URL(url, `http://site${route}${options.trailingSlash && route !== '/' ? '/' : ''}`)
        node.url = target.pathname + target.search + target.hash
      }
      return
    }
    const file_ = decodeURI(path)
    // Where Docusaurus's resolveMarkdownLinkPathname looks: `./a.md` and `../a.md` beside the page only;
    // `/guides/a.md` in the docs folder, then the site folder (`/docs/guides/a.md`: Reanimated's), never
    // beside the page; `guides/a.md` beside the page, then in those two.
    const fromRoots = !/^\.\.?\//.test(file_)
    const tries = [...(file_.startsWith('/') ? [] : [dirname(page)]), ...(fromRoots ? [...docsFoldersOf(page, options), options.siteDir] : [])]
    const route = tries.reduce<string | undefined>((found, dir) => found ?? (dir === undefined ? undefined : options.routeOfFile(resolve(dir, `.${file_.startsWith('/') ? '' : '/'}${file_}`))), undefined)
    if (route === undefined) {
      options.warn(page, node.position?.start.line ?? 0, url)
      return
    }
    node.url = `${route}${search}${hash === undefined ? '' : `#${hash}`}`
  })
}

/**
 * The docs folders a page's `.md` links are looked up in: those of the version whose folder holds the
 * page, as Docusaurus's linkify takes the version of the file's path (plugin-content-docs
 * markdown/linkify.ts, getVersion), so `/intro.md` in versioned_docs/version-1.0 is 1.0's intro. Of
 * nested folders the deepest holds it (a plugin's folder may be inside another's). A page of no
 * version (a blog post) keeps `docsDir`.
 */
function docsFoldersOf(page: string, { docsFolders = [], docsDir }: LinkOptions): Array<string | undefined> {
  const depth = (folders: readonly string[]) => Math.max(-1, ...folders.filter((dir) => page.startsWith(`${dir}/`)).map((dir) => dir.length))
  const own = docsFolders.reduce<readonly string[] | undefined>((best, folders) => (depth(folders) > (best ? depth(best) : -1) ? folders : best), undefined)
  return own ? [...own] : [docsDir]
}
