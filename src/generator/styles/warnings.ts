/**
 * Warnings of the stylesheet compilers (Sass, PostCSS), kept until the build reports them through its
 * logger: each is shown once per process, since one stylesheet compiles in several bundles (the docs',
 * the pages', the site stylesheet) and each bundle would say it again.
 */
const pending: string[] = []
const shown = new Set<string>()

/** Keeps a one-line warning (`file:line:column: what`) for the next report. */
export function reportStyleWarning(text: string): void {
  if (shown.has(text)) return
  shown.add(text)
  pending.push(text)
}

/** The warnings met since the last call, for the build's logger. */
export function takeStyleWarnings(): string[] {
  return pending.splice(0)
}
