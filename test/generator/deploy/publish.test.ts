/**
 * src/generator/deploy/publish.ts against a real git repository (a bare one in a temp folder, reached
 * through git's `url.<base>.insteadOf`, as the GitHub URL the settings make): the build lands on the
 * deployment branch, with the sources' history left out and nothing pushed when nothing changed.
 */
import { execFileSync } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { hiddenFromJekyll, publish, sourceCheckout } from '../../../src/generator/deploy/publish'
import type { DeploySettings } from '../../../src/generator/deploy/settings'

let dir: string
let origin: string
const saved = { ...process.env }
const settings: DeploySettings = {
  remoteUrl: 'https://bot:s3cret@github.com/acme/docs.git',
  shownUrl: 'https://bot@github.com/acme/docs.git',
  branch: 'gh-pages',
  commitMessage: 'Deploy website - based on abc123',
  siteUrl: 'https://acme.github.io/docs/',
  author: { name: 'Deployer', email: 'deployer@example.com' },
}
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim()

async function built(files: Record<string, string>): Promise<string> {
  const out = await mkdtemp(join(dir, 'build-'))
  for (const [name, text] of Object.entries(files)) {
    await mkdir(join(out, name, '..'), { recursive: true })
    await writeFile(join(out, name), text)
  }
  return out
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rtk-publish-'))
  origin = join(dir, 'origin.git')
  git(dir, 'init', '--quiet', '--bare', '-b', 'main', origin)
  // The GitHub URL the settings make, rewritten by git to the bare repository.
  Object.assign(process.env, { GIT_CONFIG_COUNT: '1', GIT_CONFIG_KEY_0: `url.file://${origin}.insteadOf`, GIT_CONFIG_VALUE_0: settings.remoteUrl })
})
afterEach(async () => {
  process.env = { ...saved }
  await rm(dir, { recursive: true, force: true })
})

describe('publish', () => {
  it('starts the branch with the build alone, then adds a commit per change, and pushes nothing when nothing changed', async () => {
    const first = await publish(await built({ 'index.html': '<h1>v1</h1>', 'guide/index.html': 'guide', 'old/index.html': 'old' }), settings)
    expect(first.pushed).toBe(true)
    expect(git(origin, 'ls-tree', '-r', '--name-only', 'gh-pages').split('\n')).toEqual(['guide/index.html', 'index.html', 'old/index.html'])
    expect(git(origin, 'log', '--format=%an <%ae> %s', 'gh-pages')).toBe('Deployer <deployer@example.com> Deploy website - based on abc123')
    expect(git(origin, 'rev-parse', 'gh-pages')).toBe(first.commit)

    // A page the site no longer has leaves the branch.
    const second = await publish(await built({ 'index.html': '<h1>v2</h1>', 'guide/index.html': 'guide' }), settings)
    expect(second.pushed).toBe(true)
    expect(git(origin, 'ls-tree', '-r', '--name-only', 'gh-pages').split('\n')).toEqual(['guide/index.html', 'index.html'])
    expect(git(origin, 'rev-list', '--count', 'gh-pages')).toBe('2')

    expect(await publish(await built({ 'index.html': '<h1>v2</h1>', 'guide/index.html': 'guide' }), settings)).toEqual({ pushed: false })
    expect(git(origin, 'rev-list', '--count', 'gh-pages')).toBe('2')
  })

  it("starts gh-pages without the sources when the repository has only its main branch (a site's first deploy)", async () => {
    const src = join(dir, 'src')
    git(dir, 'clone', '--quiet', origin, src)
    await writeFile(join(src, 'README.md'), 'sources')
    git(src, 'add', '.')
    git(src, '-c', 'user.email=a@b', '-c', 'user.name=a', 'commit', '--quiet', '-m', 'sources')
    git(src, 'push', '--quiet', 'origin', 'HEAD:main')
    await publish(await built({ 'index.html': 'site' }), settings)
    expect(git(origin, 'ls-tree', '-r', '--name-only', 'gh-pages')).toBe('index.html')
    expect(git(origin, 'rev-list', '--count', 'gh-pages')).toBe('1')
    expect(git(origin, 'ls-tree', '-r', '--name-only', 'main')).toBe('README.md')
  })

  it('--target-dir puts the build in a folder of the branch and keeps the files beside it', async () => {
    await publish(await built({ 'README.md': 'kept', 'docs/old.html': 'old' }), settings)
    await publish(await built({ 'index.html': 'site' }), settings, { targetDir: 'docs' })
    expect(git(origin, 'ls-tree', '-r', '--name-only', 'gh-pages').split('\n')).toEqual(['README.md', 'docs/index.html'])
    await expect(publish(await built({ 'index.html': 'x' }), settings, { targetDir: '../out' })).rejects.toThrow(/leaves the deployment branch's folder/)
  })

  it('names the repository, never the password, when it cannot be reached', async () => {
    const wrong = { ...settings, remoteUrl: 'https://bot:s3cret@github.invalid/acme/nope.git', shownUrl: 'https://bot@github.invalid/acme/nope.git' }
    const failure = (await publish(await built({ 'index.html': 'x' }), wrong).catch((error: unknown) => error)) as Error & { cause?: Error }
    expect(failure).toBeInstanceOf(Error)
    expect(failure.message).toContain('https://bot@github.invalid/acme/nope.git could not be cloned')
    expect(`${failure.message} ${failure.cause?.message}`).not.toContain('s3cret')
  })

  it("names what GitHub Pages' Jekyll would leave out (names starting with _), unless the build has a .nojekyll", async () => {
    const out = await built({ 'index.html': 'x', '_next/app.js': 'x', 'img/_logo.svg': 'x', 'docs/a_b.html': 'x' })
    expect(await hiddenFromJekyll(out)).toEqual(['_next', 'img/_logo.svg'])
    await writeFile(join(out, '.nojekyll'), '')
    expect(await hiddenFromJekyll(out)).toEqual([])
  })

  it("reads the source checkout's origin, branch and commit, and refuses a folder outside git", async () => {
    const src = join(dir, 'src')
    await mkdir(src)
    git(src, 'init', '--quiet', '-b', 'main')
    git(src, '-c', 'user.email=a@b', '-c', 'user.name=a', 'commit', '--quiet', '--allow-empty', '-m', 'x')
    git(src, 'remote', 'add', 'origin', 'git@github.com:acme/docs.git')
    expect(await sourceCheckout(src)).toEqual({ originUrl: 'git@github.com:acme/docs.git', branch: 'main', commit: git(src, 'rev-parse', 'HEAD') })
    await expect(sourceCheckout(tmpdir())).rejects.toThrow(/is not in a git checkout/)
  })
})
