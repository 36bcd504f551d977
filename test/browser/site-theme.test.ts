/**
 * A Docusaurus site with its own theme (the docusaurus-theme fixture built to disk) in a real Chromium:
 * its brand colour and font (Infima's variables in its custom.css) take the place of ours in our layout,
 * in both colour modes; its client modules run on every page change; its theme components are styled
 * by their CSS modules; axe finds nothing.
 */
import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { serveBuiltFixture, violations, type BuiltFixture } from '../support/built-fixture'

let site: BuiltFixture
beforeAll(async () => {
  site = await serveBuiltFixture('docusaurus-theme')
}, 120_000)
afterEach(() => site.closeContexts())
afterAll(() => site?.close())

/**
 * Puts a site page's markup into the open page, in the element a Docusaurus page renders in (`#site-page`),
 * and the site's own CSS after our stylesheet, as its stylesheet or a CSS module would come.
 */
function addSitePage(page: Page, markup: string, css: string): Promise<void> {
  return page.evaluate(
    ([markup, css]) => {
      const home = document.createElement('div')
      home.id = 'site-page'
      home.className = 'rtk-docusaurus-page'
      home.innerHTML = markup
      document.body.append(home)
      const style = document.createElement('style')
      style.textContent = css
      document.head.append(style)
    },
    [markup, css] as const,
  )
}

