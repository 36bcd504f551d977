/** src/generator/mdx/preprocess.ts: Docusaurus's source rewrites, each line kept in place. */
import { describe, expect, it } from 'vitest'
import { preprocessMdx } from '../../../src/generator/mdx/preprocess'

describe('preprocessMdx', () => {
  it("brackets an admonition's title and escapes a heading's {#id}, in a blockquote too", () => {
    expect(preprocessMdx([':::tip Good to know', '> :::caution There be dragons', '> > :::note Deep', '## Setup {#setup}', '> ### Quoted {#quoted}'].join('\n')).split('\n')).toEqual([
      ':::tip[Good to know]',
      '> :::caution[There be dragons]',
      '> > :::note[Deep]',
      '## Setup \\{#setup\\}',
      '> ### Quoted \\{#quoted\\}',
    ])
  })

  it('leaves the lines of a code block alone, a quoted one too', () => {
    const source = ['```md', ':::tip Title', '```', '> ```md', '> :::tip Title', '> ## H {#h}', '> ```'].join('\n')
    expect(preprocessMdx(source)).toBe(source)
  })
})
