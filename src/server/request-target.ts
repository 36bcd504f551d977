/**
 * The request line's target → the path both servers route on. Never throws: `new URL(req.url, base)`
 * reads `//api/x` as a URL with host `api` and throws on `//`, which turned odd request lines into 404s
 * for the wrong page or 500s. Here every target gets an answer a client can act on:
 * - origin form (`/a/b?q`) → its path and query;
 * - absolute form (`http://host/a`, what proxies send) → its path and query;
 * - repeated slashes (`//`, `/a//b`) → a redirect to the path with single slashes;
 * - anything else (`*`, `a/b`, an unparsable absolute URL) → 400 with the reason.
 */

export type RequestTarget =
  | { kind: 'path'; pathname: string; search: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'bad-request'; reason: string }

export function parseRequestTarget(raw: string | undefined): RequestTarget {
  let target = raw ?? '/'
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(target)) {
    // Absolute form: only its path matters (the Host check has already looked at the authority).
    try {
      const url = new URL(target)
      target = `${url.pathname}${url.search}`
    } catch {
      return { kind: 'bad-request', reason: 'unparsable absolute URL in the request line' }
    }
  }
  if (!target.startsWith('/')) return { kind: 'bad-request', reason: 'the request target must start with "/"' }
  const cut = target.search(/[?#]/)
  const pathname = cut < 0 ? target : target.slice(0, cut)
  const search = cut < 0 || target[cut] === '#' ? '' : target.slice(cut).replace(/#.*$/, '')
  if (pathname.includes('//')) {
    // Always one leading slash: a Location of `//evil.example` would send the browser to another site.
    return { kind: 'redirect', location: `${pathname.replace(/\/{2,}/g, '/')}${search}` }
  }
  return { kind: 'path', pathname, search }
}
