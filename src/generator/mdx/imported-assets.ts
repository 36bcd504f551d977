/**
 * Files that pages and components import (`import shot from './shot.png'`, `require('./x.png').default`),
 * as Docusaurus's bundler treats them: the import is the file's URL under the site's baseUrl, and the file
 * is written to `assets/` under a hashed name; an imported SVG is a React component drawing it inline,
 * as Docusaurus's SVGR makes it (svg-component.ts); `!!raw-loader!./file` (webpack's
 * inline loader syntax, which Docusaurus sites use to show a file's source with `<CodeBlock>`) is the
 * file's text. Shared by the docs' compile (compile.ts, esbuild-site-imports.ts) and the Docusaurus
 * pages' (pages/docusaurus.ts).
 */
import { existsSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { extname, resolve } from 'node:path'
import type { Loader, Plugin } from 'esbuild'
import { inlineSvgSource, parseSvg } from './svg-component'

/** esbuild's `file` loader for every imported file type: images, fonts, media, documents. */
export const FILE_LOADERS: Record<string, Loader> = Object.fromEntries(
  ['.svg', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.ico', '.bmp', '.woff', '.woff2', '.ttf', '.mp4', '.webm', '.mp3', '.wav', '.pdf'].map((ext) => [ext, 'file' as const]),
)

/** Where imported files go in the output (esbuild's `assetNames`). */
export const ASSET_NAMES = 'assets/[name]-[hash]'

const FILE_QUERY = /\?rtk-file$/
/** webpack's inline loader prefix (`!!raw-loader!`, `raw-loader!`, `-!raw-loader!`): the rest names the file. */
const RAW_LOADER = /^(?:!!|-!|!)?raw-loader!/

/**
 * The module an imported SVG becomes: a component drawing it inline (svg-component.ts); a file that holds
 * no `<svg>` element is shown as an image of the file instead. Its name is then its `title` or its
 * `aria-label`; the other `aria-*`, `data-*` and `id` props go on the image as they are. Without a name
 * the image is decorative (alt=""), which `role="img"` would contradict (axe's aria-allowed-role): that
 * role is left out.
 */
async function svgComponentSource(path: string): Promise<string> {
  const svg = parseSvg(await readFile(path, 'utf8'))
  if (svg !== undefined) return inlineSvgSource(svg)
  return `import url from ${JSON.stringify(`${path}?rtk-file`)}
export default function Svg({ title, className, role, width, height, style, id, 'aria-label': label, ...rest }) {
  const name = title ?? label
  const passed = Object.fromEntries(Object.entries(rest).filter(([key]) => /^(aria|data)-/.test(key)))
  return <img {...passed} id={id} src={url} alt={name ?? ''} className={className} role={name === undefined && role === 'img' ? undefined : role} width={width} height={height} style={style} />
}`
}

/** The namespace a resolver puts an imported SVG in (`{ path, namespace: SVG_NAMESPACE }`) to make it a component. */
export const SVG_NAMESPACE = 'rtk-svg'

/**
 * The namespace for a file that is `require`d: `require('./x.png').default` is its URL, as with
 * Docusaurus's loaders (esbuild's file loader alone makes `require()` the URL itself).
 */
export const REQUIRED_FILE_NAMESPACE = 'rtk-required-file'

/** Whether `path` is a file type imported as a file (FILE_LOADERS). */
export function isImportedFile(path: string): boolean {
  return FILE_LOADERS[extname(path).toLowerCase()] !== undefined
}

/** The PNG and JPEG files plugin-ideal-image's loader takes (its webpack rule). */
const IDEAL_IMAGE = /\.(?:png|jpe?g)$/i
const IDEAL_IMAGE_NAMESPACE = 'rtk-ideal-image'

/**
 * The module an imported PNG or JPEG becomes on a site with plugin-ideal-image: its loader's object,
 * `{ preSrc, src: { src, images: [{ path }] } }`, which the site's code reads (`image.src.images`: a
 * wrapper of its own around IdealImageLegacy, playwright.dev's); here one size, the file as it is. It is
 * its URL as a string too (`<img src={image}>`), and `require()` gives it itself, as the loader's module
 * does; its `default` is the URL, as `require('./x.png').default` gives it where the plugin is off (the
 * watch server of Docusaurus: code written for both keeps working).
 */
function idealImageSource(path: string): string {
  return `const url = require(${JSON.stringify(`${path}?rtk-file`)})
module.exports = { preSrc: url, src: { src: url, images: [{ path: url }] }, default: url, toString: () => url }`
}

/**
 * Whether the Docusaurus site uses plugin-ideal-image (`docusaurusFields.plugins`, its plugins as
 * written): its imported PNG and JPEG files are then that plugin's objects (fileImports).
 */
export function usesIdealImage(docusaurusFields: Readonly<Record<string, unknown>>): boolean {
  const plugins = Array.isArray(docusaurusFields.plugins) ? (docusaurusFields.plugins as unknown[]) : []
  return plugins.some((entry) => {
    const name = Array.isArray(entry) ? entry[0] : entry
    return typeof name === 'string' && /(^|\/)plugin-ideal-image$/.test(name)
  })
}

/**
 * Loads what SVG_NAMESPACE and REQUIRED_FILE_NAMESPACE name: the component, the module, the file.
 * `idealImage`: imported PNG and JPEG files are plugin-ideal-image's objects (usesIdealImage).
 */
export function fileImports({ idealImage = false }: { idealImage?: boolean } = {}): Plugin {
  return {
    name: 'rtk-imported-files',
    setup(build) {
      if (idealImage) {
        // Imports in code only: a stylesheet's url() stays the file.
        build.onResolve({ filter: IDEAL_IMAGE }, (args) => (args.kind === 'url-token' || !/^[./]/.test(args.path) ? undefined : { path: resolve(args.resolveDir, args.path), namespace: IDEAL_IMAGE_NAMESPACE }))
        build.onLoad({ filter: /.*/, namespace: IDEAL_IMAGE_NAMESPACE }, (args) => ({ contents: idealImageSource(args.path), loader: 'js' }))
      }
      build.onLoad({ filter: /.*/, namespace: SVG_NAMESPACE }, async (args) => ({ contents: await svgComponentSource(args.path), loader: 'jsx', watchFiles: [args.path] }))
      build.onLoad({ filter: /.*/, namespace: REQUIRED_FILE_NAMESPACE }, (args) => ({ contents: idealImage && IDEAL_IMAGE.test(args.path) ? idealImageSource(args.path) : `export { default } from ${JSON.stringify(`${args.path}?rtk-file`)}`, loader: 'js' }))
      build.onResolve({ filter: FILE_QUERY }, (args) => ({ path: args.path.replace(FILE_QUERY, ''), namespace: 'rtk-file' }))
      build.onLoad({ filter: /.*/, namespace: 'rtk-file' }, async (args) => ({ contents: await readFile(args.path), loader: 'file' }))
      // The file as the page's other imports find it (relative, `@site/…`), its text the default export
      // (raw-loader's ES module: `require(…).default` reads it too).
      build.onResolve({ filter: RAW_LOADER }, async (args) => {
        const specifier = args.path.replace(RAW_LOADER, '')
        // In the file namespace, so the site's resolvers (`@site/…`, aliases) see it as they see an import.
        const found = await build.resolve(specifier, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, namespace: 'file' })
        const path = [found.path, resolve(args.resolveDir, specifier)].find((p) => p && existsSync(p) && statSync(p).isFile())
        if (path === undefined) return { errors: [{ text: `the file "${specifier}" that raw-loader reads is not found: the path is relative to the importing file's folder` }] }
        return { path, namespace: 'rtk-raw' }
      })
      build.onLoad({ filter: /.*/, namespace: 'rtk-raw' }, async (args) => ({ contents: `export default ${JSON.stringify(await readFile(args.path, 'utf8'))}`, loader: 'js' }))
    },
  }
}
