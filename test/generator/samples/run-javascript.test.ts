/**
 * The JavaScript version of a real page's sample, as a reader copies it: it reads like the TypeScript
 * without the types, and it runs.
 */
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkSamples } from '../../../src/generator/samples/check'
import { extractCodeBlocks } from '../../../src/generator/samples/extract'
import { parseCodeMeta } from '../../../src/generator/samples/meta'
import { splitSample } from '../../../src/generator/samples/split'
import { toJavaScript } from '../../../src/generator/samples/to-javascript'

const ROOT = resolve(import.meta.dirname, '../../..')
const PAGE = join(ROOT, 'test/fixtures/samples-run/docs/usage/counter.md')

const EXPECTED = `import { configureStore, createSlice } from '@reduxjs/toolkit'

const initialState = { value: 0 }

/** Counts by one, or by any amount. */
const counterSlice = createSlice({
  name: 'counter',
  initialState,
  reducers: {
    incremented: (state) => {
      state.value += 1
    },
    added: (state, action) => {
      state.value += action.payload
    },
  },
})

const store = configureStore({ reducer: { counter: counterSlice.reducer } })

const selectValue = (state) => state.counter.value

store.dispatch(counterSlice.actions.incremented())
store.dispatch(counterSlice.actions.added(41))
// Prints "value: 42" and the action type
console.log(\`value: \${selectValue(store.getState())}\`)
console.log(counterSlice.actions.added(2).type)`

let javascript: string
let folder: string

beforeAll(async () => {
  const [block] = extractCodeBlocks(await readFile(PAGE, 'utf8'))
  const [file] = splitSample(block!.code, block!.lang, parseCodeMeta(block!.meta))
  javascript = toJavaScript(file!.code, 'ts')
  // Inside the repository, so that `@reduxjs/toolkit` resolves from its node_modules.
  await mkdir(join(ROOT, '.cache'), { recursive: true })
  folder = await mkdtemp(join(ROOT, '.cache', 'samples-run-'))
})

afterAll(async () => {
  await rm(folder, { recursive: true, force: true })
})

describe('the JavaScript version of a page sample', () => {
  it('is the TypeScript less its types, the comments about them, and the blank lines they leave', () => {
    expect(javascript).toBe(EXPECTED)
  })

  it('runs with node and prints what the sample says', async () => {
    const script = join(folder, 'counter.mjs')
    await writeFile(script, javascript)
    const { stdout } = await promisify(execFile)(process.execPath, [script], { cwd: folder })
    expect(stdout).toBe('value: 42\ncounter/added\n')
  })

  it('comes from a TypeScript sample that type-checks', async () => {
    const report = await checkSamples({ root: ROOT, files: [PAGE] })
    expect(report.errors).toEqual([])
    expect(report.blocks).toBe(1)
  }, 60_000)
})
