/**
 * Custom navbar items (`type: 'custom-…'`) are drawn by the components a Docusaurus site registers in
 * `src/theme/NavbarItem/ComponentTypes` (components/docusaurus/navbar-items.tsx). Docusaurus fails the
 * render of every page on a type nobody registered; here the item is left out, and the author told once.
 */
import type { NavbarItemConfig, SiteConfig } from '../config/schema'
import type { SiteTheme } from '../pages/site-theme'

/** One warning per custom navbar item type the site's theme has no component for. */
export function unregisteredNavbarTypes(config: SiteConfig, theme: SiteTheme | undefined, configFile: string): string[] {
  const registered = theme?.view.navbarItemTypes ?? {}
  const types = new Set<string>()
  const visit = (items: readonly NavbarItemConfig[]) => {
    for (const item of items) {
      if (item.type?.startsWith('custom-') && !Object.hasOwn(registered, item.type)) types.add(item.type)
      visit(item.items ?? [])
    }
  }
  visit(config.navbar.items)
  return [...types].map(
    (type) =>
      `${configFile}: themeConfig.navbar item of type "${type}" is left out: no component is registered for it (add it to the object src/theme/NavbarItem/ComponentTypes exports, e.g. { ...ComponentTypes, '${type}': MyNavbarItem }, as Docusaurus requires)`,
  )
}
