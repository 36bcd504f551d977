/** sitemap.xml of the indexable routes (unlisted docs and the 404 page are left out). */

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export function sitemapXml(origin: string, routes: Array<{ loc: string; lastmod?: number }>): string {
  const urls = routes.map(
    (r) => `<url><loc>${escape(origin + r.loc)}</loc>${r.lastmod !== undefined ? `<lastmod>${new Date(r.lastmod).toISOString().slice(0, 10)}</lastmod>` : ''}</url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}
