/**
 * Docusaurus configs in each form a site may write them (CommonJS with require.resolve, an async
 * config function, ES modules, prism themes of both prism-react-renderer majors, packages that are
 * not installed), loaded and mapped into our resolved config.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { configFileOf, loadConfig } from '../../../../src/generator/config/load'
import { BuildError, formatError } from '../../../../src/generator/errors'
import { memoryLogger } from '../../../../src/generator/log'
import { buildSite } from '../../../support/site'

const roots: string[] = []
afterEach(async () => {
  await Promise.all(roots.splice(0).map((r) => rm(r, { recursive: true, force: true })))
})

/** A site folder with these files (a package.json without "type", as Docusaurus sites have). */
async function siteWith(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'rtk-docusaurus-config-'))
  roots.push(root)
  await writeFile(join(root, 'package.json'), '{ "name": "site", "private": true }\n')
  for (const [path, contents] of Object.entries(files)) {
    await mkdir(join(root, path, '..'), { recursive: true })
    await writeFile(join(root, path), contents)
  }
  return root
}

async function load(files: Record<string, string>) {
  const root = await siteWith(files)
  const logger = memoryLogger()
  return { config: await loadConfig(root, logger), warnings: logger.warnings, root }
}

const BASE = `title: 'Site', url: 'https://site.example', baseUrl: '/'`

