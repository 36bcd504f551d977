/**
 * The site facts content components read while a page renders (Docusaurus's hooks, links in content):
 * provided around every page's content by the renderer.
 */
import { createContext } from 'react'

/** Site facts the Docusaurus hooks return. */
export interface SiteData {
  title: string
  tagline: string
  url: string
  baseUrl: string
}

export const SiteDataContext = createContext<SiteData>({ title: '', tagline: '', url: '', baseUrl: '/' })
