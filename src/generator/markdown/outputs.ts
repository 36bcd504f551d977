/**
 * Files for readers who want text, not HTML: a Markdown twin beside every doc and blog post route,
 * `/llms.txt` (title, summary, then each sidebar section with a link and description per page, then the
 * posts of each blog under its title) and `/llms-full.txt` (every sidebar page's twin, in sidebar order, then the posts').
 * Unlisted pages get a twin but stay out of both lists.
 */
import { dirname, join, resolve } from 'node:path'
import type { SiteModel } from '../model'
import type { BlogModel } from '../blog/blog-model'
import { siteBlogs, allPosts } from '../blog/blog-plugins'
import type { SidebarItem } from '../sidebar/types'
import type { OutputFile } from '../write/write'
import type { TwinInput, TwinLinks } from './twin'

export interface TwinPage {
  route: string
  title: string
  description?: string
  /** The twin's body as the compile step made it (made here from the source when absent). */
  markdown?: string
}

/**
 * The Markdown twins, llms.txt and llms-full.txt. A build's pages carry their twin (the compile worker
 * made it from the tree it parsed); the watch server compiles without, and passes `twinBody`
 * (markdown/twin.ts) to make them now. Taking it as an argument keeps MDX and remark (~0.2 s to load)
 * out of the build's main thread.
 */
export function markdownOutputs(model: SiteModel, pages: ReadonlyMap<string, TwinPage>, twinBody?: (input: TwinInput) => string): OutputFile[] {
  const { config } = model
  const origin = siteOrigin(config.url, config.baseUrl)
  const posts = allPosts(model)
  const routeOfFile = new Map([...model.docs, ...posts].map((d) => [join(model.root, d.file), d.route]))
  const twins = new Map<string, string>()
  for (const doc of [...model.docs, ...posts]) {
    const page = pages.get(doc.route)
    if (!page) continue
    const body = page.markdown ?? twinBody?.(twinInput(doc.source, join(model.root, doc.file), doc.route, origin, routeOfFile))
    if (body === undefined) throw new Error(`${doc.file}: compiled without its Markdown twin, and no twinBody given to make it`)
    twins.set(doc.route, `# ${page.title}\n\n${body}`)
  }
  const files: OutputFile[] = [...twins].map(([route, text]) => ({ path: `${route.replace(/^\//, '') || 'index'}.md`, contents: text }))

  const sidebar = model.sidebars[0]
  if (!sidebar && posts.length === 0) return files
  const listed = (item: SidebarItem): item is Extract<SidebarItem, { type: 'link' }> => item.type === 'link' && item.docId !== undefined && !item.unlisted
  const entry = (item: Extract<SidebarItem, { type: 'link' }>) => {
    const page = pages.get(item.href)
    return `- [${item.label}](${origin}${item.href}.md)${page?.description ? `: ${page.description}` : ''}`
  }
  const section = (item: SidebarItem, depth: number): string[] => {
    if (item.type !== 'category') return listed(item) ? [entry(item)] : []
    const inner = item.items.flatMap((child) => section(child, depth + 1))
    return inner.length === 0 ? [] : ['', `${'#'.repeat(Math.min(depth, 6))} ${item.label}`, '', ...inner.filter((l, i) => !(l === '' && i === 0))]
  }
  // A section per blog, under its title (the main blog first).
  const listedOf = (blog: BlogModel) => blog.posts.filter((p) => !p.unlisted && pages.has(p.route))
  const listedPosts = siteBlogs(model).flatMap(listedOf)
  const blog = siteBlogs(model).flatMap((b) => {
    const shown = listedOf(b)
    return shown.length === 0 ? [] : ['', `## ${b.config.blogTitle}`, '', ...shown.map((p) => `- [${p.title}](${origin}${p.route}.md)${pages.get(p.route)?.description ? `: ${pages.get(p.route)!.description}` : ''}`)]
  })
  const llms = [`# ${config.title}`, '', `> ${config.tagline}`, '', llmsSummary(config.llmsDescription), '', ...(sidebar?.items ?? []).flatMap((item) => section(item, 2)), ...blog]
  const order = [...flattenListed(sidebar?.items ?? []), ...listedPosts.map((p) => p.route)]
  const full = order.map((route) => twins.get(route)).filter((t): t is string => t !== undefined)
  files.push({ path: 'llms.txt', contents: `${llms.join('\n').replace(/\n{3,}/g, '\n\n')}\n` })
  files.push({ path: 'llms-full.txt', contents: `${full.join('\n\n---\n\n')}\n` })
  return files
}

/** `https://site.example` + base path, without a trailing slash. */
export function siteOrigin(url: string, baseUrl: string): string {
  return `${url}${baseUrl.replace(/\/$/, '')}`
}

/** What the twin of one page needs: its source, where it lives, and how to make its links absolute. */
export function twinInput(source: string, absolutePath: string, route: string, origin: string, routeOfFile: ReadonlyMap<string, string>): TwinInput {
  return { source, ...twinLinks(absolutePath, route, origin, routeOfFile) }
}

/** How the twin of the page at `absolutePath` (served at `route`) makes its links absolute. */
export function twinLinks(absolutePath: string, route: string, origin: string, routeOfFile: ReadonlyMap<string, string>): TwinLinks {
  return {
    pageUrl: `${origin}${route}`,
    absolute: (path) => `${origin}${path}`,
    resolveMdLink: (href) => routeOfFile.get(resolve(dirname(absolutePath), decodeURI(href))),
  }
}

/** The paragraph under the summary: what the site documents (config `llmsDescription`), and where the Markdown is. */
function llmsSummary(description: string | undefined): string {
  return `${description ? `${description} ` : ''}Every page below is also available as Markdown at the linked .md address.`
}

function flattenListed(items: SidebarItem[]): string[] {
  return items.flatMap((item) => (item.type === 'category' ? flattenListed(item.items) : item.type === 'link' && item.docId !== undefined && !item.unlisted ? [item.href] : []))
}
