/**
 * A page's document title, as Docusaurus's default title formatter writes it (theme-common
 * titleFormatterUtils, TitleFormatterFnDefault): "Page | Site"; the site's title alone when the page has
 * none, or when its title is the site's (Home Assistant's home page read "Docs | Docs").
 */
export function documentTitle(title: string | undefined, site: { title: string; titleDelimiter: string }): string {
  const trimmed = title?.trim()
  return !trimmed || trimmed === site.title ? site.title : `${trimmed} ${site.titleDelimiter} ${site.title}`
}
