/**
 * Post authors as Docusaurus's blog plugin gives them: keys of the authors file (`blog/authors.yml`:
 * name, title, url, image_url, email, socials, page), or objects written in the post; a key's entry can
 * be overridden field by field in the post. An author whose entry has `page` gets a page listing their
 * posts, at `/blog/authors/<key>` or `<permalink>`.
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join, posix } from 'node:path'
import { parse } from 'yaml'
import { z } from 'zod'
import { normalizeRoute } from '../content/routes'
import { BuildError } from '../errors'

/** An author as a post names it: a key of the authors file, and/or fields of its own. */
export interface AuthorInput {
  key?: string
  name?: string
  title?: string
  url?: string
  image_url?: string
  imageURL?: string
  email?: string
  socials?: Record<string, string>
}

export interface Author {
  key?: string
  name: string
  title?: string
  url?: string
  imageUrl?: string
  email?: string
  /** Social profile links, in the order given: `[label, url]`. */
  socials: Array<[string, string]>
  /** The author's page of posts (an entry with `page`), else undefined. */
  page?: string
}

const Entry = z
  .object({
    name: z.string().optional(),
    title: z.string().optional(),
    url: z.string().optional(),
    image_url: z.string().optional(),
    imageURL: z.string().optional(),
    email: z.string().optional(),
    socials: z.record(z.string(), z.string()).optional(),
    page: z.union([z.boolean(), z.object({ permalink: z.string() })]).optional(),
  })
  .loose()
export type AuthorsMap = ReadonlyMap<string, z.output<typeof Entry>>

/** Where a social handle leads (a value that is already a URL stays as it is). */
const SOCIAL_URLS: Record<string, [label: string, base: string]> = {
  x: ['X', 'https://x.com/'],
  twitter: ['X', 'https://x.com/'],
  github: ['GitHub', 'https://github.com/'],
  linkedin: ['LinkedIn', 'https://www.linkedin.com/in/'],
  stackoverflow: ['Stack Overflow', 'https://stackoverflow.com/users/'],
  bluesky: ['Bluesky', 'https://bsky.app/profile/'],
  instagram: ['Instagram', 'https://www.instagram.com/'],
  threads: ['Threads', 'https://www.threads.net/@'],
  mastodon: ['Mastodon', 'https://mastodon.social/@'],
  youtube: ['YouTube', 'https://youtube.com/'],
}

/** Reads the authors file (YAML or JSON), relative to the blog folder; none: an empty map. */
export async function loadAuthorsMap(root: string, blogPath: string, authorsMapPath: string): Promise<AuthorsMap> {
  const file = posix.join(blogPath, authorsMapPath)
  if (!existsSync(join(root, file))) return new Map()
  let data: unknown
  try {
    data = parse(await readFile(join(root, file), 'utf8'))
  } catch (error) {
    const line = (error as { linePos?: Array<{ line: number; col: number }> }).linePos?.[0]
    throw new BuildError(`the authors file is not valid YAML: ${(error as Error).message.split('\n')[0]}`, { location: { file, line: line?.line, column: line?.col }, hint: 'one key per author, each with name, title, url, image_url…' })
  }
  const checked = z.record(z.string(), Entry).safeParse(data ?? {})
  if (!checked.success) {
    const issue = checked.error.issues[0]!
    throw new BuildError(`the authors file has a wrong entry at ${issue.path.join('.')}: ${issue.message}`, { location: { file }, hint: 'each key is an author: { name, title, url, image_url, email, socials, page }' })
  }
  return new Map(Object.entries(checked.data))
}

/**
 * The post's authors. A key the file does not have is an error naming the post; `inline` collects the
 * authors written in the post when the site has an authors file (onInlineAuthors reports them).
 */
export function resolveAuthors(inputs: AuthorInput[], map: AuthorsMap, routeBasePath: string, baseUrl: string, file: string, inline: string[]): Author[] {
  return inputs.map((input) => {
    const entry = input.key === undefined ? undefined : map.get(input.key)
    if (input.key !== undefined && !entry) {
      throw new BuildError(`the author "${input.key}" is not in the authors file`, { location: { file }, hint: map.size === 0 ? 'create the authors file (blog/authors.yml) with this key, or write the author as an object' : `use one of: ${[...map.keys()].join(', ')}` })
    }
    if (input.key === undefined && map.size > 0) inline.push(`${file}: ${input.name ?? '(no name)'}`)
    const merged = { ...entry, ...input }
    const image = merged.image_url ?? merged.imageURL
    const page = entry?.page === true ? `/${kebab(input.key!)}` : entry?.page ? entry.page.permalink : undefined
    return {
      key: input.key,
      name: merged.name ?? input.key ?? '',
      title: merged.title,
      url: merged.url,
      email: merged.email,
      imageUrl: image && image.startsWith('/') && !image.startsWith('//') ? `${baseUrl.replace(/\/$/, '')}${image}` : image,
      socials: Object.entries(merged.socials ?? {}).map(([name, value]) => socialLink(name, value)),
      page: page === undefined ? undefined : normalizeRoute(`${routeBasePath}/authors/${page.replace(/^\//, '')}`),
    }
  })
}

function socialLink(name: string, value: string): [string, string] {
  const known = SOCIAL_URLS[name.toLowerCase()]
  const label = known?.[0] ?? name.charAt(0).toUpperCase() + name.slice(1)
  return [label, /^https?:\/\//.test(value) || !known ? value : `${known[1]}${value.replace(/^@/, '')}`]
}

function kebab(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
}
