/**
 * src/cli/docusaurus-args.ts (`./bin/docusaurus`): Docusaurus's command lines, as a site's package.json
 * scripts write them, become this generator's commands with the same meaning.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { docusaurusInvocation } from '../../src/cli/docusaurus-args'

const run = (...argv: string[]) => docusaurusInvocation(argv)

describe('docusaurusInvocation', () => {
  it('runs the command that stands for each of Docusaurus\'s, in the site folder given first (here by default)', () => {
    expect(run('start')).toEqual({ run: [{ script: 'dev', args: ['--root', '.'] }], notes: [] })
    expect(run('build', 'website', '--out-dir', 'dist', '--locale', 'fr')).toEqual({ run: [{ script: 'build', args: ['--root', 'website', '--out-dir', 'dist', '--locale', 'fr'] }], notes: [] })
    expect(run('start', '--port', '4000', 'website', '--poll')).toEqual({ run: [{ script: 'dev', args: ['--root', 'website', '--port', '4000', '--poll'] }], notes: [] })
    expect(run('deploy', '--skip-build')).toEqual({ run: [{ script: 'deploy', args: ['--root', '.', '--skip-build'] }], notes: [] })
    expect(run('write-heading-ids', 'website', 'docs/intro.md', '--overwrite')).toEqual({ run: [{ script: 'write-heading-ids', args: ['--root', 'website', '--overwrite', 'docs/intro.md'] }], notes: [] })
  })

  it('docs:version and docs:version:<plugin id> name the version', () => {
    expect(run('docs:version', '2.0')).toEqual({ run: [{ script: 'docs-version', args: ['--root', '.', '2.0'] }], notes: [] })
    expect(run('docs:version:community', '1.1.0')).toEqual({ run: [{ script: 'docs-version', args: ['--root', '.', '--plugin-id', 'community', '1.1.0'] }], notes: [] })
    expect(run('docs:version')).toEqual({ error: expect.stringContaining("takes the version's name") })
  })

  it('serve --build builds first, into the folder serve then serves; serve reads --dir from the site folder', () => {
    expect(run('serve', 'website', '--build', '--dir', 'out', '--port', '8080')).toEqual({
      run: [
        { script: 'build', args: ['--root', 'website', '--out', 'out'] },
        { script: 'serve', args: ['--root', 'website', '--dir=website/out', '--port', '8080'] },
      ],
      notes: [],
    })
  })

  it('drops the options that change nothing here with a note, takes --config of the usual name, refuses another', () => {
    expect(run('build', '--no-minify', '--bundle-analyzer')).toEqual({ run: [{ script: 'build', args: ['--root', '.'] }], notes: [expect.stringContaining('--no-minify is ignored'), expect.stringContaining('--bundle-analyzer is ignored')] })
    expect(run('build', '--config', 'docusaurus.config.ts')).toMatchObject({ run: [{ script: 'build', args: ['--root', '.'] }] })
    expect(run('build', '--config=site.config.js')).toEqual({ error: expect.stringContaining('rename the file to docusaurus.config.ts') })
  })

  it('says what swizzle and unknown commands are here', () => {
    expect(run('swizzle', '@docusaurus/theme-classic', 'Footer')).toEqual({ error: expect.stringContaining('swizzle is not needed here') })
    expect(run('upgrade')).toEqual({ error: expect.stringContaining('upgrade is not a command here') })
    expect(run()).toEqual({ error: expect.stringContaining('Usage: ./bin/docusaurus <command>') })
  })
})

describe('./bin/docusaurus', () => {
  it('runs the command: clear in a site folder given first, from where the author is', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rtk-docusaurus-cli-'))
    // As an author runs it from a shell: ./bin/test's own RTK_DOCS_CWD (the generator's folder) is not theirs.
    const env = { ...process.env, RTK_DOCS_CWD: undefined }
    try {
      mkdirSync(join(dir, 'website/build'), { recursive: true })
      const cleared = spawnSync(resolve(import.meta.dirname, '../../bin/docusaurus'), ['clear', 'website'], { cwd: dir, env, encoding: 'utf8', timeout: 120_000 })
      expect([cleared.status, cleared.stdout.trim()]).toEqual([0, `Removed build from ${join(dir, 'website')}.`])
      expect(existsSync(join(dir, 'website/build'))).toBe(false)
      const unknown = spawnSync(resolve(import.meta.dirname, '../../bin/docusaurus'), ['eject'], { cwd: dir, env, encoding: 'utf8', timeout: 120_000 })
      expect([unknown.status, unknown.stderr.split('\n')[0]]).toEqual([1, './bin/docusaurus: eject is not a command here.'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
