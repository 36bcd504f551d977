/**
 * Docusaurus theme components docs use on their own pages: `@theme/DocCardList` (the cards of the
 * category whose page this is), `@theme/DocCard` (one card), `@theme/TOCInline` (the page's headings, from the `toc` every doc
 * exports), `@theme/ThemedImage` (one image per colour mode), and the hooks they go with
 * (`useCurrentSidebarCategory`, `useColorMode`). The category's cards come with the page's scope
 * (render.ts), as its sidebar is known only where the page renders.
 */
import { useContext, type CSSProperties, type ImgHTMLAttributes } from 'react'
import { CategoryIndex, type CategoryCard } from '../CategoryIndex'
import { EXTERNAL_ATTRS, isExternal, withBaseOnce } from '../links'
import { SiteDataContext } from '../site-data'
import { nestToc, TocList } from '../Toc'
import { ModeImages } from '../mode-images'
import { currentPage } from './scope'

/** What `useCurrentSidebarCategory()` gives: the deepest category holding the page, its items as cards. */
export function useCurrentSidebarCategory(): { items: CategoryCard[] } {
  const cards = currentPage().docCards
  if (!cards) throw new Error('useCurrentSidebarCategory and <DocCardList /> need a page of a sidebar category (its page, or one of its items); pass `items` to DocCardList elsewhere')
  return { items: cards }
}

/**
 * `<DocCard item={…} />`: one card, as Docusaurus's DocCard draws a sidebar item given to it (a link with
 * its label and description; a category with its item count). Its href is the site's as written (with
 * the base or without), as Docusaurus's Link takes it (Capacitor's plugin cards).
 */
export function DocCard({ item }: { item: { type?: string; label: string; href?: string; description?: string; items?: unknown[] } }) {
  const { baseUrl } = useContext(SiteDataContext)
  const kind = item.type === 'category' ? 'category' : 'link'
  const description = item.description ?? (item.type === 'category' && item.items ? `${item.items.length} item${item.items.length === 1 ? '' : 's'}` : undefined)
  const href = item.href === undefined ? undefined : isExternal(item.href) ? item.href : withBaseOnce(baseUrl, item.href)
  return (
    <div className={`rtk-doc-card rtk-category-index__card rtk-category-index__card--${kind}`}>
      <a href={href} {...(href !== undefined && isExternal(href) ? EXTERNAL_ATTRS : {})}>
        <span className="rtk-category-index__title">{item.label}</span>
        {description ? <span className="rtk-category-index__text">{description}</span> : null}
      </a>
    </div>
  )
}

/** `<DocCardList />`: the current category's items as cards; `items` to show others. */
export function DocCardList({ items }: { items?: CategoryCard[]; className?: string }) {
  const site = useContext(SiteDataContext)
  return <CategoryIndex cards={items ?? useCurrentSidebarCategory().items} base={site.baseUrl} />
}

/** A Docusaurus TOC item (`export const toc` of a doc). */
interface TocItem {
  value: string
  id: string
  level: number
}

/** `<TOCInline toc={toc} />`: the headings as a nested list of links, within the levels asked (default 2–3). */
export function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3 }: { toc: TocItem[]; minHeadingLevel?: number; maxHeadingLevel?: number }) {
  const entries = toc.filter((item) => item.level >= minHeadingLevel && item.level <= maxHeadingLevel).map((item) => ({ id: item.id, text: item.value, html: item.value, level: item.level }))
  if (entries.length === 0) return null
  return (
    <div className="rtk-toc-inline">
      <TocList nodes={nestToc(entries)} />
    </div>
  )
}

/**
 * `<ThemedImage sources={{ light, dark }} />`: both images, the stylesheet shows the colour mode's. A site
 * path gets the base URL, as Markdown images do (a path that has it already is left as it is).
 */
export function ThemedImage({ sources, alt, className, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { sources: { light: string; dark: string } }) {
  const { baseUrl } = useContext(SiteDataContext)
  return <ModeImages {...rest} className={className} src={withBaseOnce(baseUrl, sources.light)} srcDark={withBaseOnce(baseUrl, sources.dark)} alt={alt} />
}

/** `useColorMode()`: the page renders before any colour mode is known: the default, light. */
export function useColorMode() {
  return { colorMode: 'light' as const, isDarkTheme: false, setColorMode: () => {} }
}

/**
 * `@theme/IdealImage` (plugin-ideal-image): the image as it is, lazily loaded. `img` is what
 * `require('./x.png')` gives (its URL here), or the plugin loader's object (`{ src: { src } }`).
 */
export function IdealImage({ img, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { img: string | { default?: string; src?: { src?: string } | string } }) {
  const { baseUrl } = useContext(SiteDataContext)
  const src = typeof img === 'string' ? img : typeof img.src === 'string' ? img.src : (img.src?.src ?? img.default ?? '')
  // The plugin's own options (sizes to generate) are no attributes of an image.
  const { loading = 'lazy', max: _max, min: _min, steps: _steps, quality: _quality, ...attributes } = rest as typeof rest & { loading?: 'lazy' | 'eager'; max?: number; min?: number; steps?: number; quality?: number }
  return <img {...attributes} src={withBaseOnce(baseUrl, src)} alt={alt ?? ''} loading={loading} />
}

/**
 * `@theme/IdealImageLegacy` (plugin-ideal-image's react-ideal-image, which a site's own wrapper renders:
 * playwright.dev's ProgressiveImage): the image as it is, lazily loaded, with its `srcSet` sizes when they
 * have widths. Its placeholder and download options mean nothing without the browser code.
 */
export function IdealImageLegacy({ src, srcSet, alt, width, height, className, style }: { src?: string; srcSet?: Array<{ src?: string; width?: number }>; alt?: string; width?: number | string; height?: number | string; className?: string; style?: CSSProperties }) {
  const { baseUrl } = useContext(SiteDataContext)
  const sizes = (srcSet ?? []).filter((image) => image.src && image.width)
  const source = src ?? srcSet?.[0]?.src ?? ''
  return <img src={withBaseOnce(baseUrl, String(source))} srcSet={sizes.length > 1 ? sizes.map((image) => `${withBaseOnce(baseUrl, String(image.src))} ${image.width}w`).join(', ') : undefined} alt={alt ?? ''} width={width} height={height} className={className} style={style} loading="lazy" />
}
