/**
 * File watching for the watch server and its supervisor: chokidar, plus a trailing look at each changed
 * file. chokidar drops further `change` events for a file during the 50 ms after one it reports (no
 * trailing event), so the last write of a burst (an editor truncating, then writing) could go unseen and
 * the server would keep a half-written page. Checking the file again after that window closes the gap.
 */
import { existsSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import { basename } from 'node:path'
import { watch, type FSWatcher } from 'chokidar'

/** Longer than chokidar's 50 ms change throttle. */
const TRAILING_CHECK_MS = 80

export interface FileWatcher {
  /**
   * Watches more paths (already watched ones are ignored); resolves once they are scanned, so a write
   * after it is seen (chokidar reports nothing for a file written while its folder is still being read).
   */
  add(paths: string[]): Promise<void>
  close(): Promise<void>
}

/** Editor litter: swap files, backups, dotfiles (`.x.md.swp`, `x.md~`, `.#x.md`, `4913`). */
function ignored(path: string): boolean {
  const name = basename(path)
  return name.startsWith('.') || name.endsWith('~') || name === '4913'
}

/**
 * Calls `onChange` with the absolute path of every file added, changed or removed under `paths`.
 * `pollMs`: look at the files every that many milliseconds instead of waiting for the system's change
 * events, which do not come through some mounts (a Docker volume from another OS, a network drive, WSL
 * reading a Windows folder): `./bin/dev --poll`, as Docusaurus's `start --poll`.
 */
export async function watchFiles(paths: string[], onChange: (path: string) => void, onError: (error: unknown) => void, { pollMs }: { pollMs?: number } = {}): Promise<FileWatcher> {
  const pending = new Map<string, NodeJS.Timeout>()
  const watchers: FSWatcher[] = []
  const watched = new Set<string>()
  let closed = false
  const mtime = (path: string) => stat(path).then((s) => s.mtimeMs, () => -1)
  // One chokidar watcher per batch of paths: chokidar's 'ready' says when its first scan is done, which
  // a later `add` to the same watcher never says again.
  const open = async (more: string[]): Promise<void> => {
    const fresh = more.filter((path) => !watched.has(path))
    if (fresh.length === 0 || closed) return
    for (const path of fresh) watched.add(path)
    // A path that does not exist yet (i18n/, versions.json) in the same watcher as the others made
    // chokidar 5 say 'ready' before it watched them: the first save after the server started was lost.
    // Paths that exist and paths that do not get a watcher each.
    const present = fresh.filter((path) => existsSync(path))
    const absent = fresh.filter((path) => !existsSync(path))
    await Promise.all([present, absent].filter((batch) => batch.length > 0).map(watchBatch))
  }
  const watchBatch = async (paths: string[]): Promise<void> => {
    const watcher: FSWatcher = watch(paths, { ignoreInitial: true, ignored, ...(pollMs === undefined ? {} : { usePolling: true, interval: pollMs, binaryInterval: pollMs }) })
    watchers.push(watcher)
    watcher.on('all', (event, path) => {
      if (event === 'addDir' || event === 'unlinkDir') return
      onChange(path)
      void mtime(path).then((seen) => {
        clearTimeout(pending.get(path))
        const timer = setTimeout(() => {
          pending.delete(path)
          void mtime(path).then((now) => {
            if (now !== seen && !closed) onChange(path)
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
  }
  await open(paths)
  return {
    add: (more) => open(more).catch(onError),
    close: async () => {
      closed = true
      for (const timer of pending.values()) clearTimeout(timer)
      await Promise.all(watchers.map((w) => w.close()))
    },
  }
}