describe('a Docusaurus site with its own theme, in a browser', () => {
  for (const [theme, brand, strong] of [
    ['light', 'rgb(46, 133, 85)', 'rgb(32, 93, 59)'],
    ['dark', 'rgb(37, 194, 160)', 'rgb(79, 221, 191)'],
  ] as const) {
    it(`takes the site's brand colour and font for our layout (${theme})`, async () => {
      const { page } = await site.open('/docs/ratios', { theme })
      const style = (selector: string, property: string) => page.$eval(selector, (el, p) => getComputedStyle(el).getPropertyValue(p), property)
      expect(await style('article a[href="/docs/intro"], article a', 'color')).toBe(brand)
      expect(await style('.rtk-sidebar [aria-current="page"]', 'color')).toBe(strong)
      expect(await style('body', 'font-family')).toBe('Georgia, serif')
    })
  }

  it("switches the panels of a site's own Tabs drawn with Docusaurus's markup (an ejected Tabs), as it does once hydrated", async () => {
    const { page, errors } = await site.open('/docs/fruit')
    const state = () => page.$$eval('.site-tabs [role="tab"], .site-tabs [role="tabpanel"]', (all) => all.map((el) => (el.getAttribute('role') === 'tab' ? `${el.textContent}:${el.getAttribute('aria-selected')}:${el.classList.contains('tabs__item--active')}` : `${el.textContent}:${(el as HTMLElement).hidden ? 'hidden' : 'shown'}`)))
    expect(await state()).toEqual(['Apple:false:false', 'Banana:true:true', 'Apples are crisp.:hidden', 'Bananas are soft.:shown'])
    await page.click('.site-tabs [role="tab"]:first-child')
    expect(await state()).toEqual(['Apple:true:true', 'Banana:false:false', 'Apples are crisp.:shown', 'Bananas are soft.:hidden'])
    expect(await page.isVisible('text=Apples are crisp.')).toBe(true)
    expect(errors).toEqual([])
  })

  it('loads a page framed otherwise in full: from a page without Layout (no navbar, no footer) to a doc, which has both', async () => {
    const { page, errors } = await site.open('/kiosk')
    expect(await page.$('[data-rtk-navbar]')).toBeNull()
    await page.evaluate(() => ((window as Window & { __marker?: number }).__marker = 1))
    await page.click('.kiosk a')
    await page.waitForURL('**/docs/intro')
    await page.waitForSelector('[data-rtk-navbar]')
    expect(await page.$('.rtk-footer')).not.toBeNull()
    expect(await page.evaluate(() => (window as Window & { __marker?: number }).__marker)).toBeUndefined()
    expect(errors).toEqual([])
  })

  it("runs the client modules' onRouteDidUpdate when the page loads and after each client-side navigation", async () => {
    const { page, errors } = await site.open('/docs/intro')
    await page.waitForFunction(() => document.documentElement.dataset.gearboxRoute === '/docs/intro')
    expect(await page.evaluate(() => document.documentElement.dataset.gearboxPrevious)).toBe('')
    await page.evaluate(() => ((window as Window & { __marker?: number }).__marker = 1))
    await page.click('.rtk-sidebar a[href="/docs/ratios"]')
    await page.waitForFunction(() => document.documentElement.dataset.gearboxRoute === '/docs/ratios')
    expect(await page.evaluate(() => [document.documentElement.dataset.gearboxPrevious, (window as Window & { __marker?: number }).__marker])).toEqual(['/docs/intro', 1])
    expect(errors).toEqual([])
  })

  it("keeps a site's rules for the <details> of its content off our sidebar's folding categories (Docusaurus's sidebar has no <details>)", async () => {
    const { page } = await site.open('/docs/ratios')
    const looks = () =>
      page.evaluate(() => {
        const category = document.querySelector('.rtk-sidebar nav details')!
        const link = category.querySelector('a')!
        const top = document.querySelector('.rtk-sidebar nav > ul > li > a')!
        const { backgroundColor, borderBottomWidth } = getComputedStyle(category)
        return { backgroundColor, borderBottomWidth, textAlign: getComputedStyle(link).textAlign, sameSize: getComputedStyle(link).fontSize === getComputedStyle(top).fontSize }
      })
    const before = await looks()
    // Immer's rules for its egghead boxes, as its stylesheet (after ours) gives them.
    await page.addStyleTag({ content: 'details { background: rgb(226, 226, 226); border-bottom: 2px solid magenta; } details a { text-align: right; font-size: 0.8em; }' })
    expect(await looks()).toEqual(before)
    expect(before).toEqual({ backgroundColor: 'rgba(0, 0, 0, 0)', borderBottomWidth: '0px', textAlign: 'start', sameSize: true })
  })

  it("draws a bare <pre> of the site's own as Infima does: on the code background, scrolling inside the column instead of widening it", async () => {
    const { page } = await site.open('/docs/intro')
    await addSitePage(page, `<main class="container" style="max-width: 400px"><pre class="install">npm install ${'@gearbox/transmission-core '.repeat(12)}</pre></main>`, '')
    const pre = await page.$eval('#site-page pre.install', (el) => {
      const style = getComputedStyle(el)
      return { overflowX: style.overflowX, width: el.getBoundingClientRect().width, scrolls: el.scrollWidth > el.clientWidth, background: style.backgroundColor, padding: style.paddingLeft }
    })
    expect(pre).toMatchObject({ overflowX: 'auto', scrolls: true, padding: '16px' })
    expect(pre.width).toBeLessThanOrEqual(400)
    expect(pre.background).not.toBe('rgba(0, 0, 0, 0)')
  })

  it("takes Infima's colour variables a site sets for the hero, its buttons, the navbar and the footer, over ours; has its utilities", async () => {
    const { page } = await site.open('/docs/intro')
    // Markup of a site's home page, and the overrides a site's stylesheet (after ours) would give.
    await addSitePage(
      page,
      '<header class="hero hero--dark"><a class="button button--secondary">Try</a></header><header class="hero hero--primary"><a class="button button--primary">Go</a></header><header class="hero theirs"></header><ul class="clean-list shadow--md text--italic"><li>one</li></ul>',
      '.theirs { --ifm-hero-background-color: rgb(26, 43, 52); } .button--secondary { --ifm-color-secondary: rgb(247, 186, 62); }',
    )
    const colours = await page.evaluate(() => {
      const home = document.getElementById('site-page')!
      const bg = (el: Element | null) => getComputedStyle(el!).backgroundColor
      const before = { navbar: bg(document.querySelector('[data-rtk-navbar]')), footer: bg(document.querySelector('.rtk-footer')) }
      document.documentElement.style.setProperty('--ifm-navbar-background-color', 'rgb(1, 2, 3)')
      document.documentElement.style.setProperty('--ifm-footer-background-color', 'rgb(4, 5, 6)')
      return {
        dark: bg(home.querySelector('.hero--dark')),
        darkText: getComputedStyle(home.querySelector('.hero--dark')!).color,
        secondary: bg(home.querySelector('.button--secondary')),
        primary: bg(home.querySelector('.button--primary')),
        theirs: bg(home.querySelector('.theirs')),
        before,
        navbar: bg(document.querySelector('[data-rtk-navbar]')),
        footer: bg(document.querySelector('.rtk-footer')),
        // Set as most sites set them: on Infima's classes of the two bars (React Navigation's, Prettier's custom.css).
        onClasses: ((rules) => {
          rules.textContent = '.navbar { --ifm-navbar-background-color: rgb(7, 8, 9); } .footer { --ifm-footer-background-color: rgb(10, 11, 12); }'
          document.head.append(rules)
          return { navbar: bg(document.querySelector('[data-rtk-navbar]')), footer: bg(document.querySelector('.rtk-footer')) }
        })(document.createElement('style')),
        // Infima's utilities as a site's pages use them.
        list: ((list) => [list.listStyleType, list.fontStyle, list.boxShadow !== 'none'])(getComputedStyle(home.querySelector('ul')!)),
      }
    })
    // The footer is light (the site gives no footer style: Docusaurus's default), so the site's colour is its.
    expect(colours).toMatchObject({ dark: 'rgb(48, 56, 70)', darkText: 'rgb(255, 255, 255)', secondary: 'rgb(247, 186, 62)', primary: 'rgb(46, 133, 85)', theirs: 'rgb(26, 43, 52)', navbar: 'rgb(1, 2, 3)', footer: 'rgb(4, 5, 6)', onClasses: { navbar: 'rgb(7, 8, 9)', footer: 'rgb(10, 11, 12)' } })
    expect(colours.list).toEqual(['none', 'italic', true])
    expect(colours.before).not.toMatchObject({ navbar: 'rgb(1, 2, 3)' })
    expect(colours.before).not.toMatchObject({ footer: 'rgb(4, 5, 6)' })
  })

  it("lays out Infima's grid and spacing as Infima does, its classes no heavier than Infima's, so the site's CSS modules win", async () => {
    const { page } = await site.open('/docs/intro')
    await page.setViewportSize({ width: 1200, height: 800 })
    // Metro's home page: two col--2 buttons in a row, a hero its CSS module pads, Infima's margins.
    await addSitePage(
      page,
      '<div class="container"><div class="row" style="width:1200px"><div class="col col--2"><a class="button button--primary button--lg margin-horiz--sm">Get Started Now</a></div><div class="col col--2 col--offset-1">B</div><div class="col">C</div></div></div><header class="hero heroBanner margin-bottom--xl">Hero</header><p class="padding-vert--xs margin--none">P</p>',
      '.heroBanner { padding: 40px 0; }',
    )
    const looks = await page.evaluate(() => {
      const home = document.getElementById('site-page')!
      const [first, second, rest] = [...home.querySelectorAll('.col')].map((col) => col.getBoundingClientRect())
      const button = home.querySelector('.button')!
      const hero = getComputedStyle(home.querySelector('.hero')!)
      const p = getComputedStyle(home.querySelector('p')!)
      return {
        columns: [first!.width, second!.left - first!.right, second!.width, rest!.width].map(Math.round),
        button: [getComputedStyle(button).whiteSpace, getComputedStyle(button).marginLeft, button.getBoundingClientRect().height < 60],
        hero: [hero.paddingTop, hero.marginBottom],
        p: [p.paddingTop, p.marginTop],
      }
    })
    // 2/12 of 1,200px (plus the gutters' margin) is 200px; the offset is 1/12, 100px.
    expect(looks).toEqual({ columns: [200, 100, 200, 700], button: ['nowrap', '8px', true], hero: ['40px', '80px'], p: ['4px', '0px'] })
  })

  for (const [theme, overlay] of [
    ['light', 'rgba(0, 0, 0, 0.05)'],
    ['dark', 'rgba(255, 255, 255, 0.05)'],
  ] as const) {
    it(`gives Infima's menu overlay variables Infima's neutral shade, not the brand's (${theme})`, async () => {
      const { page } = await site.open('/docs/intro', { theme })
      // Jest's home page sections: background: var(--ifm-menu-color-background-active).
      await addSitePage(page, '<section class="lightBackground">Section</section>', '.lightBackground { background: var(--ifm-menu-color-background-active); color: var(--ifm-menu-color-background-hover); }')
      expect(await page.$eval('.lightBackground', (el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color])).toEqual([overlay, overlay])
    })
  }

  for (const [theme, background, keyword] of [
    ['light', 'rgb(255, 255, 255)', 'rgb(207, 34, 46)'],
    ['dark', 'rgb(40, 42, 54)', 'rgb(255, 121, 198)'],
  ] as const) {
    it(`paints code with the site's prism theme of the colour mode (${theme}: ${theme === 'light' ? 'github' : 'dracula'})`, async () => {
      const { page } = await site.open('/docs/ratios', { theme })
      expect(await page.$eval('article pre.shiki', (el) => getComputedStyle(el).backgroundColor)).toBe(background)
      // The site's `code { background-color }` is for inline code: a block's code lets its theme show.
      expect(await page.$eval('article pre.shiki > code', (el) => getComputedStyle(el).backgroundColor)).toBe('rgba(0, 0, 0, 0)')
      // `export`, a keyword, in each theme's keyword colour.
      expect(await page.$eval('article pre.shiki .line span', (el) => getComputedStyle(el).color)).toBe(keyword)
    })
  }

  for (const [theme, highlight] of [
    ['light', 'rgba(46, 133, 85, 0.06)'],
    ['dark', 'rgba(0, 0, 0, 0.25)'],
  ] as const) {
    it(`marks lines with the site's highlight colour and its own magic comment's style, each line one line high (${theme})`, async () => {
      const { page } = await site.open('/docs/ratios', { theme })
      const lines = await page.$$eval('article pre.shiki .line', (all) =>
        all.map((line) => {
          const style = getComputedStyle(line)
          const box = line.getBoundingClientRect()
          const code = line.closest('pre')!.getBoundingClientRect()
          return { text: line.textContent, background: style.backgroundColor, border: style.borderLeftWidth, height: box.height, spans: Math.abs(box.left - code.left) < 1 && Math.abs(box.right - code.right) < 1 }
        }),
      )
      expect(lines.map((l) => l.text)).toEqual(['export const ratio = (input, output) => input / output', 'export const slip = ratio(3, 0)', 'export const top = ratio(1, 1)'])
      expect(lines.map((l) => l.background)).toEqual([highlight, 'rgba(255, 80, 0, 0.08)', 'rgba(0, 0, 0, 0)'])
      expect(lines[1]!.border).toBe('4px')
      // The two marked lines are boxes across the code, no taller than a line (the site's display: block
      // would have added a blank line after the marked one).
      expect([lines[0]!.spans, lines[1]!.spans]).toEqual([true, true])
      const lineHeight = await page.$eval('article pre.shiki', (el) => parseFloat(getComputedStyle(el).lineHeight))
      expect([lines[0]!, lines[1]!].map((l) => Math.round(l.height))).toEqual([Math.round(lineHeight), Math.round(lineHeight)])
      // Three lines and the padding (0.9rem above and below): a fourth, blank, line would show here.
      expect(await page.$eval('article pre.shiki', (el) => el.getBoundingClientRect().height)).toBeLessThan(3.5 * lineHeight + 2 * 0.9 * 16)
    })
  }

  for (const theme of ['light', 'dark'] as const) {
    it(`gives Infima's card, badge and alert our look in pages and docs (${theme})`, async () => {
      const { page } = await site.open('/', { theme })
      const style = (selector: string, property: string) => page.$eval(selector, (el, p) => getComputedStyle(el).getPropertyValue(p), property)
      expect(await style('[data-infima="card"]', 'border-top-style')).toBe('solid')
      expect(await style('[data-infima="card"] .card__body', 'padding-top')).toBe('0px')
      expect(await style('[data-infima="badge"]', 'border-top-left-radius')).toBe('999px')
      expect(await style('[data-infima="badge"]', 'color')).toBe(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--rtk-warning').trim()).then((hex) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`))
      const doc = (await site.open('/docs/ratios', { theme })).page
      expect(await doc.$eval('[data-infima="alert"]', (el) => getComputedStyle(el).borderInlineStartWidth)).toBe('4px')
    })
  }

  it("swaps a doc's own head tags (its <head>) on client-side navigation, in and out", async () => {
    const { page, errors } = await site.open('/docs/intro')
    const gearPage = () => page.evaluate(() => document.head.querySelector('meta[name="gear-page"]')?.getAttribute('content') ?? null)
    expect(await gearPage()).toBeNull()
    await page.click('.rtk-sidebar a[href="/docs/ratios"]')
    await page.waitForFunction(() => document.documentElement.dataset.gearboxRoute === '/docs/ratios')
    expect(await gearPage()).toBe('ratios')
    await page.click('.rtk-sidebar a[href="/docs/intro"]')
    await page.waitForFunction(() => document.documentElement.dataset.gearboxRoute === '/docs/intro')
    expect(await gearPage()).toBeNull()
    expect(errors).toEqual([])
  })

  it("selects the tab a URL's query names (Tabs queryString), and writes the reader's choice into it", async () => {
    const { page, errors } = await site.open('/docs/intro?gearbox=automatic#ratios')
    const selected = () => page.$eval('.gear-tabs [aria-selected="true"]', (tab) => tab.textContent)
    expect(await selected()).toBe('Automatic')
    expect(await page.$eval('.gear-tabs [data-rtk-tab-panel="automatic"]', (panel) => (panel as HTMLElement).hidden)).toBe(false)
    await page.click('.gear-tabs [data-rtk-tab="manual"]')
    expect(await selected()).toBe('Manual')
    expect(await page.evaluate(() => location.search + location.hash)).toBe('?gearbox=manual#ratios')
    expect(errors).toEqual([])
  })

  it('folds the other sidebar categories when one opens (themeConfig.docs.sidebar.autoCollapseCategories)', async () => {
    const { page } = await site.open('/docs/intro')
    const open = () => page.$$eval('.rtk-sidebar details', (all) => all.map((d) => `${d.querySelector('summary')?.textContent}:${(d as HTMLDetailsElement).open}`))
    expect(await open()).toEqual(['Gears:true', 'Driving:true'])
    await page.click('.rtk-sidebar summary:has-text("Gears")')
    await page.waitForFunction(() => !(document.querySelector('.rtk-sidebar details') as HTMLDetailsElement).open)
    await page.click('.rtk-sidebar summary:has-text("Gears")')
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLDetailsElement>('.rtk-sidebar details')].map((d) => d.open).join() === 'true,false')
    expect(await open()).toEqual(['Gears:true', 'Driving:false'])
  })

  it('hides the sidebar and brings it back with its buttons (themeConfig.docs.sidebar.hideable), across client-side navigation', async () => {
    const { page, errors } = await site.open('/docs/intro')
    const shown = () => page.$eval('.rtk-sidebar', (el) => getComputedStyle(el).display !== 'none')
    expect(await shown()).toBe(true)
    expect(await page.isVisible('[data-rtk-sidebar-expand]')).toBe(false)
    // The button sits at the sidebar's foot, below its few entries (it stood 5rem above it).
    const foot = await page.$eval('.rtk-sidebar', (el) => [el.getBoundingClientRect().bottom, el.querySelector('[data-rtk-sidebar-hide]')!.getBoundingClientRect().bottom])
    expect(Math.abs(foot[0]! - foot[1]!)).toBeLessThan(1)
    await page.click('[data-rtk-sidebar-hide]')
    expect(await shown()).toBe(false)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Expand sidebar')
    // The main column takes the room.
    expect(await page.$eval('.rtk-doc__main', (el) => el.getBoundingClientRect().left)).toBeLessThan(100)
    await page.click('article a[href="/docs/ratios"]')
    await page.waitForFunction(() => document.documentElement.dataset.rtkRoute === '/docs/ratios')
    expect(await shown()).toBe(false)
    await page.click('[data-rtk-sidebar-expand]')
    expect(await shown()).toBe(true)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Collapse sidebar')
    expect(errors).toEqual([])
  })

  it("shows @theme/Heading's # link when its heading is hovered, not before", async () => {
    const { page } = await site.open('/docs/shifting')
    const opacity = () => page.$eval('h2#when-to-shift .rtk-heading-anchor', (el) => getComputedStyle(el).opacity)
    expect(await opacity()).toBe('0')
    await page.hover('h2#when-to-shift')
    expect(await opacity()).toBe('1')
  })

  it("styles the theme's components with their CSS modules", async () => {
    const { page } = await site.open('/docs/ratios')
    expect(await page.$eval('article aside', (el) => getComputedStyle(el).borderInlineStartWidth)).toBe('4px')
  })

  for (const theme of ['light', 'dark'] as const) {
    it(`has no axe violations on its docs, post and home page (${theme})`, async () => {
      for (const path of ['/docs/intro', '/docs/ratios', '/docs/shifting', '/blog/2024/05/01/first-drive', '/']) {
        const { page } = await site.open(path, { theme })
        expect({ path, violations: await violations(page) }).toEqual({ path, violations: [] })
      }
    }, 60_000)
  }
})
