/**
 * The config as a locale renders it: the navbar, footer and blog texts replaced by the locale's JSON
 * translations (docusaurus-theme-classic/navbar.json and footer.json, the blog's options.json), with
 * Docusaurus's keys. A text without a translation stays as the config writes it.
 */
import { posix } from 'node:path'
import type { NavbarItemConfig, SiteConfig } from '../config/schema'
import { NO_MESSAGES, pluginFolder, readMessages, translated, type Messages } from './translation-files'

/** `config` with its texts translated from `folder` (the locale's translations, relative to root; undefined: none). */
export function localizedConfig(root: string, config: SiteConfig, folder: string | undefined): SiteConfig {
  if (folder === undefined) return config
  const read = (path: string): Messages => readMessages(root, posix.join(folder, path))
  const navbar = read('docusaurus-theme-classic/navbar.json')
  const footer = read('docusaurus-theme-classic/footer.json')
  const blog = config.blog === false ? NO_MESSAGES : readMessages(root, posix.join(pluginFolder(folder, 'blog'), 'options.json'))
  return {
    ...config,
    navbar: {
      ...config.navbar,
      title: translated(navbar, 'title', config.navbar.title),
      logo: config.navbar.logo && { ...config.navbar.logo, alt: translated(navbar, 'logo.alt', config.navbar.logo.alt) },
      // Items and their direct sub-items, as Docusaurus translates them.
      items: config.navbar.items.map((item) => (item.items ? { ...navItem(item, navbar), items: item.items.map((sub) => navItem(sub, navbar)) } : navItem(item, navbar))),
    },
    footer: {
      ...config.footer,
      copyright: translated(footer, 'copyright', config.footer.copyright),
      logo: config.footer.logo && { ...config.footer.logo, alt: translated(footer, 'logo.alt', config.footer.logo.alt) },
      links: config.footer.links.map((link) =>
        'items' in link ? { title: translated(footer, `link.title.${link.title}`, link.title), items: link.items.map((item) => ('html' in item ? item : footerLink(item, footer))) } : 'html' in link ? link : footerLink(link, footer),
      ) as SiteConfig['footer']['links'],
    },
    blog:
      config.blog === false
        ? false
        : { ...config.blog, blogTitle: translated(blog, 'title', config.blog.blogTitle), blogDescription: translated(blog, 'description', config.blog.blogDescription), blogSidebarTitle: translated(blog, 'sidebar.title', config.blog.blogSidebarTitle) },
  }
}

function navItem(item: NavbarItemConfig, messages: Messages): NavbarItemConfig {
  return item.label === undefined ? item : { ...item, label: translated(messages, `item.label.${item.label}`, item.label) }
}

function footerLink<T extends { label: string }>(link: T, messages: Messages): T {
  return { ...link, label: translated(messages, `link.item.label.${link.label}`, link.label) }
}
