/**
 * Shiki, created once per process and shared by every page; languages load on first use.
 */
import { createOnigurumaEngine } from 'shiki/engine/oniguruma'
import { type BundledLanguage, type BundledTheme, bundledLanguages, bundledThemes, createHighlighter, type Highlighter, normalizeTheme, type PatternScanner, type RegexEngine, type ThemedToken, type ThemeRegistrationResolved } from 'shiki'
import { type LineGrammar, memoizeLines } from './line-memo'
import { type CodeLink, type LinkedToken, lineCutter, linkOpenTag } from './token-links'
import { splitThemeId } from './code-themes'
import { isPrismThemeId, shikiThemeOfPrism, themeName } from './prism-theme'

const PRELOADED = ['ts', 'tsx', 'js', 'jsx', 'json', 'bash', 'diff', 'yaml']
const cache = new Map<string, Promise<Highlighter>>()

/** The highlighter for a theme (themes are validated by shiki: an unknown name throws). */
export function getHighlighter(theme: string): Promise<Highlighter> {
  let highlighter = cache.get(theme)
  if (!highlighter) {
    // A site's prism theme is made from its id (prism-theme.ts); any other id names a bundled theme.
    const registration = isPrismThemeId(theme) ? shikiThemeOfPrism(theme) : theme
    highlighter = createOnigurumaEngine(import('shiki/wasm')).then((engine) => createHighlighter({ themes: [registration], langs: PRELOADED, engine: withSharedScanners(engine) }))
    cache.set(theme, highlighter)
  }
  return highlighter
}

/**
 * The engine, with one compiled scanner per list of patterns. vscode-textmate compiles a scanner for
 * each rule (and anchor variant) of each grammar, and the TypeScript and TSX grammars share most of
 * their rules: on our docs 266 scanners were compiled, 157 of them different, and Oniguruma's
 * WebAssembly memory, which never shrinks, held 183 MiB instead of 140. A scanner keeps no state between
 * searches but a cache keyed by each searched string's own id, so grammars can share it; the HTML is
 * byte for byte the same (line-memo.test.ts compares every docs sample with a highlighter of its own).
 * Shared scanners are never freed (a grammar's dispose would free one another grammar still uses);
 * highlighters live as long as their process anyway.
 */
function withSharedScanners(engine: RegexEngine): RegexEngine {
  const scanners = new Map<string, PatternScanner>()
  return {
    ...engine,
    createScanner(patterns) {
      const key = patterns.map(String).join('\u0000')
      let scanner = scanners.get(key)
      if (!scanner) {
        const compiled = engine.createScanner(patterns)
        scanner = { findNextMatchSync: (string, start, options) => compiled.findNextMatchSync(string, start, options), dispose: () => {} }
        scanners.set(key, scanner)
      }
      return scanner
    },
  }
}

/** Loads `lang` if shiki knows it; returns the language to highlight with ('text' when unknown). */
export async function ensureLanguage(highlighter: Highlighter, lang: string): Promise<string> {
  if (lang === '' || lang === 'text' || lang === 'txt') return 'text'
  if (!highlighter.getLoadedLanguages().includes(lang)) {
    if (!(lang in bundledLanguages)) return 'text'
    await highlighter.loadLanguage(lang as keyof typeof bundledLanguages)
  }
  memoizeLines(highlighter.getLanguage(lang) as unknown as LineGrammar)
  return lang
}

/**
 * Highlighted HTML (`<pre class="shiki">…`) with `rtk-hl` on the given 1-based lines (and a site's own
 * classes on the lines of `lineClasses`).
 *
 * Written from shiki's tokens rather than by `codeToHtml`, to keep pages small: code is most of the
 * HTML of a reference page, and shiki gives every token its own `<span style="color:…">`. Here
 * neighbouring tokens of one style merge, text in the block's own colour needs no span, and a colour
 * is a short class (`rtk-tN`, see {@link codeThemeCss}): about a third less HTML and half the elements.
 */
export function highlightToHtml(highlighter: Highlighter, code: string, lang: string, theme: string, lines: readonly number[], links: readonly CodeLink[] = [], lineClasses?: ReadonlyArray<[number, string]>): string {
  const resolved = highlighter.getTheme(themeName(theme))
  const { fg, bg, name } = resolved
  const classes = paletteClasses(resolved)
  const lineClass = lineClassOf(lines, lineClasses)
  // No time limit per line (shiki's default is 500 ms): on a busy machine the first lines, which also
  // compile the grammar, could overrun it and come out unhighlighted. Output must not depend on load.
  const tokens = highlighter.codeToTokensBase(code, { lang: lang as BundledLanguage, theme: name as BundledTheme, tokenizeTimeLimit: 0 })
  const cut = lineCutter(links)
  const body = tokens.map((line, i) => `<span class="${lineClass(i + 1)}">${lineHtml(cut(line), fg, classes)}</span>`)
  return `<pre class="shiki ${name}" style="background-color:${bg};color:${fg}" tabindex="0"><code>${body.join('\n')}</code></pre>`
}

