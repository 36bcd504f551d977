/**
 * The page's front matter as the site's Markdown plugins see it: Docusaurus's MDX loader gives every
 * remark and rehype plugin `vfile.data.frontMatter`, and exports it from the page's module afterwards, so
 * a plugin may set a field there (Temporal's og-image plugin sets `image` to the card it draws). The doc's
 * page then reads what the module exports, as Docusaurus's DocItem reads `useDoc().frontMatter`: its
 * social image, keywords and table-of-contents settings; title and description stay the ones its docs
 * plugin read first (render/doc-view.ts).
 */
import type { Root as HastRoot } from 'hast'
import type { Root } from 'mdast'
import type { Plugin } from 'unified'
import type { PageMetaStore } from './page-meta'

type FrontMatter = Record<string, unknown>

/** Puts a copy of the page's front matter in `file.data.frontMatter`, before any plugin of the site runs. */
export const remarkFrontMatterData: Plugin<[{ frontMatter: (path: string) => FrontMatter }], Root> = ({ frontMatter }) => (_tree, file) => {
  const read = frontMatter(String(file.path))
  try {
    file.data.frontMatter = structuredClone(read)
  } catch {
    // A site's parseFrontMatter may give values no clone takes (a function): a shallow copy then.
    file.data.frontMatter = { ...read }
  }
}

/** After every plugin: the fields a plugin set or changed, kept in the page's meta (`frontMatter`). */
export const rehypeFrontMatterChanges: Plugin<[{ store: PageMetaStore; frontMatter: (path: string) => FrontMatter }], HastRoot> = ({ store, frontMatter }) => (_tree, file) => {
  const now = file.data.frontMatter as FrontMatter | undefined
  const meta = store.get(String(file.path))
  if (!now || !meta) return
  const before = frontMatter(String(file.path))
  const changed = Object.entries(now).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key]))
  if (changed.length > 0) meta.frontMatter = Object.fromEntries(changed)
}
