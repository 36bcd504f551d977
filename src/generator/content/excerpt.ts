/**
 * The description of a Markdown page written without one, as Docusaurus makes it (its `createExcerpt`,
 * used by the pages plugin): the first line of prose of the body, as plain text. Imports and exports,
 * code blocks, the `# title` line and empty lines are passed over; HTML tags, heading marks, emphasis,
 * links, images, inline code, footnotes, quote marks, admonition fences, `:emoji:` names and `{#ids}`
 * are taken out of that line. A doc's description comes from its compiled tree instead
 * (mdx/remark-page-meta.ts); a page of the site's src/pages is bundled as it is, without one.
 */

/** `body`: the source after its front matter. */
export function markdownExcerpt(body: string): string | undefined {
  let fence: string | undefined
  let inImport = false
  for (const line of body.split(/\r?\n/)) {
    if (line.trim() === '') {
      inImport = false
      continue
    }
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1]
    if (fence !== undefined) {
      if (marker && line.trim().startsWith(fence)) fence = undefined
      continue
    }
    if (marker) {
      fence = marker
      continue
    }
    // An import or export statement runs until the next empty line.
    if (inImport || /^(?:import|export)\s/.test(line)) {
      inImport = true
      continue
    }
    const text = plainLine(line)
    if (text !== '') return text
  }
  return undefined
}

function plainLine(line: string): string {
  return line
    .replace(/<[^>]*>/g, '')
    .replace(/^#\s.*$/, '')
    .replace(/^#{2,6}\s+(.*?)\s*#*\s*$/, '$1')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[\^[^\]]+\]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/(\*{1,3}|_{1,3})(\S.*?)\1/g, '$2')
    .replace(/~~(\S.*?)~~/g, '$1')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/^\s{0,3}>\s?/, '')
    .replace(/^:::.*$/, '')
    .replace(/\s?:[a-z0-9_+-]+:/g, '')
    .replace(/\{#[\w-]+\}/, '')
    .trim()
}
