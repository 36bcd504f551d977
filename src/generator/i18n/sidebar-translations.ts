/**
 * A docs sidebar's labels in the current locale, from the docs plugin's `current.json` (or
 * `version-<name>.json`), with Docusaurus's keys: `sidebar.<sidebar>.category.<label>` (and its
 * generated index's `.link.generated-index.title` / `.description`), `sidebar.<sidebar>.link.<label>`,
 * and `sidebar.<sidebar>.doc.<label>` for doc items the sidebar file labels itself. An item's `key`
 * stands for its label in these keys (two categories with one label need one each).
 */
import { categorySlug } from '../sidebar/resolve'
import type { NormalizedItem } from '../sidebar/types'
import { translated, type Messages } from './translation-files'

/** A translation file's entry, as Docusaurus writes them: the message and what it is. */
export interface TranslationMessage {
  message: string
  description?: string
}

/** The key of an item's label: `sidebar.<sidebar>.<kind>.<key or label>`. */
function labelKey(sidebarId: string, kind: 'category' | 'link' | 'doc', item: { key?: string; label?: string }): string {
  return `sidebar.${sidebarId}.${kind}.${item.key ?? item.label}`
}

export function translateSidebar(sidebarId: string, items: NormalizedItem[], messages: Messages): NormalizedItem[] {
  if (messages.size === 0) return items
  const translate = (item: NormalizedItem): NormalizedItem => {
    switch (item.type) {
      case 'category': {
        const category = labelKey(sidebarId, 'category', item)
        // The generated index keeps the slug of the label as written: a page has one path in every locale.
        const link = item.link?.type === 'generated-index'
          ? {
              ...item.link,
              slug: item.link.slug ?? `/category/${categorySlug(item.label)}`,
              title: translated(messages, `${category}.link.generated-index.title`, item.link.title),
              description: translated(messages, `${category}.link.generated-index.description`, item.link.description),
            }
          : item.link
        return { ...item, label: translated(messages, category, item.label), items: item.items.map(translate), ...(link ? { link } : {}) }
      }
      case 'link':
        return { ...item, label: translated(messages, labelKey(sidebarId, 'link', item), item.label) }
      case 'doc':
        return item.label === undefined ? item : { ...item, label: translated(messages, labelKey(sidebarId, 'doc', item), item.label) }
      default:
        return item
    }
  }
  return items.map(translate)
}

/**
 * What a sidebar's labels give a translation file (`write-translations`): each with its key, in the
 * order the sidebar lists them, and what it is. Keys may repeat (two items with one label and no `key`).
 */
export function sidebarMessages(sidebarId: string, items: readonly NormalizedItem[]): Array<[key: string, TranslationMessage]> {
  const where = `in the sidebar ${sidebarId}`
  return items.flatMap((item): Array<[string, TranslationMessage]> => {
    switch (item.type) {
      case 'category': {
        const key = labelKey(sidebarId, 'category', item)
        const index = item.link?.type === 'generated-index' ? item.link : undefined
        return [
          [key, { message: item.label, description: `The category "${item.label}" ${where}` }],
          ...(index?.title ? [[`${key}.link.generated-index.title`, { message: index.title, description: `The title of the category "${item.label}"'s index page ${where}` }] as [string, TranslationMessage]] : []),
          ...(index?.description ? [[`${key}.link.generated-index.description`, { message: index.description, description: `The description on the category "${item.label}"'s index page ${where}` }] as [string, TranslationMessage]] : []),
          ...sidebarMessages(sidebarId, item.items),
        ]
      }
      case 'link':
        return [[labelKey(sidebarId, 'link', item), { message: item.label, description: `The link "${item.label}" ${where}, to ${item.href}` }]]
      case 'doc':
        return item.label === undefined ? [] : [[labelKey(sidebarId, 'doc', item), { message: item.label, description: `The label of the doc ${item.id} ${where}` }]]
      default:
        return []
    }
  })
}
