/** The import aliases of a plugin's configureWebpack, read and applied as webpack's resolver applies them. */
import { describe, expect, it } from 'vitest'
import { aliasedImports, aliasesOf } from '../../../../src/generator/config/docusaurus/webpack-aliases'

describe('aliasesOf', () => {
  it('reads resolve.alias as an object (a target, a list of them, or false) and names what else was set', () => {
    const { aliases, others } = aliasesOf({ resolve: { alias: { '@c': '/site/src/components', 'x$': ['/a/x.js', '/b/x.js'], fs: false, bad: 3 }, fallback: { fs: false } }, module: { rules: [] }, mergeStrategy: { 'module.rules': 'prepend' } })
    expect(aliases).toEqual([['@c', ['/site/src/components']], ['x$', ['/a/x.js', '/b/x.js']], ['fs', [false]]])
    expect(others).toEqual(['module', 'resolve.fallback'])
  })

  it("reads webpack's array form, onlyModule as an exact alias", () => {
    expect(aliasesOf({ resolve: { alias: [{ name: 'lib', alias: '/site/lib', onlyModule: true }, { name: 'ui', alias: ['/site/ui'] }] } }).aliases).toEqual([['lib$', ['/site/lib']], ['ui', ['/site/ui']]])
  })

  it('gives nothing for nothing returned', () => {
    expect(aliasesOf(undefined)).toEqual({ aliases: [], others: [] })
  })
})

describe('aliasedImports', () => {
  it('matches the alias or a path under it, not a longer name', () => {
    const aliases = [['@c', ['/src/components']]] as Array<[string, string[]]>
    expect(aliasedImports('@c', aliases)).toEqual(['/src/components'])
    expect(aliasedImports('@c/Button/index.js', aliases)).toEqual(['/src/components/Button/index.js'])
    expect(aliasedImports('@cx/Button', aliases)).toEqual([])
  })

  it('matches an exact alias ($) alone, a wildcard anywhere, and lists every match in order', () => {
    const aliases: Array<[string, Array<string | false>]> = [['pkg$', ['/shim/pkg.js']], ['@/*', ['/src/*']], ['@', ['/root']], ['fs', [false]]]
    expect(aliasedImports('pkg', aliases)).toEqual(['/shim/pkg.js'])
    expect(aliasedImports('pkg/sub', aliases)).toEqual([])
    expect(aliasedImports('@/lib/x', aliases)).toEqual(['/src/lib/x', '/root/lib/x'])
    expect(aliasedImports('fs', aliases)).toEqual([false])
  })
})