describe('loading the config module', () => {
  it('runs a CommonJS config exporting an async function, with require.resolve relative to the config', async () => {
    const { config, warnings } = await load({
      'docusaurus.config.js': `const path = require('path')
        module.exports = async function createConfig() {
          return { ${BASE}, presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js'), path: path.join('content', 'docs') } }]] }
        }`,
      'sidebars.js': 'module.exports = {}',
    })
    expect(config.docs).toMatchObject({ sidebarPath: 'sidebars.js', path: 'content/docs', routeBasePath: '/docs' })
    expect(warnings).toEqual([])
  })

  it("finds a .cjs or .mjs file imported without its extension, as jiti does (Wasp's sidebars import typedoc's typedoc-sidebar.cjs)", async () => {
    const { config } = await load({
      'docusaurus.config.ts': `import sidebar from './api/typedoc-sidebar'\nimport { words } from './words'\nexport default { ${BASE}, customFields: { first: sidebar[0], words } }`,
      'api/typedoc-sidebar.cjs': "module.exports = ['api/index']",
      'words.mjs': "export const words = 'from .mjs'",
    })
    expect(config.customFields).toMatchObject({ first: 'api/index', words: 'from .mjs' })
  })

  it("reads the deployment repository's fields for ./bin/deploy: organizationName, projectName, deploymentBranch, githubHost, githubPort", async () => {
    const { config } = await load({
      'docusaurus.config.ts': `export default { ${BASE}, organizationName: 'acme', projectName: 'acme.github.io', deploymentBranch: 'main', githubHost: 'git.acme.dev', githubPort: 8443 }`,
    })
    expect(config.deploy).toEqual({ organizationName: 'acme', projectName: 'acme.github.io', deploymentBranch: 'main', githubHost: 'git.acme.dev', githubPort: '8443' })
  })

  it('runs an ES module config with import.meta.url', async () => {
    const { config } = await load({
      'docusaurus.config.mjs': `import { fileURLToPath } from 'node:url'
        const here = fileURLToPath(new URL('.', import.meta.url))
        export default { ${BASE}, customFields: { here } }`,
    })
    expect(String(config.customFields.here)).toMatch(/rtk-docusaurus-config-/)
  })

  it('finds docusaurus.config.* only when there is no site.config.ts', async () => {
    const root = await siteWith({ 'docusaurus.config.ts': `export default { ${BASE} }` })
    expect(configFileOf(root)).toBe('docusaurus.config.ts')
    await writeFile(join(root, 'site.config.ts'), 'export default {}')
    expect(configFileOf(root)).toBe('site.config.ts')
  })

  it('says which config files it looked for when a folder has none', async () => {
    const root = await siteWith({})
    const error = await loadConfig(root, memoryLogger()).catch((e: unknown) => e)
    expect(formatError(error)).toContain(`no site.config.ts or docusaurus.config.{ts,js,mjs} in ${root}`)
  })

  it('points at the site folder of a repository given instead, and names a Docusaurus 1 site as one with the way to migrate it', async () => {
    const repo = await siteWith({ 'website/docusaurus.config.js': `module.exports = { ${BASE} }`, 'docs/intro.md': '# Intro\n' })
    expect(formatError(await loadConfig(repo, memoryLogger()).catch((e: unknown) => e))).toContain(`Fix: the site is in website/: pass --root ${join(repo, 'website')}`)
    const v1 = await siteWith({ 'website/siteConfig.js': "module.exports = { title: 'Old' }", 'website/sidebars.json': '{}' })
    for (const root of [v1, join(v1, 'website')]) {
      const message = formatError(await loadConfig(root, memoryLogger()).catch((e: unknown) => e))
      expect(message).toContain(`${join(v1, 'website')} is a Docusaurus 1 site (siteConfig.js), which cannot be built as it is`)
      expect(message).toContain('npx @docusaurus/migrate migrate')
    }
  })

  it('stubs a package that is not installed and says so once, even when it is used twice', async () => {
    const { warnings } = await load({
      'docusaurus.config.ts': `import math from 'remark-math'
        import plausible from 'docusaurus-plugin-plausible'
        export default { ${BASE}, plugins: [plausible], presets: [['classic', { docs: { remarkPlugins: [math, [math, {}]] } }]] }`,
    })
    expect(warnings).toEqual([
      'docusaurus.config.ts: plugin "docusaurus-plugin-plausible" is ignored: no analytics script is added to the pages (install the package in the site to run it)',
      'docusaurus.config.ts: remark plugin "remark-math" is ignored: its package is not installed here, so pages compile without it (npm install it to run it)',
    ])
  })

  it("gives a missing package's named and namespace imports working stubs, and a plugin's server code the generator's React", async () => {
    const { config } = await load({
      'docusaurus.config.ts': `import { Parser } from 'acorn-not-installed'
        import * as React from 'react'
        export default { ${BASE}, customFields: { parser: typeof Parser, extended: typeof Parser.extend(), element: React.isValidElement(React.createElement('b')) } }`,
    })
    expect(config.customFields).toEqual({ parser: 'function', extended: 'function', element: true })
  })


  it("turns a missing package's value into '' where the config needs a string: a computed key, a template (Electron's config keyed a map by a missing package's enum)", async () => {
    const { config } = await load({
      'docusaurus.config.js': `const { AlertType } = require('alerts-not-installed')
        module.exports = { ${BASE}, customFields: { map: { [AlertType.NOTE]: 'info' }, text: \`type \${AlertType.TIP}\` } }`,
    })
    expect(config.customFields).toEqual({ map: { '': 'info' }, text: 'type ' })
  })
  it("gives @docusaurus/utils's URL helpers, which every Docusaurus site has, working when the site never installed Docusaurus; the rest of it stays a stub", async () => {
    const { config, warnings } = await load({
      'docusaurus.config.ts': `import { normalizeUrl, addTrailingSlash, getFileCommitDate } from '@docusaurus/utils'
        export default { ${BASE}, customFields: {
          joined: [normalizeUrl(['/', 'feature-requests']), normalizeUrl(['https://site.example/', '/blog/', 'rss.xml']), normalizeUrl(['/docs/', '/intro/', '?a=1', '?b=2']), normalizeUrl(['', '/hello']), normalizeUrl(['file:///', 'home', 'x'])],
          slash: addTrailingSlash('/docs'), stub: typeof getFileCommitDate,
        } }`,
    })
    expect(config.customFields).toEqual({
      joined: ['/feature-requests', 'https://site.example/blog/rss.xml', '/docs/intro?a=1&b=2', '/hello', 'file:///home/x'],
      slash: '/docs/',
      stub: 'function',
    })
    expect(warnings.filter((w) => w.includes('@docusaurus/utils'))).toHaveLength(1)
  })

  it("lets each file the config imports see its own path: import.meta.url, __dirname, require.resolve('./x')", async () => {
    const { config, root } = await load({
      'src/plugins/where.ts': `import { fileURLToPath } from 'node:url'
        import { dirname } from 'node:path'
        export const url = fileURLToPath(import.meta.url)
        export const dir = __dirname
        export const sibling = require.resolve('./sibling')
        const __filename = 'declared here'
        export const declared = __filename`,
      'src/plugins/sibling.ts': 'export default 1',
      'docusaurus.config.ts': `import { url, dir, sibling, declared } from './src/plugins/where'
        export default { ${BASE}, customFields: { url, dir, sibling, declared, own: __dirname } }`,
    })
    expect(config.customFields).toEqual({ url: join(root, 'src/plugins/where.ts'), dir: join(root, 'src/plugins'), sibling: join(root, 'src/plugins/sibling.ts'), declared: 'declared here', own: root })
  })

  it("gives a file's own __dirname in a template literal too, and leaves the word alone in strings (Apify's `${__dirname}/roa-loader/`)", async () => {
    const { config, root } = await load({
      'theme/config.js': "const plain = __dirname\nconst loader = `${__dirname}/roa-loader/`\nconst words = 'the __dirname of a file'\nmodule.exports = { plain, loader, words }\n",
      'docusaurus.config.js': `const theme = require('./theme/config')\nmodule.exports = { ${BASE}, customFields: theme }`,
    })
    expect(config.customFields).toEqual({ plain: join(root, 'theme'), loader: `${join(root, 'theme')}/roa-loader/`, words: 'the __dirname of a file' })
  })

  it("gives require() of an ES module its default export, named exports beside it, as Docusaurus's loader (jiti) does", async () => {
    const { config } = await load({
      'theme.ts': `export default { plain: { color: '#fff', backgroundColor: '#000' }, styles: [] }
        export const extra = 'named'`,
      'plugin.ts': `export default function plugin() { return { name: 'p' } }`,
      'docusaurus.config.js': `const theme = require('./theme.js')
        const plugin = require('./plugin')
        module.exports = { ${BASE}, customFields: { color: theme.plain.color, extra: theme.extra, same: theme.default === theme, keys: Object.keys(theme).sort(), called: plugin().name, viaDefault: plugin.default().name } }`,
    })
    expect(config.customFields).toEqual({ color: '#fff', extra: 'named', same: true, keys: ['extra', 'plain', 'styles'], called: 'p', viaDefault: 'p' })
  })

  it('names a plugin given as require.resolve of a package that is not installed, as it names an imported one', async () => {
    const { warnings } = await load({
      'docusaurus.config.js': `module.exports = { ${BASE}, plugins: [require.resolve('docusaurus-plugin-plausible')] }`,
    })
    expect(warnings).toEqual(['docusaurus.config.js: plugin "docusaurus-plugin-plausible" is ignored: no analytics script is added to the pages (install the package in the site to run it)'])
  })

  it("leaves out, naming it, a customCss entry that require.resolve made of a package that is not installed; keeps the site's own", async () => {
    const { config, warnings } = await load({
      'src/css/site.css': ':root { --ifm-color-primary: #123456; }',
      'docusaurus.config.js': `module.exports = { ${BASE}, presets: [['classic', { theme: { customCss: [require.resolve('./src/css/site.css'), 'src/css/site.css', require.resolve('react-tweet/theme.css')] } }]] }`,
    })
    expect(config.customCss).toEqual(['src/css/site.css', 'src/css/site.css'])
    expect(warnings).toEqual(['docusaurus.config.js: stylesheet "react-tweet/theme.css" is ignored: the package "react-tweet" is not installed (npm install react-tweet in the site to use it)'])
  })

  it("takes require.resolve of a path into node_modules, when the package is not installed, as its package's (Ionic's customCss failed the config)", async () => {
    const { config, warnings } = await load({
      'docusaurus.config.js': `module.exports = { ${BASE}, presets: [['classic', { theme: { customCss: [require.resolve('./node_modules/modern-normalize/modern-normalize.css')] } }]] }`,
    })
    expect(config.customCss).toEqual([])
    expect(warnings).toEqual(['docusaurus.config.js: stylesheet "modern-normalize/modern-normalize.css" is ignored: the package "modern-normalize" is not installed (npm install modern-normalize in the site to use it)'])
  })

  it("runs a preset the site writes itself and reads the plugins and themes it returns as the config's own, before them (remotion.dev's ./shiki preset was ignored)", async () => {
    const { config, warnings } = await load({
      'presets/site-preset.js': `module.exports = function sitePreset(context, options) {
        return {
          plugins: [['@docusaurus/plugin-content-docs', { routeBasePath: options.base, path: context.siteDir + '/guides' }], './plugins/route'],
          themes: [['@docusaurus/theme-classic', { customCss: [] }]],
        }
      }`,
      'plugins/route.js': "module.exports = function route() { return { name: 'route' } }",
      'plugins/late.js': "module.exports = function late() { return { name: 'late' } }",
      'docusaurus.config.js': `module.exports = { ${BASE}, presets: [['./presets/site-preset', { base: '/guide' }]], plugins: ['./plugins/late'] }`,
    })
    expect(warnings).toEqual([])
    expect(config.docs === false ? undefined : config.docs.routeBasePath).toBe('/guide')
    expect(config.blog).toBe(false)
    expect(config.sitePlugins.map((p) => p.plugin)).toEqual(['plugins/route', 'plugins/late'])
  })

  it("leaves a preset of an installed package, though require.resolve made its path absolute, to be read as the classic preset's wrapper, not run (Metro's internaldocs-fb)", async () => {
    const { config } = await load({
      'node_modules/wrapper-preset/package.json': '{ "name": "wrapper-preset", "main": "index.js" }',
      'node_modules/wrapper-preset/index.js': "module.exports = function () { throw new Error('the package preset ran') }",
      'docusaurus.config.js': `module.exports = { ${BASE}, presets: [[require.resolve('wrapper-preset'), { docs: { path: '../docs', routeBasePath: '/docs' } }]] }`,
    })
    expect(config.docs === false ? undefined : [config.docs.path, config.docs.routeBasePath]).toEqual(['../docs', '/docs'])
  })

  it('names a preset of the site that exports no function, with what to write', async () => {
    const error = await load({
      'presets/empty.js': 'module.exports = { plugins: [] }',
      'docusaurus.config.js': `module.exports = { ${BASE}, presets: [['./presets/empty', {}]] }`,
    }).catch((e: unknown) => e)
    expect(formatError(error)).toMatch(/presets\/empty\.js: preset "\.\/presets\/empty" of docusaurus\.config\.js exports no function\n  Fix: a preset is a function/)
  })

  it("reads a preset that passes its options on to the classic one (Meta's internaldocs-fb) as the classic preset, naming it", async () => {
    const { config, warnings } = await load({
      'src/css/site.css': ':root { --ifm-color-primary: #f26b00; }',
      'docusaurus.config.js': `module.exports = { ${BASE}, presets: [[require.resolve('docusaurus-plugin-internaldocs-fb/docusaurus-preset'), {
        docs: { routeBasePath: '/docs', editUrl: 'https://example.com/edit/', lastVersion: 'current' }, theme: { customCss: [require.resolve('./src/css/site.css')] }, blog: false }]] }`,
    })
    expect(config.docs === false ? undefined : [config.docs.routeBasePath, config.docs.version.name]).toEqual(['/docs', 'current'])
    expect(config.blog).toBe(false)
    expect(config.customCss).toEqual(['src/css/site.css'])
    expect(warnings).toEqual([
      'docusaurus.config.js: preset "docusaurus-plugin-internaldocs-fb/docusaurus-preset" is ignored: its options (docs, blog, theme) are read as the classic preset\'s, which such presets pass them on to; what else it adds is not run',
    ])
  })

  it('names a plugin file given by require.resolve by its path in the site, not the absolute one', async () => {
    const { warnings } = await load({
      'plugins/pack.js': "module.exports = () => ({ name: 'pack', configureWebpack: () => ({ module: { rules: [] } }) })",
      'docusaurus.config.js': `module.exports = { ${BASE}, plugins: [require.resolve('./plugins/pack.js')] }`,
    })
    expect(warnings).toEqual(['docusaurus.config.js: plugin "plugins/pack.js" runs without what its configureWebpack sets besides resolve.alias (module: there is no webpack here)'])
  })

  it("awaits a missing package's promise as a value, not for ever (a stub is no promise)", async () => {
    const { config } = await load({
      'docusaurus.config.js': `const remote = require('remote-settings')
        module.exports = async function createConfig() { const settings = await remote.fetchSettings(); await settings; return { ${BASE}, tagline: typeof settings } }`,
    })
    expect(config.tagline).toBe('function')
  }, 10_000)

  it('leaves out a navbar item made by a package that is not installed, naming the package', async () => {
    const { config, warnings } = await load({
      'docusaurus.config.js': `const { pick } = require('company-nav-items')
        module.exports = { ${BASE}, themeConfig: { navbar: { items: [{ to: '/docs', label: 'Docs' }, pick({ internal: { to: '/wiki', label: 'Wiki' }, external: { to: '/help', label: 'Help' } })] } } }`,
    })
    expect(config.navbar.items.map((item) => item.label)).toEqual(['Docs'])
    expect(warnings).toContain('docusaurus.config.js: a themeConfig.navbar item made with "company-nav-items" is ignored: the package is not installed here, so the item is left out (npm install company-nav-items in the site to have it)')
  })

  it("reads the classic preset's parts listed on their own (docs plugin, theme-classic) as the preset, with no blog unless listed", async () => {
    const { config, warnings } = await load({
      'src/css/site.css': ':root { --ifm-color-primary: #123456; }',
      'docusaurus.config.js': `module.exports = { ${BASE},
        themes: [['@docusaurus/theme-classic', { customCss: require.resolve('./src/css/site.css') }]],
        plugins: [['@docusaurus/plugin-content-docs', { routeBasePath: '/', sidebarPath: require.resolve('./sidebars.js'), editUrl: 'https://example.com/edit/' }]] }`,
      'sidebars.js': 'module.exports = { docs: [] }',
    })
    expect(warnings).toEqual([])
    expect(config.docs === false ? undefined : config.docs.routeBasePath).toBe('/')
    expect(config.blog).toBe(false)
    expect(config.customCss).toEqual(['src/css/site.css'])
  })

  it('keeps a standalone docs plugin beside the preset taking the preset\'s place, and another id as another docs instance', async () => {
    const { config } = await load({
      'docusaurus.config.js': `module.exports = { ${BASE}, presets: [['classic', { docs: false }]],
        plugins: [['@docusaurus/plugin-content-docs', { routeBasePath: 'guide' }], ['@docusaurus/plugin-content-docs', { id: 'api', path: 'api', routeBasePath: 'api' }]] }`,
    })
    expect(config.docs === false ? undefined : config.docs.routeBasePath).toBe('/guide')
    expect(config.blog).not.toBe(false)
    expect(config.docsInstances.map((d) => d.id)).toEqual(['api'])
  })

  it('keeps the Markdown plugins it can run (functions, with their options), in each list', async () => {
    const { config, warnings } = await load({
      'plugins/shout.js': `module.exports = function shout() { return () => {} }`,
      'docusaurus.config.js': `const shout = require('./plugins/shout')
        function mark() { return () => {} }
        module.exports = { ${BASE}, stylesheets: ['https://cdn.example/k.css', { href: '/x.css', media: 'print' }], scripts: [{ src: '/s.js', async: true }],
          presets: [['classic', { docs: { remarkPlugins: [[shout, { loud: true }], false], beforeDefaultRehypePlugins: [mark], rehypePlugins: ['rehype-katex'] } }]] }`,
    })
    const docs = config.docs === false ? undefined : config.docs
    expect(docs?.remarkPlugins).toEqual([[expect.any(Function), { loud: true }]])
    expect((docs?.remarkPlugins[0] as [() => void])[0].name).toBe('shout')
    expect(docs?.beforeDefaultRehypePlugins).toEqual([expect.any(Function)])
    expect(docs?.rehypePlugins).toEqual([])
    expect(warnings).toEqual(['docusaurus.config.js: rehype plugin "rehype-katex" is ignored: docs.rehypePlugins takes the plugin itself (imported from its package), not its name'])
    expect(config.stylesheets).toEqual([{ href: 'https://cdn.example/k.css' }, { href: '/x.css', media: 'print' }])
    expect(config.scripts).toEqual([{ src: '/s.js', async: true }])
  })

  it("leaves out a plugin of the site that fails as it starts on a package that is not installed, and remark-typescript-tools' transpileCodeblocks where our JavaScript tabs stand for it", async () => {
    const { config, warnings } = await load({
      // Redux's copy of remark-typescript-tools: its linkDocblocks reads TypeScript as it starts.
      'plugins/tools/index.js': `const { version } = require('typescript-fork')
        exports.linkDocblocks = function linkDocblocks() { const major = Number(\`\${version}\`.split('.')[0]); return () => void major }
        exports.transpileCodeblocks = function transpileCodeblocks() { return () => {} }`,
      'plugins/shout.js': `module.exports = function shout() { return () => {} }`,
      'docusaurus.config.js': `const { linkDocblocks, transpileCodeblocks } = require('./plugins/tools')
        module.exports = { ${BASE}, presets: [['classic', { docs: { remarkPlugins: [[linkDocblocks, { srcPath: 'src' }], [transpileCodeblocks, {}], require('./plugins/shout')] } }]] }`,
    })
    const docs = config.docs === false ? undefined : config.docs
    expect(docs?.remarkPlugins.map((p) => (p as () => void).name)).toEqual(['shout'])
    expect(warnings).toEqual([
      'docusaurus.config.js: remark plugin "linkDocblocks" is ignored: it failed as it started (Cannot convert object to primitive value) while packages the config\'s files import are not installed here (typescript-fork): npm install them in the site to run it',
      "docusaurus.config.js: remark plugin \"transpileCodeblocks\" is ignored: this generator's JavaScript tabs stand for it: every shown TypeScript sample gets its JavaScript version",
      'docusaurus.config.js: package imported by plugins/tools/index.js, "typescript-fork" is ignored: it is not installed here, so a stub stands in for it; its package is not installed in the site (npm install it there to run it)',
    ])
  })

  it('names the packages stubs stood in for when the config then throws (a stub is often why)', async () => {
    const error = await load({
      'docusaurus.config.js': `const { z } = require('zod-not-installed')
const env = z.object({ SITE: z.string() }).parse(process.env)
if (typeof env.SITE !== 'string') throw new Error("Can't happen")
module.exports = { ${BASE} }`,
    }).catch((e: unknown) => e)
    const message = formatError(error)
    expect(message).toMatch(/^docusaurus\.config\.js: docusaurus\.config\.js threw while loading/)
    expect(message).toContain("Can't happen")
    expect(message).toContain('these packages are not installed, and stubs that do nothing stood in for them: zod-not-installed (imported by docusaurus.config.js) (npm install them in the site)')
  })

  it('gives a dynamic import of a package that is not installed its stub at once (it waited for ever: the namespace answered then)', async () => {
    const loading = load({
      'docusaurus.config.js': `async function mdxParser() { const { fromMarkdown } = await import('mdast-helper-missing'); return typeof fromMarkdown }
        module.exports = async function createConfig() { return { ${BASE}, customFields: { parser: await mdxParser() } } }`,
    })
    const hung = new Promise((resolve) => setTimeout(() => resolve('still waiting after 10 s'), 10_000).unref())
    const { config } = (await Promise.race([loading, hung])) as Awaited<typeof loading>
    expect(config.customFields).toEqual({ parser: 'function' })
  })

  it("stubs a package that a file the config loads through its own createRequire requires, and names it, as an import's (babeljs.io's webpack plugin file)", async () => {
    const { config, warnings } = await load({
      'webpack.plugin.js': "const MonacoPlugin = require('monaco-plugin-not-installed')\nmodule.exports = function webpackPlugin() { return { name: 'webpack-plugin', given: typeof MonacoPlugin } }",
      'docusaurus.config.mjs': `import { createRequire } from 'module'
const require = createRequire(import.meta.url)
const webpackPlugin = require('./webpack.plugin.js')
export default { ${BASE}, customFields: { plugin: webpackPlugin() } }`,
    })
    expect(config.customFields).toEqual({ plugin: { name: 'webpack-plugin', given: 'function' } })
    expect(warnings.filter((w) => w.includes('monaco-plugin-not-installed'))).toEqual([expect.stringContaining('package imported by webpack.plugin.js, "monaco-plugin-not-installed" is ignored')])
  })

  it('leaves an installed package that tries an optional one to catch the failure itself (only the site\'s own files get stubs)', async () => {
    const { config } = await load({
      'node_modules/tries-optional/package.json': '{ "name": "tries-optional", "main": "index.js" }',
      'node_modules/tries-optional/index.js': "let found = true\ntry { require('optional-not-installed') } catch { found = false }\nmodule.exports = found",
      'docusaurus.config.mjs': `import { createRequire } from 'module'
const require = createRequire(import.meta.url)
export default { ${BASE}, customFields: { found: require('tries-optional') } }`,
    })
    expect(config.customFields).toEqual({ found: false })
  })

  it("names a file outside the site folder that imports a missing package by its path from the site (a monorepo's scripts)", async () => {
    const root = await siteWith({
      'scripts/shared/package-meta.js': "const fs = require('fs-extra-missing')\nexports.packages = () => (fs.readdirSync ? [] : [])",
      'website/docusaurus.config.js': `const { packages } = require('../scripts/shared/package-meta')\nmodule.exports = { ${BASE}, customFields: { packages: packages() } }`,
    })
    const logger = memoryLogger()
    await loadConfig(join(root, 'website'), logger)
    expect(logger.warnings.filter((w) => w.includes('fs-extra-missing'))).toEqual([expect.stringContaining('package imported by ../scripts/shared/package-meta.js, "fs-extra-missing" is ignored')])
  })

  it('reads packages as Docusaurus\'s loader (jiti) does: a workspace package published as TypeScript, an ES module importing its files without their extension, a default export', async () => {
    const { config, warnings } = await load({
      // A yarn-workspace remark plugin whose main is its TypeScript source (reactnative.dev's snack player).
      'node_modules/remark-snack/package.json': '{ "name": "remark-snack", "main": "src/index.ts" }',
      'node_modules/remark-snack/src/index.ts': 'import type { Root } from "mdast"\nexport default function remarkSnack(options: { theme?: string } = {}) { return (tree: Root): void => void tree }\nmodule.exports = remarkSnack\n',
      // An ES module package whose entry imports './plugin' (jestjs.io's docusaurus-remark-plugin-tab-blocks).
      'node_modules/remark-tabby/package.json': '{ "name": "remark-tabby", "type": "module", "main": "src/index.js" }',
      'node_modules/remark-tabby/src/index.js': "export { default } from './plugin'\n",
      'node_modules/remark-tabby/src/plugin.js': 'export default function remarkTabby() { return () => {} }\n',
      'docusaurus.config.js': `module.exports = { ${BASE}, presets: [['classic', { docs: { remarkPlugins: [require('remark-snack'), [require('remark-tabby'), { sync: true }]] } }]] }`,
    })
    const docs = config.docs === false ? undefined : config.docs
    expect(docs?.remarkPlugins.map((p) => (Array.isArray(p) ? [(p[0] as () => void).name, p[1]] : (p as () => void).name))).toEqual(['remarkSnack', ['remarkTabby', { sync: true }]])
    expect(warnings).toEqual([])
  })

  it("finds TypeScript files with require.resolve, without an extension or written as .js (as jiti does)", async () => {
    const { config } = await load({
      'sidebars.ts': 'export default { docs: [] }\n',
      'src/client.ts': 'export function onRouteDidUpdate() {}\n',
      'docusaurus.config.js': `module.exports = { ${BASE}, clientModules: [require.resolve('./src/client.js')], presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars') } }]] }`,
    })
    expect(config.docs === false ? undefined : config.docs.sidebarPath).toBe('sidebars.ts')
    expect(config.clientModules).toEqual(['src/client.ts'])
  })

  it('names the list and entry of a plugin that is not a function (site.config.ts)', async () => {
    const root = await siteWith({ 'site.config.ts': `export default { ${BASE}, docs: { remarkPlugins: ['remark-math'] } }` })
    const error = await loadConfig(root, memoryLogger()).catch((e: unknown) => e)
    expect(formatError(error)).toContain('  - docs.remarkPlugins.0: a plugin is a function (imported from its package) or [plugin, options]')
  })

  it('names the config file and line of a syntax error', async () => {
    const error = await load({ 'docusaurus.config.ts': `export default {\n  title: 'x',,\n}` }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BuildError)
    expect(formatError(error)).toMatch(/^docusaurus\.config\.ts:2:\d+: docusaurus\.config\.ts could not be compiled/)
  })

  it('reports a config that throws, with the cause', async () => {
    const error = await load({ 'docusaurus.config.js': `throw new Error('MY_ENV is not set')` }).catch((e: unknown) => e)
    expect(formatError(error)).toContain('docusaurus.config.js: docusaurus.config.js threw while loading\n  Cause: MY_ENV is not set')
  })
})

