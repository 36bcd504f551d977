/** `@docusaurus/Link`: a plain anchor; site paths get the base path, external targets open safely. */
import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { EXTERNAL_ATTRS, isExternal } from '../links'
import { currentPage } from './scope'
import { addBaseUrl } from './useBaseUrl'

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string
  children?: ReactNode
  /** React Router props Docusaurus accepts; meaningless in static HTML. */
  isNavLink?: boolean
  activeClassName?: string
  autoAddBaseUrl?: boolean
}

export default function Link({ to, href, isNavLink: _nav, activeClassName: _active, autoAddBaseUrl = true, ...rest }: LinkProps) {
  const { siteConfig } = currentPage()
  const target = (to ?? href ?? '').replace(/^pathname:\/\//, '/')
  const external = isExternal(target)
  const url = autoAddBaseUrl && !external ? addBaseUrl(siteConfig.url, siteConfig.baseUrl, target) : target
  return <a href={url} {...(external ? EXTERNAL_ATTRS : {})} {...rest} />
}
