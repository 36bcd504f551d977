/**
 * Request path → file, for both servers. Refuses anything that could leave the root: `..` segments
 * (plain or percent-encoded), backslashes, NUL bytes, and symlinks pointing outside.
 */
import { realpath, stat } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'

export type Resolution = { kind: 'file'; path: string } | { kind: 'not-found' } | { kind: 'bad-request'; reason: string }

/** Decodes and vets a URL pathname; returns the safe relative segments or a reason to refuse. */
export function safeSegments(pathname: string): string[] | { reason: string } {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return { reason: 'malformed percent-encoding' }
  }
  if (decoded.includes('\0')) return { reason: 'NUL byte in path' }
  if (decoded.includes('\\')) return { reason: 'backslash in path' }
  const segments = decoded.split('/').filter((s) => s !== '' && s !== '.')
  if (segments.some((s) => s === '..')) return { reason: 'parent-directory segment in path' }
  return segments
}

async function isFileInside(root: string, path: string): Promise<boolean> {
  try {
    const info = await stat(path)
    if (!info.isFile()) return false
    const real = await realpath(path)
    const realRoot = await realpath(root)
    return real === realRoot || real.startsWith(realRoot + sep)
  } catch {
    return false
  }
}

/**
 * Finds the file for a request like a static host would: the exact file, else `<path>.html`, else
 * `<path>/index.html`. Since every route is written as both `x.html` and `x/index.html`, `/x`, `/x/`,
 * `/x.html` and `/x/index.html` all answer (spec §2 routing).
 */
export async function resolveRequest(root: string, pathname: string): Promise<Resolution> {
  const segments = safeSegments(pathname)
  if (!Array.isArray(segments)) return { kind: 'bad-request', reason: segments.reason }
  const base = resolve(root, ...segments)
  const candidates = segments.length === 0 ? [join(base, 'index.html')] : [base, `${base}.html`, join(base, 'index.html')]
  for (const candidate of candidates) if (await isFileInside(root, candidate)) return { kind: 'file', path: candidate }
  return { kind: 'not-found' }
}
