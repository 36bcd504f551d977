/**
 * What Docusaurus pages import from `@theme/…` and `@docusaurus/…`, implemented with this site's
 * components (the list: src/generator/mdx/theme-modules.ts). Registered on a global when this module
 * loads, because compiled pages import forwarding modules, not generator files. Site facts (base URL,
 * title) come from SiteDataContext, which the renderer provides around every page.
 */
import { Children, isValidElement, useContext, type AnchorHTMLAttributes, type ReactNode } from 'react'
import { COMPONENTS_REGISTRY, THEME_MODULES, THEME_ORIGINALS, THEME_REGISTRY } from '../generator/mdx/theme-modules'
import { lateCodeHtml } from '../generator/render/late-code'
import { parseCodeMeta } from '../generator/samples/meta'
import { splitSample } from '../generator/samples/split'
import { EXTERNAL_ATTRS, isExternal, PATHNAME_LINK, UNCHECKED_LINK, withBaseOnce } from './links'
import { CodeBlock as SiteCodeBlock, ContentImage, ContentLink, mdxComponents, TabItem, Tabs } from './mdx'
import { MDXHeading, Mermaid, plain } from './docusaurus/mdx-parts'
import { currentPage, currentTheme } from './docusaurus/scope'
import { SiteDataContext, type SiteData } from './site-data'
import Head from './docusaurus/Head'
import { DocCard, DocCardList, IdealImage, IdealImageLegacy, ThemedImage, TOCInline, useColorMode, useCurrentSidebarCategory } from './docusaurus/doc-theme'
import useDocusaurusContext, { useAllPluginInstancesData, useGlobalData, usePluginData } from './docusaurus/useDocusaurusContext'
import { generatedGlobalData, generatedSiteConfig } from './docusaurus/generated'
import { BrowserOnly, ExecutionEnvironment, isInternalUrl, matchPath, Redirect, serverLocation, useHistory, useLocation } from './docusaurus/browser'
import Heading from './docusaurus/Heading'
import { ADMONITION_ICONS, ADMONITION_KINDS, AdmonitionLayout, AdmonitionTypes, DocusaurusAdmonition } from './docusaurus/admonitions'
import { ComponentTypes, DefaultNavbarItem, DocNavbarItem, DocSidebarNavbarItem, DocsVersionDropdownNavbarItem, DocsVersionNavbarItem, DropdownNavbarItem, HtmlNavbarItem, LocaleDropdownNavbarItem, NavbarItem, SearchNavbarItem } from './docusaurus/navbar-items'
import { filterDocCardListItems, findFirstSidebarItemCategoryLink, findFirstSidebarItemLink, isActiveSidebarItem, useActiveDocContext, useActivePlugin, useActiveVersion, useAllDocsData, useDoc, useDocById, useDocsPreferredVersion, useDocsSidebar, useDocsVersion, useDocVersionSuggestions, useLatestVersion, useVersions } from './docusaurus/docs-client'
import { containsLineNumbers, getPrismCssVariables, parseCodeBlockTitle, parseLanguage, parseLines, useCodeWordWrap } from './docusaurus/code-block-utils'
import { sanitizeTabsChildren, TabsContextProvider, useTabs, useTabsContext, useTabsContextValue } from './docusaurus/tabs-utils'
import { ErrorBoundary, Noop, useBrokenLinks, useRouteContext } from './docusaurus/core'
import { createStorageSlot, duplicates, isRegexpStringMatch, listStorageKeys, PageMetadata, ThemeClassNames, uniq, useAnnouncementBar, useEvent, useHideableNavbar, useIsomorphicLayoutEffect, useKeyboardNavigation, useLockBodyScroll, useNavbarMobileSidebar, usePluralForm, usePrevious, usePrismTheme, useQueryString, useQueryStringList, useQueryStringValue, useScrollPositionBlocker, useStorageSlot, useThemeConfig, useWindowSize } from './docusaurus/theme-common'
import { NotFoundContent } from './docusaurus/not-found'
import { CloseIcon, ExternalIcon, MenuIcon, MoonIcon, SunIcon } from './Icons'
import Translate, { Interpolate, interpolate, translate } from './docusaurus/translate'

export { SiteDataContext, type SiteData }

