/**
 * A throwaway Docusaurus 3.6.3 site over a copy of our docs/: install, prepare, build.
 * Lives in a temporary folder (default $TMPDIR/rtk-bench-docusaurus, kept between runs so the npm
 * install is done once; `--fresh` starts over). Nothing here touches docs/ itself.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, mkdir, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, dirname, join, relative, sep } from 'node:path'
import * as esbuild from 'esbuild'
import siteConfig from '../../site.config'
import { REPO_ROOT } from './report'
import { runMeasured, type Measured } from './proc'

export const DOCUSAURUS_VERSION = '3.6.3'
export const DEFAULT_DIR = join(tmpdir(), 'rtk-bench-docusaurus')

const PACKAGE_JSON = {
  name: 'rtk-docs-docusaurus-bench',
  private: true,
  dependencies: {
    '@docusaurus/core': DOCUSAURUS_VERSION,
    '@docusaurus/preset-classic': DOCUSAURUS_VERSION,
    '@mdx-js/react': '^3.0.0',
    clsx: '^2.0.0',
    'prism-react-renderer': '^2.3.0',
    react: '^18.3.1',
    'react-dom': '^18.3.1',
  },
  // webpack after 5.96.1 breaks Docusaurus 3.6.3's build.
  overrides: { webpack: '5.96.1' },
}

/** Installs Docusaurus into `dir` unless the same package.json is already installed there. */
export async function installDocusaurus(dir: string, log: (line: string) => void): Promise<void> {
  await mkdir(dir, { recursive: true })
  const wanted = `${JSON.stringify(PACKAGE_JSON, null, 2)}\n`
  const file = join(dir, 'package.json')
  const current = existsSync(file) ? await readFile(file, 'utf8') : ''
  if (current === wanted && existsSync(join(dir, 'node_modules', '@docusaurus', 'core', 'package.json'))) {
    log(`Docusaurus ${DOCUSAURUS_VERSION} already installed in ${dir}`)
    return
  }
  await writeFile(file, wanted)
  log(`Installing Docusaurus ${DOCUSAURUS_VERSION} into ${dir} (npm install, a minute or two)…`)
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: ['ignore', 2, 2] })
}

export function installedVersions(dir: string): string {
  const version = (pkg: string) => {
    try {
      return JSON.parse(execFileSync('node', ['-p', `JSON.stringify(require('${pkg}/package.json'))`], { cwd: dir, encoding: 'utf8' })).version as string
    } catch {
      return '?'
    }
  }
  return `@docusaurus/core ${version('@docusaurus/core')}, webpack ${version('webpack')}, react ${version('react')}`
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? walk(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]))))
  return nested.flat()
}

/** Docusaurus's doc id: folder + front matter `id` (or the file name without number prefix). */
function docId(relPath: string, source: string): string {
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? ''
  const id = /^id:\s*['"]?([^'"\n]+?)['"]?\s*$/m.exec(frontMatter)?.[1] ?? basename(relPath).replace(/\.mdx?$/, '').replace(/^\d+[-_.]/, '')
  const folder = dirname(relPath).split(sep).join('/')
  return folder === '.' ? id : `${folder}/${id}`
}

/** Adds `import Tabs from '@theme/Tabs'` (and TabItem) after the front matter where the page uses them. */
export function injectThemeImports(source: string): string {
  const imports = [
    /<Tabs[\s>]/.test(source) && !/import\s+Tabs\b/.test(source) ? "import Tabs from '@theme/Tabs';" : '',
    /<TabItem[\s>]/.test(source) && !/import\s+TabItem\b/.test(source) ? "import TabItem from '@theme/TabItem';" : '',
  ].filter(Boolean)
  if (imports.length === 0) return source
  const frontMatter = /^---\n[\s\S]*?\n---\n/.exec(source)?.[0] ?? ''
  return `${frontMatter}\n${imports.join('\n')}\n\n${source.slice(frontMatter.length)}`
}

type SidebarItem = string | { type: string; id?: string; items?: SidebarItem[]; [key: string]: unknown }

function pruneSidebar(items: SidebarItem[], ids: Set<string>): SidebarItem[] {
  const kept: SidebarItem[] = []
  for (const item of items) {
    if (typeof item === 'string') {
      if (ids.has(item)) kept.push(item)
    } else if (item.type === 'doc') {
      if (item.id && ids.has(item.id)) kept.push(item)
    } else if (item.type === 'category' && item.items) {
      const children = pruneSidebar(item.items, ids)
      if (children.length > 0) kept.push({ ...item, items: children })
    } else kept.push(item)
  }
  return kept
}

export interface Prepared {
  /** Doc files copied (relative to docs/). */
  docs: number
  /** Sidebar ids dropped because no doc has them (docs still being written, or skipped). */
  droppedFromSidebar: string[]
  /** Files that got Tabs/TabItem imports. */
  injected: string[]
  /** doc route → doc file (relative to docs/). */
  fileByRoute: Map<string, string>
}

