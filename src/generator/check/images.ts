/**
 * Check: images the site's own pages show. A missing one is a warning naming the page and the path
 * (the page still builds, as with Docusaurus, whose pages' images are not checked at all).
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'

/** Returns one warning per missing image, and the missing site paths (the link crawl skips them). */
export function missingImages(pages: Array<{ file: string; images: string[] }>, staticDirs: readonly string[], generated: ReadonlySet<string>) {
  const warnings: string[] = []
  const missing = new Set<string>()
  for (const page of pages) {
    for (const path of new Set(page.images)) {
      const rel = path.replace(/^\//, '')
      if (generated.has(rel) || staticDirs.some((dir) => existsSync(join(dir, rel)))) continue
      missing.add(path)
      warnings.push(`${page.file}: the image ${path} does not exist (not in static/): readers see a broken image`)
    }
  }
  return { warnings, missing }
}
