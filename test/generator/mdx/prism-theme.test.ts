/** A site's own prism theme object colours its code: made a shiki theme, carried as its id. */
import { parseHTML } from 'linkedom'
import { describe, expect, it } from 'vitest'
import { codeThemeCss, ensureLanguage, getHighlighter, highlightToHtml } from '../../../src/generator/mdx/highlighter'
import { prismThemeId, shikiThemeOfPrism, themeName, type PrismTheme } from '../../../src/generator/mdx/prism-theme'

/** A monokai-like theme written as Docusaurus sites write theirs (prism-react-renderer's format). */
const MONOKAI: PrismTheme = {
  plain: { color: '#f8f8f2', backgroundColor: '#272822' },
  styles: [
    { types: ['comment'], style: { color: '#778090', fontStyle: 'italic' } },
    { types: ['keyword'], style: { color: '#f92672' } },
    { types: ['string'], style: { color: '#a6e22e' } },
    { types: ['function'], style: { color: '#e6d874' } },
    { types: ['number', 'boolean'], style: { color: '#ae81ff' } },
    { types: ['tag'], style: { color: '#66d9ef' }, languages: ['markup'] },
  ],
}

describe('prism theme', () => {
  it('becomes a shiki theme: plain colours, each type\'s TextMate scopes, dark by its background, language-only styles left out', () => {
    const theme = shikiThemeOfPrism(prismThemeId(MONOKAI))
    expect(theme).toMatchObject({ type: 'dark', fg: '#f8f8f2', bg: '#272822', name: themeName(prismThemeId(MONOKAI)) })
    expect(theme.name).toMatch(/^prism-[0-9a-f]{8}$/)
    expect(theme.settings[0]).toEqual({ settings: { foreground: '#f8f8f2', background: '#272822' } })
    expect(theme.settings.find((s) => s.settings.foreground === '#778090')).toEqual({ scope: ['comment', 'punctuation.definition.comment'], settings: { foreground: '#778090', fontStyle: 'italic' } })
    expect(theme.settings.some((s) => s.settings.foreground === '#66d9ef')).toBe(false)
    expect(shikiThemeOfPrism(prismThemeId({ plain: { color: '#111', backgroundColor: '#fafafa' }, styles: [] })).type).toBe('light')
  })

  it("colours code with the site's colours, in the HTML and the stylesheet", async () => {
    const id = prismThemeId(MONOKAI)
    const highlighter = await getHighlighter(id)
    const lang = await ensureLanguage(highlighter, 'ts')
    const html = highlightToHtml(highlighter, "// note\nconst answer = compute('x', 42)\n", lang, id, [])
    const css = await codeThemeCss(id)
    const colour = (text: string) => {
      const span = [...parseHTML(`<div>${html}</div>`).document.querySelectorAll('span[class^="rtk-t"]')].find((s) => s.textContent === text)
      const name = span?.getAttribute('class')?.split(' ').find((c) => /^rtk-t\d+$/.test(c))
      return new RegExp(`\\.${name}\\{color:(#[0-9a-f]+)\\}`, 'i').exec(css)?.[1]?.toLowerCase()
    }
    expect(html).toMatch(/^<pre class="shiki prism-[0-9a-f]{8}" style="background-color:#272822;color:#f8f8f2"/)
    expect(colour('const')).toBe('#f92672')
    expect(colour("'x'") ?? colour('x')).toBe('#a6e22e')
    expect(colour('compute')).toBe('#e6d874')
    expect(colour('42')).toBe('#ae81ff')
    expect(colour('// note')).toBe('#778090')
  })

  it("colours ALL_CAPS names as prism's constants, and leaves the names a const declares plain, as prism does (react-redux.js.org's monokai)", async () => {
    const id = prismThemeId({ ...MONOKAI, styles: [...MONOKAI.styles, { types: ['constant'], style: { color: '#fd971f' } }] })
    const highlighter = await getHighlighter(id)
    const lang = await ensureLanguage(highlighter, 'js')
    const html = highlightToHtml(highlighter, 'const store = configureStore(options)\nstore.dispatch(MAX_ITEMS)\n', lang, id, [])
    const css = await codeThemeCss(id)
    const colour = (text: string) => {
      const span = [...parseHTML(`<div>${html}</div>`).document.querySelectorAll('span')].find((s) => s.textContent?.trim() === text)
      const name = span?.getAttribute('class')?.split(' ').find((c) => /^rtk-t\d+$/.test(c))
      return name ? new RegExp(`\\.${name}\\{color:(#[0-9a-f]+)\\}`, 'i').exec(css)?.[1]?.toLowerCase() : (/color:(#[0-9a-f]+)/i.exec(span?.getAttribute('style') ?? '')?.[1] ?? 'plain')
    }
    expect(colour('MAX_ITEMS')).toBe('#fd971f')
    expect(['plain', '#f8f8f2']).toContain(colour('store'))
  })
})
