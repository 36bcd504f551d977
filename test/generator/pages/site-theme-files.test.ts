/** Which of a Docusaurus site's src/theme files are used (bundled, answering @theme/X) and which are named as unused layout. */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteThemeFiles } from '../../../src/generator/pages/site-theme-files'

let root: string
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'rtk-theme-files-'))
  for (const file of ['Footer/index.js', 'DocItem/Layout/index.js', 'NavbarItem/ComponentTypes.js', 'NavbarItem/DocsVersionDropdownNavbarItem.js', 'Admonition/Types.js', 'Admonition/Type/Note.js', 'CodeBlock/Line/index.js', 'Icon/Android.js', 'Callout/index.js', 'Root.js']) {
    await mkdir(join(root, 'src/theme', file, '..'), { recursive: true })
    await writeFile(join(root, 'src/theme', file), 'export default () => null\n')
  }
})
afterAll(() => rm(root, { recursive: true, force: true }))

describe('siteThemeFiles', () => {
  it("uses the site's own components, icons, Root, admonition types and navbar item types; names the layout's swizzles unused", () => {
    const { used, unused } = siteThemeFiles(root)
    expect([...used.keys()]).toEqual(['Admonition/Type/Note', 'Admonition/Types', 'Callout', 'Icon/Android', 'NavbarItem/ComponentTypes', 'Root'])
    expect(unused).toEqual(['CodeBlock/Line', 'DocItem/Layout', 'Footer', 'NavbarItem/DocsVersionDropdownNavbarItem'])
  })
})
