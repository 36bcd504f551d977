/**
 * src/cli/launch.mjs, what ./bin/build runs: the generator as a cached esbuild bundle (no tsx), with the
 * worker entries beside it. The site it builds must be the one the TypeScript sources build.
 */
import { execFile } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUILD_NODE_FLAGS, ensureBundle } from '../../src/cli/launch.mjs'
import { buildSite, copyFixture, linkGeneratorPackages } from '../support/site'

const GENERATOR_ROOT = resolve(import.meta.dirname, '../..')
let site: { root: string; dispose(): Promise<void> }

beforeAll(async () => {
  site = await copyFixture('basic')
})

afterAll(async () => {
  await site?.dispose()
})

describe('launch.mjs', () => {
  it('bundles the entry and every worker once, and reuses the bundle while the sources are unchanged', async () => {
    const dir = await ensureBundle('src/cli/build.ts')
    for (const name of ['main', 'compile-worker', 'code-worker', 'link-worker']) expect(existsSync(join(dir, `${name}.js`)), name).toBe(true)
    const stamp = readdirSync(dir).length
    expect(await ensureBundle('src/cli/build.ts')).toBe(dir)
    expect(readdirSync(dir).length).toBe(stamp)
    // Paths computed from a module's own location still point into the sources, not into the bundle.
    const chunks = readdirSync(join(dir, 'chunks')).map((f) => readFileSync(join(dir, 'chunks', f), 'utf8'))
    const code = [readFileSync(join(dir, 'main.js'), 'utf8'), ...chunks].join('\n')
    expect(code).toContain(JSON.stringify(join(GENERATOR_ROOT, 'src/generator/render')))
  })

  it('runs under the flags ./bin/build passes to node, the same the benches measure with', () => {
    const command = readFileSync(join(GENERATOR_ROOT, 'bin/build'), 'utf8').split('\n').find((line) => line.startsWith('exec node '))
    expect(command).toBe(`exec node ${BUILD_NODE_FLAGS.join(' ')} src/cli/launch.mjs src/cli/build.ts "$@"`)
  })

  it('builds a site to the same pages as the TypeScript sources do', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [join(GENERATOR_ROOT, 'src/cli/launch.mjs'), 'src/cli/build.ts', '--root', site.root, '--out', 'out'], {
      cwd: GENERATOR_ROOT,
      env: { ...process.env, NODE_ENV: 'production' },
    })
    expect(stdout).toMatch(/^Built \d+ pages into /)
    const inMemory = await buildSite(site.root)
    for (const route of inMemory.routes.filter((r) => r.kind === 'doc')) {
      const written = await readFile(join(site.root, 'out', route.route, 'index.html'), 'utf8')
      expect(written, route.route).toBe(route.html)
    }
  })

  it('builds a Docusaurus site, whose config loader keeps its quoted import.meta define keys', async () => {
    const docusaurus = await copyFixture('docusaurus-site')
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [join(GENERATOR_ROOT, 'src/cli/launch.mjs'), 'src/cli/build.ts', '--root', docusaurus.root, '--out', 'out'], {
        cwd: GENERATOR_ROOT,
        env: { ...process.env, NODE_ENV: 'production' },
      })
      expect(stdout).toMatch(/^Built \d+ pages into /)
      expect(await readFile(join(docusaurus.root, 'out', 'index.html'), 'utf8')).toContain('<title>')
    } finally {
      await docusaurus.dispose()
    }
  })

  it("runs a Docusaurus site's plugin packages as Node loads them (ES module syntax in a CommonJS package too)", async () => {
    const plugins = await copyFixture('docusaurus-plugins')
    try {
      await linkGeneratorPackages(plugins.root)
      const { stdout, stderr } = await promisify(execFile)(process.execPath, [join(GENERATOR_ROOT, 'src/cli/launch.mjs'), 'src/cli/build.ts', '--root', plugins.root, '--out', 'out'], {
        cwd: GENERATOR_ROOT,
        env: { ...process.env, NODE_ENV: 'production' },
      })
      expect(stdout).toMatch(/^Built \d+ pages into /)
      // Under vitest a module loader of its own hides what Node refuses: this runs as ./bin/build does.
      expect(stderr).not.toMatch(/fixture-zoom|fixture-plants/)
      const html = await readFile(join(plugins.root, 'out', 'math', 'index.html'), 'utf8')
      const script = /<script type="module" src="\/(assets\/client-modules-[^"]+\.js)"/.exec(html)?.[1]
      expect(await readFile(join(plugins.root, 'out', script!), 'utf8')).toContain('zoomBackground')
      expect(await readFile(join(plugins.root, 'out', 'plants', 'index.html'), 'utf8')).toContain('<aside class="plant-card"><strong>Basil</strong>')
    } finally {
      await plugins.dispose()
    }
  })

  it('refuses an entry that is not a file of the generator', async () => {
    const run = promisify(execFile)(process.execPath, [join(GENERATOR_ROOT, 'src/cli/launch.mjs'), 'src/cli/nothing-here.ts'], { cwd: GENERATOR_ROOT })
    await expect(run).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('nothing-here.ts is not a file of the generator') })
  })
})
