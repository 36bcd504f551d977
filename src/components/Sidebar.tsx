/**
 * The docs sidebar: categories open or folded as the sidebar says (the one holding the current page always
 * open), the current page marked with aria-current.
 * Categories are <details> so they fold without JavaScript.
 */
import type { SidebarItem } from '../generator/sidebar/types'
import { EXTERNAL_ATTRS, isExternal, withBase } from './links'

export function Sidebar({ items, route, base }: { items: SidebarItem[]; route: string; base: string }) {
  return (
    <aside className="rtk-sidebar" data-rtk-sidebar>
      <nav aria-label="Docs sidebar">
        <SidebarTree items={items} route={route} base={base} />
      </nav>
    </aside>
  )
}

function SidebarTree({ items, route, base }: { items: SidebarItem[]; route: string; base: string }) {
  return (
    <ul className="rtk-sidebar__list">
      {items.map((item, i) => (
        <SidebarEntry key={i} item={item} route={route} base={base} />
      ))}
    </ul>
  )
}

function SidebarEntry({ item, route, base }: { item: SidebarItem; route: string; base: string }) {
  const itemClass = (kind: string) => `rtk-sidebar__item${kind}${item.className ? ` ${item.className}` : ''}`
  if (item.type === 'html') {
    // Trusted HTML from the site's own sidebar file, as Docusaurus renders it.
    return <li className={itemClass(`${item.defaultStyle ? ' rtk-sidebar__item--html' : ''}`)} dangerouslySetInnerHTML={{ __html: item.value }} />
  }
  if (item.type === 'link') {
    // Unlisted docs stay out of the sidebar, except while they are the page being read.
    if (item.unlisted && item.href !== route) return null
    const current = item.href === route
    const external = isExternal(item.href)
    return (
      <li className={itemClass('')}>
        <a
          className={`rtk-sidebar__link${current ? ' rtk-sidebar__link--active' : ''}`}
          href={withBase(base, item.href)}
          aria-current={current ? 'page' : undefined}
          {...(external ? EXTERNAL_ATTRS : {})}
        >
          {item.label}
        </a>
      </li>
    )
  }
  // A category with a page of its own (a linked doc or a generated index) links its label to it.
  const current = item.href === route
  const label = item.href ? (
    <a className={`rtk-sidebar__category-link${current ? ' rtk-sidebar__link--active' : ''}`} href={withBase(base, item.href)} aria-current={current ? 'page' : undefined}>
      {item.label}
    </a>
  ) : (
    item.label
  )
  if (item.collapsible === false) {
    return (
      <li className={itemClass(' rtk-sidebar__item--category')}>
        <div className="rtk-sidebar__category rtk-sidebar__category--static">{label}</div>
        <SidebarTree items={item.items} route={route} base={base} />
      </li>
    )
  }
  return (
    <li className={itemClass(' rtk-sidebar__item--category')}>
      <details open={!item.collapsed || current || containsRoute(item.items, route)}>
        <summary className="rtk-sidebar__category">{label}</summary>
        <SidebarTree items={item.items} route={route} base={base} />
      </details>
    </li>
  )
}

function containsRoute(items: SidebarItem[], route: string): boolean {
  return items.some((i) => (i.type === 'link' ? i.href === route : i.type === 'category' && (i.href === route || containsRoute(i.items, route))))
}
