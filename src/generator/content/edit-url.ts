/**
 * "Edit this page" from an `editUrl` string: the base with the page's file (site-relative) after it, as
 * Docusaurus joins them. A site whose docs sit beside it (`path: '../docs'`, a `website/` folder in a
 * repository) gives `website/../docs/intro.md`: the `..` is resolved, as a browser would on following it.
 */
export function joinEditUrl(base: string, file: string): string {
  const joined = `${base.replace(/\/?$/, '/')}${file}`
  if (!/^https?:\/\//i.test(joined)) return joined
  try {
    return new URL(joined).href
  } catch {
    return joined
  }
}
