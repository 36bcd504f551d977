/**
 * The watch server's file watching (src/server/dev-watch.ts): a save made as soon as watching has
 * started is seen, also when some watched paths do not exist yet (a site without i18n/ or versions.json).
 */
import { EventEmitter } from 'node:events'
import fs from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { syncBuiltinESMExports } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { watchFiles, type FileWatcher } from '../../src/server/dev-watch'

let dir: string | undefined
let watcher: FileWatcher | undefined
afterEach(async () => {
  await watcher?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

/** Resolves once `seen` holds `path`; rejects after a few seconds (the event never came). */
async function until(seen: Set<string>, path: string): Promise<void> {
  const deadline = Date.now() + 5_000
  while (!seen.has(path)) {
    if (Date.now() > deadline) throw new Error(`no change event for ${path}; seen: ${[...seen].join(', ') || 'nothing'}`)
    await new Promise((ok) => setTimeout(ok, 25))
  }
}

describe('watchFiles', () => {
  it('sees a save by looking at the files every pollMs (./bin/dev --poll), for mounts that send no change events', async () => {
    dir = await mkdtemp(join(tmpdir(), 'rtk-watch-poll-'))
    const file = join(dir, 'intro.md')
    await writeFile(file, '# Intro')
    const seen = new Set<string>()
    // Such a mount: the system's change events never come (fs.watch gives a watcher that stays silent),
    // so only looking at the files can see the save.
    const realWatch = fs.watch
    fs.watch = (() => Object.assign(new EventEmitter(), { close() {}, ref() {}, unref() {} })) as unknown as typeof fs.watch
    syncBuiltinESMExports()
    try {
      watcher = await watchFiles([dir], (path) => seen.add(path), (error) => {
        throw error
      }, { pollMs: 50 })
      // A polled file's change shows in its modification time: make sure it moves on coarse clocks too.
      await new Promise((ok) => setTimeout(ok, 20))
      await writeFile(file, '# Intro, edited')
      await until(seen, file)
      expect(seen).toContain(file)
    } finally {
      fs.watch = realWatch
      syncBuiltinESMExports()
    }
  })

  it('sees a save made right after it resolves, beside paths that do not exist', async () => {
    dir = await mkdtemp(join(tmpdir(), 'rtk-watch-'))
    await mkdir(join(dir, 'src/components'), { recursive: true })
    const file = join(dir, 'src/components/Button.module.css')
    await writeFile(file, '.a {}')
    const seen = new Set<string>()
    watcher = await watchFiles([join(dir, 'src'), join(dir, 'i18n'), join(dir, 'versions.json')], (path) => seen.add(path), (error) => {
      throw error
    })
    await writeFile(file, '.a { color: red }')
    await until(seen, file)
    expect(seen).toContain(file)
  })

  it('sees a path that did not exist when it is created', async () => {
    dir = await mkdtemp(join(tmpdir(), 'rtk-watch-'))
    await mkdir(join(dir, 'src'))
    const seen = new Set<string>()
    watcher = await watchFiles([join(dir, 'src'), join(dir, 'versions.json')], (path) => seen.add(path), (error) => {
      throw error
    })
    await writeFile(join(dir, 'versions.json'), '["1.0"]')
    await until(seen, join(dir, 'versions.json'))
    expect(seen).toContain(join(dir, 'versions.json'))
  })
})
