/**
 * An imported SVG file as a React component drawing it inline, as Docusaurus's SVGR loader makes it
 * (`import Logo from './logo.svg'` … `<Logo className="x" />`): the props go on the `<svg>` over the
 * file's own attributes, a `title` prop is its first child, so `fill="currentColor"` icons take the
 * text's colour in both colour modes (an `<img>` of the file could not: Strapi's arrows were black on
 * dark). The file's root attributes become React props (class → className, style → an object,
 * `stroke-width` → strokeWidth, `xlink:href` → xlinkHref); what is inside the root is written as it is.
 *
 * Accessibility: an SVG with `role="img"` and no name (`title`, `aria-label`, `aria-labelledby`) is
 * decorative, as the Docusaurus template's feature images are: it is hidden from assistive technology
 * (`aria-hidden`) without the role, which axe's svg-img-alt rule would report.
 */

/** The root `<svg>` of an SVG document: its attributes as React props, and the markup inside it. */
export interface ParsedSvg {
  attributes: Record<string, string | Record<string, string>>
  inner: string
}

const OPEN_TAG = /<svg\b((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*(\/?)>/i
const ATTRIBUTE = /([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g
const ENTITY = /&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/** The root element of an SVG file, or undefined when the text holds no `<svg>` element. */
export function parseSvg(text: string): ParsedSvg | undefined {
  const open = OPEN_TAG.exec(text)
  if (!open) return undefined
  const selfClosing = open[2] === '/'
  const start = open.index + open[0].length
  const end = selfClosing ? start : text.lastIndexOf('</svg>')
  if (end < start) return undefined
  const attributes: ParsedSvg['attributes'] = {}
  for (const [, name, ...values] of open[1]!.matchAll(ATTRIBUTE)) {
    const value = decode(values.find((v) => v !== undefined) ?? '')
    const prop = propName(name!)
    attributes[prop] = prop === 'style' ? styleObject(value) : value
  }
  return { attributes, inner: selfClosing ? '' : text.slice(start, end) }
}

/** The React prop an SVG attribute is written as (React writes it back as the attribute). */
function propName(name: string): string {
  if (name === 'class') return 'className'
  if (/^(aria|data)-/.test(name)) return name
  return name.replace(/[-:]([a-z])/g, (_, letter: string) => letter.toUpperCase())
}

/** `fill: red; stroke-width: 2` → `{ fill: 'red', strokeWidth: '2' }` (custom properties as written). */
function styleObject(style: string): Record<string, string> {
  const entries = style.split(';').flatMap((part) => {
    const colon = part.indexOf(':')
    const [key, value] = [part.slice(0, colon).trim(), part.slice(colon + 1).trim()]
    return colon < 0 || key === '' || value === '' ? [] : [[key.startsWith('--') ? key : key.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()), value] as const]
  })
  return Object.fromEntries(entries)
}

function decode(value: string): string {
  return value.replace(ENTITY, (_, hex?: string, decimal?: string, named?: string) => (named ? NAMED[named.toLowerCase()]! : String.fromCodePoint(parseInt(hex ?? decimal!, hex ? 16 : 10))))
}

/** The module source of the component drawing `svg` inline (loader `jsx`). */
export function inlineSvgSource(svg: ParsedSvg): string {
  return `const attributes = ${JSON.stringify(svg.attributes)}
const inner = ${JSON.stringify(svg.inner)}
const escape = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c])
export default function Svg({ title, titleId, role, ...props }) {
  const named = (title !== undefined && title !== null) || props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined
  const decorative = role === 'img' && !named
  const heading = title === undefined || title === null ? '' : '<title' + (titleId ? ' id="' + escape(titleId) + '"' : '') + '>' + escape(title) + '</title>'
  return <svg {...attributes} {...(titleId && heading ? { 'aria-labelledby': titleId } : {})} {...(decorative ? { 'aria-hidden': 'true' } : { role })} {...props} dangerouslySetInnerHTML={{ __html: heading + inner }} />
}`
}
