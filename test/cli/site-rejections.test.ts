/**
 * A Docusaurus site's code that fails after it ran (a promise it leaves rejected) through ./bin/build:
 * the build goes on and names the place in the site's code, rather than the process ending mid-build.
 * babeljs.io's REPL, lazily imported inside BrowserOnly, loads a module that reads `document` at its top.
 */
import { spawnSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixture } from '../support/site'

const REPO = resolve(import.meta.dirname, '../..')
let fixture: Awaited<ReturnType<typeof copyFixture>>

beforeAll(async () => {
  fixture = await copyFixture('docusaurus-site')
  // Started as it renders and not awaited: its rejection is nobody's to catch.
  await fixture.write('src/pages/_editor.jsx', "async function mount() {\n  return document.createElement('div')\n}\n\nexport default function Editor() {\n  mount()\n  return <p className=\"loading\">Loading the editor</p>\n}\n")
  await fixture.write(
    'src/pages/repl.jsx',
    "import BrowserOnly from '@docusaurus/BrowserOnly'\nimport Layout from '@theme/Layout'\nimport Editor from './_editor'\n\nexport default function Repl() {\n  return (\n    <Layout title=\"REPL\">\n      <BrowserOnly>{() => <Editor />}</BrowserOnly>\n    </Layout>\n  )\n}\n",
  )
})
afterAll(() => fixture.dispose())

describe("a site's code that fails after it ran", () => {
  it('is named in a warning at its line, and the build finishes', async () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(REPO, 'src/cli/build.ts'), '--root', fixture.root], { cwd: REPO, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' }, timeout: 120_000 })
    expect(run.status, run.stderr).toBe(0)
    expect(run.stderr).toMatch(/warning: src\/pages\/_editor\.jsx:2:\d+: the site's code failed after it ran, and what it was doing is left undone: document is not defined/)
    const page = await readFile(join(fixture.root, 'build/repl/index.html'), 'utf8')
    expect(page).toContain('Loading the editor')
  })
})
