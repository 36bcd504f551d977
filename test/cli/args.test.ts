/** The commands' flags: `--help` prints the usage; an unknown flag, or one without its value, says so (no stack trace). */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const REPO = resolve(import.meta.dirname, '../..')
const run = (command: string, args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', join(REPO, `src/cli/${command}.ts`), ...args], { cwd: REPO, encoding: 'utf8', timeout: 60_000 })

describe('command-line flags', () => {
  it('--help prints the usage of each command and exits 0', () => {
    for (const command of ['build', 'dev', 'serve', 'deploy', 'clear', 'write-heading-ids', 'docs-version']) {
      const help = run(command, ['--help'])
      expect([help.status, help.stdout.split('\n')[0]]).toEqual([0, expect.stringMatching(new RegExp(`^Usage: \\./bin/${command} \\[`))])
    }
  })

  it('an unknown flag, or a flag without its value, names it and prints the usage, exiting 1', () => {
    const unknown = run('build', ['--bundle-analyzer'])
    expect(unknown.status).toBe(1)
    expect(unknown.stderr).toContain("./bin/build: Unknown option '--bundle-analyzer'")
    expect(unknown.stderr).toContain('Usage: ./bin/build [--root DIR]')
    expect(unknown.stderr).not.toMatch(/\n\s+at /)
    const missing = run('serve', ['--port'])
    expect([missing.status, missing.stderr.split('\n')[0]]).toEqual([1, "./bin/serve: Option '--port <value>' argument missing"])
  })

  it('a --root that is no folder says so and exits 1 (it was a stack trace from process.chdir)', () => {
    for (const command of ['build', 'dev', 'write-translations', 'write-heading-ids', 'deploy', 'clear', 'docs-version']) {
      const missing = run(command, ['--root', '/no/such/site'])
      expect([missing.status, missing.stderr.split('\n')[0]]).toEqual([1, `./bin/${command}: --root /no/such/site: no such folder (/no/such/site)`])
      expect(missing.stderr).not.toMatch(/\n\s+at /)
    }
    const file = run('build', ['--root', 'package.json'])
    expect([file.status, file.stderr.split('\n')[0]]).toEqual([1, `./bin/build: --root package.json: is a file, not a folder (${join(REPO, 'package.json')})`])
  })

  it('--out-dir, Docusaurus\'s name for --out, works the same', () => {
    const site = mkdtempSync(join(tmpdir(), 'rtk-out-dir-'))
    try {
      mkdirSync(join(site, 'dist'))
      expect(run('clear', ['--root', site, '--out-dir', 'dist']).stdout.trim()).toBe(`Removed dist from ${site}.`)
      expect(existsSync(join(site, 'dist'))).toBe(false)
    } finally {
      rmSync(site, { recursive: true, force: true })
    }
  })

  it('./bin/dev --poll takes an optional interval, as docusaurus start --poll [ms] does, and refuses one too small', () => {
    const small = run('dev', ['--root', '/no/such/site', '--poll', '5'])
    expect([small.status, small.stderr.trim()]).toEqual([1, '--poll takes an interval in milliseconds (10 or more), not "5"'])
    // Without its interval, --poll is accepted, and so is --no-open (the next complaint is about the site).
    const bare = run('dev', ['--poll', '--no-open', '--root', '/no/such/site'])
    expect([bare.status, bare.stderr.split('\n')[0]]).toEqual([1, './bin/dev: --root /no/such/site: no such folder (/no/such/site)'])
  })

  it("./bin/clear removes the site's build folder and caches, and nothing else; an --out outside the site removes nothing", () => {
    const site = mkdtempSync(join(tmpdir(), 'rtk-clear-'))
    try {
      for (const dir of ['build/api', '.cache/rtk-docs/render-cache', 'docs']) mkdirSync(join(site, dir), { recursive: true })
      writeFileSync(join(site, 'docs/intro.md'), '# Intro')
      const cleared = run('clear', ['--root', site])
      expect([cleared.status, cleared.stdout.trim()]).toEqual([0, `Removed build and .cache/rtk-docs from ${site}.`])
      expect([existsSync(join(site, 'build')), existsSync(join(site, '.cache/rtk-docs')), existsSync(join(site, 'docs/intro.md'))]).toEqual([false, false, true])
      expect(run('clear', ['--root', site]).stdout.trim()).toBe(`Nothing to remove: ${site} has no build or cache.`)
      const outside = run('clear', ['--root', site, '--out', '..'])
      expect([outside.status, existsSync(site)]).toEqual([1, true])
    } finally {
      rmSync(site, { recursive: true, force: true })
    }
  })

  it("./bin/serve --root SITE serves SITE's build folder, where ./bin/build --root SITE writes", () => {
    const site = mkdtempSync(join(tmpdir(), 'rtk-serve-root-'))
    try {
      const served = run('serve', ['--root', site, '--port', '0'])
      expect([served.status, served.stderr.trim()]).toEqual([1, `${join(site, 'build')} does not exist: run ./bin/build first.`])
    } finally {
      rmSync(site, { recursive: true, force: true })
    }
  })
})
