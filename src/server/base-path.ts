/** Serving a site under its baseUrl (`/repo/`), as its production host will: shared by ./bin/serve and the link check's crawl. */

/**
 * A request path under `baseUrl` as a path in the output folder (`/repo/x?q` → `/x?q`, `/repo` → `/`);
 * undefined outside it. Everything is under the base `/`.
 */
export function withinBase(path: string, baseUrl: string): string | undefined {
  if (baseUrl === '/') return path
  const bare = baseUrl.slice(0, -1)
  if (path === bare || path.startsWith(`${bare}?`) || path.startsWith(`${bare}#`)) return `/${path.slice(bare.length)}`
  return path.startsWith(baseUrl) ? path.slice(bare.length) : undefined
}
