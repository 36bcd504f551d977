/**
 * Infima's buttons and variables where a Docusaurus site's own markup and CSS expect them, in a real
 * Chromium: buttons in an MDX doc (Electron's "Open in Fiddle" showed as a plain underlined link), every
 * colour and size Infima has, a site's own variant built on the variables, and the variables a site's
 * CSS reads (remotion.dev pads its code lines with --ifm-pre-padding), in both colour modes.
 */
import { appendFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { serveBuiltFixture, type BuiltFixture } from '../support/built-fixture'

/** A doc with Electron's button, Infima's other variants, and boxes the site's CSS colours with Infima's variables. */
const FIDDLE_DOC = `---
title: Fiddle
---

Try the example.

<a className="button button--primary button--md" href="https://fiddle.electronjs.org/launch">Open in Fiddle</a>

<div className="variants">
  <a className="button button--secondary">Secondary</a>
  <a className="button button--success">Success</a>
  <a className="button button--info">Info</a>
  <a className="button button--warning">Warning</a>
  <a className="button button--danger">Danger</a>
  <a className="button button--link" href="/docs/intro">Link</a>
  <a className="button button--primary button--outline">Outline</a>
  <a className="button button--primary button--sm">Small</a>
  <a className="button button--primary button--lg">Large</a>
  <a className="button button--electron">Electron</a>
</div>

<a className="button button--primary button--block">Block</a>

## Steps

- Open the example.
- Run it.

<div className="error-box">Could not load the example.</div>
<div className="nav-hover">Hovered navbar link</div>
<div className="footer-link">Footer link</div>

<div className="card newsletter-card"><div className="card__body">Subscribe</div></div>
`

/** The site's CSS: Electron's own variant sets only the variables; the rest read Infima's, as sites' custom CSS does. */
const SITE_CSS = `
.button--electron { --ifm-button-background-color: rgb(47, 50, 65); --ifm-button-border-color: rgb(47, 50, 65); }
pre.shiki .line { padding-left: var(--ifm-pre-padding); }
.error-box { background-color: var(--ifm-color-danger-contrast-background); color: var(--ifm-color-danger-contrast-foreground); }
.nav-hover { color: var(--ifm-navbar-link-hover-color); }
.footer-link { color: var(--ifm-footer-link-color); }
@layer base { h1, h2, h3 { font-weight: inherit; } ul, ol { padding: 0; } }
html { font-family: Georgia, serif; }
.newsletter-card { flex-direction: row; background-color: rgb(0, 128, 128); }
`

/** A doc with each part of the text Infima's variables colour and size. */
const LOOK_DOC = `---
title: Look
---

Read [the introduction](./intro.mdx) and call \`shift()\`.

\`\`\`js
shift(2)
\`\`\`

> Smooth is fast.

:::info

Oil the gears.

:::

## Gears

### First
`

/**
 * The Infima variables the custom.css of 39 real Docusaurus sites set most (the brand colours aside:
 * --ifm-code-font-size in 27, the alert colours in 20 lines of 4 sites, the navbar's and footer's
 * backgrounds in 16 each, --ifm-link-color in 14, …), as a site sets them.
 */
const SITE_VARIABLES = `
:root {
  --ifm-font-size-base: 18px;
  --ifm-background-color: rgb(250, 250, 240);
  --ifm-font-color-base: rgb(10, 20, 30);
  --ifm-link-color: rgb(200, 0, 100);
  --ifm-heading-color: rgb(0, 0, 128);
  --ifm-heading-font-family: Georgia, serif;
  --ifm-code-font-size: 95%;
  --ifm-code-background: rgb(230, 230, 250);
  --ifm-blockquote-color: rgb(90, 60, 30);
  --ifm-menu-color-active: rgb(0, 100, 0);
  --ifm-menu-color-background-active: rgb(220, 255, 220);
  --ifm-toc-border-color: rgb(255, 0, 0);
  --ifm-navbar-height: 4rem;
}
.alert--info { --ifm-alert-background-color: rgb(1, 2, 3); --ifm-alert-border-color: rgb(4, 5, 6); --ifm-alert-foreground-color: rgb(240, 240, 240); }
`

let site: BuiltFixture
beforeAll(async () => {
  site = await serveBuiltFixture('docusaurus-theme', async (root) => {
    await writeFile(join(root, 'docs/look.mdx'), LOOK_DOC)
    await writeFile(join(root, 'docs/fiddle.mdx'), FIDDLE_DOC)
    await appendFile(join(root, 'src/css/custom.css'), SITE_CSS)
  })
}, 120_000)
afterEach(() => site.closeContexts())
afterAll(() => site?.close())

describe("Infima's buttons and variables on a Docusaurus site, in a browser", () => {
  for (const [theme, primary, inverse] of [
    ['light', 'rgb(46, 133, 85)', 'rgb(255, 255, 255)'],
    ['dark', 'rgb(37, 194, 160)', 'rgb(27, 27, 29)'],
  ] as const) {
    it(`draws a button in a doc as Infima does: the primary background, the inverse text, no underline (${theme})`, async () => {
      const { page } = await site.open('/docs/fiddle', { theme })
      const fiddle = await page.$eval('article a.button--primary', (el) => {
        const style = getComputedStyle(el)
        return { background: style.backgroundColor, color: style.color, decoration: style.textDecorationLine, display: style.display, weight: style.fontWeight }
      })
      expect(fiddle).toEqual({ background: primary, color: inverse, decoration: 'none', display: 'inline-block', weight: '700' })
      // A site's own variant that sets only the background: Infima's text colour, not the primary colour.
      expect(await page.$eval('article .button--electron', (el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color])).toEqual(['rgb(47, 50, 65)', inverse])
    })
  }

  it("has Infima's colour variants and sizes, with Infima's colours", async () => {
    const { page } = await site.open('/docs/fiddle')
    const looks = await page.$$eval('article .variants .button, article .button--block', (all) =>
      Object.fromEntries(
        all.map((el) => {
          const style = getComputedStyle(el)
          return [el.textContent, { background: style.backgroundColor, color: style.color, border: style.borderTopColor, size: style.fontSize, width: Math.round(el.getBoundingClientRect().width), column: Math.round(el.parentElement!.getBoundingClientRect().width) }]
        }),
      ),
    )
    expect(looks.Success).toMatchObject({ background: 'rgb(0, 164, 0)', color: 'rgb(255, 255, 255)' })
    expect(looks.Info).toMatchObject({ background: 'rgb(84, 199, 236)', border: 'rgb(84, 199, 236)' })
    expect(looks.Warning).toMatchObject({ background: 'rgb(255, 186, 0)' })
    expect(looks.Danger).toMatchObject({ background: 'rgb(250, 56, 62)' })
    expect(looks.Secondary).toMatchObject({ color: 'rgb(28, 30, 33)' })
    expect(looks.Link).toMatchObject({ background: 'rgba(0, 0, 0, 0)', color: 'rgb(46, 133, 85)' })
    expect(looks.Outline).toMatchObject({ background: 'rgba(0, 0, 0, 0)', color: 'rgb(46, 133, 85)', border: 'rgb(46, 133, 85)' })
    // 0.875rem times Infima's multipliers: 0.8 small, 1 by default, 1.35 large.
    expect([looks.Small!.size, looks.Info!.size, looks.Large!.size]).toEqual(['11.2px', '14px', '18.9px'])
    expect(looks.Block!.width).toBe(looks.Block!.column)
  })

  it("gives a primary button a darker shade when hovered (the site's --ifm-color-primary-dark)", async () => {
    const { page } = await site.open('/docs/fiddle')
    // The hovered colour itself, not a frame of the button's transition towards it.
    await page.addStyleTag({ content: '.button { transition: none !important; }' })
    await page.hover('article a.button--primary')
    expect(await page.$eval('article a.button--primary', (el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color])).toEqual(['rgb(41, 120, 76)', 'rgb(255, 255, 255)'])
  })

  for (const [theme, errorBackground, errorText] of [
    ['light', 'rgb(255, 235, 236)', 'rgb(75, 17, 19)'],
    ['dark', 'rgb(75, 17, 19)', 'rgb(255, 235, 236)'],
  ] as const) {
    it(`defines the Infima variables a site's CSS reads, with Infima's values (${theme})`, async () => {
      const { page } = await site.open('/docs/fiddle', { theme })
      const colour = (selector: string, property: string) => page.$eval(selector, (el, p) => getComputedStyle(el).getPropertyValue(p), property)
      expect([await colour('article .error-box', 'background-color'), await colour('article .error-box', 'color')]).toEqual([errorBackground, errorText])
      expect(await colour('article .nav-hover', 'color')).toBe(theme === 'light' ? 'rgb(46, 133, 85)' : 'rgb(37, 194, 160)')
      expect(await colour('article .footer-link', 'color')).toBe(theme === 'light' ? 'rgb(96, 103, 112)' : 'rgb(218, 221, 225)')
    })
  }

  it("keeps headings bold and lists indented under a reset in a cascade layer, and lets the site's html font reach the text, as Infima (DocSearch's Tailwind preflight)", async () => {
    const { page } = await site.open('/docs/fiddle')
    const look = await page.evaluate(() => ({
      heading: getComputedStyle(document.querySelector('article h2')!).fontWeight,
      list: getComputedStyle(document.querySelector('article ul')!).paddingInlineStart,
      font: getComputedStyle(document.querySelector('article p')!).fontFamily,
    }))
    expect(look).toEqual({ heading: '700', list: '32px', font: 'Georgia, serif' })
  })

  it("draws the navbar's current link in --ifm-navbar-link-hover-color, as Infima does (Flipper's dark bar set it light; the brand's colour hid the link)", async () => {
    const { page } = await site.open('/docs/intro')
    const active = '[data-rtk-navbar] .rtk-navbar__link--active'
    expect(await page.$eval(active, (el) => getComputedStyle(el).color)).toBe('rgb(46, 133, 85)')
    await page.addStyleTag({ content: ':root { --ifm-navbar-link-hover-color: rgb(235, 237, 240); }' })
    expect(await page.$eval(active, (el) => getComputedStyle(el).color)).toBe('rgb(235, 237, 240)')
  })

  it("lets a site's class beside Infima's .card decide, as Infima's single classes do (Backstage's teal newsletter card stayed our grey column)", async () => {
    const { page } = await site.open('/docs/fiddle')
    expect(await page.$eval('article .newsletter-card', (el) => [getComputedStyle(el).flexDirection, getComputedStyle(el).backgroundColor])).toEqual(['row', 'rgb(0, 128, 128)'])
  })

  it("pads a site's code lines by --ifm-pre-padding, 16px (remotion.dev's `pre.shiki .line`)", async () => {
    const { page } = await site.open('/docs/ratios')
    // The block's last line, which no highlight or magic comment marks (those are padded by our own rules).
    const lines = await page.$$eval('article pre.shiki .line', (all) => all.map((line) => [line.className, getComputedStyle(line).paddingLeft]))
    expect(lines.at(-1)).toEqual(['line', '16px'])
  })

  it("takes the Infima variables a site's CSS sets most, where Docusaurus's layout takes them: text, page, links, headings, code, quotes, admonitions, TOC, sidebar, navbar", async () => {
    const { page } = await site.open('/docs/look')
    await page.addStyleTag({ content: SITE_VARIABLES })
    const look = await page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!)
      return {
        base: style('html').fontSize,
        background: style('body').backgroundColor,
        text: style('article p').color,
        link: style('article p a').color,
        heading: [style('article h2').color, style('article h2').fontFamily],
        inlineCode: [style('article p code').fontSize, style('article p code').backgroundColor],
        blockCode: style('article pre').fontSize,
        quote: style('article blockquote').color,
        admonition: [style('article .theme-admonition-info').backgroundColor, style('article .theme-admonition-info').borderLeftColor, style('article .theme-admonition-info .rtk-admonition__title').color],
        toc: style('.rtk-toc').borderLeftColor,
        navbar: (document.querySelector('[data-rtk-navbar]') as HTMLElement).getBoundingClientRect().height,
      }
    })
    expect(look).toEqual({
      base: '18px',
      background: 'rgb(250, 250, 240)',
      text: 'rgb(10, 20, 30)',
      link: 'rgb(200, 0, 100)',
      heading: ['rgb(0, 0, 128)', 'Georgia, serif'],
      // 95% of the text around them, as Infima sizes code.
      inlineCode: ['17.1px', 'rgb(230, 230, 250)'],
      blockCode: '17.1px',
      quote: 'rgb(90, 60, 30)',
      admonition: ['rgb(1, 2, 3)', 'rgb(4, 5, 6)', 'rgb(240, 240, 240)'],
      toc: 'rgb(255, 0, 0)',
      navbar: 72,
    })
    const intro = (await site.open('/docs/intro')).page
    await intro.addStyleTag({ content: SITE_VARIABLES })
    expect(await intro.$eval('.rtk-sidebar .menu__link--active', (el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor])).toEqual(['rgb(0, 100, 0)', 'rgb(220, 255, 220)'])
  })
})

