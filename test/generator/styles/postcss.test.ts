/**
 * PostCSS over a Docusaurus site's stylesheets (test/fixtures/docusaurus-tailwind): Tailwind CSS 3 added
 * by a site plugin's `configurePostCss`, a plugin of the site's own named by its postcss.config.js.
 * Built by ./bin/build's entry in a child process, from the generator's folder with the site named
 * relative to the author's: Tailwind finds tailwind.config.js and its content globs from the working
 * folder, which must then be the site's, as it is under `docusaurus build`.
 */
import { execFile } from 'node:child_process'
import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { parseHTML } from 'linkedom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyFixture } from '../../support/site'

const GENERATOR_ROOT = resolve(import.meta.dirname, '../../..')
let site: Awaited<ReturnType<typeof copyFixture>>

/** Builds the copy as ./bin/build does; its output or its failure. */
async function buildCopy(): Promise<{ code: number; stdout: string; stderr: string }> {
  // The site named relative to where the author "ran" the command (RTK_DOCS_CWD, set by bin/lib/ensure-deps.sh).
  const args = [join(GENERATOR_ROOT, 'src/cli/launch.mjs'), 'src/cli/build.ts', '--root', basename(site.root)]
  return promisify(execFile)(process.execPath, args, { cwd: GENERATOR_ROOT, env: { ...process.env, NODE_ENV: 'production', RTK_DOCS_CWD: dirname(site.root) } })
    .then(({ stdout, stderr }) => ({ code: 0, stdout, stderr }))
    .catch((error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }))
}

async function siteCss(): Promise<string> {
  const assets = join(site.root, 'build/assets')
  const file = (await readdir(assets)).find((f) => /^site-custom-.*\.css$/.test(f))!
  return readFile(join(assets, file), 'utf8')
}

beforeAll(async () => {
  site = await copyFixture('docusaurus-tailwind')
  // The site's own packages, as its package.json would have installed them.
  await mkdir(join(site.root, 'node_modules'), { recursive: true })
  for (const name of ['tailwindcss', 'postcss']) await symlink(join(GENERATOR_ROOT, 'node_modules', name), join(site.root, 'node_modules', name))
  const built = await buildCopy()
  if (built.code !== 0) throw new Error(`the build failed:\n${built.stderr}`)
}, 120_000)
afterAll(() => site?.dispose())

describe('PostCSS and Tailwind', () => {
  it("generates the Tailwind utilities the site's pages and docs use, from tailwind.config.js found in the site's folder", async () => {
    const css = await siteCss()
    // From src/pages/index.jsx and docs/intro.mdx (content globs relative to the site), the theme's own colour, the dark variant on Docusaurus's data-theme.
    for (const rule of ['.max-w-3xl{max-width:48rem}', '.text-4xl{font-size:2.25rem;line-height:2.5rem}', '.p-3{padding:.75rem}', '.text-tide{--tw-text-opacity: 1;color:rgb(11 110 153 / var(--tw-text-opacity, 1))}']) expect(css).toContain(rule)
    expect(css).toContain('.dark\\:bg-emerald-900:is([data-theme=dark] *){')
    // No directive is left for the browser to ignore, and preflight stays off as the config says.
    expect(css).not.toContain('@tailwind')
    expect(css).not.toContain('::-webkit-file-upload-button')
  })

  it("applies @apply and the postcss.config.js plugin, after the plugins' own", async () => {
    const css = await siteCss()
    expect(css).toMatch(/\.tide-card\{border-radius:\.5rem;padding:1rem;[^}]*color:#0b6e99\}/)
  })

  it('keeps the classes in the HTML as written', async () => {
    const { document } = parseHTML(await readFile(join(site.root, 'build/docs/intro/index.html'), 'utf8'))
    expect(document.querySelector('article div.bg-emerald-100')?.textContent?.trim()).toBe('High water comes twice a day.')
  })

  it('names the stylesheet and line of a PostCSS error (an @apply of a class Tailwind does not know), and leaves the output as it was', async () => {
    const before = await siteCss()
    await writeFile(join(site.root, 'src/css/custom.css'), '@tailwind utilities;\n\n.broken {\n  @apply no-such-utility;\n}\n')
    const failed = await buildCopy()
    expect(failed.code).toBe(1)
    expect(failed.stderr).toMatch(/\nsrc\/css\/custom\.css:4:3: PostCSS: The `no-such-utility` class does not exist\./)
    expect(failed.stderr).toContain('  Fix: fix the stylesheet at that place\n')
    expect(await siteCss()).toBe(before)
  })
})