/** `useBaseUrl('/img/x.png')` → `/base/img/x.png`; `{ absolute: true }` adds the site URL. */
function useBaseUrl(url: string, options: { absolute?: boolean; forcePrependBaseUrl?: boolean } = {}): string {
  const site = useContext(SiteDataContext)
  return baseUrlOf(site, url, options)
}

function baseUrlOf(site: SiteData, url: string, { absolute = false, forcePrependBaseUrl = false }: { absolute?: boolean; forcePrependBaseUrl?: boolean } = {}): string {
  // Nothing stays nothing (Docusaurus's addBaseUrl): `imgUrl && <img src={imgUrl}/>` then draws no image.
  if (!url || isExternal(url) || url.startsWith('#')) return url
  if (forcePrependBaseUrl) return `${site.baseUrl}${url.replace(/^\//, '')}`
  // A path already under the base keeps it (a version's or a locale's `path` from useVersions() holds it).
  const path = withBaseOnce(site.baseUrl, url.startsWith('/') ? url : `/${url}`)
  return absolute ? `${site.url}${path}` : path
}

function useBaseUrlUtils() {
  const site = useContext(SiteDataContext)
  return { withBaseUrl: (url: string, options?: { absolute?: boolean; forcePrependBaseUrl?: boolean }) => baseUrlOf(site, url, options) }
}

/**
 * `<Link to="/api/x">`: site paths get the base URL unless they start with it already (as Docusaurus's
 * Link, through useBaseUrl: pnpm.io's versions page links each version's `path`, which holds the locale's
 * base `/uk/`, and got `/uk/uk/`); other sites' links open in a new tab unless the
 * props say where. `pathname:///x` is the site's path /x left to the browser (Docusaurus's escape from
 * its router), which opens so too, as there.
 */
function Link({ to, href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string; isNavLink?: boolean; activeClassName?: string }) {
  const site = useContext(SiteDataContext)
  const written = to ?? href ?? '#'
  const target = written.replace(PATHNAME_LINK, '')
  const { isNavLink: _nav, activeClassName: _active, ...attributes } = rest as typeof rest & { isNavLink?: boolean; activeClassName?: string }
  return (
    <a {...(isExternal(written) ? EXTERNAL_ATTRS : {})} {...(PATHNAME_LINK.test(written) ? { [UNCHECKED_LINK]: '' } : {})} {...attributes} href={isRelativePath(target) ? fromPage(target) : target.startsWith('/') ? baseUrlOf(site, target) : target}>
      {children}
    </a>
  )
}

