/**
 * "Last updated" dates from git history in ONE git invocation for the whole tree (one per file costs
 * seconds on a large site). A file git does not know (not committed, or no git checkout) gets no date
 * in a build, as Docusaurus's build shows none, with one warning; the watch server shows its mtime, as
 * a preview of a page being written.
 */
import { execFile } from 'node:child_process'
import { realpath, stat } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** When a file last changed, and (from git) who changed it. */
export interface LastUpdate {
  /** Milliseconds since the epoch. */
  time: number
  author?: string
}

/** Map of repo-relative path → last commit (time in ms, author's name) for every file git knows under `paths`. */
export async function gitLastUpdated(root: string, paths: string[]): Promise<Map<string, LastUpdate>> {
  return (await gitHistory(root, paths)) ?? new Map()
}

/** {@link gitLastUpdated}, or undefined outside a git checkout (or without git). */
async function gitHistory(root: string, paths: string[]): Promise<Map<string, LastUpdate> | undefined> {
  const times = new Map<string, LastUpdate>()
  try {
    const top = (await run('git', ['rev-parse', '--show-toplevel'], { cwd: root })).stdout.trim()
    // Git names files from the repository's top; the site's are named from its root, which may be a
    // folder below it, with docs beside it (`../docs/api.md`, as Metro's website/ and docs/ are).
    // (The root's real path: git's top has its symlinks resolved.)
    const base = await realpath(root)
    const siteRelative = (line: string) => relative(base, join(top, line)).split(sep).join('/')
    // Newest commits first: the first time a file appears is its last change.
    const { stdout } = await run('git', ['log', '--format=%x00%ct%x00%an', '--name-only', '--no-renames', '--', ...paths], {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
    })
    let commit: LastUpdate = { time: 0 }
    for (const line of stdout.split('\n')) {
      if (line.startsWith('\0')) {
        const [, time, author] = line.split('\0')
        commit = { time: Number(time) * 1000, author: author || undefined }
      } else if (line !== '') {
        const file = siteRelative(line)
        if (!times.has(file)) times.set(file, commit)
      }
    }
  } catch {
    // Not a git checkout (or git missing).
    return undefined
  }
  return times
}

/**
 * Last update of each file (site-relative): git's time and author. Git is asked about the files' top
 * folders (docs, versioned docs, other plugins' folders, translations). A file git does not know has
 * none (`warn` is told once how many and why), unless `preview`: then its mtime.
 */
export async function lastUpdatedTimes(root: string, files: string[], { preview = false, warn }: { preview?: boolean; warn?: (message: string) => void } = {}): Promise<Map<string, LastUpdate>> {
  const git = await gitHistory(root, [...new Set(files.map(topFolder))])
  const result = new Map<string, LastUpdate>()
  const unknown: string[] = []
  await Promise.all(
    files.map(async (file) => {
      const known = git?.get(file)
      if (known) result.set(file, known)
      else if (preview) result.set(file, { time: (await stat(join(root, file))).mtimeMs })
      else unknown.push(file)
    }),
  )
  if (unknown.length > 0 && warn) {
    const hint = 'commit them, or give a last_update date in their front matter'
    warn(
      git === undefined
        ? `the site is not in a git checkout: its ${unknown.length} doc${unknown.length === 1 ? ' shows' : 's show'} no "Last updated" date (build from a git clone, or give last_update in the front matter)`
        : `${unknown.length} doc${unknown.length === 1 ? ' is' : 's are'} not committed to git, so ${unknown.length === 1 ? 'it shows' : 'they show'} no "Last updated" date: ${unknown.sort().slice(0, 5).join(', ')}${unknown.length > 5 ? ', …' : ''} (${hint})`,
    )
  }
  return result
}

/** The folder git is asked about for a site file: its first folder (`docs`), or beside the site, `../docs`. */
function topFolder(file: string): string {
  const parts = file.split('/')
  const up = parts.findIndex((part) => part !== '..')
  return parts.slice(0, up + 1).join('/')
}
