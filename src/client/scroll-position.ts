/**
 * Where the reader is on a page, kept per history entry so back/forward puts them back exactly.
 *
 * A scroll offset alone is not enough: code samples are laid out lazily (`content-visibility: auto`,
 * site.css), so until a sample has been on screen its height is an estimate, and the same offset shows
 * different content on a page freshly swapped in (issue 25: ~380 px off). So a position also names the
 * element at the top of the view (by its path of child indexes from the page root, which the same HTML
 * always rebuilds) and how far below the navbar its top was; restoring puts that element back there and
 * corrects once more after the next frames, when samples near the view have been laid out for real.
 */

/** A saved place: the scroll offset, and the element at the top of the view when one was found. */
export interface Position {
  y: number
  anchor?: { path: number[]; tag: string; top: number }
}

function root(): Element | null {
  return document.querySelector('[data-rtk-page]')
}

/** The top of the reading area: under the sticky navbar while it shows. */
function viewTop(): number {
  const navbar = document.querySelector('[data-rtk-navbar]')?.getBoundingClientRect()
  return navbar && navbar.bottom > 0 ? navbar.bottom : 0
}

function pathOf(el: Element, top: Element): number[] {
  const path: number[] = []
  for (let node: Element = el; node !== top; node = node.parentElement!) path.unshift(Array.prototype.indexOf.call(node.parentElement!.children, node))
  return path
}

function resolve(path: number[], top: Element): Element | undefined {
  let node: Element | undefined = top
  for (const index of path) node = node?.children[index]
  return node
}

/** The position now: a small element just under the navbar, in the content column. */
export function capture(): Position {
  const y = scrollY
  const page = root()
  if (!page) return { y }
  const column = document.querySelector('#rtk-main') ?? page
  const box = column.getBoundingClientRect()
  const x = box.left + Math.min(box.width / 2, 200)
  const top = viewTop()
  // Probe down from the top edge until the point lands on something smaller than half a screen, so the
  // anchor is a paragraph, a line of code or a heading rather than a container whose top is far above.
  for (let dy = 2; dy < innerHeight / 2; dy += 16) {
    const hit = document.elementFromPoint(x, top + dy)
    if (!hit || !page.contains(hit) || hit === page) continue
    const rect = hit.getBoundingClientRect()
    if (rect.height > innerHeight / 2) continue
    return { y, anchor: { path: pathOf(hit, page), tag: hit.tagName, top: rect.top - top } }
  }
  return { y }
}

function anchorOf(position: Position): Element | undefined {
  const page = root()
  const anchor = position.anchor
  if (!page || !anchor) return undefined
  const el = resolve(anchor.path, page)
  return el?.tagName === anchor.tag ? el : undefined
}

/**
 * Scrolls so `el`'s top sits `offset` px under the navbar, to the nearest whole pixel the page can
 * scroll by (a fractional gap under 1 px, left alone, showed the reader a line 1 px off).
 */
function place(el: Element, offset: number): void {
  const delta = Math.round(el.getBoundingClientRect().top - viewTop() - offset)
  if (delta !== 0) window.scrollBy(0, delta)
}

const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/**
 * Keeps `el` where `place` put it while lazily laid-out samples near the view take their real height
 * (two frames); a reader who scrolls or presses a key meanwhile wins.
 */
function settle(el: Element, offset: number): void {
  let frames = 2
  let touched = false
  const onInput = () => (touched = true)
  for (const type of READER_INPUT) window.addEventListener(type, onInput, { once: true, passive: true, capture: true })
  const step = () => {
    if (!touched && el.isConnected) place(el, offset)
    if (--frames > 0 && !touched) return void requestAnimationFrame(step)
    for (const type of READER_INPUT) window.removeEventListener(type, onInput, { capture: true })
  }
  requestAnimationFrame(step)
}

/** Puts the reader back at `position`. */
export function restore(position: Position): void {
  window.scrollTo(0, position.y)
  const el = anchorOf(position)
  if (!el) return
  place(el, position.anchor!.top)
  settle(el, position.anchor!.top)
}

/** Scrolls to a hash target (spec §2) and keeps it there while the samples above settle. */
export function reveal(target: Element): void {
  target.scrollIntoView()
  const offset = target.getBoundingClientRect().top - viewTop()
  settle(target, offset)
}