/** A path relative to the page (`layoutevent`, `./setup`, `../api`): no scheme, not from the root, not only a hash or query. */
function isRelativePath(target: string): boolean {
  return target !== '' && !/^(?:[a-z][a-z0-9+.-]*:|\/|#|\?)/i.test(target)
}

/**
 * A relative `to` resolved against the page's URL, as react-router's Link resolves it against the current
 * location (reactnative.dev's `[LayoutEvent](layoutevent)` type links), so it leads to the same place
 * whether the page is read at `/x` or `/x/`.
 */
function fromPage(target: string): string {
  let page: ReturnType<typeof currentPage>
  try {
    page = currentPage()
  } catch {
    // Drawn outside a page's render (no page to be relative to): as written, for the browser to resolve.
    return target
  }
  const { pathname } = serverLocation(page.siteConfig.baseUrl, page.route)
  const at = page.siteConfig.trailingSlash === true && !pathname.endsWith('/') ? `${pathname}/` : pathname
  const url = new URL(target, `http://site${at}`)
  return url.pathname + url.search + url.hash
}

/**
 * Docusaurus' `<CodeBlock language title showLineNumbers>{code}</CodeBlock>`. Blocks whose code is written
 * in the page are highlighted at build time (remark-theme-code-block.ts turns them into code fences);
 * code known only at render time (a raw-loader import) once the pages are rendered (render/late-code.ts). The generator's own code blocks (an `html` prop)
 * pass through, for pages that import this under the same name.
 */
function DocusaurusCodeBlock(props: { children?: ReactNode; language?: string; className?: string; title?: string; showLineNumbers?: boolean | number; metastring?: string; html?: string; lang?: string; lineNumbers?: string }) {
  if (props.html !== undefined) return <SiteCodeBlock html={props.html} lang={props.lang ?? 'text'} title={props.title} lineNumbers={props.lineNumbers} />
  const language = props.language ?? props.className?.split(' ').find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? 'text'
  // Elements as the code (Home Assistant's checklist gives a <div> per line) are shown as they are, not
  // highlighted, as Docusaurus's CodeBlock shows JSX children (its maybeStringifyChildren keeps them).
  if (Children.toArray(props.children).some((child) => isValidElement(child))) return <SiteCodeBlock lang={language} title={props.title}>{props.children}</SiteCodeBlock>
  // Several children (`{pm} install {name}`) are one string, joined as Docusaurus's CodeBlock joins them.
  const text = Array.isArray(props.children) ? props.children.join('') : props.children
  const code = typeof text === 'string' ? text.replace(/\n$/, '') : String(text ?? '')
  // A fence a site's own `pre` passes on (MDX's `code` element) carries its meta string: title, {lines},
  // showLineNumbers. Magic comments (`// highlight-next-line`) mark lines and leave the code, as in
  // Docusaurus's CodeBlock (a block that would split into `// file:` parts, which it does not know, stays whole).
  const meta = parseCodeMeta(props.metastring)
  const files = splitSample(code, language, meta)
  const [shown, lines] = files.length === 1 ? [files[0]!.code, files[0]!.highlightLines] : [code, meta.highlightLines]
  const numbers = props.showLineNumbers ?? (meta.showLineNumbers ? (meta.firstLineNumber ?? true) : undefined)
  return <SiteCodeBlock html={lateCodeHtml(shown, language, lines)} lang={language} title={props.title ?? meta.title} lineNumbers={typeof numbers === 'number' ? String(numbers) : numbers ? 'true' : undefined} />
}

/**
 * `@theme/MDXComponents/Code`: inline code when its content is one line of text, else a code block, as
 * Docusaurus's MDXCode decides (`<Code language="md">{'a\n\nb'}</Code>` is a block).
 */
function MDXCode(props: { children?: ReactNode; className?: string; language?: string; title?: string; metastring?: string }) {
  const children = Array.isArray(props.children) ? props.children : [props.children]
  const inline = props.children !== undefined && children.every((child) => typeof child === 'string' && !child.includes('\n'))
  return inline ? <code className={props.className}>{props.children}</code> : <DocusaurusCodeBlock {...props} children={children.join('')} />
}

/** `@theme/MDXComponents/Pre`: only fences reach it, each holding the `code` MDXCode draws (Docusaurus's is a fragment too). */
function MDXPre(props: { children?: ReactNode }) {
  return <>{props.children}</>
}

type DetailsProps = { summary?: ReactNode; children?: ReactNode; className?: string; open?: boolean }

/**
 * `@docusaurus/theme-common/Details`: the disclosure Docusaurus's themed Details builds on, with no look of
 * its own but the class it is given (a site's src/theme/Details wraps it: playwright.dev's). Works without
 * JavaScript.
 */
function DetailsGeneric({ summary, children, className, open }: DetailsProps) {
  return (
    <details className={`rtk-details${className ? ` ${className}` : ''}`} open={open}>
      {summary === undefined ? null : typeof summary === 'string' ? <summary>{summary}</summary> : summary}
      {children}
    </details>
  )
}

/** `<Details summary="…">`: Docusaurus's Details is an info alert (Infima's `alert alert--info`), which sites' CSS styles (`details.alert`). */
function Details({ className, ...rest }: DetailsProps) {
  return <DetailsGeneric {...rest} className={`alert alert--info${className ? ` ${className}` : ''}`} />
}

/** `<details>` written in a doc, as Docusaurus's MDXComponents draws it: its `<summary>` child is the Details' summary. */
function MDXDetails({ children, ...rest }: DetailsProps) {
  const items = Children.toArray(children)
  const summary = items.find((item) => isValidElement(item) && item.type === 'summary')
  return (
    <Details {...rest} summary={summary}>
      {items.filter((item) => item !== summary)}
    </Details>
  )
}

/**
 * The components a Docusaurus site's docs and Markdown pages render with when it has no MDXComponents of
 * its own: ours, and Docusaurus's Details, which a doc's `<details>` becomes (mdx/remark-details.ts).
 */
export const docusaurusContentComponents: Readonly<Record<string, unknown>> = { ...mdxComponents, Details: MDXDetails, details: MDXDetails }

const heading = (as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6') => (props: Record<string, unknown>) => MDXHeading({ ...props, as })

const implementations: Record<string, Record<string, unknown>> = {
  '@theme/Tabs': { default: Tabs },
  '@theme/TabItem': { default: TabItem },
  '@theme/CodeBlock': { default: DocusaurusCodeBlock },
  '@theme/Admonition': { default: DocusaurusAdmonition },
  '@theme/Admonition/Types': { default: AdmonitionTypes },
  '@theme/Admonition/Layout': { default: AdmonitionLayout },
  ...Object.fromEntries(Object.entries(ADMONITION_KINDS).map(([name, kind]) => [`@theme/Admonition/Type/${name}`, { default: kind }])),
  ...Object.fromEntries(Object.entries(ADMONITION_ICONS).map(([name, icon]) => [`@theme/Admonition/Icon/${name}`, { default: icon }])),
  '@theme/Details': { default: Details },
  '@docusaurus/theme-common/Details': { Details: DetailsGeneric },
  '@theme/NavbarItem': { default: NavbarItem },
  '@theme/NavbarItem/ComponentTypes': { default: ComponentTypes },
  '@theme/NavbarItem/DefaultNavbarItem': { default: DefaultNavbarItem },
  '@theme/NavbarItem/DropdownNavbarItem': { default: DropdownNavbarItem },
  '@theme/NavbarItem/HtmlNavbarItem': { default: HtmlNavbarItem },
  '@theme/NavbarItem/DocNavbarItem': { default: DocNavbarItem },
  '@theme/NavbarItem/DocSidebarNavbarItem': { default: DocSidebarNavbarItem },
  '@theme/NavbarItem/DocsVersionNavbarItem': { default: DocsVersionNavbarItem },
  '@theme/NavbarItem/DocsVersionDropdownNavbarItem': { default: DocsVersionDropdownNavbarItem },
  '@theme/NavbarItem/LocaleDropdownNavbarItem': { default: LocaleDropdownNavbarItem },
  '@theme/NavbarItem/SearchNavbarItem': { default: SearchNavbarItem },
  // What Docusaurus's MDXComponents holds, so a site's own (src/theme/MDXComponents) may spread or pick from it.
  '@theme/MDXComponents': {
    default: {
      ...mdxComponents,
      Details: MDXDetails,
      Link,
      Head,
      details: MDXDetails,
      code: MDXCode,
      pre: MDXPre,
      ul: plain('ul'),
      li: plain('li'),
      h1: heading('h1'),
      h2: heading('h2'),
      h3: heading('h3'),
      h4: heading('h4'),
      h5: heading('h5'),
      h6: heading('h6'),
      admonition: DocusaurusAdmonition,
      mermaid: Mermaid,
    },
  },
  '@theme/MDXComponents/A': { default: ContentLink },
  '@theme/MDXComponents/Code': { default: MDXCode },
  '@theme/MDXComponents/Pre': { default: MDXPre },
  '@theme/MDXComponents/Details': { default: Details },
  '@theme/MDXComponents/Heading': { default: MDXHeading },
  '@theme/MDXComponents/Ul': { default: plain('ul') },
  '@theme/MDXComponents/Li': { default: plain('li') },
  '@theme/MDXComponents/Img': { default: ContentImage },
  '@theme/MDXComponents/Head': { default: Head },
  '@theme/Mermaid': { default: Mermaid },
  // The provider of MDXComponents around a piece of MDX: our compile gives each page its components already.
  '@theme/MDXContent': { default: ({ children }: { children?: ReactNode }) => children },
  '@docusaurus/Link': { default: Link },
  '@docusaurus/useBaseUrl': { default: useBaseUrl, useBaseUrlUtils },
  // Docs render in a page scope (render.ts), as pages do: the same site config, locale and messages.
  '@docusaurus/useDocusaurusContext': { default: useDocusaurusContext },
  // Drawn as the page is built, the fallback where it needs the browser (docusaurus/browser.tsx).
  '@docusaurus/BrowserOnly': { default: BrowserOnly },
  // Docs render inside a page scope too (render.ts renderDoc), which the tags go into.
  '@docusaurus/Head': { default: Head },
  '@docusaurus/useIsBrowser': { default: () => false },
  '@docusaurus/Translate': { default: Translate, translate },
  '@docusaurus/Interpolate': { default: Interpolate, interpolate },
  '@theme/DocCardList': { default: DocCardList },
  '@theme/DocCard': { default: DocCard },
  '@theme/TOCInline': { default: TOCInline },
  '@theme/ThemedImage': { default: ThemedImage },
  '@theme/IdealImage': { default: IdealImage },
  '@theme/IdealImageLegacy': { default: IdealImageLegacy },
  '@theme/Heading': { default: Heading },
  '@theme/NotFound/Content': { default: NotFoundContent },
  // The theme's icons a site's own component draws with (a swizzled navbar item's external-link mark).
  '@theme/Icon/ExternalLink': { default: ExternalIcon },
  '@theme/Icon/Close': { default: CloseIcon },
  '@theme/Icon/Menu': { default: MenuIcon },
  '@theme/Icon/DarkMode': { default: MoonIcon },
  '@theme/Icon/LightMode': { default: SunIcon },
  '@docusaurus/theme-common': { useCurrentSidebarCategory, useColorMode, ThemeClassNames, useThemeConfig, usePluralForm, useWindowSize, PageMetadata, useQueryString, useQueryStringList, useQueryStringValue, createStorageSlot, useStorageSlot, listStorageKeys, usePrismTheme, duplicates, uniq, isRegexpStringMatch, useIsomorphicLayoutEffect, useEvent, usePrevious },
  '@docusaurus/plugin-content-docs/client': { useCurrentSidebarCategory, useDoc, useDocsVersion, useActiveDocContext, useVersions, useDocsPreferredVersion, useActiveVersion, useActivePlugin, useLatestVersion, useDocVersionSuggestions, useAllDocsData, useDocById, useDocsSidebar, findFirstSidebarItemLink, findFirstSidebarItemCategoryLink, filterDocCardListItems, isActiveSidebarItem },
  // Server-rendered pages have no browser: the answers Docusaurus's server render gives.
  '@docusaurus/router': { useLocation, useHistory, Redirect, matchPath },
  // Docusaurus 2 kept the docs helpers here too (an ejected DocCard of its day imports them from here).
  '@docusaurus/theme-common/internal': { useAnnouncementBar, useNavbarMobileSidebar, useHideableNavbar, useKeyboardNavigation, useLockBodyScroll, useScrollPositionBlocker, duplicates, uniq, usePrismTheme, useTabs, useTabsContextValue, useTabsContext, TabsContextProvider, sanitizeTabsChildren, parseCodeBlockTitle, containsLineNumbers, parseLanguage, parseLines, getPrismCssVariables, useCodeWordWrap, useDocById, findFirstSidebarItemLink, filterDocCardListItems },
  '@docusaurus/ExecutionEnvironment': { default: ExecutionEnvironment },
  '@docusaurus/isInternalUrl': { default: isInternalUrl },
  '@docusaurus/useGlobalData': { default: useGlobalData, usePluginData, useAllPluginInstancesData },
  '@generated/docusaurus.config': { default: generatedSiteConfig },
  '@generated/globalData': { default: generatedGlobalData },
  '@docusaurus/useBrokenLinks': { default: useBrokenLinks },
  '@docusaurus/ErrorBoundary': { default: ErrorBoundary },
  '@docusaurus/Noop': { default: Noop },
  '@docusaurus/useRouteContext': { default: useRouteContext },
}

/** The implementations, checked against the list the compiler uses. */
export const themeModules: Readonly<Record<string, Record<string, unknown>>> = implementations
for (const [specifier, names] of Object.entries(THEME_MODULES)) {
  for (const name of names) if (!(name in (implementations[specifier] ?? {}))) throw new Error(`${specifier} lacks the export ${name}`)
}

// Compiled pages look their theme modules up here (mdx/theme-modules.ts): a Docusaurus site's own
// component while its page renders (the page scope's theme), else ours; `@theme-original/…` ours alone.
const registry = globalThis as unknown as Record<symbol, unknown>
registry[Symbol.for(THEME_ORIGINALS)] = implementations
registry[Symbol.for(THEME_REGISTRY)] = new Proxy(implementations, {
  get: (ours, specifier) => (typeof specifier === 'string' ? (currentTheme()?.modules[specifier] ?? ours[specifier]) : undefined),
})
Object.defineProperty(registry, Symbol.for(COMPONENTS_REGISTRY), { configurable: true, get: () => currentTheme()?.mdxComponents ?? mdxComponents })
