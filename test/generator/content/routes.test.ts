/** Route ↔ file rules (CONTENT.md, spec §2). */
import { describe, expect, it } from 'vitest'
import { docIdFromPath, docRoute, matchRoute, parseNumberPrefix, routeFiles } from '../../../src/generator/content/routes'

describe('doc ids and routes', () => {
  it('takes the id from the folder and the frontmatter id or file name', () => {
    expect(docIdFromPath('api/createSlice.mdx')).toBe('api/createSlice')
    expect(docIdFromPath('api/create-slice.md', 'createSlice')).toBe('api/createSlice')
    expect(docIdFromPath('rtk-query/internal/buildMiddleware/invalidationByTags.md')).toBe('rtk-query/internal/buildMiddleware/invalidationByTags')
  })

  it("drops a number prefix from files and folders, but not from date-like or version-like names, as Docusaurus's default parser (Ionic's updating/7-0.md lost its id to `0`)", () => {
    expect(docIdFromPath('01-guides/2 - setup.md')).toBe('guides/setup')
    expect(docIdFromPath('updating/7-0.md')).toBe('updating/7-0')
    expect(docIdFromPath('updating/8.1-upgrade.md')).toBe('updating/8.1-upgrade')
    expect(docIdFromPath('notes/2021-01-01-post.md')).toBe('notes/2021-01-01-post')
    expect(docIdFromPath('notes/12_05 review.md')).toBe('notes/12_05 review')
    expect(parseNumberPrefix('3-intro')).toEqual({ prefix: 3, name: 'intro' })
  })

  it('mounts docs at the base path unless a slug says otherwise', () => {
    expect(docRoute('api/createSlice', '/')).toBe('/api/createSlice')
    expect(docRoute('api/createSlice', '/docs/')).toBe('/docs/api/createSlice')
    expect(docRoute('api/createSlice', '/', '/slices')).toBe('/slices')
    expect(docRoute('api/createSlice', '/', 'slices')).toBe('/api/slices')
  })

  it("resolves a relative slug's . and .. against the doc's folder, within the docs, as Docusaurus's getSlug (Excalidraw's get-started has slug: ../)", () => {
    expect(docRoute('introduction/get-started', '/docs', '../')).toBe('/docs')
    expect(docRoute('introduction/get-started', '/docs', './start')).toBe('/docs/introduction/start')
    expect(docRoute('a/b/page', '/docs', '../c/page')).toBe('/docs/a/c/page')
    expect(docRoute('a/page', '/docs', '../../../up')).toBe('/docs/up')
  })

  it('writes both route/index.html and route.html, and the root as index.html', () => {
    expect(routeFiles('/api/createSlice')).toEqual(['api/createSlice/index.html', 'api/createSlice.html'])
    expect(routeFiles('/')).toEqual(['index.html'])
  })
})

describe('matchRoute', () => {
  const routes = new Set(['/', '/api/createSlice', '/weird.html'])

  it('matches exact routes, with or without a trailing slash', () => {
    expect(matchRoute('/api/createSlice', routes)).toBe('/api/createSlice')
    expect(matchRoute('/api/createSlice/', routes)).toBe('/api/createSlice')
  })

  it('treats .html and /index.html as the path without the suffix', () => {
    expect(matchRoute('/api/createSlice.html', routes)).toBe('/api/createSlice')
    expect(matchRoute('/api/createSlice/index.html', routes)).toBe('/api/createSlice')
    expect(matchRoute('/index.html', routes)).toBe('/')
  })

  it('keeps a suffix when the suffixed path is itself a route', () => {
    expect(matchRoute('/weird.html', routes)).toBe('/weird.html')
  })

  it('matches nothing else', () => {
    expect(matchRoute('/api/createSlic', routes)).toBeUndefined()
    expect(matchRoute('/api', routes)).toBeUndefined()
  })
})