describe('prism themes', () => {
  it('maps prism-react-renderer 2 themes to the nearest shiki theme, even spread into an object, saying its own colours there are left out', async () => {
    const { config, warnings } = await load({
      'docusaurus.config.ts': `import { themes } from 'prism-react-renderer'
        export default { ${BASE}, themeConfig: { prism: { theme: { ...themes.nightOwl, plain: { color: 'red' } }, darkTheme: { ...themes.dracula } } } }`,
    })
    expect(config.code.theme).toBe('night-owl')
    // Reanimated's code colours were dropped without a word.
    expect(warnings).toEqual(["docusaurus.config.ts: themeConfig.prism.theme's own colouring (plain, styles) is ignored: it changes a theme of prism-react-renderer's, whose shiki counterpart (night-owl) code blocks use as it is"])
  })

  it('maps prism-react-renderer 1 theme files, the dark one for dark mode', async () => {
    const { config, warnings } = await load({
      'docusaurus.config.js': `const lightCodeTheme = require('prism-react-renderer/themes/github')
        const darkCodeTheme = require('prism-react-renderer/themes/dracula')
        module.exports = { ${BASE}, themeConfig: { prism: { theme: lightCodeTheme, darkTheme: darkCodeTheme } } }`,
    })
    expect(config.code).toEqual({ theme: 'github-light-default', darkTheme: 'dracula', javaScriptTabs: false, apiLinks: false })
    expect(warnings).toEqual([])
  })

  it("uses a dark theme given alone in dark mode, beside Docusaurus's default light one (usePrismTheme)", async () => {
    expect((await load({ 'docusaurus.config.js': `module.exports = { ${BASE}, themeConfig: { prism: { darkTheme: require('prism-react-renderer/themes/dracula') } } }` })).config.code).toEqual({ theme: 'material-theme-palenight', darkTheme: 'dracula', javaScriptTabs: false, apiLinks: false })
  })

  it("makes a site's own prism theme object its code theme (mdx/prism-theme.ts), for either mode", async () => {
    const { config, warnings } = await load({
      'docusaurus.config.js': `module.exports = { ${BASE}, themeConfig: { prism: { theme: require('prism-react-renderer/themes/github'), darkTheme: { plain: { color: '#f8f8f2', backgroundColor: '#272822' }, styles: [{ types: ['keyword'], style: { color: '#F92672' } }] } } } }`,
    })
    expect(config.code.theme).toBe('github-light-default')
    expect(config.code.darkTheme).toMatch(/^prism:/)
    expect(warnings).toEqual([])
  })

  it('falls back to our default theme for an object that is not a prism theme, with a warning', async () => {
    const { config, warnings } = await load({
      'docusaurus.config.js': `module.exports = { ${BASE}, themeConfig: { prism: { theme: { colors: ['#fff'] } } } }`,
    })
    expect(config.code.theme).toBe('material-theme-palenight')
    expect(warnings).toEqual(["docusaurus.config.js: themeConfig.prism.theme is ignored: it is not a prism theme (an object of `plain` colours and `styles`); code blocks use the default theme (prism-react-renderer's palenight, as Docusaurus's)"])
  })

  it("colours code with Docusaurus's default, palenight, when the site names no theme, in both modes unless a dark one is given", async () => {
    const none = await load({ 'docusaurus.config.js': `module.exports = { ${BASE} }` })
    expect([none.config.code.theme, none.config.code.darkTheme]).toEqual(['material-theme-palenight', undefined])
    const darkOnly = await load({ 'docusaurus.config.js': `module.exports = { ${BASE}, themeConfig: { prism: { darkTheme: require('prism-react-renderer').themes.dracula } } }` })
    expect([darkOnly.config.code.theme, darkOnly.config.code.darkTheme]).toEqual(['material-theme-palenight', 'dracula'])
  })
})