/** Writes the site: docs copy (minus `skip`), sidebars.js, docusaurus.config.js, src/pages/index.js, static/. */
export async function prepareSite(dir: string, skip: Set<string>): Promise<Prepared> {
  const docsDir = join(dir, 'docs')
  await rm(docsDir, { recursive: true, force: true })
  await rm(join(dir, 'static'), { recursive: true, force: true })
  await rm(join(dir, 'src'), { recursive: true, force: true })
  await mkdir(join(dir, 'src', 'pages'), { recursive: true })
  await cp(join(REPO_ROOT, 'static'), join(dir, 'static'), { recursive: true })

  const sourceDocs = join(REPO_ROOT, siteConfig.docs === false ? 'docs' : (siteConfig.docs?.path ?? 'docs'))
  const ids = new Set<string>()
  const injected: string[] = []
  const fileByRoute = new Map<string, string>()
  let docs = 0
  for (const file of await walk(sourceDocs)) {
    const rel = relative(sourceDocs, file)
    const target = join(docsDir, rel)
    await mkdir(dirname(target), { recursive: true })
    if (!/\.mdx?$/.test(file)) {
      await cp(file, target)
      continue
    }
    if (skip.has(rel)) continue
    const source = await readFile(file, 'utf8')
    // markdown.format 'mdx' compiles .md as MDX too, so every Markdown file may need the imports.
    const withImports = injectThemeImports(source)
    if (withImports !== source) injected.push(rel)
    await writeFile(target, withImports)
    const id = docId(rel, source)
    ids.add(id)
    fileByRoute.set(`/${id}`, rel)
    docs++
  }

  const sidebarsTs = await readFile(join(REPO_ROOT, 'sidebars.ts'), 'utf8')
  const { code } = await esbuild.transform(sidebarsTs, { loader: 'ts', format: 'cjs' })
  const sidebarsModule = { exports: {} as { default?: Record<string, SidebarItem[]> } }
  new Function('module', 'exports', 'require', code)(sidebarsModule, sidebarsModule.exports, () => ({}))
  const sidebars = sidebarsModule.exports.default ?? (sidebarsModule.exports as Record<string, SidebarItem[]>)
  const listed = new Set<string>()
  const collect = (items: SidebarItem[]) =>
    items.forEach((i) => (typeof i === 'string' ? listed.add(i) : i.type === 'doc' && i.id ? listed.add(i.id) : i.items && collect(i.items)))
  Object.values(sidebars).forEach(collect)
  const pruned = Object.fromEntries(Object.entries(sidebars).map(([name, items]) => [name, pruneSidebar(items, ids)]))
  // The esbuild output is kept as the module body (it is the JS copy of sidebars.ts); the pruned
  // object replaces its export only when some ids had to go.
  const dropped = [...listed].filter((id) => !ids.has(id))
  await writeFile(
    join(dir, 'sidebars.cjs'),
    dropped.length === 0 ? `${code}\nmodule.exports = module.exports.default;\n` : `// sidebars.ts, minus ids with no doc: ${dropped.join(', ')}\nmodule.exports = ${JSON.stringify(pruned, null, 2)};\n`,
  )

  await writeFile(join(dir, 'docusaurus.config.js'), configSource())
  await writeFile(join(dir, 'src', 'pages', 'index.js'), HOME_PAGE)
  return { docs, droppedFromSidebar: dropped, injected, fileByRoute }
}

