/**
 * A Docusaurus site styled with Sass through docusaurus-plugin-sass (test/fixtures/docusaurus-sass),
 * built in memory: its stylesheets compiled with its options, and a component's `.module.scss` named
 * alike in a doc and a page, with its rules in the site stylesheet.
 */
import { readFile, symlink } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { build } from '../../../src/generator/build'
import { BuildError } from '../../../src/generator/errors'
import { memoryLogger } from '../../../src/generator/log'
import { namedModulePath, styleSourceOf, STYLE_NAMESPACE } from '../../../src/generator/styles/style-imports'
import { buildSite, copyFixture, FIXTURES, type TestSite } from '../../support/site'

const REPO = resolve(import.meta.dirname, '../../..')
let site: TestSite

beforeAll(async () => {
  site = await buildSite(join(FIXTURES, 'docusaurus-sass'))
})

const siteCss = (s: TestSite) => Buffer.from(s.assets.files.find((f) => `${s.config.baseUrl}${f.path}` === s.assets.siteCss)!.contents).toString()

describe('Sass stylesheets', () => {
  it("compiles customCss .scss and .sass files with the plugin's options: loadPaths, additionalData, ~package imports", () => {
    const css = siteCss(site)
    // additionalData's $brand, `@use 'spacing'` found through sassOptions.loadPaths, `~fixture-palette/colors` in node_modules.
    expect(css).toContain(':root{--ifm-color-primary: #1f6f8b}')
    expect(css).toContain('.dial-banner{padding:12px;border-left:4px solid #c0392b}')
    expect(css).toContain('.dial-banner__title{color:#1f6f8b}')
    // The indented syntax, given its own additionalData.
    expect(css).toContain('@media print{.dial-banner{border-color:#1f6f8b}}')
    // A client module that is a Sass stylesheet joins the site's CSS too.
    expect(css).toContain('.dial-client-mark{outline:1px dashed #1f6f8b}')
    expect(site.warnings.some((w) => /is ignored/.test(w))).toBe(false)
  })

  it("gives a component's .module.scss the same class names in a doc and a page, and its rules to the site stylesheet", () => {
    const inDoc = site.page('/docs/intro').querySelector('article .dial-banner > span')
    const onPage = site.page('/').querySelector('main p > span')
    expect(inDoc?.className).toMatch(/^styles_[0-9a-f]{6}_gauge$/)
    expect(onPage?.className).toBe(inDoc?.className)
    const needle = inDoc?.querySelector('span')?.className
    const css = siteCss(site)
    expect(css).toContain(`.${inDoc?.className}{display:inline-block;padding:8px;border-radius:4px;background:#1f6f8b1a}`)
    expect(css).toContain(`.${inDoc?.className} .${needle}{color:#164e61}`)
    // The page's own module, nested rules unfolded.
    const hero = site.page('/').querySelector('main')?.className
    expect(hero).toMatch(/^index_[0-9a-f]{6}_hero$/)
    expect(css).toContain(`.${hero} h1{color:#1f6f8b}`)
  })

  it("reports Sass's deprecation warnings once each, at the stylesheet's line, with the page that explains them", () => {
    const deprecations = site.warnings.filter((w) => w.includes('Sass deprecation'))
    expect(deprecations).toContain('src/components/Gauge/styles.module.scss:11:12: Sass deprecation: darken() is deprecated. (https://sass-lang.com/d/color-functions)')
    expect(new Set(deprecations).size).toBe(deprecations.length)
  })
})

describe('Sass errors', () => {
  let fixture: Awaited<ReturnType<typeof copyFixture>> | undefined
  afterEach(() => fixture?.dispose())

  /** The fixture copied out of the repository, with the generator's sass linked in as the site's own. */
  async function sassSite() {
    fixture = await copyFixture('docusaurus-sass')
    await symlink(join(REPO, 'node_modules/sass'), join(fixture.root, 'node_modules/sass'))
    return fixture
  }

  it("names the stylesheet's file and line (additionalData's lines not counted)", async () => {
    const { root, write } = await sassSite()
    await write('src/components/Gauge/styles.module.scss', '@use "spacing";\n\n.gauge {\n  padding: spacing.space(2)\n  color: red;\n}\n')
    const error = await build({ root, write: false, logger: memoryLogger() }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BuildError)
    expect((error as BuildError).location).toEqual({ file: 'src/components/Gauge/styles.module.scss', line: 5, column: 8 })
    expect((error as BuildError).message).toMatch(/^Sass: expected ";"/)
  })

  it("finds a stylesheet named by its path from the site folder, as sass-loader does from where Docusaurus runs (Backstage's @use 'src/theme/variables')", async () => {
    const { root, write } = await sassSite()
    await write('src/theme/_variables.scss', '$beacon: #0b7a75;\n')
    const module = await readFile(join(root, 'src/pages/index.module.scss'), 'utf8')
    await write('src/pages/index.module.scss', `@use 'src/theme/variables';\n${module}\n.beacon {\n  color: variables.$beacon;\n}\n`)
    const built = await buildSite(root)
    expect(siteCss(built)).toMatch(/\.index_[0-9a-f]{6}_beacon\{color:#0b7a75\}/)
  })

  it("compiles with the generator's own sass when the site has none installed (a Docusaurus site needs no npm install: Capacitor's docs failed)", async () => {
    fixture = await copyFixture('docusaurus-sass')
    const built = await buildSite(fixture.root)
    expect(siteCss(built)).toContain('.dial-banner{padding:12px;border-left:4px solid #c0392b}')
  })

  it('says to install the Sass package the site names when it is not installed', async () => {
    const { root, write } = await sassSite()
    const config = await readFile(join(root, 'docusaurus.config.js'), 'utf8')
    await write('docusaurus.config.js', config.replace("'docusaurus-plugin-sass',\n      {", "'docusaurus-plugin-sass',\n      {\n        implementation: 'sass-embedded',"))
    const error = await build({ root, write: false, logger: memoryLogger() }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BuildError)
    expect((error as BuildError).message).toMatch(/is a Sass stylesheet, and the site has no Sass compiler installed$/)
    expect((error as BuildError).hint).toContain('npm install --save-dev sass-embedded')
  })
})

describe('CSS module names', () => {
  it('come from the file and a hash of its site path, and lead back to the file', () => {
    const root = '/site'
    const scss = namedModulePath(root, '/site/src/components/Gauge/styles.module.scss')
    const css = namedModulePath(root, '/site/src/components/Gauge/styles.module.css')
    expect(scss).toMatch(/^\/site\/src\/components\/Gauge\/styles_[0-9a-f]{6}\.module\.css$/)
    expect(css).not.toBe(scss)
    expect(namedModulePath(root, '/site/src/other/styles.module.scss')).not.toBe(scss)
    expect(styleSourceOf(root, `${STYLE_NAMESPACE}:${scss}`)).toBe('/site/src/components/Gauge/styles.module.scss')
    expect(styleSourceOf(root, `${STYLE_NAMESPACE}:/site/src/css/plain.scss`)).toBe('/site/src/css/plain.scss')
    expect(styleSourceOf(root, 'src/components/Gauge/index.jsx')).toBeUndefined()
  })
})
