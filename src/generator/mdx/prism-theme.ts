/**
 * A Docusaurus site's own prism theme (`themeConfig.prism.theme` written as an object: `plain` colours
 * and `styles` per prism token type, prism-react-renderer's format) as a shiki theme, so its code keeps
 * its colours. Prism names token types (`keyword`, `string`, `function`…) where shiki's grammars name
 * TextMate scopes; each type is given the scopes that mark the same tokens in the TypeScript, JSX,
 * JSON, CSS and shell grammars (the nearest match: the two tokenizers do not cut code the same way).
 *
 * The theme travels as its id, `prism:` and its JSON in base64url: a code job, the code cache's keys
 * and the stylesheet all carry the theme as a string (code-themes.ts), and each thread makes the theme
 * from it. It is named `prism-<hash>` in the HTML.
 */
import { createHash } from 'node:crypto'
import type { ThemeRegistrationRaw } from 'shiki'

/** prism-react-renderer's theme format. */
export interface PrismTheme {
  plain: { color?: string; backgroundColor?: string; fontStyle?: string }
  styles: Array<{ types: string[]; style: { color?: string; fontStyle?: string }; languages?: string[] }>
}

const PREFIX = 'prism:'

/** Prism token type → the TextMate scopes of the same tokens. */
const SCOPES: Readonly<Record<string, readonly string[]>> = {
  comment: ['comment', 'punctuation.definition.comment'],
  prolog: ['comment.block.preprocessor'],
  doctype: ['meta.tag.metadata.doctype'],
  cdata: ['string.unquoted.cdata'],
  punctuation: ['punctuation', 'meta.brace', 'meta.delimiter'],
  namespace: ['entity.name.namespace', 'entity.name.type.module'],
  property: ['variable.other.property', 'variable.other.object.property', 'support.variable.property', 'support.type.property-name', 'meta.object-literal.key'],
  tag: ['entity.name.tag', 'support.class.component'],
  boolean: ['constant.language.boolean'],
  number: ['constant.numeric'],
  constant: ['constant', 'variable.other.constant'],
  symbol: ['constant.other.symbol'],
  deleted: ['markup.deleted'],
  selector: ['meta.selector', 'entity.name.tag.css', 'entity.other.attribute-name.class.css', 'entity.other.attribute-name.id.css'],
  'attr-name': ['entity.other.attribute-name'],
  string: ['string', 'punctuation.definition.string'],
  char: ['string.quoted.single', 'constant.character'],
  builtin: ['support.type.primitive', 'support.type.builtin', 'support.function.builtin', 'support.variable.dom'],
  inserted: ['markup.inserted'],
  operator: ['keyword.operator', 'storage.type.function.arrow'],
  entity: ['constant.character.entity'],
  url: ['markup.underline.link', 'constant.other.url'],
  variable: ['variable', 'variable.other.readwrite'],
  atrule: ['keyword.control.at-rule'],
  'attr-value': ['meta.tag.attributes string', 'meta.attribute string'],
  function: ['entity.name.function', 'support.function', 'meta.function-call entity.name.function'],
  'class-name': ['entity.name.type', 'entity.name.class', 'support.class', 'entity.other.inherited-class'],
  keyword: ['keyword', 'storage.type', 'storage.modifier', 'variable.language.this', 'constant.language.null', 'constant.language.undefined'],
  regex: ['string.regexp'],
  important: ['keyword.other.important'],
  'maybe-class-name': ['entity.name.type'],
  parameter: ['variable.parameter'],
}

/** Whether `value` has the shape of a prism-react-renderer theme. */
export function isPrismTheme(value: unknown): value is PrismTheme {
  const theme = value as Partial<PrismTheme> | null
  return !!theme && typeof theme === 'object' && !!theme.plain && typeof theme.plain === 'object' && Array.isArray(theme.styles)
}

/** The code theme id of a prism theme (only what colours code is kept). */
export function prismThemeId(theme: PrismTheme): string {
  const kept: PrismTheme = {
    plain: { color: theme.plain.color, backgroundColor: theme.plain.backgroundColor, fontStyle: theme.plain.fontStyle },
    styles: theme.styles.filter((s) => Array.isArray(s.types) && s.style && typeof s.style === 'object').map((s) => ({ types: s.types, style: { color: s.style.color, fontStyle: s.style.fontStyle }, ...(s.languages ? { languages: s.languages } : {}) })),
  }
  return PREFIX + Buffer.from(JSON.stringify(kept)).toString('base64url')
}

/** Whether a code theme id is a site's prism theme. */
export function isPrismThemeId(id: string): boolean {
  return id.startsWith(PREFIX)
}

const names = new Map<string, string>()

/** The name the theme has in the highlighter and the HTML: the id itself, or `prism-<hash>` for a prism theme (hashed once: every code block asks). */
export function themeName(id: string): string {
  if (!isPrismThemeId(id)) return id
  let name = names.get(id)
  if (name === undefined) names.set(id, (name = `prism-${createHash('sha1').update(id).digest('hex').slice(0, 8)}`))
  return name
}

/** The shiki theme of a prism theme id. */
export function shikiThemeOfPrism(id: string): ThemeRegistrationRaw {
  const theme = JSON.parse(Buffer.from(id.slice(PREFIX.length), 'base64url').toString('utf8')) as PrismTheme
  const fg = theme.plain.color ?? '#000000'
  const bg = theme.plain.backgroundColor ?? '#ffffff'
  const settings: ThemeRegistrationRaw['settings'] = [{ settings: { foreground: fg, background: bg, ...(theme.plain.fontStyle ? { fontStyle: theme.plain.fontStyle } : {}) } }]
  // Styles for some languages only (prism's `languages`) are left out: shiki's themes apply to every language.
  for (const { types, style, languages } of theme.styles) {
    if (languages?.length) continue
    const scope = types.flatMap((type) => SCOPES[type] ?? [])
    if (scope.length === 0 || (!style.color && !style.fontStyle)) continue
    settings.push({ scope, settings: { ...(style.color ? { foreground: style.color } : {}), ...(style.fontStyle ? { fontStyle: style.fontStyle === 'normal' ? '' : style.fontStyle } : {}) } })
  }
  // Prism's `constant` is an ALL_CAPS name; TextMate's JavaScript grammars also give `variable.other.constant`
  // to every name a `const` declares, which prism leaves plain (`const store = …` in react-redux.js.org's
  // monokai was keyword pink on every line). Declared names keep the plain colour.
  if (theme.styles.some((s) => !s.languages?.length && s.types.includes('constant'))) settings.push({ scope: ['meta.definition.variable variable.other.constant'], settings: { foreground: fg, fontStyle: '' } })
  return { name: themeName(id), type: isDark(bg) ? 'dark' : 'light', fg, bg, settings }
}

/** Whether a background colour (#rgb, #rrggbb, rgb(…)) is dark: its relative luminance below the middle. */
function isDark(color: string): boolean {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})/i.exec(color)?.[1]
  const rgb = hex ? (hex.length === 3 ? [...hex].map((c) => parseInt(c + c, 16)) : [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16))) : (/rgba?\(([^)]+)\)/.exec(color)?.[1]?.split(',').slice(0, 3).map((n) => parseFloat(n)) ?? [255, 255, 255])
  const [r, g, b] = rgb.map((c) => {
    const v = c / 255
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.18
}
