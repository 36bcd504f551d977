/** `@docusaurus/router`'s matchPath, as react-router 5 answers it (src/components/docusaurus/browser.tsx). */
import { describe, expect, it } from 'vitest'
import { matchPath } from '../../../src/components/docusaurus/browser'

describe('matchPath', () => {
  it('matches a route pattern at the start of the path, with its params', () => {
    expect(matchPath('/docs/next/getting-started', { path: '/docs/:version' })).toEqual({ path: '/docs/:version', url: '/docs/next', isExact: false, params: { version: 'next' } })
    expect(matchPath('/docs/next', '/docs/:version')?.isExact).toBe(true)
    expect(matchPath('/docsearch', '/docs')).toBeNull()
  })

  it('matches the whole path with exact, a trailing slash allowed unless strict', () => {
    expect(matchPath('/blog/', { path: '/blog', exact: true })?.isExact).toBe(true)
    expect(matchPath('/blog/', { path: '/blog', exact: true })?.url).toBe('/blog/')
    expect(matchPath('/blog/', { path: '/blog', exact: true, strict: true })).toBeNull()
    expect(matchPath('/blog/2024', { path: '/blog', exact: true })).toBeNull()
  })

  it('takes optional params, a wildcard and a list of patterns; ignores case unless sensitive', () => {
    expect(matchPath('/api', { path: '/api/:name?', exact: true })?.params).toEqual({ name: undefined })
    expect(matchPath('/files/a/b.png', '/files/*')?.params).toEqual({ 0: 'a/b.png' })
    expect(matchPath('/Showcase', { path: ['/blog', '/showcase'] })?.path).toBe('/showcase')
    expect(matchPath('/Showcase', { path: '/showcase', sensitive: true })).toBeNull()
  })
})
