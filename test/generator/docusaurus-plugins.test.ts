/**
 * A Docusaurus site's own Markdown plugins run as Docusaurus runs them (fixture docusaurus-plugins):
 * remark-math and rehype-katex from npm, and three local plugins that show where each list runs; and
 * the site's own Docusaurus plugins, whose injected tags and client modules every page gets.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BuildError, formatError } from '../../src/generator/errors'
import { memoryLogger } from '../../src/generator/log'
import { build } from '../../src/generator/build'
import { FIXTURES, buildEditedCopy, buildSite, copyFixture, linkGeneratorPackages, text, type TestSite } from '../support/site'

let site: TestSite
beforeAll(async () => {
  site = await buildSite(join(FIXTURES, 'docusaurus-plugins'))
}, 60_000)

const main = (route: string, built: TestSite = site) => built.page(route).querySelector('main')!

describe('remark and rehype plugins from docusaurus.config', () => {
  it('typesets math with remark-math and rehype-katex, inline and as a block', () => {
    const inline = main('/math').querySelector('p .katex annotation')
    expect(inline?.textContent).toBe('E = mc^2')
    expect(main('/math').querySelector('.katex-display annotation')?.textContent).toBe('\\int_0^1 x^2 \\, dx = \\frac{1}{3}')
    expect(text(main('/math'))).not.toContain('$')
  })

  it('runs a local plugin with its options, after the built-in ones', () => {
    expect(main('/math').querySelector('strong.todo')?.textContent).toBe('To do')
  })

  it('runs beforeDefaultRemarkPlugins before admonitions are made, and still makes them', () => {
    expect(main('/math').querySelector('#directive-count')?.textContent).toBe('Directives seen: 1')
    expect(main('/math').querySelector('.rtk-admonition, aside')).not.toBeNull()
  })

  it('runs rehype plugins once headings have ids and before code is highlighted', () => {
    expect(main('/math').querySelector('h2')?.getAttribute('data-seen-id')).toBe('derivation')
    expect(main('/math').querySelector('#plain-code')?.textContent).toBe('Plain code blocks: 1')
    // …and the block is highlighted after them, as every block is.
    expect(main('/math').querySelector('pre code span.line span[class^="rtk-t"]')).not.toBeNull()
  })

  it('links the config\'s stylesheets and scripts in every page\'s head, with their attributes', () => {
    for (const route of ['/math', '/404']) {
      const head = site.page(route).head
      const katex = head.querySelector('link[href*="katex.min.css"]')
      expect(katex?.getAttribute('rel')).toBe('stylesheet')
      expect(katex?.getAttribute('crossorigin')).toBe('anonymous')
      const script = head.querySelector('script[src="https://plugins.example.com/counter.js"]')
      expect(script?.hasAttribute('defer')).toBe(true)
      // A list, as text (Temporal's widget questions were dropped).
      expect(script?.getAttribute('data-questions')).toBe('How?,Why?')
    }
  })

  it('keeps the author\'s math in the Markdown twin', () => {
    const twin = site.files.find((f) => f.path === 'math.md')?.contents.toString()
    expect(twin).toContain('Energy is $E = mc^2$, and TODO: more physics.')
    expect(twin).toContain('$$\n\\int_0^1 x^2 \\, dx = \\frac{1}{3}\n$$')
  })

  it('runs the pages option\'s plugins on the site\'s Markdown pages', () => {
    expect(site.page('/formula').querySelector('#rtk-main .katex annotation')?.textContent).toBe('\\pi r^2')
  })

  it('sends a ```mermaid block as its source in a diagram box, with the mermaid script among the assets (markdown.mermaid)', () => {
    const boxes = [...main('/diagram').querySelectorAll('.rtk-mermaid[data-rtk-mermaid] > pre.rtk-mermaid__source')]
    expect(boxes.map((b) => b.textContent)).toEqual(['graph LR\n  Browser --> Server\n  Server --> Database', 'graph LR\n  this is -> not valid (('])
    const src = site.page('/diagram').documentElement.getAttribute('data-rtk-mermaid-src')
    expect(src).toMatch(/^\/assets\/mermaid\.min-[0-9a-f]{12}\.js$/)
    expect(site.assets.files.find((f) => `/${f.path}` === src)?.contents.byteLength).toBeGreaterThan(1_000_000)
    expect(site.warnings.filter((w) => w.includes('mermaid'))).toEqual([])
  })

  it('runs the blog\'s own plugins on posts, and not the docs\'', () => {
    const post = main('/blog/2024/05/01/garden-notes')
    expect(post.querySelector('strong.todo')?.textContent).toBe('Blog to do')
    expect(post.querySelector('.katex')).toBeNull()
    expect(text(post)).toContain('$a^2$')
  })

  it('warns about no Markdown plugin: every one ran', () => {
    expect(site.warnings.filter((w) => /(remark|rehype) plugin/.test(w))).toEqual([])
  })
})

describe('plugins in a copy of the site', () => {
  let fixture: Awaited<ReturnType<typeof copyFixture>>
  beforeAll(async () => {
    fixture = await copyFixture('docusaurus-plugins')
    // The copy lives in the system's temp folder: the plugin packages resolve from its node_modules, as a site's do.
    await linkGeneratorPackages(fixture.root)
  })
  afterAll(() => fixture.dispose())

  it('run on a compile worker too, which loads the config itself', async () => {
    process.env.RTK_DOCS_COMPILE_WORKERS = '1'
    try {
      // Six pages, six batches: the main thread's two lanes take two, the worker's the others.
      const more = ['one', 'two', 'three', 'four', 'five']
      for (const name of more) await writeFile(join(fixture.root, `docs/${name}.md`), `# Page ${name}\n\nAlso $a^2$ and TODO.\n`)
      const debugs: string[] = []
      const result = await buildSite(fixture.root, { logger: { ...memoryLogger(), debug: (m) => debugs.push(m) } })
      expect(debugs.filter((d) => /^compile batch .* on worker 0/.test(d)).length).toBeGreaterThan(0)
      for (const route of ['/math', ...more.map((m) => `/${m}`)]) {
        expect(result.page(route).querySelector('main .katex')).not.toBeNull()
        expect(result.page(route).querySelector('main strong.todo')?.textContent).toBe('To do')
      }
      expect(result.page('/blog/2024/05/01/garden-notes').querySelector('main strong.todo')?.textContent).toBe('Blog to do')
    } finally {
      delete process.env.RTK_DOCS_COMPILE_WORKERS
    }
  }, 60_000)

  it('compile the pages again when a plugin\'s options change (the page cache knows the plugins)', async () => {
    await buildSite(fixture.root)
    const config = join(fixture.root, 'docusaurus.config.js')
    await writeFile(config, (await readFile(config, 'utf8')).replace("label: 'To do'", "label: 'Later'"))
    const again = await buildSite(fixture.root)
    expect(again.page('/math').querySelector('main strong.todo')?.textContent).toBe('Later')
  }, 60_000)

  it('name the page, line, plugin and config when a plugin fails a page', async () => {
    await writeFile(join(fixture.root, 'docs/bad.md'), '# Bad\n\nFine.\n\nThis word is FORBIDDEN.\n')
    const error = await build({ root: fixture.root, write: false, logger: memoryLogger() }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BuildError)
    expect(formatError(error)).toBe(
      'docs/bad.md:5:1: remark plugin "remarkTodo" failed: the word FORBIDDEN is not allowed here\n' +
        '  Fix: the plugin is listed in docs.remarkPlugins of docusaurus.config.js: fix what it reports in the page, or its options',
    )
  }, 60_000)
})

describe("the site's own Docusaurus plugins", () => {
  it('puts the tags they inject in every page: in the head, at the start and at the end of the body, objects and HTML strings alike', () => {
    const page = site.routes.find((r) => r.route === '/math')!.html
    const head = page.slice(page.indexOf('<head>'), page.indexOf('</head>'))
    expect(head).toContain('<link rel="preconnect" href="https://fonts.example.com" crossorigin=""/>')
    // loadContent's content is what injectHtmlTags is given.
    expect(head).toContain('<meta name="garden-beds" content="3"/>')
    expect(page).toMatch(/<body><div id="garden-sign" hidden=""><b>Welcome<\/b><\/div>/)
    expect(page).toMatch(/<script>window\.gardenTitle = "Plugin Garden"<\/script><\/body>/)
  })

  it('bundles the client modules they name with the site script', async () => {
    const script = /<script type="module" src="(\/assets\/client-modules-[^"]+\.js)"/.exec(site.routes.find((r) => r.route === '/math')!.html)?.[1]
    expect(script).toBeDefined()
    const code = Buffer.from(site.assets.files.find((f) => `/${f.path}` === script)!.contents).toString('utf8')
    expect(code).toContain('gardenRoute')
  })

  it("resolves the import aliases a plugin's configureWebpack gives (resolve.alias) in docs and pages, as webpack does", () => {
    // A folder's alias, with a path under it; `false` is an empty module.
    expect(text(main('/plants').querySelector('.sprout'))).toBe('Basil sprouts')
    expect(text(main('/plants'))).toContain('(0 pests)')
    // An exact alias (`seed-packet$`, set on the config configureWebpack is given), in a page of the site.
    expect([...main('/beds').querySelectorAll('#seeds .sprout')].map(text)).toEqual(['basil sprouts', 'chive sprouts'])
  })

  it("stubs an alias's target the site has not installed, as an import of it is, and reads !!raw-loader!@site/… through the site's resolvers (Reanimated's docs failed on both)", async () => {
    const edited = await buildEditedCopy('docusaurus-plugins', {
      'docusaurus.config.js': (config) => config.replace("'garden-pests': false,", () => "'garden-pests': false,\n                  'native-garden$': 'native-garden-web-not-installed',"),
      'docs/native.mdx': "import { Bed } from 'native-garden'\nimport CodeBlock from '@theme/CodeBlock'\nimport packet from '!!raw-loader!@site/src/garden/packet.js'\n\n# Native\n\n<Bed>In the bed</Bed>\n\n<CodeBlock language=\"js\" title=\"packet.js\">{packet}</CodeBlock>\n",
    })
    const page = main('/native', edited)
    expect(text(page)).toContain('In the bed')
    expect(text(page.querySelector('.rtk-code pre'))).toContain("export const seeds = ['basil', 'chive'];")
    expect(edited.warnings).toContainEqual(expect.stringContaining('native-garden-web-not-installed'))
  })

  it("keeps the aliases of a configureWebpack that also makes webpack plugins with currentBundler.instance (Lexical's Buffer polyfill), naming the plugins as not applied", async () => {
    const edited = await buildEditedCopy('docusaurus-plugins', {
      'docusaurus.config.js': (config) => config.replace("module: { rules: [{ test: /\\.txt$/, use: 'raw-loader' }] },", "plugins: [new utils.currentBundler.instance.ProvidePlugin({ Buffer: ['buffer', 'Buffer'] })],"),
    })
    // Named by the name it returns, as Docusaurus names a plugin (not by its function's name).
    expect(edited.warnings).toContain('docusaurus.config.js: plugin "garden-sign" runs without what its configureWebpack sets besides resolve.alias (plugins: there is no webpack here)')
    expect([...edited.page('/beds').querySelectorAll('#seeds .sprout')].map(text)).toEqual(['basil sprouts', 'chive sprouts'])
  })

  it('says which of their methods do not run, and leaves out one that throws, naming it', () => {
    expect(site.warnings).toContain('docusaurus.config.js: plugin "garden-sign" runs without what its configureWebpack sets besides resolve.alias (module: there is no webpack here)')
    expect(site.warnings).toContain('docusaurus.config.js: plugin "wiltedPlugin" is left out: it failed as it ran: the soil is dry')
    expect(site.warnings.filter((w) => w.includes('garden-tags'))).toEqual(['docusaurus.config.js: plugin "./plugins/garden-tags" runs without the route /nested it adds (nested routes are not built here), the route it adds with no path and the component @site/src/components/Overview (addRoute needs both as text)'])
  })

  it('runs the plugin packages installed in the site (CommonJS or ES modules), their options normalized by their validateOptions', () => {
    const head = site.routes.find((r) => r.route === '/math')!.html.split('</head>')[0]!
    // `label` as given, `id` as Docusaurus keeps it beside the plugin's own schema.
    expect(head).toContain('<meta name="garden-notice" content="Fresh (spring)"/>')
    expect(site.config.globalData['docusaurus-plugin-fixture-esm']).toEqual({ default: { seeds: ['basil', 'chives'] } })
    expect(site.warnings).toContain('docusaurus.config.js: plugin "docusaurus-plugin-not-installed" is ignored: its package is not installed in the site (npm install it there to run it)')
  })

  it('bundles a client module that imports packages the site has not installed: clsx is ours, another a stub, named once', async () => {
    const edited = await buildEditedCopy('docusaurus-plugins', {
      'plugins/garden-client.js': (client) => `import clsx from 'clsx'\nimport confetti from 'garden-confetti'\n${client.replace('location.pathname', "location.pathname + clsx('', { '': false })")}\nexport function onRouteUpdate() { confetti() }\n`,
    })
    expect(edited.warnings.filter((w) => w.includes('garden-confetti'))).toEqual(['package "garden-confetti" is not installed: plugins/garden-client.js imports it, and a stub that does nothing stands in (npm install garden-confetti in the site)'])
    expect(edited.warnings.filter((w) => w.includes('"clsx"'))).toEqual([])
    const script = /<script type="module" src="(\/assets\/client-modules-[^"]+\.js)"/.exec(edited.routes.find((r) => r.route === '/math')!.html)?.[1]
    expect(Buffer.from(edited.assets.files.find((f) => `/${f.path}` === script)!.contents).toString('utf8')).toContain('gardenRoute')
  })

  it("runs the PostCSS plugins configurePostCss adds with this generator's postcss when the site has none, and leaves out one from a package it has not installed, saying so", async () => {
    // As Lexical's site adds @tailwindcss/postcss (not installed here), beside an inline plugin that works.
    const plugin = `function plantColours() {
      return {
        name: 'plant-colours',
        configurePostCss(options) {
          options.plugins.push(require('postcss-plant-not-installed'))
          options.plugins.push({ postcssPlugin: 'leaf-green', Declaration: { color: (decl) => { if (decl.value === 'leaf') decl.value = '#2e7d32' } } })
          return options
        },
      }
    },
    function wiltedPlugin() {`
    const built = await buildEditedCopy('docusaurus-plugins', {
      'docusaurus.config.js': (config) => config.replace('function wiltedPlugin() {', plugin).replace("        pages: { remarkPlugins", "        theme: { customCss: './src/css/plants.css' },\n        pages: { remarkPlugins"),
      'src/css/plants.css': '.leafy {\n  color: leaf;\n}\n',
    })
    const css = Buffer.from(built.assets.files.find((f) => `/${f.path}` === built.assets.siteCss)!.contents).toString('utf8')
    expect(css).toMatch(/\.leafy\s*\{\s*color:\s*#2e7d32/)
    expect(built.warnings).toContainEqual(expect.stringMatching(/plugin "plant-colours" runs without its PostCSS plugin from postcss-plant-not-installed \(not installed in the site: the stylesheets are used without it\)/))
  })

  it("bundles a package's client modules, and leaves out one that needs what only Docusaurus's browser code has, saying so", async () => {
    const script = /<script type="module" src="(\/assets\/client-modules-[^"]+\.js)"/.exec(site.routes.find((r) => r.route === '/math')!.html)?.[1]
    const code = Buffer.from(site.assets.files.find((f) => `/${f.path}` === script)!.contents).toString('utf8')
    expect(code).toContain('gardenNotice')
    expect(code).not.toContain('useLocation')
    expect(site.warnings).toContain(
      'docusaurus.config.js: plugin "docusaurus-plugin-fixture-notice" runs without its client module node_modules/docusaurus-plugin-fixture-notice/lib/needs-router.js (@docusaurus/router is not available to client modules here (only @docusaurus/ExecutionEnvironment, @generated/docusaurus.config, @generated/globalData))',
    )
  })

  it("runs a package published with ES module syntax in a CommonJS package, and bundles its client module with the site's themeConfig it reads", () => {
    const script = /<script type="module" src="(\/assets\/client-modules-[^"]+\.js)"/.exec(site.routes.find((r) => r.route === '/math')!.html)?.[1]
    const code = Buffer.from(site.assets.files.find((f) => `/${f.path}` === script)!.contents).toString('utf8')
    expect(code).toContain('zoomBackground')
    expect(code).toContain('zoom:{selector:".markdown img",background:"rgb(50, 50, 50)"}')
    expect(site.warnings.filter((w) => w.includes('zoom') || w.includes('doctor'))).toEqual([])
    // Docusaurus's classes on a doc's content, which such plugins select by.
    expect(main('/math').querySelector('article.markdown img[src="/img/bed.svg"]')).not.toBeNull()
  })

  it("gives a theme package's components to @theme/X where neither the site nor this generator has X (getThemePath)", () => {
    const page = main('/plants')
    // The site's src/theme/PlantCard wraps the package's (@theme-original/PlantCard).
    expect(text(page.querySelector('.plant-card-wrapper > aside.plant-card'))).toBe('Basil Likes the sun.')
    // Its Tabs is Docusaurus's, which ours stand for.
    expect(page.querySelector('[role="tablist"]')).not.toBeNull()
    expect(page.querySelector('.plants-tabs')).toBeNull()
    expect(site.warnings.filter((w) => w.includes('plants'))).toEqual([])
  })

  it("resolves a relative getThemePath against the plugin's own folder, as Docusaurus does (Apify's local theme gave '../src/theme')", async () => {
    const fixture = await copyFixture('docusaurus-plugins')
    try {
      const entry = 'node_modules/docusaurus-theme-fixture-plants/lib/index.js'
      const source = await readFile(join(fixture.root, entry), 'utf8')
      await fixture.write(entry, source.replace("path.resolve(__dirname, './theme')", "'./theme'"))
      const built = await buildSite(fixture.root)
      expect(text(built.page('/plants').querySelector('main .plant-card-wrapper > aside.plant-card'))).toBe('Basil Likes the sun.')
    } finally {
      await fixture.dispose()
    }
  })

  it('leaves out a plugin package whose validateOptions refuses its options, with the reason', async () => {
    const fixture = await copyFixture('docusaurus-plugins')
    try {
      const config = await readFile(join(fixture.root, 'docusaurus.config.js'), 'utf8')
      await fixture.write('docusaurus.config.js', config.replace("{ label: 'Fresh', id: 'spring' }", "{ colour: 'green' }"))
      const logger = memoryLogger()
      const result = await build({ root: fixture.root, write: false, logger })
      expect(logger.warnings).toContain('docusaurus.config.js: plugin "docusaurus-plugin-fixture-notice" is left out: it failed as it ran: "colour" is not allowed')
      expect(result.routes.find((r) => r.route === '/math')!.html).not.toContain('garden-notice')
    } finally {
      await fixture.dispose()
    }
  })

  it("gives the site's components the data they share (setGlobalData in contentLoaded, read with usePluginData)", () => {
    expect(text(site.page('/beds').querySelector('#beds'))).toBe('The garden has 3 beds.')
  })

  it("runs allContentLoaded once the blog is read, with every plugin's content and the blog's posts as Docusaurus gives them", () => {
    const latest = site.page('/beds').querySelector('#latest-note')
    expect([text(latest), latest?.querySelector('a')?.getAttribute('href')]).toEqual(['Garden notes (dated, 3 beds)', '/blog/2024/05/01/garden-notes'])
    expect(site.warnings.filter((w) => w.includes('latest-note'))).toEqual([])
  })

  it('builds the routes they add (addRoute), their props the data they created (createData), nested as the modules are', () => {
    const page = site.page('/beds-overview')
    expect([...page.querySelectorAll('#bed-list li')].map(text)).toEqual(['North: basil, thyme', 'South: tomato'])
    expect(text(page.querySelector('#bed-layout'))).toBe('North+South / Shed')
    // Static props, the router's location, and the route context: the plugin that added it and its data.
    expect(text(page.querySelector('#bed-season'))).toBe('Spring')
    expect(text(page.querySelector('#bed-route'))).toBe('garden-tags (default) at /beds-overview, kept by Ada')
    expect(page.querySelector('title')?.textContent).toBe('Beds overview | Plugin Garden')
    // A page like the others: in the site's frame, the sitemap and the search index.
    expect(page.querySelector('.rtk-navbar')).not.toBeNull()
    expect(site.files.find((f) => f.path === 'sitemap.xml')?.contents.toString()).toContain('<loc>https://plugins.example.com/beds-overview</loc>')
  })

  it("builds a plugin package's route, its component a compiled CommonJS file of the package", () => {
    expect(text(site.page('/notices').querySelector('#notice-board'))).toBe('Fresh')
    expect(text(site.page('/notices').querySelector('#notice-notes'))).toBe('Water at dawn · Mulch in May')
  })
})

describe("the site's plugins' routes and postBuild, in a copy of the site", () => {
  let fixture: Awaited<ReturnType<typeof copyFixture>>
  beforeAll(async () => {
    fixture = await copyFixture('docusaurus-plugins')
    await linkGeneratorPackages(fixture.root)
  })
  afterAll(() => fixture.dispose())

  it('runs postBuild on the finished output: what it writes is published with the pages', async () => {
    await build({ root: fixture.root, logger: memoryLogger() })
    expect(await readFile(join(fixture.root, 'build/garden-routes.txt'), 'utf8')).toBe('3 beds\n/beds\n/beds-overview\n')
  })

  it("gives postBuild the route tree Docusaurus gives it: the docs plugin's route holding each doc with its source file, and the pages' and posts' routes, each naming its plugin (tRPC's llms.txt plugin reads it)", async () => {
    const configFile = join(fixture.root, 'docusaurus.config.js')
    const config = await readFile(configFile, 'utf8')
    const plugin = `function routeLister() {
      return {
        name: 'route-lister',
        async postBuild({ routes, outDir }) {
          const docs = routes.find((route) => route.plugin?.name === 'docusaurus-plugin-content-docs' && route.plugin?.id === 'default')
          const flat = (route) => [route, ...(route.routes ?? []).flatMap(flat)]
          const items = flat(docs).filter((route) => route.exact).map((route) => route.path + ' ' + route.metadata.sourceFilePath)
          const others = routes.filter((route) => route !== docs).map((route) => route.plugin.name + ' ' + route.path).sort()
          const titles = Object.values(docs.routes[0].props.version.docs).map((doc) => doc.id + ': ' + doc.title + ' | ' + doc.description).sort()
          require('fs').writeFileSync(require('path').join(outDir, 'route-tree.txt'), [docs.path, ...items.sort(), ...others, ...titles].join('\\n'))
        },
      }
    },
    function wiltedPlugin() {`
    try {
      await writeFile(configFile, config.replace('function wiltedPlugin() {', plugin))
      await build({ root: fixture.root, logger: memoryLogger() })
      const tree = (await readFile(join(fixture.root, 'build/route-tree.txt'), 'utf8')).split('\n')
      expect(tree[0]).toBe('/')
      expect(tree).toEqual(expect.arrayContaining(['/math docs/math.md', '/plants docs/plants.mdx']))
      expect(tree.some((line) => line.startsWith('docusaurus-plugin-content-blog /blog/'))).toBe(true)
      expect(tree.some((line) => line.startsWith('docusaurus-plugin-content-pages /'))).toBe(true)
      // Each doc's description is its front matter's, else its first paragraph (Prisma's llms.txt printed "undefined").
      expect(tree).toContain('diagram: Diagram | How a request travels:')
      expect(tree.find((line) => line.startsWith('math: Math | '))).toMatch(/^math: Math \| Energy is .+ more physics\.$/)
    } finally {
      await writeFile(configFile, config)
    }
  })

  it('fails the build when a postBuild throws, naming the plugin, and leaves the previous output as it was', async () => {
    const plugin = join(fixture.root, 'plugins/garden-tags.js')
    await writeFile(plugin, (await readFile(plugin, 'utf8')).replace("const fs = require('fs')", "throw new Error('the shed is locked')"))
    await writeFile(join(fixture.root, 'docs/math.md'), '# Changed\n')
    const error = await build({ root: fixture.root, logger: memoryLogger() }).catch((e: unknown) => e)
    expect(formatError(error)).toBe(
      'docusaurus.config.js: plugin "./plugins/garden-tags" failed in its postBuild\n  Cause: the shed is locked\n  Fix: fix the plugin (the pages were built; the output folder is left as it was)',
    )
    expect(await readFile(join(fixture.root, 'build/garden-routes.txt'), 'utf8')).toBe('3 beds\n/beds\n/beds-overview\n')
    expect(await readFile(join(fixture.root, 'build/math/index.html'), 'utf8')).not.toContain('Changed')
  }, 60_000)

  it('leaves out a route whose component cannot be built, naming the plugin, the route and the cause; the other pages build', async () => {
    const plugin = join(fixture.root, 'plugins/garden-tags.js')
    await writeFile(plugin, (await readFile(plugin, 'utf8')).replace("component: '@site/src/components/Overview',\n        modules", "component: '@site/src/components/Missing',\n        modules"))
    const result = await buildSite(fixture.root)
    expect(result.warnings.filter((w) => w.includes('/beds-overview'))).toEqual([
      expect.stringMatching(/^docusaurus\.config\.js: plugin "\.\/plugins\/garden-tags": its route \/beds-overview is left out, it could not be built: .*Could not resolve ".*src\/components\/Missing"/),
    ])
    expect(result.routes.map((r) => r.route)).not.toContain('/beds-overview')
    expect(text(result.page('/notices').querySelector('#notice-board'))).toBe('Fresh')
  }, 60_000)
})
