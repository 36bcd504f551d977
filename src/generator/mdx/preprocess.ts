/**
 * Source rewrites applied before MDX parses a page, each keeping every line in place so that
 * error positions still point at the author's file. Both follow Docusaurus' mdx-loader, so that
 * Docusaurus content builds here unchanged:
 * - `:::tip Title` becomes `:::tip[Title]` (remark-directive only reads bracketed labels);
 * - `## Heading {#id}` escapes the braces, which MDX would otherwise parse as a JS expression.
 */

const ADMONITION_TITLE = /^(\s*:::[a-zA-Z]+)[ \t]+(?!\[|\{)(\S.*?)\s*$/
const HEADING_ID = /^(#{1,6}\s.*?)\{#([^}\s]+)\}\s*$/
const FENCE = /^\s*(```|~~~)/

export function preprocessMdx(source: string): string {
  let fence: string | undefined
  return source
    .split('\n')
    .map((line) => {
      const fenceMatch = FENCE.exec(line)
      if (fenceMatch) {
        if (fence === undefined) fence = fenceMatch[1]
        else if (line.trim().startsWith(fence)) fence = undefined
        return line
      }
      if (fence !== undefined) return line
      const admonition = ADMONITION_TITLE.exec(line)
      if (admonition) return `${admonition[1]}[${admonition[2]}]`
      const heading = HEADING_ID.exec(line)
      if (heading) return `${heading[1]}\\{#${heading[2]}\\}`
      return line
    })
    .join('\n')
}
