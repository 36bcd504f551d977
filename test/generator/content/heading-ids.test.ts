/**
 * src/generator/content/heading-ids.ts and write-heading-ids.ts (`./bin/write-heading-ids`): each heading
 * gets written the id it is shown with, so a site built after the rewrite links to the same places.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { headingIds, HeadingIdsRefused, rewriteHeadingIds } from '../../../src/generator/content/heading-ids'
import { writeHeadingIds } from '../../../src/generator/content/write-heading-ids'
import { memoryLogger } from '../../../src/generator/log'
import { buildSite, copyFixture } from '../../support/site'

const page = (...lines: string[]) => lines.join('\n')

describe('rewriteHeadingIds', () => {
  it('writes the id of each heading of levels 2 to 6 at the end of its line, leaving the h1, code, front matter and quotes alone', () => {
    const source = page('---', '## title: not a heading', '---', '', '# Intro', '', '## Install', '', '```md', '## In a fence', '```', '', '~~~', '## In a tilde fence', '~~~', '', '> ## Quoted', '', '###### Deep', '')
    expect(rewriteHeadingIds(source)).toBe(page('---', '## title: not a heading', '---', '', '# Intro', '', '## Install {#install}', '', '```md', '## In a fence', '```', '', '~~~', '## In a tilde fence', '~~~', '', '> ## Quoted', '', '###### Deep {#deep}', ''))
  })

  it('writes the ids the page shows: the text a reader sees, numbered in page order with the h1 counted', () => {
    const source = page('# Setup', '', '## Setup', '', '## _Use_ [the `store`](./store.md) **now**', '', '## Setup', '')
    expect(rewriteHeadingIds(source)).toBe(page('# Setup', '', '## Setup {#setup-1}', '', '## _Use_ [the `store`](./store.md) **now** {#use-the-store-now}', '', '## Setup {#setup-2}', ''))
    // Read back, the ids are the ones the page had.
    expect(headingIds(rewriteHeadingIds(source)).map((h) => h.id)).toEqual(headingIds(source).map((h) => h.id))
  })

  it('keeps the ids already written, in either syntax, and the line endings', () => {
    const source = page('## One {#first}\r', '## Two {/* #second */}\r', '## Three\r', '')
    expect(rewriteHeadingIds(source)).toBe(page('## One {#first}\r', '## Two {/* #second */}\r', '## Three {#three}\r', ''))
  })

  it('--maintain-case keeps the case; --overwrite makes every id again from its text', () => {
    expect(rewriteHeadingIds('## Hello World\n', { maintainCase: true })).toBe('## Hello World {#Hello-World}\n')
    expect(rewriteHeadingIds('## New words {#old-words}\n## Other\n', { overwrite: true })).toBe('## New words {#new-words}\n## Other {#other}\n')
  })

  it('--syntax mdx-comment writes {/* #id */}; --migrate writes the ids already there in it', () => {
    expect(rewriteHeadingIds('## Hello\n', { syntax: 'mdx-comment' })).toBe('## Hello {/* #hello */}\n')
    expect(rewriteHeadingIds('## Hello {#greeting}\n## Bye\n', { syntax: 'mdx-comment', migrate: true })).toBe('## Hello {/* #greeting */}\n## Bye {/* #bye */}\n')
    expect(rewriteHeadingIds('## Hello {/* #greeting */}\n', { syntax: 'classic', migrate: true })).toBe('## Hello {#greeting}\n')
  })

  it('reads a CommonMark page as CommonMark: braces are text there', () => {
    expect(rewriteHeadingIds('## Use {braces}\n', { format: 'md' })).toBe('## Use {braces} {#use-braces}\n')
  })

  it('refuses a rewrite that would move an id, naming the heading, and a page that does not parse, naming the line', () => {
    // The quoted heading gets no id written; once the first one has its own, the quote's would become #setup.
    const moving = page('## Setup', '', '> ## Setup', '')
    expect(() => rewriteHeadingIds(moving)).toThrow(HeadingIdsRefused)
    expect(() => rewriteHeadingIds(moving)).toThrow(/from #setup-1 to #setup;/)
    try {
      rewriteHeadingIds(page('## Fine', '', 'text </span>', ''))
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(HeadingIdsRefused)
      expect((error as HeadingIdsRefused).line).toBe(3)
    }
    // A tag never closed is told with its place in the message only.
    expect(() => rewriteHeadingIds(page('## Fine', '', '<Broken>', '', 'text', ''))).toThrow(expect.objectContaining({ line: 3, message: expect.stringContaining('Expected a closing tag for `<Broken>`') }))
  })

  it('changes nothing in a page whose headings all have ids', () => {
    const source = '## A {#a}\n### B {#b}\n'
    expect(rewriteHeadingIds(source)).toBe(source)
  })
})

describe('writeHeadingIds on a Docusaurus site', () => {
  let fixture: Awaited<ReturnType<typeof copyFixture>>
  beforeEach(async () => {
    fixture = await copyFixture('docusaurus-docs')
  })
  afterEach(() => fixture.dispose())

  const ids = (site: Awaited<ReturnType<typeof buildSite>>) =>
    Object.fromEntries(site.routes.map((r) => [r.route, [...r.html.matchAll(/<h[1-6][^>]*\bid="([^"]*)"/g)].map((m) => m[1])]))

  it("writes the ids into the docs' files, and the site built again shows every heading at the same id", async () => {
    const before = await buildSite(fixture.root)
    const result = await writeHeadingIds({ root: fixture.root, logger: memoryLogger() })
    expect(result.refused).toEqual([])
    expect(result.written.length).toBeGreaterThan(0)
    expect(result.written.every((file) => /\.mdx?$/.test(file))).toBe(true)
    const api = await readFile(join(fixture.root, 'docs/reference/api.mdx'), 'utf8')
    expect(api).toContain('## Named by a comment {/* #by-comment */}')
    expect(api).toMatch(/^## \S.* \{#[a-z0-9-]+\}$/m)
    const after = await buildSite(fixture.root)
    expect(ids(after)).toEqual(ids(before))
    expect(Object.values(ids(after)).flat().length).toBeGreaterThan(10)
    // A second run finds nothing to write.
    expect((await writeHeadingIds({ root: fixture.root, logger: memoryLogger() })).written).toEqual([])
  })

  it('rewrites only the files named', async () => {
    const result = await writeHeadingIds({ root: fixture.root, files: ['docs/reference/api.mdx'], logger: memoryLogger() })
    expect(result).toMatchObject({ read: 1, written: ['docs/reference/api.mdx'] })
  })
})
