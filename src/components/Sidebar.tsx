/**
 * The docs sidebar: categories open (not auto-collapsed), the current page marked with aria-current.
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
  if (item.type === 'link') {
    // Unlisted docs stay out of the sidebar, except while they are the page being read.
    if (item.unlisted && item.href !== route) return null
    const current = item.href === route
    const external = isExternal(item.href)
    return (
      <li className="rtk-sidebar__item">
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
  return (
    <li className="rtk-sidebar__item rtk-sidebar__item--category">
      <details open={!item.collapsed || containsRoute(item.items, route)}>
        <summary className="rtk-sidebar__category">{item.label}</summary>
        <SidebarTree items={item.items} route={route} base={base} />
      </details>
    </li>
  )
}

function containsRoute(items: SidebarItem[], route: string): boolean {
  return items.some((i) => (i.type === 'link' ? i.href === route : containsRoute(i.items, route)))
}
