/** A Markdown page's description when it gives none: its first line of prose, as plain text (Docusaurus's createExcerpt). */
import { describe, expect, it } from 'vitest'
import { markdownExcerpt } from '../../../src/generator/content/excerpt'

describe('markdownExcerpt', () => {
  it('passes over imports, the # title, code blocks and empty lines, and reads the first line of prose', () => {
    const body = "import Tabs from '@theme/Tabs'\nimport {\n  Thing,\n} from './thing'\n\n# Title\n\n```js\nconst skipped = 1\n```\n\nThe first **line** of [prose](/x).\nThe second line.\n"
    expect(markdownExcerpt(body)).toBe('The first line of prose.')
  })

  it('takes the marks out of the line: HTML, headings, emphasis, code, images, footnotes, quotes, emoji names, ids', () => {
    expect(markdownExcerpt('## Setting up {#setup}\n')).toBe('Setting up')
    expect(markdownExcerpt('> <b>Quoted</b> _text_ with `code`[^1] and ![a cat](cat.png) :tada:\n')).toBe('Quoted text with code and a cat')
    expect(markdownExcerpt(':::tip\n\nInside the tip.\n\n:::\n')).toBe('Inside the tip.')
  })

  it('gives nothing for a page of code and imports alone', () => {
    expect(markdownExcerpt("import X from 'x'\n\n~~~\nonly code\n~~~\n")).toBeUndefined()
  })
})
