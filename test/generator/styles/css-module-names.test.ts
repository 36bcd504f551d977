/**
 * A CSS module's class names in a bundle that needs only the names (the docs' compile): the same in every
 * entry point of the bundle, and the site stylesheet's.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as esbuild from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteStyleImports, styleImports } from '../../../src/generator/styles/style-imports'

let root: string
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'rtk-css-names-'))
  await writeFile(join(root, 'Frame.module.css'), '.frame { border: 1px solid; }\n.frame-title:hover { color: red; }\n:global(.dark) .frame { border-color: white; }\n')
  for (const name of ['a', 'b', 'c']) await writeFile(join(root, `${name}.js`), "import styles from './Frame.module.css'\nexport default styles\n")
  await writeFile(join(root, 'site.js'), "import './Frame.module.css'\n")
})
afterAll(() => rm(root, { recursive: true, force: true }))

/** What each entry's default export is, evaluated. */
async function namesOf(entries: string[]): Promise<unknown[]> {
  const result = await esbuild.build({
    entryPoints: entries.map((e) => join(root, e)),
    absWorkingDir: root,
    bundle: true,
    write: false,
    format: 'esm',
    outdir: join(root, 'out'),
    plugins: [styleImports({ root, output: 'names', sass: async () => undefined })],
  })
  const js = result.outputFiles.filter((f) => f.path.endsWith('.js'))
  return Promise.all(js.map(async (f) => (await import(`data:text/javascript,${encodeURIComponent(f.text)}`)).default))
}

describe('CSS module names in the docs\' compile', () => {
  it('are the same in every entry point of a bundle (esbuild would number the later ones: frame2, frame3)', async () => {
    const [a, b, c] = await namesOf(['a.js', 'b.js', 'c.js'])
    expect(a).toEqual(b)
    expect(b).toEqual(c)
    expect(Object.keys(a as object).sort()).toEqual(['frame', 'frame-title'])
  })

  it("are the site stylesheet's", async () => {
    const [names] = (await namesOf(['a.js'])) as Array<Record<string, string>>
    const site = await esbuild.build({ entryPoints: [join(root, 'site.js')], absWorkingDir: root, bundle: true, write: false, outdir: join(root, 'site-out'), plugins: [siteStyleImports(root, { sass: undefined, postcssPlugins: [] })] })
    const css = site.outputFiles.find((f) => f.path.endsWith('.css'))!.text
    expect(css).toContain(`.${names!.frame} {`)
    expect(css).toContain(`.${names!['frame-title']}:hover {`)
    expect(css).toContain(`.dark .${names!.frame} {`)
  })
})