describe('mapped fields', () => {
  it('groups the blog sidebar by year unless themeConfig.blog.sidebar.groupByYear is false', async () => {
    const grouped = await load({ 'docusaurus.config.js': `module.exports = { ${BASE} }` })
    const flat = await load({ 'docusaurus.config.js': `module.exports = { ${BASE}, themeConfig: { blog: { sidebar: { groupByYear: false } } } }` })
    expect([grouped.config.blog && grouped.config.blog.sidebarGroupByYear, flat.config.blog && flat.config.blog.sidebarGroupByYear]).toEqual([true, false])
  })

  it("keeps themeConfig.navbar.style, dark or primary, and no other", async () => {
    for (const [style, mapped] of [['primary', 'primary'], ['dark', 'dark'], ['neon', undefined]] as const) {
      const { config } = await load({ 'docusaurus.config.js': `module.exports = { ${BASE}, themeConfig: { navbar: { style: '${style}' } } }` })
      expect(config.navbar.style).toBe(mapped)
    }
  })

  it("reads a navbar or footer `to` written without a leading slash from the site's root, as useBaseUrl does", async () => {
    const { config } = await load({
      'docusaurus.config.js': `module.exports = { ${BASE}, themeConfig: {
        navbar: { items: [{ to: 'tutorials/overview', label: 'Tutorials' }, { to: '/api/x', label: 'API' }, { to: './usage/guide', label: 'Guide' }, { href: 'https://github.com/x', label: 'GitHub' }] },
        footer: { links: [{ title: 'Docs', items: [{ label: 'Intro', to: 'introduction/start' }, { label: 'Top', to: '#top' }] }] },
      } }`,
    })
    expect(config.navbar.items.map((i) => i.to ?? i.href)).toEqual(['/tutorials/overview', '/api/x', '/usage/guide', 'https://github.com/x'])
    expect(config.navbar.style).toBeUndefined()
    const column = config.footer.links[0] as { items: Array<{ to?: string }> }
    expect(column.items.map((i) => i.to)).toEqual(['/introduction/start', '#top'])
  })

  it('keeps the levels of onBrokenLinks, onBrokenAnchors, onBrokenMarkdownLinks (also under markdown.hooks) and onDuplicateRoutes', async () => {
    const { config } = await load({
      'docusaurus.config.js': `module.exports = { ${BASE}, onBrokenLinks: 'warn', onBrokenAnchors: 'throw', onDuplicateRoutes: 'ignore', markdown: { hooks: { onBrokenMarkdownLinks: 'log' } } }`,
    })
    expect(config.checks).toEqual({ brokenLinks: 'warn', brokenAnchors: 'throw', brokenMarkdownLinks: 'log', duplicateRoutes: 'ignore' })
  })

  it('uses Docusaurus defaults for what the config leaves out: docs under /docs, no last-update time, folded sidebar categories, throw on broken links', async () => {
    const { config } = await load({ 'docusaurus.config.js': `module.exports = { ${BASE} }` })
    expect(config.docs).toMatchObject({ path: 'docs', routeBasePath: '/docs', showLastUpdateTime: false, sidebarCollapsible: true, sidebarCollapsed: true })
    expect(config.checks.brokenLinks).toBe('throw')
    expect(config.pages).toMatchObject({ path: 'src/pages', api: 'docusaurus', remarkPlugins: [], rehypePlugins: [] })
  })

  it('keeps titleDelimiter, noIndex, headTags, clientModules (site-relative, as require.resolve gives them absolute) and markdown.emoji', async () => {
    const { config } = await load({
      'docusaurus.config.js': `module.exports = { ${BASE}, titleDelimiter: '·', noIndex: true, markdown: { emoji: false },
        headTags: [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example' } }],
        clientModules: [require.resolve('./src/track.js'), './src/extra.css'] }`,
      'src/track.js': 'export function onRouteDidUpdate() {}\n',
      'src/extra.css': 'body { color: red }\n',
    })
    expect(config).toMatchObject({ titleDelimiter: '·', noIndex: true, markdown: { emoji: false }, headTags: [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example' } }], clientModules: ['src/track.js', 'src/extra.css'], staticDirectories: ['static'] })
  })

  it("keeps the docs options breadcrumbs, admonitions, showLastUpdateAuthor and sidebarItemsGenerator, and says what it does instead of the others that change the docs", async () => {
    const { config, warnings } = await load({
      'docusaurus.config.js': `module.exports = { ${BASE}, presets: [['classic', { docs: { breadcrumbs: false, admonitions: { keywords: ['gearnote'] }, showLastUpdateAuthor: true, numberPrefixParser: false, sidebarItemsGenerator: async (args) => args.defaultSidebarItemsGenerator(args), docItemComponent: '@theme/MyDocItem' } }]] }`,
    })
    expect(config.docs).toMatchObject({ breadcrumbs: false, admonitions: { keywords: ['gearnote'], extendDefaults: true }, showLastUpdateAuthor: true })
    expect(config.docs !== false && typeof config.docs.sidebarItemsGenerator).toBe('function')
    expect(config.docs !== false && config.docs.numberPrefixParser).toBe(false)
    expect(warnings).toEqual([
      "docusaurus.config.js: docs.docItemComponent is ignored: docs pages are drawn by this generator's layout",
    ])
  })

  it("runs the site's own plugins (files and functions) and keeps reporting packages' as ignored; a plugin file that is not there is left out, named; false and null entries are skipped", async () => {
    const { config, warnings } = await load({
      'docusaurus.config.js': `module.exports = { ${BASE}, plugins: ['./plugins/meta', [require.resolve('./plugins/meta'), { name: 'second' }], 'docusaurus-plugin-search-local', './plugins/missing', process.env.NOT_SET === 'true' && ['rsdoctor', {}], null], themes: [false] }`,
      'plugins/meta.js': "module.exports = (context, options) => ({ name: 'meta', injectHtmlTags: () => ({ headTags: [`<meta name=\"${options.name ?? 'first'}\" content=\"${context.siteConfig.title}\">`] }) })",
    })
    expect(config.headTags).toEqual([
      { tagName: 'meta', attributes: { name: 'first', content: 'Site' } },
      { tagName: 'meta', attributes: { name: 'second', content: 'Site' } },
    ])
    expect(config.sitePlugins.map((p) => p.plugin)).toEqual(['plugins/meta', 'plugins/meta.js', 'plugins/missing'])
    expect(warnings).toEqual([
      'docusaurus.config.js: plugin "docusaurus-plugin-search-local" is ignored: search is ours: pagefind indexes every page at build time',
      'docusaurus.config.js: plugin "./plugins/missing" is left out: it failed as it ran: no file plugins/missing (or plugins/missing.js, plugins/missing/index.js) in the site',
    ])
  })

  it("takes docusaurus-plugin-sass's options as the site's Sass options, and keeps .scss stylesheets in customCss", async () => {
    const additionalData = (content: string) => content
    const { config, warnings } = await load({
      'docusaurus.config.js': `module.exports = { ${BASE}, presets: [['classic', { theme: { customCss: ['./src/css/custom.scss', './src/css/extra.css'] } }]], plugins: [['docusaurus-plugin-sass', { sassOptions: { loadPaths: ['src/scss'] }, additionalData: ${String(additionalData)} }]] }`,
    })
    expect(warnings).toEqual([])
    expect(config.customCss).toEqual(['src/css/custom.scss', 'src/css/extra.css'])
    expect(config.sass?.sassOptions).toEqual({ loadPaths: ['src/scss'] })
    expect(typeof config.sass?.additionalData).toBe('function')
  })

  it("says the preset's debug pages are not made when the config asks for them in a build (debug: true)", async () => {
    const { warnings } = await load({ 'docusaurus.config.js': `module.exports = { ${BASE}, presets: [['classic', { debug: true, docs: false, blog: false }]] }` })
    expect(warnings).toEqual(["docusaurus.config.js: presets classic.debug is ignored: the debug pages (/__docusaurus/debug: the site's config, routes and plugin content) are not made; the built pages are the site"])
  })

  it("takes Google's tags from the preset (gtag) or the plugins (tag manager), and says why googleAnalytics is not", async () => {
    const { config, warnings } = await load({
      'docusaurus.config.js': `module.exports = { ${BASE}, presets: [['classic', { gtag: { trackingID: 'G-999X9XX9XX' }, googleAnalytics: { trackingID: 'UA-1' } }]], plugins: [['@docusaurus/plugin-google-tag-manager', { containerId: 'GTM-12345' }]] }`,
    })
    expect(config.gtag).toEqual({ trackingID: ['G-999X9XX9XX'], anonymizeIP: false })
    expect(config.googleTagManager).toEqual({ containerId: 'GTM-12345' })
    expect(warnings).toEqual(['docusaurus.config.js: presets classic.googleAnalytics is ignored: Universal Analytics stopped on July 1, 2023 (Docusaurus deprecates this plugin): give your Google Analytics 4 id as gtag.trackingID instead'])
  })

  it("takes an Umami plugin's options as the analytics script: @dipakparmar's with its defaults, or themeConfig.umami for the older plugins", async () => {
    const dipak = await load({
      'docusaurus.config.js': `module.exports = { ${BASE}, plugins: [['@dipakparmar/docusaurus-plugin-umami', { websiteID: '616c102e', analyticsDomain: 'stats.site.example', dataDoNotTrack: true, dataDomains: 'site.example' }]] }`,
    })
    expect(dipak.warnings).toEqual([])
    expect(dipak.config.analytics).toEqual({ src: 'https://stats.site.example/script.js', websiteId: '616c102e', autoTrack: true, doNotTrack: true, cache: false, domains: 'site.example', excludeSearch: false, excludeHash: false })
    const older = await load({ 'docusaurus.config.js': `module.exports = { ${BASE}, plugins: ['docusaurus-plugin-umami'], themeConfig: { umami: { websiteid: 'abc', src: 'https://umami.site.example/umami.js' } } }` })
    expect(older.config.analytics).toEqual({ src: 'https://umami.site.example/umami.js', websiteId: 'abc', autoTrack: true, doNotTrack: false })
  })

  it('refuses a Google tag id that is not one (it is written into the pages\' scripts), naming the field', async () => {
    const error = await load({ 'docusaurus.config.js': `module.exports = { ${BASE}, plugins: [['@docusaurus/plugin-google-gtag', { trackingID: "G-1'); alert(1); ('" }]] }` }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BuildError)
    expect(formatError(error)).toMatch(/gtag\.trackingID/)
    expect(formatError(error)).toContain('a Google tag id is letters, digits, - and _')
  })

  it('keeps staticDirectories, site-relative', async () => {
    const { config } = await load({ 'docusaurus.config.js': `module.exports = { ${BASE}, staticDirectories: ['static', require('path').join(__dirname, 'public')] }` })
    expect(config.staticDirectories).toEqual(['static', 'public'])
  })

  it('turns emoji shortcodes on and indexing on unless the config says otherwise, as Docusaurus does', async () => {
    const { config } = await load({ 'docusaurus.config.js': `module.exports = { ${BASE} }` })
    expect(config).toMatchObject({ noIndex: false, markdown: { emoji: true }, headTags: [], clientModules: [], titleDelimiter: '|' })
  })

  it('says what it does instead of the fields that change a site and that it does not honour', async () => {
    const { warnings } = await load({
      'docusaurus.config.js': `module.exports = { ${BASE}, ssrTemplate: '<html></html>', markdown: { remarkRehypeOptions: { footnoteLabel: 'Notes', footnoteBackContent: (i) => 'back ' + i } },
        themeConfig: { docs: { sidebar: { hideable: true, autoCollapseCategories: true } } } }`,
    })
    expect(warnings).toEqual([
      'docusaurus.config.js: markdown.remarkRehypeOptions.footnoteBackContent is ignored: only plain data (text, numbers, lists, objects) reaches the compile here; remark-rehype runs with its own default for it',
      'docusaurus.config.js: ssrTemplate is ignored: pages are rendered in our own HTML shell; headTags, scripts and stylesheets add to its head',
    ])
  })

  it("compiles every doc and Markdown page with the config's remark-rehype options (the footnotes' label)", async () => {
    const root = await siteWith({
      'docusaurus.config.js': `module.exports = { ${BASE}, markdown: { remarkRehypeOptions: { footnoteLabel: 'Notes' } }, presets: [['classic', { docs: { sidebarPath: false }, blog: false }]] }`,
      'docs/intro.md': '# Intro\n\nA claim.[^1]\n\n[^1]: The source.\n',
      'src/pages/about.md': '# About\n\nAnother claim.[^1]\n\n[^1]: Its source.\n',
    })
    const site = await buildSite(root)
    // A doc, and a Markdown page of src/pages (which compiles in the pages' own bundle).
    expect(site.page('/docs/intro').querySelector('#footnote-label')?.textContent).toBe('Notes')
    expect(site.page('/about').querySelector('#footnote-label')?.textContent).toBe('Notes')
  })

  it('keeps the markdown hooks preprocessor and parseFrontMatter, and anchors.maintainCase (off unless set)', async () => {
    const { config, warnings } = await load({
      'docusaurus.config.js': `module.exports = { ${BASE}, markdown: { preprocessor: ({ fileContent }) => fileContent, parseFrontMatter: async (p) => p.defaultParseFrontMatter(p), anchors: { maintainCase: true } } }`,
    })
    expect(warnings).toEqual([])
    expect(typeof config.markdown.preprocessor).toBe('function')
    expect(typeof config.markdown.parseFrontMatter).toBe('function')
    expect(config.markdown.anchors.maintainCase).toBe(true)
    const plain = (await load({ 'docusaurus.config.js': `module.exports = { ${BASE} }` })).config.markdown
    expect([plain.preprocessor, plain.parseFrontMatter, plain.anchors.maintainCase]).toEqual([undefined, undefined, false])
  })

  it('keeps themeConfig.docs.sidebar.autoCollapseCategories and hideable', async () => {
    const { config } = await load({ 'docusaurus.config.js': `module.exports = { ${BASE}, themeConfig: { docs: { sidebar: { autoCollapseCategories: true, hideable: true } } } }` })
    expect(config.docs).toMatchObject({ autoCollapseCategories: true, hideableSidebar: true })
  })

  it('keeps the docs options sidebarCollapsible and sidebarCollapsed', async () => {
    const { config } = await load({ 'docusaurus.config.js': `module.exports = { ${BASE}, presets: [['classic', { docs: { sidebarCollapsible: false, sidebarCollapsed: false } }]] }` })
    expect(config.docs).toMatchObject({ sidebarCollapsible: false, sidebarCollapsed: false })
  })

  it('keeps the docs options tags and onInlineTags (the tags file)', async () => {
    const named = await load({ 'docusaurus.config.js': `module.exports = { ${BASE}, presets: [['classic', { docs: { tags: 'labels.yml', onInlineTags: 'throw' } }]] }` })
    expect(named.config.docs).toMatchObject({ tags: 'labels.yml', onInlineTags: 'throw' })
    const none = await load({ 'docusaurus.config.js': `module.exports = { ${BASE}, presets: [['classic', { docs: { tags: null } }]] }` })
    expect(none.config.docs).toMatchObject({ tags: false, onInlineTags: 'warn' })
  })

  it('maps a flat footer, a footer logo, navbar dropdowns, and drops what it cannot show, saying so', async () => {
    const { config, warnings } = await load({
      'docusaurus.config.js': `module.exports = { ${BASE}, trailingSlash: true, favicon: 'img/fav.png',
        i18n: { defaultLocale: 'fr', locales: ['fr', 'en'], localeConfigs: { fr: { label: 'Français', htmlLang: 'fr-FR' } } },
        presets: [['@docusaurus/preset-classic', { docs: false, blog: { showReadingTime: true }, gtag: { trackingID: 'G-1' } }]],
        themes: ['@docusaurus/theme-mermaid'],
        themeConfig: {
          algolia: { appId: 'x' },
          navbar: { items: [
            { type: 'dropdown', label: 'More', position: 'left', items: [{ label: 'Blog', to: '/blog' }, { type: 'bookmarks', value: 1 }] },
            { type: 'search', position: 'right' },
            { type: 'custom-version', position: 'left', versions: ['1.x', '2.x'] },
          ] },
          footer: { logo: { src: 'img/foot.svg', alt: 'Foot', href: 'https://x.example' }, links: [{ label: 'Terms', to: '/terms' }, { html: '<b>hi</b>' }] },
        } }`,
    })
    expect(config).toMatchObject({ trailingSlash: true, favicon: '/img/fav.png', docs: false })
    expect(config.i18n).toMatchObject({ defaultLocale: 'fr', locales: ['fr', 'en'], path: 'i18n', localeConfigs: { fr: { label: 'Français', htmlLang: 'fr-FR' } } })
    expect(config.navbar.items).toEqual([
      // An item without a position is on the left, as Docusaurus puts it.
      { type: 'dropdown', label: 'More', position: 'left', items: [{ type: 'default', label: 'Blog', to: '/blog', position: 'left' }] },
      { type: 'search', position: 'right' },
      // A custom item is drawn by the site's component for its type: its fields are that component's props.
      { type: 'custom-version', position: 'left', props: { versions: ['1.x', '2.x'] } },
    ])
    expect(config.footer).toMatchObject({ links: [{ label: 'Terms', to: '/terms' }, { html: '<b>hi</b>' }], logo: { src: '/img/foot.svg', alt: 'Foot', href: 'https://x.example' } })
    expect(warnings).toEqual([
      'docusaurus.config.js: theme "@docusaurus/theme-mermaid" is ignored: the build draws ```mermaid blocks itself when markdown.mermaid is true (else they are shown as code)',
      'docusaurus.config.js: themeConfig.algolia is ignored: search is ours: pagefind indexes every page at build time',
      'docusaurus.config.js: themeConfig.navbar item of type "bookmarks" is ignored: it is left out of the navbar',
    ])
  })

  it('reports a mapped field our schema rejects with the config file named', async () => {
    const error = await load({ 'docusaurus.config.js': `module.exports = { title: 'x', url: 'not a url' }` }).catch((e: unknown) => e)
    expect(formatError(error)).toMatch(/^docusaurus\.config\.js: invalid site configuration:\n {2}- url: /)
  })
})

describe("the fields Docusaurus's siteConfig has besides those mapped", () => {
  it('keeps them as written, over its defaults (future, markdown), for the plugins and components that read them', async () => {
    const { config } = await load({ 'docusaurus.config.js': `module.exports = { ${BASE}, organizationName: 'harbor', future: { v4: true }, markdown: { mermaid: true } }` })
    expect(config.docusaurusFields).toMatchObject({
      organizationName: 'harbor',
      future: { experimental_router: 'browser', v4: { removeLegacyPostBuildHeadAttribute: true, useCssCascadeLayers: true }, experimental_faster: {}, experimental_storage: { type: 'localStorage', namespace: false } },
      markdown: { format: 'mdx', mermaid: true, anchors: { maintainCase: false } },
      onBrokenLinks: 'throw',
      presets: [],
    })
  })
})
