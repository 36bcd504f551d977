/**
 * The code-block HTML of src/generator/mdx/highlighter.ts: what a reader's browser receives must show
 * the same colours shiki computes, with less markup, and the stylesheet rules must match the classes.
 */
import { parseHTML } from 'linkedom'
import { beforeAll, describe, expect, it } from 'vitest'
import { codeThemeCss, ensureLanguage, getHighlighter, highlightToHtml, highlightToHtmlDual } from '../../../src/generator/mdx/highlighter'

const THEME = 'github-dark-default'
const CODE = `import { createSlice } from '@reduxjs/toolkit'

// a <comment> & more
const slice = createSlice({ name: 'todos', initialState: [] as string[], reducers: {} })`

type Highlighter = Awaited<ReturnType<typeof getHighlighter>>
let highlighter: Highlighter
let rules: Map<string, string>

beforeAll(async () => {
  highlighter = await getHighlighter(THEME)
  await ensureLanguage(highlighter, 'ts')
  const css = await codeThemeCss(THEME)
  rules = new Map([...css.matchAll(/\.(rtk-t\d+)\{color:(#[0-9A-F]+)\}/g)].map((m) => [m[1]!, m[2]!]))
})

/** Every character of the block with the colour a browser would paint it in. */
function paintedColours(html: string): Array<[string, string]> {
  const { document } = parseHTML(`<div>${html}</div>`)
  const pre = document.querySelector('pre')!
  const fg = /(?:^|;)color:(#\w+)/.exec(pre.getAttribute('style')!)![1]!.toUpperCase()
  const out: Array<[string, string]> = []
  const walk = (node: Node, colour: string) => {
    if (node.nodeType === 3) for (const ch of node.textContent ?? '') out.push([ch, colour])
    const el = node as Element
    let own = colour
    if (el.nodeType === 1) {
      const cls = [...(el.classList ?? [])].find((c) => rules.has(c))
      const inline = /(?:^|;)color:(#\w+)/.exec(el.getAttribute('style') ?? '')?.[1]
      own = cls ? rules.get(cls)! : inline && el.tagName !== 'PRE' ? inline.toUpperCase() : colour
    }
    for (const child of node.childNodes) walk(child, own)
  }
  walk(pre, fg)
  return out.filter(([ch]) => ch.trim() !== '')
}

describe('highlightToHtml', () => {
  it('paints every visible character in the colour shiki gives it', () => {
    const ours = paintedColours(highlightToHtml(highlighter, CODE, 'ts', THEME, []))
    const shikis = paintedColours(highlighter.codeToHtml(CODE, { lang: 'ts', theme: THEME }))
    expect(ours.map(([ch]) => ch).join('')).toBe(CODE.replace(/\s/g, ''))
    expect(ours).toEqual(shikis)
    // Not everything in one colour: the comparison above compares something.
    expect(new Set(ours.map(([, colour]) => colour)).size).toBeGreaterThan(3)
  })

  it('uses fewer elements and bytes than shiki, with classes instead of inline colours', () => {
    const ours = highlightToHtml(highlighter, CODE, 'ts', THEME, [])
    const shikis = highlighter.codeToHtml(CODE, { lang: 'ts', theme: THEME })
    const spans = (html: string) => html.split('<span').length - 1
    expect(spans(ours)).toBeLessThan(spans(shikis) * 0.8)
    expect(ours.length).toBeLessThan(shikis.length * 0.8)
    expect(ours).not.toMatch(/<span[^>]*style=/)
  })

  it('escapes the code, keeps one line element per line and marks the highlighted lines', () => {
    const html = highlightToHtml(highlighter, CODE, 'ts', THEME, [3])
    const { document } = parseHTML(`<div>${html}</div>`)
    const lines = [...document.querySelectorAll('pre > code > .line')]
    expect(lines.map((l) => l.textContent)).toEqual(CODE.split('\n'))
    expect(lines.map((l) => l.classList.contains('rtk-hl'))).toEqual([false, false, true, false])
    expect(html).toContain('&lt;comment&gt; &amp; more')
    expect(document.querySelector('pre')!.getAttribute('tabindex')).toBe('0')
  })
})

describe('codeThemeCss', () => {
  it('has a rule for every colour class the HTML uses', () => {
    const html = highlightToHtml(highlighter, CODE, 'ts', THEME, [])
    const used = new Set([...html.matchAll(/class="(rtk-t\d+)"/g)].map((m) => m[1]!))
    expect(used.size).toBeGreaterThan(3)
    for (const cls of used) expect(rules.has(cls), cls).toBe(true)
  })
  it("gives code titles a light theme's colours above its code, and leaves the dark title bar to a dark theme", async () => {
    const light = await codeThemeCss('github-light')
    expect(light).toMatch(/\.rtk-code \.rtk-code__title\{background:color-mix\(in srgb,#[0-9a-f]{6} 8%,#fff(fff)?\);color:#[0-9a-f]{6};/i)
    expect(await codeThemeCss('github-dark-default')).not.toContain('rtk-code__title')
  })

  it("darkens a light theme's highlighted lines a shade (the faint white of dark themes would not show)", async () => {
    expect(await codeThemeCss('github-light-default')).toMatch(/\.rtk-code\{[^}]*--rtk-hl-line:color-mix\(in srgb,#[0-9a-f]{6} 5%,#fff(fff)?\)\}/i)
    expect(await codeThemeCss('github-dark-default')).not.toContain('--rtk-hl-line')
  })

  it('names an unknown theme and the themes there are', async () => {
    await expect(codeThemeCss('no-such-theme')).rejects.toThrow(/Theme `no-such-theme` is not included.*github-dark-default/)
  })

  it('numbers the colours as the highlighter does, from the theme alone', async () => {
    const other = 'min-light'
    const css = await codeThemeCss(other)
    const own = await getHighlighter(other)
    await ensureLanguage(own, 'ts')
    const html = highlightToHtml(own, CODE, 'ts', other, [])
    const colours = new Map([...css.matchAll(/\.(rtk-t\d+)\{color:(#[0-9A-F]+)\}/g)].map((m) => [m[1]!, m[2]!]))
    // Every class the HTML uses paints the colour shiki's own HTML gives that token.
    const shikis = own.codeToHtml(CODE, { lang: 'ts', theme: other })
    let compared = 0
    for (const [, cls, text] of html.matchAll(/<span class="(rtk-t\d+)">([^<]+)<\/span>/g)) {
      const inline = new RegExp(`<span style="color:(#[0-9A-Fa-f]+)[^"]*">${text!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</span>`).exec(shikis)?.[1]
      if (!inline) continue
      expect(colours.get(cls!), text).toBe(inline.toUpperCase())
      compared += 1
    }
    expect(compared).toBeGreaterThan(2)
  })
})

describe('highlightToHtmlDual (a light theme, and another for dark mode)', () => {
  const LIGHT = 'github-light'
  const DARK = 'dracula'

  /** Every visible character's colour in one mode, as the dual stylesheet paints it. */
  function paintedIn(mode: 'light' | 'dark', html: string, css: string): Array<[string, string]> {
    const light = new Map([...css.matchAll(/(?:^|\n)\.(rtk-t\d+)\{color:(#[0-9A-F]+)\}/g)].map((m) => [m[1]!, m[2]!]))
    const dark = new Map([...css.matchAll(/\[data-theme='dark'\] \.(rtk-d\d+)\{color:(#[0-9A-F]+)\}/g)].map((m) => [m[1]!, m[2]!]))
    const block = (which: string) => new RegExp(`${which}pre\\.rtk-dual\\{background-color:[^;]+;color:(#\\w+)\\}`).exec(css)![1]!.toUpperCase()
    const fg = mode === 'dark' ? block("\\[data-theme='dark'\\] ") : block('(?:^|\\n)')
    const { document } = parseHTML(`<div>${html}</div>`)
    const out: Array<[string, string]> = []
    const walk = (node: Node, colour: string, inherited: string) => {
      if (node.nodeType === 3) for (const ch of node.textContent ?? '') out.push([ch, colour])
      let own = colour
      if (node.nodeType === 1) {
        const classes = [...((node as Element).classList ?? [])]
        const lightClass = classes.find((c) => light.has(c))
        const darkClass = classes.find((c) => dark.has(c))
        if (mode === 'light') own = lightClass ? light.get(lightClass)! : colour
        else own = darkClass ? dark.get(darkClass)! : classes.includes('rtk-dfg') ? inherited : lightClass ? light.get(lightClass)! : colour
      }
      for (const child of node.childNodes) walk(child, own, node.nodeType === 1 && (node as Element).tagName === 'PRE' ? fg : inherited)
    }
    walk(document.querySelector('pre')!, fg, fg)
    return out.filter(([ch]) => ch.trim() !== '')
  }

  it('paints every visible character in each mode as that mode\'s theme does, with no colours inline', async () => {
    const [light, dark] = await Promise.all([getHighlighter(LIGHT), getHighlighter(DARK)])
    await Promise.all([ensureLanguage(light, 'ts'), ensureLanguage(dark, 'ts')])
    const html = highlightToHtmlDual(light, dark, CODE, 'ts', { theme: LIGHT, dark: DARK }, [3])
    const css = await codeThemeCss(`${LIGHT}|${DARK}`)
    expect(html).not.toMatch(/style=/)
    for (const [mode, highlighterOf, theme] of [['light', light, LIGHT], ['dark', dark, DARK]] as const) {
      const ours = paintedIn(mode, html, css)
      const shikis = paintedColours(highlighterOf.codeToHtml(CODE, { lang: 'ts', theme }))
      expect(ours.map(([ch]) => ch).join('')).toBe(CODE.replace(/\s/g, ''))
      expect([mode, ours]).toEqual([mode, shikis])
      expect(new Set(ours.map(([, colour]) => colour)).size).toBeGreaterThan(3)
    }
    expect(parseHTML(`<div>${html}</div>`).document.querySelectorAll('.line.rtk-hl')).toHaveLength(1)
  })

  it('writes the dark colours, block colours and title bars under dark mode in the stylesheet', async () => {
    const css = await codeThemeCss(`${LIGHT}|${DARK}`)
    expect(css).toMatch(/\[data-theme='dark'\] pre\.rtk-dual\{background-color:#282a36;color:#f8f8f2\}/i)
    expect(css).toContain(":root:not([data-theme='dark']) .rtk-code .rtk-code__title{")
    expect(css).not.toContain("[data-theme='dark'] .rtk-code .rtk-code__title{")
  })
})
