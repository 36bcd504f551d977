/**
 * The sample checker on a fixture docs folder, seen as an author sees it: the lines it prints,
 * pointing at the page line and column of each mistake.
 */
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import { promisify } from 'node:util'
import { beforeAll, describe, expect, it } from 'vitest'
import { checkSamples, type SampleReport } from '../../../src/generator/samples/check'
import { formatSampleError } from '../../../src/generator/samples/report'

const ROOT = resolve(import.meta.dirname, '../../..')
const FIXTURE = join(ROOT, 'test/fixtures/samples-check')
const BROKEN = 'docs/api/broken.mdx'

let report: SampleReport
let printed: string[]

beforeAll(async () => {
  // The fixture folder as root: its docs/ folders are found as the site's are.
  report = await checkSamples({ root: FIXTURE })
  printed = report.errors.map(formatSampleError)
}, 60_000)

describe('checkSamples on a docs folder', () => {
  it('counts the pages and the blocks it checked (ts, tsx, js, jsx; not no-transpile, not bash)', () => {
    expect(report.pages).toBe(3)
    expect(report.blocks).toBe(7)
  })

  it('reports a type error inside an admonition at its page line and column', () => {
    expect(printed[0]).toMatch(
      /^docs\/api\/broken\.mdx:18:13 \(block at line 9, line 9 of the block\): Property 'count' does not exist on type '.*\{ value: number; \}>'\.$/,
    )
  })

  it('type-checks a multi-file block across its files, counting the marker lines it hides', () => {
    expect(printed).toContain(`${BROKEN}:41:14 (block at line 29, line 12 of the block): Type 'string' is not assignable to type 'number'.`)
    // The clean page imports './app/store' from App.tsx: resolved, so nothing is reported for it.
    expect(printed.filter((line) => line.startsWith('docs/usage/'))).toEqual([])
  })

  it('checks a noEmit file too, and counts the indentation of a block inside a list in the column', () => {
    expect(printed).toContain(`${BROKEN}:53:17 (block at line 50, line 3 of the block): Type 'number' is not assignable to type 'string'.`)
  })

  it('reports syntax errors in js blocks and type annotations in jsx blocks', () => {
    expect(printed).toContain(`${BROKEN}:67:1 (block at line 64, line 3 of the block): Expression expected.`)
    expect(printed).toContain(`${BROKEN}:71:36 (block at line 70, line 1 of the block): Type annotations can only be used in TypeScript files.`)
  })

  it('skips no-transpile blocks, and names a page it cannot parse instead of failing', () => {
    expect(printed.some((line) => line.startsWith(`${BROKEN}:5`) && /:5[6-9]:/.test(line))).toBe(false)
    expect(printed.filter((line) => line.startsWith('docs/api/unparsable.mdx'))).toEqual([
      'docs/api/unparsable.mdx:14:1: MDX syntax error: Unexpected closing tag `</Tabs>`, expected corresponding closing tag for `<TabItem>` (8:3-8:22)',
    ])
    expect(printed).toHaveLength(6)
  })
})

describe('npm run check:samples', () => {
  it('prints each error and the summary, and exits with 1', async () => {
    const page = relative(ROOT, join(FIXTURE, BROKEN))
    const run = promisify(execFile)(join(ROOT, 'node_modules/.bin/tsx'), ['src/generator/samples/cli.ts', '--no-cache', page], { cwd: ROOT })
    const failure = (await run.then(() => undefined, (error: unknown) => error)) as { code: number; stdout: string } | undefined
    expect(failure?.code).toBe(1)
    const lines = failure!.stdout.trimEnd().split('\n')
    expect(lines[1]).toBe(`${page}:41:14 (block at line 29, line 12 of the block): Type 'string' is not assignable to type 'number'.`)
    expect(lines).toHaveLength(6)
    expect(lines[5]).toMatch(/^Checked 5 code blocks on 1 page in \d+\.\d s: 5 errors$/)
  }, 60_000)
})

describe('the result cache', () => {
  it('places a remembered error where the block now stands, and forgets a block once it is edited', async () => {
    // Inside the repository (pages outside it work too, but print as ../../tmp/…); .cache/ is ignored by git.
    await mkdir(join(ROOT, '.cache'), { recursive: true })
    const folder = await mkdtemp(join(ROOT, '.cache', 'samples-check-'))
    try {
      const page = join(folder, 'page.md')
      const source = await readFile(join(FIXTURE, BROKEN), 'utf8')
      await writeFile(page, source)
      const first = await checkSamples({ root: ROOT, files: [page], cache: true })
      // Two lines added above every block, and one mistake changed.
      await writeFile(page, source.replace('\nEvery block', '\n\n\nEvery block').replace('state.count', 'state.total'))
      const second = await checkSamples({ root: ROOT, files: [page], cache: true })
      const expected = first.errors.map((e) => [e.line + 2, e.column, e.blockLine + 2, e.message.replace("'count'", "'total'")])
      expect(second.errors.map((e) => [e.line, e.column, e.blockLine, e.message])).toEqual(expected)
      expect(second.errors[0]!.message).toMatch(/^Property 'total' does not exist/)
      // Nothing changed since: page and blocks all come from the cache, with the same report.
      expect(await checkSamples({ root: ROOT, files: [page], cache: true })).toEqual(second)
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  }, 60_000)
})
