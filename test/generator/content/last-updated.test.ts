/**
 * "Last updated" from git: the date and author of each doc's last commit (docs options
 * showLastUpdateTime and showLastUpdateAuthor), in a fixture copy made a git repository.
 */
import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gitLastUpdated } from '../../../src/generator/content/last-updated'
import { buildSite, copyFixture, text } from '../../support/site'

const git = promisify(execFile)
let copy: Awaited<ReturnType<typeof copyFixture>>

beforeAll(async () => {
  copy = await copyFixture('basic')
  const config = await readFile(join(copy.root, 'site.config.ts'), 'utf8')
  await copy.write('site.config.ts', config.replace('docs: { mainDocId', 'docs: { showLastUpdateAuthor: true, mainDocId'))
  const run = (...args: string[]) => git('git', ['-c', 'user.name=Grace Hopper', '-c', 'user.email=grace@example.org', '-c', 'commit.gpgsign=false', ...args], { cwd: copy.root })
  await run('init', '-q')
  await run('add', '.')
  await run('commit', '-q', '-m', 'docs', '--date', '2024-03-05T12:00:00Z')
}, 60_000)
afterAll(() => copy?.dispose())

describe('last updated, from git', () => {
  it("reads each file's last commit: its time and its author's name", async () => {
    const updates = await gitLastUpdated(copy.root, ['docs'])
    expect(updates.get('docs/introduction/start.md')).toMatchObject({ author: 'Grace Hopper' })
    expect(updates.get('docs/introduction/start.md')!.time).toBeGreaterThan(0)
  })

  it('shows the date and, with showLastUpdateAuthor, who made the change', async () => {
    const site = await buildSite(copy.root)
    expect(text(site.page('/introduction/start').querySelector('.rtk-doc__updated'))).toMatch(/^Last updated on [A-Z][a-z]{2} \d{1,2}, \d{4} by Grace Hopper$/)
  })
})

describe('a site in a folder of its repository', () => {
  it('dates its docs beside it too (`docs.path: \'../docs\'`): git names them from the repository\'s top, the site from its folder', async () => {
    const repo = await copyFixture('docusaurus-monorepo')
    try {
      const config = await readFile(join(repo.root, 'website/docusaurus.config.js'), 'utf8')
      await repo.write('website/docusaurus.config.js', config.replace("docs: { path: '../docs',", "docs: { showLastUpdateTime: true, showLastUpdateAuthor: true, path: '../docs',"))
      const run = (...args: string[]) => git('git', ['-c', 'user.name=Ada Lovelace', '-c', 'user.email=ada@example.org', '-c', 'commit.gpgsign=false', ...args], { cwd: repo.root })
      await run('init', '-q')
      await run('add', '.')
      await run('commit', '-q', '-m', 'docs')
      const site = await buildSite(join(repo.root, 'website'))
      expect(text(site.page('/docs/intro').querySelector('.rtk-doc__updated'))).toMatch(/^Last updated on .+ by Ada Lovelace$/)
      expect(site.warnings.filter((w) => w.includes('Last updated'))).toEqual([])
    } finally {
      await repo.dispose()
    }
  })
})

describe('docs git does not know', () => {
  it('show no date in a build, as in Docusaurus, with one warning naming them (the watch server shows their mtime)', async () => {
    await copy.write('docs/introduction/draft-notes.md', '# Draft notes\n\nNot committed yet.\n')
    const site = await buildSite(copy.root)
    expect(site.page('/introduction/draft-notes').querySelector('.rtk-doc__updated')).toBeNull()
    expect(site.page('/introduction/start').querySelector('.rtk-doc__updated')).not.toBeNull()
    expect(site.warnings.filter((w) => w.includes('Last updated'))).toEqual([
      '1 doc is not committed to git, so it shows no "Last updated" date: docs/introduction/draft-notes.md (commit them, or give a last_update date in their front matter)',
    ])
  })

  it('outside a git checkout: no dates, and one warning saying why', async () => {
    const plain = await copyFixture('basic')
    try {
      const site = await buildSite(plain.root)
      expect(site.page('/introduction/start').querySelector('.rtk-doc__updated')).toBeNull()
      expect(site.warnings.filter((w) => w.includes('Last updated'))).toEqual([expect.stringMatching(/^the site is not in a git checkout: its \d+ docs show no "Last updated" date/)])
    } finally {
      await plain.dispose()
    }
  })
})