/**
 * The same with a second theme for dark mode (a site's `prism.darkTheme`): each highlighter tokenizes
 * with its own theme (and its own memo of lines, whose tokens hold theme colours), the two token
 * streams are cut where either changes colour, and a run carries both colours: `rtk-tN` for the light
 * theme, `rtk-dN` for the dark one (rules under `[data-theme='dark']`, see {@link codeThemeCss}); the
 * block's own colours come from the stylesheet rather than its style attribute.
 */
export function highlightToHtmlDual(light: Highlighter, dark: Highlighter, code: string, lang: string, themes: { theme: string; dark: string }, lines: readonly number[], links: readonly CodeLink[] = [], lineClasses?: ReadonlyArray<[number, string]>): string {
  const L = light.getTheme(themeName(themes.theme))
  const D = dark.getTheme(themeName(themes.dark))
  const lineClass = lineClassOf(lines, lineClasses)
  const options = (theme: string) => ({ lang: lang as BundledLanguage, theme: themeName(theme) as BundledTheme, tokenizeTimeLimit: 0 })
  const lightLines = light.codeToTokensBase(code, options(themes.theme))
  const darkLines = dark.codeToTokensBase(code, options(themes.dark))
  const lightClasses = paletteClasses(L)
  const darkPalette = { fg: D.fg, classes: new Map([...paletteClasses(D)].map(([color, name]) => [color, name.replace('rtk-t', 'rtk-d')])) }
  const cut = lineCutter(links)
  const body = lightLines.map((line, i) => {
    const both = alignTokens(line, darkLines[i] ?? [])
    return `<span class="${lineClass(i + 1)}">${lineHtml(cut(both), L.fg, lightClasses, darkPalette)}</span>`
  })
  return `<pre class="shiki rtk-dual ${L.name}" tabindex="0"><code>${body.join('\n')}</code></pre>`
}

/**
 * The class of each 1-based line: `rtk-hl` on highlighted ones; `rtk-mc` and the site's own classes on
 * those its magic comments mark (samples/markers.ts), which the site's stylesheet colours.
 */
function lineClassOf(highlighted: readonly number[], lineClasses: ReadonlyArray<[number, string]> = []): (line: number) => string {
  const marked = new Set(highlighted)
  const own = new Map(lineClasses)
  return (line) => {
    const classes = own.get(line)
    return `line${marked.has(line) ? ' rtk-hl' : ''}${classes ? ` rtk-mc ${classes}` : ''}`
  }
}

/** One line's light tokens cut where the dark tokens change too, each with the dark colour of its text (`darkColor`). */
function alignTokens(lightTokens: readonly ThemedToken[], darkTokens: readonly ThemedToken[]): ThemedToken[] {
  const out: ThemedToken[] = []
  let d = 0
  for (const token of lightTokens) {
    let at = token.offset
    const end = token.offset + token.content.length
    while (at < end) {
      while (d < darkTokens.length - 1 && darkTokens[d]!.offset + darkTokens[d]!.content.length <= at) d++
      const other = darkTokens[d]
      const stop = other ? Math.min(end, Math.max(other.offset + other.content.length, at + 1)) : end
      out.push({ ...token, offset: at, content: token.content.slice(at - token.offset, stop - token.offset), darkColor: other?.color } as ThemedToken)
      at = stop
    }
  }
  return out
}

/** FontStyle bits of shiki (italic 1, bold 2, underline 4, strikethrough 8) and their classes. */
const FONT_CLASSES: Array<[number, string]> = [[1, 'rtk-i'], [2, 'rtk-b'], [4, 'rtk-u'], [8, 'rtk-s']]

