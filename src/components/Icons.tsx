/** Inline SVG icons (no icon font, no extra request). Decorative: hidden from assistive technology. */

import type { SVGProps } from 'react'
import { useClassNames } from './theme-class-names'

const common = { 'aria-hidden': true, focusable: false, width: 20, height: 20, viewBox: '0 0 24 24' } as const

/** A size or class a Docusaurus site's own component gives the icon (`@theme/Icon/ExternalLink width={10}`). */
type IconProps = Pick<SVGProps<SVGSVGElement>, 'width' | 'height' | 'className' | 'style'>

export function GitHubIcon() {
  return (
    <svg {...common} fill="currentColor">
      <path d="M12 .5a11.5 11.5 0 0 0-3.64 22.41c.58.1.79-.25.79-.56v-2c-3.2.7-3.88-1.37-3.88-1.37-.52-1.33-1.28-1.69-1.28-1.69-1.04-.71.08-.7.08-.7 1.16.08 1.77 1.19 1.77 1.19 1.03 1.76 2.69 1.25 3.35.96.1-.75.4-1.25.73-1.54-2.56-.29-5.25-1.28-5.25-5.69 0-1.26.45-2.28 1.19-3.09-.12-.29-.52-1.46.11-3.05 0 0 .97-.31 3.17 1.18a11 11 0 0 1 5.77 0c2.2-1.49 3.17-1.18 3.17-1.18.63 1.59.23 2.76.11 3.05.74.81 1.19 1.83 1.19 3.09 0 4.42-2.7 5.39-5.26 5.68.41.36.78 1.06.78 2.14v3.17c0 .31.21.67.8.56A11.5 11.5 0 0 0 12 .5Z" />
    </svg>
  )
}

export function SunIcon(props: IconProps) {
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" {...props}>
      <circle cx="12" cy="12" r="4.5" />
      <path d="M12 1.5v2M12 20.5v2M1.5 12h2M20.5 12h2M4.6 4.6l1.4 1.4M18 18l1.4 1.4M4.6 19.4 6 18M18 6l1.4-1.4" />
    </svg>
  )
}

export function MoonIcon(props: IconProps) {
  return (
    <svg {...common} fill="currentColor" {...props}>
      <path d="M21 13.2A9 9 0 0 1 10.8 3a.6.6 0 0 0-.8-.7A9.8 9.8 0 1 0 21.7 14a.6.6 0 0 0-.7-.8Z" />
    </svg>
  )
}

export function MenuIcon(props: IconProps) {
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" {...props}>
      <path d="M3 6h18M3 12h18M3 18h18" />
    </svg>
  )
}

export function CloseIcon(props: IconProps) {
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  )
}

export function SearchIcon() {
  return (
    <svg {...common} width={16} height={16} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  )
}

export function CopyIcon() {
  return (
    <svg {...common} width={16} height={16} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <rect x="8" y="8" width="12" height="12" rx="2" />
      <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
    </svg>
  )
}

/**
 * The external-link mark, as an SVG: what a Docusaurus site's own components get as
 * `@theme/Icon/ExternalLink`, with the size or class they give it. Our own links use {@link ExternalLinkMark}.
 */
export function ExternalIcon(props: IconProps) {
  return (
    <svg {...common} width={12} height={12} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" {...props}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  )
}

/**
 * The external-link mark beside our navbar, mobile-menu and sidebar links: an empty element that
 * `.rtk-external-mark` (site.css) draws with {@link ExternalIcon}'s path, size and colour. Not an SVG per
 * link: a navbar dropdown of ~230 archived versions (pptr.dev) put 442 of them in every page. On a
 * Docusaurus site it also carries the class of its `@theme/Icon/ExternalLink` (a CSS module's
 * `iconExternalLink_…`), by which a site's CSS hides or styles it (Stately's `[class*='iconExternalLink']`).
 */
export function ExternalLinkMark() {
  const cn = useClassNames()
  return <span className={cn('rtk-external-mark', 'iconExternalLink')} aria-hidden="true" />
}

/** Admonition icons by kind. */
export function AdmonitionIcon({ type }: { type: string }) {
  const paths: Record<string, string> = {
    note: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
    info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
    tip: 'M9 21h6v-1H9v1Zm3-19a7 7 0 0 0-4 12.74V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.26A7 7 0 0 0 12 2Z',
    warning: 'M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z',
    danger: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm5 13.6L15.6 17 12 13.4 8.4 17 7 15.6 10.6 12 7 8.4 8.4 7 12 10.6 15.6 7 17 8.4 13.4 12 17 15.6Z',
  }
  return (
    <svg {...common} width={18} height={18} fill="currentColor">
      <path d={paths[type] ?? paths.note} />
    </svg>
  )
}
