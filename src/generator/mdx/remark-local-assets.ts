/**
 * Files next to the docs that pages show or link to, as Docusaurus bundles them: `![diagram](./img/a.png)`
 * and `[the PDF](./files/guide.pdf)` point at the file relative to the page (or partial). The URL becomes
 * the file's place in the output (`/assets/files/<hash>-a.png`, named from its path so the page stays the
 * same when only the image changes) and the page's meta lists the file for the write step to copy.
 * A missing image is an error at its line; a missing linked file is left to the link check.
 */
import { createHash } from 'node:crypto'
import { existsSync, statSync } from 'node:fs'
import { basename, dirname, relative, resolve } from 'node:path'
import type { Root } from 'mdast'
import type { Plugin } from 'unified'
import { visit } from 'unist-util-visit'
import { BuildError } from '../errors'
import type { PageMetaStore } from './page-meta'

const EXTERNAL = /^[a-z][a-z0-9+.-]*:|^\/\/|^\/|^#/i

export const remarkLocalAssets: Plugin<[{ store: PageMetaStore; root: string }], Root> = ({ store, root }) => (tree, file) => {
  const page = String(file.path)
  visit(tree, (node) => {
    if (node.type !== 'image' && node.type !== 'link' && node.type !== 'definition') return
    const [path = '', hash] = node.url.split('#', 2)
    if (path === '' || EXTERNAL.test(path) || !/\.[a-z0-9]+$/i.test(path) || /\.mdx?$/i.test(path)) return
    const source = resolve(dirname(page), decodeURI(path.split('?')[0]!))
    if (!existsSync(source) || !statSync(source).isFile()) {
      if (node.type !== 'image') return
      const start = node.position?.start
      throw new BuildError(`image "${node.url}" not found`, { location: { file: relative(root, page), line: start?.line, column: start?.column }, hint: `put the image at ${relative(root, source)}, or correct the path (it is relative to the page)` })
    }
    const output = `assets/files/${createHash('sha1').update(relative(root, source)).digest('hex').slice(0, 8)}-${basename(source)}`
    const meta = store.get(page) ?? store.start(page)
    ;(meta.assets ??= []).push([source, output])
    node.url = `/${output}${hash === undefined ? '' : `#${hash}`}`
  })
}
