/**
 * Generated sites for bench/scale: the real docs/ repeated in sub-folders (`docs/x1/…`, `docs/x2/…`), each
 * copy with its own ids, routes, relative links and a sidebar category of its own, and a site with one
 * page of about 5 MB. The generator's src/ and static/ are linked in, so the custom pages build as on the
 * real site.
 */
import { cp, mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { REPO_ROOT } from './report'

/** Pages of the real site that are not docs (home, errors, not-found). */
const CUSTOM_PAGES = 3

async function baseSite(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true })
  await mkdir(dir, { recursive: true })
  await symlink(join(REPO_ROOT, 'src'), join(dir, 'src'))
  await symlink(join(REPO_ROOT, 'static'), join(dir, 'static'))
  await cp(join(REPO_ROOT, 'site.config.ts'), join(dir, 'site.config.ts'))
  await cp(join(REPO_ROOT, 'docs'), join(dir, 'docs'), { recursive: true })
}

async function docCount(): Promise<number> {
  return (await readdir(join(REPO_ROOT, 'docs'), { recursive: true })).filter((f) => /\.mdx?$/.test(f)).length
}

/** Pages of the real site: its docs and custom pages. */
export async function realPageCount(): Promise<number> {
  return CUSTOM_PAGES + (await docCount())
}

/** The number of copies of docs/ that brings the site nearest `pages` routes (at least the original). */
export async function copiesFor(pages: number): Promise<number> {
  return Math.max(0, Math.round((pages - CUSTOM_PAGES) / (await docCount())) - 1)
}

/** Writes a site with the docs and `copies` more copies of them into `dir`; returns its page count. */
export async function writeScaleSite(dir: string, copies: number): Promise<number> {
  await baseSite(dir)
  for (let k = 1; k <= copies; k++) await cp(join(REPO_ROOT, 'docs'), join(dir, 'docs', `x${k}`), { recursive: true })
  // The real config, with each copy's folder included (the real include patterns under it) and its own search section.
  await writeFile(
    join(dir, 'site.config.ts'),
    `import config from ${JSON.stringify(join(REPO_ROOT, 'site.config.ts'))}
import { SiteConfigSchema } from ${JSON.stringify(join(REPO_ROOT, 'src/generator/config/schema.ts'))}

const docs = SiteConfigSchema.parse(config).docs
if (docs === false) throw new Error('the real site has docs')
const copies = Array.from({ length: ${copies} }, (_, i) => \`x\${i + 1}\`)
export default {
  ...config,
  docs: {
    ...config.docs,
    include: [...docs.include, ...copies.flatMap((folder) => docs.include.map((pattern) => \`\${folder}/\${pattern}\`))],
    sections: { ...docs.sections, ...Object.fromEntries(copies.map((folder, i) => [folder, \`Copy \${i + 1}\`])) },
  },
}
`,
  )
  // The real sidebar, then one folded category per copy (Docusaurus folds categories by default; a large
  // site would) with the same items under the copy's folder.
  await writeFile(
    join(dir, 'sidebars.ts'),
    `import original from ${JSON.stringify(join(REPO_ROOT, 'sidebars.ts'))}

type Item = string | { type: string; id?: string; items?: Item[]; link?: { type: string; id?: string } }
const copies = ${copies}
const under = (prefix: string, item: Item): Item => {
  if (typeof item === 'string') return prefix + item
  return {
    ...item,
    ...(item.id ? { id: prefix + item.id } : {}),
    ...(item.items ? { items: item.items.map((i) => under(prefix, i)) } : {}),
    ...(item.link?.id ? { link: { ...item.link, id: prefix + item.link.id } } : {}),
  }
}
const sidebars = Object.fromEntries(
  Object.entries(original as Record<string, Item[]>).map(([name, items]) => [
    name,
    [...items, ...Array.from({ length: copies }, (_, i) => ({ type: 'category', label: \`Copy \${i + 1}\`, collapsed: true, items: items.map((item) => under(\`x\${i + 1}/\`, item)) }))],
  ]),
)
export default sidebars
`,
  )
  return CUSTOM_PAGES + (copies + 1) * (await docCount())
}

/**
 * Writes the real site plus docs/api/five-megabytes.md: the API reference pages (the folder it sits in,
 * so their relative links resolve) one after another, repeated to `bytes`. Returns its size.
 */
export async function writeBigPageSite(dir: string, bytes: number): Promise<number> {
  await baseSite(dir)
  await cp(join(REPO_ROOT, 'sidebars.ts'), join(dir, 'sidebars.ts'))
  const api = join(REPO_ROOT, 'docs', 'api')
  const bodies: string[] = []
  for (const file of (await readdir(api)).filter((f) => /\.mdx?$/.test(f)).sort()) {
    bodies.push((await readFile(join(api, file), 'utf8')).replace(/^---\n[\s\S]*?\n---\n/, ''))
  }
  const parts = ['---\ntitle: Five megabytes\ndescription: Every API reference page, again and again\n---\n']
  let size = parts[0]!.length
  for (let i = 0; size < bytes; i++) {
    const body = bodies[i % bodies.length]!
    parts.push(body)
    size += Buffer.byteLength(body)
  }
  await writeFile(join(dir, 'docs', 'api', 'five-megabytes.md'), parts.join('\n\n'))
  return size
}
