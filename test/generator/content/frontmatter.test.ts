import { describe, expect, it } from 'vitest'
import { parseFrontmatter } from '../../../src/generator/content/frontmatter'
import { formatError } from '../../../src/generator/errors'

describe('front matter', () => {
  it("reads a number written in a text field as its text, as Docusaurus's validation converts it (Backstage's 404 doc has id: 404)", () => {
    const { frontmatter } = parseFrontmatter('---\nid: 404\ntitle: 2024\nslug: 2.0\nkeywords: [1, two]\n---\n\nBody\n', 'docs/404.md')
    expect(frontmatter).toMatchObject({ id: '404', title: '2024', slug: '2', keywords: ['1', 'two'] })
  })

  it('still refuses a value of another kind where text is wanted, naming the key and its line', () => {
    let message = ''
    try {
      parseFrontmatter('---\ntitle: Fine\nid: [a, b]\n---\n', 'docs/x.md')
    } catch (error) {
      message = formatError(error)
    }
    expect(message).toContain('docs/x.md:3:1: frontmatter key "id"')
  })
})
