/**
 * A site's code themes as one string, the form the compile and the code cache carry them in (every
 * job, cache key and option that named one theme names both): `github-light`, or `github-light|dracula`
 * for a light theme with another in dark mode (a Docusaurus site's `prism.theme` and `prism.darkTheme`).
 */

/** The id of the code themes a config gives (`code.theme`, and `code.darkTheme` when it is another). */
export function codeThemeId(code: { theme: string; darkTheme?: string }): string {
  return code.darkTheme === undefined || code.darkTheme === code.theme ? code.theme : `${code.theme}|${code.darkTheme}`
}

/** The theme of an id, and its dark-mode theme when it has one. */
export function splitThemeId(id: string): { theme: string; dark?: string } {
  const [theme, dark] = id.split('|') as [string, string | undefined]
  return dark === undefined ? { theme } : { theme, dark }
}
