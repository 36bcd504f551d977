/**
 * The boxes the navbar and footer logos are drawn in, as Docusaurus sizes them: the navbar's at the
 * bar's 2rem height and its own proportions (Infima's `.navbar__logo img { height: 100% }`), the
 * footer's at its own size (Infima caps it at `--ifm-footer-logo-max-width`), unless the config gives
 * `width`/`height`. The image's size is read from the file (image-size: PNG, JPEG, SVG, WebP… headers
 * alone), so the page reserves the logo's box before it loads and nothing shifts; a logo not found
 * among the static files (or on another host) gets the config's sizes only.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { imageSize } from 'image-size'
import type { SiteConfig } from '../config/schema'
import type { LogoBox } from '../../components/types'
import { isExternal } from '../../components/links'

/** Height of the navbar's logo, in CSS pixels (Infima's `--ifm-navbar-height` less its padding: 2rem). */
export const NAVBAR_LOGO_HEIGHT = 32

/** The width and height attributes of each logo the config shows. `staticDirs`: absolute folders. */
export function logoBoxes(config: Pick<SiteConfig, 'navbar' | 'footer'>, staticDirs: readonly string[]): { navbar?: LogoBox; footer?: LogoBox } {
  const boxes: { navbar?: LogoBox; footer?: LogoBox } = {}
  const navbar = config.navbar.logo
  if (navbar) {
    const size = navbar.width === undefined ? naturalSize(navbar.src, staticDirs) : undefined
    const width = navbar.width ?? (size ? Math.round((NAVBAR_LOGO_HEIGHT * size.width) / size.height) : undefined)
    // Infima's `.navbar__logo img { height: 100% }` makes it the bar's logo height whatever its `height`
    // attribute says: a logo given `height: 12` alone is drawn 32px high, in its proportions.
    boxes.navbar = { width, height: NAVBAR_LOGO_HEIGHT }
  }
  const footer = config.footer.logo
  if (footer) {
    const size = footer.width === undefined && footer.height === undefined ? naturalSize(footer.src, staticDirs) : undefined
    boxes.footer = { width: footer.width ?? size?.width, height: footer.height ?? size?.height }
  }
  return boxes
}

/** The pixel size of a site image (`/img/logo.svg`), or undefined when it is elsewhere or unreadable. */
function naturalSize(src: string, staticDirs: readonly string[]): { width: number; height: number } | undefined {
  if (isExternal(src)) return undefined
  const rel = src.replace(/^\//, '').replace(/[?#].*$/, '')
  for (const dir of staticDirs) {
    let bytes: Buffer
    try {
      bytes = readFileSync(join(dir, rel))
    } catch {
      continue
    }
    try {
      const { width, height } = imageSize(bytes)
      if (width && height) return { width, height }
    } catch {
      // Not an image format image-size knows: drawn at the config's size, or its own once loaded.
    }
    return undefined
  }
  return undefined
}
