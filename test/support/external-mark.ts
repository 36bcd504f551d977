/**
 * The external-link mark as a reader sees it: a link's pixels with our mark (`.rtk-external-mark`, drawn by
 * CSS) against the same link with the inline SVG that stood there before (ExternalIcon, 12 px, stroked in
 * currentColor), and against the link with no mark at all.
 */
import type { Locator, Page } from 'playwright-core'

/** The SVG each of our links to another site carried before its mark was drawn by CSS. */
const SVG_MARK = '<svg aria-hidden="true" focusable="false" width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"></path></svg>'

/** Where the stylesheet placed that SVG in the mobile menu's and the sidebar's links (in the bar, a flex item as the mark is). */
const SVG_MARK_CSS = '.rtk-mobile-menu__link svg, .rtk-sidebar__link svg { margin-inline-start: 0.35rem; vertical-align: -0.05em; }'

/** How far two screenshots of the same size are apart: pixels that differ, and the largest channel difference (0–255). */
async function difference(page: Page, a: Buffer, b: Buffer): Promise<{ pixels: number; max: number }> {
  return page.evaluate(
    async ([a, b]) => {
      const pixels = async (src: string) => {
        const image = new Image()
        image.src = src
        await image.decode()
        const canvas = new OffscreenCanvas(image.width, image.height)
        const context = canvas.getContext('2d')!
        context.drawImage(image, 0, 0)
        return context.getImageData(0, 0, image.width, image.height).data
      }
      const [pa, pb] = await Promise.all([pixels(a!), pixels(b!)])
      let count = 0
      let max = 0
      for (let i = 0; i < pa.length; i += 4) {
        const d = Math.max(Math.abs(pa[i]! - pb[i]!), Math.abs(pa[i + 1]! - pb[i + 1]!), Math.abs(pa[i + 2]! - pb[i + 2]!))
        if (d > 0) count++
        max = Math.max(max, d)
      }
      return { pixels: count, max }
    },
    [a, b].map((png) => `data:image/png;base64,${png.toString('base64')}`),
  )
}

/**
 * Screenshots `link` (holding one `.rtk-external-mark`) as it is, then with the old SVG in the mark's
 * place, then with no mark. `svg` is how far the mark is from the SVG's look: where they match, a few
 * levels of anti-aliasing at its edges (a mask and a stroke are smoothed apart), where a mark a pixel off
 * or in another colour is some hundred levels away; `none` how far from no mark (the mark is seen).
 */
export async function markLook(link: Locator): Promise<{ svg: { pixels: number; max: number }; none: { pixels: number; max: number } }> {
  const page = link.page()
  const box = (await link.boundingBox())!
  // Room around the link: a mark drawn outside it would be seen too.
  const clip = { x: Math.max(0, box.x - 8), y: Math.max(0, box.y - 8), width: box.width + 16, height: box.height + 16 }
  const mark = await page.screenshot({ clip })
  await page.addStyleTag({ content: SVG_MARK_CSS })
  await link.evaluate((a, svg) => a.querySelector('.rtk-external-mark')!.outerHTML = svg, SVG_MARK)
  const svg = await page.screenshot({ clip })
  await link.evaluate((a) => a.querySelector('svg')!.remove())
  const none = await page.screenshot({ clip })
  return { svg: await difference(page, mark, svg), none: await difference(page, mark, none) }
}

/** The mark's computed size, and whether it is painted in its link's text colour. */
export function markStyle(link: Locator): Promise<{ width: string; height: string; linkColour: boolean }> {
  return link.evaluate((a) => {
    const mark = getComputedStyle(a.querySelector('.rtk-external-mark')!)
    return { width: mark.width, height: mark.height, linkColour: mark.backgroundColor === getComputedStyle(a).color }
  })
}
