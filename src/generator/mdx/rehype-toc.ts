/**
 * Table of contents and anchor ids, read after rehype-slug has given every heading its id.
 */
import type { Root } from 'hast'
import { toString } from 'hast-util-to-string'
import type { Plugin } from 'unified'
import { visit } from 'unist-util-visit'
import type { PageMetaStore } from './page-meta'

const HEADING = /^h([2-6])$/

export const rehypeToc: Plugin<[{ store: PageMetaStore }], Root> = ({ store }) => (tree, file) => {
  const meta = store.get(String(file.path))
  if (!meta) return
  visit(tree, 'element', (node) => {
    const id = node.properties.id
    if (typeof id !== 'string') return
    meta.ids.push(id)
    const level = HEADING.exec(node.tagName)?.[1]
    if (level) meta.toc.push({ id, text: toString(node).trim(), level: Number(level) })
  })
}
