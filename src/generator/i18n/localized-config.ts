/**
 * The config as a locale renders it: the navbar, footer and blog texts replaced by the locale's JSON
 * translations (docusaurus-theme-classic/navbar.json and footer.json, each blog's options.json), with
 * Docusaurus's keys. A text without a translation stays as the config writes it.
 */
import { posix } from 'node:path'
import type { BlogConfig, NavbarItemConfig, SiteConfig } from '../config/schema'
import { pluginFolder, readMessages, translated, type Messages } from './translation-files'

/** `config` with its texts translated from `folder` (the locale's translations, relative to root; undefined: none). */
export function localizedConfig(root: string, config: SiteConfig, folder: string | undefined): SiteConfig {
  if (folder === undefined) return config
  const read = (path: string): Messages => readMessages(root, posix.join(folder, path))
  const navbar = read('docusaurus-theme-classic/navbar.json')
  const footer = read('docusaurus-theme-classic/footer.json')
  // Each blog's texts from its own options.json (`docusaurus-plugin-content-blog[-<id>]/options.json`).
  const blogTexts = <T extends BlogConfig>(blog: T, id: string | undefined): T => {
    const messages = readMessages(root, posix.join(pluginFolder(folder, 'blog', id), 'options.json'))
    return { ...blog, blogTitle: translated(messages, 'title', blog.blogTitle), blogDescription: translated(messages, 'description', blog.blogDescription), blogSidebarTitle: translated(messages, 'sidebar.title', blog.blogSidebarTitle) }
  }
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
    blog: config.blog === false ? false : blogTexts(config.blog, undefined),
    blogInstances: config.blogInstances.map((blog) => blogTexts(blog, blog.id)),
  }
}

function navItem(item: NavbarItemConfig, messages: Messages): NavbarItemConfig {
  return item.label === undefined ? item : { ...item, label: translated(messages, `item.label.${item.label}`, item.label) }
}

function footerLink<T extends { label: string }>(link: T, messages: Messages): T {
  return { ...link, label: translated(messages, `link.item.label.${link.label}`, link.label) }
}
