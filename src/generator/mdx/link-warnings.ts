/**
 * The warning for a relative `.md` link that names no page. Written by the compile step (in a worker),
 * recognised by compileDocs, which reports it at the site's level (config `checks.brokenMarkdownLinks`).
 */
const UNRESOLVED_LINK = /^\S+:\d+: link ".*" names no page; check the path$/s

export function unresolvedLinkWarning(file: string, line: number, url: string): string {
  return `${file}:${line}: link "${url}" names no page; check the path`
}

export function isUnresolvedLinkWarning(message: string): boolean {
  return UNRESOLVED_LINK.test(message)
}
