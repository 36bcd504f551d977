/**
 * Links between docs: a relative file path (`../api/createSlice.md#parameters`) becomes the target's
 * route at build time; a `.md` path that names no page stays as written and is reported as a warning.
 */
import { dirname, resolve } from 'node:path'
import type { Root } from 'mdast'
import type { Plugin } from 'unified'
import { visit } from 'unist-util-visit'

export interface LinkOptions {
  /** Absolute source path → route, for every page of the site. */
  routeOfFile: (absolutePath: string) => string | undefined
  /** Reports an unresolved `.md` link: page file, line, link. */
  warn: (file: string, line: number, url: string) => void
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i

export const remarkLinks: Plugin<[LinkOptions], Root> = (options) => (tree, file) => {
  visit(tree, (node) => {
    if (node.type !== 'link' && node.type !== 'definition') return
    const url = node.url
    if (EXTERNAL.test(url) || url.startsWith('#') || url.startsWith('/')) return
    const [path = '', hash] = url.split('#', 2)
    if (!/\.mdx?$/.test(path)) return
    const route = options.routeOfFile(resolve(dirname(String(file.path)), decodeURI(path)))
    if (route === undefined) {
      options.warn(String(file.path), node.position?.start.line ?? 0, url)
      return
    }
    node.url = hash === undefined ? route : `${route}#${hash}`
  })
}
