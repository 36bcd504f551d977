/**
 * File watching for the watch server and its supervisor: chokidar, plus a trailing look at each changed
 * file. chokidar drops further `change` events for a file during the 50 ms after one it reports (no
 * trailing event), so the last write of a burst (an editor truncating, then writing) could go unseen and
 * the server would keep a half-written page. Checking the file again after that window closes the gap.
 */
import { stat } from 'node:fs/promises'
import { basename } from 'node:path'
import { watch, type FSWatcher } from 'chokidar'

/** Longer than chokidar's 50 ms change throttle. */
const TRAILING_CHECK_MS = 80

export interface FileWatcher {
  /** Watches more paths (already watched ones are ignored). */
  add(paths: string[]): void
  close(): Promise<void>
}

/** Editor litter: swap files, backups, dotfiles (`.x.md.swp`, `x.md~`, `.#x.md`, `4913`). */
function ignored(path: string): boolean {
  const name = basename(path)
  return name.startsWith('.') || name.endsWith('~') || name === '4913'
}

/** Calls `onChange` with the absolute path of every file added, changed or removed under `paths`. */
export async function watchFiles(paths: string[], onChange: (path: string) => void, onError: (error: unknown) => void): Promise<FileWatcher> {
  const watcher: FSWatcher = watch(paths, { ignoreInitial: true, ignored })
  const pending = new Map<string, NodeJS.Timeout>()
  const mtime = (path: string) => stat(path).then((s) => s.mtimeMs, () => -1)

  watcher.on('all', (event, path) => {
    if (event === 'addDir' || event === 'unlinkDir') return
    onChange(path)
    void mtime(path).then((seen) => {
      clearTimeout(pending.get(path))
      const timer = setTimeout(() => {
        pending.delete(path)
        void mtime(path).then((now) => {
          if (now !== seen && !watcher.closed) onChange(path)
        })
      }, TRAILING_CHECK_MS)
      pending.set(path, timer)
    })
  })
  await new Promise<void>((resolve, reject) => {
    watcher.once('ready', resolve)
    watcher.once('error', reject)
  })
  // After start, a watch error (too many files, a folder removed) is reported, not fatal.
  watcher.on('error', onError)
  return {
    add: (more) => void watcher.add(more),
    close: async () => {
      for (const timer of pending.values()) clearTimeout(timer)
      await watcher.close()
    },
  }
}
