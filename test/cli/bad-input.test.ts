/**
 * Bad input through ./bin/build as an author meets it: each broken page makes the build exit with
 * code 1, print `file:line:column: message` of the author's source (never a position in compiled code
 * or off by the frontmatter) and a `Fix:` line, and leave the previous build/ byte for byte as it was.
 * Runs the real CLI on one temp copy of the fixture site, one broken page at a time.
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFile, readdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_PAGE_BYTES } from '../../src/generator/content/source-checks'
import { copyFixture } from '../support/site'

const REPO = resolve(import.meta.dirname, '../..')
const PAGE = 'docs/api/widget.md'
let fixture: Awaited<ReturnType<typeof copyFixture>>
let original: string
let builtHash: string

function runBuild(): { status: number | null; stderr: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(REPO, 'src/cli/build.ts'), '--root', fixture.root, '--quiet'], {
    cwd: REPO,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
    timeout: 120_000,
  })
  return { status: run.status, stderr: run.stderr }
}

/** Every file of build/ (path and bytes) as one hash. */
async function hashTree(dir: string): Promise<string> {
  const hash = createHash('sha256')
  const entries = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile())
  for (const path of entries.map((e) => join(e.parentPath, e.name)).sort()) {
    hash.update(path.slice(dir.length)).update('\0').update(await readFile(path))
  }
  return hash.digest('hex')
}

/** Builds with `page` as docs/api/widget.md; returns the error report, after the common assertions. */
async function failWith(page: string | Buffer): Promise<string> {
  await writeFile(join(fixture.root, PAGE), page)
  const { status, stderr } = runBuild()
  await writeFile(join(fixture.root, PAGE), original)
  expect(status, stderr).toBe(1)
  expect(stderr).toContain('Build failed; the previous output was left as it was.')
  expect(await hashTree(join(fixture.root, 'build'))).toBe(builtHash)
  return stderr
}

/** 1-based line and column of `needle` in `text`. */
function positionOf(text: string, needle: string): string {
  const before = text.slice(0, text.indexOf(needle)).split('\n')
  return `${before.length}:${before.at(-1)!.length + 1}`
}

beforeAll(async () => {
  fixture = await copyFixture('basic')
  original = await readFile(join(fixture.root, PAGE), 'utf8')
  const first = runBuild()
  expect(first.status, first.stderr).toBe(0)
  builtHash = await hashTree(join(fixture.root, 'build'))
}, 180_000)

afterAll(async () => {
  await fixture?.dispose()
})

describe('./bin/build on bad input', { timeout: 120_000 }, () => {
  it('malformed YAML: the line and column of the bad value', async () => {
    const out = await failWith('---\ntitle: Widget\ndescription: fine\nsidebar_label: a: b\n---\n\nBody\n')
    expect(out).toContain(`${PAGE}:4:16: malformed frontmatter: Nested mappings are not allowed in compact mappings`)
    expect(out).toContain('Fix: fix the YAML between the `---` lines at the top of the page (quote values that contain ": " or "#")')
  })

  it('an unclosed quote in YAML: the key whose value is left open, not where YAML gave up', async () => {
    const out = await failWith('---\ntitle: Widget\ndescription: "never closed\nid: widget\n---\n\nBody\n')
    expect(out).toContain(`${PAGE}:3:1: malformed frontmatter: Missing closing "quote`)
  })

  it('an unclosed JSX tag: its own line, not 0:1', async () => {
    const page = '---\ntitle: Widget\n---\n\nIntro.\n\nMore text.\n<div>\n\nInside the div.\n'
    const out = await failWith(page)
    expect(out).toContain(`${PAGE}:8:1: MDX syntax error: Expected a closing tag for \`<div>\``)
    expect(out).toContain('Fix: close the tag with </div> or write it self-closing as <div />')
  })

  it('a missing import: the import line of the page (not of the compiled code), "module not found" and how to fix', async () => {
    const page = '---\ntitle: Widget\ndescription: A page with a broken import.\n---\n\nimport Thing from "./components/Thing"\n\n<Thing />\n'
    const out = await failWith(page)
    expect(out).toContain(`${PAGE}:${positionOf(page, '"./components/Thing"')}: module not found: "./components/Thing" (imported by the page)`)
    expect(out).toContain("Fix: check the path: it is relative to the page's folder")
  })

  it('a package that is not installed: the import line and the npm install to run', async () => {
    const page = '---\ntitle: Widget\n---\n\nText first.\n\nimport { chart } from "no-such-chart-package/lite"\n\n{chart}\n'
    const out = await failWith(page)
    expect(out).toContain(`${PAGE}:${positionOf(page, '"no-such-chart-package/lite"')}: module not found: "no-such-chart-package/lite"`)
    expect(out).toContain('Fix: install the package (npm install no-such-chart-package)')
  })

  it('an error MDX finds in the compiled page (a name exported twice): mapped back to the page', async () => {
    const page = '---\ntitle: Widget\n---\n\nexport const size = 1\n\nText.\n\nexport const size = 2\n'
    const out = await failWith(page)
    expect(out).toContain(`${PAGE}:9:14: MDX syntax error: Multiple exports with the same name "size"`)
  })

  it('a component of src/components that throws: its file:line:col, the page and the route', async () => {
    const components = await readFile(join(REPO, 'src/components/mdx.tsx'), 'utf8')
    const line = components.split('\n').findIndex((l) => l.includes('values.map(')) + 1
    const out = await failWith('---\ntitle: Widget\n---\n\n<Tabs values="not a list">\n  <TabItem value="a">A</TabItem>\n</Tabs>\n')
    expect(out).toMatch(new RegExp(`src/components/mdx\\.tsx:${line}:\\d+: rendering /api/widget \\(${PAGE}\\) failed: the component Tabs threw`))
    expect(out).toContain('Cause: values.map is not a function')
    expect(out).toContain(`Fix: the causes above say what threw: check what ${PAGE} passes to Tabs`)
  })

  it('a slug that leaves the site: refused at collect, naming the doc and the slug line', async () => {
    // (A relative one is resolved against the doc's folder and stays in the docs, as Docusaurus resolves it.)
    const out = await failWith('---\ntitle: Widget\nslug: /../../outside\n---\n\nBody\n')
    expect(out).toContain(`${PAGE}:3:1: slug "/../../outside" makes the route /../../outside, which leaves the site`)
    expect(out).toContain('Fix: write the slug as a path inside the site')
  })

  it('a page over the size limit: a clear error at the line that crosses it, not an out-of-memory crash', async () => {
    const head = '---\ntitle: Widget\n---\n\n'
    const row = `${'word '.repeat(200)}\n`
    const page = head + row.repeat(Math.ceil(MAX_PAGE_BYTES / row.length) + 10)
    const crossing = page.slice(0, MAX_PAGE_BYTES).split('\n')
    const out = await failWith(page)
    const size = Buffer.byteLength(page).toLocaleString('en-US')
    expect(out).toContain(`${PAGE}:${crossing.length}:${crossing.at(-1)!.length + 1}: the page is ${size} bytes, over the limit of 8 MiB (8,388,608 bytes) for one page`)
    expect(out).toContain('Fix: split it into several pages')
  })
})