/** `dark`: the dark theme's plain colour and classes, for a block with two themes (tokens carry `darkColor`). */
function lineHtml(tokens: LinkedToken[], fg: string, classes: Map<string, string>, dark?: { fg: string; classes: Map<string, string> }): string {
  // Runs of one style; whitespace joins whichever run it touches (its colour is invisible). A linked
  // name (token-links.ts) is a run of its own.
  const runs: Array<{ color: string; darkColor: string; fontStyle: number; text: string; link?: CodeLink }> = []
  const darkPlain = dark?.fg.toUpperCase() ?? ''
  for (const token of tokens) {
    const color = (token.color ?? fg).toUpperCase()
    const darkColor = dark ? ((token as { darkColor?: string }).darkColor ?? dark.fg).toUpperCase() : ''
    const fontStyle = token.fontStyle ?? 0
    const last = runs.at(-1)
    const blank = /^\s*$/.test(token.content) && (fontStyle & 12) === 0
    if (last && last.link === token.link && (blank || (last.color === color && last.darkColor === darkColor && last.fontStyle === fontStyle))) last.text += token.content
    else runs.push({ color, darkColor, fontStyle, text: token.content, link: token.link })
  }
  const plain = fg.toUpperCase()
  return runs
    .map(({ color, darkColor, fontStyle, text, link }) => {
      const escaped = escapeHtml(text)
      if (color === plain && darkColor === darkPlain && fontStyle === 0) return link ? `${linkOpenTag(link)}${escaped}</a>` : escaped
      // In dark mode a run plain there but coloured in light mode takes the block's colour back (`rtk-dfg`).
      const darkName = !dark ? undefined : darkColor !== darkPlain ? dark.classes.get(darkColor) : color !== plain ? 'rtk-dfg' : undefined
      const names = [color === plain ? undefined : classes.get(color), darkName, ...FONT_CLASSES.filter(([bit]) => fontStyle & bit).map(([, c]) => c)].filter(Boolean)
      // A colour the palette lacks (should not happen: tokens take their colours from the theme) stays inline.
      const style = color !== plain && !classes.has(color) ? ` style="color:${color}"` : ''
      const span = `<span${names.length > 0 ? ` class="${names.join(' ')}"` : ''}${style}>${escaped}</span>`
      // The link wraps the coloured span, so the token's colour wins over the site's link colours.
      return link ? `${linkOpenTag(link)}${span}</a>` : span
    })
    .join('')
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

const palettes = new WeakMap<ThemeRegistrationResolved, Map<string, string>>()

/** Colour → class for a theme, numbered in the theme's own order (the same in every worker and in the CSS). */
function paletteClasses(theme: ThemeRegistrationResolved): Map<string, string> {
  let classes = palettes.get(theme)
  if (!classes) {
    const colors = new Set<string>()
    for (const rule of theme.settings) {
      const foreground = rule.settings?.foreground
      if (foreground) colors.add(foreground.toUpperCase())
    }
    classes = new Map([...colors].map((color, i) => [color, `rtk-t${i}`]))
    palettes.set(theme, classes)
  }
  return classes
}

/**
 * The stylesheet rules for the classes {@link highlightToHtml} writes, for the configured code theme.
 * Made from the theme's JSON, normalized as the highlighter does it: a highlighter (its WebAssembly
 * engine and grammars) is only needed where code is highlighted, in the code worker.
 */
export async function codeThemeCss(id: string): Promise<string> {
  const { theme, dark } = splitThemeId(id)
  const light = await normalizedTheme(theme)
  const rules = [...paletteClasses(light)].map(([color, name]) => `.${name}{color:${color}}`)
  // The title bar is drawn for dark themes (site.css); above a light theme's code it takes the theme's
  // colours instead, a shade darker than the code (a Docusaurus site's prism theme may be light).
  // A light theme's code (often white, on a white page) gets an edge to stand out as a block.
  const title = (t: ThemeRegistrationResolved, scope: string) =>
    t.type === 'light'
      ? [
          `${scope}.rtk-code .rtk-code__title{background:color-mix(in srgb,${t.fg} 8%,${t.bg});color:${t.fg};border-bottom-color:color-mix(in srgb,${t.fg} 18%,${t.bg})}`,
          // A highlighted line a shade darker than the code (site.css's faint white is for dark themes), faint
          // enough that every token colour of github-light-default but its comments keeps 4.5:1.
          `${scope}.rtk-code{border:1px solid color-mix(in srgb,${t.fg} 14%,${t.bg});--rtk-hl-line:color-mix(in srgb,${t.fg} 5%,${t.bg})}`,
        ]
      : []
  if (!dark) rules.push(...title(light, ''))
  else {
    // A second theme for dark mode (highlightToHtmlDual): its colours, the blocks' own, the title bars'.
    const night = await normalizedTheme(dark)
    rules.push(
      ...[...paletteClasses(night)].map(([color, name]) => `[data-theme='dark'] .${name.replace('rtk-t', 'rtk-d')}{color:${color}}`),
      "[data-theme='dark'] .rtk-dfg{color:inherit}",
      `pre.rtk-dual{background-color:${light.bg};color:${light.fg}}`,
      `[data-theme='dark'] pre.rtk-dual{background-color:${night.bg};color:${night.fg}}`,
      ...title(light, ":root:not([data-theme='dark']) "),
      ...title(night, "[data-theme='dark'] "),
    )
  }
  return [...rules, '.rtk-i{font-style:italic}', '.rtk-b{font-weight:bold}', '.rtk-u{text-decoration:underline}', '.rtk-s{text-decoration:line-through}', '.rtk-u.rtk-s{text-decoration:underline line-through}'].join('\n')
}

async function normalizedTheme(theme: string): Promise<ThemeRegistrationResolved> {
  if (isPrismThemeId(theme)) return normalizeTheme(shikiThemeOfPrism(theme))
  const load = (bundledThemes as Record<string, (() => Promise<{ default: unknown }>) | undefined>)[theme]
  if (!load) throw new Error(`Theme \`${theme}\` is not included in this bundle. Available themes: ${Object.keys(bundledThemes).join(', ')}`)
  return normalizeTheme((await load()).default as Parameters<typeof normalizeTheme>[0])
}
