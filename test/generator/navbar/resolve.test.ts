/** Navbar items of every type of spec §3, and the exact error texts of spec §5/§8. */
import { describe, expect, it } from 'vitest'
import { validateConfig } from '../../../src/generator/config/load'
import { formatError } from '../../../src/generator/errors'
import { resolveNavbar, type NavbarContext } from '../../../src/generator/navbar/resolve'

const docs = new Map([
  ['intro', { route: '/intro', title: 'Intro' }],
  ['api/a', { route: '/api/a', title: 'A' }],
])

function context(items: unknown[], extra: Partial<NavbarContext> & { docsOff?: boolean } = {}): NavbarContext {
  const config = validateConfig({ title: 'T', url: 'https://t.example', navbar: { items }, ...(extra.docsOff ? { docs: false } : {}) })
  return {
    config,
    docs,
    draftIds: new Set(['draft-doc']),
    sidebars: [
      { id: 'docs', items: [{ type: 'link', label: 'Intro', href: '/intro', docId: 'intro', unlisted: false }] },
      { id: 'empty', items: [] },
    ],
    ...extra,
  }
}

function failure(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    return formatError(error)
  }
  throw new Error('expected an error')
}

describe('navbar items', () => {
  it('resolves links, docs, sidebars, versions and locales; position is right unless set', () => {
    const items = resolveNavbar(
      context([
        { to: '/intro', label: 'Start' },
        { type: 'doc', docId: 'api/a', position: 'left' },
        { type: 'docSidebar', sidebarId: 'docs', label: 'Docs' },
        { type: 'docsVersion' },
        { type: 'docsVersionDropdown', className: 'docs-only' },
        { type: 'localeDropdown' },
        { type: 'search' },
        { type: 'html', value: '<b>hi</b>' },
        { type: 'dropdown', label: 'More', items: [{ href: 'https://x.example', label: 'X' }] },
      ]),
    )
    expect(items[0]).toMatchObject({ kind: 'link', href: '/intro', label: 'Start', position: 'right', external: false })
    expect(items[1]).toMatchObject({ kind: 'link', href: '/api/a', label: 'A', position: 'left' })
    expect(items[2]).toMatchObject({ kind: 'link', href: '/intro', label: 'Docs' })
    expect(items[3]).toMatchObject({ kind: 'link', href: '/', label: 'Next' })
    // Its className kept, as Docusaurus's DocsVersionDropdownNavbarItem passes it on (Wasp's CSS hides it off the docs by it).
    expect(items[4]).toMatchObject({ kind: 'dropdown', label: 'Next', className: 'docs-only' })
    expect(items[5]).toMatchObject({ kind: 'dropdown', label: 'English' })
    expect(items[6]).toMatchObject({ kind: 'search' })
    expect(items[7]).toMatchObject({ kind: 'html', html: '<b>hi</b>' })
    expect(items[8]).toMatchObject({ kind: 'dropdown', items: [{ kind: 'link', external: true }] })
  })

  it('renders nothing for a doc item whose doc is a draft', () => {
    expect(resolveNavbar(context([{ type: 'doc', docId: 'draft-doc' }]))).toEqual([])
  })

  it('an unknown type fails with the component message, inside the item failure with its configuration', () => {
    const message = failure(() => resolveNavbar(context([{ type: 'fancy', label: 'F' }])))
    expect(message).toContain('A theme navbar item failed to render.')
    expect(message).toContain('"type": "fancy"')
    expect(message).toContain('Cause: No NavbarItem component found for type "fancy".')
  })

  it('a doc id that does not exist lists the available ids', () => {
    const message = failure(() => resolveNavbar(context([{ type: 'doc', docId: 'nope' }])))
    expect(message).toContain('refers to doc id "nope", which does not exist')
    expect(message).toContain('  - api/a')
    expect(message).toContain('  - intro')
  })

  it('a sidebar item with nothing to link to is an error', () => {
    expect(failure(() => resolveNavbar(context([{ type: 'docSidebar', sidebarId: 'empty' }])))).toContain('sidebar "empty" has no doc to link to')
    expect(failure(() => resolveNavbar(context([{ type: 'docSidebar', sidebarId: 'nope' }])))).toContain('Available sidebar ids:\n  - docs\n  - empty')
  })

  it('a docs item while the docs are switched off says the docs plugin is not enabled', () => {
    expect(failure(() => resolveNavbar(context([{ type: 'doc', docId: 'intro' }], { docsOff: true })))).toContain('the docs plugin is not enabled')
  })
})
