/** URL helpers shared by the components: base-path prefixing and external-link detection. */

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i

/** True for links that leave the site (any scheme: https:, mailto: …). */
export function isExternal(href: string): boolean {
  return EXTERNAL.test(href) || href.startsWith('//')
}

/** Prefixes a site-absolute href with the base path (`/api/x` → `/docs/api/x` for baseUrl `/docs/`). */
export function withBase(baseUrl: string, href: string): string {
  if (isExternal(href) || !href.startsWith('/') || baseUrl === '/') return href
  return `${baseUrl.replace(/\/$/, '')}${href}`
}

/** The attributes that make an external link open in a new tab without opener or referrer (spec §2). */
export const EXTERNAL_ATTRS = { target: '_blank', rel: 'noopener noreferrer' } as const
