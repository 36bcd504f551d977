/**
 * A blog post's structured data (schema.org BlogPosting, as JSON-LD in its head), as Docusaurus's blog
 * theme writes it (plugin-content-blog's structuredDataUtils): its address, title, description, date,
 * authors, title image and keywords, and the blog it is part of. Search engines show posts from it.
 */
import { absoluteUrl } from '../../components/links'
import { normalizeRoute } from '../content/routes'
import type { BlogPost } from './blog-model'

export function blogPostingData(post: BlogPost, description: string | undefined, site: { url: string; baseUrl: string }, blog: { title: string; routeBasePath: string }): Record<string, unknown> {
  const absolute = (path: string) => absoluteUrl(site.url, site.baseUrl, path)
  const url = absolute(post.route)
  const authors = post.authors.map((author) => ({
    '@type': 'Person',
    ...(author.name ? { name: author.name } : {}),
    ...(author.title ? { description: author.title } : {}),
    ...(author.url ? { url: author.url } : {}),
    ...(author.email ? { email: author.email } : {}),
    ...(author.imageUrl ? { image: author.imageUrl } : {}),
  }))
  const image = typeof post.frontmatter.image === 'string' ? absolute(post.frontmatter.image) : undefined
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': url,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    name: post.title,
    description,
    datePublished: new Date(post.date).toISOString(),
    author: authors.length === 1 ? authors[0] : authors,
    ...(image ? { image: { '@type': 'ImageObject', '@id': image, url: image, contentUrl: image, caption: `title image for the blog post: ${post.title}` } } : {}),
    keywords: post.frontmatter.keywords ?? [],
    isPartOf: { '@type': 'Blog', '@id': absolute(normalizeRoute(blog.routeBasePath)), name: blog.title },
  }
}
