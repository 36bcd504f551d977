/**
 * The docs sidebar: categories open or folded as the sidebar says (the one holding the current page always
 * open), the current page marked with aria-current.
 * Categories are <details> so they fold without JavaScript. In a large sidebar, a folded category away
 * from the current page is sent without its items: `parts` gives the URL they load from when it unfolds
 * (src/generator/render/sidebar-parts.ts, src/client/sidebar-parts.ts).
 */
import type { SidebarItem } from '../generator/sidebar/types'
import { ExternalLinkMark } from './Icons'
import { EXTERNAL_ATTRS, isExternal, withBase, withBaseOnce } from './links'
import { useThemeMessages } from './theme-messages'
import { sidebarItemClasses, useClassNames } from './theme-class-names'

/** The URL each folded category's items load from, for categories sent without them. */
export type SidebarParts = ReadonlyMap<SidebarItem, string>

interface TreeProps {
  items: SidebarItem[]
  route: string
  base: string
  parts?: SidebarParts
  /** How deep the items sit (1: the sidebar's top), for Docusaurus's level class names. */
  level?: number
}

/**
 * The sidebar; `hideable` (Docusaurus's `themeConfig.docs.sidebar.hideable`) adds a button at its foot
 * that hides it, and one in its place that brings it back (client/sidebar.ts; shown with JavaScript only).
 */
export function Sidebar({ hideable = false, ...props }: TreeProps & { hideable?: boolean }) {
  const t = useThemeMessages()
  const cn = useClassNames()
  return (
    <>
      <aside className={cn('rtk-sidebar', 'theme-doc-sidebar-container')} data-rtk-sidebar>
        <nav aria-label={t('theme.docs.sidebar.navAriaLabel')}>
          <SidebarTree {...props} menu />
        </nav>
        {hideable ? (
          <button type="button" className="rtk-sidebar__hide" data-rtk-sidebar-hide data-rtk-js-only title={t('theme.docs.sidebar.collapseButtonTitle')} aria-label={t('theme.docs.sidebar.collapseButtonAriaLabel')}>
            <span aria-hidden="true">«</span>
          </button>
        ) : null}
      </aside>
      {hideable ? (
        <button type="button" className="rtk-sidebar-expand" data-rtk-sidebar-expand hidden title={t('theme.docs.sidebar.expandButtonTitle')} aria-label={t('theme.docs.sidebar.expandButtonAriaLabel')}>
          <span aria-hidden="true">»</span>
        </button>
      ) : null}
    </>
  )
}

/** A list of items; `menu`: the sidebar's top list. */
function SidebarTree({ menu = false, ...props }: TreeProps & { menu?: boolean }) {
  const cn = useClassNames()
  return (
    <ul className={cn('rtk-sidebar__list', menu && 'theme-doc-sidebar-menu', 'menu__list')}>
      <SidebarItems {...props} />
    </ul>
  )
}

/** The entries of a list (a sidebar part is this, for a category's items). */
export function SidebarItems({ items, route, base, parts, level = 1 }: TreeProps) {
  return (
    <>
      {items.map((item, i) => (
        <SidebarEntry key={i} item={item} route={route} base={base} parts={parts} level={level} />
      ))}
    </>
  )
}

function SidebarEntry({ item, route, base, parts, level = 1 }: Omit<TreeProps, 'items'> & { item: SidebarItem }) {
  const cn = useClassNames()
  const itemClass = (kind: string) => `${cn(`rtk-sidebar__item${kind}`, sidebarItemClasses(item.type === 'category' ? 'category' : 'link', level), 'menu__list-item')}${item.className ? ` ${item.className}` : ''}`
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
          className={cn(`rtk-sidebar__link${current ? ' rtk-sidebar__link--active' : ''}`, 'menu__link', current && 'menu__link--active')}
          // A doc's route gets the base; a link the sidebar file writes gets it as Docusaurus's Link gives it.
          href={item.docId === undefined ? withBaseOnce(base, item.href) : withBase(base, item.href)}
          aria-current={current ? 'page' : undefined}
          {...(external ? EXTERNAL_ATTRS : {})}
        >
          {item.label}
          {/* A link that leaves the site says so, as the navbar's do (and Docusaurus's sidebar). */}
          {external ? <ExternalLinkMark /> : null}
        </a>
      </li>
    )
  }
  // A category with a page of its own (a linked doc or a generated index) links its label to it.
  const current = item.href === route
  const label = item.href ? (
    <a className={cn(`rtk-sidebar__category-link${current ? ' rtk-sidebar__link--active' : ''}`, 'menu__link', 'menu__link--sublist', current && 'menu__link--active')} href={withBase(base, item.href)} aria-current={current ? 'page' : undefined}>
      {item.label}
    </a>
  ) : (
    item.label
  )
  if (item.collapsible === false) {
    return (
      <li className={itemClass(' rtk-sidebar__item--category')}>
        <div className="rtk-sidebar__category rtk-sidebar__category--static">{label}</div>
        <SidebarTree items={item.items} route={route} base={base} parts={parts} level={level + 1} />
      </li>
    )
  }
  const open = !item.collapsed || current || containsRoute(item.items, route)
  const part = open ? undefined : parts?.get(item)
  if (item.href) {
    // A link cannot sit inside the <summary> that folds the category (a control within a control: screen
    // readers announce one of them, axe's nested-interactive). The link comes first and is laid over the
    // summary's row; the summary keeps the marker, named by the label, and the label's space (unseen).
    return (
      <li className={itemClass(' rtk-sidebar__item--category rtk-sidebar__item--linked')}>
        {label}
        <details open={open} data-rtk-sidebar-part={part}>
          <summary className="rtk-sidebar__category" aria-label={item.label}>
            <span className="rtk-sidebar__category-spacer">{item.label}</span>
          </summary>
          {part ? <ul className="rtk-sidebar__list" /> : <SidebarTree items={item.items} route={route} base={base} parts={parts} level={level + 1} />}
        </details>
      </li>
    )
  }
  return (
    <li className={itemClass(' rtk-sidebar__item--category')}>
      <details open={open} data-rtk-sidebar-part={part}>
        <summary className="rtk-sidebar__category">{label}</summary>
        {part ? <ul className="rtk-sidebar__list" /> : <SidebarTree items={item.items} route={route} base={base} parts={parts} level={level + 1} />}
      </details>
    </li>
  )
}

function containsRoute(items: SidebarItem[], route: string): boolean {
  return items.some((i) => (i.type === 'link' ? i.href === route : i.type === 'category' && (i.href === route || containsRoute(i.items, route))))
}
