/**
 * `./bin/clear`: removes what builds leave in a site, as `docusaurus clear` does: its build folder and its
 * caches (`.cache/rtk-docs/`: highlighted code, compiled and rendered pages, the API reference, the search
 * index, the last link check). The next build is a cold one. The generator's own cache (its bundle, in
 * its node_modules/.cache) serves every site and is made again from its sources when they change: left.
 */
import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { relative, resolve } from 'node:path'
import { commandArgs, siteRoot } from './args'
import { compileDirs } from '../generator/mdx/compile-docs'

const values = commandArgs(
  './bin/clear',
  `[--root DIR] [--out DIR]
  --root DIR   the site: a folder with site.config.ts or docusaurus.config.* (default: here)
  --out DIR    its build folder, inside the site (default: build/); --out-dir too`,
  { root: { type: 'string' }, out: { type: 'string' }, 'out-dir': { type: 'string' } },
)
const root = siteRoot('./bin/clear', values.root ?? '.')
const out = resolve(root, values.out ?? values['out-dir'] ?? 'build')
if (relative(root, out).startsWith('..') || out === root) {
  process.stderr.write(`./bin/clear: --out ${values.out ?? values['out-dir']}: not a folder inside the site (${out}); nothing removed\n`)
  process.exit(1)
}
const { cacheDir } = compileDirs(root)
const removed: string[] = []
for (const path of [out, cacheDir]) {
  if (!existsSync(path)) continue
  await rm(path, { recursive: true, force: true })
  removed.push(path)
}
process.stdout.write(removed.length > 0 ? `Removed ${removed.map((p) => relative(root, p)).join(' and ')} from ${root}.\n` : `Nothing to remove: ${root} has no build or cache.\n`)
