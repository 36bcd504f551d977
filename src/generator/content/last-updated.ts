/**
 * "Last updated" dates from git history in ONE git invocation for the whole tree (one per file costs
 * seconds on a large site), falling back to the file's mtime outside a git checkout or for new files.
 */
import { execFile } from 'node:child_process'
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
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
  const times = new Map<string, LastUpdate>()
  try {
    const prefix = (await run('git', ['rev-parse', '--show-prefix'], { cwd: root })).stdout.trim()
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
        const file = prefix && line.startsWith(prefix) ? line.slice(prefix.length) : line
        if (!times.has(file)) times.set(file, commit)
      }
    }
  } catch {
    // Not a git checkout (or git missing): every file falls back to its mtime.
  }
  return times
}

/**
 * Last update of each file (site-relative): git's time and author if known, else the mtime. Git is asked about
 * the files' top folders (docs, versioned docs, other plugins' folders, translations).
 */
export async function lastUpdatedTimes(root: string, files: string[]): Promise<Map<string, LastUpdate>> {
  const git = await gitLastUpdated(root, [...new Set(files.map((file) => file.split('/')[0]!))])
  const result = new Map<string, LastUpdate>()
  await Promise.all(
    files.map(async (file) => {
      result.set(file, git.get(file) ?? { time: (await stat(join(root, file))).mtimeMs })
    }),
  )
  return result
}
