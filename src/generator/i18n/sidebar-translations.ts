/**
 * A docs sidebar's labels in the current locale, from the docs plugin's `current.json` (or
 * `version-<name>.json`), with Docusaurus's keys: `sidebar.<sidebar>.category.<label>` (and its
 * generated index's `.link.generated-index.title` / `.description`), `sidebar.<sidebar>.link.<label>`,
 * and `sidebar.<sidebar>.doc.<label>` for doc items the sidebar file labels itself.
 */
import { categorySlug } from '../sidebar/resolve'
import type { NormalizedItem } from '../sidebar/types'
import { translated, type Messages } from './translation-files'

export function translateSidebar(sidebarId: string, items: NormalizedItem[], messages: Messages): NormalizedItem[] {
  if (messages.size === 0) return items
  const key = (kind: string, label: string) => `sidebar.${sidebarId}.${kind}.${label}`
  const translate = (item: NormalizedItem): NormalizedItem => {
    switch (item.type) {
      case 'category': {
        const category = key('category', item.label)
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
        return { ...item, label: translated(messages, key('link', item.label), item.label) }
      case 'doc':
        return item.label === undefined ? item : { ...item, label: translated(messages, key('doc', item.label), item.label) }
      default:
        return item
    }
  }
  return items.map(translate)
}
