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
import Icon from '@site/static/img/icon.svg';

<img src={card} alt="Imported" />

<img src={require('../../static/img/social-card.png').default} alt="Required" />

<Logo title="The logo" className="logo" />

<Logo role="img" className="plain" />

<Logo aria-label="Reliable" data-feature="reliable" className="labelled" />

<Icon className="icon" width={12} />
`,
  )
  await writeFile(
    join(fixture.root, 'static/img/icon.svg'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<!-- An icon -->\n<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="currentColor" stroke-width="2" style="vertical-align: middle"><path d="M0 0h24v24H0z"/></svg>\n`,
  )
  const home = join(fixture.root, 'src/pages/index.tsx')
  await writeFile(home, (await readFile(home, 'utf8')).replace('<img src={useBaseUrl', "<img src={require('@site/static/img/social-card.png').default} alt=\"Card\" />\n      <img src={useBaseUrl"))
  await build({ root: fixture.root, logger: memoryLogger() })
}, 120_000)
afterAll(() => fixture.dispose())

describe('files a page imports', () => {
  it('are URLs in a doc (imported or required), the files written there', async () => {
    const [imported, required] = await images('docs/guides/screens.html')
    expect(imported!.src).toMatch(/^\/assets\/social-card-[A-Z0-9]+\.png$/)
    expect(required!.src).toBe(imported!.src)
    expect(existsSync(join(fixture.root, 'build', imported!.src))).toBe(true)
  })

  it("draws an imported SVG inline as SVGR's component does: the props over the file's attributes, a title as its first child", async () => {
    const article = parseHTML(await readFile(join(fixture.root, 'build/docs/guides/screens.html'), 'utf8')).document.querySelector('main article')!
    expect(article.querySelectorAll('img[src$=".svg"]')).toHaveLength(0)
    const logo = article.querySelector('svg.logo')!
    expect(logo.getAttribute('viewBox')).toBe('0 0 32 32')
    expect(logo.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg')
    expect(logo.firstElementChild?.tagName.toLowerCase()).toBe('title')
    expect(logo.firstElementChild?.textContent).toBe('The logo')
    expect(logo.querySelector('circle')?.getAttribute('fill')).toBe('#2e8555')
    // An icon in the text's colour keeps it (an <img> of the file would be black in dark mode), its
    // attributes written back as SVG spells them.
    const icon = article.querySelector('svg.icon')!
    expect(icon.getAttribute('fill')).toBe('currentColor')
    expect(icon.getAttribute('stroke-width')).toBe('2')
    expect(icon.getAttribute('style')).toMatch(/^vertical-align:\s*middle;?$/)
    expect(icon.getAttribute('width')).toBe('12')
    expect(icon.querySelector('path')?.getAttribute('d')).toBe('M0 0h24v24H0z')
  })

  it("hides an SVG with role img and no name from assistive technology (the Docusaurus template's feature images); one named by aria-label keeps it and its data- props", async () => {
    const article = parseHTML(await readFile(join(fixture.root, 'build/docs/guides/screens.html'), 'utf8')).document.querySelector('main article')!
    const plain = article.querySelector('svg.plain')!
    expect(plain.getAttribute('aria-hidden')).toBe('true')
    expect(plain.hasAttribute('role')).toBe(false)
    const labelled = article.querySelector('svg.labelled')!
    expect(labelled.getAttribute('aria-label')).toBe('Reliable')
    expect(labelled.getAttribute('data-feature')).toBe('reliable')
    expect(labelled.hasAttribute('aria-hidden')).toBe(false)
  })

  it('are URLs in a Docusaurus page that requires one', async () => {
    const card = (await images('index.html', 'body')).find((img) => img.alt === 'Card')
    expect(card?.src).toMatch(/^\/assets\/social-card-[A-Z0-9]+\.png$/)
    expect(existsSync(join(fixture.root, 'build', card!.src))).toBe(true)
  })
})
