/**
 * Checks on a page's raw source at collect time, where the doc file is known and nothing is built yet:
 * a page over the size limit is refused before it can exhaust the build's memory, bytes that are not
 * UTF-8 (which would reach readers as U+FFFD, `�`) are a warning at their line:column, and a `slug`
 * whose route would leave the site is refused, naming the doc and the line.
 */
import { BuildError } from '../errors'

const strict = new TextDecoder('utf-8', { fatal: true })
const lenient = new TextDecoder('utf-8')

/** The page's text; `warn` gets one message per line holding bytes that are not UTF-8. */
export function decodeSource(bytes: Uint8Array, file: string, warn: (message: string) => void): string {
  try {
    return strict.decode(bytes)
  } catch {
    // Decode line by line to say where: a line decodes strictly unless it holds a bad sequence.
    let start = 0
    for (let line = 1; start <= bytes.length; line++) {
      let end = bytes.indexOf(0x0a, start)
      if (end < 0) end = bytes.length
      const bad = firstInvalid(bytes.subarray(start, end))
      if (bad >= 0) {
        const column = lenient.decode(bytes.subarray(start, start + bad)).length + 1
        warn(`${file}:${line}:${column}: the page is not valid UTF-8 here (byte 0x${bytes[start + bad]!.toString(16).padStart(2, '0')}), so readers see "\uFFFD"; save the file as UTF-8`)
      }
      start = end + 1
    }
    return lenient.decode(bytes)
  }
}

/** Offset of the first byte of an invalid UTF-8 sequence, or -1. */
function firstInvalid(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; ) {
    const length = sequenceLength(bytes, i)
    if (length === 0) return i
    i += length
  }
  return -1
}

/** Length of a well-formed UTF-8 sequence at `i` (RFC 3629: no overlongs, surrogates or > U+10FFFF), or 0. */
function sequenceLength(b: Uint8Array, i: number): number {
  const c = b[i]!
  const cont = (k: number, lo = 0x80, hi = 0xbf) => b[i + k] !== undefined && b[i + k]! >= lo && b[i + k]! <= hi
  if (c < 0x80) return 1
  if (c >= 0xc2 && c <= 0xdf) return cont(1) ? 2 : 0
  if (c >= 0xe0 && c <= 0xef) {
    const second = c === 0xe0 ? cont(1, 0xa0) : c === 0xed ? cont(1, 0x80, 0x9f) : cont(1)
    return second && cont(2) ? 3 : 0
  }
  if (c >= 0xf0 && c <= 0xf4) {
    const second = c === 0xf0 ? cont(1, 0x90) : c === 0xf4 ? cont(1, 0x80, 0x8f) : cont(1)
    return second && cont(2) && cont(3) ? 4 : 0
  }
  return 0
}

/**
 * Refuses a route made from a `slug` that would leave the site (`..` or `.` segments, backslashes,
 * control characters): the write step would refuse it too, but only naming an output path.
 */
export function checkSlugRoute(route: string, slug: string | undefined, source: string, file: string): void {
  if (slug === undefined) return
  const segments = route.split('/')
  const bad = segments.includes('..') || segments.includes('.') || /[\\\0-\x1f]/.test(route)
  if (!bad) return
  const line = source.split(/\r?\n/).findIndex((l) => /^slug\s*:/.test(l))
  throw new BuildError(`slug "${slug}" makes the route ${route}, which leaves the site`, {
    location: { file, line: line >= 0 ? line + 1 : 2, column: 1 },
    hint: 'write the slug as a path inside the site, such as /api/my-page or my-page (no "." or ".." segments, no backslashes)',
  })
}

/**
 * The largest page the generator accepts, in bytes of source (README: "When something goes wrong").
 * Compiling holds several copies of a page as syntax trees, whose size grows with the page's, so a huge
 * page (a generated dump, a log pasted by mistake) would exhaust the memory of a build rather than
 * fail it. 8 MiB is over a hundred times the largest RTK page (~72 KB) and above the 5 MB page the
 * build benchmark compiles (bench/), so no real page meets it.
 */
export const MAX_PAGE_BYTES = 8 * 1024 * 1024

/** Refuses a page over MAX_PAGE_BYTES, pointing at the line where it crosses the limit. */
export function checkPageSize(bytes: Uint8Array, file: string): void {
  if (bytes.length <= MAX_PAGE_BYTES) return
  let line = 1
  let lineStart = 0
  for (let i = bytes.indexOf(0x0a); i >= 0 && i < MAX_PAGE_BYTES; i = bytes.indexOf(0x0a, i + 1)) {
    line++
    lineStart = i + 1
  }
  const count = (n: number) => n.toLocaleString('en-US')
  throw new BuildError(`the page is ${count(bytes.length)} bytes, over the limit of ${MAX_PAGE_BYTES / 1024 / 1024} MiB (${count(MAX_PAGE_BYTES)} bytes) for one page; it crosses the limit here`, {
    location: { file, line, column: lenient.decode(bytes.subarray(lineStart, MAX_PAGE_BYTES)).length + 1 },
    hint: 'split it into several pages (a sidebar category keeps them together), or move generated data into a static/ file the page links to',
  })
}