function configSource(): string {
  const c = siteConfig
  const navbarItems = (c.navbar?.items ?? []).map((item) => {
    const { to, href, label } = item as { to?: string; href?: string; label: string }
    return href ? { href, label, position: 'right' } : { to, label, position: 'left' }
  })
  const config = {
    title: c.title,
    tagline: c.tagline,
    url: c.url,
    baseUrl: c.baseUrl ?? '/',
    favicon: (c.favicon ?? '').replace(/^\//, ''),
    onBrokenLinks: 'warn',
    onBrokenMarkdownLinks: 'warn',
    markdown: { format: 'mdx' },
    presets: [
      [
        'classic',
        {
          docs: { routeBasePath: '/', path: 'docs', sidebarPath: './sidebars.cjs' },
          blog: false,
        },
      ],
    ],
    themeConfig: {
      colorMode: { defaultMode: 'light', respectPrefersColorScheme: true },
      announcementBar: c.announcementBar,
      navbar: { title: c.navbar?.title, logo: { alt: c.navbar?.logo?.alt, src: c.navbar?.logo?.src?.replace(/^\//, '') }, items: navbarItems },
      footer: {
        style: c.footer?.style ?? 'dark',
        links: c.footer?.links,
        copyright: c.footer?.copyright,
      },
      tableOfContents: { minHeadingLevel: c.toc?.minHeadingLevel ?? 2, maxHeadingLevel: c.toc?.maxHeadingLevel ?? 4 },
    },
  }
  return `// Written by bench/compare-docusaurus from our site.config.ts: same title, navbar, footer, announcement bar.\nmodule.exports = ${JSON.stringify(config, null, 2)};\n`
}

/** The same content as our src/pages/index.tsx, roughly: hero, four features, a code sample. */
const HOME_PAGE = `import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';

const FEATURES = [
  ['Simple', 'configureStore sets up a store with good defaults in one call; createSlice writes the action types, action creators and reducer for you.'],
  ['Opinionated', 'Thunks, the DevTools extension and checks for accidental mutation and non-serializable values are on out of the box, so the common path is the safe one.'],
  ['Powerful', 'Immer lets reducers use "mutating" syntax while staying immutable; createEntityAdapter and createSelector keep normalized data and derived values fast.'],
  ['Data fetching built in', 'RTK Query fetches, caches and invalidates server data with generated React hooks, without hand-written thunks or loading flags.'],
];

const SAMPLE = \`import { configureStore, createSlice } from '@reduxjs/toolkit'

const counterSlice = createSlice({
  name: 'counter',
  initialState: { value: 0 },
  reducers: {
    incremented(state) {
      // Immer turns this "mutation" into a safe immutable update
      state.value += 1
    },
  },
})

export const { incremented } = counterSlice.actions
export const store = configureStore({ reducer: { counter: counterSlice.reducer } })\`;

export default function Home() {
  return (
    <Layout title="Redux Toolkit" description="Redux Toolkit is the official, opinionated toolset for Redux.">
      <main className="container margin-vert--xl">
        <h1 className="hero__title">Redux Toolkit</h1>
        <p className="hero__subtitle">The official, opinionated, batteries-included toolset for efficient Redux development</p>
        <Link className="button button--primary button--lg" to="/introduction/getting-started">Get Started</Link>
        <div className="row margin-vert--lg">
          {FEATURES.map(([title, text]) => (
            <div key={title} className="col col--3"><h2>{title}</h2><p>{text}</p></div>
          ))}
        </div>
        <CodeBlock language="ts" title="app/store.ts">{SAMPLE}</CodeBlock>
      </main>
    </Layout>
  );
}
`

/**
 * One `docusaurus build` of the site in `dir` with the Docusaurus installed in `installDir` (the same
 * folder, or one above it: a site copy under it finds its packages there); `cold` first removes
 * .docusaurus/ and node_modules/.cache/ (webpack's cache).
 */
export async function buildDocusaurus(dir: string, cold: boolean, logFile: string, installDir = dir): Promise<Measured> {
  if (cold) {
    await rm(join(dir, '.docusaurus'), { recursive: true, force: true })
    await rm(join(installDir, 'node_modules', '.cache'), { recursive: true, force: true })
    await rm(join(dir, 'node_modules', '.cache'), { recursive: true, force: true })
  }
  return runMeasured(process.execPath, [join(installDir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'), 'build', '--out-dir', 'build'], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', NO_UPDATE_NOTIFIER: '1', DOCUSAURUS_IGNORE_SSG_WARNINGS: 'true', FORCE_COLOR: '0' },
    timeoutMs: 30 * 60_000,
    logFile,
  })
}

/** Doc files (relative to docs/) that a failed build names, via its MDX errors or failed routes. */
export function failingDocs(output: string, dir: string, fileByRoute: Map<string, string>): string[] {
  const files = new Set<string>()
  const docsDir = join(dir, 'docs') + sep
  for (const match of output.matchAll(/(?:MDX compilation failed for file|for file|file:\s*)"?(\/[^"\s]+\.mdx?)"?/g)) {
    const file = match[1] ?? ''
    if (file.startsWith(docsDir)) files.add(file.slice(docsDir.length))
  }
  for (const match of output.matchAll(/(?:static file for pathname|pathname)\s*"([^"]+)"/g)) {
    const rel = fileByRoute.get((match[1] ?? '').replace(/\/$/, ''))
    if (rel) files.add(rel)
  }
  return [...files]
}

/**
 * A working copy of a Docusaurus site folder under `dir/sites/` (its node_modules linked, not copied;
 * build outputs and caches left out), so both tools build it without touching the original. A site
 * with no node_modules of its own uses the Docusaurus installed in `dir`.
 */
export async function copySite(site: string, dir: string): Promise<{ root: string; ownModules: boolean }> {
  const root = join(dir, 'sites', basename(site))
  await rm(root, { recursive: true, force: true })
  const skip = new Set(['node_modules', 'build', 'build-rtk', '.docusaurus', '.cache'].map((name) => join(site, name)))
  await cp(site, root, { recursive: true, filter: (src) => !skip.has(src) })
  const ownModules = existsSync(join(site, 'node_modules', '@docusaurus', 'core'))
  if (ownModules) await symlink(join(site, 'node_modules'), join(root, 'node_modules'), 'dir')
  return { root, ownModules }
}
