/** Markdown twins and llms.txt read as clean Markdown, with nothing of MDX left. */
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildSite, FIXTURES, type TestSite } from '../../support/site'

let site: TestSite
const file = (path: string) => String(site.files.find((f) => f.path === path)?.contents ?? '')

beforeAll(async () => {
  site = await buildSite(join(FIXTURES, 'basic'))
})

describe('Markdown twin', () => {
  it('starts with the title and drops the frontmatter', () => {
    const twin = file('introduction/start.md')
    expect(twin.startsWith('# Start Here\n')).toBe(true)
    expect(twin).not.toContain('sidebar_label')
    expect(twin).not.toMatch(/^---/m)
    expect(twin).toContain('## Install\n')
  })

  it('turns admonitions into blockquotes naming their kind and title', () => {
    const twin = file('introduction/start.md')
    expect(twin).toContain('> **Tip: Good to know**')
    expect(twin).toContain('> Tips have titles.')
    expect(twin).toContain('> **Warning**')
  })

  it('keeps the TypeScript of samples with titles, without highlight markers or hidden files', () => {
    const start = file('introduction/start.md')
    expect(start).toContain('```ts title="store.ts"')
    expect(start).not.toContain('highlight-next-line\n')
    const widget = file('api/widget.md')
    expect(widget).toContain('```ts title="widget.ts"')
    expect(widget).not.toContain('interface Options')
    expect(widget).not.toContain('// file:')
  })

  it('turns tabs into consecutive labelled sections and leaves no JSX or imports', () => {
    const twin = file('introduction/second.md')
    expect(twin.indexOf('**npm**')).toBeGreaterThan(0)
    expect(twin.indexOf('**Yarn**')).toBeGreaterThan(twin.indexOf('**npm**'))
    expect(twin).toContain('yarn add thing')
    expect(twin).not.toMatch(/<\/?(Tabs|TabItem)/)
    expect(twin).not.toMatch(/^import /m)
    expect(twin).toContain('**More**')
  })

  it('makes every link absolute to the site URL', () => {
    const twin = file('introduction/start.md')
    expect(twin).toContain('(https://fixture.example/api/widget#options)')
    expect(twin).toContain('(https://fixture.example/introduction/second)')
  })
})

describe('llms.txt', () => {
  it('has the title, a summary, and every sidebar page exactly once with its description', () => {
    const llms = file('llms.txt')
    expect(llms.startsWith('# Fixture Docs\n\n> A small site for tests\n')).toBe(true)
    for (const page of ['introduction/start', 'introduction/second', 'api/widget']) {
      expect(llms.split(`https://fixture.example/${page}.md`).length - 1, page).toBe(1)
    }
    expect(llms).toContain('- [Start](https://fixture.example/introduction/start.md): The first page of the fixture.')
    expect(llms).toContain('## Introduction')
    expect(llms).not.toContain('internal/hidden')
  })

  it('says only what the site\'s config says it documents (a Docusaurus site\'s llms.txt said "Redux logic")', async () => {
    const docusaurus = await buildSite(join(FIXTURES, 'docusaurus-site'))
    const llms = docusaurus.files.find((f) => f.path === 'llms.txt')!.contents.toString()
    expect(llms).not.toContain('Redux')
    expect(llms).toContain('> Widgets for every screen\n\nEvery page below is also available as Markdown at the linked .md address.\n\n')
  })

  it('concatenates the twins in sidebar order in llms-full.txt', () => {
    const full = file('llms-full.txt')
    const order = ['# Start Here', '# Second Page', '# widget'].map((t) => full.indexOf(t))
    expect(order.every((i) => i >= 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
  })
})
