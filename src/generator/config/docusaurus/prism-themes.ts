/**
 * Docusaurus colours code with prism-react-renderer themes; we highlight with shiki. Each theme
 * prism-react-renderer ships is mapped to the bundled shiki theme closest to it in palette and spirit.
 * The config loader replaces prism-react-renderer's themes with markers carrying their names, so
 * a theme is recognised even when the config spreads it into an object of its own.
 */
import { isPrismTheme, prismThemeId } from '../../mdx/prism-theme'

/** The property a theme marker carries its prism-react-renderer name in. */
export const PRISM_MARKER = '__rtkPrismTheme'

/** prism-react-renderer theme (v2 `themes.x`; v1 file names are the same in kebab case) → shiki theme. */
export const PRISM_TO_SHIKI: Readonly<Record<string, string>> = {
  dracula: 'dracula',
  duotoneDark: 'houston',
  duotoneLight: 'min-light',
  // GitHub's current light theme: the same look, every token colour readable (AA) on its background.
  github: 'github-light-default',
  gruvboxMaterialDark: 'gruvbox-dark-medium',
  gruvboxMaterialLight: 'gruvbox-light-medium',
  jettwaveDark: 'tokyo-night',
  jettwaveLight: 'light-plus',
  nightOwl: 'night-owl',
  nightOwlLight: 'night-owl-light',
  oceanicNext: 'material-theme-ocean',
  okaidia: 'monokai',
  oneDark: 'one-dark-pro',
  oneLight: 'one-light',
  palenight: 'material-theme-palenight',
  shadesOfPurple: 'aurora-x',
  synthwave84: 'synthwave-84',
  ultramin: 'min-light',
  vsDark: 'dark-plus',
  vsLight: 'light-plus',
}

export type PrismMapping = { shiki: string; overridesLeftOut?: boolean } | { shiki: undefined; problem: string }

/**
 * The shiki theme for a `themeConfig.prism.theme` value, or why there is none: a theme of
 * prism-react-renderer's the nearest bundled one, a site's own theme object made a shiki theme
 * (mdx/prism-theme.ts).
 */
export function shikiThemeFor(theme: unknown): PrismMapping {
  const name = theme && typeof theme === 'object' ? (theme as Record<string, unknown>)[PRISM_MARKER] : undefined
  if (typeof name !== 'string') return isPrismTheme(theme) ? { shiki: prismThemeId(theme) } : { shiki: undefined, problem: 'not a prism theme (an object of `plain` colours and `styles`)' }
  const camel = name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())
  const shiki = PRISM_TO_SHIKI[camel]
  // A theme spread into an object of the site's own colours (`{ ...themes.github, styles: [...] }`,
  // Reanimated's): the bundled counterpart stands for it whole, without them (said: config/docusaurus/map.ts).
  const own = theme as { plain?: unknown; styles?: unknown }
  const overridesLeftOut = (Array.isArray(own.styles) && own.styles.length > 0) || (own.plain !== null && typeof own.plain === 'object' && Object.keys(own.plain).length > 0)
  return shiki ? { shiki, ...(overridesLeftOut ? { overridesLeftOut } : {}) } : { shiki: undefined, problem: `prism-react-renderer's "${name}", which has no shiki counterpart here` }
}
