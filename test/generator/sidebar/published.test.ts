/** src/generator/sidebar/published.ts: categories left empty, as Docusaurus's sidebar post-processor handles them. */
import { describe, expect, it } from 'vitest'
import { publishedItems } from '../../../src/generator/sidebar/published'
import type { NormalizedItem } from '../../../src/generator/sidebar/types'
import { formatError } from '../../../src/generator/errors'

const doc = (id: string): NormalizedItem => ({ type: 'doc', id, ref: false, path: id })
const category = (label: string, items: NormalizedItem[], link?: { type: 'doc'; id: string }): NormalizedItem => ({ type: 'category', label, items, ...(link ? { link } : {}), path: `sidebar[${label}]` })

describe('publishedItems', () => {
  it('fails on a category written with neither items nor a link, naming the file and the item', () => {
    const source = { file: 'sidebars.js', missingPackages: [], warn: () => {} }
    let error: unknown
    try {
      publishedItems([category('Soon', [])], new Set(), source)
    } catch (e) {
      error = e
    }
    expect(formatError(error)).toMatch(/^sidebars\.js: sidebar category "Soon" has neither items nor a link, so it leads nowhere \(item sidebar\[Soon\]\)/)
  })

  it('leaves such a category out with a warning when the sidebar file reads packages not installed here (its items may come from them)', () => {
    const warnings: string[] = []
    const items = publishedItems([doc('intro'), category('Rules', [])], new Set(), { file: 'sidebars/rules.js', missingPackages: ['@typescript-eslint/eslint-plugin'], warn: (m) => warnings.push(m) })
    expect(items).toEqual([doc('intro')])
    expect(warnings).toEqual(['sidebars/rules.js: sidebar category "Rules" has no items, and is left out: the file reads packages that are not installed here (@typescript-eslint/eslint-plugin), which may be what its items come from (npm install in the site to have them)'])
  })

  it('drops a category its drafts emptied, or makes it a link to its own doc under its label', () => {
    const source = { file: 'sidebars.js', missingPackages: [], warn: () => {} }
    const items = publishedItems([category('Drafts', [doc('wip')]), category('Linked', [doc('wip')], { type: 'doc', id: 'overview' })], new Set(['wip']), source)
    expect(items).toEqual([{ type: 'doc', id: 'overview', label: 'Linked', ref: false, path: 'sidebar[Linked]' }])
  })
})
