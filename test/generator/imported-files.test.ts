/**
 * Files that pages import, as Docusaurus's bundler takes them: `import shot from './shot.png'` and
 * `require('./shot.png').default` are the file's URL (under the baseUrl), an imported SVG is a component,
 * and the files are written where the URLs point (the link check, which crawls the output, finds them).
 */
import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseHTML } from 'linkedom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build } from '../../src/generator/build'
import { memoryLogger } from '../../src/generator/log'
import { copyFixture } from '../support/site'

let fixture: Awaited<ReturnType<typeof copyFixture>>
const images = async (file: string, within = 'main') =>
  [...parseHTML(await readFile(join(fixture.root, 'build', file), 'utf8')).document.querySelectorAll(`${within} img`)].map((img) => ({ src: img.getAttribute('src')!, alt: img.getAttribute('alt'), className: img.getAttribute('class') }))

beforeAll(async () => {
  fixture = await copyFixture('docusaurus-site')
  await writeFile(
    join(fixture.root, 'docs/guides/screens.mdx'),
    `---
title: Screens
---
import card from '@site/static/img/social-card.png';
import Logo from '@site/static/img/logo.svg';

<img src={card} alt="Imported" />

<img src={require('../../static/img/social-card.png').default} alt="Required" />

<Logo title="The logo" className="logo" />

<Logo role="img" className="plain" />

<Logo aria-label="Reliable" data-feature="reliable" className="labelled" />
`,
  )
  const home = join(fixture.root, 'src/pages/index.tsx')
  await writeFile(home, (await readFile(home, 'utf8')).replace('<img src={useBaseUrl', "<img src={require('@site/static/img/social-card.png').default} alt=\"Card\" />\n      <img src={useBaseUrl"))
  await build({ root: fixture.root, logger: memoryLogger() })
}, 120_000)
afterAll(() => fixture.dispose())

describe('files a page imports', () => {
  it('are URLs in a doc (imported or required) and an SVG is a component, the files written there', async () => {
    const [imported, required, logo, plain] = await images('docs/guides/screens.html')
    expect(imported!.src).toMatch(/^\/assets\/social-card-[A-Z0-9]+\.png$/)
    expect(required!.src).toBe(imported!.src)
    expect(logo).toEqual({ src: expect.stringMatching(/^\/assets\/logo-[A-Z0-9]+\.svg$/), alt: 'The logo', className: 'logo' })
    for (const { src } of [imported!, logo!]) expect(existsSync(join(fixture.root, 'build', src))).toBe(true)
    // Without a title it is decorative (alt=""), so the role="img" Docusaurus's template gives is left out.
    expect(plain).toEqual({ src: logo!.src, alt: '', className: 'plain' })
    expect((await readFile(join(fixture.root, 'build/docs/guides/screens.html'), 'utf8')).match(/<img[^>]*class="plain"[^>]*>/)?.[0]).not.toContain('role=')
  })

  it("names an imported SVG by its aria-label too, and keeps its other aria- and data- props (as SVGR's inline SVG keeps them)", async () => {
    const html = await readFile(join(fixture.root, 'build/docs/guides/screens.html'), 'utf8')
    const labelled = html.match(/<img[^>]*class="labelled"[^>]*>/)?.[0]
    expect(labelled).toContain('alt="Reliable"')
    expect(labelled).toContain('data-feature="reliable"')
  })

  it('are URLs in a Docusaurus page that requires one', async () => {
    const card = (await images('index.html', 'body')).find((img) => img.alt === 'Card')
    expect(card?.src).toMatch(/^\/assets\/social-card-[A-Z0-9]+\.png$/)
    expect(existsSync(join(fixture.root, 'build', card!.src))).toBe(true)
  })
})
