/**
 * The docs' tags file (tags.yml, Docusaurus 3.4+): tags named by key take its label, permalink and
 * description; other tags are inline and reported as onInlineTags says; a broken file is an error
 * naming it.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildSite, copyFixture, FIXTURES, text } from '../../support/site'

let fixture: Awaited<ReturnType<typeof copyFixture>>
beforeEach(async () => {
  fixture = await copyFixture('docusaurus-docs')
})
afterEach(() => fixture.dispose())

const tagsFile = (yaml: string) => writeFile(join(fixture.root, 'docs/tags.yml'), yaml)
/** The fixture's config with `option` added to its docs options (replacing one set before). */
const setDocsOption = async (option: string) => {
  const path = join(fixture.root, 'site.config.ts')
  const original = await readFile(join(FIXTURES, 'docusaurus-docs/site.config.ts'), 'utf8')
  await writeFile(path, original.replace('docs: {', `docs: { ${option},`))
}

describe('the tags file', () => {
  it('gives the tags docs name by key their label, page and description; inline tags are warned about', async () => {
    await tagsFile('config:\n  label: Configuration\n  description: Everything the config file sets.\n  permalink: /configuration\nadvanced:\n')
    const site = await buildSite(fixture.root)
    const doc = site.page('/frontmatter')
    const tags = [...doc.querySelectorAll('a[href^="/tags/"]')].map((a) => [text(a), a.getAttribute('href')])
    expect(tags).toEqual([['Configuration', '/tags/configuration'], ['Advanced', '/tags/advanced']])
    const tagPage = site.page('/tags/configuration')
    expect(text(tagPage.querySelector('h1'))).toBe('2 docs tagged with "Configuration"')
    expect(text(tagPage.querySelector('main'))).toContain('Everything the config file sets.')
    // `{ label: Advanced, permalink: /advanced }` is written inline in docs/frontmatter.md.
    expect(site.warnings.join('\n')).toContain('1 tag is not in the tags file:\n  - docs/frontmatter.md: Advanced')
  })

  it('fails the build on an inline tag when onInlineTags is throw', async () => {
    await tagsFile('config:\n')
    await setDocsOption("onInlineTags: 'throw'")
    await expect(buildSite(fixture.root)).rejects.toThrow('docs/frontmatter.md: Advanced')
  })

  it('says nothing of inline tags without a tags file, or with onInlineTags ignore', async () => {
    expect((await buildSite(fixture.root)).warnings.join('\n')).not.toContain('tags file')
    await tagsFile('config:\n')
    await setDocsOption("onInlineTags: 'ignore'")
    expect((await buildSite(fixture.root)).warnings.join('\n')).not.toContain('tags file')
  })

  it('names the file when two tags share a permalink, or an entry has the wrong shape', async () => {
    await tagsFile('config:\nConfig:\n')
    await expect(buildSite(fixture.root)).rejects.toThrow('the tags "config" and "Config" have the same permalink /config')
    await tagsFile('config:\n  label: [not, a, string]\n')
    const failure = buildSite(fixture.root)
    await expect(failure).rejects.toThrow('the tags file has a wrong entry at config.label')
    await expect(failure).rejects.toMatchObject({ location: { file: 'docs/tags.yml' } })
  })

  it('is another file when the docs option tags names one, and an error when that file is missing', async () => {
    await writeFile(join(fixture.root, 'docs/labels.yml'), 'config:\n  label: Settings\n')
    await setDocsOption("tags: 'labels.yml'")
    expect(text((await buildSite(fixture.root)).page('/pagination').querySelector('a[href="/tags/config"]'))).toBe('Settings')
    await setDocsOption("tags: 'nope.yml'")
    await expect(buildSite(fixture.root)).rejects.toThrow('the tags file docs/nope.yml does not exist')
  })
})
