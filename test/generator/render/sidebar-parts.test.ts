import { parseHTML } from 'linkedom'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Sidebar } from '../../../src/components/Sidebar'
import { LAZY_SIDEBAR_LINKS, sidebarParts } from '../../../src/generator/render/sidebar-parts'
import type { Sidebar as SidebarData, SidebarItem } from '../../../src/generator/sidebar/types'
import { buildSite, copyFixtureWithLargeSidebar, type TestSite } from '../../support/site'

const link = (href: string): SidebarItem => ({ type: 'link', label: href.slice(1), href, unlisted: false })
const category = (label: string, collapsed: boolean, items: SidebarItem[]): SidebarItem => ({ type: 'category', label, collapsed, items })

const sidebar: SidebarData = {
  id: 'docs',
  items: [
    link('/intro'),
    category('Guides', true, [link('/guides/a'), link('/guides/b'), category('Deep', true, [link('/guides/deep/c')])]),
    category('Reference', false, [link('/api/x'), category('Folded', true, [link('/api/folded')])]),
    category('Fixed', true, [link('/fixed/a')]),
  ],
}
// A category that cannot fold is never sent empty.
;(sidebar.items[3] as Extract<SidebarItem, { type: 'category' }>).collapsible = false

function rendered(route: string, parts = sidebarParts([sidebar], '/base/', 3).urls): Document {
  return parseHTML(`<html><body>${renderToStaticMarkup(createElement(Sidebar, { items: sidebar.items, route, base: '/base/', parts }))}</body></html>`).document
}

const categoryNamed = (doc: Document, label: string) =>
  [...doc.querySelectorAll('details')].find((d) => d.querySelector(':scope > summary')?.textContent === label)!

describe('sidebar parts', () => {
  it('sends a folded category away from the page without its items, with the URL to load them from', () => {
    const doc = rendered('/intro')
    const guides = categoryNamed(doc, 'Guides')
    expect(guides.hasAttribute('open')).toBe(false)
    expect(guides.getAttribute('data-rtk-sidebar-part')).toMatch(/^\/base\/assets\/sidebar\/[0-9a-f]{12}\.html$/)
    expect(guides.querySelectorAll('a')).toHaveLength(0)
    expect(guides.querySelector(':scope > ul.rtk-sidebar__list')).not.toBeNull()
    // Open categories keep their items; a folded one inside them is a part of its own.
    expect([...doc.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/base/intro', '/base/api/x', '/base/fixed/a'])
    expect(categoryNamed(doc, 'Folded').hasAttribute('data-rtk-sidebar-part')).toBe(true)
  })

  it('opens and fills the folded categories that hold the current page, down to it', () => {
    const doc = rendered('/guides/deep/c')
    for (const label of ['Guides', 'Deep']) {
      expect(categoryNamed(doc, label).hasAttribute('open')).toBe(true)
      expect(categoryNamed(doc, label).hasAttribute('data-rtk-sidebar-part')).toBe(false)
    }
    expect(doc.querySelector('[aria-current="page"]')?.getAttribute('href')).toBe('/base/guides/deep/c')
    expect(categoryNamed(doc, 'Folded').hasAttribute('data-rtk-sidebar-part')).toBe(true)
  })

  it('writes each part as the category\'s items, its own folded categories again as parts', () => {
    const { urls, files } = sidebarParts([sidebar], '/base/', 3)
    const guides = sidebar.items[1]!
    const file = files.find((f) => `/base/${f.path}` === urls.get(guides))!
    const part = parseHTML(`<ul>${file.contents as string}</ul>`).document
    expect([...part.querySelectorAll('ul > li > a')].map((a) => a.getAttribute('href'))).toEqual(['/base/guides/a', '/base/guides/b'])
    const deep = part.querySelector('details')!
    expect(deep.getAttribute('data-rtk-sidebar-part')).toBe(urls.get((guides as Extract<SidebarItem, { type: 'category' }>).items[2]!))
    expect(part.querySelector('[aria-current]')).toBeNull()
    // Folded: Guides, Deep, Folded (Fixed cannot fold).
    expect(files).toHaveLength(3)
  })

  it('leaves a sidebar of up to the limit whole, so every category unfolds without JavaScript', () => {
    expect(sidebarParts([sidebar], '/', 7).files).toEqual([])
    expect(sidebarParts([sidebar], '/', 6).files).toHaveLength(3)
    const whole = rendered('/intro', sidebarParts([sidebar], '/base/', 7).urls)
    expect(whole.querySelectorAll('[data-rtk-sidebar-part]')).toHaveLength(0)
    expect(whole.querySelectorAll('a')).toHaveLength(7)
  })
})

describe('a site with a large sidebar', () => {
  let site: TestSite
  let fixture: Awaited<ReturnType<typeof copyFixtureWithLargeSidebar>>
  beforeAll(async () => {
    fixture = await copyFixtureWithLargeSidebar(LAZY_SIDEBAR_LINKS)
    site = await buildSite(fixture.root)
  })
  afterAll(() => fixture.dispose())

  it('renders each page with the folded categories it is not in left empty, and emits their parts', () => {
    const start = site.page('/introduction/start')
    expect(start.querySelectorAll('[data-rtk-sidebar] a')).toHaveLength(2)
    const parts = [...start.querySelectorAll('[data-rtk-sidebar] [data-rtk-sidebar-part]')].map((d) => d.getAttribute('data-rtk-sidebar-part')!)
    expect(parts).toHaveLength(2)
    for (const url of parts) expect(site.files.map((f) => `/${f.path}`)).toContain(url)
    const widget = site.page('/api/widget')
    expect(widget.querySelector('[data-rtk-sidebar] [aria-current="page"]')?.getAttribute('href')).toBe('/api/widget')
    expect(widget.querySelectorAll('[data-rtk-sidebar] [data-rtk-sidebar-part]')).toHaveLength(1)
  })

  it('keeps every page\'s HTML small: the 200 links are in their part, not in each page', () => {
    const links = site.files.find((f) => typeof f.contents === 'string' && f.contents.includes('Elsewhere 199'))!
    expect(links.path).toMatch(/^assets\/sidebar\//)
    for (const route of site.routes) expect(route.html).not.toContain('Elsewhere 0<')
  })
})
