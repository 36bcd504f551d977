/**
 * The flags a worker thread starts with: a loader named as a package resolves from the generator, since
 * the build runs from the site's folder (where `--import tsx` would not be found).
 */
import { afterEach, describe, expect, it } from 'vitest'
import { workerExecArgv } from '../../../src/generator/runtime/worker-url'

const execArgv = process.execArgv
afterEach(() => {
  process.execArgv = execArgv
})

describe('workerExecArgv', () => {
  it('resolves a package named by --import (both spellings), keeps paths and URLs, and leaves out V8 flags (a worker refuses them)', () => {
    process.execArgv = ['--import', 'tsx', '--expose-gc', '--import=tsx', '--import', './local.mjs', '--require', 'file:///x.cjs', '--conditions', 'development', '--max-semi-space-size=4']
    const args = workerExecArgv()!
    expect(args[0]).toMatch(/^--import=file:\/\/\/.*\/node_modules\/tsx\/.+\.mjs$/)
    expect(args.slice(1)).toEqual([args[0], '--import=./local.mjs', '--require=file:///x.cjs', '--conditions=development'])
  })

  it('leaves the flags to node when no module is named by package (a bundled build: V8 flags only)', () => {
    process.execArgv = ['--v8-pool-size=1', '--max-semi-space-size=4', '--no-turbo-inlining', '--expose-gc']
    expect(workerExecArgv()).toBeUndefined()
  })
})
