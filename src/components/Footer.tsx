/** The site footer: link columns (or a flat list), logo and copyright. */
import { EXTERNAL_ATTRS, isExternal, PATHNAME_LINK, UNCHECKED_LINK, withBase, withBaseOnce } from './links'
import type { SiteView, LogoBox } from './types'
import { useClassNames } from './theme-class-names'
import { ModeImages } from './mode-images'

interface FooterLink {
  label: string
  to?: string
  href?: string
  /** The site's own attributes for the link (a Docusaurus item's other fields): they win over ours, and its class joins ours. */
  attributes?: Record<string, string>
}

function FooterAnchor({ link, base }: { link: FooterLink; base: string }) {
  const written = link.to ?? link.href ?? '#'
  // `pathname:///x` is the site's path /x, left to the browser (and to no link check), as Docusaurus's Link leaves it.
  const href = written.replace(PATHNAME_LINK, '')
  const external = isExternal(written)
  const { class: cls, ...attributes } = link.attributes ?? {}
  return (
    <a
      className={cls ? `rtk-footer__link ${cls}` : 'rtk-footer__link'}
      href={link.to !== undefined ? withBaseOnce(base, href) : withBase(base, href)}
      {...(external ? EXTERNAL_ATTRS : {})}
      {...(PATHNAME_LINK.test(written) ? { [UNCHECKED_LINK]: '' } : {})}
      {...attributes}
    >
      {link.label}
    </a>
  )
}

/** One entry of a footer list: a link, or the site owner's own markup (Docusaurus's `{ html }` item, trusted as the announcement bar's). */
function FooterItem({ item, base }: { item: FooterLink | { html: string }; base: string }) {
  if ('html' in item) return <li className="rtk-footer__html" dangerouslySetInnerHTML={{ __html: item.html }} />
  return (
    <li>
      <FooterAnchor link={item} base={base} />
    </li>
  )
}

export function Footer({ site }: { site: SiteView }) {
  const { footer, baseUrl } = site.config
  const logo = site.logos?.footer
  const columns = footer.links.filter((l): l is { title: string; items: Array<FooterLink | { html: string }> } => 'items' in l)
  const flat = footer.links.filter((l): l is FooterLink | { html: string } => !('items' in l))
  const cn = useClassNames()
  if (!footer.shown) return null
  return (
    <footer className={cn(`rtk-footer rtk-footer--${footer.style}`, 'theme-layout-footer', 'footer', footer.style === 'dark' && 'footer--dark')}>
      <div className="rtk-footer__inner">
        {columns.length > 0 ? (
          <div className="rtk-footer__columns">
            {columns.map((column) => (
              <div className={cn('rtk-footer__column', 'theme-layout-footer-column')} key={column.title}>
                <p className="rtk-footer__title">{column.title}</p>
                <ul>
                  {column.items.map((item, i) => (
                    <FooterItem key={'html' in item ? i : item.label} item={item} base={baseUrl} />
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : null}
        {flat.length > 0 ? (
          <ul className="rtk-footer__flat">
            {flat.map((item, i) => (
              <FooterItem key={'html' in item ? i : item.label} item={item} base={baseUrl} />
            ))}
          </ul>
        ) : null}
        <div className="rtk-footer__bottom">
          {/* A link only with an href, as Docusaurus's footer logo. */}
          {footer.logo?.href ? (
            <a href={footer.logo.href} {...(isExternal(footer.logo.href) ? EXTERNAL_ATTRS : {})}>
              <FooterLogo logo={footer.logo} box={logo} base={baseUrl} />
            </a>
          ) : footer.logo ? (
            <FooterLogo logo={footer.logo} box={logo} base={baseUrl} />
          ) : null}
          {footer.copyright ? <Copyright html={footer.copyright} /> : null}
        </div>
      </div>
    </footer>
  )
}

/** The footer's logo: one image, or one per colour mode with `srcDark`. */
function FooterLogo({ logo, box, base }: { logo: NonNullable<SiteView['config']['footer']['logo']>; box: LogoBox | undefined; base: string }) {
  return <ModeImages className="rtk-footer__logo" src={withBase(base, logo.src)} srcDark={logo.srcDark && withBase(base, logo.srcDark)} alt={logo.alt} width={box?.width} height={box?.height} />
}

/**
 * The copyright line, written by the site's owner as HTML (Docusaurus renders it so: links, a paragraph
 * of its own); in a paragraph unless it brings block elements.
 */
function Copyright({ html }: { html: string }) {
  const Element = /<(p|div|ul|ol|table|h[1-6])\b/i.test(html) ? 'div' : 'p'
  return <Element className="rtk-footer__copyright" dangerouslySetInnerHTML={{ __html: html }} />
}
