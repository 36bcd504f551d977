/**
 * `./bin/deploy`'s git work: the built folder committed onto the deployment branch and pushed, as
 * `docusaurus deploy` does. The branch is cloned alone and shallow into a temporary folder (or started
 * empty when the repository has no such branch yet), the folder the site goes to is emptied and filled
 * with the build, and one commit is pushed, without force: a deploy that raced another fails instead of
 * erasing it. Nothing changed since the last deploy: no commit, no push. git runs with its arguments as
 * a list (no shell), and the URL with the password is never printed.
 */
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { promisify } from 'node:util'
import fg from 'fast-glob'
import { BuildError } from '../errors'
import type { DeploySettings, SourceCheckout } from './settings'

const run = promisify(execFile)

export interface PublishResult {
  /** False when the build was what the branch already held. */
  pushed: boolean
  /** The commit pushed. */
  commit?: string
}

/** The source checkout's origin, branch and commit; a site outside a git checkout cannot be deployed. */
export async function sourceCheckout(root: string): Promise<SourceCheckout> {
  const git = (...args: string[]) => run('git', args, { cwd: root }).then((r) => r.stdout.trim())
  const commit = await git('rev-parse', 'HEAD').catch(() => undefined)
  if (commit === undefined) throw new BuildError(`${root} is not in a git checkout (or has no commit yet)`, { hint: 'deploy from the git checkout of the site: the deploy commit names the source commit it was built from' })
  return { commit, branch: await git('rev-parse', '--abbrev-ref', 'HEAD'), originUrl: await git('config', '--get', 'remote.origin.url').catch(() => '') }
}

/**
 * Pushes `builtDir` to the deployment branch, into `targetDir` of it (`.`: its root). Files of the branch
 * outside `targetDir` are kept.
 */
export async function publish(builtDir: string, settings: DeploySettings, { targetDir = '.' }: { targetDir?: string } = {}): Promise<PublishResult> {
  const work = await mkdtemp(join(tmpdir(), 'rtk-deploy-'))
  const clone = join(work, 'branch')
  // The password may be in an error's text (git names the URL it failed on).
  const redact = (text: string) => text.split(settings.remoteUrl).join(settings.shownUrl)
  const git = async (args: string[], cwd = clone) => {
    try {
      return (await run('git', args, { cwd, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } })).stdout.trim()
    } catch (error) {
      const { stderr = '', message } = error as { stderr?: string; message: string }
      throw new GitFailure(redact(`git ${args[0]} failed: ${(stderr || message).trim()}`))
    }
  }
  try {
    const target = resolve(clone, targetDir)
    if (relative(clone, target).startsWith('..')) throw new BuildError(`--target-dir ${targetDir} leaves the deployment branch's folder`, { hint: 'give a folder inside the branch, e.g. docs, or leave it out for its root' })
    try {
      await git(['clone', '--quiet', '--depth', '1', '--branch', settings.branch, '--single-branch', settings.remoteUrl, clone], work)
    } catch (error) {
      if (!(error instanceof GitFailure) || !/Remote branch .* not found/i.test(error.message)) throw cloneFailure(error, settings)
      // A first deploy: the branch starts empty, with no history of the sources.
      await git(['clone', '--quiet', '--depth', '1', settings.remoteUrl, clone], work).catch((e: unknown) => {
        throw cloneFailure(e, settings)
      })
      await git(['checkout', '--quiet', '--orphan', settings.branch])
      await git(['rm', '-r', '--quiet', '--force', '--ignore-unmatch', '.'])
    }
    // What the branch held there goes (a page the site no longer has must not stay online); a fresh
    // clone has no untracked file, so git's removal leaves the folder empty.
    await git(['rm', '-r', '--quiet', '--force', '--ignore-unmatch', '--', relative(clone, target) || '.'])
    await cp(builtDir, target, { recursive: true })
    if (settings.author.name) await git(['config', 'user.name', settings.author.name])
    if (settings.author.email) await git(['config', 'user.email', settings.author.email])
    await git(['add', '--all'])
    if ((await git(['status', '--porcelain'])) === '') return { pushed: false }
    await git(['commit', '--quiet', '-m', settings.commitMessage]).catch((error: unknown) => {
      throw /identity unknown|tell me who you are/i.test(String(error)) ? new BuildError('git does not know who makes the deploy commit', { cause: error, hint: 'set GIT_USER_NAME and GIT_USER_EMAIL (the deploy commit\'s author), or git config --global user.name and user.email' }) : error
    })
    await git(['push', '--quiet', 'origin', `HEAD:refs/heads/${settings.branch}`])
    return { pushed: true, commit: await git(['rev-parse', 'HEAD']) }
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

/**
 * The files and folders of `dir` that GitHub Pages would not serve: it runs a branch through Jekyll unless
 * the branch has a `.nojekyll` file, and Jekyll leaves out every name that starts with `_` (Docusaurus's
 * deployment guide warns of it). None when `dir` has a `.nojekyll`.
 */
export async function hiddenFromJekyll(dir: string): Promise<string[]> {
  if (existsSync(join(dir, '.nojekyll'))) return []
  return (await fg('**/_*', { cwd: dir, onlyFiles: false, dot: true, deep: 8 })).filter((path) => !path.split('/').slice(0, -1).some((part) => part.startsWith('_'))).sort()
}

/** Whether `dir` holds a built site (an index.html at its root). */
export async function isBuiltSite(dir: string): Promise<boolean> {
  return (await readdir(dir).catch(() => [] as string[])).includes('index.html')
}

class GitFailure extends Error {}

function cloneFailure(error: unknown, settings: DeploySettings): BuildError {
  return new BuildError(`the deployment repository ${settings.shownUrl} could not be cloned`, {
    cause: error,
    hint: 'check organizationName and projectName, that GIT_USER (with GIT_PASS, a personal access token) may push there, or USE_SSH=true with a key GitHub knows',
  })
}
