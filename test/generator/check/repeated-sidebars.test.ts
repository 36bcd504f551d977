/** src/generator/check/repeated-sidebars.ts: the crawl gets each distinct sidebar with one page only. */
import { describe, expect, it } from 'vitest'
import { withoutRepeatedSidebar } from '../../../src/generator/check/repeated-sidebars'

const sidebar = (links: string[], current = '') =>
  `<aside class="rtk-sidebar" data-rtk-sidebar="true"><nav aria-label="Docs sidebar"><ul>${links.map((href) => `<li><a class="rtk-sidebar__link"${href === current ? ' aria-current="page"' : ''} href="${href}">x</a></li>`).join('')}</ul></nav></aside>`
const page = (aside: string, body = '<main><a href="/c">c</a></main>') => `<html><body><header><a href="/">home</a></header><div>${aside}${body}</div></body></html>`

describe('withoutRepeatedSidebar', () => {
  it('keeps a sidebar the first time and drops it from later pages, whichever item is current; the rest of the page stays', () => {
    const seen = new Set<string>()
    const first = page(sidebar(['/a', '/b'], '/a'))
    expect(withoutRepeatedSidebar(first, seen)).toBe(first)
    expect(withoutRepeatedSidebar(page(sidebar(['/a', '/b'], '/b')), seen)).toBe(page(''))
  })

  it('sends a sidebar with other links, a page without a sidebar, and a sidebar with relative links as they are', () => {
    const seen = new Set<string>()
    withoutRepeatedSidebar(page(sidebar(['/a', '/b'])), seen)
    const other = page(sidebar(['/a', '/b', '/new']))
    expect(withoutRepeatedSidebar(other, seen)).toBe(other)
    const none = page('')
    expect(withoutRepeatedSidebar(none, seen)).toBe(none)
    const relative = page(sidebar(['b', '/a']))
    expect(withoutRepeatedSidebar(relative, seen)).toBe(relative)
    expect(withoutRepeatedSidebar(relative, seen)).toBe(relative)
  })
})
